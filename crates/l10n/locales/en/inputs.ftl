# Refusals of input files: rules, item and armour files (the rules core's
# InputError). Each names the file, line, key and value; the English here
# must equal the rules core's own (a test compares them).

## The whole error
# A refused input file, whole: $place is the file and line (`rules.toml:12`)
# or the file alone; $key the key at fault (`rule x: limit`); $message what is
# wrong (one of the messages below); $value the refused value or line, as
# written.
inp-error = { $place }: { $key }: { $message } (at `{ $value }`)
inp-error-no-value = { $place }: { $key }: { $message }
inp-error-no-key = { $place }: { $message } (at `{ $value }`)
inp-error-no-key-no-value = { $place }: { $message }
inp-piece = piece { $number }

## Item files
# Item files (armoury check ITEM.toml). $known lists ids from the ruleset;
# $part is a part's name from the rules file; $max an amount such as "5 m";
# $code a character's code (U+0007); $dimension is one of: length, weight,
# draw.
inp-item-needs-kind = an item file needs `kind`
inp-unknown-kind = unknown kind (known: { $known })
inp-expected-text = expected text in quotes
inp-control-character = { $code } (a control character) is not allowed: it could act on a terminal or disguise the text
inp-direction-override = { $code } (a text-direction override) is not allowed: it could act on a terminal or disguise the text
inp-unknown-material-of-part = unknown material for the { $part } (known: { $known })
inp-not-a-number = not a number
inp-unit-measures-not = `{ $unit }` does not measure { $dimension }
inp-given-twice = `{ $measure }` is given twice
inp-not-positive = a measurement must be a positive number
inp-implausible = implausibly large (more than { $max }): check the unit
inp-unexpected-value = unexpected value here
inp-item-unknown-key = unknown key; measurements: { $measures }; flags (true/false): { $flags }; materials (text): { $parts }

## Armour files
# Armour files (armoury armour FILE.toml). $measure is one of: thickness,
# wire, weave; $slot a slot's name from the rules file; $requirement the id of
# the requirement or table that needs the measurement; $hint what to write in
# the file.
inp-no-armour-section = this ruleset has no [armour] section: it cannot award armour
inp-positive-length = a { $measure } is a positive number
inp-gm-points = armour points are a whole number, 0 or more
inp-armour-no-pieces = an armour file lists at least one [[piece]]
inp-no-safety-question = this ruleset asks no safety attestation
inp-unknown-armour-material = unknown material (known: { $known })
inp-piece-needs-slot = a piece needs a `slot`
inp-unknown-slot = unknown slot (known: { $known })
inp-slot-too-many = at most { $max } { $slot } per character: this is one too many
inp-body-piece-needs = a body armour piece of { $material } needs its { $measure } (`{ $hint }`), for `{ $requirement }`
inp-helmet-piece-needs = a helmet piece of { $material } needs its { $measure } (`{ $hint }`), for `{ $requirement }`
inp-unknown-location = unknown location (known: { $known })
inp-points-no-feats = this ruleset awards points by the armour alone: no feats
inp-no-gm-decision = this ruleset has no game-master decision for armour
inp-gm-by = say who decided (the game master's name)
inp-gm-needs-body = the game master decides the body armour's points: list the body pieces
inp-not-a-feat = not an armour feat (list only: { $known })

## Rules files
# Rules files (--rules FILE.toml). Words in `backticks` and [brackets] are the
# file's own keys and stay as they are. $dimension is one of: length, weight,
# draw.
inp-no-shipped-ruleset = no shipped ruleset has this id (shipped: { $known })
inp-id = a ruleset id is lower-case letters, digits, `-` and `.`, starting with a letter or digit
inp-effective-date = the effective date is written YYYY-MM-DD
inp-unknown-unit = unknown unit `{ $unit }` (known: { $known })
inp-unit-does-not-measure = this unit does not measure { $dimension }
inp-material-name-empty = a material name cannot be empty
inp-material-name-twice = this name is used by two materials of the same part
inp-no-such-measure = no such measure in [measures]
inp-no-such-category-set = no such category set in [categories]
inp-kind-id = a kind id is lower-case letters, digits and `-`
inp-interpretation-id = an interpretation id is unique, lower-case letters, digits, `-` and `.`
inp-duplicate-rule-id = duplicate rule id
inp-rule-id = a rule id is lower-case letters, digits, `-` and `.`
inp-rule-kinds = a rule applies to at least one kind
inp-no-such-kind = no such kind in [kinds]
inp-no-such-flag = no such flag in [flags]
inp-category-not-of-every-kind = not a length category of every kind this rule applies to
inp-check-needs = check `{ $check }` needs `{ $field }`
inp-check-takes-no = check `{ $check }` takes no `{ $field }`
inp-no-such-part = no such part in [parts]
inp-category-check-kinds = a category check needs kinds that have `categories`
inp-capability-grants = a capability rule names what it `grants`
inp-only-capability-grants = only `effect = "capability"` grants anything
inp-no-such-category = no such length category

## Limits and ranges
# Limits, ranges and provisional values in a rules file. $text is a quantity
# as written ("30 mm").
inp-no-number = `{ $text }` does not start with a number
inp-no-unit = `{ $text }` has no unit (write e.g. `30 mm`)
inp-negative-limit = a limit cannot be negative
inp-formula-ends = the formula ends too soon (write e.g. `max(12 in, length / 3)`)
inp-formula-syntax = cannot read the formula from `{ $at }` on (write e.g. `max(12 in, length / 3)`)
inp-formula-measure = `{ $measure }` is not a measure in [measures]
inp-formula-function = `{ $name }` is not a function (use min or max)
# $found, $expected: one of number, length, weight, draw, angle, energy, area.
inp-formula-dimension = a { $found } is given where a { $expected } is needed
inp-neighbour-kind = a neighbour is another kind in [kinds]
inp-provisional-needs-provenance = a provisional value needs a `provenance` saying where it came from
inp-provenance-only-provisional = `provenance` is only for provisional values
inp-one-bound-each = give one lower bound (`from` or `above`) and one upper bound (`up_to` or `below`)
inp-lower-below-upper = the lower bound must be below the upper bound
inp-overlaps-category = overlaps category `{ $category }`
inp-overlaps-band = overlaps another band of the table

## Translations
# A rules file's [translations.LANG] tables. $language is the file's own
# language tag (en).
inp-translation-language = a translation is keyed by a language tag (`et`, `fi`) other than the file's own language `{ $language }`
inp-translation-nothing-to-translate = the ruleset has nothing by this name to translate
inp-translation-empty = a translation is not empty
inp-translation-no-dual-wield = the ruleset has no dual-wield rule
inp-translation-no-armour = the ruleset has no [armour] section
inp-translation-no-safety = the ruleset's armour has no safety question
inp-translation-no-restore = the ruleset's armour says nothing of restoring

## The [armour] section
# A rules file's [armour] section. $method is points or classes; $table a
# table's id.
inp-armour-method = unknown method (points, classes)
inp-method-takes-no = method `{ $method }` takes no `{ $field }`
inp-no-such-class = no such class in [[armour.class]]
inp-points-needs-body = method `points` needs `body = { "{" } combine, clause { "}" }`
inp-armour-combine = unknown way to combine (mean-round-up, max, sum)
inp-duplicate-requirement-id = duplicate requirement id
inp-table-clash = clashes with table `{ $table }` (ids are unique; one table per part and material)
inp-dotted-id = an id is lower-case letters, digits, `-` and `.`
inp-armour-material-id = a material id is lower-case letters, digits and `-`
inp-armour-material-name = a material name is empty or used by two materials
inp-material-classes = materials list their `classes` with method `classes`, and only then
inp-no-armour-materials = list at least one material
inp-armour-part = unknown part (body, helmet)
inp-points-needs-slots = method `points` needs at least one slot
inp-slot-id = a slot id is unique, lower-case letters, digits and `-`
inp-slot-max = a slot holds at least one piece
inp-requirement-materials = name at least one material
inp-no-such-armour-material = no such material id in armour.materials
inp-piece-measure = unknown measure (thickness, wire, weave)
inp-limit-is-a-length = a limit here is a length
inp-comparison-takes = a comparison takes `measure = "thickness"` or `"wire"` and a `limit`, no `values`
inp-one-of-takes = `one-of` takes `measure = "weave"` and a non-empty `values` list, no `limit`
inp-table-measure = a table is by `thickness` or `wire`
inp-table-bands = a table has at least one band
inp-classes-needs-locations = method `classes` needs the hit `locations`
inp-locations-once = list each hit location once
inp-class-id = a class id is unique, lower-case letters, digits and `-`
inp-feat-name = a feat name is empty or used by two classes
inp-classes-needs-class = method `classes` needs at least one [[armour.class]]
inp-ruleset-without-armour = this ruleset has no [armour] section
