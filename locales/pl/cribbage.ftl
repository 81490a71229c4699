# cribbage.ftl: własne zdania cribbage (crib, gra do 31, liczenie rąk, zapisywanie punktów,
# plansza, zasady i opcje), każdy identyfikator z przedrostkiem cribbage-.

cribbage = Cribbage
cribbage-players-needed = W cribbage gra od { $min } do { $max } graczy

## Za co są punkty

cribbage-why-fifteen = piętnaście
cribbage-why-pair = para
cribbage-why-pair-royal = trójka
cribbage-why-double-pair-royal = czwórka
cribbage-why-run = sekwens { $length }
cribbage-why-thirty-one = trzydzieści jeden
cribbage-why-go = go
cribbage-why-last-card = ostatnia karta
cribbage-why-his-heels = his heels (walet jako karta startowa)
cribbage-why-flush = kolor
cribbage-why-his-nobs = his nobs (walet w kolorze karty startowej)
cribbage-why-claim = deklaracja
cribbage-why-muggins = muggins
cribbage-side-a = Strona A
cribbage-side-b = Strona B
cribbage-pile-hand = ręka
cribbage-pile-crib = crib

## Opcje stołu

cribbage-option-target = Gra do
cribbage-option-target-121 = 121 punktów
cribbage-option-target-91 = 91 punktów
cribbage-option-target-61 = 61 punktów
cribbage-option-two_hand_deal = We dwoje każdy dostaje
cribbage-option-two_hand_deal-six = sześć kart
cribbage-option-two_hand_deal-five = pięć, dwie idą do cribu
cribbage-option-skunk = Wysoka przegrana
cribbage-option-skunk-none = nie kosztuje więcej
cribbage-option-skunk-skunk = skunk: podwójnie poniżej 91
cribbage-option-skunk-double_skunk = także podwójny skunk: poczwórnie poniżej 61
cribbage-option-skunk-lurch = lurch: podwójnie poniżej 61
cribbage-option-muggins = Muggins (deklarowanie własnych punktów)
cribbage-option-next_first_dealer = Pierwszy rozdający następnej gry
cribbage-option-next_first_dealer-loser = na lewo od zwycięzcy
cribbage-option-next_first_dealer-alternate = po kolei
cribbage-option-match_to = Punkty meczowe do zwycięstwa

## Odmowy, mówione graczowi, który próbował

cribbage-error-game-over = Mecz się skończył.
cribbage-error-hand-over = Rozdanie się skończyło.
cribbage-error-no-such-seat = Przy tym stole nie ma { $seat }.
cribbage-error-not-your-turn = Teraz kolej: { $seat }.
cribbage-error-already-discarded = Już odłożono twoje karty, a to jest ostateczne.
cribbage-error-still-discarding = Jeszcze nie wszyscy odłożyli karty do cribu.
cribbage-error-not-discarding = Crib jest pełny: nic więcej się nie odkłada.
cribbage-error-discard-count = Odłóż { $wanted ->
        [one] { $wanted } kartę
       *[other] { $wanted } karty
    }, nie { $given }.
cribbage-error-not-held = Nie masz { $card }.
cribbage-error-past-thirty-one = { $card } przekroczyłaby 31 (licznik: { $count }).
cribbage-error-card-fits = Nie możesz powiedzieć go: jedna z twoich kart mieści się w 31.
cribbage-error-still-playing = Gra jeszcze trwa: liczenie rąk jest potem.
cribbage-error-showing = Gra się skończyła: trwa liczenie rąk.
cribbage-error-no-muggins = Ten stół liczy sam (bez muggins): nie ma czego deklarować.
cribbage-error-claim-too-high = Ręka jest warta najwyżej 29, nie { $claim }.

## Te same odmowy o graczu, jak orzeka sędzia

cribbage-error-about = { $who }: { $error }
cribbage-error-about-not-your-turn = teraz kolej: { $seat }, nie { $who }
cribbage-error-about-already-discarded = { $who } już odłożył(a) karty (to ostateczne)
cribbage-error-about-discard-count = { $who } musi odłożyć { $wanted }, nie { $given }
cribbage-error-about-not-held = { $who } nie ma { $card }
cribbage-error-about-past-thirty-one = { $who } nie może zagrać { $card }: licznik { $count } przekroczyłby 31
cribbage-error-about-card-fits = { $who } nie może powiedzieć go: jedna karta mieści się w 31
cribbage-error-about-still-discarding = { $who } nie może grać, zanim wszyscy odłożą karty do cribu
cribbage-error-about-not-discarding = { $who } nie może już odkładać: crib jest pełny
cribbage-error-about-still-playing = { $who } nie może deklarować w trakcie gry
cribbage-error-about-showing = { $who } nie może zagrać: gra się skończyła, trwa liczenie rąk
cribbage-error-about-no-muggins = { $who } nie może deklarować: ten stół gra bez muggins

## Stół lub zapis, którego nie da się przygotować

cribbage-setup-seats = { $needed }, nie { $players }
cribbage-options-error-unknown = Cribbage nie ma opcji „{ $key }”
cribbage-options-error-bad-value = „{ $value }” nie jest wartością { $key } (wartości: { $values })
cribbage-options-error-not-key-value = „{ $text }” nie ma postaci klucz=wartość
cribbage-replay-illegal = akcja { $index } odrzucona: { $error }

## Zasady w skrócie

cribbage-rules-brief-title = Cribbage w skrócie
cribbage-rules-brief = Od { $min } do { $max } graczy: we dwoje lub troje każdy sam, we czworo dwie pary siedzące naprzeciw siebie. Talia 52 kart, **as jest niski**; J Q K liczą się za 10. Punkty **zapisuje się** od razu; pierwsza strona z **121** wygrywa grę, nawet w środku rozdania. Rozdawanie przechodzi w lewo.
cribbage-rules-crib-title = Rozdanie i crib
cribbage-rules-crib = We dwoje po 6 kart i 2 do odłożenia; we troje lub czworo po 5 i 1 do odłożenia (we troje jeszcze jedna karta idzie prosto do cribu). Wszyscy **odkładają jednocześnie i w tajemnicy** do **cribu**, dodatkowej ręki rozdającego. Potem odkrywa się **kartę startową**: walet daje rozdającemu 2 (**his heels**).
cribbage-rules-play-title = Gra
cribbage-rules-play = Od gracza na lewo od rozdającego każdy kładzie kartę i podaje **licznik**, nigdy powyżej **31**. 2 punkty za licznik **15**, 2 za **parę** (6 za trzy, 12 za cztery jednakowe pod rząd), długość **sekwensu** (w dowolnej kolejności), 2 za równe **31**. Kto nie może zagrać, mówi **go**; ostatnia zagrana karta daje 1 (**go** lub **ostatnia karta**), a licznik wraca do 0.
cribbage-rules-show-title = Liczenie rąk
cribbage-rules-show = Każdą rękę liczy się z kartą startową, od lewej strony rozdającego, jego rękę na końcu, potem **crib**: 2 za każdy zestaw kart dający **15**, 2 za każdą **parę**, każdy **sekwens**, 4 za **kolor** na ręce (5 z kartą startową; crib tylko z nią), 1 za **his nobs** (walet w kolorze karty startowej). Kto przegrywa poniżej 91, dostaje **skunka**: gra liczy się podwójnie.

## ribs play --game cribbage: mecz w terminalu

cribbage-play-welcome = { $game } Ty (miejsce 1) przeciw: { $others }.
cribbage-play-partners = Pary: { $a } przeciw { $b }.
cribbage-play-match = Gracze komputerowi na poziomie { $level }; każda gra do { $target }, mecz do { $match_to }.
cribbage-play-seed = Ziarno { $seed } (zagraj ponownie z --seed { $seed }).
cribbage-play-cut-for-deal = Losowanie rozdającego: { $cards }. { $me ->
        [yes] Ty rozdajesz pierwszy.
       *[other] Pierwszy rozdaje: { $dealer }.
    }
cribbage-play-game-began = ── Gra { $game } · pierwszy rozdający: { $dealer } ──
cribbage-play-hand-dealt = ── Rozdanie { $number } · rozdaje: { $dealer } ──
cribbage-play-your-hand = Twoja ręka: { $cards }
cribbage-play-discarded = { $who }: karty odłożone do cribu.
cribbage-play-laid-away = Odkładasz { $cards }.
cribbage-play-starter = Karta startowa: { $card }
cribbage-play-plays = { $me ->
        [yes] { $who } zagrywasz { $card }, licznik { $count }
       *[no] { $who }: { $card }, licznik { $count }
    }
cribbage-play-go = { $me ->
        [yes] { $who } mówisz go.
       *[no] { $who }: go.
    }
cribbage-play-reset = Licznik wraca do 0.
cribbage-play-pegged = { $who }: { $why } za { $points } ({ $side }: { $total })
cribbage-play-counted = { $who }, { $pile }: { $cards } z { $starter }, { $points }
cribbage-play-claimed = { $me ->
        [yes] { $who } deklarujesz { $claim }.
       *[no] { $who }: deklaracja { $claim }.
    }
cribbage-play-hand-over = Koniec rozdania. { $totals }
cribbage-play-game-over = { $side } wygrywa grę { $game }: { $totals }; stawka { $gained } (punkty meczowe: { $points })
cribbage-play-match-over = { $side } wygrywa mecz.
cribbage-play-status = Rozdanie { $number } · rozdaje { $dealer } · gra { $game } do { $target } · { $totals }
cribbage-play-count-line = Licznik { $count }: { $plays }
cribbage-play-laid-away-line = Odłożyli: { $who }
cribbage-play-prompt-discard = Odłóż do cribu { $n ->
        [one] { $n } kartę
       *[other] { $n } karty
    } (na przykład { $example })
cribbage-play-prompt-card = Twoja karta, licznik: { $count } (na przykład 5h)
cribbage-play-prompt-go = Żadna karta nie mieści się w 31: wpisz go
cribbage-play-prompt-claim = Zadeklaruj punkty: { $pile }, od 0 do 29
cribbage-play-words-go = go, g
cribbage-play-not-an-action = „{ $text }” to nie karta, nie go i nie deklaracja (karty jak Qh, 10s, K♥)
cribbage-play-scores = Punkty: { $line } · punkty meczowe: { $match }
cribbage-play-help =
    Polecenia:
      karty              odłóż je, potem zagrywaj po jednej: Qh, 10s, ts, K♥
      go                 gdy żadna karta nie mieści się w 31
      liczba             z muggins: zadeklaruj punkty swojej ręki (lub cribu)
      hand               twoje karty
      table              stan rozdania
      scores             dotychczasowe punkty
      hint               co zrobiłby normalny gracz komputerowy
      rules              zasady w skrócie
      quit               odejdź od stołu
