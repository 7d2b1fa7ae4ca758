## armour
# An armour award's lines: each piece's reason and the award's notes.
# $material, $requirement, $question, $class, $feat and $clause are names and
# sentences from the ruleset (its translation when it has one); $measured and
# $limit are amounts such as "1.5 mm"; $pieces is a list of piece numbers.

awd-measure = { $measure ->
        [thickness] thickness
        [wire] wire
       *[weave] weave
    }
awd-part = { $part ->
        [helmet] helmet
       *[body] body armour
    }
# Joins class names: "light armour and heavy armour".
awd-and = and
# Joins class names after "neither": "neither light armour nor heavy armour".
awd-nor = nor

awd-unsafe = attested NOT safe for the wearer and other players: earns nothing ({ $clause })
awd-unknown-slot-or-material = unknown slot or material: earns nothing
# $why: one of the awd-fail-* lines; $requirement: the requirement's text.
awd-refused = { $why } ({ $requirement }): earns nothing by the tables
awd-fail-not-measured = { $measure } not measured
awd-fail-not-met = { $measure } { $measured } is not { $comparison ->
        [at-least] at least
        [more-than] more than
        [at-most] at most
       *[less-than] under
    } { $limit }
awd-fail-weave-not-given = weave not given
awd-fail-weave-not = weave `{ $weave }` is not { $values }
# $part: from awd-part.
awd-no-table = no points table for { $material } as { $part }: earns nothing by the tables
awd-no-table-gm = no points table for { $material } as { $part }: earns nothing by the tables; the game master may decide, at most { $max }
awd-table-not-measured = { $measure } not measured: earns nothing
awd-no-row = { $material } { $measure } { $measured }: no row of the table covers it, earns nothing
# $range: the table row's range, from range-from and range-to.
awd-scored = { $material } { $measure } { $measured } ({ $range }): { $points } { $points ->
        [one] point
       *[other] points
    }{ $provisional ->
        [yes] { " (provisional table)" }
       *[no] { "" }
    }
awd-qualifies = { $material }: { $classes }
awd-qualifies-for-none-one = { $material }: not { $class }
awd-qualifies-for-none = { $material }: neither { $classes }
awd-incomplete = INCOMPLETE: safety not attested for piece { $pieces } ({ $question }): answer it before the award is recorded or printed ({ $clause })
awd-provisional-table = provisional: a points table used here is an Armoury placeholder, not the source text (the tables were lost); confirm with the organisers
awd-body = body: { $combine ->
        [mean-round-up] the average (rounded up)
        [max] the best
       *[sum] the sum
    } of { $points } = { $value } ({ $clause })
awd-referred = REFERRED to the game master: piece { $pieces } earns nothing by the tables and is left out of the average (Armoury's reading); the game master may award at most { $max } body points instead ({ $clause })
awd-gm-decided = body armour points decided by the game master { $by }: { $points }, replacing { $tables } by the tables
awd-gm-decided-because = body armour points decided by the game master { $by }: { $points } ({ $reason }), replacing { $tables } by the tables
awd-clamped = CLAMPED: { $entered } entered, at most { $max } allowed: { $awarded } awarded ({ $clause })
awd-capped = total: body { $body } + helmet { $helmet } = { $sum }, capped at { $max } ({ $clause })
awd-feat-without-phys-rep = { $feat }: the phys-rep is not { $class }, so the feat gives nothing ({ $clause })
awd-phys-rep-without-feat = the phys-rep qualifies as { $class }, but the character lacks the { $feat } feat
awd-feats-do-not-add = armour feats do not add up: the best, { $feat }, applies{ $provisional ->
        [yes] { " (provisional: Armoury's reading, the source does not say)" }
       *[no] { "" }
    }
awd-provisional-classes = provisional: Armoury, not the source, classes { $materials } (confirm with the organisers)
awd-hits = { $feat } +{ $hits } Armour on every location ({ $clause })

## The armour card (armoury armour-card), in the event's language.
awd-card-points = { $points } { $points ->
        [one] point
       *[other] points
    }{ $provisional ->
        [yes] { " (provisional)" }
       *[no] { "" }
    }
awd-card-points-notes = Body armour { $body } counts where it is worn; helmet { $helmet } is lost last. Restored at scenario start and respawn.
awd-card-whole-character = Whole character
# $class: the armour class's id; $hits: Armour hits on every location.
awd-card-hits = { $class }, { $hits } per location{ $provisional ->
        [yes] { " (provisional)" }
       *[no] { "" }
    }
awd-card-no-class = none
