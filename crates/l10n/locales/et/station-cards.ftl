# Jaam: kaardid (vt station.ftl): Turvise, Otsingu ja Sündmuse paneel ning
# nende ühised vidinad.

## Turvise paneel
crd-armour-heading = Turvis
crd-armour-open = Ava turvisefail…
crd-armour-open-hover = või lohista fail aknasse
crd-armour-keys = Kirjuta nimi ja Enter · Ctrl+N lisab tüki · Tab liigub · nooled või täht valivad · F2 kinnitab kõik ohutuks · Ctrl+Enter salvestab
# $ruleset: reeglistiku tunnus.
crd-armour-no-rules = Reeglistikus { $ruleset } pole turvisereegleid: vali selline, kus need on (Seaded).
crd-armour-character = Tegelane
crd-armour-character-hint = kirjuta nimi, Enter valib
crd-armour-pieces = Turvisetükid
crd-armour-slot = Koht
crd-armour-slot-hint = asukoht (valikuline)
crd-armour-material = Materjal
crd-armour-name = Nimetus
crd-armour-thickness = Paksus mm
crd-armour-wire = Traat mm
crd-armour-weave = Punutis
# $question: reeglistiku ohutusküsimus tüki kohta.
crd-armour-safe = Ohutu: { $question }
crd-armour-not-safe = EI OLE ohutu: { $question }
crd-armour-remove = Eemalda tükk
crd-armour-add-piece = Lisa tükk (Ctrl+N)
crd-armour-feats = Turviseoskused
crd-armour-feats-hint = komadega eraldatud
crd-armour-gm-decision = Mängujuhi otsus kehaturvise kohta
crd-armour-gm-points = Mängujuhi punktid
crd-armour-gm = Mängujuht
crd-armour-gm-reason = Mängujuhi põhjendus
crd-armour-add-pieces = Lisa turvisetükid, mida tegelane kannab.
# $provisional: „ (ajutine)“ või mitte midagi.
crd-armour-award-points = { $total ->
        [one] { $total } turvisepunkt
       *[other] { $total } turvisepunkti
    }{ $provisional } — keha { $body }, kiiver { $helmet }
# $class: turvise klassi nimi või crd-armour-no-class.
crd-armour-award-hits = { $hits ->
        [one] { $hits } turvisetabamus
       *[other] { $hits } turvisetabamust
    } kehaosa kohta{ $provisional } — { $class }
crd-armour-no-class = klassita
# $award: crd-armour-award-points või crd-armour-award-hits.
crd-armour-incomplete = POOLIK — { $award }
# Tüki punktid; $provisional: „ (ajutine)“ või mitte midagi.
crd-armour-piece-points = { $points } p{ $provisional }
crd-armour-choose-character = Turvisehinnangu salvestamiseks vali tegelane.
crd-armour-record = Salvesta turvisehinnang: { $name } (Ctrl+Enter)
# $award: hinnang sõnadega.
crd-armour-recorded = Salvestatud: { $award }
crd-armour-no-character = turvisehinnangu salvestamiseks vali tegelane
crd-armour-attest-first = vasta enne iga tüki ohutuskinnitusele (F2: kõik ohutud)
# $piece: tüki järjekorranumber loetelus.
crd-armour-piece-no-material = { $piece }. tükk: vali materjal
crd-armour-piece-thickness = { $piece }. tüki paksus
crd-armour-piece-wire = { $piece }. tüki traat
# $what: crd-armour-piece-thickness või -wire; $text: sisestatud tekst jutumärkides.
crd-armour-not-a-length = { $what }: { $text } ei ole mõõt (nt 1,5 või 0,06 in)
# $text: sisestatud tekst jutumärkides.
crd-armour-gm-points-not-whole = Mängujuhi punktid: { $text } ei ole täisarv

## Otsingu paneel
crd-lookup-find = Leia
crd-lookup-find-hint = mängija või tegelane
crd-lookup-tag = Silt
crd-lookup-tag-hint = skaneeri või kirjuta
crd-lookup-pick = Kirjuta nimi ja vali tegelane.
# $kind: eseme liik; $owner: tegelase nimi.
crd-lookup-tag-valid = KEHTIB { $tag }: { $kind }, omanik { $owner }
# $what: mis skaneeritud kood on, sõnadega.
crd-lookup-tag-genuine = EHTNE { $what }
crd-lookup-tag-unknown = TUNDMATU { $serial }: sellist silti pole välja antud
# $why: miks skaneeritud kood kontrolli ei läbi.
crd-lookup-tag-not-genuine = EI OLE EHTNE: { $why }
# $class: tegelase klass; $hp: elupunktid või —, kui pole teada.
crd-lookup-class-hit-points = { $class }  elupunkte { $hp }
crd-lookup-armour = turvis { $total ->
        [one] { $total } punkt
       *[other] { $total } punkti
    } (keha { $body }, kiiver { $helmet })
crd-lookup-armour-provisional = turvis { $total ->
        [one] { $total } punkt
       *[other] { $total } punkti
    } (keha { $body }, kiiver { $helmet }), ajutine
crd-lookup-no-armour = turvis: pole määratud
crd-lookup-no-items = Heakskiidetud esemeid pole.
# Tegelase kaardil heakskiidetud eseme järel.
crd-lookup-provisional = ajutine

## Sündmuse paneel
# $counted: millal arvud loendati (kuupäev ja kellaaeg, UTC).
crd-event-summary = loendatud { $counted } UTC · { $inspections ->
        [one] { $inspections } ülevaatus
       *[other] { $inspections } ülevaatust
    } · { $provisional } ajutise väärtuse alusel heaks kiidetud · { $overrides ->
        [one] { $overrides } erand
       *[other] { $overrides } erandit
    } · { $awards ->
        [one] { $awards } turvisehinnang
       *[other] { $awards } turvisehinnangut
    } ({ $characters ->
        [one] { $characters } tegelane
       *[other] { $characters } tegelast
    })
crd-event-seen = nähtud tegelased
crd-event-approved = heakskiidetud esemed
crd-event-referred = mängujuhile suunatud
# $percent: täisarv.
crd-event-roster-seen = nimekirjast nähtud { $percent }%
crd-event-no-failing = Ükski kehtiv ese pole reeglit rikkunud.
# $rule: reegli tunnus; $clause: reeglistiku punkt või mitte midagi.
crd-event-rule-line = { $rule }: { $failed } ei sobinud, { $referred } mängujuhile — { $clause }
crd-event-still-referred = Endiselt mängujuhi otsustada
crd-event-overrides = Erandid
crd-event-open = Ava
crd-event-open-hover = omaniku kaart Otsingu sakil
crd-event-stations = Jaamad
crd-event-station = Jaam
crd-event-all = Kokku
crd-event-col-approved = Heaks kiidetud
crd-event-col-referred = Mängujuhile
crd-event-col-rejected = Tagasi lükatud

## Vidinad
# Rippmenüü, kus midagi pole veel valitud.
crd-choose = vali…
