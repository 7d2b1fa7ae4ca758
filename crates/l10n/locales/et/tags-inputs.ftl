## tags-inputs
# Sildimallide ja sisufailide tagasilükkamised (siltide kasti InputError)
# ning mall, mida ei leita või ei saa lugeda. Igaüks nimetab faili, rea,
# võtme ja väärtuse.

## Arvud ja mõõdud
# $min ja $max on lubatud vahemik; $margin on sildi veeris millimeetrites.
tpl-between = peab olema vahemikus { $min } kuni { $max }
tpl-between-margin = peab olema vahemikus { $min } kuni { $max } (sisu jätab { $margin } mm veerise)
tpl-between-qr = peab olema vahemikus { $min } kuni { $max } (väiksemad QR-koodid ei loe usaldusväärselt)
tpl-one-to-hundred = peab olema 1 kuni 100
tpl-label-height = anna kas height (stantsitud silt või kaart) või min_height ja max_height (pidev rull)
tpl-sheet-roll = pidevat rulli ei saa lehele paigutada
# $used on siltide vajatav ruum, $page lehe mõõt, mõlemad millimeetrites.
tpl-sheet-too-narrow = sildid vajavad { $used } mm, aga leht on { $page } mm lai
tpl-sheet-too-low = sildid vajavad { $used } mm, aga leht on { $page } mm kõrge

## Tekstid, väljad ja tingimused
# $kind on tag, lammie, armour-card või fail-slip; $fields ja $flags
# loetlevad, mis sellel liigil on; $character on keelatud märk jutumärkides.
tpl-translation-language = keelekood on kaks või kolm väiketähte (et, fi)
tpl-translation-no-such-text = ükski malli tekstiväli ei ütle seda
tpl-no-such-field = { $kind ->
        [tag] sildil
        [lammie] esemekaardil
        [armour-card] turvisekaardil
        [fail-slip] puuduste lehel
       *[other] liigil { $kind }
    } pole välja {"{"}{ $name }{"}"}; väljad on { $fields }, verify
tpl-no-such-flag = { $kind ->
        [tag] sildil
        [lammie] esemekaardil
        [armour-card] turvisekaardil
        [fail-slip] puuduste lehel
       *[other] liigil { $kind }
    } pole tunnust { $flag }; tunnused on { $flags }
tpl-no-photo = { $kind ->
        [tag] sildil
        [armour-card] turvisekaardil
        [fail-slip] puuduste lehel
       *[other] liigil { $kind }
    } pole oma fotot; fotot kannavad ainult esemekaardid
tpl-field-name-character = { $character } ei saa olla välja nimes (sõna-sõnalise looksulu jaoks kirjuta {"{{"})
tpl-brace-not-closed = '{"{"}' jääb sulgemata
tpl-empty-field-name = tühi välja nimi {"{}"}
tpl-brace-not-opened = '{"}"}' ilma avava '{"{"}'-ta (sõna-sõnalise looksulu jaoks kirjuta {"}}"})
tpl-when-flag = oodati tunnuse nime või !nimi

## Pildid
# $known loetleb kaasasolevaid pilte; $error on põhjus (inglise keeles,
# pildilugejalt või operatsioonisüsteemilt); $problem on printpdf'i hoiatus.
tpl-no-shipped-image = sellenimelist kaasasolevat pilti pole ({ $known })
tpl-shipped-builtin-only = kaasasolev mall võib kasutada ainult builtin: pilte
tpl-cannot-read-image = faili { $file } ei saa lugeda: { $error }
tpl-image-not-png = pole PNG-pilt, mida printpdf kasutada saab: { $error }
tpl-image-problem = printpdf'i hoiatus: { $problem }

## Mallid
# $name on küsitud mall; $known loetleb kaasasolevaid malle; $error on
# operatsioonisüsteemi põhjus.
tpl-not-found = malli { $name } pole: see pole kaasasolev mall ({ $known }) ega olemasolev fail
tpl-cannot-read = { $file }: ei saa lugeda: { $error }

## Sisufailid
# $value on tagasi lükatud ID või sündmuse kood jutumärkides; $max selle
# suurim pikkus; $unit on ühiku tähis; $dimension on length, weight või draw.
tpl-no-event-code = sündmuse koodi pole: lisa faili event_code või anna kood kogu failile
tpl-event-code-empty = sündmuse koodi { $value } ei saa allkirjastada: see on tühi
tpl-event-code-too-long = sündmuse koodi { $value } ei saa allkirjastada: see on pikem kui { $max } märki
tpl-event-code-characters = sündmuse koodi { $value } ei saa allkirjastada: lubatud on ainult A-Z, 0-9 ja '-'
tpl-id-empty = ID-d { $value } ei saa allkirjastada: see on tühi
tpl-id-too-long = ID-d { $value } ei saa allkirjastada: see on pikem kui { $max } märki
tpl-id-characters = ID-d { $value } ei saa allkirjastada: lubatud on ainult A-Z, 0-9, '-' ja '.'
tpl-not-a-unit-of = { $unit } pole { $dimension ->
        [length] pikkuse
        [weight] kaalu
        [draw] tõmbejõu
        [angle] nurga
        [energy] energia
        [area] pindala
       *[other] { $dimension }
    } ühik
tpl-more-than-zero = peab olema suurem kui null
