# Words shared by every front end.
# Translators: keep each message id (left of "="); change only the text.
# Variables ($name) are filled in by Armoury.

lang-name = English

# A finding's status, as a short word in a table.
status-pass = pass
status-fail = FAIL
status-unmeasured = MISSING
status-referred = REFER

# An inspection's outcome.
outcome-approved = approved
outcome-referred = referred
outcome-rejected = rejected

# A capability a rule grants or withholds (shield bash).
capability-granted = may
capability-withheld = may not

# Marks a finding against a value not in the source text.
provisional-mark = (provisional)
# An item not approved as the kind it was presented as, that would be
# approved as a neighbouring kind; $kinds: the kinds' names, comma-separated.
passes-as = would pass as { $kinds }: check it as that if its owner agrees
# An approved item of a kind the game marks with coloured tape; $colour:
# the colour as the ruleset names it (blue).
mark-with-tape = mark it with { $colour } tape
