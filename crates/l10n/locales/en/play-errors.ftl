## play-errors
# Errors of in-play scripts (`armoury sim`), refused calls (`armoury call`)
# and rituals that cannot be scored (`armoury ritual`): the same words as
# the rules core's `Display`. A frame's $error is the words of the error it holds.

pye-anc-too-many-armour-points = body={ $body } helmet={ $helmet }: a character can never have over { $max } armour points (Appendix 2)
pye-anc-body-without-cover = body={ $body } needs armoured=PLACES (torso, arms, legs): body armour counts only where it is worn
pye-anc-no-hit-points = hp=0: a character starts with at least 1 hit point
pye-anc-empty-name = a character needs a name
pye-anc-want-number = expected a whole number from 0 to 255
pye-anc-reserved-name = a reserved word cannot be a character's name
pye-anc-want-class = expected warrior or healer
pye-anc-want-location = expected head, neck, crotch, torso, arms or legs
pye-anc-want-condition = expected conscious, unconscious, dying, dead or alive
pye-anc-want-key = expected one of hp, armour, body, helmet, wounds, touches, tended-by
pye-anc-needs-name = a name
pye-anc-needs-by = `by NAME`
pye-anc-needs-location = a location (torso, arms, legs; head, neck, crotch are invalid)
pye-anc-needs-event = `NAME EVENT ...` or `scenario-start`
pye-anc-needs-character = a character's name
pye-anc-not-a-place = { $piece } is not a place body armour covers (torso, arms, legs, or all)
pye-anc-unknown-declaration = unknown declaration { $found }: declare `character NAME ...`
pye-bad-value = { $field }={ $value }: { $error }
pye-anc-character = character { $name }: { $error }
pye-anc-unknown-event = unknown event { $word } (known: struck, big-stone, siege-stone, siege-arrow, knock-out, bind, unbind, tend, stop-tending, strenuous, heal-touch, kill, kill-stopped, stopp-trivial, respawn; or scenario-start)
pye-anc-needs = { $what }: needs { $error }
pye-unexpected = { $what }: unexpected { $token }
pye-anc-unknown-character = no character named { $name } (declared: { $known })
pye-anc-duplicate-character = a character named { $name } is already declared
pye-call-empty = nothing was called
pye-call-incomplete-vocals = spell vocals must run "I call upon the power of ... and cast <effect>": "and cast" is missing
pye-call-unknown-word = { $word } is not an effect, modifier, category, amount or duration
pye-call-no-effect = modifiers need an effect to modify
pye-call-two-effects = only one non-Damage effect per call: { $a } and { $b } were both called
pye-call-two-damages = Damage is called once: { $word } repeats it
pye-call-repeated-modifier = { $m } is called twice
pye-call-two-categories = only one target category: { $a } and { $b }
pye-call-never-with-damage = { $e } never combines with Damage (do not call Single, Zero or Damage with it)
pye-call-full-not-allowed = { $m } cannot modify { $e } (Full applies to Healing and Repair only)
pye-call-global-not-allowed = { $m } cannot modify { $e } (Global applies to Damage, Healing and Repair)
pye-call-modifier-not-allowed = { $m } cannot modify { $e }
pye-call-missing-amount = { $e } needs an amount ("{ $e } 1") or Full
pye-call-amount-with-full = Full { $e } restores everything: do not call an amount with it
pye-call-unexpected-number = the number { $n } belongs to no effect that takes an amount
pye-call-duration-on-instant = { $e } is instant: it takes no duration ({ $d })
pye-call-misplaced-duration = the duration { $d } must follow the one effect it times
pye-call-bad-duration = { $d } is not a duration longer than zero
pye-call-missing-category = { $e } needs a category or species ("Undead { $e }")
pye-call-missing-effect = { $e } needs an effect ("{ $e } ...")
pye-call-missing-group = { $e } needs a group ("{ $e } ...")
pye-call-missing-argument = { $e } needs { $what } ("{ $e } ...")
pye-call-mass-excluded = Mass cannot modify { $e }: { $why }
pye-fo-want-declaration = `character` or `monster`
pye-fo-want-character-word = sworn, peacesworn or key=value
pye-fo-want-event = NAME hits|casts|calls|resists|executes|restrains|releases|searches|carries|drops|stops|cooperates|struggles|escapes ..., referee, combat or time-in
pye-fo-want-vigour-spent = expected the Vigour spent, a whole number
pye-fo-reserved-word = that word is reserved in scripts
pye-fo-not-an-effect = not an effect of the catalogue
pye-fo-want-number-from = expected a whole number of at least { $min }
pye-fo-want-armour = expected none, a number, or { $known }
pye-fo-want-one-of = expected one of { $known }
pye-fo-unknown = { $word } is not known here; expected { $error }
pye-fo-form = expected `{ $form }`
pye-fo-unknown-name = nobody called { $name } was declared
pye-fo-duplicate-name = { $name } is declared twice
pye-fo-unknown-key = { $key } is not a key this statement takes
pye-fo-unknown-location = { $word } is not a location (head, torso, left-arm, right-arm, left-leg, right-leg)
pye-fo-call = call { $text }: { $error }
pye-fo-needs-location = call { $text } needs a location (or Global)
pye-fo-mass-hits-caller = a Mass effect reaches everyone but its caller: { $name } cannot be a target
pye-fo-several-targets = call { $text } is not Mass: name one target
pye-fo-blow-is-not-a-spell = call { $text }: a weapon blow has no spell vocals; use `casts`
pye-fo-execute-is-an-action = Execute follows 30 seconds of "Executing": write `NAME executes TARGET`
pye-fo-no-resist-feat = { $name } has no resist feat for { $effect } (declare resist="{ $effect } 10s")
pye-fo-resist-form = expected EFFECT DURATION [COSTv]
pye-fo-resist-bad-cost = { $cost } is not a Vigour cost such as 1v
pye-fo-resist-not-an-effect = { $name } is not an effect
pye-fo-resist = resist feat { $text }: { $error }
pye-fo-ritual-too-many = { $count } participants: a ritual has at most { $max }, leader included
pye-fo-ritual-duplicate = { $name } is listed twice
pye-fo-ritual-target-participates = { $name } is the Punishment target and cannot be a participant
pye-fo-ritual-bad-range = the allowed duration { $min }-{ $max } ends before it starts
pye-mismatch = { $field }: expected { $expected }, found { $actual }
pye-line = line { $line }: { $error }
pye-script-unclosed-quote = a quote is not closed
pye-script-empty = the script is empty (it must start with `system NAME`)
pye-script-missing-system = the first line must be `system NAME`, found { $found }
pye-script-second-system = only the first line may name the system
pye-script-nothing-at-time = nothing happens at this time
pye-script-empty-expect = `expect` needs something to compare
pye-script-time-goes-back = time { $time } is earlier than the line before ({ $previous })
pye-script-declaration-after-timed = declarations must come before the first timed line (line { $first_timed })
pye-time-want-clock = expected MM:SS or HH:MM:SS
pye-time-want-span = expected a duration such as 30s or 5m
pye-time-decimals = at most three decimals after the point
pye-time-minutes-below-60 = minutes must be below 60
pye-time-seconds-two-digits = seconds must have two digits
pye-time-seconds-below-60 = seconds must be below 60
pye-time-not-zero = a duration must be longer than zero
pye-bad-time = bad time { $text }: { $error }
pye-fo-resist-bad-duration = { $duration }: { $error }
