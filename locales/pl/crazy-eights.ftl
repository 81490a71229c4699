# crazy-eights.ftl: zdania gry Crazy Eights (zagrania, dobieranie, ósemki, zasady i opcje),
# każdy id z crazy-eights- na początku. Słowniczek: talia do dobierania, stos kart odrzuconych,
# karta na wierzchu, kolor do dołożenia, dżoker (ósemka), pozbyć się kart, zablokowane rozdanie,
# punkty karne. Do gracza mówimy na ty.

crazy-eights = Crazy Eights
crazy-eights-players-needed = W Crazy Eights gra od { $min } do { $max } graczy

crazy-eights-suit-clubs = trefl
crazy-eights-suit-diamonds = karo
crazy-eights-suit-hearts = kier
crazy-eights-suit-spades = pik

crazy-eights-option-target = Suma punktów karnych kończąca mecz
crazy-eights-option-hand_size = Kart na gracza
crazy-eights-option-hand_size-standard = 7 we dwoje, 5 przy większej liczbie
crazy-eights-option-hand_size-3 = 3
crazy-eights-option-hand_size-4 = 4
crazy-eights-option-hand_size-5 = 5
crazy-eights-option-hand_size-6 = 6
crazy-eights-option-hand_size-7 = 7
crazy-eights-option-hand_size-8 = 8
crazy-eights-option-hand_size-9 = 9
crazy-eights-option-hand_size-10 = 10
crazy-eights-option-drawing = Dobieranie
crazy-eights-option-drawing-one = jedna karta, koniec ruchu
crazy-eights-option-drawing-play_drawn = jedna karta, można ją zagrać
crazy-eights-option-drawing-limit = do limitu, potem zagraj lub pasuj
crazy-eights-option-drawing-until_play = dobieraj, aż zagrasz
crazy-eights-option-draw_limit = Najwięcej dobrań na ruch (z limitem)
crazy-eights-option-must_play = Zagraj, jeśli możesz
crazy-eights-option-reshuffle = Przetasuj odrzucone, gdy talia się skończy
crazy-eights-option-last_card = Zapowiedź „ostatnia karta”
crazy-eights-option-last_card_penalty = Karty karne za brak zapowiedzi
crazy-eights-option-wild_rank = Dżoker
crazy-eights-option-wild_rank-8 = ósemki
crazy-eights-option-wild_rank-J = walety
crazy-eights-option-wild_rank-A = asy
crazy-eights-option-wild_play = Zagrywanie dżokera
crazy-eights-option-wild_play-any = na wszystko, wybiera kolor
crazy-eights-option-wild_play-matching = tylko pasujący, wybiera kolor
crazy-eights-option-wild_play-no_change = na wszystko, bez wyboru koloru
crazy-eights-option-wild_play-change_if_matching = na wszystko, kolor tylko, gdy pasował
crazy-eights-option-skip = Karta stopu
crazy-eights-option-skip-off = brak
crazy-eights-option-skip-2 = dwójki
crazy-eights-option-skip-3 = trójki
crazy-eights-option-skip-4 = czwórki
crazy-eights-option-skip-5 = piątki
crazy-eights-option-skip-6 = szóstki
crazy-eights-option-skip-7 = siódemki
crazy-eights-option-skip-8 = ósemki
crazy-eights-option-skip-9 = dziewiątki
crazy-eights-option-skip-10 = dziesiątki
crazy-eights-option-skip-J = walety
crazy-eights-option-skip-Q = damy
crazy-eights-option-skip-K = króle
crazy-eights-option-skip-A = asy
crazy-eights-option-reverse = Karta zmiany kierunku
crazy-eights-option-reverse-off = brak
crazy-eights-option-reverse-2 = dwójki
crazy-eights-option-reverse-3 = trójki
crazy-eights-option-reverse-4 = czwórki
crazy-eights-option-reverse-5 = piątki
crazy-eights-option-reverse-6 = szóstki
crazy-eights-option-reverse-7 = siódemki
crazy-eights-option-reverse-8 = ósemki
crazy-eights-option-reverse-9 = dziewiątki
crazy-eights-option-reverse-10 = dziesiątki
crazy-eights-option-reverse-J = walety
crazy-eights-option-reverse-Q = damy
crazy-eights-option-reverse-K = króle
crazy-eights-option-reverse-A = asy
crazy-eights-option-draw_two = Dwójki: następny dobiera dwie

crazy-eights-error-game-over = Mecz się skończył.
crazy-eights-error-no-such-seat = Przy tym stole nie ma { $seat }.
crazy-eights-error-not-your-turn = Teraz ruch: { $seat }.
crazy-eights-error-not-held = Nie masz { $card }.
crazy-eights-error-not-matching = { $card } nie pasuje: dołóż kolor ({ $suit }) albo figurę { $top }.
crazy-eights-error-suit-due = Najpierw wybierz kolor dla dżokera.
crazy-eights-error-no-suit-due = Teraz nie wybiera się koloru.
crazy-eights-error-draw-or-two = { $count ->
        [one] Dobierz kartę albo zagraj dwójkę.
        [few] Dobierz { $count } karty albo zagraj dwójkę.
       *[other] Dobierz { $count } kart albo zagraj dwójkę.
    }
crazy-eights-error-only-drawn = Po dobraniu możesz zagrać tylko { $card }, dobraną kartę, albo spasować.
crazy-eights-error-stock-empty = Talia jest pusta: zagraj albo pasuj.
crazy-eights-error-draw-limit = { $count ->
        [one] W jednym ruchu możesz dobrać tylko jedną kartę.
        [few] W jednym ruchu możesz dobrać najwyżej { $count } karty.
       *[other] W jednym ruchu możesz dobrać najwyżej { $count } kart.
    }
crazy-eights-error-must-play = Jedna z twoich kart pasuje, a trzeba grać, gdy się da.
crazy-eights-error-must-draw = W talii są jeszcze karty: dobierz przed pasem.
crazy-eights-error-no-last-card = „Ostatnią kartę” zapowiada się tylko zagraniem, po którym zostaje ci jedna karta.

crazy-eights-error-about = { $who }: { $error }
crazy-eights-error-about-hand-over = rozdanie się skończyło: { $who } nie może już grać
crazy-eights-error-about-not-your-turn = teraz ruch: { $seat }, nie { $who }
crazy-eights-error-about-not-held = { $who } nie ma { $card }
crazy-eights-error-about-not-matching = { $who } nie może zagrać { $card }: nie pasuje ani kolor ({ $suit }), ani figura { $top }
crazy-eights-error-about-suit-due = { $who } musi wybrać kolor
crazy-eights-error-about-no-suit-due = { $who } nie ma koloru do wybrania
crazy-eights-error-about-draw-or-two = { $count ->
        [one] { $who } musi dobrać kartę albo zagrać dwójkę
        [few] { $who } musi dobrać { $count } karty albo zagrać dwójkę
       *[other] { $who } musi dobrać { $count } kart albo zagrać dwójkę
    }
crazy-eights-error-about-only-drawn = { $who } może zagrać tylko { $card }, właśnie dobraną kartę, albo spasować
crazy-eights-error-about-stock-empty = { $who } nie może dobrać: talia jest pusta
crazy-eights-error-about-draw-limit = { $count ->
        [one] { $who } może w tym ruchu dobrać tylko jedną kartę
        [few] { $who } może w tym ruchu dobrać najwyżej { $count } karty
       *[other] { $who } może w tym ruchu dobrać najwyżej { $count } kart
    }
crazy-eights-error-about-must-play = { $who } ma pasującą kartę i musi ją zagrać (must_play)
crazy-eights-error-about-must-draw = { $who } musi dobrać przed pasem: w talii są karty
crazy-eights-error-about-no-last-card = { $who } zapowiada „ostatnią kartę” tylko zagraniem, po którym zostaje jedna karta, i tylko przy tej zasadzie

crazy-eights-setup-seats = { $needed }, nie { $players }
crazy-eights-setup-hand-size = nie da się rozdać po { $size } kart { $players } graczom i odkryć karty
crazy-eights-options-error-unknown = Crazy Eights nie ma opcji „{ $key }”
crazy-eights-options-error-bad-value = „{ $value }” nie jest wartością { $key } (wartości: { $values })
crazy-eights-options-error-not-key-value = „{ $text }” to nie klucz=wartość
crazy-eights-options-error-same-rank = { $key } nie może być { $rank }: { $other } już daje tej figurze moc
crazy-eights-replay-illegal = ruch { $index } odrzucony: { $error }

crazy-eights-rules-brief-title = Crazy Eights w skrócie
crazy-eights-rules-brief = Od { $min } do { $max } graczy, talia 52 kart (dwie od 6 graczy). W każdym rozdaniu po 7 kart we dwoje, po 5 przy większej liczbie graczy; następna karta jest odkrywana na **stos odrzuconych**, reszta to **talia**. Pozbądź się wszystkich kart: kto zrobi to pierwszy, kończy rozdanie.
crazy-eights-rules-play-title = Gra
crazy-eights-rules-play = Od lewej strony rozdającego, po kolei: zagraj kartę w **tym samym kolorze lub tej samej figury** co karta na wierzchu albo **ósemkę** na cokolwiek i wybierz kolor, który musi dołożyć następny. Na ósemkę dokłada się wybrany kolor (albo inną ósemkę).
crazy-eights-rules-drawing-title = Dobieranie
crazy-eights-rules-drawing = Zamiast grać możesz **dobrać** kartę z talii, co kończy twój ruch. Gdy talia się skończy, kto nie gra, pasuje; gdy wszyscy spasują po kolei, rozdanie jest **zablokowane**.
crazy-eights-rules-scoring-title = Punkty
crazy-eights-rules-scoring = Kto pozbędzie się kart, dostaje 0; pozostali liczą karty w ręce: **ósemka 50**, król, dama, walet 10, as 1, reszta według wartości. Po rozdaniu, w którym ktoś dojdzie do **100**, wygrywa **najniższa** suma (przy remisie gra się dalej).

## ribs play --game crazy-eights

crazy-eights-direction-clockwise = zgodnie z ruchem wskazówek zegara
crazy-eights-direction-counterclockwise = przeciwnie do ruchu wskazówek zegara
crazy-eights-play-welcome = { $game }: ty (miejsce 1) przeciw { $others }.
crazy-eights-play-level = Gracze komputerowi na poziomie { $level }; po rozdaniu, w którym ktoś dojdzie do { $target } punktów karnych, wygrywa najniższa suma.
crazy-eights-play-seed = Ziarno { $seed } (zagraj ponownie z --seed { $seed }).
crazy-eights-play-hand-dealt = ── Rozdanie { $number } · rozdaje: { $dealer } · karta startowa { $card } ──
crazy-eights-play-buried = Odkryto dżokera i wrócił do talii: { $cards }.
crazy-eights-play-your-hand = Twoja ręka: { $cards }
crazy-eights-play-plays = { $me ->
        [yes] { $who } zagrywasz { $card }.
       *[no] { $who } zagrywa { $card }.
    }
crazy-eights-play-names = { $me ->
        [yes] { $who } wybierasz { $suit }.
       *[no] { $who } wybiera { $suit }.
    }
crazy-eights-play-draws = { $me ->
        [yes] { $count ->
            [one] { $who } dobierasz kartę.
           *[other] { $who } dobierasz kart: { $count }.
        }
       *[no] { $count ->
            [one] { $who } dobiera kartę.
           *[other] { $who } dobiera kart: { $count }.
        }
    }
crazy-eights-play-draws-twos = { $me ->
        [yes] { $who } bierzesz dwójki: kart { $count }.
       *[no] { $who } bierze dwójki: kart { $count }.
    }
crazy-eights-play-draws-penalty = { $me ->
        [yes] { $who } dobierasz karne karty: { $count }.
       *[no] { $who } dobiera karne karty: { $count }.
    }
crazy-eights-play-you-drew = Dobrano ci { $cards }.
crazy-eights-play-passes = { $me ->
        [yes] { $who } pasujesz.
       *[no] { $who } pasuje.
    }
crazy-eights-play-skipped = { $me ->
        [yes] { $who } tracisz kolejkę.
       *[no] { $who } traci kolejkę.
    }
crazy-eights-play-reversed = Teraz gra idzie { $direction }.
crazy-eights-play-pending = { $me ->
        [yes] { $who } musisz dobrać { $count }.
       *[no] { $who } musi dobrać { $count }.
    }
crazy-eights-play-last-card-missed = { $me ->
        [yes] { $who } nie zapowiedziałeś „ostatniej karty”.
       *[no] { $who } nie zapowiedział „ostatniej karty”.
    }
crazy-eights-play-reshuffled = Odrzucone karty tworzą nową talię: { $count } kart.
crazy-eights-play-went-out = { $me ->
        [yes] { $who } pozbywasz się kart!
       *[no] { $who } pozbywa się kart.
    }
crazy-eights-play-blocked = Rozdanie zablokowane: nikt nie mógł zagrać.
crazy-eights-play-score-line = { $who }: { $cards } → { $points } (suma { $total })
crazy-eights-play-winner = { $me ->
        [yes] { $who } wygrywasz mecz z { $total } punktami karnymi!
       *[no] { $who } wygrywa mecz z { $total } punktami karnymi.
    }
crazy-eights-play-status = Rozdanie { $number } · na wierzchu { $top } · kolor { $suit } · talia { $stock } · { $direction }
crazy-eights-play-pending-line = Do dobrania: { $count }.
crazy-eights-play-counts = Karty w ręku: { $line }
crazy-eights-play-totals = Sumy: { $line } (koniec przy { $target })
crazy-eights-play-prompt-play = Zagraj kartę albo dobierz
crazy-eights-play-prompt-after-draw = Zagraj kartę, dobierz albo pasuj
crazy-eights-play-prompt-suit = Wybierz kolor (c, d, h, s)
crazy-eights-play-prompt-pending = Zagraj dwójkę albo dobierz { $count }
crazy-eights-play-help = Wpisz kartę, by ją zagrać (Qh, 10s, K♥), z ! dla „ostatniej karty” (Qh!); dobierz; pas; po dżokerze kolor (c, d, h, s); hand, table, scores, hint, rules, quit.
crazy-eights-play-words-draw = dobierz, dobieram, draw, d
crazy-eights-play-words-pass = pas, pasuję, p, pass
crazy-eights-play-not-understood = „{ $text }” to nie karta, kolor ani polecenie (wpisz pomoc)
