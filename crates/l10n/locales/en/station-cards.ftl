# The station: cards (see station.ftl): the Armour, Lookup and Event
# panels and the widgets they share.

## The Armour panel
crd-armour-heading = Armour
crd-armour-open = Open armour file…
crd-armour-open-hover = or drop one onto the window
crd-armour-keys = Type a name and Enter · Ctrl+N adds a piece · Tab moves · the arrows or a letter choose · F2 attests all safe · Ctrl+Enter records
# $ruleset: the ruleset's id.
crd-armour-no-rules = The ruleset { $ruleset } has no armour rules: choose one that has (Settings).
crd-armour-character = Character
crd-armour-character-hint = type a name, Enter takes it
crd-armour-pieces = Pieces
crd-armour-slot = Slot
crd-armour-slot-hint = location (optional)
crd-armour-material = Material
crd-armour-name = Name
crd-armour-thickness = Thickness mm
crd-armour-wire = Wire mm
crd-armour-weave = Weave
# $question: the ruleset's safety question for a piece.
crd-armour-safe = Safe: { $question }
crd-armour-not-safe = NOT safe: { $question }
crd-armour-remove = Remove piece
crd-armour-add-piece = Add piece (Ctrl+N)
crd-armour-feats = Armour feats
crd-armour-feats-hint = comma-separated
crd-armour-gm-decision = Game master's decision on the body armour
crd-armour-gm-points = GM points
crd-armour-gm = GM
crd-armour-gm-reason = GM reason
crd-armour-add-pieces = Add the pieces the character wears.
# $provisional: " (provisional)" or nothing.
crd-armour-award-points = { $total } armour points{ $provisional } — body { $body }, helmet { $helmet }
# $class: the armour class's name, or crd-armour-no-class.
crd-armour-award-hits = { $hits } Armour hits per location{ $provisional } — { $class }
crd-armour-no-class = no class
# $award: crd-armour-award-points or crd-armour-award-hits.
crd-armour-incomplete = INCOMPLETE — { $award }
# A piece's points; $provisional: " (provisional)" or nothing.
crd-armour-piece-points = { $points } pt{ $provisional }
crd-armour-choose-character = Choose the character to record the award.
crd-armour-record = Record award for { $name } (Ctrl+Enter)
# $award: the award in words.
crd-armour-recorded = Recorded: { $award }
crd-armour-no-character = choose the character to record the award
crd-armour-attest-first = answer every piece's safety attestation first (F2: all safe)
# $piece: the piece's number in the list.
crd-armour-piece-no-material = piece { $piece }: choose its material
crd-armour-piece-thickness = piece { $piece } thickness
crd-armour-piece-wire = piece { $piece } wire
# $what: crd-armour-piece-thickness or -wire; $text: what was typed, quoted.
crd-armour-not-a-length = { $what }: { $text } is not a length (e.g. 1.5 or 0.06 in)
# $text: what was typed, quoted.
crd-armour-gm-points-not-whole = GM points: { $text } is not a whole number

## The Lookup panel
crd-lookup-find = Find
crd-lookup-find-hint = player or character
crd-lookup-tag = Tag
crd-lookup-tag-hint = scan or type
crd-lookup-pick = Type a name and pick the character.
# $kind: the item kind; $owner: the character's name.
crd-lookup-tag-valid = VALID { $tag }: { $kind } of { $owner }
# $what: what the scanned code is, in words.
crd-lookup-tag-genuine = GENUINE { $what }
crd-lookup-tag-unknown = UNKNOWN { $serial }: no such tag was issued
# $why: why the scanned code does not verify.
crd-lookup-tag-not-genuine = NOT GENUINE: { $why }
# $class: the character's class; $hp: hit points, or — when unknown.
crd-lookup-class-hit-points = { $class }  hit points { $hp }
crd-lookup-armour = armour { $total } points (body { $body }, helmet { $helmet })
crd-lookup-armour-provisional = armour { $total } points (body { $body }, helmet { $helmet }), provisional
crd-lookup-no-armour = armour: none awarded
crd-lookup-no-items = No approved items.
# After an approved item on a character's card.
crd-lookup-provisional = provisional

## The Event panel
# $counted: when the figures were counted (date and time, UTC).
crd-event-summary = counted { $counted } UTC · { $inspections } inspections · { $provisional } approved on a provisional value · { $overrides } overrides · { $awards } armour awards ({ $characters } characters)
crd-event-seen = characters seen
crd-event-approved = items approved
crd-event-referred = referred to the GM
# $percent: a whole number.
crd-event-roster-seen = { $percent }% of the roster seen
crd-event-no-failing = No item in force failed a rule.
# $rule: the rule's id; $clause: the rulebook's clause, or nothing.
crd-event-rule-line = { $rule }: { $failed } failed, { $referred } referred — { $clause }
crd-event-still-referred = Still referred to the game master
crd-event-overrides = Overrides
crd-event-open = Open
crd-event-open-hover = the owner's card in Lookup
crd-event-stations = Stations
crd-event-station = Station
crd-event-all = All
crd-event-col-approved = Approved
crd-event-col-referred = Referred
crd-event-col-rejected = Rejected

## Widgets
# A drop-down with nothing chosen yet.
crd-choose = choose…
