# The command line's help (`armoury --help`, `armoury SUBCOMMAND --help`),
# read by src/cli/help.rs. The English says what the doc comments in
# src/cli say (a test compares the two helps); change both together.
#
# Ids: hlp-armoury is `armoury` itself, hlp-PATH a subcommand (its path
# joined with -: hlp-roster-import), hlp-PATH--ARG an argument of it by
# its id (the field's name, _ written -), ID_long the long help (--help)
# of ID where a doc comment has several paragraphs. Value names (FILE,
# ID, NAME) stay as they are.

## clap's own words
# Headings, each followed by a colon.
hlp-clap-usage = Usage
hlp-clap-commands = Commands
hlp-clap-arguments = Arguments
hlp-clap-options = Options
# -h and --help; the two after it where --help shows more than -h.
hlp-clap-help = Print help
hlp-clap-help-summary = Print help (see more with '--help')
hlp-clap-help-long = Print help (see a summary with '-h')
hlp-clap-version = Print version
# The `help` subcommand.
hlp-clap-help-command = Print this message or the help of the given subcommand(s)
# Notes after an argument's help: [default: auto], [env: ARMOURY_DB=],
# [possible values: pdf, csv, json].
hlp-clap-default = default
hlp-clap-env = env
hlp-clap-possible-values = possible values

## armoury
hlp-armoury = Weapon and armour inspection station for live-action role-play events
hlp-armoury--db = The database: a file (default: <data dir>/armoury/armoury.db, created on first use) or a PostgreSQL server shared by the event's stations (postgres://USER@HOST/DB)
hlp-armoury--lang = The language of what Armoury says: en or et (default: the OS's language if Armoury speaks it, else English)
# The station window's options (a build with the `gui` feature).
hlp-armoury--demo = Start simulated scale and caliper and a sample roster, to try the station without hardware
hlp-armoury--prefs = The preferences file (default: <config dir>/armoury/station.toml)
hlp-armoury--panel = The panel to show first: check, armour, lookup, roster, devices, settings or event
hlp-armoury--no-prefs = Neither read nor write a preferences file
hlp-armoury--station = The station's name, stored on every inspection (default: Settings')
hlp-armoury--outbox = On a server: the outbox file that keeps decided inspections while the server is away (default: outbox.db beside the preferences file)

## armoury check
hlp-check = Inspect an item file (or two with --pair) against a ruleset
hlp-check--items = The item file (TOML; see README "Item files"). Two files with --pair
hlp-check--pair = Check two weapons wielded together (the dual-wield rule)
hlp-check--height-cm = The wielder's height in centimetres, for --pair
hlp-check--rules = A shipped ruleset id or a rules file (default: the event's with --record, else ancalagon-2011)
hlp-check--json = Print JSON instead of a table
hlp-check--record = Store the inspection in the database (needs --character)
hlp-check--character = Whose item it is: a name, id or tag serial that finds exactly one character
hlp-check--inspector = Who inspected (default: $USER, else the station's name)
hlp-check--station = The station's name
hlp-check--override-reason = Approve despite the verdict, for this reason (recorded as an override)
hlp-check--corrects = The id of an earlier inspection of the same item that this one corrects
hlp-check--event = The event (default: the one in use)
hlp-check--photo = A photo of the item (JPEG or PNG), kept with the inspection: turned upright, scaled to 1,600 px, its metadata (a phone's GPS) dropped

## armoury armour
hlp-armour = Award armour for a character's costume armour (an armour file)
hlp-armour--file = The armour file (TOML; see docs/armour.md)
hlp-armour--rules = A shipped ruleset id or a rules file (default: ancalagon-2011)
hlp-armour--json = Print JSON instead of text
hlp-armour--record = Store the award on a character (needs --character)
hlp-armour--character = Whose armour it is: a name, id or tag serial that finds exactly one character
hlp-armour--recorder = Who recorded the award (default: $USER)
hlp-armour--event = The event (default: the event in use)

## armoury rules
hlp-rules = List, show, export or validate rulesets

## armoury rules list
hlp-rules-list = List the shipped rulesets

## armoury rules show
hlp-rules-show = Show a ruleset's kinds, rules and provisional values
hlp-rules-show--rules = A shipped ruleset id or a rules file

## armoury rules export
hlp-rules-export = Print a shipped ruleset's rules file (to start your own from it)
hlp-rules-export--id = A shipped ruleset id
hlp-rules-export--out = Write to this file instead of standard output

## armoury rules validate
hlp-rules-validate = Check a rules file and report the first problem with its line
hlp-rules-validate--path = The rules file

## armoury call
hlp-call = Parse a spoken Five Oaths call and say what the target must do
hlp-call--text = What is called, e.g. "Strikedown", "Global Heal 1", "Instant cast Mindslash", "I call upon the power of the land to ... and cast Rampage 10s"
hlp-call--blow = The call is delivered by a weapon blow: Single Damage unless Zero is called
hlp-call--json = Print JSON instead of text

## armoury sim
hlp-sim = Run an in-play scenario script and check its `expect` lines
hlp-sim--script = The script file (`-` reads standard input)
hlp-sim--json = Print JSON lines instead of text
hlp-sim--quiet = Print only expectations and the summary

## armoury ritual
hlp-ritual = Score a Five Oaths ritual
hlp-ritual--leader = The leader: NAME[:weeping][:bonus=N][:left] (`left`: left the circle before the end)
hlp-ritual--participants = Another participant, same form as the leader; repeat for each
hlp-ritual--effigies = A sacrificed effigy: POINTS[:NAME][:expired] (`expired`: not valid for this event); repeat for each
hlp-ritual--difficulty = Points the ritual needs
hlp-ritual--duration = How long the ritual lasted, e.g. 3m or 150s
hlp-ritual--allowed = The ritual's own allowed duration, MIN-MAX (e.g. 5m-15m); default 1m-5m
hlp-ritual--punishment-target = The target of a Punishment ritual (not a participant)
hlp-ritual--conditions-unmet = The ritual's other conditions (roleplay etc.) were not met
hlp-ritual--json = Print JSON instead of text

## armoury devices
hlp-devices = Serial scales and calipers: list, read, replay, simulate

## armoury devices list
hlp-devices-list = List serial ports and the available device profiles
hlp-devices-list--json = Machine output

## armoury devices read
hlp-devices-read = Stream readings from a device
hlp-devices-read--port = The serial port (e.g. /dev/ttyUSB0, COM3, or a pty path)
hlp-devices-read--profile = A built-in profile name (see `devices list`) or a path to a .toml profile
hlp-devices-read--json = One JSON object per line
hlp-devices-read--count = Stop after this many readings
hlp-devices-read--stable-only = Only readings that are stable under the profile's policy

## armoury devices replay
hlp-devices-replay = Parse a captured byte log as if it came from the device
hlp-devices-replay--file = The captured bytes
hlp-devices-replay--profile = A built-in profile name or a path to a .toml profile
hlp-devices-replay--json = One JSON object per line

## armoury devices simulate
hlp-devices-simulate = Run a simulated device on a new pseudo-terminal and print its path (on Windows, which has none, inside this process, printing its readings)
hlp-devices-simulate--profile = The profile whose format the simulated device speaks
hlp-devices-simulate--seed = Seed for the simulated noise
hlp-devices-simulate--in-process = Run the device inside this process and print its readings, as `read` would (always so on Windows)
hlp-devices-simulate--count = With --in-process: stop after N readings
hlp-devices-simulate--json = With --in-process: one JSON object per line

## armoury event
hlp-event = Create, list and choose events

## armoury event create
hlp-event-create = Create an event (with a fresh secret for signed tags)
hlp-event-create--id = A slug: lower-case letters, digits and dashes (ancalagon-2026)
hlp-event-create--name = The event's name
hlp-event-create--start = First day, YYYY-MM-DD
hlp-event-create--end = Last day, YYYY-MM-DD; tags are valid until then
hlp-event-create--prefix = Tag serial prefix, 2-6 upper-case letters and digits (default: from the id)
hlp-event-create--ruleset = The ruleset the event is run by: its items are checked by it, and its roster's classes and hit points come from it (default: ancalagon-2011)
hlp-event-create--language = The event's language, en or et: its tags, fail slips and cards are printed in it, and a roster not in UTF-8 is read in its code page (default: en)
hlp-event-create--use-it = Make it the event in use

## armoury event list
hlp-event-list = List events; the one in use is marked with `*`

## armoury event use
hlp-event-use = Make an event the one in use

## armoury event language
hlp-event-language = Show the event's language, or set it (en, et): its tags, fail slips and cards are printed in it from then on
hlp-event-language--language = The language to set
hlp-event-language--event = The event (default: the one in use)
hlp-event-photos = Show whether the event's desks take a photo of each item, or set it: off, optional, or required (an item is approved only with its photo)
hlp-event-photos--policy = off, optional or required
hlp-event-photos--event = The event (default: the one in use)

## armoury event referee-token
hlp-event-referee-token = Show the referee token that `armoury serve`'s login URL carries, or make a new one with --rotate (which logs every referee out)
hlp-event-referee-token--event = The event (default: the one in use)
hlp-event-referee-token--rotate = Replace the token: old login URLs and referee cards stop working

## armoury event organiser-token
hlp-event-organiser-token = Show the organiser token that the organiser page of `armoury serve` (`/organiser/login/TOKEN`) takes, or make a new one with --rotate
hlp-event-organiser-token--event = The event (default: the one in use)
hlp-event-organiser-token--rotate = Replace the token: the old address stops working and organisers are logged out

## armoury event referee-sessions
hlp-event-referee-sessions = List the referees' phones signed in to `armoury serve`, or sign one out with --revoke (a lost phone)
hlp-event-referee-sessions--event = The event (default: the one in use)
hlp-event-referee-sessions--revoke = Sign out the phone with this id (as listed)

## armoury event public-key
hlp-event-public-key = Print the public key that verifies the event's tags offline, as PEM (`armoury verify --public-key FILE`, `openssl pkey -pubin`)
hlp-event-public-key--event = The event (default: the one in use)

## armoury event rotate-key
hlp-event-rotate-key = Make a new key pair for the event's tags after the old one was lost: tags the old key signed say so when verified
hlp-event-rotate-key--event = The event (default: the one in use)

## armoury event revoke
hlp-event-revoke = Revoke a tag (lost, stolen, the item withdrawn): the referees' page refuses it at once, the offline verifier page from its next copy
hlp-event-revoke--serial = The tag serial (AN26-000012)
hlp-event-revoke--reason = Why, in a few words
hlp-event-revoke--event = The event (default: the one in use)

## armoury event verifier
hlp-event-verifier = Write the offline verifier page: a static site (HTML, a service worker, the event's public keys and revoked tags) to put on any HTTPS host before the event. A phone that opened it once checks tags with no network. `armoury serve` also serves it, at /v/
hlp-event-verifier--out = The folder to write the site's files to (made if missing; the site's own files in it are replaced, nothing else is touched)
hlp-event-verifier--base-url = Where the site will be, e.g. https://larp.example/v/ (at most 44 characters): recorded in the event, so tags printed from now on carry URL#ARM2:… and a phone's camera opens the page
hlp-event-verifier--event = The event (default: the one in use)

## armoury db
hlp-db = Copy an event between databases (a file and a PostgreSQL server)

## armoury db copy
hlp-db-copy = Copy an event between databases (files or postgres:// servers)
hlp-db-copy--from = Where the event is now: a file or postgres://USER@HOST/DB
hlp-db-copy--to = Where it goes (created if it is a file that does not exist)
hlp-db-copy--event = The event (default: the one in use at the source)

## armoury roster
hlp-roster = Import, list and check the roster

## armoury roster import
hlp-roster-import = Import a roster CSV (comma, semicolon or tab separated; UTF-8, UTF-16 or the event language's Windows code page)
hlp-roster-import--encoding = The file's encoding (utf-8, windows-1257, windows-1252...), when it is not what Armoury finds: UTF-8 if the file is valid UTF-8, else the code page of the event's language (Windows-1257 for Estonian, Windows-1252 for English)
hlp-roster-import--map = Read a column as a field: --map "Nimi=character" (repeatable). Fields: id, character, player_id, player, group, class, height_cm, hit_points
hlp-roster-import--dry-run = Check and count, write nothing
hlp-roster-import--skip-bad = Import the good rows and report the bad ones
hlp-roster-import--event = The event (default: the one in use)

## armoury roster list
hlp-roster-list = List an event's characters

## armoury roster check
hlp-roster-check = Check the roster against the group rules (one Healer per five members)

## armoury export
hlp-export = Export inspections, the roster or armour awards as CSV
hlp-export--what = What to export
hlp-export--event = The event (default: the one in use)
hlp-export--out = Write to this file instead of stdout

## armoury report
hlp-report = The organiser's figures: a PDF report, or CSV or JSON
hlp-report--event = The event (default: the one in use)
hlp-report--format = pdf (the report), csv or json (the figures alone); default: by the --out file's extension, else pdf
hlp-report--out = Write to this file (required for a PDF); csv and json go to stdout without it

## armoury lookup
hlp-lookup = Look up a character: class, hit points, armour, approved items
hlp-lookup--query = A character or player name, an id or a tag serial
hlp-lookup--event = The event (default: the one in use)

## armoury tag
hlp-tag = Print weapon and armour tags (PDF, optionally to the spooler)
hlp-tag--inspections = Tag serials or inspection ids of approved inspections (from the database)
hlp-tag--content = Tag content files (TOML)
hlp-tag--template = A shipped template name or the path of a template TOML file
hlp-tag--out = Where to write the PDF (default: armoury-<template>.pdf)
hlp-tag--print = Send the PDF to the system print spooler (CUPS lp, or the Windows spooler)
hlp-tag--printer = The printer (`armoury printers` lists them); the system's default without it
hlp-tag--key-file = A file holding the event's secret key (else $ARMOURY_EVENT_KEY)
hlp-tag--event = Event code for content files without event_code (else $ARMOURY_EVENT)
hlp-tag--json = Print a JSON summary

## armoury lammie
hlp-lammie = Print lammies (item cards) from item files
hlp-lammie--items = Item files (TOML)
hlp-lammie--template = A shipped template name or the path of a template TOML file
hlp-lammie--out = Where to write the PDF (default: armoury-<template>.pdf)
hlp-lammie--print = Send the PDF to the system print spooler (CUPS lp, or the Windows spooler)
hlp-lammie--printer = The printer (`armoury printers` lists them); the system's default without it
hlp-lammie--key-file = A file holding the event's secret key (else $ARMOURY_EVENT_KEY)
hlp-lammie--event = Event code for content files without event_code (else $ARMOURY_EVENT)
hlp-lammie--json = Print a JSON summary

## armoury armour-card
hlp-armour-card = Print characters' armour cards
hlp-armour-card--characters = Characters (a name, id or tag serial finding exactly one each), from the database
hlp-armour-card--content = Armour card content files (TOML)
hlp-armour-card--template = A shipped template name or the path of a template TOML file
hlp-armour-card--out = Where to write the PDF (default: armoury-<template>.pdf)
hlp-armour-card--print = Send the PDF to the system print spooler (CUPS lp, or the Windows spooler)
hlp-armour-card--printer = The printer (`armoury printers` lists them); the system's default without it
hlp-armour-card--key-file = A file holding the event's secret key (else $ARMOURY_EVENT_KEY)
hlp-armour-card--event = Event code for content files without event_code (else $ARMOURY_EVENT)
hlp-armour-card--json = Print a JSON summary

## armoury fail-slip
hlp-fail-slip = Print fail slips: why rejected or referred items were not approved
hlp-fail-slip--inspections = Inspection ids of rejected or referred inspections (from the database)
hlp-fail-slip--template = A shipped template name or the path of a template TOML file
hlp-fail-slip--out = Where to write the PDF (default: armoury-<template>.pdf)
hlp-fail-slip--print = Send the PDF to the system print spooler (CUPS lp, or the Windows spooler)
hlp-fail-slip--printer = The printer (`armoury printers` lists them); the system's default without it
hlp-fail-slip--key-file = A file holding the event's secret key (else $ARMOURY_EVENT_KEY)
hlp-fail-slip--event = Event code for content files without event_code (else $ARMOURY_EVENT)
hlp-fail-slip--json = Print a JSON summary

## armoury verify
hlp-verify = Check a scanned QR code's verification string
hlp-verify--string = The string from the QR code (a URL before `#ARM2:…` is fine)
hlp-verify--key-file = A file holding the event's secret key, for ARM1 codes (else $ARMOURY_EVENT_KEY, else the database)
hlp-verify--public-key = The event's public key as PEM, for ARM2 codes: then nothing else is needed
hlp-verify--json = Print the result as JSON

## armoury printers
hlp-printers = List the printers tags can go to (for --printer and Settings)
hlp-printers--json = Print the list as JSON

## armoury serve (a build with the `web` feature)
hlp-serve = Serve the referees' lookup and tag-verification page on the network
hlp-serve--listen = The address and port to listen on
hlp-serve--event = The event to serve (default: the one in use)
hlp-serve--card = Write the referee card (the login URL as a QR code) to this PDF
hlp-serve--url = The address phones reach this machine at, e.g. http://192.168.4.2:8080 (default: this machine's first network address and the port)
hlp-serve--tls-cert = Serve over TLS with this certificate (PEM; the chain, the server's first)
hlp-serve--tls-key = The certificate's private key (PEM)
hlp-serve--tls-self-made = Serve over TLS with a certificate made on this machine (kept, and used again, in the local data folder); the card prints its fingerprint
