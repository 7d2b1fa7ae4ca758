# What a rule found, one line each. $measure, $part, $material, $question,
# $rule, $category are names and sentences from the ruleset (in the
# ruleset's translation when it has one); $measured, $limit, $combined,
# $height are amounts such as "22.5 mm".
# $comparison is one of: at-least, more-than, at-most, less-than.

says-unknown-kind = `{ $kind }` is not an item kind of { $ruleset }
says-needs-category = needs the length to know the category
says-not-answered = not answered: { $question }
says-attested = { $rule }
says-not-attested = { $answer ->
        [yes] yes, { $question }
       *[no] no, not { $question }
    }: { $rule }
says-not-measured = { $measure } not measured (must be { $comparison ->
        [at-least] at least
        [more-than] more than
        [at-most] at most
       *[less-than] under
    } { $limit })
says-limit-needs = { $needed } not measured: the limit on the { $measure } is worked out from it
says-condition-needs = { $needed } not measured: it decides whether this rule applies
says-exempt = exempt: { $measure } { $measured } is { $comparison ->
        [at-least] at least
        [more-than] more than
        [at-most] at most
       *[less-than] under
    } { $limit }
says-exempt-by-flag = exempt: { $question }
says-meets = { $measure } { $measured } is { $comparison ->
        [at-least] at least
        [more-than] more than
        [at-most] at most
       *[less-than] under
    } { $limit }
says-provisional-not-met = { $measure } { $measured } is not { $comparison ->
        [at-least] at least
        [more-than] more than
        [at-most] at most
       *[less-than] under
    } the provisional limit { $limit }: the game master decides
says-not-met = { $measure } { $measured } is not { $comparison ->
        [at-least] at least
        [more-than] more than
        [at-most] at most
       *[less-than] under
    } { $limit }
says-unknown-part = the ruleset has no part `{ $part }`
says-material-not-given = { $part } material not given
says-unknown-material = `{ $written }` is not a known material for the { $part }
says-material-forbidden = { $material } is not an allowed material for the { $part }
# $reason: the ruleset's own reason for sending the material to the game master.
says-material-referred = { $reason }
says-material-allowed = { $material } is an allowed material for the { $part }
says-no-width-limit = { $material } has no width limit
says-width-not-measured = { $part } width not measured (a { $material } one must be at most { $limit })
says-width-within = { $material } { $part } { $measured } is at most { $limit }
says-width-exceeds = { $material } { $part } { $measured } is wider than { $limit }
says-no-categories = kind `{ $kind }` has no categories
says-length-not-measured = length not measured
# $range: the category's range, from range-from and range-to below.
says-in-category = { $measured }: { $category } ({ $range })
says-in-category-unbounded = { $measured }: { $category }
says-outside-provisional-categories = { $measured } is outside every provisional length category: the game master decides
says-outside-categories = { $measured } is outside every length category
says-no-dual-wield = { $ruleset } has no dual-wield rule: the game master decides
says-pair-needs-categories = both weapons need a length category
says-pair-forbidden = { $a } and { $b } may not be wielded together
says-pair-allowed = { $a } and { $b } may be wielded together
says-pair-needs-lengths = both lengths are needed
says-combined-within = combined length { $combined } is at most the wielder's height { $height }
says-combined-exceeds = combined length { $combined } exceeds the wielder's height { $height }

# A length category's range: "from 100 cm, under 130 cm", "over 130 cm".
# $inclusive is yes when the end value itself is in the range.
range-from = { $inclusive ->
        [yes] from
       *[no] over
    } { $value }
range-to = { $inclusive ->
        [yes] up to
       *[no] under
    } { $value }
range-any = any
