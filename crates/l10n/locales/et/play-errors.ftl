## play-errors
# Mänguskriptide vead (`armoury sim`), tagasi lükatud hüüded (`armoury call`)
# ja rituaalid, mida ei saa hinnata (`armoury ritual`). Raami $error on selle
# vea sõnad, mida raam hoiab. Skripti sõnad (character, expect, hp=, by NAME,
# Five Oathsi hüüded ja efektide nimed) jäävad nii, nagu skriptis kirjutatakse.

pye-line = rida { $line }: { $error }
pye-mismatch = { $field }: oodati { $expected }, tegelikult { $actual }
pye-bad-value = { $field }={ $value }: { $error }
pye-unexpected = { $what }: ootamatu { $token }

## Skript
pye-script-unclosed-quote = jutumärk on sulgemata
pye-script-empty = skript on tühi (see peab algama reaga `system NAME`)
pye-script-missing-system = esimene rida peab olema `system NAME`, kuid on { $found }
pye-script-second-system = süsteemi võib nimetada ainult esimene rida
pye-script-nothing-at-time = sel ajal ei juhtu midagi
pye-script-empty-expect = `expect` vajab midagi, millega võrrelda
pye-script-time-goes-back = aeg { $time } on varasem kui eelmisel real ({ $previous })
pye-script-declaration-after-timed = kirjeldused peavad olema enne esimest ajaga rida (rida { $first_timed })

## Aeg
pye-bad-time = vigane aeg { $text }: { $error }
pye-time-want-clock = oodati MM:SS või HH:MM:SS
pye-time-want-span = oodati kestust, nt 30s või 5m
pye-time-decimals = pärast koma kõige rohkem kolm kohta
pye-time-minutes-below-60 = minuteid peab olema alla 60
pye-time-seconds-two-digits = sekundid peavad olema kahekohalised
pye-time-seconds-below-60 = sekundeid peab olema alla 60
pye-time-not-zero = kestus peab olema nullist pikem

## Ancalagon
pye-anc-unknown-declaration = tundmatu kirjeldus { $found }: kirjelda `character NAME ...`
pye-anc-character = tegelane { $name }: { $error }
pye-anc-unknown-event = tundmatu sündmus { $word } (tuntud: struck, big-stone, siege-stone, siege-arrow, knock-out, bind, unbind, tend, stop-tending, strenuous, heal-touch, kill, kill-stopped, stopp-trivial, respawn; või scenario-start)
pye-anc-needs = { $what }: vaja on { $error }
pye-anc-unknown-character = tegelast nimega { $name } pole (kirjeldatud: { $known })
pye-anc-duplicate-character = tegelane nimega { $name } on juba kirjeldatud
pye-anc-too-many-armour-points = body={ $body } helmet={ $helmet }: tegelasel ei saa kunagi olla üle { $max } turvisepunkti (lisa 2)
pye-anc-body-without-cover = body={ $body } vajab armoured=PLACES (torso, arms, legs): kehaturvis loeb ainult seal, kus seda kantakse
pye-anc-no-hit-points = hp=0: tegelasel on alguses vähemalt 1 elupunkt
pye-anc-empty-name = tegelane vajab nime
pye-anc-want-number = oodati täisarvu 0 kuni 255
pye-anc-reserved-name = reserveeritud sõna ei saa olla tegelase nimi
pye-anc-want-class = oodati warrior või healer
pye-anc-want-location = oodati head, neck, crotch, torso, arms või legs
pye-anc-want-condition = oodati conscious, unconscious, dying, dead või alive
pye-anc-want-key = oodati üht neist: hp, armour, body, helmet, wounds, touches, tended-by
pye-anc-needs-name = nime
pye-anc-needs-by = `by NAME`
pye-anc-needs-location = kehaosa (torso, arms, legs; head, neck, crotch ei loe)
pye-anc-needs-event = `NAME EVENT ...` või `scenario-start`
pye-anc-needs-character = tegelase nime
pye-anc-not-a-place = { $piece } pole koht, mida kehaturvis katab (torso, arms, legs või all)

## Five Oaths: skript
pye-fo-unknown = { $word } pole siin tuntud; oodati { $error }
pye-fo-want-declaration = `character` või `monster`
pye-fo-want-character-word = sworn, peacesworn või key=value
pye-fo-want-event = NAME hits|casts|calls|resists|executes|restrains|releases|searches|carries|drops|stops|cooperates|struggles|escapes ..., referee, combat või time-in
pye-fo-want-vigour-spent = oodati kulutatud Vigourit, täisarvu
pye-fo-reserved-word = see sõna on skriptides reserveeritud
pye-fo-not-an-effect = pole kataloogi efekt
pye-fo-want-number-from = oodati täisarvu vähemalt { $min }
pye-fo-want-armour = oodati none, arvu või { $known }
pye-fo-want-one-of = oodati üht neist: { $known }
pye-fo-form = oodati `{ $form }`
pye-fo-unknown-name = kedagi nimega { $name } pole kirjeldatud
pye-fo-duplicate-name = { $name } on kirjeldatud kaks korda
pye-fo-unknown-key = { $key } pole võti, mida see lause võtab
pye-fo-unknown-location = { $word } pole kehaosa (head, torso, left-arm, right-arm, left-leg, right-leg)
pye-fo-call = hüüe { $text }: { $error }
pye-fo-needs-location = hüüe { $text } vajab kehaosa (või Global)
pye-fo-mass-hits-caller = Mass-efekt tabab kõiki peale hüüdja: { $name } ei saa olla sihtmärk
pye-fo-several-targets = hüüe { $text } pole Mass: nimeta üks sihtmärk
pye-fo-blow-is-not-a-spell = hüüe { $text }: relvalöögil pole loitsusõnu; kasuta `casts`
pye-fo-execute-is-an-action = Execute järgneb 30 sekundile "Executing"-ut: kirjuta `NAME executes TARGET`
pye-fo-no-resist-feat = tegelasel { $name } pole vastupanuoskust efektile { $effect } (kirjelda resist="{ $effect } 10s")
pye-fo-resist = vastupanuoskus { $text }: { $error }
pye-fo-resist-bad-duration = kestus { $duration }: { $error }
pye-fo-resist-form = oodati EFFECT DURATION [COSTv]
pye-fo-resist-bad-cost = { $cost } pole Vigouri hind, nt 1v
pye-fo-resist-not-an-effect = { $name } pole efekt

## Five Oaths: hüüded
pye-call-empty = midagi ei hüütud
pye-call-incomplete-vocals = loitsusõnad peavad kõlama "I call upon the power of ... and cast <effect>": "and cast" puudub
pye-call-unknown-word = { $word } pole efekt, modifikaator, kategooria, kogus ega kestus
pye-call-no-effect = modifikaatorid vajavad efekti, mida muuta
pye-call-two-effects = ühes hüüdes üks mitte-Damage efekt: hüüti nii { $a } kui ka { $b }
pye-call-two-damages = Damage hüütakse üks kord: { $word } kordab seda
pye-call-repeated-modifier = { $m } on hüütud kaks korda
pye-call-two-categories = ainult üks sihtmärgi kategooria: { $a } ja { $b }
pye-call-never-with-damage = { $e } ei käi kunagi koos Damage'iga (ära hüüa sellega Single, Zero ega Damage)
pye-call-full-not-allowed = { $m } ei saa muuta efekti { $e } (Full käib ainult Healing ja Repair kohta)
pye-call-global-not-allowed = { $m } ei saa muuta efekti { $e } (Global käib Damage, Healing ja Repair kohta)
pye-call-modifier-not-allowed = { $m } ei saa muuta efekti { $e }
pye-call-missing-amount = { $e } vajab kogust ("{ $e } 1") või Full
pye-call-amount-with-full = Full { $e } taastab kõik: ära hüüa sellega kogust
pye-call-unexpected-number = arv { $n } ei kuulu ühelegi kogusega efektile
pye-call-duration-on-instant = { $e } on hetkeline: sellel pole kestust ({ $d })
pye-call-misplaced-duration = kestus { $d } peab järgnema ühele efektile, mille aega see määrab
pye-call-bad-duration = { $d } pole nullist pikem kestus
pye-call-missing-category = { $e } vajab kategooriat või liiki ("Undead { $e }")
pye-call-missing-effect = { $e } vajab efekti ("{ $e } ...")
pye-call-missing-group = { $e } vajab rühma ("{ $e } ...")
pye-call-missing-argument = { $e } vajab: { $what } ("{ $e } ...")
pye-call-mass-excluded = Mass ei saa muuta efekti { $e }: { $why }

## Five Oaths: rituaalid
pye-fo-ritual-too-many = { $count } osalejat: rituaalis on kõige rohkem { $max }, juht kaasa arvatud
pye-fo-ritual-duplicate = { $name } on kirjas kaks korda
pye-fo-ritual-target-participates = { $name } on Punishmenti sihtmärk ega saa osaleda
pye-fo-ritual-bad-range = lubatud kestus { $min }-{ $max } lõpeb enne, kui algab
