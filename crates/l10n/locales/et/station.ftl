# Jaama aken.

## Sakid (Ctrl+1 … Ctrl+7)
tab-check = Kontroll
tab-armour = Turvis
tab-lookup = Otsing
tab-roster = Nimekiri
tab-devices = Seadmed
tab-settings = Seaded
tab-event = Sündmus
