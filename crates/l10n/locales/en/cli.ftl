# The command line's human output (its --json output has no words to translate).

## armoury check
# The first line of an item's findings. $kind may carry the item's name and
# length category after it (check-item-name, check-item-category).
check-header = { $file }: { $kind } — ruleset { $ruleset } { $version }
check-item-name = "{ $name }"
check-item-category = , { $category }
# $outcome is one of outcome-approved, -referred, -rejected, in capitals.
check-verdict = verdict: { $outcome }
check-verdict-because = verdict: { $outcome } ({ $reason })
check-needs-attention = { $count ->
        [one] { $count } finding needs attention
       *[other] { $count } findings need attention
    }
check-values-missing = { $count ->
        [one] { $count } required value missing
       *[other] { $count } required values missing
    }
check-pair = pair: { $status } — { $message }
check-provisional-note = note: this verdict rests on provisional values of { $ruleset } ({ $count } in all) that are not in the source text; see `armoury rules show { $ruleset }`
check-recorded = recorded inspection #{ $id } for { $name } ({ $character }) in event { $event }
check-already-recorded = already recorded (an earlier run's answer was lost) inspection #{ $id } for { $name } ({ $character }) in event { $event }
check-by-override = APPROVED by override
check-tag = tag { $serial }
check-tag-until = tag { $serial }, valid until { $date }

## Every command
# An error that ends the command: $message says what went wrong.
cli-error = error: { $message }
# A hint after an error: $hint names the flag that answers it.
cli-hint = hint: { $hint }
# `--lang` names a language Armoury does not speak: $known lists those it does.
cli-lang-unknown = Armoury speaks { $known }
