# Sisendfailide tagasilükkamised: reegli-, eseme- ja turvisefailid (reeglite
# tuuma InputError). Igaüks nimetab faili, rea, võtme ja väärtuse.

## Viga tervikuna
# Tagasi lükatud sisendfail tervikuna: $place on fail ja rida
# (`rules.toml:12`) või ainult fail; $key on vigane võti (`rule x: limit`);
# $message ütleb, mis on valesti (üks allolevatest sõnumitest); $value on
# tagasi lükatud väärtus või rida nii, nagu see on kirjutatud.
inp-error = { $place }: { $key }: { $message } (kohas `{ $value }`)
inp-error-no-value = { $place }: { $key }: { $message }
inp-error-no-key = { $place }: { $message } (kohas `{ $value }`)
inp-error-no-key-no-value = { $place }: { $message }
inp-piece = tükk { $number }

## Esemefailid
# Esemefailid (armoury check ESE.toml). $known loetleb reeglistiku tunnuseid;
# $part on osa nimi reeglifailist; $max on kogus, nt „5 m“; $code on märgi
# kood (U+0007); $dimension on üks neist: length, weight, draw.
inp-item-needs-kind = esemefailis peab olema `kind`
inp-unknown-kind = tundmatu esemeliik (tuntud: { $known })
inp-expected-text = oodati teksti jutumärkides
inp-control-character = { $code } (juhtmärk) pole lubatud: see võib mõjutada terminali või varjata teksti tegelikku sisu
inp-direction-override = { $code } (kirjasuuna muutmise märk) pole lubatud: see võib mõjutada terminali või varjata teksti tegelikku sisu
inp-unknown-material-of-part = osal „{ $part }“ pole sellist materjali (tuntud: { $known })
inp-not-a-number = pole arv
inp-unit-measures-not = `{ $unit }` ei mõõda { $dimension ->
        [length] pikkust
        [weight] kaalu
        [draw] tõmbejõudu
        [angle] nurka
        [energy] energiat
        [area] pindala
       *[other] { $dimension }
    }
inp-given-twice = `{ $measure }` on antud kaks korda
inp-not-positive = mõõtmistulemus peab olema positiivne arv
inp-implausible = ebausutavalt suur (üle { $max }): kontrolli ühikut
inp-unexpected-value = siin ei saa sellist väärtust olla
inp-item-unknown-key = tundmatu võti; mõõdud: { $measures }; küsimused (true/false): { $flags }; materjalid (tekst): { $parts }

## Turvisefailid
# Turvisefailid (armoury armour FAIL.toml). $measure on üks neist: thickness,
# wire, weave; $slot on kandekoha nimi reeglifailist; $requirement on mõõtu
# nõudva nõude või tabeli tunnus; $hint on see, mida faili kirjutada.
inp-no-armour-section = sellel reeglistikul pole jaotist [armour]: see ei saa turvist hinnata
inp-positive-length = { $measure ->
        [thickness] paksus
        [wire] traadi jämedus
        [weave] punutis
       *[other] { $measure }
    } peab olema positiivne arv
inp-gm-points = turvisepunktid on täisarv, 0 või rohkem
inp-armour-no-pieces = turvisefailis peab olema vähemalt üks [[piece]]
inp-no-safety-question = see reeglistik ei küsi ohutuse kinnitust
inp-unknown-armour-material = tundmatu materjal (tuntud: { $known })
inp-piece-needs-slot = tükil peab olema kandekoht (`slot`)
inp-unknown-slot = tundmatu kandekoht (tuntud: { $known })
inp-slot-too-many = kandekohas „{ $slot }“ võib tegelasel olla kõige rohkem { $max ->
        [one] { $max } tükk
       *[other] { $max } tükki
    }: see on üks liiga palju
inp-body-piece-needs = materjalist { $material } kehaturvise tükil peab olema märgitud { $measure ->
        [thickness] paksus
        [wire] traadi jämedus
        [weave] punutis
       *[other] { $measure }
    } (`{ $hint }`), seda nõuab `{ $requirement }`
inp-helmet-piece-needs = materjalist { $material } kiivril peab olema märgitud { $measure ->
        [thickness] paksus
        [wire] traadi jämedus
        [weave] punutis
       *[other] { $measure }
    } (`{ $hint }`), seda nõuab `{ $requirement }`
inp-unknown-location = tundmatu kehaosa (tuntud: { $known })
inp-points-no-feats = see reeglistik annab punkte ainult turvise enda järgi: oskusi (feats) ei märgita
inp-no-gm-decision = selles reeglistikus ei otsusta mängujuht turvise üle
inp-gm-by = ütle, kes otsustas (mängujuhi nimi)
inp-gm-needs-body = mängujuht otsustab kehaturvise punktid: loetle kehaturvise tükid
inp-not-a-feat = pole turvise oskus (loetle ainult: { $known })

## Reeglifailid
# Reeglifailid (--rules FAIL.toml). Sõnad `graavistes` ja [nurksulgudes] on
# faili enda võtmed ja jäävad samaks. $dimension on üks neist: length, weight,
# draw.
inp-no-shipped-ruleset = Armouryga pole kaasas selle tunnusega reeglistikku (kaasas: { $known })
inp-id = reeglistiku tunnus koosneb väiketähtedest, numbritest ja märkidest `-` ja `.` ning algab tähe või numbriga
inp-effective-date = kehtivuse alguskuupäev kirjutatakse kujul AAAA-KK-PP
inp-unknown-unit = tundmatu ühik `{ $unit }` (tuntud: { $known })
inp-unit-does-not-measure = see ühik ei mõõda { $dimension ->
        [length] pikkust
        [weight] kaalu
        [draw] tõmbejõudu
        [angle] nurka
        [energy] energiat
        [area] pindala
       *[other] { $dimension }
    }
inp-material-name-empty = materjali nimi ei tohi olla tühi
inp-material-name-twice = seda nime kasutavad sama osa kaks materjali
inp-no-such-measure = jaotises [measures] pole sellist mõõtu
inp-no-such-category-set = jaotises [categories] pole sellist kategooriate komplekti
inp-kind-id = liigi tunnus koosneb väiketähtedest, numbritest ja märgist `-`
inp-interpretation-id = tõlgenduse tunnus on kordumatu ning koosneb väiketähtedest, numbritest ja märkidest `-` ja `.`
inp-duplicate-rule-id = reegli tunnus kordub
inp-rule-id = reegli tunnus koosneb väiketähtedest, numbritest ja märkidest `-` ja `.`
inp-rule-kinds = reegel peab kehtima vähemalt ühele liigile
inp-no-such-kind = jaotises [kinds] pole sellist liiki
inp-no-such-flag = jaotises [flags] pole sellist küsimust
inp-category-not-of-every-kind = see pole pikkuskategooria kõigil liikidel, millele reegel kehtib
inp-check-needs = kontroll `{ $check }` vajab välja `{ $field }`
inp-check-takes-no = kontroll `{ $check }` ei kasuta välja `{ $field }`
inp-no-such-part = jaotises [parts] pole sellist osa
inp-category-check-kinds = kategooria kontroll vajab liike, millel on `categories`
inp-capability-grants = võimet andev reegel ütleb, mida see annab (`grants`)
inp-only-capability-grants = midagi annab (`grants`) ainult reegel, millel on `effect = "capability"`
inp-no-such-category = sellist pikkuskategooriat pole

## Piirid ja vahemikud
# Piirid, vahemikud ja ajutised väärtused reeglifailis. $text on kogus nii,
# nagu see on kirjutatud („30 mm“).
inp-no-number = `{ $text }` ei alga arvuga
inp-no-unit = `{ $text }` on ühikuta (kirjuta nt `30 mm`)
inp-negative-limit = piir ei saa olla negatiivne
inp-formula-ends = valem lõpeb liiga vara (kirjuta nt `max(12 in, length / 3)`)
inp-formula-syntax = valemit ei saa lugeda alates kohast `{ $at }` (kirjuta nt `max(12 in, length / 3)`)
inp-formula-measure = `{ $measure }` ei ole mõõt jaotises [measures]
inp-formula-function = `{ $name }` ei ole funktsioon (kasuta min või max)
# $found, $expected: üks neist: number, length, weight, draw, angle, energy, area.
inp-formula-dimension = { $found ->
        [number] arv
        [length] pikkus
        [weight] kaal
        [draw] tõmbejõud
        [angle] nurk
        [energy] energia
       *[area] pindala
    } on antud kohas, kus on vaja { $expected ->
        [number] arvu
        [length] pikkust
        [weight] kaalu
        [draw] tõmbejõudu
        [angle] nurka
        [energy] energiat
       *[area] pindala
    }
inp-neighbour-kind = naaber peab olema teine liik jaotisest [kinds]
inp-provisional-needs-provenance = ajutisel väärtusel peab olema `provenance`, mis ütleb, kust see pärineb
inp-provenance-only-provisional = `provenance` on ainult ajutistel väärtustel
inp-one-bound-each = anna üks alumine piir (`from` või `above`) ja üks ülemine piir (`up_to` või `below`)
inp-lower-below-upper = alumine piir peab olema ülemisest väiksem
inp-overlaps-category = kattub kategooriaga `{ $category }`
inp-overlaps-band = kattub tabeli teise reaga

## Tõlked
# Reeglifaili [translations.KEEL] tabelid. $language on faili enda keeletähis
# (en).
inp-translation-language = tõlge on keeletähise all (`et`, `fi`), mis pole faili enda keel `{ $language }`
inp-translation-nothing-to-translate = reeglistikus pole selle nimega midagi, mida tõlkida
inp-translation-empty = tõlge ei tohi olla tühi
inp-translation-no-dual-wield = reeglistikus pole kahe relvaga võitlemise reeglit
inp-translation-no-armour = reeglistikus pole jaotist [armour]
inp-translation-no-safety = reeglistiku turvisereeglites pole ohutusküsimust
inp-translation-no-restore = reeglistiku turvisereeglid ei ütle midagi taastumisest

## Jaotis [armour]
# Reeglifaili [armour] jaotis. $method on points või classes; $table on tabeli
# tunnus.
inp-armour-method = tundmatu meetod (points, classes)
inp-method-takes-no = meetod `{ $method }` ei kasuta välja `{ $field }`
inp-no-such-class = [[armour.class]] all pole sellist klassi
inp-points-needs-body = meetod `points` vajab välja `body = { "{" } combine, clause { "}" }`
inp-armour-combine = tundmatu liitmisviis (mean-round-up, max, sum)
inp-duplicate-requirement-id = nõude tunnus kordub
inp-table-clash = läheb vastuollu tabeliga `{ $table }` (tunnused on kordumatud; iga osa ja materjali kohta üks tabel)
inp-dotted-id = tunnus koosneb väiketähtedest, numbritest ja märkidest `-` ja `.`
inp-armour-material-id = materjali tunnus koosneb väiketähtedest, numbritest ja märgist `-`
inp-armour-material-name = materjali nimi on tühi või kahe materjali kasutuses
inp-material-classes = materjalid loetlevad oma `classes` meetodi `classes` korral ja ainult siis
inp-no-armour-materials = loetle vähemalt üks materjal
inp-armour-part = tundmatu osa (body, helmet)
inp-points-needs-slots = meetod `points` vajab vähemalt üht kandekohta
inp-slot-id = kandekoha tunnus on kordumatu ning koosneb väiketähtedest, numbritest ja märgist `-`
inp-slot-max = kandekohta mahub vähemalt üks tükk
inp-requirement-materials = nimeta vähemalt üks materjal
inp-no-such-armour-material = armour.materials all pole selle tunnusega materjali
inp-piece-measure = tundmatu mõõt (thickness, wire, weave)
inp-limit-is-a-length = piir on siin pikkus
inp-comparison-takes = võrdlus vajab `measure = "thickness"` või `"wire"` ja `limit`, mitte `values`
inp-one-of-takes = `one-of` vajab `measure = "weave"` ja mittetühja loendit `values`, mitte `limit`
inp-table-measure = tabel on `thickness` või `wire` järgi
inp-table-bands = tabelis peab olema vähemalt üks rida
inp-classes-needs-locations = meetod `classes` vajab kehaosi (`locations`)
inp-locations-once = loetle iga kehaosa üks kord
inp-class-id = klassi tunnus on kordumatu ning koosneb väiketähtedest, numbritest ja märgist `-`
inp-feat-name = oskuse nimi on tühi või kahe klassi kasutuses
inp-classes-needs-class = meetod `classes` vajab vähemalt üht [[armour.class]]
inp-ruleset-without-armour = sellel reeglistikul pole jaotist [armour]
