# The command line: print (see cli.ftl).

## armoury tag
# $query: what was given, a file's path.
prt-tag-is-a-file = { $query } is a file, not a tag serial or inspection id: tags come from recorded inspections. Record the item first with `armoury check { $query } --record --character NAME` (an approved item gets a tag serial), then `armoury tag SERIAL`; a tag content file is printed with `armoury tag --content { $query }`

## tag, lammie, armour-card and fail-slip
# $path: the key file.
prt-cannot-read-key-file = cannot read the key file { $path }
# $env: the environment variable (ARMOURY_EVENT_KEY).
prt-no-event-key = no event key: pass --key-file FILE or set { $env }
prt-several-events = these items belong to several events; print one event's at a time
# $code: the event's code; $env: the environment variable (ARMOURY_EVENT_KEY).
prt-no-key-for-event = no key for event { $code }: pass --key-file FILE or set { $env }
# $path: the PDF file.
prt-cannot-write = cannot write { $path }
# $note: what the renderer noted (in English).
prt-note = note: { $note }
# $path: the PDF file; $items and $pages: counts; $width and $height: the
# page's size in millimetres; $template: the template's name.
prt-wrote = wrote { $path } ({ $items } item(s) on { $pages } page(s) of { $width } x { $height } mm, template { $template })
# $reply: the spooler's answer.
prt-sent = sent to the spooler: { $reply }

## armoury printers
prt-no-printers = no printers are installed
# $name: a printer's name.
prt-printer-default = { $name }  (default)

## armoury verify
# What a code covers, as $covers below.
prt-covers-tag = tag
prt-covers-lammie = lammie
prt-covers-armour-card = armour card
prt-covers-fail-slip = fail slip
# $covers: one of the four above; $id: a tag serial, item, character or
# inspection id; $event: the event's code.
prt-genuine = GENUINE: { $covers } { $id } issued at event { $event }
# $note: when the key was retired (in English).
prt-old-key = OLD KEY: { $note }
# $item: what the code says it covers; $until: prt-valid-until or
# prt-no-end-date; $key: the key's number.
prt-code-says = the code says: { $item }; { $until }; key { $key }
# As prt-code-says, with $owner: who owns it.
prt-code-says-owner = the code says: { $item }, owner { $owner }; { $until }; key { $key }
# $date: the last valid day.
prt-valid-until = valid until { $date }
prt-no-end-date = no end date
# $serial: the typed serial; $what: prt-tag-covers or prt-no-such-tag.
prt-bare-serial = { $serial } is a tag serial, not a signed code: it proves nothing by itself ({ $what })
prt-no-such-tag = no tag with this serial was issued here
# $kind: the item; $category: its length category; $owner: prt-owner-player
# or a name; $inspector: who approved it; $date: when; $until: a date or
# the end of the event.
prt-tag-covers = covers: { $kind } ({ $category }), owner { $owner }; approved by { $inspector } on { $date }, valid until { $until }
# As prt-tag-covers, with $why: why the item is no longer approved (in English).
prt-tag-covers-withdrawn = covers: { $kind } ({ $category }), owner { $owner }; approved by { $inspector } on { $date }, valid until { $until }; NO LONGER APPROVED: { $why }
# $inspection: the inspection's number; $verdict: outcome-rejected or
# outcome-referred; $kind: the item; $owner: prt-owner-player or a name;
# $reasons: prt-reasons; $inspector: who inspected it; $date: when.
prt-fail-slip-covers = fail slip for inspection #{ $inspection }: { $verdict } { $kind }, owner { $owner }: { $reasons }; inspected by { $inspector } on { $date }
# $count: how many reasons a fail slip gives.
prt-reasons = { $count ->
        [one] { $count } reason
       *[other] { $count } reasons
    }
# $owner: prt-owner-player or a name.
prt-armour-card-covers = armour card of { $owner }
# $character: the character's name; $player: the player's.
prt-owner-player = { $character }, player { $player }
# $path: the public key file.
prt-cannot-read-public-key = cannot read the public key file { $path }
# $path: the public key file.
prt-not-pem = { $path }: expected the PEM that `armoury event public-key` prints
# $env: the environment variable (ARMOURY_EVENT_KEY).
prt-no-key-to-check = no key to check with: pass --public-key FILE, --key-file FILE or set { $env }
# $code: the event code the scanned text names.
prt-verify-no-event-key = no key for event { $code }: pass --public-key FILE (ARM2) or --key-file FILE (ARM1)
