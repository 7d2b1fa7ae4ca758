## play-ancalagon
# The Ancalagon (ancalagon-2011) in-play engine's notes: what `armoury sim`
# prints after each event and timer. Each English message must stay exactly
# the rules core's own sentence (crates/rules/src/ancalagon), which scripts,
# logs and JSON keep; a test compares them.
#
# $name: the character the note is about (a name from the script).
# $carer, $healer: another declared character's name.
# $location: where a strike landed: head, neck, crotch, torso, arms, hands,
# legs or feet.
# $condition: unconscious, dying or dead.
# $class: warrior or healer.
# $missile: big stone, siege-engine stone or siege-engine arrow; $kind is
# the same as the script's word (big-stone, siege-stone, siege-arrow).
# $dies_at, $ends, $until: game times such as 10:30 (minutes:seconds).

## Hit points and dying
anc-new-wound = { $name }: a new wound: it is not bound, no regeneration until bound
anc-loses-hit-points = { $name }: loses { $lost } hit point(s), { $left } left
anc-no-hit-points-to-lose = { $name }: no hit points left to lose
anc-dying = { $name }: unconscious at 0 HP, dying: dead at { $dies_at } unless helped
anc-regains-consciousness = { $name }: regains consciousness

## Strikes, stones and knock-outs
anc-strike-invalid = { $name }: a strike to the { $location } is invalid (Combat safety: neck, head and crotch): nothing lost
anc-strike-body-armour = { $name }: strike on body armour ({ $location }): loses a body armour point, { $left } left
anc-strike-helmet = { $name }: strike on the { $location }: loses a helmet armour point (the helmet covers the whole body, its points go last), { $left } left
anc-stone-on-shield = { $name }: { $missile } on a shield: no hit points lost, unconscious for 5 minutes
# $points: hit points a big stone removes.
anc-stone-on-body = { $name }: { $missile }: { $points } hit points, armour and helmet do not protect
anc-knock-out-helmet = { $name }: knock-out fails: the target wears a helmet
anc-knock-out-seen = { $name }: knock-out fails: the target saw the attacker
anc-knocked-out = { $name }: knocked out: unconscious for 5 minutes
anc-already-dying = { $name }: already unconscious and dying: no change
anc-comes-round-at = { $name }: comes round at { $until }

## Binding wounds
anc-no-wounds-to-bind = { $name }: no wounds to bind
anc-already-bound = { $name }: wounds are already bound
anc-bound = { $name }: wounds bound: 1 hit point per 20 minutes without strenuous activity (10 while tended and motionless)
anc-unbind-healed = { $name }: bandage removed: the wounds had healed, nothing opens (the bandage can be reused)
anc-unbind-no-bandage = { $name }: no bandage on the wounds to remove
anc-reopen-unbound-dying = { $name }: the bandage comes off unhealed wounds: they open again before a hit point came back: loses consciousness
anc-reopen-unbound = { $name }: the bandage comes off unhealed wounds: they open again: no more regeneration until bound again
anc-reopen-strenuous-dying = { $name }: bound wounds open again before a hit point came back: loses consciousness
anc-reopen-strenuous = { $name }: bound wounds open again: no more regeneration until bound again
anc-strenuous-unconscious = { $name }: an unconscious character cannot move: nothing happens
anc-strenuous-stops-tending = { $name }: no longer motionless: the tending stops

## Killing
anc-kill-refused = { $name }: refused: the killing count is made over a fallen (unconscious) body
anc-kill-running = { $name }: a killing count is already running (ends at { $ends })
anc-kill-starts = { $name }: the killing count starts: dead at { $ends } if not interrupted
anc-kill-count-interrupted = { $name }: the killing count is interrupted
anc-no-kill-count = { $name }: no killing count is running
anc-stopp-trivial = { $name }: STOPP called for a trivial matter in combat: considered unconscious (HP=0)

## Timers
anc-killed = { $name }: the killing count is finished: dead (to Valhalla)
anc-died = { $name }: has lain unconscious at 0 HP for 10 minutes: dead (to Valhalla)
anc-wakes = { $name }: the 5 minutes are over
# $hp: hit points now; $max: at full health.
anc-regenerates = { $name }: bound wounds give back a hit point: { $hp } of { $max }
anc-wounds-healed = { $name }: wounds healed

## Healing by touch
anc-touch-not-healer = { $name }: { $healer } is a { $class }, not a healer: no healing by touch
anc-touch-healer-cannot = { $name }: { $healer } is { $condition } and cannot heal
# $touches: touches a healer has each scenario.
anc-touch-used-up = { $name }: { $healer } has used all { $touches } healing touches of this scenario: touch refused
anc-touch-dead = { $name }: the dead cannot be healed: touch refused (not counted)
anc-touch-healed = { $name }: healed by { $healer }'s touch: all hit points back ({ $hp })
# $name: the healer.
anc-touches-left = { $name }: { $left } healing touch(es) left this scenario

## Tending
anc-tend-oneself = { $name }: cannot tend oneself
anc-tend-carer-cannot = { $name }: { $carer } is { $condition } and cannot tend anyone
# $most: how many a healer may tend at a time.
anc-tend-healer-full = { $name }: { $carer } already cares for { $most } characters: a healer tends up to two at a time
anc-tend-dead = { $name }: the dead cannot be tended
anc-tend-no-wounds = { $name }: no wounds to tend
anc-stops-tending = { $name }: { $carer } stops tending
anc-nobody-tending = { $name }: nobody was tending
anc-tended = { $name }: tended by { $carer }, lying motionless: bound wounds heal twice as fast
anc-tended-by-healer = { $name }: tended by { $carer }, lying motionless: bound wounds heal twice as fast (the healer carries no weapon, stays within 1 m and does nothing else)
anc-tended-unbound = { $name }: tended by { $carer }, lying motionless: bound wounds heal twice as fast; the wounds are not bound, so no hit points come back yet
anc-tended-by-healer-unbound = { $name }: tended by { $carer }, lying motionless: bound wounds heal twice as fast (the healer carries no weapon, stays within 1 m and does nothing else); the wounds are not bound, so no hit points come back yet
anc-carer-strenuous = { $name }: { $carer } does something strenuous: the tending stops
anc-carer-respawns = { $name }: { $carer } respawns: the tending stops
anc-carer-is = { $name }: { $carer } is { $condition }: the tending stops
anc-tending-over = { $name }: no longer needs tending: { $carer } stops

## The scene
anc-dead-no-change = { $name }: is dead: nothing changes (to Valhalla; only a respawn brings them back)
anc-respawns = { $name }: respawns: hit points and armour points restored
anc-scenario-start = scenario start: hit points, armour points and healing touches restored

## State lines
# The line `armoury sim` prints for each character when it is declared and
# after each event.
# $class: warrior or healer. $condition: conscious, unconscious, dying or
# dead.
# $hp, $max_hp: hit points now and at full health; $armour: armour points
# left (body and helmet).
# $body, $body_awarded: body armour points left and awarded (0: none worn);
# $on1 to $on5: the places it covers (torso, arms, hands, legs, feet, in that
# order), the rest none.
# $helmet, $helmet_awarded: helmet points left and awarded (none: no helmet).
# $wounds: none, open, bound or reopened.
# $tended: yes or no; $carer: who tends (empty when nobody does).
# $touches: healing touches left (none: not a healer).
# $wakes_at, $dies_at, $kill_ends, $died_at: game times, or none.
anc-state = { $name } ({ $class }) { $condition }, HP { $hp }/{ $max_hp }, armour { $armour }{ $body_awarded ->
        [0] { $helmet_awarded ->
                [none] {""}
               *[other] {" "}(helmet { $helmet }/{ $helmet_awarded })
            }
       *[other] {" "}(body { $body }/{ $body_awarded } on { $on1 }{ $on2 ->
                [none] {""}
               *[other] ,{ $on2 }
            }{ $on3 ->
                [none] {""}
               *[other] ,{ $on3 }
            }{ $on4 ->
                [none] {""}
               *[other] ,{ $on4 }
            }{ $on5 ->
                [none] {""}
               *[other] ,{ $on5 }
            }{ $helmet_awarded ->
                [none] {""}
               *[other] , helmet { $helmet }/{ $helmet_awarded }
            })
    }, wounds { $wounds }{ $tended ->
        [yes] {" "}(tended by { $carer })
       *[no] {""}
    }{ $touches ->
        [none] {""}
       *[other] , touches left { $touches }
    }{ $wakes_at ->
        [none] {""}
       *[other] , wakes at { $wakes_at }
    }{ $dies_at ->
        [none] {""}
       *[other] , dies at { $dies_at }
    }{ $kill_ends ->
        [none] {""}
       *[other] , killing count ends at { $kill_ends }
    }{ $died_at ->
        [none] {""}
       *[other] , died at { $died_at }
    }
