# The station: work (see station.ftl). The window's notices after the
# worker answers, the worker's progress and failures, printing, the file
# dialog, and the measuring devices' states.

## The window

wrk-window-title = Armoury station
# $error: why the preferences file could not be read.
wrk-prefs-ignored = preferences ignored: { $error }
# $error: why the preferences file could not be written.
wrk-cannot-save-prefs = cannot save preferences: { $error }
wrk-nothing-to-print = nothing to print yet: approve or reject an item first
wrk-drop-hint = Drop a roster (.csv), an armour file or a rules file (.toml)
# The name of the empty ruleset used when no ruleset could be loaded.
wrk-no-ruleset = no ruleset loaded

## Notices after the worker answers

# $name: the character; $player: the player's name.
wrk-character-saved = saved { $name } ({ $player })
# $name: the character; $player: the player's name.
wrk-walk-in-added = walk-in { $name } ({ $player }) is on the roster
# $count: inspections that waited in the outbox (the station was off the server).
wrk-sent = { $count } waiting inspections sent to the server
# $count: inspections sent; $refused: how many of them the server refused.
wrk-sent-refused = { $count } waiting inspections sent; the server refused { $refused } (kept in the outbox with its reasons)
# $id, $version: the ruleset's; $path: the file it was read from.
wrk-ruleset-loaded = ruleset { $id } { $version } loaded from { $path }
# $name: the character; $award: the award in words (wrk-award-points or wrk-award-hits).
wrk-award-recorded = armour of { $name } recorded: { $award }
# $event: the event's name, id and dates.
wrk-recording-into = recording into { $event }
# $ruleset: a shipped ruleset's id, the one the event is run by.
wrk-recording-into-ruleset = recording into { $event }, checked by its rules, { $ruleset }
wrk-event-ruleset = the event in use, { $event }, is run by { $ruleset }: items are checked by its rules
# $name: the file; $count: the armour pieces in it.
wrk-armour-file = armour file { $name }: { $count } pieces

## What the worker is doing (beside the spinner, and before a failure's reason)

wrk-job-load-roster = loading the roster
wrk-job-save-character = saving the character
wrk-job-add-walk-in = adding the walk-in
wrk-job-record = recording the inspection
wrk-job-card = looking up the character
wrk-job-find-tag = checking the tag
wrk-job-load-ruleset = loading the rules file
wrk-job-print-tag = printing the tag
wrk-job-print-fail-slip = printing the fail slip
wrk-job-record-award = recording the armour award
# $name: the character.
wrk-job-record-award-of = recording the armour award of { $name }
wrk-job-parse-roster = reading the roster file
wrk-job-open = reading the file
wrk-job-import-roster = importing the roster
wrk-job-events = reading the events
wrk-job-use-event = changing the event
wrk-job-create-event = creating the event
wrk-job-list-ports = looking for serial ports
wrk-job-list-printers = looking for printers
wrk-job-sync = reaching the server
wrk-job-referee-sessions = listing the referees' phones
wrk-job-revoke-referee-session = signing the phone out
wrk-job-figures = counting the event's figures
wrk-job-prepare-photo = making the photo ready
wrk-job-open-photo-upload = opening the phone's photo link
wrk-job-poll-photo-upload = waiting for the phone's photo
wrk-job-close-photo-upload = closing the phone's photo link
wrk-job-set-event-photos = changing the event's photos
wrk-no-page-url = No referee page runs for this event yet, so a phone has nowhere to send its photo: start `armoury serve` on the event's network, then press F9 again.
# $policy: off, optional or required, as words below.
wrk-event-photos-set = the event now takes photos: { $policy }

## The worker's answers and failures

wrk-worker-not-started = the background worker could not start
# Counts of roster rows: $added new characters, $updated changed ones,
# $unchanged ones, $bad rows with errors that were not imported.
wrk-roster-imported = roster imported: { $added } new, { $updated } updated, { $unchanged } unchanged, { $bad } bad rows left out
wrk-cannot-list-ports = cannot list the serial ports
# $id: the character's id (follows "saving the character: ").
wrk-not-found-after-saving = { $id } was not found after saving
wrk-choosing-event = choosing the event
# $name: the event's name as typed, in quotes.
wrk-creating-event = creating the event { $name }
wrk-event-name-needed = the name needs letters or digits (it makes the event's id)
# $path: the file; $error: why it could not be read.
wrk-cannot-read-roster = cannot read roster file { $path }: { $error }
# $path: the file; $error: why it could not be read.
wrk-cannot-read-rules = cannot read rules file { $path }: { $error }

## An armour award in words

# The points method: $total points, of them $body on the body and $helmet on the helmet.
wrk-award-points = { $total } points (body { $body }, helmet { $helmet })
# The class method: $hits Armour hits per location; $class: the armour class.
wrk-award-hits = { $hits } Armour hits per location ({ $class })
wrk-award-no-class = no class
# Added after an award with values not in the ruleset's source text.
wrk-award-provisional = provisional

## Printing

# $serial: the tag's serial.
wrk-tag = tag { $serial }
# $id: the inspection's number.
wrk-fail-slip = fail slip #{ $id }
# $serial: the tag's serial.
wrk-making-tag = making tag { $serial }
# $id: the inspection's number.
wrk-making-fail-slip = making fail slip #{ $id }
# $document: wrk-tag or wrk-fail-slip; $reply: the spooler's answer.
wrk-printed = { $document } printed ({ $reply })
# $document: wrk-tag or wrk-fail-slip; $path: the PDF file.
wrk-pdf-written = { $document }: PDF written to { $path } (printing is off in Settings)
# $document: wrk-tag or wrk-fail-slip; $path: the PDF file.
wrk-no-spooler = { $document }: no spooler (lp not found): PDF kept at { $path }
# $error: why the template could not be found or read.
wrk-template-error = template: { $error }
# $document: wrk-tag or wrk-fail-slip; $error: why it could not be laid out.
wrk-cannot-render = cannot render { $document }: { $error }
# $path: the PDF file; $error: why it could not be written.
wrk-cannot-write = cannot write { $path }: { $error }

## Files dropped on the window or picked in the file dialog

# The file dialog's filters.
wrk-filter-roster = Roster (CSV)
wrk-filter-armour = Armour file (TOML)
wrk-filter-rules = Rules file (TOML)
wrk-filter-photo = Photo (JPEG, PNG)
# $path: the file.
wrk-not-openable = { $path }: not a file Armoury opens (a roster .csv, an armour or rules .toml, a photo .jpg or .png)
# $path: the file; $error: why it could not be read.
wrk-cannot-read = cannot read { $path }: { $error }
# $path: the file; $error: where the TOML is wrong.
wrk-not-toml = { $path }: not valid TOML: { $error }
# $path: the file. [[piece]] and [ruleset] are written in the file as they are.
wrk-not-armour-or-rules = { $path }: neither an armour file ([[piece]] tables) nor a rules file (a [ruleset] table)
# $error: why the dialog could not open.
wrk-cannot-open-dialog = cannot open the file dialog: { $error }

## The measuring devices

wrk-source-scale = scale
wrk-source-caliper = caliper
wrk-not-connected = not connected
wrk-no-device = no device chosen
# $reason: why the port went away; $ms: milliseconds until it is tried again.
wrk-retrying = { $reason } (retrying in { $ms } ms)
wrk-asleep = scale off or asleep
# $command: wrk-command-zero, -tare or -request; $reason: why it failed.
wrk-command-failed = { $command } failed: { $reason }
wrk-command-zero = zero
wrk-command-tare = tare
wrk-command-request = request
# What a device says when it has no value to give.
wrk-status-no-value = no value
wrk-status-overload = over the weight limit
wrk-status-underload = under zero
wrk-status-busy = busy
# $error: the device's own error words.
wrk-status-device-error = device error: { $error }
# $device: wrk-source-scale or wrk-source-caliper.
wrk-no-port = { $device }: type the port first (e.g. /dev/ttyUSB0)
# $error: why the device profile could not be read.
wrk-profile-error = device profile: { $error }
# $error: why the simulator could not start.
wrk-simulator-error = simulated device: { $error }
