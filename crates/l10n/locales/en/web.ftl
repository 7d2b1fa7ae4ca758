# The referees' page and the organiser page of `armoury serve`.

## Every page
web-nav-search = Search
web-nav-verify = Verify a tag
web-log-out = Log out

## Search and the character card
web-home-title = Referee
web-home-heading = Referee lookup
web-search-label = Character, player, id or tag serial
web-search-button = Look up
web-lookup-title = Lookup
# $count: how many characters match; $query: what was typed.
web-matches = { $count } characters match “{ $query }”
web-more-matches = …and { $count } more: type more of the name.
web-nobody = Nobody matches “{ $query }”
web-nobody-hint = Try part of the name, the player's name, an id or a tag serial.
web-player = Player
web-player-lower = player
web-id = id
web-class = Class
web-hit-points = Hit points
web-armour = Armour
web-provisional-badge = PROVISIONAL
web-no-armour = none recorded
web-armour-sum = Body { $body } + helmet { $helmet } = { $total }
web-decided-by = decided by
# $date: when; $who: the marshal who recorded it.
web-recorded-by = recorded { $date } by { $who }
web-approved-items = Approved items
web-none = None.
web-no-tag = no tag
web-photo-alt = The item as photographed when it was approved
web-photo-open = the photo taken at approval, full size
web-valid-until = valid until { $date }
web-by-override = approved by override:

## Verifying a tag
web-photo-label = Photo of the QR code
web-photo-button = Check photo
web-code-label = …or type the serial or scanned text
web-code-button = Check code
web-verify-title = Verify
web-genuine = GENUINE
web-not-genuine = NOT GENUINE
web-expired = EXPIRED
web-revoked = REVOKED
web-issued = ISSUED
# $event: the event's tag prefix.
web-signed-by = Signed with the key of event { $event }.
web-old-key = Old key:
web-code-says = The code says:
web-owner-lower = owner
web-no-record = This database has no record of it (issued at another station): trust the signature.
web-typed-serial-before = A typed serial carries no signature: it only says that tag
web-typed-serial-after = was issued. Check that the item matches:
web-no-such-tag-before = No tag
web-no-such-tag-after = was issued at this event.
web-could-not-check = Could not check
# $verdict: rejected or referred.
web-fail-slip = A FAIL SLIP: this item was { $verdict }, not approved.
web-item = Item
web-owner = Owner
web-inspected = Inspected
web-approved = Approved
# $date: when; $who: the marshal.
web-on-by = { $date } by { $who }
web-armour-card-of = Armour card of:
web-item-id = Item id
web-event = Event
web-another-event = (another event)
web-lammie-before = Lammies are printed from item files, not recorded at the station: check that the card shows item id
web-lammie-after = and that its name, powers and owner fit the item in hand.
web-still-approved = Still approved
web-no-longer-approved = NO LONGER APPROVED:
web-tag = Tag
web-valid-until-label = Valid until
# $code: the event code the scanned text names.
web-unknown-event = It names event { $code }, which this database does not know: it was not issued here.
web-photo-slow = The photo took too long to arrive: try again where the Wi-Fi is better, or type the serial.
web-photo-too-large = The photo is larger than { $megabytes } MB: take it again at a lower resolution.
web-photo-format = the photo must be a PNG or JPEG picture
# $error: what the picture reader said (in English).
web-photo-unreadable = the photo cannot be read: { $error }
web-photo-no-code = no QR code could be read in the photo: hold the phone closer, keep the code flat and in focus, or type the serial
web-no-photo = Take a photo of the QR code, or type the serial.
web-no-code = Type the serial or the scanned text, or take a photo.
web-code-too-long = A typed code is at most { $count } characters.
web-reader-stopping = the photo reader is shutting down
web-many-photos = Many photos are being read
web-many-photos-why = Other referees are sending photos: try again in a moment, or type the serial.

## Notices
web-went-wrong = Something went wrong
web-try-again = Try again in a moment.
web-server-silent = The records server is not answering
web-server-silent-why = The event's network or its database server is down for a moment: try again in a moment.
web-too-many-logins = Too many wrong logins
web-too-many-logins-why = This phone tried too many wrong login addresses. Scan the current referee card: it always works.
web-bad-login = This login address is not valid
web-bad-login-why = It may be from an old referee card: the token was changed.
web-bad-login-what = Scan the current referee card, or ask at the inspection station.
web-event-over = The event is over
web-event-over-why = Referee logins end with the event.
web-logged-out = Logged out
web-logged-out-text = This phone is no longer logged in. Scan the referee card to log in again.
web-log-in-first = Log in first
web-log-in-first-who = This page is for the event's referees.
web-log-in-first-how = Scan the QR code on the referee card with your phone's camera, or open the login address that `armoury serve` printed at the station. You then stay logged in until the event ends.
web-bad-search = Bad search
web-bad-search-why = Use the search box.
web-search-too-long = Search too long
web-search-too-long-why = Type a name, an id or a tag serial (at most 200 characters).
web-no-such-character = No such character
web-no-such-character-why = Search for the name instead.
web-no-such-photo = No such photo
web-not-here = Not here
web-no-such-page = No such page
web-back-to-search = Go back to the search.
web-organisers-only = Organisers only
web-organisers-only-how = This page is for the event's organisers: open the organiser address that `armoury serve` printed (or `armoury event organiser-token` shows) on this device.
web-organisers-only-not = A referee's login does not open it.
web-bad-organiser-login = This organiser address is not valid
web-bad-organiser-login-why = The organiser token may have been changed: ask at the station for the current address (`armoury event organiser-token`).

## The organiser page
# $event: the event's name.
org-title = Organiser: { $event }
org-registration = Registration:
# $time: when the figures were counted (UTC); $seconds: the refresh period.
org-counted = Counted { $time } UTC; this page refreshes every { $seconds } s.
org-seen = characters seen
org-approved = items approved
org-referred = referred to the GM
org-rejected = rejected
org-seen-percent = { $percent }% of the roster seen
org-tallies = { $provisional } approved on a provisional value · { $overrides } overrides · { $awards } armour awards ({ $armoured } characters)
org-per-hour = Inspections per hour
org-stations = Stations
org-station = Station
org-this-hour = This hour
org-all = All
org-outcomes = Approved · referred · rejected
org-rules-failed = Rules failed most
org-no-rule-failed = No item in force failed a rule.
org-rule = Rule
org-failed = Failed
org-referred-column = Referred
org-still-referred = Still referred to the game master
org-overrides = Overrides
org-item = Item
org-character = Character
org-where-when = Where, when (UTC)
org-reason = Reason
org-first-listed = The first { $count } are listed; the station's Event panel and `armoury report` list more.

## The referee card (`armoury serve --card FILE.pdf`), in the event's language
card-title = Armoury referee card
card-heading = REFEREE CARD
card-scan = Scan with your phone's camera to open the referee page
# $date: the event's last day.
card-valid-until = Valid until { $date }
card-keep = Keep this card like a key: it logs anyone in. Lost? Rotate the token with `armoury event referee-token --rotate`.
# $fingerprint: the self-made certificate's SHA-256, in two halves.
card-certificate = The page's certificate, SHA-256: { $fingerprint }

# The marshal's phone sends the photo of the item on the desk (/upload/…).
web-upload-title = Photo for the desk
web-upload-what = Take a photo of the whole item, flat and in good light; the desk shows it as soon as it arrives.
web-upload-choose = Photo of the item
web-upload-send = Send to the desk
web-upload-again = Send another instead
web-upload-too-many-pixels = The picture says it is { $width } × { $height } pixels: more than a photo can be ({ $megapixels } megapixels, { $side } pixels a side).
web-upload-received = Received: the desk shows it now. Send another to replace it.
web-upload-no-photo = No photo came with the form: choose or take one first.
web-upload-too-large = The photo is larger than { $megabytes } MB: take it again at a smaller size.
web-upload-not-a-picture = That file is not a JPEG or PNG picture.
web-upload-cut-short = The photo arrived cut short: send it again.
web-upload-unreadable = The photo cannot be read ({ $error }).
web-upload-slow = The photo took too long to arrive: try again where the Wi-Fi is better.
web-upload-busy-why = Other phones are sending photos: try again in a moment.
web-upload-expired = This link has expired
web-upload-expired-why = Ask the marshal at the desk to show a new code.
web-upload-closed = This item is recorded already
web-upload-closed-why = The desk has moved on, so the photo was not kept. If the item needs one, ask the marshal for a new code.
web-upload-unknown = No such photo link
