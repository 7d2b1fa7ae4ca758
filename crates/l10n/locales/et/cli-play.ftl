# The command line: play (see cli.ftl).
# armour, rules, call, sim, ritual ja devices. Mängumootorite laused
# (sim'i märkused, hüüde juhised, rituaali read) tulevad nende endi
# sõnumitest (play-five-oaths.ftl, play-ancalagon.ftl); reeglituuma või
# seadme muud sõnad (miks hüüe on vigane, seadme viga) tulevad nende ümber
# inglise keeles.

## armoury armour
ply-armour-header = { $file }: turvis — reeglistik { $ruleset } { $version }
# $character: tegelane, kelle turvisefail nimetab.
ply-armour-header-of = { $file }: tegelase { $character } turvis — reeglistik { $ruleset } { $version }
# Mida detail saab, kui ta midagi ei saa.
ply-armour-earned-none = ei midagi
# Detaili nimi enne selle põhjust.
ply-armour-piece-name = „{ $name }“:
# $mark: tühi või tühik ja provisional-mark.
ply-armour-points = turvisepunktid: keha { $body }{ $mark }, kiiver { $helmet }{ $mark }, kokku { $total }{ $mark }
ply-armour-class-none = ei kerge ega raske
ply-armour-feat-none = ükski ei kehti
ply-armour-qualifies-none = mitte midagi
# $class: saadud turviseklass (või ply-armour-class-none); $qualifies:
# klassid, milleks rekvisiit sobib; $feat: tegelase turviseoskus.
ply-armour-phys-rep = rekvisiit: { $class } (sobib klassiks: { $qualifies }); oskus: { $feat }
# $locations: „head 2, torso 2, …“.
ply-armour-hits = turvisepunktid kehaosade kaupa: { $locations }
# $flags: kehtivad ply-armour-flag-* sõnad komadega.
ply-armour-flags = tähised: { $flags }
ply-armour-flag-referred = MÄNGUJUHILE SUUNATUD
ply-armour-flag-gm-decided = MÄNGUJUHI OTSUS
ply-armour-flag-clamped = KÄRBITUD
ply-armour-flag-capped = ÜLEMPIIRIL
ply-armour-flag-provisional = AJUTINE
ply-armour-flag-incomplete = MITTETÄIELIK
ply-armour-note = märkus: { $note }
# $name: tegelase nimi; $character: tema tunnus.
ply-armour-recorded = salvestatud turvisehinnang nr { $id }: { $name } ({ $character }), sündmus { $event }
ply-armour-cannot-read = turvisefaili { $path } ei saa lugeda

## armoury rules
ply-rules-count = { $count ->
        [one] { $count } reegel
       *[other] { $count } reeglit
    }
ply-rules-kinds-count = { $count ->
        [one] { $count } liik
       *[other] { $count } liiki
    }
ply-rules-provisional-count = { $count ->
        [one] { $count } ajutine väärtus
       *[other] { $count } ajutist väärtust
    }
ply-rules-default = (vaikimisi)
# `rules list` rida. $default: tühi või tühik ja ply-rules-default;
# $rules: ply-rules-count; $note: tühi või koma, tühik ja
# ply-rules-provisional-count.
ply-rules-list-line = { $id }{ $default }  { $name } — versioon { $version }, { $rules }{ $note }
ply-rules-not-shipped = `{ $id }` pole Armouryga kaasas olev reeglistik (vt `armoury rules list`)
ply-rules-cannot-write = faili { $path } ei saa kirjutada
# $kinds, $rules, $provisional: ply-rules-kinds-count, -count, -provisional-count.
ply-rules-valid = korras: { $id } { $version } — { $kinds }, { $rules }, { $provisional }
# $language: reeglifaili keele tähis (en).
ply-rules-version = versioon { $version }, keel { $language }
ply-rules-version-effective = versioon { $version }, kehtib alates { $date }, keel { $language }
ply-rules-source = allikas: { $source }
# $lang: lang-name; $language: reeglifaili keele tähis.
ply-rules-untranslated = sellel reeglistikul pole tõlget { $lang } keelde: tekstid on nii, nagu reeglifail need kirjutab ({ $language })
# $note: tõlke enda märkus (kes tegi, kas see on üle vaadatud).
ply-rules-translation = tõlge: { $note }
# $missing: võtmed, mis tõlkest puuduvad (kinds.melee, clauses.…).
ply-rules-translation-missing = { $count ->
        [one] tõlkest puudub { $count } tekst, see on reeglifaili keeles ({ $language })
       *[other] tõlkest puudub { $count } teksti, need on reeglifaili keeles ({ $language })
    }: { $missing }
# $kinds: „melee (Lähivõitlusrelv), …“.
ply-rules-kinds = liigid: { $kinds }
# $set: kategooriate komplekti tunnus; $measure: mõõt, mille järgi.
ply-rules-categories = kategooriad `{ $set }` mõõdu „{ $measure }“ järgi ({ $clause }):
# Ajutise väärtuse märk nurksulgudes.
ply-rules-provisional = ajutine
ply-rules-rules = reeglid:
ply-rules-rule-kinds = liigid: { $kinds }; säte: { $clause }
ply-rules-provisional-values = AJUTISED VÄÄRTUSED (lähtetekstis neid pole; kinnita või asenda need):
ply-rules-interpretations = TÕLGENDUSED (Armoury lugemisviis seal, kus tekst vaikib või jätab asja lahtiseks; need pole teksti sõnad):
# $clause: säte, mida tõlgendus loeb.
ply-rules-interpretation = { $id }: { $text } [tõlgendab: { $clause }]
# $method: ply-rules-armour-points või -classes.
ply-rules-armour = turvis ({ $method }; { $clause }):
ply-rules-armour-points = punktid
ply-rules-armour-classes = klassid
ply-rules-armour-materials = materjalid: { $materials }
# $slot: kus detaili kantakse; $part: body (keha) või helmet (kiiver).
ply-rules-slot = { $slot } ({ $part })
ply-rules-slot-max = { $slot } ({ $part }, kõige rohkem { $max })
ply-rules-slots = kandekohad: { $slots }
ply-rules-body-mean = keha: detailide punktide keskmine, ülespoole ümardatud ({ $clause })
ply-rules-body-best = keha: parima detaili punktid ({ $clause })
ply-rules-body-sum = keha: detailide punktide summa ({ $clause })
ply-rules-total-cap = kokku kõige rohkem { $max } ({ $clause })
ply-rules-gm-cap = mängujuht otsustab, kõige rohkem { $max } ({ $clause })
ply-rules-locations = kehaosad: { $locations }
# $class: klassi tunnus; $name: selle nimi; $feat: oskus, mis selle annab;
# $hits: turvisepunktid igal kehaosal.
ply-rules-class = { $class } ({ $name }): oskus { $feat } annab +{ $hits } igale kehaosale; materjalid: { $materials }
# Mida jah/ei-reegel ootab.
ply-rules-yes = jah
ply-rules-no = ei
# $part: osa, mille materjali reegel kontrollib.
ply-rules-check-material = { $part }: materjal on lubatud
ply-rules-check-material-width = { $part }: laius on materjali lubatud piires
ply-rules-check-category = pikkus mahub mõnda kategooriasse
# Millal reegel kehtib: $flag on eseme jah/ei-küsimuse tunnus.
ply-rules-when = kui { $condition }
ply-rules-unless = erand, kui { $condition }
ply-rules-for = kategoorias { $category }
ply-rules-optional = valikuline
ply-rules-grants = annab võime { $capability }

## armoury call, sim ja ritual
ply-five-oaths-catalogue = Five Oathsi kataloogi laadimine
# $call: hüüe nii, nagu see sisestati, jutumärkides; $reason: miks see pole hüüe.
ply-call-invalid = vigane hüüe { $call }: { $reason }
ply-call-call = hüüe: { $call }
ply-call-delivery = edastus: { $delivery }
ply-call-blow = relvalöök
ply-call-spoken = öeldud hüüe
ply-call-instant = kohene loits
# $source: vägi, mille poole pöördutakse; $purpose: milleks loits on.
ply-call-spell = loits, väe allikas: { $source }
ply-call-spell-to = loits, väe allikas: { $source }, eesmärk: { $purpose }
# Mass on hüütav sõna.
ply-call-mass-all-around = Mass (kõik ümberringi)
ply-call-mass-arc = Mass (kaar ees)
ply-call-modifiers = täiendid: { $modifiers }
# $category: keda ainsana hüüe mõjutab.
ply-call-only = ainult: { $category }
# $damage: Zero, Single, arv või ply-call-damage-none.
ply-call-damage = kahju: { $damage }
ply-call-damage-none = puudub
# Mõju nime järel: kui kaua see kestab (10s, 5m).
ply-call-for = { $duration } jooksul
ply-call-effect = mõju: { $effect }
ply-call-target-must = sihtmärk peab:

ply-sim-read-stdin = skripti lugemine standardsisendist
ply-sim-cannot-read = skripti { $script } ei saa lugeda
# $system: skriptis antud nimi jutumärkides; $known: olemasolevad süsteemid.
ply-sim-unknown-system = { $script }: tundmatu süsteem { $system }; tuntud süsteemid: { $known }
# $count: kontrollitud ootused; $failed: mitu neist ei täitunud.
ply-sim-summary = { $count ->
        [one] { $count } ootus
       *[other] { $count } ootust
    }, neist { $failed } ei täitunud
ply-sim-writing-json = JSON-i kirjutamine
# $line: skripti rea number; $text: see rida.
ply-sim-line = rida { $line }: { $text }
ply-sim-timer = taimer: { $text }
ply-sim-expect-ok = rida { $line }: { $text }: korras
ply-sim-expect-failed = rida { $line }: { $text }: EI TÄITUNUD

# $participant: --leader või --participant väärtus jutumärkides.
ply-ritual-name-first = osaleja { $participant }: kõigepealt tuleb nimi
ply-ritual-bad-bonus = osaleja { $participant }: boonus { $bonus } pole täisarv
# $part: koolonijärgne sõna, mis pole ükski neist.
ply-ritual-bad-part = osaleja { $participant }: { $part } pole weeping, left ega bonus=N
# $effigy: --effigy väärtus jutumärkides.
ply-ritual-bad-effigy = kuju { $effigy }: punktid { $points } pole täisarv
ply-ritual-bad-allowed = --allowed { $range }: oodati MIN-MAX, nt 5m-15m
ply-ritual-score = punkte { $score }, raskus { $difficulty }
ply-ritual-fails = ebaõnnestub: { $failure }
ply-ritual-success = ÕNNESTUS
ply-ritual-failure = EBAÕNNESTUS

## armoury devices
ply-devices-ports = Pordid:
ply-devices-no-ports = (ei leitud; pseudoterminale ei loetleta, anna nende tee --port väärtuseks)
ply-devices-profiles = Profiilid (või --profile TEE.toml):
ply-devices-baud = { $baud } baudi
ply-devices-thread-ended = seadme lõim lõppes ootamatult
# $error: seadme enda sõnad.
ply-devices-frame-error = vigane kaader: { $error }
ply-devices-connected = ühendatud: { $port }
# $reason: seadme enda sõnad; $ms: millisekundid uue katseni.
ply-devices-disconnected = ühendus katkes: { $reason }
ply-devices-disconnected-retrying = ühendus katkes: { $reason } (uus katse { $ms } ms pärast)
ply-devices-asleep = kaal on välja lülitatud või unerežiimis (uus otsing { $ms } ms pärast)
ply-devices-command-failed = käsk { $command } ebaõnnestus: { $reason }
ply-devices-cannot-read = faili { $path } ei saa lugeda
# $family: protokollipere, mille järgi logi loeti.
ply-devices-readings = { $count ->
        [one] { $count } näit
       *[other] { $count } näitu
    } ({ $family })
# $profile: seadmeprofiili nimi; $port: pseudoterminali tee.
ply-devices-simulating = simuleerin seadet `{ $profile }`; loe seda käsuga: armoury devices read --port { $port } --profile { $profile } (peatamiseks Ctrl-C)
ply-devices-simulating-in-process = simuleerin seadet `{ $profile }` pordil { $port } selle protsessi sees (peatamiseks Ctrl-C)
ply-devices-stable = stabiilne
ply-devices-unstable = kõikuv
ply-devices-captured = <- võetud
# Mida seade näitab väärtuse asemel.
ply-devices-no-value = (väärtust pole)
ply-devices-overload = üle kaalupiiri
ply-devices-underload = alla nulli
ply-devices-busy = hõivatud
ply-devices-device-error = seadme viga { $code }
