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

## Olekuread
# Rida, mille `armoury sim` näitab iga tegelase kohta tema kirjeldamisel ja
# iga sündmuse järel.
# $class: warrior või healer. $condition: conscious, unconscious, dying või
# dead.
# $hp, $max_hp: elupunktid nüüd ja täie tervise juures; $armour: alles olevad
# turvisepunktid (keha ja kiiver kokku).
# $body, $body_awarded: kehaturvise punktid alles ja antud (0: kehaturvist
# pole); $on1 kuni $on5: kohad, mida see katab (torso, arms, hands, legs,
# feet selles järjekorras), ülejäänud none.
# $helmet, $helmet_awarded: kiivri punktid alles ja antud (none: kiivrit pole).
# $wounds: none, open, bound või reopened.
# $tended: yes või no; $carer: kes ravib (tühi, kui keegi ei ravi).
# $touches: tervendavaid puudutusi alles (none: pole Healer).
# $wakes_at, $dies_at, $kill_ends, $died_at: mänguaeg või none.
anc-state = { $name } ({ $class ->
        [healer] Healer
       *[warrior] Warrior
    }) { $condition ->
        [conscious] teadvusel
        [unconscious] teadvusetu
        [dying] suremas
       *[dead] surnud
    }, elupunktid { $hp }/{ $max_hp }, turvisepunktid { $armour }{ $body_awarded ->
        [0] { $helmet_awarded ->
                [none] {""}
               *[other] {" "}(kiiver { $helmet }/{ $helmet_awarded })
            }
       *[other] {" "}(kehaturvis { $body }/{ $body_awarded }: { $on1 ->
                [torso] torso
                [arms] käed
                [hands] labakäed
                [legs] jalad
                [feet] labajalad
               *[other] { $on1 }
            }{ $on2 ->
                [none] {""}
               *[other] , { $on2 ->
                    [torso] torso
                    [arms] käed
                    [hands] labakäed
                    [legs] jalad
                    [feet] labajalad
                   *[other] { $on2 }
                }
            }{ $on3 ->
                [none] {""}
               *[other] , { $on3 ->
                    [torso] torso
                    [arms] käed
                    [hands] labakäed
                    [legs] jalad
                    [feet] labajalad
                   *[other] { $on3 }
                }
            }{ $on4 ->
                [none] {""}
               *[other] , { $on4 ->
                    [torso] torso
                    [arms] käed
                    [hands] labakäed
                    [legs] jalad
                    [feet] labajalad
                   *[other] { $on4 }
                }
            }{ $on5 ->
                [none] {""}
               *[other] , { $on5 ->
                    [torso] torso
                    [arms] käed
                    [hands] labakäed
                    [legs] jalad
                    [feet] labajalad
                   *[other] { $on5 }
                }
            }{ $helmet_awarded ->
                [none] {""}
               *[other] ; kiiver { $helmet }/{ $helmet_awarded }
            })
    }, { $wounds ->
        [none] haavu pole
        [open] haavad sidumata
        [bound] haavad seotud
       *[reopened] haavad uuesti lahti
    }{ $tended ->
        [yes] {" "}(ravib { $carer })
       *[no] {""}
    }{ $touches ->
        [none] {""}
        [one] , alles { $touches } tervendav puudutus
       *[other] , alles { $touches } tervendavat puudutust
    }{ $wakes_at ->
        [none] {""}
       *[other] , tuleb teadvusele kell { $wakes_at }
    }{ $dies_at ->
        [none] {""}
       *[other] , sureb kell { $dies_at }
    }{ $kill_ends ->
        [none] {""}
       *[other] , tapmise loendus lõpeb kell { $kill_ends }
    }{ $died_at ->
        [none] {""}
       *[other] , suri kell { $died_at }
    }
