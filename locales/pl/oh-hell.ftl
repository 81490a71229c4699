# oh-hell.ftl: zdania gry Oh Hell! (deklaracje, lewy, atut, zasady i opcje), każde id z
# przedrostkiem oh-hell-; zdania gospodarza są w host.ftl.
#
# Słowniczek: deklaracja / deklarować (ile lew gracz zapowiada), haczyk (rozdający nie może
# zadeklarować liczby, przy której deklaracje sumują się do liczby rozdanych kart), atut,
# dołożyć do koloru, ugrana (dokładnie tyle, ile zadeklarowano), rozdanie (jedno rozdanie
# kart i jego lewy), partia. Do gracza mówimy na „ty”. Wartości (imiona, karty, liczby)
# zostają bez zmian.

oh-hell = Oh Hell!
oh-hell-players-needed = W Oh Hell! gra od { $min } do { $max } graczy

## Kolory i atut

oh-hell-suit-clubs = trefl
oh-hell-suit-diamonds = karo
oh-hell-suit-hearts = kier
oh-hell-suit-spades = pik
oh-hell-suit-jokers = jokery
oh-hell-trumps-turned = atut: { $suit } (odkryta { $card })
oh-hell-trumps = atut: { $suit }
oh-hell-no-trumps-turned = bez atu (odkryta { $card })
oh-hell-no-trumps = bez atu

## Opcje stołu, tak jak proponuje je poczekalnia

oh-hell-option-sequence = Liczba kart w rozdaniach
oh-hell-option-sequence-down_up = w dół do 1, potem znów w górę
oh-hell-option-sequence-up_down = w górę od 1, potem znów w dół
oh-hell-option-sequence-down = w dół do 1
oh-hell-option-sequence-up = w górę od 1
oh-hell-option-max_cards = Najwięcej kart w rozdaniu
oh-hell-option-max_cards-auto = według zasad (10, 8 lub 7)
oh-hell-option-max_cards-1 = 1
oh-hell-option-max_cards-2 = 2
oh-hell-option-max_cards-3 = 3
oh-hell-option-max_cards-4 = 4
oh-hell-option-max_cards-5 = 5
oh-hell-option-max_cards-6 = 6
oh-hell-option-max_cards-7 = 7
oh-hell-option-max_cards-8 = 8
oh-hell-option-max_cards-9 = 9
oh-hell-option-max_cards-10 = 10
oh-hell-option-max_cards-11 = 11
oh-hell-option-max_cards-12 = 12
oh-hell-option-max_cards-13 = 13
oh-hell-option-max_cards-14 = 14
oh-hell-option-max_cards-15 = 15
oh-hell-option-max_cards-16 = 16
oh-hell-option-max_cards-17 = 17
oh-hell-option-max_cards-18 = 18
oh-hell-option-trumps = Atut
oh-hell-option-trumps-turn_up = karta odkryta po rozdaniu
oh-hell-option-trumps-turn_up_high = odkryta, brak przy 2–6
oh-hell-option-trumps-spades = zawsze pik
oh-hell-option-trumps-cycle = kier, karo, trefl, pik po kolei
oh-hell-option-trumps-cycle_nt = cztery kolory, potem bez atu, po kolei
oh-hell-option-bidding = Deklaracje
oh-hell-option-bidding-hook = po kolei, z haczykiem
oh-hell-option-bidding-no_hook = po kolei, bez haczyka
oh-hell-option-bidding-simultaneous = wszyscy naraz, w tajemnicy
oh-hell-option-first_lead = Pierwsze wyjście
oh-hell-option-first_lead-left_of_dealer = na lewo od rozdającego
oh-hell-option-first_lead-dealer = rozdający
oh-hell-option-must_trump = Obowiązek przebicia atutem
oh-hell-option-jokers = Dwa jokery
oh-hell-option-scoring = Punktacja
oh-hell-option-scoring-tricks_bonus = 1 za lewę, 10 więcej przy trafieniu
oh-hell-option-scoring-exact_only = 10 + deklaracja przy trafieniu, inaczej 0
oh-hell-option-scoring-ten_per_trick = 10 za deklarowaną lewę, minus 10 za lewę różnicy
oh-hell-option-scoring-five_ten = 5 + 10 za lewę, minus 5 + 5 za lewę różnicy
oh-hell-option-scoring-squares = 10 + deklaracja², minus różnica²
oh-hell-option-zero_bid = Ugrana deklaracja 0
oh-hell-option-zero_bid-standard = według punktacji
oh-hell-option-zero_bid-five = daje 5
oh-hell-option-zero_bid-five_plus_cards = daje 5 + liczba rozdanych kart
oh-hell-option-tie = Remis na czele
oh-hell-option-tie-shared = wygrana dzielona
oh-hell-option-tie-play_off = dogrywka kolejnymi rozdaniami
oh-hell-option-forehead_last_hand = Ostatnie rozdanie 1 karty na czole

## Odrzucone ruchy, mówione graczowi, który próbował ($seat: imię)

oh-hell-error-game-over = Partia się skończyła.
oh-hell-error-no-such-seat = Przy tym stole nie ma miejsca { $seat }.
oh-hell-error-not-your-turn = Teraz ruch: { $seat }.
oh-hell-error-bidding-over = Deklaracje się skończyły: zagraj kartę.
oh-hell-error-still-bidding = Deklaracje jeszcze trwają: najpierw zadeklaruj.
oh-hell-error-bid-too-high = Możesz zadeklarować od 0 do { $cards }, nie { $bid }.
oh-hell-error-hooked = Jako rozdający nie możesz zadeklarować { $bid }: deklaracje zsumowałyby się do liczby kart (haczyk).
oh-hell-error-bid-final = Twoja deklaracja jest ostateczna: następny gracz już zadeklarował.
oh-hell-error-already-bid = Już wybrałeś deklarację, a deklaracji nie można zmienić.
oh-hell-error-not-held = Nie masz { $card }.
oh-hell-error-must-follow = Musisz dołożyć do koloru: zagraj { $suit }.
oh-hell-error-must-trump = Nie możesz dołożyć do koloru, więc musisz przebić atutem ({ $suit }).
oh-hell-error-not-blind = Tylko ostatnie rozdanie gra się w ciemno: podaj kartę.

## Te same odmowy mówione o graczu, jak orzeka sędzia

oh-hell-error-about = { $who }: { $error }
oh-hell-error-about-not-your-turn = teraz ruch: { $seat }, nie { $who }
oh-hell-error-about-bid-too-high = { $who } może zadeklarować od 0 do { $cards }, nie { $bid }
oh-hell-error-about-hooked = { $who } rozdaje i nie może zadeklarować { $bid } (haczyk)
oh-hell-error-about-bid-final = { $who } nie może już zmienić deklaracji: następny gracz zadeklarował
oh-hell-error-about-already-bid = { $who } już zadeklarował(a) (bez zmian przy tajnych deklaracjach)
oh-hell-error-about-not-held = { $who } nie ma { $card }
oh-hell-error-about-must-follow = { $who } musi dołożyć do koloru ({ $suit })
oh-hell-error-about-must-trump = { $who } nie może dołożyć do koloru i musi przebić atutem ({ $suit })

## Stół lub zapis, którego nie da się ustawić

oh-hell-setup-seats = { $needed }, nie { $players }
oh-hell-setup-max-cards = przy tym stole można rozdać każdemu najwyżej { $limit } kart, nie { $max }
oh-hell-options-error-unknown = Oh Hell! nie ma opcji „{ $key }”
oh-hell-options-error-bad-value = „{ $value }” nie jest wartością { $key } (wartości: { $values })
oh-hell-options-error-not-key-value = „{ $text }” to nie klucz=wartość
oh-hell-replay-illegal = ruch { $index } odrzucony: { $error }

## Zasady w skrócie, strona po stronie (** wyróżnia)

oh-hell-rules-brief-title = Oh Hell! w skrócie
oh-hell-rules-brief = Od { $min } do { $max } graczy, talia 52 kart, as najwyżej. Partia to seria **rozdań**: po 10 kart (8 przy 6 graczach, 7 przy 7), w każdym rozdaniu o kartę mniej aż do 1, potem znów w górę. Rozdający zmienia się w lewo. W każdym rozdaniu **deklarujesz**, ile lew weźmiesz, i starasz się wziąć **dokładnie** tyle.
oh-hell-rules-bidding-title = Rozdanie i deklaracje
oh-hell-rules-bidding = Po rozdaniu odkrywa się następną kartę: jej kolor to **atut** (brak kart: bez atu). Od lewej strony rozdającego aż do rozdającego każdy deklaruje 0 lub więcej lew; możesz zmienić deklarację, dopóki następny gracz nie zadeklaruje. **Haczyk**: rozdający nie może zadeklarować liczby, przy której deklaracje sumują się do liczby kart, więc ktoś zawsze chybia.
oh-hell-rules-play-title = Rozgrywka
oh-hell-rules-play = Gracz na lewo od rozdającego wychodzi dowolną kartą. Każdy **dokłada do koloru**, jeśli może, inaczej gra dowolną kartę. Lewę bierze najwyższy atut, a bez atutu najwyższa karta koloru wyjścia; kto ją weźmie, wychodzi do następnej.
oh-hell-rules-scoring-title = Punktacja
oh-hell-rules-scoring = Dostajesz 1 punkt za lewę i **10 więcej**, jeśli weźmiesz dokładnie tyle, ile zadeklarowałeś (deklaracja 2: 12 punktów za 2 lewy, 1 za 1, 3 za 3). Po ostatnim rozdaniu wygrywa najwyższa suma; remisujący na czele dzielą zwycięstwo.

## ribs play --game oh-hell: partia w terminalu ($me: „yes”, gdy $who to czytelnik)

oh-hell-play-welcome = { $game } Ty (miejsce 1) przeciw: { $others }.
oh-hell-play-sequence = Gracze komputerowi na poziomie { $level }; { $hands } rozdań, na początek { $first } kart.
oh-hell-play-seed = Ziarno { $seed } (zagraj jeszcze raz z --seed { $seed }).
oh-hell-play-hand-dealt = ── Rozdanie { $number } z { $hands } · kart: { $cards } · rozdaje: { $dealer } ──
oh-hell-play-play-off = ── Dogrywka, rozdanie { $number } · kart: { $cards } · rozdaje: { $dealer } ──
oh-hell-play-your-hand = Twoje karty: { $cards }
oh-hell-play-foreheads = Twoja karta jest na twoim czole; widzisz: { $cards }
oh-hell-play-bids = { $me ->
        [yes] { $who } deklarujesz { $bid }.
       *[no] { $who } deklaruje { $bid }.
    }
oh-hell-play-changes = { $me ->
        [yes] { $who } zmieniasz deklarację na { $bid }.
       *[no] { $who } zmienia deklarację na { $bid }.
    }
oh-hell-play-chose = { $who }: deklaracja wybrana.
oh-hell-play-bids-shown = Deklaracje odkryte: { $bids }
oh-hell-play-leads = { $who } wychodzi.
oh-hell-play-plays = { $me ->
        [yes] { $who } zagrywasz { $card }.
       *[no] { $who } zagrywa { $card }.
    }
oh-hell-play-trick-taken = Lewa { $number }: { $cards } → { $who }
oh-hell-play-hand-over = Rozdanie { $number } policzone:
oh-hell-play-score-line = { $who }: deklaracja { $bid }, lew { $won }, { $made ->
        [yes] ugrana
       *[no] chybiona
    }: { $points } (suma { $total })
oh-hell-play-totals = Sumy: { $line }
oh-hell-play-settlement = Względem średniej: { $line }
oh-hell-play-winners = { $count ->
        [one] Partię wygrywa: { $who }.
       *[other] Zwycięstwo dzielą: { $who }.
    }
oh-hell-play-status = Rozdanie { $number } z { $hands } · kart: { $cards } · rozdaje { $dealer } · { $trumps }
oh-hell-play-bids-line = Deklaracje: { $bids } ({ $total } z { $cards })
oh-hell-play-won-line = Lewy: { $line }
oh-hell-play-trick-line = Lewa: { $plays }
oh-hell-play-no-bid = —
oh-hell-play-prompt-bid = Twoja deklaracja, od 0 do { $cards }
oh-hell-play-prompt-bid-hooked = Twoja deklaracja, od 0 do { $cards }, ale nie { $hooked } (haczyk)
oh-hell-play-prompt-card = Twoja karta (np. Qh albo 10s)
oh-hell-play-prompt-follow = Twoja karta: dołóż do koloru { $suit }, jeśli możesz
oh-hell-play-prompt-blind = Wpisz zagraj: twoja karta to ta, której nie widzisz
oh-hell-play-word-play = zagraj
oh-hell-play-words-play = zagraj, play, p
oh-hell-play-not-a-card = „{ $text }” to ani karta, ani deklaracja (liczba albo karta jak Qh, 10s, K♥)
oh-hell-play-help =
    Polecenia:
      liczba             zadeklaruj ją (od 0 do liczby rozdanych kart)
      karta              zagraj ją: Qh, 10s, ts, K♥ (wielkie lub małe litery)
      zagraj             w ostatnim rozdaniu na czole zagraj kartę, której nie widzisz
      karty              twoje karty
      stół               jak stoi rozdanie
      wynik              dotychczasowe sumy
      podpowiedź         co zrobiłby zwykły gracz komputerowy
      zasady             zasady w skrócie
      koniec             odejdź od stołu

## Na Discordzie: wiadomość stołu, ogłoszenia, panel

oh-hell-title = Oh Hell! · rozdanie { $number } z { $hands } · kart na gracza: { $cards }
oh-hell-title-play-off = Oh Hell! · dogrywka, rozdanie { $number } · kart na gracza: { $cards }
oh-hell-seat-line = { $who }: deklaracja { $bid } · lewy { $won } · suma { $total }
oh-hell-dealer-mark = { $who } (rozdaje)
oh-hell-bid-secret = wybrana
oh-hell-bids-total = Deklaracje: { $total } z { $cards }
oh-hell-hooked = { $who } rozdaje i nie może zadeklarować { $bid } (haczyk).
oh-hell-trick-now = Lewa { $number }: { $plays }
oh-hell-trick-last = Ostatnia lewa: { $plays } → { $who }
oh-hell-your-turn = { $people }: twój ruch.
oh-hell-trick-taken = Lewa { $number } dla: { $who }
oh-hell-hand-scored = Rozdanie { $number } policzone (kart: { $cards }, { $trumps })
oh-hell-standing-line = { $place }. { $who }: { $total } ({ $against } względem średniej)
oh-hell-panel-status = { $trumps } · twoja deklaracja: { $bid } · twoje lewy: { $won }
oh-hell-may-change = Zadeklarowałeś { $bid }: możesz to zmienić, dopóki { $who } nie zadeklaruje.
oh-hell-prompt-lead = Wychodzisz: dowolna karta.
oh-hell-prompt-follow = Dołóż do koloru { $suit }, jeśli możesz: te karty możesz zagrać.
oh-hell-prompt-blind = Twoja karta jest na twoim czole: zagraj ją w ciemno.
oh-hell-button-blind = Zagraj moją kartę
oh-hell-new-hand = Rozdanie { $number }: kart na gracza: { $cards }.
oh-hell-dealt = Twoje karty: { $cards }
oh-hell-you-bid = Deklarujesz { $bid }.
oh-hell-you-played = Zagrałeś { $card }.
oh-hell-you-played-blind = Zagrałeś swoją kartę w ciemno.
oh-hell-action-bid = zadeklaruj { $bid }
oh-hell-action-card = zagraj { $card }
oh-hell-action-blind = zagraj kartę w ciemno

## Obraz stołu
oh-hell-pic-title = Rozdanie { $number } · kart: { $cards }
oh-hell-pic-turned = odkryta
oh-hell-pic-bid-secret = wybrana
oh-hell-pic-bid-none = —
oh-hell-pic-alt-no-bid = jeszcze brak
oh-hell-pic-plate = deklaracja { $bid } · lewy { $won }
oh-hell-pic-alt-head = Stół Oh Hell!, rozdanie { $number }, kart na gracza: { $cards }, { $trumps }.
oh-hell-pic-alt-seat = { $who }: deklaracja { $bid }, wzięte lewy: { $won }.
oh-hell-pic-alt-played = { $who } { $card }
oh-hell-pic-alt-trick = W lewie: { $plays }.
oh-hell-pic-alt-no-trick = W lewie nie ma jeszcze kart.

# A player's record at Oh Hell! (/games stats): games played and won, then bids made exactly.
oh-hell-stats-record = { -match(liczba: "mnoga", case: "capital") }: rozegrane { $matches }, wygrane { $wins } ({ $rate }%)
    Deklaracje ugrane dokładnie: { $made } z { $bids }
