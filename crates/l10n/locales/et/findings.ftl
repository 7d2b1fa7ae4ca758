# Mida reegel leidis, igaüks ühel real. $measure, $part, $material, $question,
# $rule, $category on nimed ja laused reeglistikust (selle tõlkest, kui
# reeglistikul see on); $measured, $limit, $combined, $height on kogused,
# nt „22,5 mm“.
# $comparison on üks neist: at-least, more-than, at-most, less-than.

says-unknown-kind = „{ $kind }“ ei ole reeglistiku { $ruleset } esemeliik
says-needs-category = kategooria teadmiseks on vaja pikkust
says-not-answered = vastamata: { $question }
says-attested = { $rule }
says-not-attested = { $answer ->
        [yes] jah, { $question }
       *[no] ei, pole nii: { $question }
    } – { $rule }
says-not-measured = { $measure } on mõõtmata (peab olema { $comparison ->
        [at-least] vähemalt
        [more-than] üle
        [at-most] kuni
       *[less-than] alla
    } { $limit })
says-limit-needs = { $needed } on mõõtmata: sellest arvutatakse piir, mis kehtib mõõdule „{ $measure }“
says-condition-needs = { $needed } on mõõtmata: sellest sõltub, kas reegel kehtib
says-exempt = erand: { $measure } { $measured } { $comparison ->
        [at-least] on vähemalt { $limit }
        [more-than] on üle { $limit }
        [at-most] ei ületa { $limit }
       *[less-than] on alla { $limit }
    }
says-exempt-by-flag = erand: { $question }
says-meets = { $measure } { $measured } { $comparison ->
        [at-least] on vähemalt { $limit }
        [more-than] on üle { $limit }
        [at-most] ei ületa { $limit }
       *[less-than] on alla { $limit }
    }
says-provisional-not-met = { $measure } { $measured } jääb välja ajutisest piirist ({ $comparison ->
        [at-least] ≥
        [more-than] >
        [at-most] ≤
       *[less-than] <
    } { $limit }): otsustab mängujuht
says-not-met = { $measure } { $measured } { $comparison ->
        [at-least] on alla nõutud { $limit }
        [more-than] ei ole üle { $limit }
        [at-most] ületab piiri { $limit }
       *[less-than] ei ole alla { $limit }
    }
says-unknown-part = reeglistikus pole osa „{ $part }“
says-material-not-given = { $part }: materjal on märkimata
says-unknown-material = { $part }: „{ $written }“ ei ole teadaolev materjal
says-material-forbidden = { $part }: { $material } ei ole lubatud materjal
# $reason: reeglistiku põhjus, miks materjali üle otsustab mängujuht.
says-material-referred = { $reason }
says-material-allowed = { $part }: { $material } on lubatud materjal
says-no-width-limit = { $material }: laiuse piirangut pole
says-width-not-measured = { $part }: laius on mõõtmata (materjal { $material } tohib olla kuni { $limit })
says-width-within = { $part }, { $material }: { $measured } ei ületa { $limit }
says-width-exceeds = { $part }, { $material }: { $measured } on laiem kui { $limit }
says-no-categories = liigil „{ $kind }“ pole kategooriaid
says-length-not-measured = pikkus on mõõtmata
# $range: kategooria vahemik, allpool olevatest range-from ja range-to.
says-in-category = { $measured }: { $category } ({ $range })
says-in-category-unbounded = { $measured }: { $category }
says-outside-provisional-categories = { $measured } jääb välja kõigist ajutistest pikkuskategooriatest: otsustab mängujuht
says-outside-categories = { $measured } jääb välja kõigist pikkuskategooriatest
says-no-dual-wield = reeglistikus { $ruleset } pole kahe relvaga võitlemise reeglit: otsustab mängujuht
says-pair-needs-categories = mõlemal relval peab olema pikkuskategooria
says-pair-forbidden = { $a } ja { $b } ei tohi koos kasutada
says-pair-allowed = { $a } ja { $b } tohib koos kasutada
says-pair-needs-lengths = vaja on mõlema relva pikkust
says-combined-within = kogupikkus { $combined } ei ületa kandja pikkust { $height }
says-combined-exceeds = kogupikkus { $combined } ületab kandja pikkuse { $height }

# Pikkuskategooria vahemik: „alates 100 cm, alla 130 cm“, „üle 130 cm“.
# $inclusive on yes, kui otsaväärtus ise kuulub vahemikku.
range-from = { $inclusive ->
        [yes] alates
       *[no] üle
    } { $value }
range-to = { $inclusive ->
        [yes] kuni
       *[no] alla
    } { $value }
range-any = mis tahes
