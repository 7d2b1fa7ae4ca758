## errors
# Teekide veateated sõnadega (src/said_errors.rs): kirjete kiht, nimekirja
# faili vigased read, väljastamine ja printimine. Tagurpidi ülakomades
# (`…`) väärtused on näidatud nii, nagu need sisestati või leiti.

## Kirjete kiht
# $location: andmebaasi fail või postgres:// server; $cause: mida andmebaas
# ütles (selle enda sõnad või mõni err-db-* sõnum).
err-database = andmebaas { $location }: { $cause }
err-server-not-answering = server ei vasta: { $location }: { $cause }
err-server-unreachable = server pole kättesaadav: { $location }: { $cause }
# $path: fail või kaust; $cause: süsteemi põhjus (err-io-* või selle enda sõnad).
err-io = { $path }: { $cause }
err-newer-schema = andmebaas { $location }: skeemi versiooni { $found } kirjutas uuem Armoury (see tunneb kuni versiooni { $supported }); seda ei avata, midagi ei muudetud
# $tables: leitud tabelid, komadega eraldatud.
err-foreign-schema = andmebaas { $location }: selles on tabeleid, mis pole Armoury omad ({ $tables }); kasuta tühja andmebaasi, midagi ei muudetud
err-no-serials = server pole kättesaadav ja sellel jaamal pole sündmuse { $event } jaoks ühtegi sildi seerianumbrit alles: ese ootab, kuni server on tagasi; midagi ei salvestatud
err-no-data-dir = platvormil pole andmekausta, kus andmebaasi hoida
# $outbox: jaama saatmisjärjekorra fail; $bound: andmebaas, mille juurde see
# kuulub; $here: andmebaas, kuhu seda paluti saata.
err-outbox-bound = saatmisjärjekord { $outbox } kuulub andmebaasile { $bound }, mitte { $here }: mis selles ootab, saab minna ainult andmebaasi { $bound }

## Otsitut pole ($value: ID, seerianumber või eesliide)
err-not-found-event = sündmust `{ $value }` pole
err-not-found-event-prefix = sildieesliitega `{ $value }` sündmust pole
err-not-found-character = tegelast `{ $value }` pole
err-not-found-inspection = ülevaatust `{ $value }` pole
err-not-found-item = eset `{ $value }` pole
err-not-found-tag = silti `{ $value }` pole
err-not-found-tag-of-event = selle sündmuse silti `{ $value }` pole
err-not-found-referee-session = kohtuniku sisselogimist `{ $value }` pole
# Muu kirje: $what nimetab selle inglise keeles.
err-not-found = kirjet { $what } `{ $value }` pole

## Tagasi lükatud väärtus
# $field: üks err-field-* sõnumitest; $message: miks (üks err-why-* sõnumitest
# või ingliskeelne selgitus).
err-invalid = { $field }: { $message } (väärtus `{ $value }`)
err-field-encoding = kodeering
err-field-character-ids = tegelaste ID-d
err-field-query = päring
err-field-roster-revision = nimekirja versioon
err-field-walk-in = kohapeal lisatud tegelane
err-field-event-id = sündmuse ID
err-field-tag-prefix = sildi eesliide
err-field-event-language = sündmuse keel
err-field-start-date = alguskuupäev
err-field-end-date = lõppkuupäev
err-field-event-name = sündmuse nimi
err-field-ruleset = reeglistik
err-field-referee-token = kohtunikumärk
err-field-inspection = ülevaatus
err-field-outbox = saatmisjärjekord
err-field-inspector = kontrollija
err-field-station = jaam
err-field-override-reason = erandi põhjus
err-field-attested = ohutuse kinnitus
err-field-recorder = salvestaja
err-field-award = turvisehinnang
err-field-findings = leiud
err-field-character = tegelane
err-field-corrects = parandatav ülevaatus
err-field-item = ese
err-field-event-secret = sündmuse saladus
err-field-token = märk
err-field-signing-key = allkirjavõti
err-field-column-mapping = veeru sidumine
err-field-roster-file = nimekirja fail
err-field-copy = kopeerimine
err-field-event = sündmus
err-why-not-encoding = pole kodeeringu nimi; nt utf-8, windows-1257, windows-1252
err-why-type-query = sisesta nimi, ID või sildi seerianumber
err-why-not-readable = ei ole loetav
err-why-walk-in-name = kohapeal lisatava tegelase nimes peab olema tähti või numbreid
err-why-event-id = kasuta 1 kuni 40 väiketähte, numbrit ja sidekriipsu, nt ancalagon-2026
err-why-tag-prefix = kasuta 2 kuni 6 suurtähte ja numbrit, nt AN26
err-why-language = kasuta kahe- või kolmetähelist väiketähtedega keelekoodi, nt et
err-why-date = oodati kuju AAAA-KK-PP
err-why-empty = ei tohi olla tühi
err-why-ruleset = peab olema reeglistiku tunnus ilma tühikuteta ümber, nt ancalagon-2011
err-why-event-exists = selle ID-ga sündmus on juba olemas
err-why-prefix-used = seda eesliidet kasutab teine sündmus
err-why-no-token = sellel sündmusel seda pole: uue märgi loomine annab selle
err-why-attest = vasta iga turvisetüki ohutuskinnitusele enne, kui hinnang salvestatakse
err-why-approved-already = ese on juba heaks kiidetud; erandit pole vaja
err-why-reading-stopped = lugemine katkes ootamatult; midagi ei kirjutatud
err-why-keys-retired = selle sündmuse kõik võtmed on kasutusest kõrvaldatud: loo uus
err-why-keys-used-up = sündmus on kasutanud kõik 255 võtme numbrit: loo uus sündmus
err-why-copy-target-holds = sihtandmebaasis on selle sündmuse kirjed juba olemas; kopeeri andmebaasi, kus seda sündmust pole (või kus see on tühi); midagi ei kirjutatud
err-why-copy-foreign-row = viitab reale, mis ei kuulu selle sündmuse juurde
# $fields: väljade nimed, komadega eraldatud.
err-why-write-mapping = kirjuta VEERG=VÄLI; väljad: { $fields }
err-why-unknown-field = tundmatu väli; väljad: { $fields }
# $start: alguskuupäev.
err-why-before-start = on enne alguskuupäeva { $start }
# $cause: süsteemi põhjus.
err-why-no-random = juhuslike arvude allikat pole: { $cause }
# $code: märgi koodipunkt kuueteistkümnendsüsteemis (`001B`); $control: `yes`
# juhtmärgi, `no` teksti suunda muutva märgi korral ($character on
# ingliskeelne kirjeldus).
err-why-name-character = U+{ $code } ({ $control ->
        [yes] juhtmärk
       *[no] teksti suunda muutev märk
    }) pole nimes lubatud: see võib terminali juhtida või nime moonutada
# $cause: JSON-lugeja põhjus.
err-why-outbox-unreadable = ootel ülevaatus pole kujul, mida see Armoury loeb: { $cause }
# $its: tegelase sündmus; $event: ülevaatuse sündmus.
err-why-other-event = kuulub sündmusele { $its }, mitte { $event }
err-why-photo-not-jpeg = see ei ole JPEG
err-why-photo-too-large = üle { $max } baidi
err-why-photo-sides = kumbki külg peab olema 1 kuni { $max } pikslit
err-why-photo-required = üritus { $event } kiidab eseme heaks ainult koos selle fotoga
err-why-photo-policy = kasuta väärtust off, optional või required
# $its: parandatava ülevaatuse sündmus.
err-why-corrects-other-event = ülevaatus kuulub sündmusele { $its }
# $there_rows, $here_rows: ridu tabeli kohta sihtkohas ja allikas;
# $there, $here: nende kontrollsummad.
err-why-copy-reads-back = sihtandmebaas ei loe tagasi seda, mis kopeeriti ({ $there_rows } { $there } seal, { $here_rows } { $here } siin); midagi ei kirjutatud

## Andmebaasi ja süsteemi tõrked
# $seconds: kui kaua jaam ootas.
err-db-no-answer = vastust ei tulnud { $seconds } s jooksul
err-db-runtime = kliendi võrgukäitust ei saa käivitada: { $cause }
err-db-broken-transaction = ühendus serveriga katkes tehingu ajal; sellest ei jäänud midagi alles
# $index: veeru järjekorranumber nullist alates; $message: mis seal oli (ingliskeelne).
err-db-column = veerg { $index }: { $message }
# $os: operatsioonisüsteemi enda sõnad (eesti keeles neid ei näidata).
err-io-not-found = sellist faili ega kausta pole
err-io-permission-denied = juurdepääs on keelatud
err-io-already-exists = see on juba olemas

## CSV-failid ja nimekirja failid
# $byte: vigase baidi nihe failis; $encoding: utf-8, windows-1257…
err-encoding = { $file }:{ $line }: see pole { $encoding }-tekst (vigane bait nihkega { $byte }); salvesta fail UTF-8-vormingus (tabelarvutuses „CSV UTF-8“) või nimeta kodeering, milles see salvestati, ja impordi uuesti; midagi ei kirjutatud
# $problem: üks err-columns-* sõnumitest.
err-columns = { $file }:1: { $problem }
# $column: vajalik veerg (välja nimi või err-columns-id-or-player); $found:
# faili päised; $field: väli, millega veeru saab siduda.
err-columns-missing = kohustuslik veerg `{ $column }` puudub (leitud veerud: { $found }); nimeta mõni veerg nii või seo mõni veerg väljaga `{ $field }`
err-columns-id-or-player = id (või player_id, või player)
err-columns-mapped-absent = seotud veergu `{ $column }` päises pole (veerud: { $found })
err-columns-twice = veerud `{ $first }` ja `{ $second }` annavad mõlemad välja `{ $field }`; seo üks neist mõne teise väljaga
# $place: fail ja koolonist järel rida, kui see on teada.
err-csv = { $place }: { $message }
err-csv-no-header = päiserida pole: esimene rida peab nimetama veerud
err-csv-too-many-rows = ridu on rohkem, kui üks import suudab kontrollida: jaga fail osadeks
# Tagasi lükatud impordi esimene rida; järgneb rida iga vigase rea kohta (err-row).
err-bad-roster = { $file }: { $count ->
        [one] { $count } vigane rida
       *[other] { $count } vigast rida
    }; midagi ei kirjutatud:
# Üks vigane rida: $column on veeru päis nii, nagu see failis on; $message
# üks err-row-* sõnumitest; $value lahtri sisu.
err-row = rida { $line }: veerg „{ $column }“: { $message } (väärtus `{ $value }`)
err-row-field-count = real on { $fields ->
        [one] { $fields } väli
       *[other] { $fields } välja
    }, aga päises on { $columns ->
        [one] { $columns } veerg
       *[other] { $columns } veergu
    }
# $character: err-char-control või err-char-direction.
err-row-forbidden-character = { $character } pole lubatud: see võib terminali juhtida või nime moonutada
err-char-control = U+{ $code } (juhtmärk)
err-char-direction = U+{ $code } (teksti suunda muutev märk)
err-row-id-required = ID on kohustuslik
# $first: esimese sama väärtusega rea number.
err-row-duplicate-id = korduv ID: see on ka real { $first }
err-row-player-required = mängija nimi on kohustuslik (kui ID-veergu pole, tehakse ID sellest)
# $character: tegelase nimi jutumärkides.
err-row-duplicate-player = korduv mängija ja tegelane { $character }: need on ka real { $first }
err-row-character-required = tegelase nimi on kohustuslik
# $reason: miks ühikute lugeja seda ei loe (ingliskeelne; siin ei näidata).
err-row-height-unreadable = pikkust ei saa lugeda: kirjuta nt 180, 180 cm või 1,80 m
err-row-height-not-length = `{ $unit }` pole pikkusühik
err-row-height-range = pikkus on 50 kuni 250 cm (või 0,5 kuni 2,5 m)
err-row-hit-points = elupunktid on täisarv 0 kuni 20

## Sildid, tagasilükkamislipikud ja turvisekaardid
err-not-approved = ülevaatus nr { $inspection } on { $verdict }, mitte heaks kiidetud: sellel pole silti
err-verdict-rejected = tagasi lükatud
err-verdict-referred = mängujuhile suunatud
err-approved = ülevaatus nr { $inspection } on heaks kiidetud: sellel pole tagasilükkamislipikut
# $cause: mis salvestatud JSON-is valesti on (ingliskeelne).
err-bad-findings = ülevaatus nr { $inspection }: salvestatud leide ei saa lugeda: { $cause }
err-no-award = tegelasel { $character } pole veel turvisehinnangut
err-unknown-event = selles andmebaasis pole sündmust koodiga { $code }

## Printimine ($pdf: PDF-fail, mis jääb igal juhul alles)
err-spool-no-spooler = prindijärjekorda pole: programmi `{ $program }` ei leitud (paigalda CUPS: cups ja cups-client); PDF-fail jääb alles: { $pdf }
err-spool-start = programmi `{ $program }` ei saa käivitada: { $error }; PDF-fail jääb alles: { $pdf }
# $status: prindijärjekorra lõpetamise olek; $stderr: mida see kirjutas.
err-spool-refused = prindijärjekord keeldus tööst ({ $status }): { $stderr }; PDF-fail jääb alles: { $pdf }
# $printers: err-spool-no-printers või err-spool-printers.
err-spool-no-such-printer = printerit nimega „{ $printer }“ pole ({ $printers }); PDF-fail jääb alles: { $pdf }
err-spool-no-printers = ühtegi printerit pole paigaldatud
err-spool-printers = printerid on: { $names }
err-spool-no-default-printer = printerit ei nimetatud ja Windowsil pole vaikeprinterit; PDF-fail jääb alles: { $pdf }
# $call: Windowsi funktsioon, mis ebaõnnestus; $message, $code: Windowsi sõnad ja number.
err-spool-windows = Windowsi prindijärjekord keeldus printeri „{ $printer }“ tööst: { $call } ebaõnnestus: { $message } (viga { $code }); PDF-fail jääb alles: { $pdf }
# $page, $paper: laius x kõrgus millimeetrites.
err-spool-does-not-fit = { $page } mm lehekülg ei mahu printeri „{ $printer }“ { $paper } mm paberile (vali printeri eelistustes lehekülje suurune paber); PDF-fail jääb alles: { $pdf }
err-spool-unreadable = PDF-faili ei saa printimiseks lugeda: { $reason }; PDF-fail jääb alles: { $pdf }
