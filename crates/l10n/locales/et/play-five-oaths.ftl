## play-five-oaths
# Five Oathsi mängumootori laused (crates/rules/src/five_oaths): märkused
# käsus `armoury sim`, mida hüüde sihtmärk peab tegema (`armoury call`) ja
# rituaali punktiread (`armoury ritual`). Väärtused: nimed nii, nagu skript
# need kirjutab (nimesid ei käänata: „tegelase { $name }“); { $location } on
# skripti sõna kehaosa kohta (head, torso, left-arm, …); ajad 00:35, kestused
# 30s. Mõjude nimed ja mängijate hüüded (Single, Execute, No Effect, Time In)
# ning mängu mõisted Vigour ja Weeping jäävad nii, nagu reeglid ja kataloog
# need kirjutavad; reeglite tsitaadid on reeglite enda (inglise) sõnad.

## Aega võtvad tegevused (hukkamine, sidumine, vabastamine, läbiotsimine), vastupanu, kandmine
fo-refused-themselves = keeldutud: { $an } ei saa seda iseendale teha
fo-refused-busy = keeldutud: { $an } keskendub juba millelegi muule
fo-refused-cannot-concentrate = keeldutud: { $an } ei suuda keskenduda
fo-refused-restrained-execute = keeldutud: { $an } on seotud ega tohi lüüa (Execute on löök): „A restrained character may not strike, repair armour, cast Spells, or move faster than a slow walking pace“
fo-refused-restrained-release = keeldutud: { $an } on ise seotud: vabastama peab sidumata tegelane („an unrestrained character must spend 30s“)
fo-refused-already-restrained = keeldutud: { $tn } on juba seotud
fo-refused-target-resists = keeldutud: { $tn } osutab vastupanu (sihtmärk ei tohi vastu panna)
fo-refused-not-restrained = keeldutud: { $tn } pole seotud
fo-starts-executing = { $an } alustab tegelase { $target } hukkamist, kuni { $until } (hüüdes kõigile 10 m raadiuses kuuldavalt „Executing“)
# $action: executing (hukkamine), restraining (sidumine), releasing
# (vabastamine) või searching (läbiotsimine).
fo-starts = { $an } alustab tegelase { $target } { $action ->
        [executing] hukkamist
        [restraining] sidumist
        [releasing] vabastamist
       *[searching] läbiotsimist
    }, kuni { $until }
fo-execute-no-effect-dead = { $an } hüüab „Execute“: { $tn } vastab „No Effect“ (juba surnud)
fo-execute-no-effect-not-dying = { $an } hüüab „Execute“: { $tn } vastab „No Effect“ (ei ole suremas)
fo-execute-no-effect-resisting = { $an } hüüab „Execute“: { $tn } vastab „No Effect“ (osutab vastupanu)
fo-execute-dies = { $an } hüüab „Execute“: { $tn } sureb
fo-restrained = { $an } on tegelase { $tn } sidunud: { $tn } hoiab sidet, ei tohi lüüa, turvist parandada ega loitsida ega liikuda kiiremini kui aeglane kõnd
fo-restrain-fails = { $an } ei suuda tegelast { $tn } siduda: { $tn } osutas vastupanu
fo-releases = { $an } vabastab tegelase { $tn }
fo-searched = { $an } on tegelase { $tn } läbi otsinud: { $tn } nimetab kõik lammie'ga esemed, mängusisesed dokumendid, raha ja mängusisesed esemed ning annab üle, mida küsitakse
fo-searched-again = { $an } on tegelase { $tn } läbi otsinud: { $tn } nimetab kõik lammie'ga esemed, mängusisesed dokumendid, raha ja mängusisesed esemed ning annab üle, mida küsitakse; eelmine läbiotsimine oli { $at }
# $why: strikes (lööb), concentration (kaotab keskendumise), unconscious
# (kaotab teadvuse) või stops (lõpetab); $action nagu fo-starts.
fo-action-breaks = { $name } { $why ->
        [strikes] lööb
        [concentration] kaotab keskendumise
        [unconscious] kaotab teadvuse
       *[stops] lõpetab
    }: katkeb tegelase { $target } { $action ->
        [executing] hukkamine
        [restraining] sidumine
        [releasing] vabastamine
       *[searching] läbiotsimine
    } (pidi kestma kuni { $until })
fo-resists-action = { $name } osutab vastupanu: { $actor } katkestab tegelase { $target } { $action ->
        [executing] hukkamise
        [restraining] sidumise
        [releasing] vabastamise
       *[searching] läbiotsimise
    } (pidi kestma kuni { $until })
fo-stops-nothing = { $name } ei teinud midagi, mis aega võtab
fo-cooperates = { $name } otsustab mitte vastu panna
fo-cannot-struggle = { $name } ei saa praegu vastu panna (teadvuseta või Sleepi või Halti mõju all)
fo-struggles = { $name } osutab vastupanu
fo-escape-not-restrained = { $name } pole seotud
fo-escapes = { $name } kasutab oskust Escape Restraints ja on vaba
fo-refused-escape = keeldutud: tegelasel { $name } pole oskust Escape Restraints
fo-not-carrying = { $name } ei kandnud tegelast { $tname }
fo-puts-down = { $name } paneb tegelase { $tname } maha
fo-refused-carry-themselves = keeldutud: { $name } ei saa iseennast kanda
fo-refused-carry-no-state = keeldutud: { $name } pole seisundis, et kedagi kanda
fo-refused-carry-hands = keeldutud: tegelasel { $name } on vaja kaht vaba kätt
fo-refused-carry-resists = keeldutud: { $tname } ei lase end liigutada
fo-refused-carry-already = keeldutud: { $name } juba kannab tegelast { $tname }
fo-refused-carry-two = keeldutud: tegelast { $tname } tohib liigutada kõige rohkem kaks tegelast
fo-carry-two = { $one } ja { $two } kannavad tegelast { $tname } tavalise kõnnitempoga (mõlemad kandjad peavad suunas kokku leppima), teda puudutamata
fo-carry-one = { $carriers } kannab tegelast { $tname } aeglase kõnnitempoga, aeglaste kaalutletud sammudega, teda puudutamata

## armoury call: mida sihtmärk peab tegema
fo-instr-mass-all-around = Mass: seda saavad kõik hüüdjast kuni { $radius } m kaugusel, hüüdja ise välja arvatud.
fo-instr-mass-arc = Mass: seda saavad kõik hüüdja ees olevas kaares kuni { $radius } m kaugusel.
fo-instr-mass-feat = Massi peab sellele mõjule andma oskus või maagiline ese („The Mass Modifier can be added to many Effects, determined by Feats and magic items“).
fo-instr-instant = Kohene loits: reeglid nimetavad koheste loitsude seas Global Stop Bleedi ja Mindslashi; mõju { $effect } peab koheseks tegema oskus või maagiline ese.
fo-instr-only-blow = Mõju saavad ainult sihtmärgid, kes on { $category }. Kõik teised löödud saavad ainult kahju Single.
fo-instr-only = Mõju saavad ainult sihtmärgid, kes on { $category }. Teised seda ei saa (lähivõitluslöök teeb siiski kahju Single).
fo-instr-zero = Kahju Zero: pehmendatud löök, punkte ei kaota.
# $damage: Single või hüütud arv.
fo-instr-damage-global = Kahju { $damage } igale kuuele kehaosale: kaota kõigepealt turvisepunkte, siis kehapunkte (mitte alla -1).
fo-instr-damage = Kahju { $damage } löödud (või nimetatud) kehaosale: kaota kõigepealt turvisepunkte, siis kehapunkte (mitte alla -1).
# $head: mõju nii, nagu see hüüti (Global Heal 1); $text: kataloogi tekst
# sellest mõjust (inglise keeles).
fo-instr-effect-for-all = Mõju { $head }: { $text } Kestab { $duration }. Kõigile kuuele kehaosale.
fo-instr-effect-for = Mõju { $head }: { $text } Kestab { $duration }.
fo-instr-effect-for-default-all = Mõju { $head }: { $text } Kestab { $duration } (vaikimisi: kestust ei hüütud). Kõigile kuuele kehaosale.
fo-instr-effect-for-default = Mõju { $head }: { $text } Kestab { $duration } (vaikimisi: kestust ei hüütud).
fo-instr-effect-all = Mõju { $head }: { $text } Kõigile kuuele kehaosale.
fo-instr-effect = Mõju { $head }: { $text }

## Tegelase kirjeldamine
# $armour: turviseklassi nimi reeglistikust; $feat: oskus, mis seda lubab.
fo-armour-without-feat = { $name } kannab turvist „{ $armour }“ ilma oskuseta { $feat }: see ei anna turvisepunkte

## Hüüded sihtmärkideni, keeldumised, immuunsus, surmaloendus
fo-calls-mass = { $name } hüüab Mass: Massi mõjule { $effect } peab andma oskus või maagiline ese („The Mass Modifier can be added to many Effects, determined by Feats and magic items“)
fo-cannot-resist = { $name } ei saa mõjule { $effect } vastu panna: Vigour'it on alles { $left }, vaja on { $cost }
fo-resists = { $name } kulutab Vigour'it { $cost }: „No Effect“, immuunne mõju { $effect } vastu kuni { $until }
fo-immunity-ends-effect = Tegelase { $name } immuunsus lõpetab mõju { $effect }, mille all ta oli
# $forbids: strike (lüüa), cast (loitsida) või repair (turvist parandada).
fo-refused-restrained = keeldutud: { $name } on seotud ega tohi { $forbids ->
        [strike] lüüa
        [cast] loitsida
       *[repair] turvist parandada
    } („A restrained character may not strike, repair armour, cast Spells, or move faster than a slow walking pace“)
fo-refused-no-feat-none = keeldutud: { $name } ei saa tekitada mõju { $missing }: selleks on vaja oskust, mida tal pole (tema hüüded: puuduvad) („All characters in Five Oaths can generate the following Effects by default: Damage by weapon blow, Execute, Notice Bleed, and Repair on weapons, shields and non-armour items. All other Effects and the Repair Effect on armour require a Feat“)
fo-refused-no-feat = keeldutud: { $name } ei saa tekitada mõju { $missing }: selleks on vaja oskust, mida tal pole (tema hüüded: { $calls }) („All characters in Five Oaths can generate the following Effects by default: Damage by weapon blow, Execute, Notice Bleed, and Repair on weapons, shields and non-armour items. All other Effects and the Repair Effect on armour require a Feat“)
fo-refused-dead = keeldutud: { $name } on surnud
fo-refused-unconscious = keeldutud: { $name } on teadvuseta
fo-refused-one-per-second = keeldutud: { $name } tekitas mõju juba { $last } (üks mõju sekundis)
fo-refused-vigour = keeldutud: tegelasel { $name } on Vigour'it { $vigour }, vaja on { $cost }
fo-dead-nothing = { $who } on surnud: midagi ei juhtu
fo-not-category = { $who } pole { $category }: mõju teda ei taba
fo-not-category-blow = { $who } pole { $category }: löök teeb ainult kahju Single
fo-bane-armoured = Bane tegelase { $who } turvisega kaetud kehaosale { $location }: kahju 1
fo-bane-destroys = Bane hävitab tegelase { $who } turviseta kehaosa { $location } (keha { $before } -> { $floor })
fo-damage = { $who }, kehaosa { $location }: kahju { $amount }, turvis { $armour_before }->{ $armour }, keha { $body_before }->{ $body }
fo-charm-ends = Tegelase { $who } Charm lõpeb: selle allikas tegi talle kahju
fo-healing = { $who }, kehaosa { $location }: { $effect } +{ $gained } kehapunkti, nüüd { $value }
fo-repair = { $who }, kehaosa { $location }: { $effect } +{ $gained } turvisepunkti, nüüd { $value }
fo-cured = { $who } on mõjust { $ended } terveks ravitud
fo-cure-nothing = { $who } polnud mõju { $ended } all: Cure ei muuda midagi
fo-stops-bleeding = { $who }, kehaosa { $location }: veritsus lakkab (keha 0)
fo-answers = { $who } vastab „{ $answer }“
fo-under-effect = { $who } on mõju { $effect } all { $duration }, kuni { $until }
fo-keeps-following = { $who } järgib edasi mõju { $effect } (kõrgem prioriteet) kuni { $until }
# $text: kataloogi tekst mõjust (inglise keeles).
fo-takes-effect = { $who } saab mõju { $effect }: { $text }
fo-death-count-starts = { $name } veritseb: surmaloendus algab ({ $count }, kuni { $until })
fo-death-count-stops = { $name }: kõik kehaosad on 0 või üle selle, surmaloendus peatub pärast { $after }
fo-no-effect-immune = { $name }: „No Effect“ mõjule { $effect } (immuunne kuni { $until })
fo-no-effect-peacesworn = { $name }: „No Effect“ mõjule { $effect } (Peacesworn on Rampage'i vastu alati immuunsed)
fo-no-effect-rend = { $name }: „No Effect“ mõjule { $effect } (Rend teeb immuunseks Healingu vastu)
fo-unusable-vital = Tegelase { $who } kehaosa { $location } on kasutu: { $who } kaotab teadvuse
fo-unusable-arm = Tegelase { $who } kehaosa { $location } on kasutu: see ripub jõuetult ja pillab, mida hoiab
fo-unusable-leg = Tegelase { $who } kehaosa { $location } on kasutu: { $who } kukub pikali

## Taimerid, Time In, võitlus
fo-effect-over = { $name } pole enam mõju { $effect } all
fo-follows-again = { $name } järgib jälle mõju { $effect } kuni { $until }
fo-death-count-dies = { $name } sureb: surmaloendus ({ $count }) sai täis
fo-recovery = { $name }: taastumine pärast { $quiet } ilma mõju, löögi ja võitluseta: Healing 1 kehaosale { $location }
fo-time-in = Time In: kõigi Vigour on jälle täis
fo-combat = lähedal käib võitlus: { $names } (taastumine ootab)

## armoury ritual: punktiread ja miks rituaal ebaõnnestub
fo-ritual-leader-stayed = { $name } (juht) püsis ringis kogu rituaali vältel
fo-ritual-stayed = { $name } püsis ringis kogu rituaali vältel
fo-ritual-bonus = { $name }: oskuste boonus
fo-ritual-leader-left = { $name } (juht) lahkus ringist enne lõppu: punkte pole
fo-ritual-left = { $name } lahkus ringist enne lõppu: punkte pole
# $weeping: mitu osalejat on Weeping (juht kaasa arvatud).
fo-ritual-weeping-all = juht on Weeping ja kõik { $weeping ->
        [one] { $weeping } osaleja on
       *[other] { $weeping } osalejat on
    } Weeping: +1 igaühe eest
fo-ritual-weeping-not-all = juht on Weeping, kuid mitte kõik osalejad: Weepingu boonust pole
fo-ritual-weeping-penalty = juht pole Weeping, { $weeping ->
        [one] { $weeping } osaleja on
       *[other] { $weeping } osalejat on
    } Weeping: -1 igaühe eest
fo-ritual-effigy = kuju { $name } ohverdati
fo-ritual-effigy-invalid = kuju { $name } ei kehti sellel sündmusel: punkte pole
fo-ritual-punishment-target = { $target } on Punishment-rituaali sihtmärk: ei ole osaleja, punkte pole
fo-ritual-below-difficulty = punkte on { $score }, vähem kui raskus { $difficulty }
fo-ritual-duration = rituaal kestis { $duration }; see peab kestma { $min } kuni { $max }
fo-ritual-conditions = rituaali muud tingimused jäid täitmata

## armoury sim: tegelase seisund pärast iga sündmust
# Väärtused: $name, $category (või liik); iga kehaosa kehapunktid ($head,
# $torso, $left_arm, $right_arm, $left_leg, $right_leg) ja turvisepunktid
# ($head_armour, …: none, kui kehaosal pole turvist näidata; +2t on 2
# turvisepunkti); $vigour/$max_vigour; $counted, jooksva surmaloenduse
# sekundid (none); seisundid, yes või no: $dead, $unconscious, $dying
# (veritseb), $left_arm_useless, $right_arm_useless, $restrained,
# $unresisting, ja $fallen: no, cannot-stand või dragging (üks jalg
# kasutatav); $plan, mõjud, mida ta nüüdsest järgib, ja $other_effects,
# muud mõjud, mille all ta on, kumbki kujul „Lure 03:01–03:06, Rampage
# 03:06–03:10“ (none); $immune_to, mõjude nimed (none); $doing: executing,
# restraining, releasing, searching või none, koos $target ja $until.
# _en-lõpulised väärtused on tuuma ingliskeelsed tükid (siin ei kasutata).
fo-state = { $name } ({ $category }): head { $head }{ $head_armour ->
        [none] {""}
       *[other] +{ $head_armour }t
    } torso { $torso }{ $torso_armour ->
        [none] {""}
       *[other] +{ $torso_armour }t
    } left-arm { $left_arm }{ $left_arm_armour ->
        [none] {""}
       *[other] +{ $left_arm_armour }t
    } right-arm { $right_arm }{ $right_arm_armour ->
        [none] {""}
       *[other] +{ $right_arm_armour }t
    } left-leg { $left_leg }{ $left_leg_armour ->
        [none] {""}
       *[other] +{ $left_leg_armour }t
    } right-leg { $right_leg }{ $right_leg_armour ->
        [none] {""}
       *[other] +{ $right_leg_armour }t
    }; Vigour { $vigour }/{ $max_vigour }{ $counted ->
        [none] {""}
       *[other] ; surmaloendus { $counted }s
    }{ $dead ->
        [yes] ; surnud
       *[no] {""}
    }{ $unconscious ->
        [yes] ; teadvuseta
       *[no] {""}
    }{ $dying ->
        [yes] ; veritseb ja on suremas
       *[no] {""}
    }{ $left_arm_useless ->
        [yes] ; kehaosa left-arm on kasutu (pillas, mida hoidis)
       *[no] {""}
    }{ $right_arm_useless ->
        [yes] ; kehaosa right-arm on kasutu (pillas, mida hoidis)
       *[no] {""}
    }{ $fallen ->
        [cannot-stand] ; kukkunud, ei saa püsti tõusta
        [dragging] ; kukkunud (võib jalga järel lohistades vaevaga püsti tõusta)
       *[no] {""}
    }{ $restrained ->
        [yes] ; seotud
       *[no] {""}
    }{ $unresisting ->
        [yes] ; ei osuta vastupanu
       *[no] {""}
    }{ $plan ->
        [none] {""}
       *[other] ; järgib: { $plan }
    }{ $other_effects ->
        [none] {""}
       *[other] ; muud mõjud: { $other_effects }
    }{ $immune_to ->
        [none] {""}
       *[other] ; immuunne: { $immune_to }
    }{ $doing ->
        [executing] ; hukkab tegelast { $target } kuni { $until }
        [restraining] ; seob tegelast { $target } kuni { $until }
        [releasing] ; vabastab tegelast { $target } kuni { $until }
        [searching] ; otsib tegelast { $target } läbi kuni { $until }
       *[none] {""}
    }
