# What tags and fail slips print that the records do not hold as words.

# After a tag's length category when the approval rests on a provisional value.
iss-provisional = provisional
# A tag's validity when the event has no end date: $event is its name.
iss-end-of-event = end of { $event }

## The end-of-event report (`armoury report`), in the event's language
# $event: the event's name.
rep-title = Registration report: { $event }
# $event: the event (rep-event-until); $counted: when the figures were counted.
rep-subtitle = { $event } · ruleset { $ruleset } · counted { $counted } (UTC)
rep-event-until = { $event } ({ $prefix }, until { $end })
rep-glance = At a glance
rep-figure = Figure
rep-count = Count
rep-seen-of = { $seen } of { $roster }
rep-glance-seen = Characters seen at the desk
rep-glance-approved = Items approved
rep-glance-referred = Items referred to the game master
rep-glance-rejected = Items rejected
rep-glance-inspections = Inspections recorded
rep-glance-overrides = Approved despite the verdict (overrides)
rep-glance-provisional = Approved on a provisional value
rep-glance-awards = Armour awards recorded
rep-glance-armoured = Characters with armour
rep-per-hour = Inspections per hour (UTC)
rep-hours-chart = Inspections per hour (day/hour), by station
rep-hours-chart-on = Inspections per hour on { $date }, by station
rep-stations = Stations
rep-station = Station
rep-all-stations = All stations
rep-inspections = Inspections
rep-approved = Approved
rep-referred = Referred
rep-rejected = Rejected
rep-rules-failed = Rules failed most
rep-no-rule-failed = No item in force failed a rule.
rep-rules-chart = Items failing or referred, by rule
rep-series-failed = failed
rep-series-referred = referred
# After "3. padding.striking (clause): ".
rep-advice-counts = { $failed } failed, { $referred } referred.
# $message: the rule's latest finding.
rep-advice-latest = Latest: “{ $message }”.
rep-advice-limit = The limit to tell players before the next event: { $limit }.
rep-overrides = Overrides: approved despite the verdict
rep-still-referred = Still referred to the game master
rep-provisional = Approved on a provisional value
rep-when = When (UTC)
rep-item = Item
rep-character = Character
rep-where = Station, marshal
rep-reason = Reason
rep-first-listed = The first { $listed } of { $count } are listed; `armoury export inspections` has them all.
