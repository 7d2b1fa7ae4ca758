# The station window.

## The tab bar (Ctrl+1 … Ctrl+7)
tab-check = Check
tab-armour = Armour
tab-lookup = Lookup
tab-roster = Roster
tab-devices = Devices
tab-settings = Settings
tab-event = Event
