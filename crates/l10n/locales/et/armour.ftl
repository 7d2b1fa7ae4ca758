## armour
# Turvisemäärangu read: iga tüki põhjendus ja määrangu märkused.
# $material, $requirement, $question, $class, $feat ja $clause on nimed ja
# laused reeglistikust (selle tõlkest, kui on); $measured ja $limit on
# kogused, nt „1,5 mm“; $pieces on tükkide numbrid.

awd-measure = { $measure ->
        [thickness] paksus
        [wire] traadi jämedus
       *[weave] punutis
    }
awd-part = { $part ->
        [helmet] kiiver
       *[body] kehaturvis
    }
# Ühendab klasside nimed: „kerge turvis ja raske turvis“.
awd-and = ja
# Ühendab klasside nimed „ei“ järel: „ei kerge turvis ega raske turvis“.
awd-nor = ega

awd-unsafe = kinnitatud, et EI OLE ohutu kandjale ja teistele mängijatele: ei anna midagi ({ $clause })
awd-unknown-slot-or-material = tundmatu koht või materjal: ei anna midagi
awd-refused = { $why } ({ $requirement }): tabelite järgi ei anna midagi
awd-fail-not-measured = { $measure } on mõõtmata
awd-fail-not-met = { $measure } { $measured } { $comparison ->
        [at-least] on alla nõutud { $limit }
        [more-than] ei ole üle { $limit }
        [at-most] ületab piiri { $limit }
       *[less-than] ei ole alla { $limit }
    }
awd-fail-weave-not-given = punutis on märkimata
awd-fail-weave-not = punutis „{ $weave }“ ei ole { $values }
awd-no-table = { $part }: materjalil „{ $material }“ pole punktitabelit: tabelite järgi ei anna midagi
awd-no-table-gm = { $part }: materjalil „{ $material }“ pole punktitabelit: tabelite järgi ei anna midagi; mängujuht võib otsustada, kõige rohkem { $max }
awd-table-not-measured = { $measure } on mõõtmata: ei anna midagi
awd-no-row = { $material }, { $measure } { $measured }: ükski tabeli rida seda ei kata, ei anna midagi
awd-scored = { $material }, { $measure } { $measured } ({ $range }): { $points } { $points ->
        [one] punkt
       *[other] punkti
    }{ $provisional ->
        [yes] { " (ajutine tabel)" }
       *[no] { "" }
    }
awd-qualifies = { $material }: { $classes }
awd-qualifies-for-none-one = { $material }: pole { $class }
awd-qualifies-for-none = { $material }: ei { $classes }
awd-incomplete = POOLELI: tüki { $pieces } ohutus on kinnitamata ({ $question }): vasta enne, kui määrang salvestatakse või trükitakse ({ $clause })
awd-provisional-table = ajutine: siin kasutatud punktitabel on Armoury asendus, mitte allikatekst (tabelid on kadunud); kinnita korraldajatega
awd-body = keha: { $combine ->
        [mean-round-up] keskmine (üles ümardatud)
        [max] parim
       *[sum] summa
    } väärtustest { $points } = { $value } ({ $clause })
awd-referred = SUUNATUD mängujuhile: tükk { $pieces } ei anna tabelite järgi midagi ja jääb keskmisest välja (Armoury tõlgendus); mängujuht võib selle asemel anda kõige rohkem { $max } kehaturvise punkti ({ $clause })
awd-gm-decided = kehaturvise punktid otsustas mängujuht { $by }: { $points }, tabelite järgi saadud { $tables } asemel
awd-gm-decided-because = kehaturvise punktid otsustas mängujuht { $by }: { $points } ({ $reason }), tabelite järgi saadud { $tables } asemel
awd-clamped = KÄRBITUD: sisestati { $entered }, lubatud on kõige rohkem { $max }: antakse { $awarded } ({ $clause })
awd-capped = kokku: keha { $body } + kiiver { $helmet } = { $sum }, piirang { $max } ({ $clause })
awd-feat-without-phys-rep = { $feat }: rekvisiit ei ole { $class }, seega oskus ei anna midagi ({ $clause })
awd-phys-rep-without-feat = rekvisiit vastab klassile { $class }, kuid tegelasel puudub oskus { $feat }
awd-feats-do-not-add = turvise oskused ei liitu: kehtib parim, { $feat }{ $provisional ->
        [yes] { " (ajutine: Armoury tõlgendus, allikas seda ei ütle)" }
       *[no] { "" }
    }
awd-provisional-classes = ajutine: materjalide { $materials } klassi määras Armoury, mitte allikas (kinnita korraldajatega)
awd-hits = { $feat }: +{ $hits } turvist igal tabamuskohal ({ $clause })

## Turvisekaart (armoury armour-card) sündmuse keeles.
awd-card-points = { $points } { $points ->
        [one] punkt
       *[other] punkti
    }{ $provisional ->
        [yes] { " (ajutine)" }
       *[no] { "" }
    }
awd-card-points-notes = Kehaturvis { $body } kehtib seal, kus seda kantakse; kiiver { $helmet } kaob viimasena. Taastub stsenaariumi alguses ja taaselustamisel.
awd-card-whole-character = Kogu tegelane
awd-card-hits = { $class }, { $hits } igal tabamuskohal{ $provisional ->
        [yes] { " (ajutine)" }
       *[no] { "" }
    }
awd-card-no-class = puudub
