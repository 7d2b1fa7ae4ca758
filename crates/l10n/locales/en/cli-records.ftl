# The command line: records (see cli.ftl).

## Shared by these commands
# $message: what is wrong (rec-roster-unusual, rec-roster-group-excess…).
rec-warning = warning: { $message }
rec-cannot-write = cannot write { $file }

## armoury roster import|list|check
rec-roster-cannot-read = cannot read roster file { $file }
# A row left out with --skip-bad. $problem: "line N: column …" (English,
# from the records).
rec-roster-skipped = skipped { $file }:{ $problem }
# Characters new to the event, changed, already stored so, rows left out.
rec-roster-counts = { $new } new, { $updated } updated, { $unchanged } unchanged, { $skipped } skipped
# $counts: rec-roster-counts.
rec-roster-imported = { $file }: imported into event { $event }: { $counts }
rec-roster-would-import = { $file }: would import into event { $event }: { $counts }
# $encoding: windows-1257, UTF-16LE…; $why: one of rec-read-as-*; $names:
# the first characters' names, as read, separated by commas.
rec-roster-read-as = read as { $encoding } ({ $why }); first names: { $names }
rec-read-as-mark = its byte-order mark says so
rec-read-as-valid-utf8 = it is valid UTF-8
rec-read-as-not-utf8 = it is not UTF-8: the event language's code page
rec-read-as-given = as asked
# $column and $value in double quotes, $character in single quotes.
rec-roster-unusual = line { $line }: column { $column }: { $value } has { $character }, unusual in a name (was the file read in the right encoding?)
# A walk-in added at a station that a roster row turned out to be. $id:
# the character's id in the roster file.
rec-roster-merged = walk-in { $character } ({ $player }) merged with roster id { $id }
# $healers: Healers in the group; $members: its members; $allowed: the
# Healers they allow; $per: members needed per Healer.
rec-roster-group-excess = group "{ $group }" has { $healers } Healer(s) but its { $members } member(s) allow { $allowed } (one per { $per } members)
rec-roster-no-group-excess = { $healers } Healer(s) belong to no group; a Healer needs a group of at least { $per }
# Hit points in the roster list.
rec-roster-hp = { $hp } HP
rec-roster-listed = { $count } characters in event { $event }
rec-roster-within-limit = event { $event }: every group is within the Healer limit

## armoury event
# $prefix: the tag serial prefix (AN26).
rec-event-created = created event { $id } "{ $name }" (tags { $prefix }-000001...)
rec-event-created-in-use = created event { $id } "{ $name }" (tags { $prefix }-000001...), now in use
rec-event-using = now using event { $id } "{ $name }"
# $language: the language's own name (English, eesti).
rec-event-language-set = event { $event } now prints in { $language }
rec-event-photos-set = event { $event } now takes photos: { $photos }
rec-event-new-referee-token = new referee token of event { $event }: { $token }
rec-event-referees-logged-out = every referee is logged out; print a new card with `armoury serve --card FILE.pdf`
rec-event-new-organiser-token = new organiser token of event { $event }: { $token }
rec-event-old-organiser-address = the old organiser address no longer opens the page
# $id: the session's id; $phone: the name the phone gave; $address: its IP address.
rec-event-signed-out = signed out { $id } ({ $phone }, from { $address })
rec-event-no-sessions = no referee's phone is signed in to event { $event }
# $key: the new key's number.
rec-event-key-rotated = event { $event } signs with key { $key } from now on; tags signed with an older key say so when verified.
rec-event-share-new-key = share the new public key (`armoury event public-key`) and write the verifier page again
rec-event-revoked = revoked tag { $serial } of event { $event }: { $reason }
# $dir: the folder written; $keys: public keys on the page; $revoked:
# revoked tags on its list.
rec-event-verifier-written = wrote the verifier page of event { $event } to { $dir }: { $keys ->
        [one] { $keys } public key
       *[other] { $keys } public keys
    }, { $revoked ->
        [one] { $revoked } revoked tag
       *[other] { $revoked } revoked tags
    }
rec-event-verifier-put-at = put the folder's files at { $url }; tags printed from now on open it. Write it again after revoking a tag or rotating the key
rec-event-verifier-no-address = tags carry no address yet: give --base-url URL (where these files will be) so a phone's camera opens the page
# What failed, before the operating system's reason.
rec-event-making-dir = making { $dir }
rec-event-writing = writing { $file }

## armoury db copy
# $address: a database file or postgres:// server.
rec-db-opening-source = opening the source { $address }
rec-db-opening-target = opening the target { $address }
# $from, $to: database files or postgres:// servers.
rec-db-copying = copying event { $event } from { $from } to { $to }
# $event: rec-db-event or rec-db-event-until.
rec-db-copied = copied event { $event } from { $from } to { $to }
# An event: its name and tag prefix, and its last day.
rec-db-event = { $name } ({ $prefix })
rec-db-event-until = { $name } ({ $prefix }, until { $end })
# After a table's row count.
rec-db-rows = rows
rec-db-both-sides = (both sides)
rec-db-checksum = checksum
rec-db-took = in { $seconds } s

## armoury export
rec-export-wrote = wrote { $rows } rows of event { $event } to { $file }

## armoury report
rec-report-needs-file = a PDF report needs a file: add --out report.pdf (or --format csv|json for stdout)
rec-report-cannot-make-pdf = cannot make the report's PDF
# What was written: rec-report-figures or rec-report-the-report.
rec-report-figures = figures
rec-report-the-report = the report ({ $pages } pages)
rec-report-wrote = wrote { $what } of event { $event } to { $file }

## armoury lookup
# $count: how many characters match; $query: what was typed.
rec-lookup-ambiguous = error: { $count } characters match `{ $query }`; give more of the name, or an id:
# $count: candidates not listed.
rec-lookup-more = ... and { $count } more
rec-lookup-nothing = nothing in event { $event } matches `{ $query }`
rec-lookup-id = id { $id }
rec-lookup-player = player { $player }
rec-lookup-group = group { $group }
rec-lookup-hp-unknown = ? (class not in the rules)
# The card's labels, lined up in a column.
rec-lookup-class = class:
rec-lookup-hit-points = hit points:
rec-lookup-armour = armour:
rec-lookup-armour-sum = body { $body } + helmet { $helmet } = { $total }
rec-lookup-provisional = PROVISIONAL
# $gm: the game master who decided the body points.
rec-lookup-decided-by = decided by { $gm }
rec-lookup-no-armour = none recorded
rec-lookup-approved-items = approved items:
rec-lookup-none = none
rec-lookup-item-name = "{ $name }"
rec-lookup-valid-until = valid until { $date }
rec-lookup-override = override: { $reason }
