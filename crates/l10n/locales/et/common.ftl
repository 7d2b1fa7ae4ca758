# Kõigi kasutajaliideste ühised sõnad.
# Tõlkijale: jäta sõnumi tunnus (vasakul pool „=“ märki) samaks, muuda ainult teksti.
# Muutujad ($nimi) täidab Armoury.

lang-name = eesti

# Leiu olek lühikese sõnana tabelis.
status-pass = sobib
status-fail = EI SOBI
status-unmeasured = PUUDUB
status-referred = MÄNGUJUHILE

# Ülevaatuse tulemus.
outcome-approved = heaks kiidetud
outcome-referred = mängujuhile suunatud
outcome-rejected = tagasi lükatud

# Reegli antud või keelatud võime (kilbiga löömine).
capability-granted = võib
capability-withheld = ei või

# Leid, mille piir pole lähtetekstist.
provisional-mark = (ajutine)
# Ese, mida ei kinnitatud liigina, millena see esitati, kuid mis läbiks
# naaberliigina; $kinds: liikide nimed komadega.
passes-as = läbiks liigina { $kinds }: kontrolli seda nii, kui omanik nõustub
# Kinnitatud ese liigist, mida mäng märgib värvilise teibiga; $colour:
# värv nii, nagu reeglistik selle nimetab (blue).
mark-with-tape = märgi see teibiga: { $colour }
