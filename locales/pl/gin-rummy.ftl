# gin-rummy.ftl: zdania Gin Rummy (dobieranie, zrzuty, pukanie, wykładanie, zasady i
# opcje), każdy identyfikator z przedrostkiem gin-rummy-; zdania gospodarza są w host.ftl.
#
# Słowniczek: talia (zakryta), stos odrzuconych, karta odkryta, układ (trójka/czwórka tej
# samej wartości albo sekwens 3+ w kolorze), martwe karty i ich suma, pukanie (knock), gin
# (bez martwych kart), dokładanie (lay off), podcięcie (undercut), premia za rozdanie.

gin-rummy = Gin Rummy

## Dlaczego ruch jest odrzucony

gin-rummy-error-game-over = Gra się skończyła.
gin-rummy-error-hand-over = Rozdanie się skończyło.
gin-rummy-error-no-such-seat = Przy tym stole nie ma { $seat }.
gin-rummy-error-not-your-turn = Teraz ruch: { $seat }.
gin-rummy-error-stock-before-passes = W pierwszym ruchu z talii dobiera się dopiero, gdy obaj odrzucą kartę odkrytą.
gin-rummy-error-upcard-passed = Obaj odrzucili kartę odkrytą: nierozdający dobiera z talii.
gin-rummy-error-no-pass = Teraz nie ma czego odrzucać.
gin-rummy-error-already-drew = W tym ruchu już dobrano: zrzuć kartę albo zapukaj.
gin-rummy-error-draw-first = Najpierw dobierz, z talii albo ze stosu.
gin-rummy-error-no-draw-on-eleven = Przy jedenastu kartach pierwszy ruch to zrzut bez dobierania.
gin-rummy-error-not-held = Na ręce nie ma { $card }.
gin-rummy-error-just-taken = { $card } właśnie wzięto ze stosu: nie może od razu wrócić.
gin-rummy-error-not-a-meld = Układ { $index } nie jest ani trójką, ani sekwensem.
gin-rummy-error-meld-not-held = Układ { $index } ma { $card }, której nie ma na ręce.
gin-rummy-error-meld-twice = { $card } jest w dwóch układach (układ { $index }).
gin-rummy-error-knock-card-melded = { $card } to karta pukania: nie może być w układzie.
gin-rummy-error-count-over = Te układy zostawiają { $count } w martwych kartach: do pukania najwyżej 10.
gin-rummy-error-last-chance-stock = Przy ostatniej szansie można wziąć tylko zrzut, by zapukać.
gin-rummy-error-no-knock-possible = Wzięcie tego zrzutu nie pozwoliłoby zapukać.
gin-rummy-error-must-knock = Zrzut wzięto przy ostatniej szansie: zostaje tylko pukanie.
gin-rummy-error-no-knock-to-answer = Nikt nie zapukał: nie ma czego wykładać.
gin-rummy-error-spread-now = Po pukaniu przeciwnik może tylko wyłożyć karty.
gin-rummy-error-lay-off-not-held = Na ręce nie ma { $card } do dołożenia.
gin-rummy-error-lay-off-melded = { $card } jest w układzie: nie można jej też dołożyć.
gin-rummy-error-lay-off-fits-nothing = { $card } nie pasuje do żadnego układu pukającego.
gin-rummy-error-lay-off-after-gin = Do ginu nic się nie dokłada.

## Zakładanie stołu

gin-rummy-setup-seats = { $needed }, nie { $players }
gin-rummy-setup-return-discard = return_discard: last_chance wymaga last_chance: true
gin-rummy-options-error-unknown = Gin Rummy nie ma opcji „{ $key }”
gin-rummy-options-error-bad-value = „{ $value }” nie jest wartością { $key } (wartości: { $values })
gin-rummy-options-error-not-key-value = „{ $text }” to nie klucz=wartość
gin-rummy-replay-illegal = ruch { $index } odrzucony: { $error }

## Opcje stołu w poczekalni

gin-rummy-option-start = Rozdanie
gin-rummy-option-start-upcard = po 10 kart i karta odkryta
gin-rummy-option-start-eleven = 11 dla nierozdającego, bez karty odkrytej
gin-rummy-option-last_chance = Ostatnia szansa przy zrzucie przed martwym rozdaniem
gin-rummy-option-return_discard = Wzięty zrzut od razu z powrotem
gin-rummy-option-return_discard-never = nigdy
gin-rummy-option-return_discard-always = zawsze
gin-rummy-option-return_discard-last_chance = tylko przy ostatniej szansie
gin-rummy-option-gin_bonus = Premia za gin
gin-rummy-option-gin_bonus-20 = 20
gin-rummy-option-gin_bonus-25 = 25
gin-rummy-option-undercut_bonus = Premia za podcięcie
gin-rummy-option-undercut_bonus-10 = 10
gin-rummy-option-undercut_bonus-20 = 20
gin-rummy-option-undercut_bonus-25 = 25
gin-rummy-option-box_bonus = Premia za wygrane rozdanie
gin-rummy-option-box_bonus-20 = 20
gin-rummy-option-box_bonus-25 = 25
gin-rummy-option-shutout = Do zera
gin-rummy-option-shutout-double_bonus = premia za grę 200
gin-rummy-option-shutout-double_score = suma zwycięzcy podwojona

## Jak skończyło się rozdanie, pokazane ręce

gin-rummy-ending-knock = pukanie
gin-rummy-ending-gin = gin
gin-rummy-ending-undercut = podcięcie
gin-rummy-ending-dead = martwe rozdanie
gin-rummy-no-melds = brak układów

## Zasady w skrócie, strona po stronie (** oznacza to, co ważne)

gin-rummy-rules-brief-title = Gin Rummy w skrócie
gin-rummy-rules-brief = Dwóch graczy, talia 52 kart, po 10 kart. Twórz **układy**: 3 lub 4 karty tej samej wartości albo 3 lub więcej kolejnych kart w kolorze (as jest **niski**: A-2-3, nigdy D-K-A). Karty poza układami są **martwe**: asy 1, figury 10, reszta swoją wartość. Gra to rozdania do **100** punktów.
gin-rummy-rules-play-title = Rozgrywka
gin-rummy-rules-play = Po rozdaniu odkrywa się kartę. Nierozdający może ją wziąć albo odmówić, potem rozdający; gdy obaj odmówią, nierozdający dobiera z talii. W każdym ruchu **dobierz** wierzchnią kartę talii albo stosu, potem **zrzuć** jedną (nie tę właśnie wziętą ze stosu). Gdy po zrzucie w talii zostają 2 karty, rozdanie jest martwe: bez punktów, rozdaje ten sam gracz.
gin-rummy-rules-knock-title = Pukanie
gin-rummy-rules-knock = Po dobraniu, mając **10 lub mniej** w martwych kartach, możesz **zapukać**: połóż kartę zakrytą i pokaż układy. Bez martwych kart to **gin**. Przeciwnik pokazuje swoje układy i, poza ginem, **dokłada** karty do twoich (4. kartę trójki, karty przedłużające sekwens).
gin-rummy-rules-scoring-title = Punktacja
gin-rummy-rules-scoring = Mniej martwych kart niż przeciwnik: pukający dostaje różnicę. Inaczej to **podcięcie**: przeciwnik dostaje różnicę + 10. Gin daje 20 + martwe karty przeciwnika i nigdy nie jest podcięty. Kto pierwszy ma 100, wygrywa i dostaje **100** (200, gdy drugi nic nie zdobył); każdy dostaje **20 za wygrane rozdanie**.

## ribs play --game gin-rummy: gra w terminalu

gin-rummy-play-welcome = { $game } Ty (miejsce 1) przeciw { $other } (komputer, poziom { $level }), gra do 100 punktów.
gin-rummy-play-seed = Ziarno { $seed } (zagraj ponownie z --seed { $seed }).
gin-rummy-play-hand-dealt = ── Rozdanie { $number } · rozdaje: { $dealer } ──
gin-rummy-play-upcard = Karta odkryta: { $card }.
gin-rummy-play-no-upcard = Bez karty odkrytej: jedenaście kart dla nierozdającego.
gin-rummy-play-your-hand = Twoja ręka: { $melds } · martwe { $deadwood } ({ $count })
gin-rummy-play-passes = { $me ->
    [yes] Odmawiasz.
   *[no] { $who } odmawia.
}
gin-rummy-play-takes = { $me ->
    [yes] Bierzesz { $card }.
   *[no] { $who } bierze { $card }.
}
gin-rummy-play-draws = { $me ->
    [yes] Dobierasz z talii (zostało { $stock }).
   *[no] { $who } dobiera z talii (zostało { $stock }).
}
gin-rummy-play-you-drew = Dobrano { $card }.
gin-rummy-play-discards = { $me ->
    [yes] Zrzucasz { $card }.
   *[no] { $who } zrzuca { $card }.
}
gin-rummy-play-knocks = { $gin ->
    [yes] { $who } ma gin: { $melds }
   *[no] { $who } puka: { $melds } · martwe { $deadwood } ({ $count })
}
gin-rummy-play-spreads = { $who } wykłada: { $melds } · dokłada { $lay_offs } · martwe { $deadwood } ({ $count })
gin-rummy-play-scored = Rozdanie { $number }, { $ending }: { $who } dostaje { $points } (premia { $bonus }).
gin-rummy-play-dead = Rozdanie { $number } jest martwe: bez punktów, rozdaje ten sam gracz.
gin-rummy-play-points-of = { $who } { $points } (rozdania: { $hands })
gin-rummy-play-points = Punkty: { $line }
gin-rummy-play-game-over = { $who } wygrywa grę: premia za grę { $bonus }; sumy z premiami za rozdania: { $totals }; różnica { $margin }.
gin-rummy-play-status = Rozdanie { $number } · rozdaje { $dealer } · talia { $stock } · na stosie { $top }
gin-rummy-play-prompt-offer = Weź kartę odkrytą { $card } (take) albo odmów (pass)
gin-rummy-play-prompt-first-draw = Obaj odmówili: dobierz z talii (stock)
gin-rummy-play-prompt-draw = Dobierz z talii (stock) albo weź { $card } (take)
gin-rummy-play-prompt-last-chance = Ostatnia szansa: weź zrzut, by zapukać (take), albo odmów (pass)
gin-rummy-play-prompt-discard = Twój zrzut (karta, np. Qh)
gin-rummy-play-prompt-discard-or-knock = Twój zrzut albo pukanie kartą (knock Qh): najmniej { $count } w martwych kartach
gin-rummy-play-prompt-spread = Wyłóż układy i dołóż (spread)
gin-rummy-play-word-pass = pass
gin-rummy-play-word-stock = stock
gin-rummy-play-word-take = take
gin-rummy-play-word-knock = knock
gin-rummy-play-word-spread = spread
gin-rummy-play-words-pass = pass, p, odmów
gin-rummy-play-words-stock = stock, draw, d, dobierz
gin-rummy-play-words-take = take, weź
gin-rummy-play-words-knock = knock, gin, k, pukaj
gin-rummy-play-words-spread = spread, wyłóż
gin-rummy-play-not-an-action = „{ $text }” to nie ruch (stock, take, pass, karta np. Qh, knock Qh, spread)
gin-rummy-play-not-a-meld = „{ $text }” to nie układ: zapisz jego karty razem, np. 7h8h9h
gin-rummy-play-help =
    Polecenia:
      stock              dobierz wierzchnią kartę talii
      take               weź wierzchni zrzut (w pierwszym ruchu kartę odkrytą)
      pass               odmów karty odkrytej albo ostatniej szansy
      karta              zrzuć ją: Qh, 10s, ts, K♥ (wielkie lub małe litery)
      knock Qh           zapukaj tą kartą, z układami o najmniejszych martwych kartach
      spread             odpowiedz na pukanie: najlepsze układy i dokładki
      knock Qh 7h8h9h …  zapukaj z własnymi układami (karty układu pisane razem)
      spread 7h8h9h + 5s odpowiedz własnymi układami, dokładając karty po +
      hand               twoje karty, układy i martwe karty
      table              stan rozdania
      scores             dotychczasowe punkty
      hint               co zrobiłby normalny komputer
      rules              zasady w skrócie
      quit               odejdź od stołu
