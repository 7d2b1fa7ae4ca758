## play-five-oaths
# The Five Oaths in-play engine's sentences (crates/rules/src/five_oaths):
# its notes in `armoury sim`, what a call's target must do (`armoury call`)
# and the lines of a ritual's score (`armoury ritual`). The English here is
# the core's own, word for word: the core keeps it for JSON, logs and tests.
# Values: names as the script writes them; { $location } the script's word
# for a location (head, torso, left-arm, ...); times 00:35, spans 30s;
# effect names and the calls players shout (Single, Execute, No Effect)
# as the catalogue and the rules write them.

## Actions that take time (executing, restraining, releasing, searching), resisting, carrying
fo-refused-themselves = refused: { $an } cannot do that to themselves
fo-refused-busy = refused: { $an } is already concentrating on something else
fo-refused-cannot-concentrate = refused: { $an } cannot concentrate
fo-refused-restrained-execute = refused: { $an } is restrained and may not strike (Execute is a strike): "A restrained character may not strike, repair armour, cast Spells, or move faster than a slow walking pace"
fo-refused-restrained-release = refused: { $an } is restrained: "an unrestrained character must spend 30s" releasing
fo-refused-already-restrained = refused: { $tn } is already restrained
fo-refused-target-resists = refused: { $tn } resists (a target must be unresisting)
fo-refused-not-restrained = refused: { $tn } is not restrained
fo-starts-executing = { $an } starts executing { $target } until { $until } (calling "Executing" audibly to all within 10 m)
# $action: executing, restraining, releasing or searching.
fo-starts = { $an } starts { $action } { $target } until { $until }
fo-execute-no-effect-dead = { $an } calls "Execute": { $tn } answers "No Effect" (already dead)
fo-execute-no-effect-not-dying = { $an } calls "Execute": { $tn } answers "No Effect" (not dying)
fo-execute-no-effect-resisting = { $an } calls "Execute": { $tn } answers "No Effect" (resisting)
fo-execute-dies = { $an } calls "Execute": { $tn } dies
fo-restrained = { $tn } is restrained by { $an }: holds the binding, may not strike, repair armour or cast, moves no faster than a slow walk
fo-restrain-fails = { $an } fails to restrain { $tn }: { $tn } resisted
fo-releases = { $an } releases { $tn }
fo-searched = { $an } finishes searching { $tn }: { $tn } tells them of every lammied item, IC document, currency and IC item, and hands over what is asked
fo-searched-again = { $an } finishes searching { $tn }: { $tn } tells them of every lammied item, IC document, currency and IC item, and hands over what is asked; { $tn } was last searched at { $at }
# $english: strikes, loses concentration, falls unconscious or stops; $why
# is the same as a key: strikes, concentration, unconscious, stops.
fo-action-breaks = { $name } { $english }: stops { $action } { $target } until { $until }
fo-resists-action = { $name } resists: { $actor } stops { $action } { $target } until { $until }
fo-stops-nothing = { $name } was not doing anything that takes time
fo-cooperates = { $name } chooses not to resist
fo-cannot-struggle = { $name } cannot resist now (unconscious, or under Sleep or Halt)
fo-struggles = { $name } resists
fo-escape-not-restrained = { $name } is not restrained
fo-escapes = { $name } uses Escape Restraints and is free
fo-refused-escape = refused: { $name } does not have the Escape Restraints feat
fo-not-carrying = { $name } was not carrying { $tname }
fo-puts-down = { $name } puts { $tname } down
fo-refused-carry-themselves = refused: { $name } cannot carry themselves
fo-refused-carry-no-state = refused: { $name } is in no state to carry anyone
fo-refused-carry-hands = refused: { $name } needs two free hands
fo-refused-carry-resists = refused: { $tname } resists being moved
fo-refused-carry-already = refused: { $name } is already carrying { $tname }
fo-refused-carry-two = refused: no more than two characters may move { $tname }
fo-carry-two = { $one } and { $two } carry { $tname } at a normal walking pace (both carriers must agree on the direction), without touching
fo-carry-one = { $carriers } carry { $tname } at a slow walking pace, with slow deliberate steps, without touching

## armoury call: what the target must do
fo-instr-mass-all-around = Mass: everyone within { $radius } m of the caller, except the caller, takes this.
fo-instr-mass-arc = Mass: everyone within { $radius } m in the arc in front of the caller takes this.
fo-instr-mass-feat = Mass must be granted for this effect by a feat or magic item ("The Mass Modifier can be added to many Effects, determined by Feats and magic items").
fo-instr-instant = Instant cast: the text names Global Stop Bleed and Mindslash among the instant spells; { $effect } must be made instant by a feat or magic item.
fo-instr-only-blow = Only { $category } targets take the effect. Anyone else struck takes Single Damage only.
fo-instr-only = Only { $category } targets take the effect. Anyone else does not take it (a melee blow still does Single Damage).
fo-instr-zero = Zero Damage: a pulled blow, lose no hits.
# $damage: Single, or the number called.
fo-instr-damage-global = Take { $damage } Damage on each of all six locations: lose Armour hits first, then Body hits (never below -1).
fo-instr-damage = Take { $damage } Damage on the struck (or named) location: lose Armour hits first, then Body hits (never below -1).
# $head: the effect as called (Global Heal 1); $text: the catalogue's text of it.
fo-instr-effect-for-all = { $head }: { $text } For { $duration }. On all six locations.
fo-instr-effect-for = { $head }: { $text } For { $duration }.
fo-instr-effect-for-default-all = { $head }: { $text } For { $duration } (the default: no duration was called). On all six locations.
fo-instr-effect-for-default = { $head }: { $text } For { $duration } (the default: no duration was called).
fo-instr-effect-all = { $head }: { $text } On all six locations.
fo-instr-effect = { $head }: { $text }

## Declaring a character
fo-armour-without-feat = { $name } wears { $armour } without the { $feat } feat: no Armour hits from it

## Calls reaching their targets, refusals, immunity, the death count
fo-calls-mass = { $name } calls Mass: a feat or magic item must grant Mass on { $effect } ("The Mass Modifier can be added to many Effects, determined by Feats and magic items")
fo-cannot-resist = { $name } cannot resist { $effect }: { $left } Vigour left, { $cost } needed
fo-resists = { $name } spends { $cost } Vigour: "No Effect", immune to { $effect } until { $until }
fo-immunity-ends-effect = { $name }'s immunity ends the { $effect } they were under
# $why: may not strike, may not cast Spells or may not repair armour;
# $forbids is the same as a key: strike, cast, repair.
fo-refused-restrained = refused: { $name } is restrained and { $why } ("A restrained character may not strike, repair armour, cast Spells, or move faster than a slow walking pace")
fo-refused-no-feat-none = refused: { $name } cannot generate { $missing }: it needs a feat they do not have (calls: none) ("All characters in Five Oaths can generate the following Effects by default: Damage by weapon blow, Execute, Notice Bleed, and Repair on weapons, shields and non-armour items. All other Effects and the Repair Effect on armour require a Feat")
fo-refused-no-feat = refused: { $name } cannot generate { $missing }: it needs a feat they do not have (calls: { $calls }) ("All characters in Five Oaths can generate the following Effects by default: Damage by weapon blow, Execute, Notice Bleed, and Repair on weapons, shields and non-armour items. All other Effects and the Repair Effect on armour require a Feat")
fo-refused-dead = refused: { $name } is dead
fo-refused-unconscious = refused: { $name } is unconscious
fo-refused-one-per-second = refused: { $name } already generated an effect at { $last } (one effect per second)
fo-refused-vigour = refused: { $name } has { $vigour } Vigour, { $cost } needed
fo-dead-nothing = { $who } is dead: nothing happens
fo-not-category = { $who } is not { $category }: does not take the effect
fo-not-category-blow = { $who } is not { $category }: the blow does Single Damage only
fo-bane-armoured = Bane on { $who }'s armoured { $location }: 1 Damage
fo-bane-destroys = Bane destroys { $who }'s unarmoured { $location } (Body { $before } -> { $floor })
fo-damage = { $who } { $location }: { $amount } Damage, Armour { $armour_before }->{ $armour }, Body { $body_before }->{ $body }
fo-charm-ends = { $who }'s Charm ends: its source damaged them
fo-healing = { $who } { $location }: { $effect } +{ $gained } Body, now { $value }
fo-repair = { $who } { $location }: { $effect } +{ $gained } Armour, now { $value }
fo-cured = { $who } is cured of { $ended }
fo-cure-nothing = { $who } was not under { $ended }: Cure changes nothing
fo-stops-bleeding = { $who } { $location } stops bleeding (Body 0)
fo-answers = { $who } answers "{ $answer }"
fo-under-effect = { $who } is under { $effect } for { $duration }, until { $until }
fo-keeps-following = { $who } keeps following { $effect } (higher priority) until { $until }
fo-takes-effect = { $who } takes { $effect }: { $text }
fo-death-count-starts = { $name } is bleeding: the death count starts ({ $count }, to { $until })
fo-death-count-stops = { $name }: every location is at 0 or above, the death count stops after { $after }
fo-no-effect-immune = { $name }: "No Effect" to { $effect } (immune until { $until })
fo-no-effect-peacesworn = { $name }: "No Effect" to { $effect } (Peacesworn are always immune to Rampage)
fo-no-effect-rend = { $name }: "No Effect" to { $effect } (Rend makes them immune to Healing)
fo-unusable-vital = { $who }'s { $location } is unusable: { $who } falls unconscious
fo-unusable-arm = { $who }'s { $location } is unusable: it hangs useless and drops what it holds
fo-unusable-leg = { $who }'s { $location } is unusable: { $who } falls over

## Timers, Time In, combat
fo-effect-over = { $name } is no longer under { $effect }
fo-follows-again = { $name } follows { $effect } again until { $until }
fo-death-count-dies = { $name } dies: the death count reached { $count }
fo-recovery = { $name }: recovery after { $quiet } without effect, strike or combat: Healing 1 to { $location }
fo-time-in = Time In: everyone's Vigour is refilled
fo-combat = combat nearby: { $names } (recovery waits)

## armoury ritual: the lines of the score, and why a ritual fails
fo-ritual-leader-stayed = { $name } (leader) stayed in the circle for the whole ritual
fo-ritual-stayed = { $name } stayed in the circle for the whole ritual
fo-ritual-bonus = { $name }'s feat bonus
fo-ritual-leader-left = { $name } (leader) left the circle before the end: no points
fo-ritual-left = { $name } left the circle before the end: no points
fo-ritual-weeping-all = Weeping leader, all { $weeping } participants Weeping: +1 each
fo-ritual-weeping-not-all = Weeping leader, but not every participant is Weeping: no Weeping bonus
fo-ritual-weeping-penalty = leader not Weeping, { $weeping } Weeping participant(s): -1 each
fo-ritual-effigy = effigy { $name } sacrificed
fo-ritual-effigy-invalid = effigy { $name } is not valid for this event: no points
fo-ritual-punishment-target = { $target } is the Punishment target: not a participant, no points
fo-ritual-below-difficulty = score { $score } is below the difficulty { $difficulty }
fo-ritual-duration = the ritual lasted { $duration }; it must last between { $min } and { $max }
fo-ritual-conditions = the ritual's other conditions were not met

## armoury sim: a character's state after each event
# Values: $name, $category (or species); each location's Body ($head,
# $torso, $left_arm, $right_arm, $left_leg, $right_leg) and Armour
# ($head_armour, ...: none when the location has no Armour to show);
# $vigour/$max_vigour; $counted, the seconds of a running death count
# (none); conditions, yes or no: $dead, $unconscious, $dying (bleeding),
# $left_arm_useless, $right_arm_useless, $restrained, $unresisting, and
# $fallen: no, cannot-stand or dragging (one leg usable); $plan, the
# effects they follow from now on, and $other_effects, the others they are
# under, each `Lure 03:01–03:06, Rampage 03:06–03:10` (none); $immune_to,
# effect names (none); $doing: executing, restraining, releasing,
# searching or none, with $target and $until. Values ending in _en are the
# core's English pieces, lists joined the English way.
fo-state = { $name } ({ $category }): head { $head }{ $head_armour ->
        [none] {""}
       *[other] +{ $head_armour }a
    } torso { $torso }{ $torso_armour ->
        [none] {""}
       *[other] +{ $torso_armour }a
    } left-arm { $left_arm }{ $left_arm_armour ->
        [none] {""}
       *[other] +{ $left_arm_armour }a
    } right-arm { $right_arm }{ $right_arm_armour ->
        [none] {""}
       *[other] +{ $right_arm_armour }a
    } left-leg { $left_leg }{ $left_leg_armour ->
        [none] {""}
       *[other] +{ $left_leg_armour }a
    } right-leg { $right_leg }{ $right_leg_armour ->
        [none] {""}
       *[other] +{ $right_leg_armour }a
    }; vigour { $vigour }/{ $max_vigour }{ $counted ->
        [none] {""}
       *[other] ; death count { $counted }s
    }{ $conditions_en }{ $follows_en }{ $under_en }{ $immune_to ->
        [none] {""}
       *[other] ; immune to { $immune_to }
    }{ $doing ->
        [none] {""}
       *[other] ; { $doing } { $target } until { $until }
    }
