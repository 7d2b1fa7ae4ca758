# The station: check (see station.ftl).
# Paneel Kontroll: leia mängija, vali eseme liik, mõõda, otsusta.
# Liikide, mõõtude, materjalide ja kategooriate nimed, kinnituste küsimused
# ja leiud tulevad reeglistikust ja failist findings.ftl, mitte siit.

## Mängija leidmine
chk-player = Mängija
chk-player-hint = sisesta nimi (F3)
chk-no-player = mängija on valimata
chk-no-match = nimekirjas pole kedagi selle nimega: Enter pakub lisada ta kohapeal registreerujana
chk-pick-player-first = vali enne mängija (F3)

## Tühi nimekiri (esimene käivitus)
chk-roster-empty = Nimekiri on tühi
chk-roster-empty-import = Lohista sündmuse nimekirja CSV-fail sellesse aknasse või vajuta Ctrl+4: paneelil Nimekiri saab tegelasi importida või lisada.
chk-roster-empty-walk-in = Mängija, keda nimekirjas pole: sisesta nimi (mängija / tegelane), Enter, ja teine Enter lisab ta kohapeal registreerujana.
chk-roster-empty-demo = Tahad Armouryt lihtsalt proovida? Käivita `armoury --demo`: näidisnimekiri ning simuleeritud kaal ja nihik.

## Kohapeal registreerija: sisestatud nimi, keda nimekirjas pole
# $character on tegelase nimi, $player mängija nimi, nagu need sisestati.
chk-walk-in-offer = Kas lisada „{ $character }“ kohapeal registreerujana? Enter lisab ta nimekirja, Esc tühistab.
chk-walk-in-offer-player = Kas lisada „{ $character }“ (mängija { $player }) kohapeal registreerujana? Enter lisab ta nimekirja, Esc tühistab.

## Vorm
chk-start-hint = Eseme alustamiseks vajuta selle liigi numbriklahvi.
chk-materials = Materjalid
# Osa, millel materjali pole (mõõk ilma kattekihita).
chk-material-none = puudub
# $material on materjali nimi.
chk-material-forbidden = { $material } (keelatud)
chk-attestations = Kinnitused
chk-attest-all = F2: kõik vastab nõuetele

## Mõõtevälja olek
# Väärtus tuli kaalult või nihikult.
chk-captured = fikseeritud
# Seadme näit on näha, kuid pole veel võetud.
chk-live-unstable = näit · kõigub
chk-live-stable = näit · stabiilne
# $device on scale (kaal) või caliper (nihik).
chk-type-or-device = { $device ->
        [scale] sisesta või kaalu (F6)
       *[other] sisesta või mõõda nihikuga (F6)
    }
# Sisestatud tekst, mis pole väärtus. $text on tekst, nagu see sisestati.
chk-not-a-number = „{ $text }“ ei ole arv
# $unit nagu sisestatud; $known loetleb ühikute tähised (mm, cm, m, …).
chk-unknown-unit = tundmatu ühik „{ $unit }“ (tuntud: { $known })
# $unit on ühiku tähis; $dimension on length (pikkus), weight (kaal), draw
# (tõmbejõud), angle (nurk), energy (energia) või area (pindala).
chk-wrong-unit = „{ $unit }“ ei ole { $dimension ->
        [length] pikkuse
        [weight] kaalu
        [angle] nurga
        [energy] energia
        [area] pindala
       *[other] tõmbejõu
    } ühik
chk-not-positive = mõõt peab olema positiivne arv
# $max on kogus, nt „5 m“.
chk-implausible = ebausutavalt suur (üle { $max }): kontrolli ühikut

## Otsus
chk-verdict-approved = HEAKS KIIDETUD
chk-verdict-referred = MÄNGUJUHILE
chk-verdict-incomplete = POOLIK
chk-verdict-rejected = TAGASI LÜKATUD
chk-approved-why = Enter salvestab ja annab sildi
chk-referred-why = otsustab mängujuht: F8 – erand tema otsusega, F4 – lükka tagasi
# $count on puuduvate nõutud väärtuste arv.
chk-values-missing = { $count ->
        [one] puudub { $count } nõutud väärtus
       *[other] puudub { $count } nõutud väärtust
    }
# $count on täitmata reeglite arv.
chk-rules-fail = { $count ->
        [one] { $count } reegel pole täidetud
       *[other] { $count } reeglit pole täidetud
    } — F4 lükkab tagasi, F8 teeb erandi
chk-approve = Kiida heaks (Enter)
chk-reject = Lükka tagasi (F4)
chk-override = Erand (F8)
chk-override-reason = Erandi põhjus
chk-override-hint = miks seda eset tohib kasutada (Enter salvestab, Esc tühistab)
chk-override-needs-reason = erandiks on vaja põhjust
chk-provisional-verdict = See otsus põhineb ajutistel väärtustel (vt teateriba).

## Seade, mida väli vajab
# $device on scale (kaal) või caliper (nihik).
chk-device-not-connected = { $device ->
        [scale] kaal
       *[other] nihik
    } pole ühendatud (paneel Seadmed)
chk-no-device-field = pole enam ühtki välja, mida seade mõõdab

## Viimane otsus
chk-recording = salvestan…
# $last on chk-last-tag, chk-last-rejected või chk-recording.
chk-last = Viimati: { $last }
# Kuhu otsus läks: $id on ülevaatuse number.
chk-recorded-inspection = ülevaatus nr { $id }
# $count on serverit ootavate ülevaatuste arv kokku.
chk-recorded-waiting-count = ootab serverit (ootel kokku { $count }); Ctrl+P prindib, kui see on saadetud
chk-recorded-waiting = ootab serverit
chk-decision-approved = heaks kiidetud
chk-decision-rejected = tagasi lükatud
chk-decision-overridden = erandina lubatud
# $decision on üks kolmest ülalolevast; $kind on eseme liigi nimi,
# $character tegelase nimi, $tag sildi seerianumber; $recorded on
# chk-recorded-inspection, chk-recorded-waiting-count või chk-recorded-waiting.
chk-last-tag = { $decision }: { $kind } – { $character }, silt { $tag } ({ $recorded })
# $rules loetleb täitmata reeglite tunnused.
chk-last-rejected = tagasi lükatud: { $kind } – { $character }: { $rules } ({ $recorded })
# $serial on sildi seerianumber; $id puuduste lehe ülevaatuse number.
chk-reprint-tag = Prindi silt { $serial } uuesti (Ctrl+P)
chk-print-fail-slip = Prindi puuduste leht nr { $id } (Ctrl+P)

# Eseme foto (kontrollipaneel), kui sündmus teeb fotosid.
chk-photo = Foto
# $size: laius × kõrgus pikslites.
chk-photo-taken = tehtud ({ $size } pikslit)
chk-photo-required = vajalik heakskiitmiseks: F7 kaamera, F9 telefon või lohista foto aknasse
chk-photo-optional = soovi korral: F7 kaamera, F9 telefon või lohista foto aknasse
chk-photo-camera = Pildista (F7)
chk-photo-phone = Telefon (F9)
chk-photo-file = Vali foto…
chk-photo-file-hover = või lohista JPEG- või PNG-fail aknasse
chk-photo-remove = Eemalda foto
chk-photo-preview = kaamera (F7 pildistab)
chk-photo-scan = Skaneeri telefoniga, pildista ja saada: foto ilmub siia.
chk-photo-no-camera = Kaamerat pole valitud: vali see seadetes või kasuta telefoni (F9) või faili.
chk-photo-needed = See sündmus kiidab eseme heaks ainult koos fotoga: pildista enne (F7 kaamera, F9 telefon või lohista fail).
