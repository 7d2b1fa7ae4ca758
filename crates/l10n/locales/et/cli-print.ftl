# The command line: print (see cli.ftl).

## armoury tag
# $query: mis anti, faili tee.
prt-tag-is-a-file = { $query } on fail, mitte sildi number ega ülevaatuse ID: sildid tulevad salvestatud ülevaatustest. Salvesta ese esmalt käsuga `armoury check { $query } --record --character NAME` (heaks kiidetud ese saab sildi numbri), seejärel `armoury tag SERIAL`; sildi sisufaili prindib `armoury tag --content { $query }`

## tag, lammie, armour-card ja fail-slip
# $path: võtmefail.
prt-cannot-read-key-file = võtmefaili { $path } ei saa lugeda
# $env: keskkonnamuutuja (ARMOURY_EVENT_KEY).
prt-no-event-key = sündmuse võtit pole: anna --key-file FILE või määra { $env }
prt-several-events = need esemed kuuluvad mitmele sündmusele; prindi korraga ühe sündmuse omad
# $code: sündmuse kood; $env: keskkonnamuutuja (ARMOURY_EVENT_KEY).
prt-no-key-for-event = sündmuse { $code } võtit pole: anna --key-file FILE või määra { $env }
# $path: PDF-fail.
prt-cannot-write = faili { $path } ei saa kirjutada
# $note: küljendaja märkus (inglise keeles).
prt-note = märkus: { $note }
# $path: PDF-fail; $items ja $pages: arvud; $width ja $height: lehe
# mõõdud millimeetrites; $template: malli nimi.
prt-wrote = kirjutas faili { $path } ({ $items ->
        [one] { $items } ese
       *[other] { $items } eset
    } { $pages } leheküljel formaadis { $width } x { $height } mm, mall { $template })
# $reply: prinditeenuse vastus.
prt-sent = saadetud prinditeenusele: { $reply }

## armoury printers
prt-no-printers = ühtki printerit pole paigaldatud
# $name: printeri nimi.
prt-printer-default = { $name }  (vaikeprinter)

## armoury verify
# Mille kohta kood käib, allpool $covers.
prt-covers-tag = silt
prt-covers-lammie = esemekaart
prt-covers-armour-card = turvisekaart
prt-covers-fail-slip = puuduste leht
# $covers: üks neljast ülal; $id: sildi number, eseme, tegelase või
# ülevaatuse ID; $event: sündmuse kood.
prt-genuine = EHTNE: { $covers } { $id }, väljastatud sündmusel { $event }
# $note: millal võti kõrvale pandi (inglise keeles).
prt-old-key = VANA VÕTI: { $note }
# $item: mille kohta kood ütleb end käivat; $until: prt-valid-until või
# prt-no-end-date; $key: võtme number.
prt-code-says = kood ütleb: { $item }; { $until }; võti { $key }
# Nagu prt-code-says, lisaks $owner: kellele see kuulub.
prt-code-says-owner = kood ütleb: { $item }, omanik { $owner }; { $until }; võti { $key }
# $date: viimane kehtiv päev.
prt-valid-until = kehtib kuni { $date }
prt-no-end-date = lõppkuupäevata
# $serial: sisestatud number; $what: prt-tag-covers või prt-no-such-tag.
prt-bare-serial = { $serial } on sildi number, mitte allkirjastatud kood: iseenesest ei tõenda see midagi ({ $what })
prt-no-such-tag = selle numbriga silti pole siin väljastatud
# $kind: ese; $category: selle pikkuskategooria; $owner: prt-owner-player
# või nimi; $inspector: kes selle heaks kiitis; $date: millal; $until:
# kuupäev või sündmuse lõpp.
prt-tag-covers = ese: { $kind } ({ $category }), omanik { $owner }; heaks kiitis { $inspector } { $date }, kehtib kuni { $until }
# Nagu prt-tag-covers, lisaks $why: miks ese pole enam heaks kiidetud (inglise keeles).
prt-tag-covers-withdrawn = ese: { $kind } ({ $category }), omanik { $owner }; heaks kiitis { $inspector } { $date }, kehtib kuni { $until }; ENAM EI OLE HEAKS KIIDETUD: { $why }
# $inspection: ülevaatuse number; $verdict: outcome-rejected või
# outcome-referred; $kind: ese; $owner: prt-owner-player või nimi;
# $reasons: prt-reasons; $inspector: kes selle üle vaatas; $date: millal.
prt-fail-slip-covers = puuduste leht, ülevaatus #{ $inspection }: { $kind } ({ $verdict }), omanik { $owner }: { $reasons }; üle vaatas { $inspector } { $date }
# $count: mitu põhjust puuduste leht annab.
prt-reasons = { $count ->
        [one] { $count } põhjus
       *[other] { $count } põhjust
    }
# $owner: prt-owner-player või nimi.
prt-armour-card-covers = turvisekaart: { $owner }
# $character: tegelase nimi; $player: mängija oma.
prt-owner-player = { $character }, mängija { $player }
# $path: avaliku võtme fail.
prt-cannot-read-public-key = avaliku võtme faili { $path } ei saa lugeda
# $path: avaliku võtme fail.
prt-not-pem = { $path }: oodati PEM-vormingus võtit, mille prindib `armoury event public-key`
# $env: keskkonnamuutuja (ARMOURY_EVENT_KEY).
prt-no-key-to-check = pole võtit, millega kontrollida: anna --public-key FILE, --key-file FILE või määra { $env }
# $code: sündmuse kood, mida skannitud tekst nimetab.
prt-verify-no-event-key = sündmuse { $code } võtit pole: anna --public-key FILE (ARM2) või --key-file FILE (ARM1)
