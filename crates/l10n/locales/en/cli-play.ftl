# The command line: play (see cli.ftl).
# armour, rules, call, sim, ritual and devices. What the in-play engines
# say (sim notes, call instructions, ritual lines) is worded from their own
# messages (play-five-oaths.ftl, play-ancalagon.ftl); other words of the
# rules core or a device (a call's refusal, a device's error) come in
# English around these.

## armoury armour
ply-armour-header = { $file }: armour — ruleset { $ruleset } { $version }
# $character: the character the armour file names.
ply-armour-header-of = { $file }: armour of { $character } — ruleset { $ruleset } { $version }
# What a piece earns when it earns nothing.
ply-armour-earned-none = none
# A piece's name, before its reason.
ply-armour-piece-name = "{ $name }":
# $mark: empty, or a space and provisional-mark.
ply-armour-points = armour points: body { $body }{ $mark }, helmet { $helmet }{ $mark }, total { $total }{ $mark }
ply-armour-class-none = neither light nor heavy
ply-armour-feat-none = none that applies
ply-armour-qualifies-none = nothing
# $class: the armour class earned (or ply-armour-class-none); $qualifies: the
# classes the phys-rep qualifies for; $feat: the character's armour feat.
ply-armour-phys-rep = phys-rep: { $class } (qualifies as: { $qualifies }); feat: { $feat }
# $locations: "head 2, torso 2, …".
ply-armour-hits = armour hits per location: { $locations }
# $flags: the ply-armour-flag-* words that apply, with commas.
ply-armour-flags = flags: { $flags }
ply-armour-flag-referred = REFERRED
ply-armour-flag-gm-decided = GM-DECIDED
ply-armour-flag-clamped = CLAMPED
ply-armour-flag-capped = CAPPED
ply-armour-flag-provisional = PROVISIONAL
ply-armour-flag-incomplete = INCOMPLETE
ply-armour-note = note: { $note }
# $name: the character's name; $character: their id.
ply-armour-recorded = recorded award #{ $id } for { $name } ({ $character }) in event { $event }
ply-armour-cannot-read = cannot read armour file { $path }

## armoury rules
ply-rules-count = { $count ->
        [one] { $count } rule
       *[other] { $count } rules
    }
ply-rules-kinds-count = { $count ->
        [one] { $count } kind
       *[other] { $count } kinds
    }
ply-rules-provisional-count = { $count ->
        [one] { $count } provisional value
       *[other] { $count } provisional values
    }
ply-rules-default = (default)
# A line of `rules list`. $default: empty or a space and ply-rules-default;
# $rules: ply-rules-count; $note: empty or a comma, a space and
# ply-rules-provisional-count.
ply-rules-list-line = { $id }{ $default }  { $name } — version { $version }, { $rules }{ $note }
ply-rules-not-shipped = `{ $id }` is not a shipped ruleset (see `armoury rules list`)
ply-rules-cannot-write = cannot write { $path }
# $kinds, $rules, $provisional: ply-rules-kinds-count, -count, -provisional-count.
ply-rules-valid = ok: { $id } { $version } — { $kinds }, { $rules }, { $provisional }
# $language: the rules file's language tag (en).
ply-rules-version = version { $version }, language { $language }
ply-rules-version-effective = version { $version }, effective { $date }, language { $language }
ply-rules-source = source: { $source }
# $lang: lang-name; $language: the rules file's language tag.
ply-rules-untranslated = this ruleset has no translation into { $lang }: its texts are shown as the rules file writes them ({ $language })
# $note: the translation's own note (who made it, whether it is reviewed).
ply-rules-translation = translation: { $note }
# $missing: the keys the translation lacks (kinds.melee, clauses.…).
ply-rules-translation-missing = { $count ->
        [one] the translation lacks { $count } text, shown as the rules file writes it ({ $language })
       *[other] the translation lacks { $count } texts, shown as the rules file writes them ({ $language })
    }: { $missing }
# $kinds: "melee (Melee weapon), …".
ply-rules-kinds = kinds: { $kinds }
# $set: a category set's id; $measure: the measure it is by.
ply-rules-categories = categories `{ $set }` by { $measure } ({ $clause }):
# Marks a provisional value, in brackets.
ply-rules-provisional = provisional
ply-rules-rules = rules:
ply-rules-rule-kinds = kinds: { $kinds }; clause: { $clause }
ply-rules-provisional-values = PROVISIONAL VALUES (not in the source text; confirm or replace them):
ply-rules-interpretations = INTERPRETATIONS (Armoury's readings where the text is silent or open, not the text's words):
# $clause: the clause the interpretation reads.
ply-rules-interpretation = { $id }: { $text } [reads: { $clause }]
# $method: ply-rules-armour-points or -classes.
ply-rules-armour = armour ({ $method }; { $clause }):
ply-rules-armour-points = points
ply-rules-armour-classes = classes
ply-rules-armour-materials = materials: { $materials }
# $slot: where a piece is worn; $part: body or helmet.
ply-rules-slot = { $slot } ({ $part })
ply-rules-slot-max = { $slot } ({ $part }, at most { $max })
ply-rules-slots = slots: { $slots }
ply-rules-body-mean = body: the average (rounded up) of the pieces' points ({ $clause })
ply-rules-body-best = body: the best of the pieces' points ({ $clause })
ply-rules-body-sum = body: the sum of the pieces' points ({ $clause })
ply-rules-total-cap = total at most { $max } ({ $clause })
ply-rules-gm-cap = game master decides at most { $max } ({ $clause })
ply-rules-locations = locations: { $locations }
# $class: the class's id; $name: its name; $feat: the feat that gives it;
# $hits: armour hits on every location.
ply-rules-class = { $class } ({ $name }): feat { $feat } gives +{ $hits } on every location; materials: { $materials }
# What a yes/no rule expects.
ply-rules-yes = yes
ply-rules-no = no
# $part: the part whose material the rule checks.
ply-rules-check-material = { $part } material allowed
ply-rules-check-material-width = { $part } width within its material's maximum
ply-rules-check-category = length falls into a category
# When a rule applies: $flag is the item's yes/no question's id.
ply-rules-when = when { $condition }
ply-rules-unless = exempt when { $condition }
ply-rules-for = for { $category }
ply-rules-optional = optional
ply-rules-grants = grants { $capability }

## armoury call, sim and ritual
ply-five-oaths-catalogue = loading the Five Oaths catalogue
# $call: the call as typed, in quotes; $reason: why it is not a call.
ply-call-invalid = invalid call { $call }: { $reason }
ply-call-call = call: { $call }
ply-call-delivery = delivery: { $delivery }
ply-call-blow = weapon blow
ply-call-spoken = spoken call
ply-call-instant = instant spell
# $source: the power called upon; $purpose: what the spell is for.
ply-call-spell = spell, by the power of { $source }
ply-call-spell-to = spell, by the power of { $source }, to { $purpose }
# Mass is the called word.
ply-call-mass-all-around = Mass (all around)
ply-call-mass-arc = Mass (arc in front)
ply-call-modifiers = modifiers: { $modifiers }
# $category: who alone the call affects.
ply-call-only = only: { $category }
# $damage: Zero, Single, a number or ply-call-damage-none.
ply-call-damage = damage: { $damage }
ply-call-damage-none = none
# After the effect's name: how long it lasts (10s, 5m).
ply-call-for = for { $duration }
ply-call-effect = effect: { $effect }
ply-call-target-must = the target must:

ply-sim-read-stdin = reading the script from standard input
ply-sim-cannot-read = cannot read script { $script }
# $system: the name the script gave, in quotes; $known: the systems there are.
ply-sim-unknown-system = { $script }: unknown system { $system }; known systems: { $known }
# $count: expectations checked; $failed: how many of them failed.
ply-sim-summary = { $count } expectation(s), { $failed } failed
ply-sim-writing-json = writing JSON
# $line: the script's line number; $text: the line.
ply-sim-line = line { $line }: { $text }
ply-sim-timer = timer: { $text }
ply-sim-expect-ok = line { $line }: { $text }: ok
ply-sim-expect-failed = line { $line }: { $text }: FAILED

# $participant: the --leader or --participant value, in quotes.
ply-ritual-name-first = participant { $participant }: a name comes first
ply-ritual-bad-bonus = participant { $participant }: bonus { $bonus } is not a whole number
# $part: the word after a colon that is not one of these.
ply-ritual-bad-part = participant { $participant }: { $part } is not weeping, left or bonus=N
# $effigy: the --effigy value, in quotes.
ply-ritual-bad-effigy = effigy { $effigy }: points { $points } is not a whole number
ply-ritual-bad-allowed = --allowed { $range }: expected MIN-MAX, e.g. 5m-15m
ply-ritual-score = score { $score } against difficulty { $difficulty }
ply-ritual-fails = fails: { $failure }
ply-ritual-success = SUCCESS
ply-ritual-failure = FAILURE

## armoury devices
ply-devices-ports = Ports:
ply-devices-no-ports = (none found; pseudo-terminals are not listed, give their path to --port)
ply-devices-profiles = Profiles (or --profile PATH.toml):
ply-devices-baud = { $baud } baud
ply-devices-thread-ended = the device thread ended unexpectedly
# $error: the device's own words.
ply-devices-frame-error = frame error: { $error }
ply-devices-connected = connected to { $port }
# $reason: the device's own words; $ms: milliseconds to the next try.
ply-devices-disconnected = disconnected: { $reason }
ply-devices-disconnected-retrying = disconnected: { $reason } (retrying in { $ms } ms)
ply-devices-asleep = scale off or asleep (looking again in { $ms } ms)
ply-devices-command-failed = command { $command } failed: { $reason }
ply-devices-cannot-read = cannot read { $path }
# $family: the protocol family the log was read as.
ply-devices-readings = { $count ->
        [one] { $count } reading
       *[other] { $count } readings
    } ({ $family })
# $profile: the device profile's name; $port: the pseudo-terminal's path.
ply-devices-simulating = simulating a `{ $profile }` device; read it with: armoury devices read --port { $port } --profile { $profile } (Ctrl-C to stop)
ply-devices-simulating-in-process = simulating a `{ $profile }` device on { $port } inside this process (Ctrl-C to stop)
ply-devices-stable = stable
ply-devices-unstable = unstable
ply-devices-captured = <- captured
# What a device shows instead of a value.
ply-devices-no-value = (no value)
ply-devices-overload = overload
ply-devices-underload = underload
ply-devices-busy = busy
ply-devices-device-error = device error { $code }
