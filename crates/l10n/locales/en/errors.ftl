## errors
# The library crates' errors in words (src/said_errors.rs): the records
# layer, a roster file's bad rows, issuing and printing. The English says
# exactly what the errors' own (English) messages say; a test holds it so.
# Values in backticks are shown as they were typed or found.

## The records layer
# $location: the database file or postgres:// server; $cause: what the
# database said (its own words, or one of the err-db-* messages).
err-database = database { $location }: { $cause }
err-server-not-answering = server not answering: { $location }: { $cause }
err-server-unreachable = server unreachable: { $location }: { $cause }
# $path: a file or folder; $cause: the system's reason (err-io-* or its own words).
err-io = { $path }: { $cause }
err-newer-schema = database { $location }: schema version { $found } was written by a newer Armoury (this one knows up to { $supported }); refusing to open it, nothing was changed
# $tables: the tables found, comma-separated.
err-foreign-schema = database { $location }: holds tables that are not Armoury's ({ $tables }); use an empty database, nothing was changed
err-no-serials = the server is out of reach and this station has no tag serials left for event { $event }: the item waits until the server is back; nothing was recorded
err-no-data-dir = no platform data directory to keep the database in
# $outbox: the station's outbox file; $bound: the database it belongs to;
# $here: the database it was asked to send to.
err-outbox-bound = outbox { $outbox } belongs to { $bound }, not { $here }: what waits in it can go only to { $bound }

## Something looked for is not there ($value: the id, serial or prefix)
err-not-found-event = no event `{ $value }`
err-not-found-event-prefix = no event with tag prefix `{ $value }`
err-not-found-character = no character `{ $value }`
err-not-found-inspection = no inspection `{ $value }`
err-not-found-item = no item `{ $value }`
err-not-found-tag = no tag `{ $value }`
err-not-found-tag-of-event = no tag of this event `{ $value }`
err-not-found-referee-session = no referee session `{ $value }`
# Any other kind of record: $what names it in English.
err-not-found = no { $what } `{ $value }`

## A value refused
# $field: one of err-field-*; $message: why (one of err-why-*, or another
# library's English).
err-invalid = { $field }: { $message } (value `{ $value }`)
err-field-encoding = encoding
err-field-character-ids = character ids
err-field-query = query
err-field-roster-revision = roster revision
err-field-walk-in = walk-in
err-field-event-id = event id
err-field-tag-prefix = tag prefix
err-field-event-language = event language
err-field-start-date = start date
err-field-end-date = end date
err-field-event-name = event name
err-field-ruleset = ruleset
err-field-referee-token = referee token
err-field-inspection = inspection
err-field-outbox = outbox
err-field-inspector = inspector
err-field-station = station
err-field-override-reason = override reason
err-field-attested = attested
err-field-recorder = recorder
err-field-award = award
err-field-findings = findings
err-field-character = character
err-field-corrects = corrects
err-field-item = item
err-field-event-secret = event secret
err-field-token = token
err-field-signing-key = signing key
err-field-column-mapping = column mapping
err-field-roster-file = roster file
err-field-copy = copy
err-field-event = event
err-why-not-encoding = not an encoding name; e.g. utf-8, windows-1257, windows-1252
err-why-type-query = type a name, an id or a tag serial
err-why-not-readable = not readable
err-why-walk-in-name = a walk-in needs a name with letters or digits
err-why-event-id = use 1 to 40 lower-case letters, digits and dashes, e.g. ancalagon-2026
err-why-tag-prefix = use 2 to 6 upper-case letters and digits, e.g. AN26
err-why-language = use a language tag of two or three lower-case letters, e.g. et
err-why-date = expected YYYY-MM-DD
err-why-empty = must not be empty
err-why-ruleset = must be a ruleset id without surrounding spaces, e.g. ancalagon-2011
err-why-event-exists = an event with this id exists
err-why-prefix-used = another event uses this prefix
err-why-no-token = this event has none: rotating it makes one
err-why-attest = answer every piece's safety attestation before the award is recorded
err-why-approved-already = the item is approved already; there is nothing to override
err-why-reading-stopped = reading it stopped unexpectedly; nothing was written
err-why-keys-retired = every key of this event is retired: make a new one
err-why-keys-used-up = the event has used all 255 key ids: make a new event
err-why-copy-target-holds = the target already holds records of this event; copy into a database without it (or with it empty); nothing was written
err-why-copy-foreign-row = refers to a row that is not part of the event
# $fields: the field names, comma-separated.
err-why-write-mapping = write COLUMN=FIELD; fields: { $fields }
err-why-unknown-field = unknown field; fields: { $fields }
# $start: the start date.
err-why-before-start = is before the start date { $start }
# $cause: the system's reason.
err-why-no-random = no random source: { $cause }
# $character: the character in English (`U+001B (a control character)`);
# $code: its code point in hex (`001B`); $control: `yes` for a control
# character, `no` for a text-direction override.
err-why-name-character = { $character } is not allowed in a name: it could act on a terminal or disguise the name
# $cause: the JSON reader's reason.
err-why-outbox-unreadable = a waiting inspection is not one this Armoury reads: { $cause }
# $its: the character's event; $event: the inspection's event.
err-why-other-event = belongs to event { $its }, not { $event }
err-why-photo-not-jpeg = not a JPEG
err-why-photo-too-large = more than { $max } bytes
err-why-photo-sides = each side must be 1 to { $max } pixels
err-why-photo-required = event { $event } approves an item only with its photo
err-why-photo-policy = use off, optional or required
# $its: the corrected inspection's event.
err-why-corrects-other-event = inspection belongs to event { $its }
# $there_rows, $here_rows: rows per table in the target and the source;
# $there, $here: their checksums.
err-why-copy-reads-back = the target does not read back what was copied ({ $there_rows } { $there } there, { $here_rows } { $here } here); nothing was written

## Database and system failures
# $seconds: how long the station waited.
err-db-no-answer = no answer within { $seconds } s
err-db-runtime = cannot start the client's network runtime: { $cause }
err-db-broken-transaction = the connection to the server broke during a transaction; none of it was kept
# $index: the column's 0-based position; $message: what it held (English).
err-db-column = column { $index }: { $message }
# $os: the operating system's own words (English shows just them).
err-io-not-found = { $os }
err-io-permission-denied = { $os }
err-io-already-exists = { $os }

## CSV files and roster files
# $byte: the bad byte's offset in the file; $encoding: utf-8, windows-1257…
err-encoding = { $file }:{ $line }: not { $encoding } text (invalid byte at offset { $byte }); save the file as UTF-8 ("CSV UTF-8" in a spreadsheet), or name the encoding it was saved in, and import again; nothing was written
# $problem: one of err-columns-*.
err-columns = { $file }:1: { $problem }
# $column: the column needed (a field name, or err-columns-id-or-player);
# $found: the file's headers; $field: the field a column can be mapped to.
err-columns-missing = missing required column `{ $column }` (columns found: { $found }); name a column so, or map one to `{ $field }`
err-columns-id-or-player = id (or player_id, or player)
err-columns-mapped-absent = mapped column `{ $column }` is not in the header (columns: { $found })
err-columns-twice = columns `{ $first }` and `{ $second }` both give `{ $field }`; map one of them to another field
# $place: the file, and the line after a colon when there is one.
err-csv = { $place }: { $message }
err-csv-no-header = no header line: the first line must name the columns
err-csv-too-many-rows = more rows than one import can check: split the file
# The first line of a refused import; a line per bad row (err-row) follows.
err-bad-roster = { $file }: { $count ->
        [one] { $count } bad row
       *[other] { $count } bad rows
    }; nothing was written:
# One bad row: $column is the header as written in the file; $message one
# of err-row-*; $value what the cell holds.
err-row = line { $line }: column "{ $column }": { $message } (value `{ $value }`)
err-row-field-count = the row has { $fields } fields but the header has { $columns }
# $character: err-char-control or err-char-direction.
err-row-forbidden-character = { $character } is not allowed: it could act on a terminal or disguise a name
err-char-control = U+{ $code } (a control character)
err-char-direction = U+{ $code } (a text-direction override)
err-row-id-required = an id is required
# $first: the line of the first row with it.
err-row-duplicate-id = duplicate id: line { $first } has it too
err-row-player-required = a player name is required (with no id column it makes the id)
# $character: the character's name in quotes.
err-row-duplicate-player = duplicate player and character { $character }: line { $first } has them too
err-row-character-required = a character name is required
# $reason: why the units reader cannot read it (English).
err-row-height-unreadable = { $reason }
err-row-height-not-length = `{ $unit }` is not a length
err-row-height-range = a height is 50 to 250 cm (or 0.5 to 2.5 m)
err-row-hit-points = hit points are a whole number from 0 to 20

## Tags, fail slips and armour cards
err-not-approved = inspection #{ $inspection } was { $verdict }, not approved: it has no tag
err-verdict-rejected = rejected
err-verdict-referred = referred
err-approved = inspection #{ $inspection } was approved: it has no fail slip
# $cause: what is wrong with the stored JSON (English).
err-bad-findings = inspection #{ $inspection }: the stored findings cannot be read: { $cause }
err-no-award = { $character } has no armour award yet
err-unknown-event = no event with code { $code } in this database

## Printing ($pdf: the PDF, which is kept in every case)
err-spool-no-spooler = no print spooler: `{ $program }` was not found (install CUPS: cups and cups-client); the PDF is kept at { $pdf }
err-spool-start = cannot run `{ $program }`: { $error }; the PDF is kept at { $pdf }
# $status: the spooler's exit status; $stderr: what it wrote.
err-spool-refused = the spooler refused the job ({ $status }): { $stderr }; the PDF is kept at { $pdf }
# $printers: err-spool-no-printers or err-spool-printers.
err-spool-no-such-printer = there is no printer named "{ $printer }" ({ $printers }); the PDF is kept at { $pdf }
err-spool-no-printers = no printers are installed
err-spool-printers = the printers are: { $names }
err-spool-no-default-printer = no printer was named and Windows has no default printer; the PDF is kept at { $pdf }
# $call: the Windows function that failed; $message, $code: Windows' words and number.
err-spool-windows = the Windows spooler refused the job for "{ $printer }": { $call } failed: { $message } (error { $code }); the PDF is kept at { $pdf }
# $page, $paper: width x height in millimetres.
err-spool-does-not-fit = a { $page } mm page does not fit on the { $paper } mm paper of "{ $printer }" (set a paper of the page's size in the printer's preferences); the PDF is kept at { $pdf }
err-spool-unreadable = cannot read the PDF to print it: { $reason }; the PDF is kept at { $pdf }
