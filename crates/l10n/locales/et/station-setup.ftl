# The station: setup (see station.ftl).
# Nimekirja, seadmete ja seadete paneel, olekuriba koos ajutiste väärtuste
# bänneriga ning esimese käivituse tervitus.

## Paneelide ühised sõnad
set-choose-file = Vali…
set-drop-file-hint = või lohista fail aknasse
set-look-again = Otsi uuesti
set-save = Salvesta
set-cancel = Loobu
set-inspector = Kontrollija
set-inspector-hint = sinu nimi

## Nimekirja paneel
# $count: mitu tegelast nimekirjas on.
set-roster-heading = Nimekiri ({ $count })
set-roster-filter = Filtreeri
set-roster-add = Lisa tegelane
set-roster-player = Mängija
set-roster-character = Tegelane
set-roster-group = Grupp
set-roster-edit = Muuda
set-roster-csv-file = CSV-fail
set-roster-csv-hint = /kaust/nimekiri.csv
set-roster-preview = Eelvaade
# $file: faili nimi; $good, $bad: mitu rida saab importida ja mitu mitte.
set-roster-preview-summary = { $file }: { $good } korras rida, { $bad ->
        [one] { $bad } vigane rida
       *[other] { $bad } vigast rida
    }
# $encoding: kodeering, milles fail loeti (windows-1257, UTF-8).
set-roster-read-as-mark = Loetud kodeeringus { $encoding }: nii ütleb faili alguses olev baidijärjestuse märk (BOM).
set-roster-read-as-not-utf8 = Loetud kodeeringus { $encoding }: fail pole UTF-8, seega loeti see sündmuse keele koodilehega.
set-roster-read-as-given = Loetud kodeeringus { $encoding }, nagu paluti.
# $header: veeru päis nii, nagu see failis on.
set-roster-column-ignored = { $header } (eiratud)
# $columns: veerud ja väljad, mida need täidavad, komadega eraldatud.
set-roster-columns = Veerud: { $columns }
# Vigane rida. $value: tagasi lükatud väärtus jutumärkides; $message: miks
# (ingliskeelne selgitus).
set-roster-problem = rida { $line }, veerg { $column }: väärtus { $value }: { $message }
set-roster-unusual = Neis väärtustes on nime jaoks ebatavalisi märke: fail võib olla loetud vale kodeeringuga.
# $value: väärtus jutumärkides; $character: ebatavaline märk ülakomades.
set-roster-unusual-value = rida { $line }, veerg { $column }: väärtuses { $value } on märk { $character }
# Eelvaate veergude päised.
set-roster-col-line = rida
set-roster-col-id = tunnus
set-roster-col-character = tegelane
set-roster-col-player = mängija
set-roster-col-group = grupp
set-roster-import-all = Impordi { $good } rida
set-roster-import-good = Impordi { $good } korras rida, jäta { $bad ->
        [one] { $bad } vigane
       *[other] { $bad } vigast
    } välja
set-roster-cancel-import = Tühista import

## Seadmete paneel
set-device-heading = Seadmed
# Seadmete nimed pealkirjana ja olekuribal.
set-device-port = Port
set-device-no-ports = jadaporte ega HID-kaale ei leitud (sisesta pseudoterminali tee)
set-device-profile = Profiil
set-device-profile-file-choice = profiilifail…
set-device-profile-file = Profiilifail
set-device-profile-file-hint = /kaust/profiil.toml
set-device-connect = Ühenda
set-device-simulate = Simuleeri
set-device-disconnect = Katkesta ühendus
set-device-zero = Nulli
set-device-tare = Tareeri
set-device-read-now = Loe kohe
set-device-remove = Eemalda
set-device-not-connected = pole ühendatud: väärtused sisestatakse käsitsi
set-device-connected = ühendatud
set-device-reading-stable = mõõdab, stabiilne
set-device-reading-unstable = mõõdab, kõikuv
# $reason: põhjus seadme koodi sõnadega.
set-device-disconnected = ühendus katkes: { $reason }
set-device-last-error = viimane viga: { $error }
set-device-raw-stream = Toorandmed

## Olekuriba ja bänner
# $ruleset: reeglistiku tunnus; $count: mitu ajutist väärtust selles on.
set-status-provisional = { $count ->
        [one] Reeglistikus { $ruleset } on { $count } ajutine väärtus, mida lähtetekstis pole: kui ese sellele ei vasta, suunatakse see mängujuhile.
       *[other] Reeglistikus { $ruleset } on { $count } ajutist väärtust, mida lähtetekstis pole: kui ese mõnele neist ei vasta, suunatakse see mängujuhile.
    } Loetelu näed, kui hoiad hiirt selle teksti kohal; seadetes on näha väärtuste päritolu.
set-status-waiting = { $count ->
        [one] { $count } ülevaatus ootel
       *[other] { $count } ülevaatust ootel
    }
# $waiting: tühi või „ · “ ja set-status-waiting.
set-status-server-connected = server: ühendatud{ $waiting }
set-status-server-away = server ei vasta: otsused ootavad selles sülearvutis
set-status-server-away-waiting = server ei vasta{ $waiting } (hoitakse selles sülearvutis)
set-status-server-hover = Otsustatud ülevaatused ootavad jaama saatmisjärjekorras, kuni server ei vasta, ja saadetakse järjekorras teele, kui see taas vastab.
# $value: seadme viimane väärtus ja üks kolmest allolevast sõnast
# (245,6 g stabiilne) või tühi.
set-status-reading = mõõdab { $value }
set-status-unstable = kõikuv
set-status-stable = stabiilne
set-status-captured = võetud
set-status-no-devices = seadmeid pole: sisesta kõik väärtused käsitsi
set-status-station = jaam { $name }
set-status-inspector = kontrollija { $name }
set-status-who-unset = määra seadetes jaam ja kontrollija

## Seadete paneel
set-settings-heading = Seaded
set-settings-event = Sündmus
# Sündmus sündmuse valikus. $name: nimi; $prefix: siltide seerianumbrite
# algus (AN26); $end: viimane päev.
set-settings-event-until = { $name } ({ $prefix }, kuni { $end })
set-settings-new-event = Uus sündmus
set-settings-new-event-hint = nimi, nt Ancalagon 2026
set-settings-last-day = viimane päev
set-settings-last-day-hint = AAAA-KK-PP
set-settings-create-event = Loo ja kasuta
# Nupu „Loo ja kasuta“ kõrval: tarnitud reeglistik, mille järgi uus sündmus
# käib (jaama oma); $ruleset on selle ID.
set-settings-new-event-ruleset = reeglistik { $ruleset }
set-settings-new-event-ruleset-hover = Uus sündmus käib selle reeglistiku järgi, mida jaam kasutab; vali enne allpool teine, kui vaja.
set-settings-language = Keel
set-settings-station-name = Jaama nimi
set-settings-station-name-hint = nt Värav 2
set-settings-tag-template = Sildi mall
set-settings-fail-slip-template = Tagasilükkamislipiku mall
set-settings-printer = Printer
set-settings-photos = Esemete fotod (see sündmus)
set-photos-off = väljas: fotosid ei tehta
set-photos-optional = soovi korral: laud võib pildistada
set-photos-required = kohustuslik: heaks ainult fotoga
set-settings-camera = Kaamera (see laud)
set-camera-test-pattern = Testpilt (kaamerata)
set-settings-cameras-again = Otsi kaameraid uuesti
set-settings-no-camera = puudub
set-settings-printer-hint = süsteemi vaikeprinter
set-settings-printer-looking = otsin printereid…
# $name: printeri nimi.
set-settings-printer-default = { $name } (vaikeprinter)
set-settings-printer-gone = { $name } (praegu ei leitud)
set-settings-printer-system = süsteemi vaikeprinter ({ $name })
set-settings-printer-none-found = süsteemi vaikeprinter (printereid ei leitud)
set-settings-printer-none-set = süsteemi vaikeprinter (pole määratud)
set-settings-referee-phones = Mängujuhtide telefonid
set-settings-no-referee-phones = mängujuhtide lehele pole ükski telefon sisse logitud
# $phone: mida telefoni brauser enda kohta ütleb; $address: kust see sisse
# logis; $since: millal (UTC).
set-settings-referee-phone = { $phone } · { $address } · alates { $since }
# $id: sisselogimise lühitunnus (8 kuueteistkümnendnumbrit).
set-settings-sign-out = Logi { $id } välja
set-settings-sign-out-hover = kadunud telefoni jaoks: see peab mängujuhi kaarti uuesti skannima
set-settings-list-again = Näita uuesti
set-settings-list-phones = Näita sisse logitud telefone
set-settings-printing = Printimine
# $dir: kaust, kuhu PDF-failid kirjutatakse.
set-settings-print = saada printerisse (PDF-failid jäävad kausta { $dir })
set-settings-fail-slips = tagasilükkamislipik iga tagasi lükatud eseme kohta (muidu prindib selle Ctrl+P)
set-settings-ruleset = Reeglistik
# Kust reeglistik pärineb. $id: sisseehitatud reeglistiku tunnus.
set-settings-shipped = sisseehitatud { $id }
set-settings-use-shipped = Kasuta sisseehitatud { $id }
set-settings-rules-file = Reeglifail
set-settings-load = Laadi
set-settings-save = Salvesta seaded
set-settings-saved = seaded salvestatud
set-settings-provisional = Selle reeglistiku ajutised väärtused

## Esimese käivituse tervitus
set-welcome-heading = Tere tulemast Armourysse
set-welcome-question = Mis jaam see on ja kes siin esemeid üle vaatab? Mõlemad nimed märgitakse siltidele ja kirjetesse.
set-welcome-station = Jaam
set-welcome-station-hint = nt laud 1
set-welcome-keys = Enter kinnitab; Esc-iga saad need hiljem seadetes (Ctrl+6) sisestada.
# $station, $inspector: nimed nii, nagu need sisestati, jutumärkides.
set-welcome-saved = jaam { $station }, kontrollija { $inspector }: neid saab muuta seadetes
