## printed
# What the printed cards say in words of their own (not the club's, not
# the ruleset's), in the event's language.

## Lammies (Five Oaths item cards, `armoury lammie`)
pnt-durable = Durable
pnt-consumable = Consumable (c)
# $event: pnt-event-number, or the event's name as the item file gives it.
pnt-entered-play = Entered play: { $event }
# $number: the club's running event number.
pnt-event-number = event { $number }
# $number: the last event the item is in play at.
pnt-expires-after = Expires after event { $number }
# $lifetime: how many events a durable item lasts (3); $event: the event's
# name it entered play at, counted as the first.
pnt-expires-counting = Expires after the { $lifetime }rd event counting from { $event }
pnt-does-not-expire = Does not expire

## Fail slips
# In place of the reasons when none were recorded.
pnt-no-reasons = • no reason was recorded: ask the marshal
