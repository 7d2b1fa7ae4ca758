## play-ancalagon
# Ancalagoni (ancalagon-2011) mängumootori märkused: mida `armoury sim`
# näitab iga sündmuse ja taimeri järel.
#
# $name: tegelane, kellest märkus räägib (nimi skriptist).
# $carer, $healer: teise tegelase nimi.
# $location: kuhu löök tabas: head, neck, crotch, torso, arms, hands, legs
# või feet (allpool valitakse neist eestikeelne sõna õiges käändes).
# $condition: unconscious, dying või dead.
# $class: warrior või healer (klassid on Healer ja Warrior nagu mujal).
# $kind: big-stone, siege-stone või siege-arrow ($missile on sama inglise
# keeles).
# $dies_at, $ends, $until: mänguaeg, nt 10:30 (minutid:sekundid).

## Elupunktid ja suremine
anc-new-wound = { $name }: uus haav: see pole seotud, elupunktid ei taastu enne sidumist
anc-loses-hit-points = { $name }: kaotab { $lost } elupunkti, alles jääb { $left }
anc-no-hit-points-to-lose = { $name }: elupunkte pole enam kaotada
anc-dying = { $name }: teadvusetu, 0 elupunkti, sureb: surnud kell { $dies_at }, kui keegi ei aita
anc-regains-consciousness = { $name }: tuleb teadvusele

## Löögid, kivid ja uimastamine
anc-strike-invalid = { $name }: löök { $location ->
        [head] pähe
        [neck] kaela
        [crotch] kubemesse
        [torso] torsosse
        [arms] kätte
        [hands] labakätte
        [legs] jalga
        [feet] labajalga
       *[other] { $location }
    } ei loe (võitluse ohutus: kael, pea ja kube): midagi ei kaota
anc-strike-body-armour = { $name }: löök kehaturvisele ({ $location ->
        [torso] torso
        [arms] käed
        [hands] labakäed
        [legs] jalad
        [feet] labajalad
       *[other] { $location }
    }): kaotab ühe kehaturvise punkti, alles jääb { $left }
anc-strike-helmet = { $name }: löök { $location ->
        [head] pähe
        [neck] kaela
        [crotch] kubemesse
        [torso] torsosse
        [arms] kätte
        [hands] labakätte
        [legs] jalga
        [feet] labajalga
       *[other] { $location }
    }: kaotab ühe kiivri turvisepunkti (kiiver kaitseb kogu keha, selle punktid kuluvad viimasena), alles jääb { $left }
anc-stone-on-shield = { $name }: { $kind ->
        [siege-stone] piiramismasina kivi
        [siege-arrow] piiramismasina nool
       *[big-stone] suur kivi
    } tabab kilpi: elupunkte ei kaota, 5 minutiks teadvusetu
# $points: mitu elupunkti suur kivi võtab.
anc-stone-on-body = { $name }: { $kind ->
        [siege-stone] piiramismasina kivi
        [siege-arrow] piiramismasina nool
       *[big-stone] suur kivi
    } võtab { $points } elupunkti, turvis ja kiiver ei kaitse
anc-knock-out-helmet = { $name }: uimastamine ebaõnnestub: sihtmärgil on kiiver
anc-knock-out-seen = { $name }: uimastamine ebaõnnestub: sihtmärk nägi ründajat
anc-knocked-out = { $name }: uimastatud: 5 minutiks teadvusetu
anc-already-dying = { $name }: juba teadvusetu ja sureb: muutust pole
anc-comes-round-at = { $name }: tuleb teadvusele kell { $until }

## Haavade sidumine
anc-no-wounds-to-bind = { $name }: pole haavu, mida siduda
anc-already-bound = { $name }: haavad on juba seotud
anc-bound = { $name }: haavad seotud: 1 elupunkt taastub 20 minutiga, kui ta ei pinguta (10 minutiga, kui teda ravitakse ja ta lamab liikumatult)
anc-unbind-healed = { $name }: side eemaldatud: haavad olid paranenud, midagi ei avane (sidet saab uuesti kasutada)
anc-unbind-no-bandage = { $name }: haavadel pole sidet, mida eemaldada
anc-reopen-unbound-dying = { $name }: side võetakse paranemata haavadelt: need avanevad uuesti enne, kui ükski elupunkt taastus: kaotab teadvuse
anc-reopen-unbound = { $name }: side võetakse paranemata haavadelt: need avanevad uuesti: elupunktid ei taastu enne uut sidumist
anc-reopen-strenuous-dying = { $name }: seotud haavad avanevad uuesti enne, kui ükski elupunkt taastus: kaotab teadvuse
anc-reopen-strenuous = { $name }: seotud haavad avanevad uuesti: elupunktid ei taastu enne uut sidumist
anc-strenuous-unconscious = { $name }: teadvusetu tegelane ei saa liikuda: midagi ei juhtu
anc-strenuous-stops-tending = { $name }: ei ole enam liikumatu: ravimine lõpeb

## Tapmine
anc-kill-refused = { $name }: keeldutud: tapmise loendust tehakse langenud (teadvusetu) keha kohal
anc-kill-running = { $name }: tapmise loendus juba käib (lõpeb kell { $ends })
anc-kill-starts = { $name }: tapmise loendus algab: surnud kell { $ends }, kui seda ei katkestata
anc-kill-count-interrupted = { $name }: tapmise loendus katkestatakse
anc-no-kill-count = { $name }: tapmise loendust ei käi
anc-stopp-trivial = { $name }: hüüdis võitluses tühise asja pärast STOPP: loetakse teadvusetuks (elupunkte 0)

## Taimerid
anc-killed = { $name }: tapmise loendus on lõppenud: surnud (Valhallasse)
anc-died = { $name }: on lamanud 10 minutit teadvusetult 0 elupunktiga: surnud (Valhallasse)
anc-wakes = { $name }: 5 minutit on möödas
# $hp: elupunktid nüüd; $max: täie tervise juures.
anc-regenerates = { $name }: seotud haavad annavad tagasi ühe elupunkti: nüüd { $hp }/{ $max }
anc-wounds-healed = { $name }: haavad on paranenud

## Puudutusega tervendamine
anc-touch-not-healer = { $name }: { $healer } on { $class ->
        [healer] Healer
       *[warrior] Warrior
    }-klassi tegelane, mitte Healer: puudutusega tervendada ei saa
anc-touch-healer-cannot = { $name }: { $healer } on { $condition ->
        [conscious] teadvusel
        [unconscious] teadvusetu
        [dying] suremas
       *[dead] surnud
    } ega saa tervendada
# $touches: mitu tervendavat puudutust on Healeril stsenaariumis.
anc-touch-used-up = { $name }: { $healer } on selle stsenaariumi kõik { $touches } tervendavat puudutust ära kasutanud: puudutusest keeldutud
anc-touch-dead = { $name }: surnut ei saa tervendada: puudutusest keeldutud (seda ei arvestata)
anc-touch-healed = { $name }: { $healer } tervendas puudutusega: kõik elupunktid on tagasi ({ $hp })
# $name: Healer ise.
anc-touches-left = { $name }: selles stsenaariumis on alles { $left ->
        [one] { $left } tervendav puudutus
       *[other] { $left } tervendavat puudutust
    }

## Ravimine
anc-tend-oneself = { $name }: iseennast ravida ei saa
anc-tend-carer-cannot = { $name }: { $carer } on { $condition ->
        [conscious] teadvusel
        [unconscious] teadvusetu
        [dying] suremas
       *[dead] surnud
    } ega saa kedagi ravida
# $most: mitut tegelast Healer korraga ravida võib.
anc-tend-healer-full = { $name }: { $carer } ravib juba { $most } tegelast: Healer ravib korraga kõige rohkem kahte
anc-tend-dead = { $name }: surnut ei saa ravida
anc-tend-no-wounds = { $name }: pole haavu, mida ravida
anc-stops-tending = { $name }: { $carer } lõpetab ravimise
anc-nobody-tending = { $name }: keegi ei ravinud
anc-tended = { $name }: { $carer } ravib teda, ta lamab liikumatult: seotud haavad paranevad kaks korda kiiremini
anc-tended-by-healer = { $name }: { $carer } ravib teda, ta lamab liikumatult: seotud haavad paranevad kaks korda kiiremini (Healer ei kanna relva, on kuni 1 m kaugusel ega tee muud)
anc-tended-unbound = { $name }: { $carer } ravib teda, ta lamab liikumatult: seotud haavad paranevad kaks korda kiiremini; haavad pole seotud, nii et elupunktid veel ei taastu
anc-tended-by-healer-unbound = { $name }: { $carer } ravib teda, ta lamab liikumatult: seotud haavad paranevad kaks korda kiiremini (Healer ei kanna relva, on kuni 1 m kaugusel ega tee muud); haavad pole seotud, nii et elupunktid veel ei taastu
anc-carer-strenuous = { $name }: { $carer } teeb midagi pingutavat: ravimine lõpeb
anc-carer-respawns = { $name }: { $carer } taaselustub: ravimine lõpeb
anc-carer-is = { $name }: { $carer } on { $condition ->
        [conscious] teadvusel
        [unconscious] teadvusetu
        [dying] suremas
       *[dead] surnud
    }: ravimine lõpeb
anc-tending-over = { $name }: ei vaja enam ravimist: { $carer } lõpetab

## Stseen
anc-dead-no-change = { $name }: on surnud: midagi ei muutu (Valhallasse; tagasi toob ainult taaselustamine)
anc-respawns = { $name }: taaselustub: elupunktid ja turvisepunktid on taastatud
anc-scenario-start = stsenaariumi algus: elupunktid, turvisepunktid ja tervendavad puudutused on taastatud
