# The command line: misc (see cli.ftl).

## Hints after an error (printed on a `hint:` line, see cli-hint)
msc-hint-outcome-unknown = whether the inspection was recorded is unknown: run the same command again (within an hour) and it is recorded once
msc-hint-no-data-dir = pass --db PATH or set ARMOURY_DB
msc-hint-bad-roster = fix them, or import the good rows with --skip-bad
msc-hint-columns = map a column to a field with --map COLUMN=FIELD (repeatable)
msc-hint-mapping = write --map COLUMN=FIELD, e.g. --map "Nimi=character"
msc-hint-referee-token = make one with `armoury event referee-token --rotate`
msc-hint-photo-required = add `--photo FILE` (a JPEG or PNG of the item), or make photos optional with `armoury event photos optional`
# $db: the database the station's outbox belongs to.
msc-hint-outbox-bound = start the station with --db { $db } to send what waits, or give this database another outbox with --outbox FILE
msc-hint-no-award = record one with `armoury armour FILE --record`
msc-hint-printer = `armoury printers` lists the printers; name one with --printer NAME
msc-hint-event-code = or pass --event CODE for the whole file

## --character QUERY (nothing is recorded when it finds no one or several)
# $query: what was typed; $count: how many characters match (two or more);
# $names: some of them, "Name (id)" with commas.
msc-character-ambiguous = --character `{ $query }`: { $count } characters match ({ $names }); give an id; nothing was recorded
# $event: the event's id.
msc-character-not-found = --character `{ $query }`: no character in event { $event } matches; nothing was recorded

## --rules ID|PATH
# $rules: what was given; $known: the shipped rulesets' ids, with commas.
msc-rules-unknown = `{ $rules }` is neither a shipped ruleset ({ $known }) nor a rules file
msc-rules-cannot-read = cannot read rules file { $file }

## armoury check
msc-check-record-one-file = --record takes one item file
# $height: the --height-cm given.
msc-check-bad-height = --height-cm { $height }: a height is a positive number of centimetres
msc-check-one-file = check takes one item file (two with --pair)
msc-check-pair-two-files = --pair takes exactly two item files
msc-check-cannot-read = cannot read item file { $file }
msc-photo-cannot-read = cannot read photo { $file }
# $why: one of the msc-photo-* reasons below.
msc-photo-refused = photo { $file } refused: { $why }
msc-photo-not-recorded = { $refused }; nothing was recorded
msc-photo-too-large = it is larger than { $max } MB
msc-photo-not-a-picture = it is not a JPEG or PNG picture
msc-photo-too-many-pixels = it is { $width } × { $height } pixels, more than a photo can be
msc-photo-cut-short = it is cut short (its end is missing)
msc-photo-unreadable = it cannot be read ({ $error })

## armoury serve
msc-serve-runtime = starting the server's runtime
msc-serve-no-data-folder = no local data folder for the certificate
msc-serve-listening = listening on { $address }
# On the referee card (in the event's language) when the event has no last
# day: "Valid until …" (card-valid-until).
msc-serve-card-after-login = 24 hours after login
msc-serve-card-making = making the referee card
msc-serve-card-writing = writing { $file }
msc-serve-card = referee card: { $file }
# The one line on standard output; scripts read the URL after it.
msc-serve-login = referee login: { $url }
msc-serve-organiser = organiser page (the event's figures; not for referees): { $url }
msc-serve-verifier = offline verifier page (no login; `armoury event verifier --base-url URL` puts its address on tags): { $url }
# $event: the event's id; $name: its name; $address: the address listened on.
msc-serve-serving = serving event { $event } ({ $name }) on { $address }; stop with Ctrl-C
msc-serve-fingerprint = TLS certificate (self-made), SHA-256 fingerprint: { $fingerprint }
msc-serve-plain-http = warning: plain HTTP on { $address }: anyone on this network can read the login address and the sessions; serve over TLS with --tls-self-made, or --tls-cert and --tls-key (docs/security.md)
# $count: connections open at once, from all addresses; $per-address: from one.
msc-serve-limits = at most { $count } connections, { $per-address } from one address
msc-serve-stopped = stopped
msc-serve-cut-short = stopped; some requests were cut short

## armoury (the station window)
msc-station-no-panel = --panel { $panel }: no such panel (check, armour, lookup, roster, devices, settings, event)
msc-station-no-outbox = no place for the station's outbox: pass --outbox FILE
# $error: why, in the window library's words.
msc-station-no-window = cannot open the station window: { $error }

## clap's usage errors (src/cli/usage_error.rs), where the run is not in
## English (clap says them itself in English). $arg: the option as the help
## writes it (`--rules <ID|PATH>`); $values: a list.
msc-usage-conflict = the argument '{ $arg }' cannot be used with '{ $prior }'
msc-usage-subcommand-conflict = the subcommand '{ $subcommand }' cannot be used with '{ $prior }'
msc-usage-twice = the argument '{ $arg }' cannot be used multiple times
msc-usage-no-equals = equal sign is needed when assigning values to '{ $arg }'
msc-usage-value-required = a value is required for '{ $arg }' but none was supplied
msc-usage-invalid-value = invalid value '{ $value }' for '{ $arg }'
msc-usage-possible = [possible values: { $values }]
msc-usage-unknown-subcommand = unrecognized subcommand '{ $subcommand }'
# Followed by the missing arguments, one a line.
msc-usage-missing = the following required arguments were not provided:
msc-usage-missing-subcommand = '{ $subcommand }' requires a subcommand but one was not provided
msc-usage-subcommands = [subcommands: { $values }]
msc-usage-too-many = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
msc-usage-too-few = { $wanted } values required by '{ $arg }'; only { $given } { $given ->
        [one] was
       *[other] were
    } provided
msc-usage-wrong-number = { $wanted } values required for '{ $arg }' but { $given } { $given ->
        [one] was
       *[other] were
    } provided
# $why: the reason the value was refused, already in the run's language.
msc-usage-refused-value = invalid value '{ $value }' for '{ $arg }': { $why }
msc-usage-unknown-argument = unexpected argument '{ $arg }' found
msc-usage-utf8 = invalid UTF-8 was detected in one or more arguments
msc-usage-other = the command line could not be read
msc-usage-tip-subcommand = tip: a similar subcommand exists: { $values }
msc-usage-tip-argument = tip: a similar argument exists: { $values }
msc-usage-tip-value = tip: a similar value exists: { $values }
msc-usage-more = For more information, try '--help'.
