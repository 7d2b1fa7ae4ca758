# What tags and fail slips print that the records do not hold as words.

# After a tag's length category when the approval rests on a provisional value.
iss-provisional = provisional
# A tag's validity when the event has no end date: $event is its name.
iss-end-of-event = end of { $event }
