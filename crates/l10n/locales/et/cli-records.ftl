# Käsurida: kirjed (vt cli.ftl).

## Nende käskude ühised sõnad
# $message: mis on valesti (rec-roster-unusual, rec-roster-group-excess…).
rec-warning = hoiatus: { $message }
rec-cannot-write = ei saa kirjutada faili { $file }

## armoury roster import|list|check
rec-roster-cannot-read = ei saa lugeda nimekirja faili { $file }
# --skip-bad abil välja jäetud rida. $problem: „line N: column …“
# (ingliskeelne, andmebaasi kihist).
rec-roster-skipped = jäeti vahele: { $file }:{ $problem }
# Sündmusele uued tegelased, muudetud, juba samamoodi salvestatud, välja jäetud read.
rec-roster-counts =
    { $new ->
        [one] { $new } uus
       *[other] { $new } uut
    }, { $updated } uuendatud, { $unchanged } muutmata, { $skipped } vahele jäetud
# $counts: rec-roster-counts.
rec-roster-imported = { $file }: imporditud sündmusesse { $event }: { $counts }
rec-roster-would-import = { $file }: imporditaks sündmusesse { $event }: { $counts }
# $encoding: windows-1257, UTF-16LE…; $why: üks rec-read-as-* sõnumitest;
# $names: esimeste tegelaste nimed loetud kujul, komadega eraldatud.
rec-roster-read-as = loetud kodeeringus { $encoding } ({ $why }); esimesed nimed: { $names }
rec-read-as-mark = nii ütleb faili baidijärjestuse märk (BOM)
rec-read-as-valid-utf8 = see on korrektne UTF-8
rec-read-as-not-utf8 = see pole UTF-8: sündmuse keele koodileht
rec-read-as-given = nagu paluti
# $column ja $value jutumärkides, $character ülakomades.
rec-roster-unusual = rida { $line }: veerg { $column }: väärtuses { $value } on märk { $character }, mis on nimes ebatavaline (kas fail loeti õiges kodeeringus?)
# Jaamas kohapeal lisatud tegelane, kelle rida leidus nimekirjas. $id:
# tegelase ID nimekirja failis.
rec-roster-merged = kohapeal lisatud { $character } ({ $player }) ühendati nimekirja kirjega, mille ID on { $id }
# $healers: grupi Healer-klassi tegelased; $members: grupi liikmed;
# $allowed: mitu Healerit need lubavad; $per: mitu liiget on vaja ühe Healeri kohta.
rec-roster-group-excess =
    grupis „{ $group }“ on { $healers ->
        [one] { $healers } Healer-klassi tegelane
       *[other] { $healers } Healer-klassi tegelast
    }, aga { $members }-liikmelisele grupile on lubatud { $allowed } (üks iga { $per } liikme kohta)
rec-roster-no-group-excess =
    { $healers ->
        [one] { $healers } Healer-klassi tegelane ei kuulu
       *[other] { $healers } Healer-klassi tegelast ei kuulu
    } ühtegi gruppi; Healer vajab vähemalt { $per }-liikmelist gruppi
# Elupunktid nimekirja loetelus.
rec-roster-hp = { $hp ->
        [one] { $hp } elupunkt
       *[other] { $hp } elupunkti
    }
rec-roster-listed = sündmuses { $event } on { $count ->
        [one] { $count } tegelane
       *[other] { $count } tegelast
    }
rec-roster-within-limit = sündmus { $event }: Healer-klassi tegelasi on kõigis gruppides lubatud piires

## armoury event
# $prefix: sildi numbri eesliide (AN26).
rec-event-created = loodud sündmus { $id } „{ $name }“ (sildid { $prefix }-000001...)
rec-event-created-in-use = loodud sündmus { $id } „{ $name }“ (sildid { $prefix }-000001...), nüüd kasutusel
rec-event-using = kasutusel on nüüd sündmus { $id } „{ $name }“
# $language: keele oma nimi (English, eesti).
rec-event-language-set = sündmuse { $event } prindikeel on nüüd { $language }
rec-event-photos-set = sündmus { $event } teeb nüüd fotosid: { $photos }
rec-event-new-referee-token = sündmuse { $event } uus kohtunikumärk: { $token }
rec-event-referees-logged-out = kõik kohtunikud on välja logitud; prindi uus kaart käsuga `armoury serve --card FILE.pdf`
rec-event-new-organiser-token = sündmuse { $event } uus korraldajamärk: { $token }
rec-event-old-organiser-address = vana korraldaja aadress lehte enam ei ava
# $id: seansi ID; $phone: telefoni antud nimi; $address: selle IP-aadress.
rec-event-signed-out = välja logitud: { $id } ({ $phone }, aadressilt { $address })
rec-event-no-sessions = sündmuse { $event } kohtunikulehele pole sisse logitud ühtegi telefoni
# $key: uue võtme number.
rec-event-key-rotated = sündmus { $event } allkirjastab nüüdsest võtmega { $key }; vanema võtmega allkirjastatud sildid annavad kontrollimisel sellest teada.
rec-event-share-new-key = jaga uut avalikku võtit (`armoury event public-key`) ja kirjuta sildikontrolli leht uuesti
rec-event-revoked = tühistatud silt { $serial } (sündmus { $event }): { $reason }
# $dir: kaust, kuhu kirjutati; $keys: lehe avalikud võtmed; $revoked:
# tühistatud sildid selle nimekirjas.
rec-event-verifier-written =
    sündmuse { $event } sildikontrolli leht kirjutati kausta { $dir }: { $keys ->
        [one] { $keys } avalik võti
       *[other] { $keys } avalikku võtit
    }, { $revoked ->
        [one] { $revoked } tühistatud silt
       *[other] { $revoked } tühistatud silti
    }
rec-event-verifier-put-at = pane kausta failid aadressile { $url }; nüüdsest prinditud sildid avavad selle. Kirjuta leht uuesti, kui tühistad sildi või vahetad võtme
rec-event-verifier-no-address = siltidel pole veel aadressi: anna --base-url URL (kus need failid asuma hakkavad), et telefoni kaamera avaks lehe
# Mis ebaõnnestus; järgneb operatsioonisüsteemi põhjus.
rec-event-making-dir = ei saa luua kausta { $dir }
rec-event-writing = ei saa kirjutada faili { $file }

## armoury db copy
# $address: andmebaasi fail või postgres:// server.
rec-db-opening-source = ei saa avada lähteandmebaasi { $address }
rec-db-opening-target = ei saa avada sihtandmebaasi { $address }
# $from, $to: andmebaasi failid või postgres:// serverid.
rec-db-copying = ei saa kopeerida sündmust { $event } andmebaasist { $from } andmebaasi { $to }
# $event: rec-db-event või rec-db-event-until.
rec-db-copied = sündmus { $event } kopeeriti andmebaasist { $from } andmebaasi { $to }
# Sündmus: selle nimi ja sildieesliide ning viimane päev.
rec-db-event = { $name } ({ $prefix })
rec-db-event-until = { $name } ({ $prefix }, kuni { $end })
# Tabeli ridade arvu järel.
rec-db-rows = rida
rec-db-both-sides = (mõlemal poolel)
rec-db-checksum = kontrollsumma
rec-db-took = aega kulus { $seconds } s

## armoury export
rec-export-wrote = sündmuse { $event } { $rows } rida kirjutati faili { $file }

## armoury report
rec-report-needs-file = PDF-aruanne vajab faili: lisa --out report.pdf (või --format csv|json, et väljastada standardväljundisse)
rec-report-cannot-make-pdf = aruande PDF-i ei saa koostada
# Mis kirjutati: rec-report-figures või rec-report-the-report.
rec-report-figures = näitajad
rec-report-the-report = aruanne ({ $pages } lk)
rec-report-wrote = sündmuse { $event } { $what } kirjutati faili { $file }

## armoury lookup
# $count: mitu tegelast sobib; $query: mida sisestati.
rec-lookup-ambiguous = viga: päringule `{ $query }` vastab { $count ->
        [one] { $count } tegelane
       *[other] { $count } tegelast
    }; sisesta nimest rohkem või ID:
# $count: loetlemata kandidaadid.
rec-lookup-more = ... ja veel { $count }
rec-lookup-nothing = sündmuses { $event } pole midagi, mis vastaks päringule `{ $query }`
rec-lookup-id = ID { $id }
rec-lookup-player = mängija { $player }
rec-lookup-group = grupp { $group }
rec-lookup-hp-unknown = ? (klassi pole reeglites)
# Kaardi sildid, ühte veergu joondatud.
rec-lookup-class = klass:
rec-lookup-hit-points = elupunktid:
rec-lookup-armour = turvis:
rec-lookup-armour-sum = keha { $body } + kiiver { $helmet } = { $total }
rec-lookup-provisional = AJUTINE
# $gm: mängujuht, kes kehapunktid otsustas.
rec-lookup-decided-by = otsustas { $gm }
rec-lookup-no-armour = pole salvestatud
rec-lookup-approved-items = heaks kiidetud esemed:
rec-lookup-none = pole
rec-lookup-item-name = „{ $name }“
rec-lookup-valid-until = kehtib kuni { $date }
rec-lookup-override = erandina heaks kiidetud: { $reason }
