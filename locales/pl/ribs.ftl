# ribs.ftl: Ribs' own sentences (bids, tricks, ribs, folds, its rules and options),
# every id prefixed ribs-; the host's are in host.ftl, with the terms -hand, -trick,
# -match and -autopilot. Ribs' own terms are below.
#
# Ribs po polsku: każde zdanie, które mówią bot na Discordzie i `ribs play`.
#
# Słowniczek: własne pojęcia gry, wybrane raz dla polskiego i używane we wszystkich
# komunikatach przez poniższe termy. Każdy term przyjmuje `case: "capital"` (wielka
# litera na początku zdania; domyślnie mała). Polski odmienia, więc termy przyjmują też
# (nazwy parametrów i wariantów tylko w ASCII, bo tego wymaga składnia Fluent):
#   przypadek: mianownik (domyślny) | dopelniacz | celownik | biernik | narzednik | miejscownik
#   liczba:    pojedyncza (domyślna) | mnoga
#   forma:     dla pojęć, które są i rzeczownikiem, i czasownikiem:
#              rzeczownik | odslowny (rzeczownik odczasownikowy: „zrzucanie”) |
#              bezokolicznik | rozkaz („zrzuć”) | os2 („zrzucasz”) | os3 („zrzuca”) |
#              os3mn („zrzucają”)
# Bez parametrów term daje formę najczęstszą (podaną niżej jako pierwszą).
#
#   -ribs-ribs    żebra (n., tylko lm.; przypadek): dwie karty, które zwycięzca licytacji kładzie
#            zakryte. Dosłownie nazwa gry, a przy tym daje naturalne „łamanie żeber” (crack).
#   -ribs-fold    zrzucić (forma: domyślnie bezokolicznik; rzeczownik: zrzut, lm. zrzuty;
#            odslowny: zrzucanie): zagrać dwie karty zakryte, poza lewą, raz na rozdanie.
#            „Zrzucić kartę” to zwykłe polskie określenie pozbycia się karty; „pas” nie
#            wchodzi w grę, bo w licytacji znaczy pass.
#   -ribs-folded  zrzucone (przymiotnik, lm.; przypadek): „zrzucone karty”. O graczu, który
#            zrzucił, mówimy rzeczownikiem („Ann: zrzut”, „zrzut wykorzystany”), żeby nie
#            używać czasu przeszłego zależnego od płci.
#   -ribs-crack   złamać (forma: os3 łamie, rzeczownik: złamanie, odslowny: łamanie): zagrać te
#            same dwie wysokości kart co żebra, co zgarnia wszystkie odkryte karty. Żebra
#            się łamie – obraz oczywisty dla każdego Polaka.
#   -ribs-cracked złamane (przymiotnik, lm.; przypadek): „żebra złamane”.
#   -ribs-bid     deklaracja (f.; domyślnie rzeczownik, z liczbą i przypadkiem; forma:
#            bezokolicznik licytować, rozkaz licytuj, os2 licytujesz, os3 licytuje, os3mn
#            licytują): ile punktów będą warte pokonane karty. Rzeczownik „deklaracja” mówi
#            dokładnie to (deklarujesz liczbę punktów, jak w tysiącu), a czasownikiem jest
#            naturalne „licytować”; cała runda to „licytacja”, a kto ją wygrał, „gra za N”
#            (jak „gra za 120” w tysiącu). Deklaracja jest „ugrana” albo „nieugrana”.
#            Skoków nie ma; „pas” jest.
# Inne stałe słowa: odkryte / zakryte (face up / face down), bić (beat: „bije żebra”),
# pokonane (defeated), przepadają (discarded: nikt ich nie dostaje), zdobyć / zgarnąć
# (capture), zagranie (a play), wysokość karty (rank: A K Q J 10 9 8 7), kolor (suit),
# wartość (punkty karty), rozdający (dealer, „R” na obrazku), miejsce (seat), pas (pass),
# gospodarz (host), gracz komputerowy, poczekalnia (lobby), rewanż (rematch), ranking
# (rating), tabela (leaderboard), bilans (record), administrator serwera (server manager).
# Wartości (imiona, karty, liczby) zostają bez zmian: imienia się nie tłumaczy ani nie
# odmienia (dlatego często stoi po dwukropku lub myślniku), a karta to jej wysokość i symbol
# koloru (K♥, 10♠²).
# Do gracza mówimy na „ty”. Czas przeszły w polszczyźnie zdradza płeć, więc o graczach
# mówimy w czasie teraźniejszym, rzeczownikami, formami bezosobowymi („zdobyto”, „podano”)
# albo z dwukropkiem. W `ribs play` twoje miejsce nazywa się „Ty” ($who); gdzie komunikat
# nie ma $me, nie odmieniamy czasownika według $who (stąd „{ $who } – …”).
# Liczebniki: kategorie CLDR one (1), few (2–4, 22–24…), many (0, 5–21…); domyślny wariant
# to zawsze *[many].

-ribs-ribs = { $case ->
        [capital] { $przypadek ->
           *[mianownik] Żebra
            [dopelniacz] Żeber
            [celownik] Żebrom
            [biernik] Żebra
            [narzednik] Żebrami
            [miejscownik] Żebrach
        }
       *[lower] { $przypadek ->
           *[mianownik] żebra
            [dopelniacz] żeber
            [celownik] żebrom
            [biernik] żebra
            [narzednik] żebrami
            [miejscownik] żebrach
        }
    }
-ribs-fold = { $case ->
        [capital] { $forma ->
           *[bezokolicznik] Zrzucić
            [rozkaz] Zrzuć
            [os2] Zrzucasz
            [os3] Zrzuca
            [os3mn] Zrzucają
            [rzeczownik] { $liczba ->
               *[pojedyncza] { $przypadek ->
                   *[mianownik] Zrzut
                    [dopelniacz] Zrzutu
                    [celownik] Zrzutowi
                    [biernik] Zrzut
                    [narzednik] Zrzutem
                    [miejscownik] Zrzucie
                }
                [mnoga] { $przypadek ->
                   *[mianownik] Zrzuty
                    [dopelniacz] Zrzutów
                    [celownik] Zrzutom
                    [biernik] Zrzuty
                    [narzednik] Zrzutami
                    [miejscownik] Zrzutach
                }
            }
            [odslowny] { $przypadek ->
               *[mianownik] Zrzucanie
                [dopelniacz] Zrzucania
                [celownik] Zrzucaniu
                [biernik] Zrzucanie
                [narzednik] Zrzucaniem
                [miejscownik] Zrzucaniu
            }
        }
       *[lower] { $forma ->
           *[bezokolicznik] zrzucić
            [rozkaz] zrzuć
            [os2] zrzucasz
            [os3] zrzuca
            [os3mn] zrzucają
            [rzeczownik] { $liczba ->
               *[pojedyncza] { $przypadek ->
                   *[mianownik] zrzut
                    [dopelniacz] zrzutu
                    [celownik] zrzutowi
                    [biernik] zrzut
                    [narzednik] zrzutem
                    [miejscownik] zrzucie
                }
                [mnoga] { $przypadek ->
                   *[mianownik] zrzuty
                    [dopelniacz] zrzutów
                    [celownik] zrzutom
                    [biernik] zrzuty
                    [narzednik] zrzutami
                    [miejscownik] zrzutach
                }
            }
            [odslowny] { $przypadek ->
               *[mianownik] zrzucanie
                [dopelniacz] zrzucania
                [celownik] zrzucaniu
                [biernik] zrzucanie
                [narzednik] zrzucaniem
                [miejscownik] zrzucaniu
            }
        }
    }
-ribs-folded = { $case ->
        [capital] { $przypadek ->
           *[mianownik] Zrzucone
            [dopelniacz] Zrzuconych
            [celownik] Zrzuconym
            [biernik] Zrzucone
            [narzednik] Zrzuconymi
            [miejscownik] Zrzuconych
        }
       *[lower] { $przypadek ->
           *[mianownik] zrzucone
            [dopelniacz] zrzuconych
            [celownik] zrzuconym
            [biernik] zrzucone
            [narzednik] zrzuconymi
            [miejscownik] zrzuconych
        }
    }
-ribs-crack = { $case ->
        [capital] { $forma ->
           *[bezokolicznik] Złamać
            [rozkaz] Złam
            [os2] Łamiesz
            [os3] Łamie
            [os3mn] Łamią
            [rzeczownik] { $przypadek ->
               *[mianownik] Złamanie
                [dopelniacz] Złamania
                [celownik] Złamaniu
                [biernik] Złamanie
                [narzednik] Złamaniem
                [miejscownik] Złamaniu
            }
            [odslowny] { $przypadek ->
               *[mianownik] Łamanie
                [dopelniacz] Łamania
                [celownik] Łamaniu
                [biernik] Łamanie
                [narzednik] Łamaniem
                [miejscownik] Łamaniu
            }
        }
       *[lower] { $forma ->
           *[bezokolicznik] złamać
            [rozkaz] złam
            [os2] łamiesz
            [os3] łamie
            [os3mn] łamią
            [rzeczownik] { $przypadek ->
               *[mianownik] złamanie
                [dopelniacz] złamania
                [celownik] złamaniu
                [biernik] złamanie
                [narzednik] złamaniem
                [miejscownik] złamaniu
            }
            [odslowny] { $przypadek ->
               *[mianownik] łamanie
                [dopelniacz] łamania
                [celownik] łamaniu
                [biernik] łamanie
                [narzednik] łamaniem
                [miejscownik] łamaniu
            }
        }
    }
-ribs-cracked = { $case ->
        [capital] { $przypadek ->
           *[mianownik] Złamane
            [dopelniacz] Złamanych
            [celownik] Złamanym
            [biernik] Złamane
            [narzednik] Złamanymi
            [miejscownik] Złamanych
        }
       *[lower] { $przypadek ->
           *[mianownik] złamane
            [dopelniacz] złamanych
            [celownik] złamanym
            [biernik] złamane
            [narzednik] złamanymi
            [miejscownik] złamanych
        }
    }
-ribs-bid = { $case ->
        [capital] { $forma ->
           *[rzeczownik] { $liczba ->
               *[pojedyncza] { $przypadek ->
                   *[mianownik] Deklaracja
                    [dopelniacz] Deklaracji
                    [celownik] Deklaracji
                    [biernik] Deklarację
                    [narzednik] Deklaracją
                    [miejscownik] Deklaracji
                }
                [mnoga] { $przypadek ->
                   *[mianownik] Deklaracje
                    [dopelniacz] Deklaracji
                    [celownik] Deklaracjom
                    [biernik] Deklaracje
                    [narzednik] Deklaracjami
                    [miejscownik] Deklaracjach
                }
            }
            [bezokolicznik] Licytować
            [rozkaz] Licytuj
            [os2] Licytujesz
            [os3] Licytuje
            [os3mn] Licytują
        }
       *[lower] { $forma ->
           *[rzeczownik] { $liczba ->
               *[pojedyncza] { $przypadek ->
                   *[mianownik] deklaracja
                    [dopelniacz] deklaracji
                    [celownik] deklaracji
                    [biernik] deklarację
                    [narzednik] deklaracją
                    [miejscownik] deklaracji
                }
                [mnoga] { $przypadek ->
                   *[mianownik] deklaracje
                    [dopelniacz] deklaracji
                    [celownik] deklaracjom
                    [biernik] deklaracje
                    [narzednik] deklaracjami
                    [miejscownik] deklaracjach
                }
            }
            [bezokolicznik] licytować
            [rozkaz] licytuj
            [os2] licytujesz
            [os3] licytuje
            [os3mn] licytują
        }
    }

## Własne słowa gry (wspólne dla wszystkich interfejsów)

# Wynik zagrania: bez czasu przeszłego, żeby nic nie zależało od płci gracza.
ribs-outcome-beat = bije { -ribs-ribs(przypadek: "biernik") }
ribs-outcome-defeated = pokonane
ribs-outcome-defeated-kept = pokonane, ale zachowane: { -ribs-bid } nieugrana
ribs-outcome-folded = { -ribs-fold(forma: "rzeczownik") }
ribs-outcome-cracked = { -ribs-crack(forma: "os3") } { -ribs-ribs(przypadek: "biernik") }
ribs-outcome-cracked-too = też { -ribs-crack(forma: "os3") }, ale za późno
ribs-outcome-lost-to-crack = stracone przez { -ribs-crack(forma: "rzeczownik", przypadek: "biernik") }

# $who nazywa miejsce i może brzmieć „ty” / „Ty” (czytelnik): dlatego myślnik zamiast
# czasownika, który musiałby się zgadzać z $who.
ribs-verdict-cracked = { $who } – { -ribs-ribs } { -ribs-cracked }
ribs-verdict-made = { $who } – { -ribs-bid } { $bid } ugrana (pokonane karty warte { $worth })
ribs-verdict-lost = { $who } – { -ribs-bid } { $bid } nieugrana (pokonane karty warte tylko { $worth })
ribs-players-needed = Ribs potrzebuje od { $min } do { $max } graczy

# Stoi na liście opcji („Rozdaje: Ann · gra do 5 wygranych rozdań”) i, z wielką literą, na
# początku zdania (play-takes-the-match).
ribs-options-target = gra do { $target ->
        [one] { $target } wygranego { -hand(przypadek: "dopelniacz") }
       *[many] { $target } wygranych { -hand(liczba: "mnoga", przypadek: "dopelniacz") }
    }
ribs-options-bid-step = { -ribs-bid(liczba: "mnoga") } rosną o { $step }
ribs-options-both-higher = aby pobić { -ribs-ribs(przypadek: "biernik") }, obie karty muszą być wyższe
ribs-options-no-folding = bez { -ribs-fold(forma: "odslowny", przypadek: "dopelniacz") }
ribs-options-last-face-up = ostatnia { -trick } grana odkrytymi kartami

## Opcje stołu, jak je podaje poczekalnia: nazwa każdej opcji i słowa jej wartości (krótkie:
## każde to wybór w menu)

ribs-option-target = Wygrane { -hand(liczba: "mnoga") } do zwycięstwa
ribs-option-bid_step = Krok { -ribs-bid(przypadek: "dopelniacz") }
ribs-option-beat_rule = Jak pobić { -ribs-ribs(przypadek: "biernik") }
ribs-option-beat_rule-one_higher = jedna karta wyższa od obu { -ribs-ribs(przypadek: "dopelniacz") }
ribs-option-beat_rule-both_higher = obie karty wyższe od obu { -ribs-ribs(przypadek: "dopelniacz") }
ribs-option-folding = { -ribs-fold(case: "capital", forma: "odslowny") }
ribs-option-folding-once_per_hand = raz na { -hand(przypadek: "biernik") }
ribs-option-folding-never = nigdy
ribs-option-last_trick_face_up = Ostatnia { -trick } odkryta

## Odmowy zgodne z zasadami, mówione graczowi, który próbował ($who, $seat: nazwa miejsca)

ribs-error-match-over = { -match } już się skończyła
ribs-error-hand-over = { -hand } już się skończyło
ribs-error-no-such-seat = przy tym stole nie ma nikogo o nazwie { $seat }
ribs-error-not-your-turn = to nie twój ruch: ruch ma teraz { $seat }
ribs-error-already-passed = w licytacji przed tą { -trick(przypadek: "narzednik") } masz już pas
ribs-error-must-open = pierwsza { -ribs-bid } musi wynosić { $bid }
ribs-error-wrong-bid = twoja { -ribs-bid } musi wynosić { $expected } (o jeden krok wyżej niż poprzednia; bez przeskakiwania)
ribs-error-bid-too-high = { -ribs-bid(liczba: "mnoga") } nie mogą już rosnąć
ribs-error-below-opening = { -ribs-bid(liczba: "mnoga") } zaczynają się od { $opening }, nie od { $bid }
ribs-error-off-step = { -ribs-bid(liczba: "mnoga") } rosną o { $step } od { $opening }: { $bid } do nich nie należy
ribs-error-still-bidding = licytacja jeszcze trwa: { -ribs-bid(forma: "rozkaz") } { $next } albo pasuj
ribs-error-bidding-over = licytacja przed tą { -trick(przypadek: "narzednik") } już się skończyła
ribs-error-must-lay-ribs = licytacja jest twoja: połóż dwie karty jako swoje { -ribs-ribs(przypadek: "biernik") }
ribs-error-not-the-bidder = { -ribs-ribs(przypadek: "biernik") } kładzie tylko ten, kto wygrał licytację
ribs-error-bidder-cannot-fold = kto wygrał licytację, nie może { -ribs-fold }
ribs-error-already-folded = w tym { -hand(przypadek: "miejscownik") } masz już za sobą { -ribs-fold(forma: "rzeczownik", przypadek: "biernik") }
ribs-error-folding-off = { -ribs-fold(forma: "odslowny") } jest przy tym stole wyłączone
ribs-error-last-trick-face-up = w ostatniej { -trick(przypadek: "miejscownik") } nikt nie może { -ribs-fold }: gra się ją odkrytymi kartami
ribs-error-not-held = nie masz karty { $card }
ribs-error-same-card-twice = wybierz dwie różne karty

## Zasady w skrócie, strona po stronie (`**` oznacza to, co trzeba podkreślić)

ribs-rules-brief-title = Ribs w skrócie
ribs-rules-brief =
    Od { $min } do { $max } graczy, każdy dostaje { $cards } kart: w talii jest po jednym komplecie A K Q J 10 9 8 7 na gracza. Kolory nie mają znaczenia. Wartości: **A 0 · K Q J 2 · 10 9 8 7 1** (10 punktów na gracza).

    { -hand(case: "capital") } to cztery **{ -trick(liczba: "mnoga") }**. Przed każdą { -trick(przypadek: "narzednik") } jest licytacja; kto zalicytuje najwyżej, kładzie dwie karty zakryte (to **{ -ribs-ribs }**), a wszyscy pozostali zagrywają dwie karty odkryte albo je **{ -ribs-fold(forma: "os3mn") }** (raz na { -hand(przypadek: "biernik") }). Najwięcej zdobytych punktów wygrywa { -hand(przypadek: "biernik") }; kto pierwszy wygra { $target ->
        [one] { $target } { -hand(przypadek: "biernik") }
        [few] { $target } { -hand(liczba: "mnoga", przypadek: "biernik") }
       *[many] { $target } { -hand(liczba: "mnoga", przypadek: "dopelniacz") }
    }, wygrywa { -match(przypadek: "biernik") }.
ribs-rules-bidding-title = Licytacja
ribs-rules-bidding =
    Licytację przed pierwszą { -trick(przypadek: "narzednik") } zaczyna rozdający, przed każdą następną – zwycięzca poprzedniej licytacji. Otwierający **musi { -ribs-bid(forma: "bezokolicznik") } { $opening }**. Potem, zgodnie z ruchem wskazówek zegara, każdy, kto jeszcze licytuje, pasuje albo { -ribs-bid(forma: "os3") } dokładnie o jeden więcej (bez przeskakiwania). Pas obowiązuje do końca licytacji przed tą { -trick(przypadek: "narzednik") }. Licytacja kończy się, gdy zostaje jeden licytujący.

    Przykład (A..F, zaczyna A): A 2, B 3, C pas, D pas, E 4, F pas, A pas, B 5, E 6, B pas: **licytację wygrywa E, gra za 6**.
ribs-rules-play-title = Rozgrywka
ribs-rules-play = Zwycięzca licytacji kładzie { -ribs-ribs(przypadek: "biernik") } zakryte. Potem każdy z pozostałych, zgodnie z ruchem wskazówek zegara, zaczynając od osoby po jego lewej, zagrywa dwie karty **odkryte** (wszyscy widzą je od razu) albo je **{ -ribs-fold(forma: "os3") }** zakryte: wolno to raz na { -hand(przypadek: "biernik") }, nigdy zwycięzcy licytacji. { -ribs-folded(case: "capital") } karty przepadają i nikt ich nie zdobywa; nikt ich też nie widzi, dopóki { -hand } się nie skończy.
ribs-rules-cracking-title = { -ribs-crack(forma: "odslowny", case: "capital") }, bicie, pokonywanie
ribs-rules-cracking =
    { -ribs-ribs(case: "capital") } zostają odkryte. Zagranie, którego dwie karty mają **te same wysokości** co { -ribs-ribs }, **{ -ribs-crack(forma: "os3") }** je: kto pierwszy w kolejności zagrywania je złamie, zgarnia wszystkie odkryte karty, razem z { -ribs-ribs(przypadek: "narzednik") }.
    W przeciwnym razie zagranie, które **nie pasuje** do żadnego z { -ribs-ribs(przypadek: "dopelniacz") } (nie ma tej samej wysokości) i ma kartę **wyższą od obu { -ribs-ribs(przypadek: "dopelniacz") }**, **bije** je: kto je zagrał, zatrzymuje swoje karty. Wszystko inne jest **pokonane**.

    { -ribs-ribs(case: "capital") } Q-9: K-7 bije (K jest wyższy od obu, 7 do niczego nie pasuje); K-9, J-10, Q-J i A-Q są pokonane. { -ribs-ribs(case: "capital") } J-9: A-J jest pokonane (walety pasują).
ribs-rules-winning-title = { -ribs-bid(liczba: "mnoga", case: "capital") } ugrane i nieugrane; kto wygrywa
ribs-rules-winning =
    Jeśli pokonane karty są warte **co najmniej tyle, ile wynosi { -ribs-bid }**, zwycięzca licytacji zgarnia je razem z { -ribs-ribs(przypadek: "narzednik") }; w przeciwnym razie każdy pokonany gracz zatrzymuje swoje karty, a { -ribs-ribs } przepadają. Wartość samych { -ribs-ribs(przypadek: "dopelniacz") } nigdy nie liczy się do { -ribs-bid(przypadek: "dopelniacz") }. { -ribs-ribs(case: "capital") } warte 3 i pokonane karty warte 6: { -ribs-bid } 6 zgarnia 9 punktów; { -ribs-bid } 7 nie zgarnia nic.

    Najwięcej punktów wygrywa { -hand(przypadek: "biernik") } (przy remisie wygrywają wszyscy z najlepszym wynikiem). Kto pierwszy osiągnie docelową liczbę wygranych { -hand(liczba: "mnoga", przypadek: "dopelniacz") }, wygrywa { -match(przypadek: "biernik") }; przy remisie na prowadzeniu gra toczy się dalej, aż ktoś wyjdzie na samodzielne prowadzenie. Opcje stołu: cel, krok { -ribs-bid(przypadek: "dopelniacz") } 2, bicie dwiema wyższymi kartami, bez { -ribs-fold(forma: "odslowny", przypadek: "dopelniacz") }, ostatnia { -trick } odkryta.

## `ribs play`: partia w terminalu

ribs-play-hand-dealt = ── { -hand(case: "capital") } { $hand } · rozdaje: { $dealer } ──
ribs-play-your-hand = Twoje karty: { $cards }
ribs-play-trick-of = { -trick(case: "capital") } { $trick } z { $tricks }.
ribs-play-opens = { $me ->
        [yes] { $who } otwierasz licytację od { $bid }.
       *[no] { $who } otwiera licytację od { $bid }.
    }
ribs-play-bids = { $me ->
        [yes] { $who } { -ribs-bid(forma: "os2") } { $bid }
       *[no] { $who } { -ribs-bid(forma: "os3") } { $bid }
    }
ribs-play-passes = { $me ->
        [yes] { $who } pasujesz
       *[no] { $who } pasuje
    }
ribs-play-bidder = { $me ->
        [yes] Wygrywasz licytację: grasz za { $bid }.
       *[no] { $who } wygrywa licytację: gra za { $bid }.
    }
ribs-play-ribs-face-up = { $me ->
        [yes] { $who } kładziesz { -ribs-ribs(przypadek: "biernik") } odkryte: { $cards }
       *[no] { $who } kładzie { -ribs-ribs(przypadek: "biernik") } odkryte: { $cards }
    }
ribs-play-your-ribs = { $who } kładziesz { -ribs-ribs(przypadek: "biernik") } zakryte: { $cards }
ribs-play-ribs-down = { $who } kładzie { -ribs-ribs(przypadek: "biernik") } zakryte.
ribs-play-plays = { $me ->
        [yes] { $who } zagrywasz { $cards }
       *[no] { $who } zagrywa { $cards }
    }
ribs-play-your-fold = { $who } { -ribs-fold(forma: "os2") } { $cards } (zakryte)
ribs-play-folds = { $who } { -ribs-fold(forma: "os3") }.
ribs-play-ribs-revealed = { -ribs-ribs(case: "capital") } ({ $who }): { $cards }
ribs-play-fold-shown = { $who }: { -ribs-fold(forma: "rzeczownik") } { $cards } w { -trick(przypadek: "miejscownik") } { $trick }
ribs-play-folds-shown = { -ribs-folded(case: "capital") } karty, teraz odkryte: { $folds }.
ribs-play-hand-goes-to = Zwycięstwo w { -hand(przypadek: "miejscownik") } { $hand }:
ribs-play-hand-won-with = { $winners } z wynikiem { $points } pkt.
ribs-play-hand-wins = Wygrane { -hand(liczba: "mnoga") } (gra do { $target }): { $line }
ribs-play-face-down = zakryte
ribs-play-cards-face-down = { $cards } zakryte
# Po werdykcie lewy: „Ann – deklaracja 5 ugrana (…): zdobyto 8 punktów.”
ribs-play-points-captured = zdobyto { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    }
ribs-play-ribs-discarded = { -ribs-ribs } przepadają
ribs-play-points-this-hand = Punkty w tym { -hand(przypadek: "miejscownik") }: { $line }
ribs-play-status-line = { -hand(case: "capital") } { $hand } · { -trick } { $trick } z { $tricks } · rozdaje: { $dealer }
ribs-play-bidding-line = Licytacja: { $calls }
ribs-play-call-bid = { $who } { $bid }
ribs-play-call-passed = { $who } pas
ribs-play-ribs-shown = { -ribs-ribs } { $cards }
ribs-play-ribs-face-down = { -ribs-ribs } zakryte
ribs-play-ribs-not-laid = { -ribs-ribs } jeszcze nie położone
ribs-play-bidder-line = Gra za { $bid }: { $who } · { $ribs }
ribs-play-played-line = Zagrane: { $plays }
ribs-play-played-folded = { $who }: { -ribs-fold(forma: "rzeczownik") }
ribs-play-to-play-line = Jeszcze zagrywają: { $names }
ribs-play-folded-line = { -ribs-fold(forma: "rzeczownik", case: "capital") } w tym { -hand(przypadek: "miejscownik") }: { $names }

ribs-play-prompt-open = Otwierasz licytację: wpisz { ribs-play-word-bid } ({ $next })
ribs-play-prompt-bid = { -ribs-bid(forma: "rozkaz", case: "capital") } { $next } czy { ribs-play-word-pass }?
ribs-play-prompt-no-higher = { -ribs-bid(liczba: "mnoga", case: "capital") } nie mogą już rosnąć: { ribs-play-word-pass }
ribs-play-prompt-ribs = { $face_up ->
        [yes] Połóż swoje { -ribs-ribs(przypadek: "biernik") }, dwie karty odkryte (np. A K)
       *[no] Połóż swoje { -ribs-ribs(przypadek: "biernik") }, dwie karty zakryte (np. A K)
    }
ribs-play-prompt-play = Zagraj dwie karty odkryte (np. K 9) albo { -ribs-fold(forma: "rozkaz") } dwie ({ ribs-play-word-fold } Q 7)
ribs-play-prompt-play-no-fold = Zagraj dwie karty odkryte (np. K 9; { $why })

ribs-play-help =
    Polecenia:
      { ribs-play-word-bid }        podbij do następnej { -ribs-bid(przypadek: "dopelniacz") } (albo otwórz licytację); „{ ribs-play-word-bid } 5” sprawdza, czy to 5
      { ribs-play-word-pass }            pas w licytacji przed tą { -trick(przypadek: "narzednik") }
      K 9            połóż te dwie karty jako swoje { -ribs-ribs(przypadek: "biernik") } albo zagraj je odkryte
                     (wysokości A K Q J 10 9 8 7; kolor niekonieczny: K♥, Kh, 10s)
      { ribs-play-word-fold } Q 7      { -ribs-fold(forma: "rozkaz") } dwie karty zakryte (raz na { -hand(przypadek: "biernik") })
      { play-word-hand }, { play-word-table }    pokaż swoje karty albo stół tak, jak go widzisz
      { play-word-scores }          punkty w tym { -hand(przypadek: "miejscownik") } i wygrane { -hand(liczba: "mnoga") }
      { play-word-hint }     co zrobiłby zwykły gracz komputerowy
      { play-word-rules }         zasady w skrócie, z przykładami
      { play-word-help }, { play-word-quit }  ta pomoc; wyjście z { -match(przypadek: "dopelniacz") }

# Słowa wpisywane po znaku zachęty, w tym języku (angielskie są zawsze rozumiane też):
# pierwsze widać w pomocy, pozostałe to skróty. Wielkość liter nie ma znaczenia. Bez
# myślników (dzielą słowa) i bez pojedynczych liter ani słów, które da się odczytać jako
# kartę (A K Q J T 10 9 8 7 z kolorem h d c s, np. „as” to A♠). Obok słów z polskimi
# znakami są ich wersje bez ogonków.
ribs-play-word-bid = licytuj
ribs-play-word-pass = pas
ribs-play-word-fold = zrzuć
ribs-play-words-bid = licytuj, licytuję, licytuje, podbij
ribs-play-words-pass = pas, pasuj, pasuję, pasuje
ribs-play-words-fold = zrzuć, zrzuc, zrzut
ribs-play-words-play = zagraj, graj, połóż, poloz, żebra, zebra
ribs-play-bid-how = wpisz „{ ribs-play-word-bid }” albo „{ ribs-play-word-bid } N”
ribs-play-name-two = podaj dwie karty, np. „K 9” (podano: { $count })
ribs-play-only-one = masz tylko jedną kartę { $card }
ribs-play-do-not-hold = nie masz karty { $card }
ribs-play-not-a-card = „{ $text }” to nie karta (wysokości: A K Q J 10 9 8 7, np. „K”, „10”, „K♥”, „Kh”)
ribs-play-action-bid = { ribs-play-word-bid } { $bid }
ribs-play-action-pass = { ribs-play-word-pass }
ribs-play-action-fold = { ribs-play-word-fold } { $cards }

## Obrazki: słowa na obrazku stołu i odkrycia lewy (krótkie: każde ma swoje stałe miejsce)
## i ich teksty alternatywne (to, co czyta czytnik ekranu: zwykłe zdania).
## $who to nazwa, $cards karty (K♥ 9♠), $line lista („Ann 3, Bob 0”).

ribs-pic-title = { -hand(case: "capital") } { $hand } · { -trick } { $trick } z { $tricks }
ribs-pic-title-over = { -hand(case: "capital") } { $hand } · koniec
ribs-pic-call-bid = { -ribs-bid } { $bid }
ribs-pic-call-pass = pas
ribs-pic-mark-ribs = ŻEBRA
ribs-pic-mark-fold = ZRZUT
ribs-pic-middle-match-over = Koniec { -match(przypadek: "dopelniacz") }
ribs-pic-middle-hand-over = Koniec { -hand(przypadek: "dopelniacz") }
ribs-pic-middle-bidding = Licytacja
ribs-pic-middle-bid = { -ribs-bid(case: "capital") } { $bid }
ribs-pic-footer-wins = { $who } wygrywa { -match(przypadek: "biernik") }
ribs-pic-footer-open = ▶ { $who }: otwarcie licytacji od { $bid }
ribs-pic-footer-bid = ▶ { $who }: { -ribs-bid } { $bid } albo pas
ribs-pic-footer-pass = ▶ { $who }: pas
ribs-pic-footer-ribs = ▶ { $who }: położenie { -ribs-ribs(przypadek: "dopelniacz") }
ribs-pic-footer-play = ▶ { $who }: zagranie dwóch kart
ribs-pic-state-open = ▶ otwiera
ribs-pic-state-bid = ▶ { -ribs-bid(forma: "os3") }
ribs-pic-state-ribs = ▶ kładzie { -ribs-ribs(przypadek: "biernik") }
ribs-pic-state-play = ▶ zagrywa
ribs-pic-state-bidder = gra za { $bid }
ribs-pic-state-folded = { -ribs-fold(forma: "rzeczownik") }
ribs-pic-state-fold-used = { -ribs-fold(forma: "rzeczownik") } wykorzystany
ribs-pic-tally = { $points } pkt · { $wins ->
        [one] { $wins } wygrana
        [few] { $wins } wygrane
       *[many] { $wins } wygranych
    }
ribs-pic-reveal-title = { -trick(case: "capital") } { $trick } · { $who }: { -ribs-bid } { $bid }
ribs-pic-verdict-cracked = { -ribs-ribs } { -ribs-cracked }
ribs-pic-verdict-made = { -ribs-bid } ugrana
ribs-pic-verdict-lost = { -ribs-bid } nieugrana
ribs-pic-takes-all = { $who } zgarnia wszystkie odkryte karty
ribs-pic-worth = pokonane karty warte { $worth } przy { -ribs-bid(przypadek: "miejscownik") } { $bid }
ribs-pic-head-player = gracz
ribs-pic-head-played = zagranie
ribs-pic-head-outcome = wynik
ribs-pic-head-captured = zdobyte
ribs-pic-bidder-ribs = rozgrywający · { -ribs-ribs }
ribs-pic-outcome-beat = bije
ribs-pic-outcome-defeated = pokonane
ribs-pic-outcome-folded = { -ribs-fold(forma: "rzeczownik") }
ribs-pic-outcome-cracked = { -ribs-crack(forma: "os3") }
ribs-pic-outcome-cracked-too = też { -ribs-crack(forma: "os3") }
ribs-pic-outcome-lost-to-crack = stracone przez { -ribs-crack(forma: "rzeczownik", przypadek: "biernik") }
ribs-pic-nothing = nic
ribs-pic-won-points = +{ $points } pkt
ribs-pic-won-cards = { $cards ->
        [one] { $cards } karta
        [few] { $cards } karty
       *[many] { $cards } kart
    }
ribs-pic-alt-match-over = Stół Ribs dla { $players } graczy: koniec { -match(przypadek: "dopelniacz") }, wygrywa { $who }.
ribs-pic-alt-hand-over = Stół Ribs dla { $players } graczy: koniec { -hand(przypadek: "dopelniacz") } { $hand }.
ribs-pic-alt-table = Stół Ribs dla { $players } graczy, { -hand } { $hand }, { -trick } { $trick } z { $tricks }, { $target }.
ribs-pic-alt-rules = Zasady: { $rules }.
ribs-pic-alt-call-bid = { $who } { -ribs-bid(forma: "os3") } { $bid }
ribs-pic-alt-call-pass = { $who } pasuje
ribs-pic-alt-no-bids = Jeszcze żadnej { -ribs-bid(przypadek: "dopelniacz") }.
ribs-pic-alt-bidding = Dotychczasowa licytacja: { $calls }.
ribs-pic-alt-bidder = { $who } wygrywa licytację z { -ribs-bid(przypadek: "narzednik") } { $bid }.
ribs-pic-alt-bidder-up = { $who } wygrywa licytację z { -ribs-bid(przypadek: "narzednik") } { $bid }; { -ribs-ribs } leżą odkryte: { $cards }.
ribs-pic-alt-bidder-down = { $who } wygrywa licytację z { -ribs-bid(przypadek: "narzednik") } { $bid }; { -ribs-ribs } leżą zakryte.
ribs-pic-alt-play = { $who } { $cards }
ribs-pic-alt-play-folded = { $who }: { -ribs-fold(forma: "rzeczownik") }
ribs-pic-alt-played = Dotychczas zagrane: { $plays }.
ribs-pic-alt-turn-open = { $who } ma otworzyć licytację od { $bid }.
ribs-pic-alt-turn-bid = { $who } ma { -ribs-bid(forma: "bezokolicznik") } { $bid } albo spasować.
ribs-pic-alt-turn-pass = { $who } ma spasować.
ribs-pic-alt-turn-ribs = { $who } ma położyć { -ribs-ribs(przypadek: "biernik") }.
ribs-pic-alt-turn-play = { $who } ma zagrać dwie karty.
ribs-pic-alt-points = Punkty w tym { -hand(przypadek: "miejscownik") }: { $line }.
ribs-pic-alt-hand-wins = Wygrane { -hand(liczba: "mnoga") }: { $line }.
ribs-pic-alt-folded = { -ribs-fold(forma: "rzeczownik", case: "capital") } w tym { -hand(przypadek: "miejscownik") }: { $names }.
ribs-pic-alt-reveal = Odkrycie { -trick(przypadek: "dopelniacz") } { $trick }: { $who }, { -ribs-bid } { $bid }, { -ribs-ribs }: { $cards }.
ribs-pic-alt-reveal-play = { $who } zagrywa { $cards }: { $outcome }
ribs-pic-alt-reveal-fold = { $who }: { -ribs-fold(forma: "rzeczownik") }
ribs-pic-alt-cracked = { $who } { -ribs-crack(forma: "os3") } { -ribs-ribs(przypadek: "biernik") } i zgarnia wszystkie odkryte karty.
ribs-pic-alt-made = Pokonane karty są warte { $worth } przy { -ribs-bid(przypadek: "miejscownik") } { $bid }: { -ribs-bid } ugrana.
ribs-pic-alt-lost = Pokonane karty są warte { $worth } przy { -ribs-bid(przypadek: "miejscownik") } { $bid }: { -ribs-bid } nieugrana, a { -ribs-ribs } przepadają.
ribs-pic-alt-capture = { $who } { $cards ->
        [one] { $cards } karta
        [few] { $cards } karty
       *[many] { $cards } kart
    } ({ $points } pkt)
ribs-pic-alt-nobody = Nikt nic nie zdobywa.
ribs-pic-alt-captured = Zdobyte: { $captures }.

## Discord: publiczna wiadomość stołu

ribs-table-title = Ribs · { -hand } { $hand } · { -trick } { $trick } z { $tricks }
ribs-table-title-hand = Ribs · { -hand } { $hand }
ribs-table-dealer = Rozdaje: { $who } · { $options }
ribs-table-your-turn-open = <@{ $user }>, twój ruch: otwórz licytację od { $bid }.
ribs-table-your-turn-bid = <@{ $user }>, twój ruch: { -ribs-bid(forma: "rozkaz") } albo pasuj.
ribs-table-your-turn-ribs = <@{ $user }>, twój ruch: połóż { -ribs-ribs(przypadek: "biernik") }.
ribs-table-your-turn-play = <@{ $user }>, twój ruch: zagraj dwie karty.
ribs-table-turn-open = { $who } otwiera licytację od { $bid }…
ribs-table-turn-bid = { $who } { -ribs-bid(forma: "os3") } albo pasuje…
ribs-table-turn-ribs = { $who } kładzie { -ribs-ribs(przypadek: "biernik") }…
ribs-table-turn-play = { $who } zagrywa dwie karty…
ribs-button-bid = { -ribs-bid(forma: "rozkaz", case: "capital") } { $bid }
ribs-button-pass = Pas
ribs-seat-bidder = **gra za { $bid }**
ribs-seat-ribs-up = { -ribs-ribs } odkryte { $cards }
ribs-seat-ribs-down = { -ribs-ribs } zakryte
ribs-seat-laying-ribs = kładzie { -ribs-ribs(przypadek: "biernik") }
ribs-seat-folded = { -ribs-fold(forma: "rzeczownik") }
ribs-seat-bid = { -ribs-bid } { $bid }
ribs-seat-passed = pas
ribs-seat-fold-used = { -ribs-fold(forma: "rzeczownik") } wykorzystany

## Discord: odkrycie lewy, koniec rozdania, zamknięcie stołu

ribs-reveal-title = { -trick(case: "capital") } { $trick } · { $who }: { -ribs-bid } { $bid }
ribs-reveal-ribs = { -ribs-ribs(case: "capital") }: **{ $cards }**
ribs-reveal-face-down = { $cards } zakryte
ribs-reveal-two-face-down = dwie karty zakryte
ribs-reveal-play = { $who }: { $shown } — { $outcome }
ribs-reveal-discarded = { -ribs-ribs(case: "capital") } przepadają.
ribs-reveal-captured = Zdobyte: { $captures }
ribs-hand-over-title = Koniec { -hand(przypadek: "dopelniacz") } { $hand }
ribs-hand-over-points = Punkty: { $line }
ribs-hand-over-winner = **{ $who }** wygrywa { -hand(przypadek: "biernik") }.
ribs-hand-over-winners = **{ $who }** remisują i wygrywają { -hand(przypadek: "biernik") }.
ribs-hand-over-folds = { -ribs-folded(case: "capital") } karty: { $folds }
ribs-hand-over-fold = { $who } { $cards } ({ -trick } { $trick })
ribs-hand-over-standings = Wygrane { -hand(liczba: "mnoga") } (gra do { $target }): { $line }

## Discord: prywatny panel gracza

ribs-panel-hand-line = { -hand(case: "capital") } { $hand } · { -trick } { $trick } z { $tricks }
ribs-panel-your-hand = Twoje karty: **{ $cards }** ({ $points })
ribs-panel-your-fold = Twój { -ribs-fold(forma: "rzeczownik") } w { -trick(przypadek: "miejscownik") } { $trick }: { $cards }.
ribs-panel-your-ribs = Twoje { -ribs-ribs }: { $cards }
ribs-panel-your-bid = **Twoja kolej, by { -ribs-bid(forma: "bezokolicznik") }.**
ribs-panel-lay-ribs-up = **Twój ruch.** Połóż swoje { -ribs-ribs(przypadek: "biernik") } (odkryte: ostatnia { -trick }): wybierz dokładnie dwie karty.
ribs-panel-lay-ribs = **Twój ruch.** Połóż swoje { -ribs-ribs(przypadek: "biernik") } zakryte: wybierz dokładnie dwie karty.
ribs-panel-play = **Twój ruch.** Zagraj dwie karty odkryte albo je { -ribs-fold(forma: "rozkaz") }: wybierz dokładnie dwie karty.
ribs-panel-no-fold = { -ribs-fold(forma: "rzeczownik", case: "capital") } niedostępny: { $why }.
ribs-panel-picked = Wybrane: **{ $cards }**
ribs-panel-pick = Wybierz dwie karty
ribs-button-lay-ribs = Połóż { -ribs-ribs(przypadek: "biernik") }
ribs-button-face-up = Zagraj odkryte
ribs-button-fold = { -ribs-fold(forma: "rozkaz", case: "capital") }
ribs-panel-new-hand = 🃏 **Nowe { -hand }** ({ -hand } { $hand }).
ribs-panel-new-hand-won = 🃏 **Nowe { -hand }** ({ -hand } { $hand }). Zwycięstwo w { -hand(przypadek: "miejscownik") } { $last }: { $who }.
ribs-panel-new-hand-tied = 🃏 **Nowe { -hand }** ({ -hand } { $hand }). Remis w { -hand(przypadek: "miejscownik") } { $last }: { $who }.
ribs-panel-trick = 🂠 { -trick(case: "capital") } { $trick }: { $how }.
ribs-panel-trick-mine = 🂠 { -trick(case: "capital") } { $trick }: { $how }; twoje zagranie: { $outcome }.
ribs-panel-you-took = Zdobywasz { $points }.
ribs-you-bid = ✅ Twoja { -ribs-bid }: { $bid }.
ribs-you-passed = ✅ Pasujesz.
ribs-you-laid-ribs = ✅ Twoje { -ribs-ribs } leżą: { $cards }.
ribs-you-played = ✅ Zagrywasz odkryte: { $cards }.
ribs-you-folded = ✅ { -ribs-fold(forma: "os2", case: "capital") } { $cards }.
# Po „zagrał za ciebie:”, więc w mianowniku.
ribs-action-bid = { -ribs-bid } { $bid }
ribs-action-pass = pas
ribs-action-ribs = { -ribs-ribs } { $cards }
ribs-action-face-up = { $cards } odkryte
ribs-action-fold = { -ribs-fold(forma: "rzeczownik") } { $cards }

## Discord: tabele i statystyki. $here kończy zdanie („na tym serwerze”).

ribs-stats-record = { -match(liczba: "mnoga", case: "capital") }: rozegrane { $matches }, wygrane { $wins } ({ $rate }%)
    Wygrane { -hand(liczba: "mnoga") }: { $hands }
    Zdobyte punkty: { $points }
    { -ribs-bid(liczba: "mnoga", case: "capital") }: ugrane { $made }, nieugrane { $lost }
    { -ribs-cracked(case: "capital") } { -ribs-ribs }: { $cracks } · { -ribs-fold(forma: "rzeczownik", liczba: "mnoga", case: "capital") }: { $folds }

## Discord: historia i powtórki

ribs-replay-nothing = Ta { -match } nie ma żadnego { -hand(przypadek: "dopelniacz") } do pokazania.
ribs-replay-dealt = Rozdaje: { $who }. Karty graczy po rozdaniu:
ribs-replay-call-pass = { $who } pas
ribs-replay-bids = { -ribs-bid(liczba: "mnoga", case: "capital") }: { $calls }
ribs-replay-bidder = **{ $who }** wygrywa licytację z { -ribs-bid(przypadek: "narzednik") } { $bid }.
ribs-replay-points = Punkty do tej pory: { $line }
ribs-replay-hand-won = **{ $who }** wygrywa { -hand(przypadek: "biernik") } z wynikiem { $points }.
ribs-replay-hand-tied = **{ $who }** remisują w { -hand(przypadek: "miejscownik") } z wynikiem { $points }.
ribs-replay-match-won = 🏆 **{ $who }** wygrywa { -match(przypadek: "biernik") } z { $wins ->
        [one] { $wins } wygranym { -hand(przypadek: "narzednik") }
       *[many] { $wins } wygranymi { -hand(liczba: "mnoga", przypadek: "narzednik") }
    }.
ribs-replay-title = { -match(case: "capital") } { $number } · { -hand } { $hand } z { $hands } · { -trick } { $trick } z { $tricks }
ribs-button-prev-hand = ◀◀ { -hand(case: "capital") }
ribs-button-prev-trick = ◀ { -trick(case: "capital") }
ribs-button-next-trick = { -trick(case: "capital") } ▶
ribs-button-next-hand = { -hand(case: "capital") } ▶▶

## Discord: odpowiedzi na polecenia z ukośnikiem ($missing, $yours: nazwy uprawnień Discorda,
## tak jak brzmią w polskim Discordzie)

ribs-options-error-target = cel musi wynosić od 1 do 20 wygranych { -hand(liczba: "mnoga", przypadek: "dopelniacz") }, nie { $value }
ribs-options-error-bid-step = krok { -ribs-bid(przypadek: "dopelniacz") } musi wynosić 1 albo 2, nie { $value }
ribs-options-error-unknown = nieznana opcja „{ $key }” (opcje: target, bid_step, beat_rule, folding, last_trick_face_up)
ribs-options-error-bad-value = { $key }: „{ $value }” nie jest żadną z wartości: { $expected }
ribs-options-error-not-key-value = „{ $text }” nie ma postaci klucz=wartość

## Odmowy o graczu, gdy `ribs referee` ocenia partię z zewnątrz ($who: kto próbował;
## $seat: inne miejsce; $error: odmowa, jak czyta ją sam gracz)

ribs-error-about = { $who }: { $error }
ribs-error-about-not-your-turn = ruch ma { $seat }, nie { $who }
ribs-error-about-already-passed = { $who } – pas już był
ribs-error-about-must-open = { $who } – otwiera licytację i musi zadeklarować { $bid }
ribs-error-about-wrong-bid = { $who } – { -ribs-bid } musi wynosić { $expected } (o jeden krok wyżej niż poprzednia; bez przeskakiwania)
ribs-error-about-bidding-over = licytacja już się skończyła: gra za { $bid } – { $seat }
ribs-error-about-already-folded = { $who } – w tym { -hand(przypadek: "miejscownik") } zrzut już był
ribs-error-about-folding-off = { $who } – zrzut, ale zrzucanie jest wyłączone (wariant folding = never)
ribs-error-about-last-trick-face-up = { $who } – zrzut, ale ostatnią { -trick(przypadek: "biernik") } gra się odkrytymi kartami (wariant last_trick_face_up)

## Rozdanie lub zapis, którego nie da się ułożyć ani odtworzyć (narzędzia operatora)

ribs-setup-players = { $needed }, nie { $players }
ribs-setup-hand-size = { $seat } – powinno dostać { $cards } kart, nie { $count }
ribs-setup-dealt-twice = { $card } – rozdana dwa razy
ribs-setup-not-in-pack = { $card } – nie ma jej w talii na { $players } graczy
ribs-setup-dealer = rozdający musi być jednym z miejsc
ribs-replay-illegal = ruch { $index } ({ $seat } { $action }) jest niedozwolony: { $error }
ribs-replay-unfinished = zapis kończy się przed końcem { -match(przypadek: "dopelniacz") }
