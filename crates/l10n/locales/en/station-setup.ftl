# The station: setup (see station.ftl).
# The Roster, Devices and Settings panels, the status strip with the
# provisional-values banner, and the first run's welcome prompt.

## Shared by the panels
set-choose-file = Choose…
set-drop-file-hint = or drop the file onto the window
set-look-again = Look again
set-save = Save
set-cancel = Cancel
set-inspector = Inspector
set-inspector-hint = your name

## Roster panel
# $count: how many characters the roster has.
set-roster-heading = Roster ({ $count })
set-roster-filter = Filter
set-roster-add = Add character
set-roster-player = Player
set-roster-character = Character
set-roster-group = Group
set-roster-edit = Edit
set-roster-csv-file = CSV file
set-roster-csv-hint = /path/to/roster.csv
set-roster-preview = Preview
# $file: the file's name; $good, $bad: how many rows can be imported and
# how many cannot.
set-roster-preview-summary = { $file }: { $good } good rows, { $bad } bad rows
# $encoding: the encoding the file was read in (windows-1257, UTF-8).
set-roster-read-as-mark = Read as { $encoding }: the file's byte-order mark says so.
set-roster-read-as-not-utf8 = Read as { $encoding }: the file is not UTF-8, so it was read in the event language's code page.
set-roster-read-as-given = Read as { $encoding }, as asked.
# $header: a column's header as written in the file.
set-roster-column-ignored = { $header } (ignored)
# $columns: each column and the field it fills, separated by commas.
set-roster-columns = Columns: { $columns }
# A bad row. $value: the refused value in quotes; $message: why.
set-roster-problem = line { $line }, column { $column }: value { $value }: { $message }
set-roster-unusual = These values have characters unusual in a name: the file may have been read in the wrong encoding.
# $value: the value in quotes; $character: the unusual character in quotes.
set-roster-unusual-value = line { $line }, column { $column }: value { $value } has { $character }
# The preview's column headers.
set-roster-col-line = line
set-roster-col-id = id
set-roster-col-character = character
set-roster-col-player = player
set-roster-col-group = group
set-roster-import-all = Import { $good } rows
set-roster-import-good = Import { $good } good rows, leave out { $bad } bad
set-roster-cancel-import = Cancel import

## Devices panel
set-device-heading = Devices
# The devices' names, as headings and in the status strip.
set-device-port = Port
set-device-no-ports = no serial ports or HID scales found (type a pseudo-terminal's path)
set-device-profile = Profile
set-device-profile-file-choice = a profile file…
set-device-profile-file = Profile file
set-device-profile-file-hint = /path/to/profile.toml
set-device-connect = Connect
set-device-simulate = Simulate
set-device-disconnect = Disconnect
set-device-zero = Zero
set-device-tare = Tare
set-device-read-now = Read now
set-device-remove = Remove
set-device-not-connected = not connected: values are typed by hand
set-device-connected = connected
set-device-reading-stable = reading, stable
set-device-reading-unstable = reading, unstable
# $reason: why, in the device code's words.
set-device-disconnected = disconnected: { $reason }
set-device-last-error = last error: { $error }
set-device-raw-stream = Raw stream

## Status strip and banner
# $ruleset: the ruleset's id; $count: how many provisional values it has.
set-status-provisional = Ruleset { $ruleset } has { $count } provisional values not in its source text: an item outside one is referred to the game master. Hover for the list; Settings shows their provenance.
set-status-waiting = { $count ->
        [one] { $count } inspection waiting
       *[other] { $count } inspections waiting
    }
# $waiting: empty, or " · " and set-status-waiting.
set-status-server-connected = server: connected{ $waiting }
set-status-server-away = server unreachable: decisions wait on this laptop
set-status-server-away-waiting = server unreachable{ $waiting } (kept on this laptop)
set-status-server-hover = Decided inspections wait in this station's outbox while the server is away and are sent, in order, when it is back.
# $value: the device's last value and one of the three words below
# (245.6 g stable), or empty.
set-status-reading = reading { $value }
set-status-unstable = unstable
set-status-stable = stable
set-status-captured = captured
set-status-no-devices = no devices: type every value
set-status-station = station { $name }
set-status-inspector = inspector { $name }
set-status-who-unset = set station and inspector in Settings

## Settings panel
set-settings-heading = Settings
set-settings-event = Event
# An event in the event choice. $name: its name; $prefix: its tags'
# serial prefix (AN26); $end: its last day.
set-settings-event-until = { $name } ({ $prefix }, until { $end })
set-settings-new-event = New event
set-settings-new-event-hint = name, e.g. Ancalagon 2026
set-settings-last-day = last day
set-settings-last-day-hint = YYYY-MM-DD
set-settings-create-event = Create and use
# Beside "Create and use": the shipped ruleset a new event is run by (the
# station's); $ruleset is its id.
set-settings-new-event-ruleset = run by { $ruleset }
set-settings-new-event-ruleset-hover = A new event is run by the ruleset the station is on; choose another below first.
set-settings-language = Language
set-settings-station-name = Station name
set-settings-station-name-hint = e.g. Gate 2
set-settings-tag-template = Tag template
set-settings-fail-slip-template = Fail slip template
set-settings-printer = Printer
set-settings-photos = Photos of items (this event)
set-photos-off = off: no photos
set-photos-optional = optional: a desk may take one
set-photos-required = required: approved only with its photo
set-settings-camera = Camera (this desk)
set-camera-test-pattern = Test pattern (no camera)
set-settings-cameras-again = Look for cameras again
set-settings-no-camera = none
set-settings-printer-hint = system default
set-settings-printer-looking = looking for printers…
# $name: a printer's name.
set-settings-printer-default = { $name } (the default)
set-settings-printer-gone = { $name } (not found now)
set-settings-printer-system = system default ({ $name })
set-settings-printer-none-found = system default (no printers found)
set-settings-printer-none-set = system default (none set)
set-settings-referee-phones = Referees' phones
set-settings-no-referee-phones = none signed in to the referees' page
# $phone: what the phone's browser says it is; $address: where it signed
# in from; $since: when (UTC).
set-settings-referee-phone = { $phone } · { $address } · since { $since }
# $id: the sign-in's short id (8 hex digits).
set-settings-sign-out = Sign out { $id }
set-settings-sign-out-hover = for a lost phone: it must scan the referee card again
set-settings-list-again = List again
set-settings-list-phones = List signed-in phones
set-settings-printing = Printing
# $dir: the folder the PDFs are written to.
set-settings-print = send to the printer (PDFs are kept in { $dir })
set-settings-fail-slips = a fail slip for every reject (else Ctrl+P prints one)
set-settings-ruleset = Ruleset
# Where the ruleset came from. $id: a shipped ruleset's id.
set-settings-shipped = shipped { $id }
set-settings-use-shipped = Use shipped { $id }
set-settings-rules-file = Rules file
set-settings-load = Load
set-settings-save = Save settings
set-settings-saved = settings saved
set-settings-provisional = Provisional values in this ruleset

## First run's welcome prompt
set-welcome-heading = Welcome to Armoury
set-welcome-question = Which station is this, and who inspects here? Tags and records carry both names.
set-welcome-station = Station
set-welcome-station-hint = e.g. desk 1
set-welcome-keys = Enter accepts; Esc leaves them for Settings (Ctrl+6).
# $station, $inspector: the names as typed, in quotes.
set-welcome-saved = station { $station }, inspector { $inspector }: change them in Settings
