# Mida sildid ja puuduste lehed prindivad, kui andmebaasis pole sõnu.

# Sildi pikkuskategooria järel, kui heakskiit põhineb ajutisel väärtusel.
iss-provisional = ajutine
# Sildi kehtivus, kui sündmusel pole lõppkuupäeva: $event on selle nimi.
iss-end-of-event = { $event } lõpuni

## Sündmuse lõpuaruanne (`armoury report`), sündmuse keeles
# $event: sündmuse nimi.
rep-title = Registreerimise aruanne: { $event }
# $event: sündmus (rep-event-until); $counted: millal arvud loeti.
rep-subtitle = { $event } · reeglistik { $ruleset } · loetud { $counted } (UTC)
rep-event-until = { $event } ({ $prefix }, kuni { $end })
rep-glance = Ülevaade
rep-figure = Näitaja
rep-count = Arv
rep-seen-of = { $seen } / { $roster }
rep-glance-seen = Registreerimislauas nähtud tegelasi
rep-glance-approved = Heaks kiidetud esemeid
rep-glance-referred = Mängujuhile suunatud esemeid
rep-glance-rejected = Tagasi lükatud esemeid
rep-glance-inspections = Salvestatud ülevaatusi
rep-glance-overrides = Otsusest hoolimata heaks kiidetud (erandid)
rep-glance-provisional = Ajutise väärtuse põhjal heaks kiidetud
rep-glance-awards = Salvestatud turvisehinnanguid
rep-glance-armoured = Turvisega tegelasi
rep-per-hour = Ülevaatusi tunnis (UTC)
rep-hours-chart = Ülevaatusi tunnis (päev/tund), jaamade kaupa
rep-hours-chart-on = Ülevaatusi tunnis { $date }, jaamade kaupa
rep-stations = Jaamad
rep-station = Jaam
rep-all-stations = Kõik jaamad
rep-inspections = Ülevaatusi
rep-approved = Heaks kiidetud
rep-referred = Suunatud
rep-rejected = Tagasi lükatud
rep-rules-failed = Kõige sagedamini rikutud reeglid
rep-no-rule-failed = Ükski kehtiv ese ei rikkunud reeglit.
rep-rules-chart = Reegleid rikkuvad või suunatud esemed reeglite kaupa
rep-series-failed = ei sobinud
rep-series-referred = suunatud
# Pärast „3. padding.striking (säte): “.
rep-advice-counts = { $failed } ei sobinud, { $referred } suunatud.
# $message: reegli viimane leid.
rep-advice-latest = Viimati: „{ $message }“.
rep-advice-limit = Piir, mida mängijatele enne järgmist sündmust öelda: { $limit }.
rep-overrides = Erandid: otsusest hoolimata heaks kiidetud
rep-still-referred = Endiselt mängujuhile suunatud
rep-provisional = Ajutise väärtuse põhjal heaks kiidetud
rep-when = Millal (UTC)
rep-item = Ese
rep-character = Tegelane
rep-where = Jaam, kontrollija
rep-reason = Põhjus
rep-first-listed = Näidatakse esimest { $listed } kirjet { $count }-st; `armoury export inspections` annab kõik.
