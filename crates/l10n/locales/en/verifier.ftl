# The offline verifier page (`armoury event verifier`, `/v/` of `armoury serve`).
# Its script fills in each { $name } and picks the phone's language.
# Keep these without plural selects: the page writes numbers in as they are.

ver-title = Tag check
ver-point = Point the phone's camera at a tag's QR code and open the link.
ver-claims = What the code claims (not to be trusted):
ver-paste = Or paste a code
ver-check = Check
# $event: the event's name.
ver-event = Tag check: { $event }
ver-genuine = GENUINE
ver-forged = NOT GENUINE
ver-revoked = REVOKED
ver-expired = EXPIRED
# $message: why the text is not a code (one of the ver-code-* below).
ver-not-armoury = This is not an Armoury code: { $message }.
# Why a scanned or typed text is not a code: ver-not-armoury's $message.
ver-code-no-colon = it has no ':'
# $found: how many parts the text has.
ver-code-parts = expected 9 parts separated by ':', found { $found }
# $prefix: what the text starts with.
ver-code-prefix = it starts with { $prefix }, not ARM2
# $kind: the letter that should say what the code covers.
ver-code-kind = kind { $kind } is not T, L, A or F
ver-code-event = the event code { $event } is not valid
ver-code-id = the id { $id } is not valid
ver-code-key = the key id must be a number from 0 to 255, found { $key }
ver-code-expiry = the expiry { $expiry } is not YYYYMMDD
ver-code-item = the item { $item } is not valid
ver-code-owner = the owner { $owner } is not valid
# $length: how many characters a signature has.
ver-code-signature = the signature must be { $length } characters of A-Z and 2-7
# $event: the code's event; $site: this page's event.
ver-other-event = This code is from event { $event }, not { $site }: check it on that event's page.
ver-no-key = Event { $event } has no key { $key }.
ver-changed = The code was changed, copied by hand or made up.
ver-valid-until-was = It was valid until { $date }.
# $reason: why the organisers revoked it.
ver-revoked-on = Revoked on { $date }: { $reason }
ver-retired-key = Signed with key { $key }, retired on { $date } because it was lost: inspect the item again.
ver-what = What
ver-item = Item
ver-owner = Owner
ver-valid-until = Valid until
ver-no-end = no end date
ver-covers-T = tag
ver-covers-L = lammie
ver-covers-A = armour card
ver-covers-F = fail slip
# $engine: WebCrypto, or ver-own-engine.
ver-timing = Checked in { $ms } ms by { $engine }, on this phone.
ver-own-engine = the page's own verifier
ver-age-fresh = less than an hour old
ver-age-hours = { $hours } hours old
ver-age-days = { $days } days old
ver-one-revoked = 1 revoked tag
ver-many-revoked = { $count } revoked tags
# $time: when the list was written (UTC); $age and $count: the two above.
ver-list = Revocation list of { $time } UTC ({ $age }, { $count }).
ver-keys-failed = The event's keys could not be loaded ({ $error }): open this page once on a network.
ver-no-worker = This browser cannot keep the page for use without network (it needs https).
ver-kept = Kept on this phone: it checks tags without network.
ver-not-kept = Not kept for use without network: { $error }
