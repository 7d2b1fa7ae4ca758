# The station: check (see station.ftl).
# The Check panel: find the player, pick the item kind, measure, decide.
# Kind, measure, material and category names, attestation questions and
# findings come from the ruleset and findings.ftl, not from here.

## Finding the player
chk-player = Player
chk-player-hint = type a name (F3)
chk-no-player = no player chosen
chk-no-match = no one on the roster matches: Enter offers to add this name as a walk-in
chk-pick-player-first = pick the player first (F3)

## The empty roster (the first run)
chk-roster-empty = The roster is empty
chk-roster-empty-import = Drop the event's roster CSV file onto this window, or press Ctrl+4 for the Roster panel to import or add characters.
chk-roster-empty-walk-in = A player not on the roster: type their name (player / character), Enter, Enter adds a walk-in.
chk-roster-empty-demo = Just trying Armoury? Run `armoury --demo` for a sample roster and simulated scale and caliper.

## A walk-in: a name typed that is not on the roster
# $character is the character's name, $player the player's, as typed.
chk-walk-in-offer = Add «{ $character }» as a walk-in? Enter adds them to the roster, Esc cancels.
chk-walk-in-offer-player = Add «{ $character }» (player { $player }) as a walk-in? Enter adds them to the roster, Esc cancels.

## The form
chk-start-hint = Press a kind's number key to start an item.
chk-materials = Materials
# A part with no material (a sword without a covering).
chk-material-none = none
# $material is the material's name.
chk-material-forbidden = { $material } (forbidden)
chk-attestations = Attestations
chk-attest-all = F2: all seen as required

## A measurement field's state
# The value came from the scale or the caliper.
chk-captured = captured
# The device's reading is shown but not taken yet.
chk-live-unstable = live · unstable
chk-live-stable = live · stable
# $device is scale or caliper.
chk-type-or-device = type, or { $device } (F6)
# Typed text that is not a value. $text is the text as typed.
chk-not-a-number = `{ $text }` is not a number
# $unit as typed; $known lists the unit symbols (mm, cm, m, …).
chk-unknown-unit = unknown unit `{ $unit }` (known: { $known })
# $unit is a unit symbol; $dimension is length, weight or draw.
chk-wrong-unit = `{ $unit }` does not measure { $dimension }
chk-not-positive = a measurement must be a positive number
# $max is an amount such as "5 m".
chk-implausible = implausibly large (more than { $max }): check the unit

## The verdict and the decision
chk-verdict-approved = APPROVED
chk-verdict-referred = REFERRED
chk-verdict-incomplete = INCOMPLETE
chk-verdict-rejected = REJECTED
chk-approved-why = Enter records it and issues the tag
chk-referred-why = the game master decides: F8 override with their decision, or F4 reject
# $count is how many required values are missing.
chk-values-missing = { $count ->
        [one] { $count } required value missing
       *[other] { $count } required values missing
    }
# $count is how many rules fail.
chk-rules-fail = { $count ->
        [one] { $count } rule fails — F4 rejects, F8 overrides
       *[other] { $count } rules fail — F4 rejects, F8 overrides
    }
chk-approve = Approve (Enter)
chk-reject = Reject (F4)
chk-override = Override (F8)
chk-override-reason = Override reason
chk-override-hint = why this item may be used (Enter records, Esc cancels)
chk-override-needs-reason = an override needs a reason
chk-provisional-verdict = This verdict rests on provisional values (see the banner).

## The device a field needs
# $device is scale or caliper.
chk-device-not-connected = no { $device } is connected (Devices panel)
chk-no-device-field = no field left that a device measures

## The last decision
chk-recording = recording…
# $last is one of chk-last-tag, chk-last-rejected or chk-recording.
chk-last = Last: { $last }
# Where the decision went: $id is the inspection's number.
chk-recorded-inspection = inspection #{ $id }
# $count is how many inspections wait for the server in all.
chk-recorded-waiting-count = waiting for the server with { $count } in all; Ctrl+P prints once it is sent
chk-recorded-waiting = waiting for the server
chk-decision-approved = approved
chk-decision-rejected = rejected
chk-decision-overridden = overridden
# $decision is one of the three above; $kind is the item kind's name,
# $character the character's, $tag the tag's serial; $recorded is one of
# chk-recorded-inspection, chk-recorded-waiting-count, chk-recorded-waiting.
chk-last-tag = { $decision } { $kind } of { $character }: tag { $tag } ({ $recorded })
# $rules lists the ids of the rules that failed.
chk-last-rejected = rejected { $kind } of { $character }: { $rules } ({ $recorded })
# $serial is the tag's serial; $id the fail slip's inspection number.
chk-reprint-tag = Reprint tag { $serial } (Ctrl+P)
chk-print-fail-slip = Print fail slip #{ $id } (Ctrl+P)

# The item's photo (Check panel), when the event takes photos.
chk-photo = Photo
# $size: width × height in pixels.
chk-photo-taken = taken ({ $size } pixels)
chk-photo-required = needed to approve: F7 camera, F9 phone, or drop a photo on the window
chk-photo-optional = optional: F7 camera, F9 phone, or drop a photo on the window
chk-photo-camera = Take photo (F7)
chk-photo-phone = Phone (F9)
chk-photo-file = Choose photo…
chk-photo-file-hover = or drop a JPEG or PNG on the window
chk-photo-remove = Remove photo
chk-photo-preview = camera (F7 takes the photo)
chk-photo-scan = Scan with the phone, take the photo and send it: it shows here.
chk-photo-no-camera = No camera is chosen: pick one in Settings, or use the phone (F9) or a file.
chk-photo-needed = This event approves an item only with its photo: take one first (F7 camera, F9 phone, or drop a file).
