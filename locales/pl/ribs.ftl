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
#   -ribs    żebra (n., tylko lm.; przypadek): dwie karty, które zwycięzca licytacji kładzie
#            zakryte. Dosłownie nazwa gry, a przy tym daje naturalne „łamanie żeber” (crack).
#   -fold    zrzucić (forma: domyślnie bezokolicznik; rzeczownik: zrzut, lm. zrzuty;
#            odslowny: zrzucanie): zagrać dwie karty zakryte, poza lewą, raz na rozdanie.
#            „Zrzucić kartę” to zwykłe polskie określenie pozbycia się karty; „pas” nie
#            wchodzi w grę, bo w licytacji znaczy pass.
#   -folded  zrzucone (przymiotnik, lm.; przypadek): „zrzucone karty”. O graczu, który
#            zrzucił, mówimy rzeczownikiem („Ann: zrzut”, „zrzut wykorzystany”), żeby nie
#            używać czasu przeszłego zależnego od płci.
#   -crack   złamać (forma: os3 łamie, rzeczownik: złamanie, odslowny: łamanie): zagrać te
#            same dwie wysokości kart co żebra, co zgarnia wszystkie odkryte karty. Żebra
#            się łamie – obraz oczywisty dla każdego Polaka.
#   -cracked złamane (przymiotnik, lm.; przypadek): „żebra złamane”.
#   -bid     deklaracja (f.; domyślnie rzeczownik, z liczbą i przypadkiem; forma:
#            bezokolicznik licytować, rozkaz licytuj, os2 licytujesz, os3 licytuje, os3mn
#            licytują): ile punktów będą warte pokonane karty. Rzeczownik „deklaracja” mówi
#            dokładnie to (deklarujesz liczbę punktów, jak w tysiącu), a czasownikiem jest
#            naturalne „licytować”; cała runda to „licytacja”, a kto ją wygrał, „gra za N”
#            (jak „gra za 120” w tysiącu). Deklaracja jest „ugrana” albo „nieugrana”.
#            Skoków nie ma; „pas” jest.
#   -trick   lewa (f.; lm. lewy, lew): jedna licytacja i zagrania po niej; cztery lewy to
#            rozdanie. Słowo znane z brydża, kierek i tysiąca.
#   -hand    rozdanie (n.; lm. rozdania, rozdań): jedno rozdanie kart; kto je wygra, ma
#            „wygrane rozdanie”. Karty trzymane w ręku to po prostu „twoje karty” (angielskie
#            „hand” znaczy jedno i drugie, polskie „rozdanie” – nie).
#   -match   partia (f.; lm. partie, partii): gra do ustalonej liczby wygranych rozdań.
#   -autopilot  autopilot (m.; przypadek): gracz komputerowy, który gra za człowieka na jego
#            miejscu.
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

-ribs = { $case ->
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
-fold = { $case ->
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
-folded = { $case ->
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
-crack = { $case ->
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
-cracked = { $case ->
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
-bid = { $case ->
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
-trick = { $case ->
        [capital] { $liczba ->
           *[pojedyncza] { $przypadek ->
               *[mianownik] Lewa
                [dopelniacz] Lewy
                [celownik] Lewie
                [biernik] Lewę
                [narzednik] Lewą
                [miejscownik] Lewie
            }
            [mnoga] { $przypadek ->
               *[mianownik] Lewy
                [dopelniacz] Lew
                [celownik] Lewom
                [biernik] Lewy
                [narzednik] Lewami
                [miejscownik] Lewach
            }
        }
       *[lower] { $liczba ->
           *[pojedyncza] { $przypadek ->
               *[mianownik] lewa
                [dopelniacz] lewy
                [celownik] lewie
                [biernik] lewę
                [narzednik] lewą
                [miejscownik] lewie
            }
            [mnoga] { $przypadek ->
               *[mianownik] lewy
                [dopelniacz] lew
                [celownik] lewom
                [biernik] lewy
                [narzednik] lewami
                [miejscownik] lewach
            }
        }
    }
-hand = { $case ->
        [capital] { $liczba ->
           *[pojedyncza] { $przypadek ->
               *[mianownik] Rozdanie
                [dopelniacz] Rozdania
                [celownik] Rozdaniu
                [biernik] Rozdanie
                [narzednik] Rozdaniem
                [miejscownik] Rozdaniu
            }
            [mnoga] { $przypadek ->
               *[mianownik] Rozdania
                [dopelniacz] Rozdań
                [celownik] Rozdaniom
                [biernik] Rozdania
                [narzednik] Rozdaniami
                [miejscownik] Rozdaniach
            }
        }
       *[lower] { $liczba ->
           *[pojedyncza] { $przypadek ->
               *[mianownik] rozdanie
                [dopelniacz] rozdania
                [celownik] rozdaniu
                [biernik] rozdanie
                [narzednik] rozdaniem
                [miejscownik] rozdaniu
            }
            [mnoga] { $przypadek ->
               *[mianownik] rozdania
                [dopelniacz] rozdań
                [celownik] rozdaniom
                [biernik] rozdania
                [narzednik] rozdaniami
                [miejscownik] rozdaniach
            }
        }
    }
-match = { $case ->
        [capital] { $liczba ->
           *[pojedyncza] { $przypadek ->
               *[mianownik] Partia
                [dopelniacz] Partii
                [celownik] Partii
                [biernik] Partię
                [narzednik] Partią
                [miejscownik] Partii
            }
            [mnoga] { $przypadek ->
               *[mianownik] Partie
                [dopelniacz] Partii
                [celownik] Partiom
                [biernik] Partie
                [narzednik] Partiami
                [miejscownik] Partiach
            }
        }
       *[lower] { $liczba ->
           *[pojedyncza] { $przypadek ->
               *[mianownik] partia
                [dopelniacz] partii
                [celownik] partii
                [biernik] partię
                [narzednik] partią
                [miejscownik] partii
            }
            [mnoga] { $przypadek ->
               *[mianownik] partie
                [dopelniacz] partii
                [celownik] partiom
                [biernik] partie
                [narzednik] partiami
                [miejscownik] partiach
            }
        }
    }
-autopilot = { $case ->
        [capital] { $przypadek ->
           *[mianownik] Autopilot
            [dopelniacz] Autopilota
            [celownik] Autopilotowi
            [biernik] Autopilot
            [narzednik] Autopilotem
            [miejscownik] Autopilocie
        }
       *[lower] { $przypadek ->
           *[mianownik] autopilot
            [dopelniacz] autopilota
            [celownik] autopilotowi
            [biernik] autopilot
            [narzednik] autopilotem
            [miejscownik] autopilocie
        }
    }

## Własne słowa gry (wspólne dla wszystkich interfejsów)
# Wynik zagrania: bez czasu przeszłego, żeby nic nie zależało od płci gracza.

outcome-beat = bije { -ribs(przypadek: "biernik") }
outcome-defeated = pokonane
outcome-defeated-kept = pokonane, ale zachowane: { -bid } nieugrana
outcome-folded = { -fold(forma: "rzeczownik") }
outcome-cracked = { -crack(forma: "os3") } { -ribs(przypadek: "biernik") }
outcome-cracked-too = też { -crack(forma: "os3") }, ale za późno
outcome-lost-to-crack = stracone przez { -crack(forma: "rzeczownik", przypadek: "biernik") }

# $who nazywa miejsce i może brzmieć „ty” / „Ty” (czytelnik): dlatego myślnik zamiast
# czasownika, który musiałby się zgadzać z $who.
verdict-cracked = { $who } – { -ribs } { -cracked }
verdict-made = { $who } – { -bid } { $bid } ugrana (pokonane karty warte { $worth })
verdict-lost = { $who } – { -bid } { $bid } nieugrana (pokonane karty warte tylko { $worth })
you = ty
you-capital = Ty

seat-mark = (miejsce { $seat })
players-needed = Ribs potrzebuje od { $min } do { $max } graczy

# Stoi na liście opcji („Rozdaje: Ann · gra do 5 wygranych rozdań”) i, z wielką literą, na
# początku zdania (play-takes-the-match).
options-target = gra do { $target ->
        [one] { $target } wygranego { -hand(przypadek: "dopelniacz") }
       *[many] { $target } wygranych { -hand(liczba: "mnoga", przypadek: "dopelniacz") }
    }
options-bid-step = { -bid(liczba: "mnoga") } rosną o { $step }
options-both-higher = aby pobić { -ribs(przypadek: "biernik") }, obie karty muszą być wyższe
options-no-folding = bez { -fold(forma: "odslowny", przypadek: "dopelniacz") }
options-last-face-up = ostatnia { -trick } grana odkrytymi kartami

## Odmowy zgodne z zasadami, mówione graczowi, który próbował ($who, $seat: nazwa miejsca)

error-match-over = { -match } już się skończyła
error-hand-over = { -hand } już się skończyło
error-no-such-seat = przy tym stole nie ma nikogo o nazwie { $seat }
error-not-your-turn = to nie twój ruch: ruch ma teraz { $seat }
error-already-passed = w licytacji przed tą { -trick(przypadek: "narzednik") } masz już pas
error-must-open = pierwsza { -bid } musi wynosić { $bid }
error-wrong-bid = twoja { -bid } musi wynosić { $expected } (o jeden krok wyżej niż poprzednia; bez przeskakiwania)
error-bid-too-high = { -bid(liczba: "mnoga") } nie mogą już rosnąć
error-below-opening = { -bid(liczba: "mnoga") } zaczynają się od { $opening }, nie od { $bid }
error-off-step = { -bid(liczba: "mnoga") } rosną o { $step } od { $opening }: { $bid } do nich nie należy
error-still-bidding = licytacja jeszcze trwa: { -bid(forma: "rozkaz") } { $next } albo pasuj
error-bidding-over = licytacja przed tą { -trick(przypadek: "narzednik") } już się skończyła
error-must-lay-ribs = licytacja jest twoja: połóż dwie karty jako swoje { -ribs(przypadek: "biernik") }
error-not-the-bidder = { -ribs(przypadek: "biernik") } kładzie tylko ten, kto wygrał licytację
error-bidder-cannot-fold = kto wygrał licytację, nie może { -fold }
error-already-folded = w tym { -hand(przypadek: "miejscownik") } masz już za sobą { -fold(forma: "rzeczownik", przypadek: "biernik") }
error-folding-off = { -fold(forma: "odslowny") } jest przy tym stole wyłączone
error-last-trick-face-up = w ostatniej { -trick(przypadek: "miejscownik") } nikt nie może { -fold }: gra się ją odkrytymi kartami
error-not-held = nie masz karty { $card }
error-same-card-twice = wybierz dwie różne karty

## Zasady w skrócie, strona po stronie (`**` oznacza to, co trzeba podkreślić)

rules-brief-title = Ribs w skrócie
rules-brief =
    Od { $min } do { $max } graczy, każdy dostaje { $cards } kart: w talii jest po jednym komplecie A K Q J 10 9 8 7 na gracza. Kolory nie mają znaczenia. Wartości: **A 0 · K Q J 2 · 10 9 8 7 1** (10 punktów na gracza).

    { -hand(case: "capital") } to cztery **{ -trick(liczba: "mnoga") }**. Przed każdą { -trick(przypadek: "narzednik") } jest licytacja; kto zalicytuje najwyżej, kładzie dwie karty zakryte (to **{ -ribs }**), a wszyscy pozostali zagrywają dwie karty odkryte albo je **{ -fold(forma: "os3mn") }** (raz na { -hand(przypadek: "biernik") }). Najwięcej zdobytych punktów wygrywa { -hand(przypadek: "biernik") }; kto pierwszy wygra { $target ->
        [one] { $target } { -hand(przypadek: "biernik") }
        [few] { $target } { -hand(liczba: "mnoga", przypadek: "biernik") }
       *[many] { $target } { -hand(liczba: "mnoga", przypadek: "dopelniacz") }
    }, wygrywa { -match(przypadek: "biernik") }.
rules-bidding-title = Licytacja
rules-bidding =
    Licytację przed pierwszą { -trick(przypadek: "narzednik") } zaczyna rozdający, przed każdą następną – zwycięzca poprzedniej licytacji. Otwierający **musi { -bid(forma: "bezokolicznik") } { $opening }**. Potem, zgodnie z ruchem wskazówek zegara, każdy, kto jeszcze licytuje, pasuje albo { -bid(forma: "os3") } dokładnie o jeden więcej (bez przeskakiwania). Pas obowiązuje do końca licytacji przed tą { -trick(przypadek: "narzednik") }. Licytacja kończy się, gdy zostaje jeden licytujący.

    Przykład (A..F, zaczyna A): A 2, B 3, C pas, D pas, E 4, F pas, A pas, B 5, E 6, B pas: **licytację wygrywa E, gra za 6**.
rules-play-title = Rozgrywka
rules-play = Zwycięzca licytacji kładzie { -ribs(przypadek: "biernik") } zakryte. Potem każdy z pozostałych, zgodnie z ruchem wskazówek zegara, zaczynając od osoby po jego lewej, zagrywa dwie karty **odkryte** (wszyscy widzą je od razu) albo je **{ -fold(forma: "os3") }** zakryte: wolno to raz na { -hand(przypadek: "biernik") }, nigdy zwycięzcy licytacji. { -folded(case: "capital") } karty przepadają i nikt ich nie zdobywa; nikt ich też nie widzi, dopóki { -hand } się nie skończy.
rules-cracking-title = { -crack(forma: "odslowny", case: "capital") }, bicie, pokonywanie
rules-cracking =
    { -ribs(case: "capital") } zostają odkryte. Zagranie, którego dwie karty mają **te same wysokości** co { -ribs }, **{ -crack(forma: "os3") }** je: kto pierwszy w kolejności zagrywania je złamie, zgarnia wszystkie odkryte karty, razem z { -ribs(przypadek: "narzednik") }.
    W przeciwnym razie zagranie, które **nie pasuje** do żadnego z { -ribs(przypadek: "dopelniacz") } (nie ma tej samej wysokości) i ma kartę **wyższą od obu { -ribs(przypadek: "dopelniacz") }**, **bije** je: kto je zagrał, zatrzymuje swoje karty. Wszystko inne jest **pokonane**.

    { -ribs(case: "capital") } Q-9: K-7 bije (K jest wyższy od obu, 7 do niczego nie pasuje); K-9, J-10, Q-J i A-Q są pokonane. { -ribs(case: "capital") } J-9: A-J jest pokonane (walety pasują).
rules-winning-title = { -bid(liczba: "mnoga", case: "capital") } ugrane i nieugrane; kto wygrywa
rules-winning =
    Jeśli pokonane karty są warte **co najmniej tyle, ile wynosi { -bid }**, zwycięzca licytacji zgarnia je razem z { -ribs(przypadek: "narzednik") }; w przeciwnym razie każdy pokonany gracz zatrzymuje swoje karty, a { -ribs } przepadają. Wartość samych { -ribs(przypadek: "dopelniacz") } nigdy nie liczy się do { -bid(przypadek: "dopelniacz") }. { -ribs(case: "capital") } warte 3 i pokonane karty warte 6: { -bid } 6 zgarnia 9 punktów; { -bid } 7 nie zgarnia nic.

    Najwięcej punktów wygrywa { -hand(przypadek: "biernik") } (przy remisie wygrywają wszyscy z najlepszym wynikiem). Kto pierwszy osiągnie docelową liczbę wygranych { -hand(liczba: "mnoga", przypadek: "dopelniacz") }, wygrywa { -match(przypadek: "biernik") }; przy remisie na prowadzeniu gra toczy się dalej, aż ktoś wyjdzie na samodzielne prowadzenie. Opcje stołu: cel, krok { -bid(przypadek: "dopelniacz") } 2, bicie dwiema wyższymi kartami, bez { -fold(forma: "odslowny", przypadek: "dopelniacz") }, ostatnia { -trick } odkryta.

## `ribs play`: partia w terminalu
# $me to "yes", gdy miejsce należy do czytelnika („Ty”), inaczej "no"; $who to nazwa.

play-you = Ty
play-hand-dealt = ── { -hand(case: "capital") } { $hand } · rozdaje: { $dealer } ──
play-your-hand = Twoje karty: { $cards }
play-trick-of = { -trick(case: "capital") } { $trick } z { $tricks }.
play-opens = { $me ->
        [yes] { $who } otwierasz licytację od { $bid }.
       *[no] { $who } otwiera licytację od { $bid }.
    }
play-bids = { $me ->
        [yes] { $who } { -bid(forma: "os2") } { $bid }
       *[no] { $who } { -bid(forma: "os3") } { $bid }
    }
play-passes = { $me ->
        [yes] { $who } pasujesz
       *[no] { $who } pasuje
    }
play-bidder = { $me ->
        [yes] Wygrywasz licytację: grasz za { $bid }.
       *[no] { $who } wygrywa licytację: gra za { $bid }.
    }
play-ribs-face-up = { $me ->
        [yes] { $who } kładziesz { -ribs(przypadek: "biernik") } odkryte: { $cards }
       *[no] { $who } kładzie { -ribs(przypadek: "biernik") } odkryte: { $cards }
    }
play-your-ribs = { $who } kładziesz { -ribs(przypadek: "biernik") } zakryte: { $cards }
play-ribs-down = { $who } kładzie { -ribs(przypadek: "biernik") } zakryte.
play-plays = { $me ->
        [yes] { $who } zagrywasz { $cards }
       *[no] { $who } zagrywa { $cards }
    }
play-your-fold = { $who } { -fold(forma: "os2") } { $cards } (zakryte)
play-folds = { $who } { -fold(forma: "os3") }.
play-ribs-revealed = { -ribs(case: "capital") } ({ $who }): { $cards }
play-fold-shown = { $who }: { -fold(forma: "rzeczownik") } { $cards } w { -trick(przypadek: "miejscownik") } { $trick }
play-folds-shown = { -folded(case: "capital") } karty, teraz odkryte: { $folds }.
play-hand-goes-to = Zwycięstwo w { -hand(przypadek: "miejscownik") } { $hand }:
play-hand-won-with = { $winners } z wynikiem { $points } pkt.
play-hand-wins = Wygrane { -hand(liczba: "mnoga") } (gra do { $target }): { $line }
play-you-win = Wygrywasz { -match(przypadek: "biernik") }!
play-wins = { $who } wygrywa { -match(przypadek: "biernik") }.
play-face-down = zakryte
play-cards-face-down = { $cards } zakryte
# Po werdykcie lewy: „Ann – deklaracja 5 ugrana (…): zdobyto 8 punktów.”
play-points-captured = zdobyto { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    }
play-ribs-discarded = { -ribs } przepadają
play-points-this-hand = Punkty w tym { -hand(przypadek: "miejscownik") }: { $line }
play-status-line = { -hand(case: "capital") } { $hand } · { -trick } { $trick } z { $tricks } · rozdaje: { $dealer }
play-bidding-line = Licytacja: { $calls }
play-call-bid = { $who } { $bid }
play-call-passed = { $who } pas
play-ribs-shown = { -ribs } { $cards }
play-ribs-face-down = { -ribs } zakryte
play-ribs-not-laid = { -ribs } jeszcze nie położone
play-bidder-line = Gra za { $bid }: { $who } · { $ribs }
play-played-line = Zagrane: { $plays }
play-played-folded = { $who }: { -fold(forma: "rzeczownik") }
play-to-play-line = Jeszcze zagrywają: { $names }
play-folded-line = { -fold(forma: "rzeczownik", case: "capital") } w tym { -hand(przypadek: "miejscownik") }: { $names }
play-and = { $first } i { $last }

play-prompt-open = Otwierasz licytację: wpisz { play-word-bid } ({ $next })
play-prompt-bid = { -bid(forma: "rozkaz", case: "capital") } { $next } czy { play-word-pass }?
play-prompt-no-higher = { -bid(liczba: "mnoga", case: "capital") } nie mogą już rosnąć: { play-word-pass }
play-prompt-ribs = { $face_up ->
        [yes] Połóż swoje { -ribs(przypadek: "biernik") }, dwie karty odkryte (np. A K)
       *[no] Połóż swoje { -ribs(przypadek: "biernik") }, dwie karty zakryte (np. A K)
    }
play-prompt-play = Zagraj dwie karty odkryte (np. K 9) albo { -fold(forma: "rozkaz") } dwie ({ play-word-fold } Q 7)
play-prompt-play-no-fold = Zagraj dwie karty odkryte (np. K 9; { $why })

play-help =
    Polecenia:
      { play-word-bid }        podbij do następnej { -bid(przypadek: "dopelniacz") } (albo otwórz licytację); „{ play-word-bid } 5” sprawdza, czy to 5
      { play-word-pass }            pas w licytacji przed tą { -trick(przypadek: "narzednik") }
      K 9            połóż te dwie karty jako swoje { -ribs(przypadek: "biernik") } albo zagraj je odkryte
                     (wysokości A K Q J 10 9 8 7; kolor niekonieczny: K♥, Kh, 10s)
      { play-word-fold } Q 7      { -fold(forma: "rozkaz") } dwie karty zakryte (raz na { -hand(przypadek: "biernik") })
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
play-word-bid = licytuj
play-word-pass = pas
play-word-fold = zrzuć
play-word-hand = karty
play-word-table = stół
play-word-scores = wynik
play-word-hint = podpowiedź
play-word-rules = zasady
play-word-help = pomoc
play-word-quit = koniec
play-words-bid = licytuj, licytuję, licytuje, podbij
play-words-pass = pas, pasuj, pasuję, pasuje
play-words-fold = zrzuć, zrzuc, zrzut
play-words-play = zagraj, graj, połóż, poloz, żebra, zebra
play-words-hand = karty, ręka, reka
play-words-table = stół, stol, stan
play-words-scores = wynik, wyniki, punkty
play-words-hint = podpowiedź, podpowiedz, rada
play-words-rules = zasady, reguły, reguly
play-words-help = pomoc, pomocy
play-words-quit = koniec, wyjdź, wyjdz, wyjście, wyjscie

play-takes-nothing = po „{ $word }” nie wpisuje się nic więcej
play-not-a-number = „{ $text }” to nie liczba
play-bid-how = wpisz „{ play-word-bid }” albo „{ play-word-bid } N”
play-not-a-command = „{ $word }” to ani polecenie, ani karta (wpisz { play-word-help })
play-name-two = podaj dwie karty, np. „K 9” (podano: { $count })
play-only-one = masz tylko jedną kartę { $card }
play-do-not-hold = nie masz karty { $card }
play-not-a-card = „{ $text }” to nie karta (wysokości: A K Q J 10 9 8 7, np. „K”, „10”, „K♥”, „Kh”)

play-resuming = Wznawiam { -match(przypadek: "biernik") } zapisaną w { $path } (rozegrano { $actions ->
        [one] { $actions } ruch
        [few] { $actions } ruchy
       *[many] { $actions } ruchów
    }; obowiązują jej własny stół, poziom i ziarno losowania).
play-input-ended = Dane wejściowe się skończyły
play-you-leave = Wstajesz od stołu
play-stops-here = { $why }: { -match } kończy się tutaj (ziarno { $seed }, rozegrano { $actions ->
        [one] { $actions } ruch
        [few] { $actions } ruchy
       *[many] { $actions } ruchów
    }).
play-saved-in = Stan gry zapisano w { $path }: wznowisz ją poleceniem `ribs play --db { $path }`.
play-record = Twój bilans w { $path }: wygrane { $won } z { $matches ->
        [one] { $matches } { -match(przypadek: "dopelniacz") }
       *[many] { $matches } { -match(liczba: "mnoga", przypadek: "dopelniacz") }
    }, { $hands ->
        [one] { $hands } wygrane { -hand }
        [few] { $hands } wygrane { -hand(liczba: "mnoga") }
       *[many] { $hands } wygranych { -hand(liczba: "mnoga", przypadek: "dopelniacz") }
    }, { $points ->
        [one] { $points } punkt
        [few] { $points } punkty
       *[many] { $points } punktów
    }.
play-welcome = { $ribs } Ty (miejsce 1) kontra { $others } (gracze komputerowi: { $computers }, poziom { $level }).
play-takes-the-match = { $target }: kto pierwszy, ten wygrywa { -match(przypadek: "biernik") }. Ziarno { $seed } (zagrasz ją jeszcze raz z --seed { $seed }).
play-table-rules = Zasady stołu: { $rules }.
play-type-help = Wpisz { $help }, aby zobaczyć polecenia.
play-would = Zwykły gracz komputerowy zrobiłby teraz: { $action }
play-action-bid = { play-word-bid } { $bid }
play-action-pass = { play-word-pass }
play-action-fold = { play-word-fold } { $cards }
play-level-easy = łatwy
play-level-normal = normalny
play-level-hard = trudny

## Polecenia z ukośnikiem (ograniczenia Discorda: nazwy małymi literami, 1–32 znaki: litery,
## cyfry, - lub _; opisy najwyżej 100 znaków). Nazwy opcji, do których odsyłają inne
## komunikaty (/ribs nowy, wątek:true, czas_ruchu, /ribs powtórka partia:<numer>), muszą się
## zgadzać z tymi poniżej.

cmd-ribs-description = Zagraj w Ribs, karciankę z licytacją dla 4–10 graczy
cmd-new-name = nowy
cmd-new-description = Otwórz stół na tym kanale
cmd-new-target-name = cel
cmd-new-target-description = Ile wygranych { -hand(liczba: "mnoga", przypadek: "dopelniacz") } trzeba do wygrania { -match(przypadek: "dopelniacz") } (domyślnie 5)
cmd-new-bid_step-name = krok_deklaracji
cmd-new-bid_step-description = O ile rośnie każde podbicie: 1 (domyślnie) albo 2
cmd-new-beat_rule-name = zasada_bicia
cmd-new-beat_rule-description = Czego trzeba, aby pobić { -ribs(przypadek: "biernik") }
cmd-new-beat_rule-choice-0 = jedna karta wyższa od obu { -ribs(przypadek: "dopelniacz") } (domyślnie)
cmd-new-beat_rule-choice-1 = obie karty wyższe od obu { -ribs(przypadek: "dopelniacz") }
cmd-new-folding-name = zrzucanie
cmd-new-folding-description = Pozwól na { -fold(forma: "rzeczownik", przypadek: "biernik") } raz na { -hand(przypadek: "biernik") } (domyślnie tak)
cmd-new-last_trick_face_up-name = ostatnia_lewa_odkryta
cmd-new-last_trick_face_up-description = Graj ostatnią { -trick(przypadek: "biernik") } odkrytymi kartami, bez { -fold(forma: "rzeczownik", przypadek: "dopelniacz") } (domyślnie nie)
cmd-new-turn_timer-name = czas_ruchu
cmd-new-turn_timer-description = Sekundy na ruch, zanim zagra { -autopilot } (0: bez limitu czasu)
cmd-new-computers-name = komputery
cmd-new-computers-description = Ilu graczy komputerowych posadzić od razu (od 0 do 9)
cmd-new-level-name = poziom
cmd-new-level-description = Jak silni są gracze komputerowi
cmd-new-level-choice-0 = łatwy
cmd-new-level-choice-1 = normalny
cmd-new-level-choice-2 = trudny
cmd-new-thread-name = wątek
cmd-new-thread-description = Otwórz wątek dla { -match(przypadek: "dopelniacz") } (domyślnie nie)
cmd-hand-name = karty
cmd-hand-description = Pokaż swoje karty i w swoim ruchu wybierz, co zagrać (widzisz to tylko ty)
cmd-table-name = stół
cmd-table-description = Wyślij wiadomość stołu jeszcze raz, na dole kanału
cmd-autopilot-name = autopilot
cmd-autopilot-description = Oddaj swoje miejsce graczowi komputerowemu albo je odzyskaj
cmd-autopilot-on-name = włącz
cmd-autopilot-on-description = tak: gra za ciebie komputer; nie: znów grasz ty (domyślnie: przełącz)
cmd-stop-name = zakończ
cmd-stop-description = Zakończ { -match(przypadek: "biernik") } (gospodarz albo ktoś, kto może zarządzać serwerem)
cmd-leaderboard-name = tabela
cmd-leaderboard-description = Najlepsi gracze, na tym serwerze albo wszędzie
cmd-leaderboard-scope-name = zasięg
cmd-leaderboard-scope-description = Ten serwer (domyślnie) albo wszędzie
cmd-leaderboard-scope-choice-0 = ten serwer
cmd-leaderboard-scope-choice-1 = wszędzie
cmd-leaderboard-by-name = według
cmd-leaderboard-by-description = Sortuj według rankingu (domyślnie), wygranych { -match(liczba: "mnoga", przypadek: "dopelniacz") }, odsetka wygranych lub wygranych { -hand(liczba: "mnoga", przypadek: "dopelniacz") }
cmd-leaderboard-by-choice-0 = ranking
cmd-leaderboard-by-choice-1 = wygrane { -match(liczba: "mnoga") }
cmd-leaderboard-by-choice-2 = odsetek wygranych
cmd-leaderboard-by-choice-3 = wygrane { -hand(liczba: "mnoga") }
cmd-stats-name = statystyki
cmd-stats-description = Ranking i bilans gracza Ribs na tym serwerze oraz ostatnie { -match(liczba: "mnoga") }
cmd-stats-player-name = gracz
cmd-stats-player-description = Czyje statystyki (domyślnie: twoje)
cmd-history-name = historia
cmd-history-description = Ostatnie { -match(liczba: "mnoga") } zakończone na tym serwerze (lub danego gracza), z numerami
cmd-history-player-name = gracz
cmd-history-player-description = Tylko { -match(liczba: "mnoga") } tego gracza
cmd-replay-name = powtórka
cmd-replay-description = Przejrzyj zakończoną { -match(przypadek: "biernik") } z tego serwera, { -trick } po { -trick(przypadek: "miejscownik") } (widzisz to tylko ty)
cmd-replay-match-name = partia
cmd-replay-match-description = Numer { -match(przypadek: "dopelniacz") } (zobacz /ribs historia)
cmd-rules-name = zasady
cmd-rules-description = Jak grać w Ribs, na krótkich stronach
cmd-forget-name = zapomnij
cmd-forget-description = Usuń się z zapisów Ribs: twój identyfikator i nazwy (wyniki zostają, anonimowo)

## Obrazki: słowa na obrazku stołu i odkrycia lewy (krótkie: każde ma swoje stałe miejsce)
## i ich teksty alternatywne (to, co czyta czytnik ekranu: zwykłe zdania).
## $who to nazwa, $cards karty (K♥ 9♠), $line lista („Ann 3, Bob 0”).

pic-seat = miejsce { $seat }
pic-title = { -hand(case: "capital") } { $hand } · { -trick } { $trick } z { $tricks }
pic-title-over = { -hand(case: "capital") } { $hand } · koniec
pic-call-bid = { -bid } { $bid }
pic-call-pass = pas
pic-mark-ribs = ŻEBRA
pic-mark-fold = ZRZUT
pic-middle-match-over = Koniec { -match(przypadek: "dopelniacz") }
pic-middle-hand-over = Koniec { -hand(przypadek: "dopelniacz") }
pic-middle-bidding = Licytacja
pic-middle-bid = { -bid(case: "capital") } { $bid }
pic-footer-wins = { $who } wygrywa { -match(przypadek: "biernik") }
pic-footer-open = ▶ { $who }: otwarcie licytacji od { $bid }
pic-footer-bid = ▶ { $who }: { -bid } { $bid } albo pas
pic-footer-pass = ▶ { $who }: pas
pic-footer-ribs = ▶ { $who }: położenie { -ribs(przypadek: "dopelniacz") }
pic-footer-play = ▶ { $who }: zagranie dwóch kart
pic-state-open = ▶ otwiera
pic-state-bid = ▶ { -bid(forma: "os3") }
pic-state-ribs = ▶ kładzie { -ribs(przypadek: "biernik") }
pic-state-play = ▶ zagrywa
pic-state-bidder = gra za { $bid }
pic-state-folded = { -fold(forma: "rzeczownik") }
pic-state-fold-used = { -fold(forma: "rzeczownik") } wykorzystany
pic-tally = { $points } pkt · { $wins ->
        [one] { $wins } wygrana
        [few] { $wins } wygrane
       *[many] { $wins } wygranych
    }
pic-autopilot = { -autopilot }
# Rozdający.
pic-dealer = R
pic-reveal-title = { -trick(case: "capital") } { $trick } · { $who }: { -bid } { $bid }
pic-verdict-cracked = { -ribs } { -cracked }
pic-verdict-made = { -bid } ugrana
pic-verdict-lost = { -bid } nieugrana
pic-takes-all = { $who } zgarnia wszystkie odkryte karty
pic-worth = pokonane karty warte { $worth } przy { -bid(przypadek: "miejscownik") } { $bid }
pic-head-player = gracz
pic-head-played = zagranie
pic-head-outcome = wynik
pic-head-captured = zdobyte
pic-bidder-ribs = rozgrywający · { -ribs }
pic-outcome-beat = bije
pic-outcome-defeated = pokonane
pic-outcome-folded = { -fold(forma: "rzeczownik") }
pic-outcome-cracked = { -crack(forma: "os3") }
pic-outcome-cracked-too = też { -crack(forma: "os3") }
pic-outcome-lost-to-crack = stracone przez { -crack(forma: "rzeczownik", przypadek: "biernik") }
pic-nothing = nic
pic-won-points = +{ $points } pkt
pic-won-cards = { $cards ->
        [one] { $cards } karta
        [few] { $cards } karty
       *[many] { $cards } kart
    }
pic-alt-match-over = Stół Ribs dla { $players } graczy: koniec { -match(przypadek: "dopelniacz") }, wygrywa { $who }.
pic-alt-hand-over = Stół Ribs dla { $players } graczy: koniec { -hand(przypadek: "dopelniacz") } { $hand }.
pic-alt-table = Stół Ribs dla { $players } graczy, { -hand } { $hand }, { -trick } { $trick } z { $tricks }, { $target }.
pic-alt-rules = Zasady: { $rules }.
pic-alt-deals = Rozdaje: { $who }.
pic-alt-call-bid = { $who } { -bid(forma: "os3") } { $bid }
pic-alt-call-pass = { $who } pasuje
pic-alt-no-bids = Jeszcze żadnej { -bid(przypadek: "dopelniacz") }.
pic-alt-bidding = Dotychczasowa licytacja: { $calls }.
pic-alt-bidder = { $who } wygrywa licytację z { -bid(przypadek: "narzednik") } { $bid }.
pic-alt-bidder-up = { $who } wygrywa licytację z { -bid(przypadek: "narzednik") } { $bid }; { -ribs } leżą odkryte: { $cards }.
pic-alt-bidder-down = { $who } wygrywa licytację z { -bid(przypadek: "narzednik") } { $bid }; { -ribs } leżą zakryte.
pic-alt-play = { $who } { $cards }
pic-alt-play-folded = { $who }: { -fold(forma: "rzeczownik") }
pic-alt-played = Dotychczas zagrane: { $plays }.
pic-alt-turn-open = { $who } ma otworzyć licytację od { $bid }.
pic-alt-turn-bid = { $who } ma { -bid(forma: "bezokolicznik") } { $bid } albo spasować.
pic-alt-turn-pass = { $who } ma spasować.
pic-alt-turn-ribs = { $who } ma położyć { -ribs(przypadek: "biernik") }.
pic-alt-turn-play = { $who } ma zagrać dwie karty.
pic-alt-points = Punkty w tym { -hand(przypadek: "miejscownik") }: { $line }.
pic-alt-hand-wins = Wygrane { -hand(liczba: "mnoga") }: { $line }.
pic-alt-computers = Gracze komputerowi: { $names }.
pic-alt-autopilot = Na { -autopilot(przypadek: "miejscownik") }: { $names }.
pic-alt-folded = { -fold(forma: "rzeczownik", case: "capital") } w tym { -hand(przypadek: "miejscownik") }: { $names }.
pic-alt-reveal = Odkrycie { -trick(przypadek: "dopelniacz") } { $trick }: { $who }, { -bid } { $bid }, { -ribs }: { $cards }.
pic-alt-reveal-play = { $who } zagrywa { $cards }: { $outcome }
pic-alt-reveal-fold = { $who }: { -fold(forma: "rzeczownik") }
pic-alt-cracked = { $who } { -crack(forma: "os3") } { -ribs(przypadek: "biernik") } i zgarnia wszystkie odkryte karty.
pic-alt-made = Pokonane karty są warte { $worth } przy { -bid(przypadek: "miejscownik") } { $bid }: { -bid } ugrana.
pic-alt-lost = Pokonane karty są warte { $worth } przy { -bid(przypadek: "miejscownik") } { $bid }: { -bid } nieugrana, a { -ribs } przepadają.
pic-alt-capture = { $who } { $cards ->
        [one] { $cards } karta
        [few] { $cards } karty
       *[many] { $cards } kart
    } ({ $points } pkt)
pic-alt-nobody = Nikt nic nie zdobywa.
pic-alt-captured = Zdobyte: { $captures }.

## Discord: słowa wspólne dla wiadomości bota. $who to nazwa gracza tak, jak jest pokazywana
## (z 🤖 u gracza komputerowego), $cards karty.

# „pkt” się nie odmienia.
points = { $points } pkt
hand-wins-count = { $wins ->
        [one] { $wins } wygrana
        [few] { $wins } wygrane
       *[many] { $wins } wygranych
    }
list-and = { $first } i { $last }
seat-on-autopilot = { $who } ({ -autopilot })
turn-timer = { $seconds } s na ruch
no-turn-timer = bez limitu czasu na ruch
level-easy = łatwy
level-normal = normalny
level-hard = trudny
# W bierniku, bo stoją po „już …” i „przez …” („zwleka z ruchem już 10 minut”).
held-minutes = { $minutes ->
        [one] { $minutes } minutę
        [few] { $minutes } minuty
       *[many] { $minutes } minut
    }
held-seconds = { $seconds ->
        [one] { $seconds } sekundę
        [few] { $seconds } sekundy
       *[many] { $seconds } sekund
    }

## Discord: odmowy, mówione prywatnie osobie, która próbowała

refuse-no-table = ⚠️ nie ma tu stołu: otwórz go poleceniem /ribs nowy
refuse-table-exists = ⚠️ na tym kanale już jest stół
refuse-over = ⚠️ ta { -match } już się skończyła: przy stole toczy się już coś nowego
refuse-stale = ⚠️ gra poszła już dalej: ten przycisk pochodzi z wcześniejszego etapu
refuse-not-seated = ⚠️ nie siedzisz przy tym stole
refuse-already-seated = ⚠️ już siedzisz przy tym stole
refuse-full = ⚠️ stół jest pełny ({ $seats ->
        [one] { $seats } miejsce
        [few] { $seats } miejsca
       *[many] { $seats } miejsc
    })
refuse-too-many-computers = ⚠️ komputerów może być najwyżej { $room }: stół ma { $seats ->
        [one] { $seats } miejsce
        [few] { $seats } miejsca
       *[many] { $seats } miejsc
    }, a jedno z nich jest twoje.
refuse-not-host-start = ⚠️ tylko gospodarz może rozpocząć { -match(przypadek: "biernik") }
refuse-not-host-cancel = ⚠️ tylko gospodarz może odwołać stół
refuse-not-host-remove = ⚠️ tylko gospodarz może usuwać graczy komputerowych
refuse-not-host-stop = ⚠️ tylko gospodarz (albo administrator serwera) może zakończyć { -match(przypadek: "biernik") }
refuse-players = ⚠️ { $needed }; przy stole jest { $players ->
        [one] { $players } gracz
       *[many] { $players } graczy
    }
refuse-started = ⚠️ { -match } już trwa
refuse-too-many-tables = ⚠️ prowadzisz albo zajmujesz już miejsca przy { $limit ->
        [one] { $limit } otwartym stole
       *[many] { $limit } otwartych stołach
    }, a więcej nie wolno nikomu: najpierw dokończ albo opuść któryś z nich
refuse-not-a-player = ⚠️ o rewanż mogą poprosić tylko uczestnicy tej { -match(przypadek: "dopelniacz") }
refuse-rematch-taken = ⚠️ rewanż za tę { -match(przypadek: "biernik") } już był
refuse-server-full = ⚠️ ten serwer ma już { $limit ->
        [one] { $limit } otwarty stół
        [few] { $limit } otwarte stoły
       *[many] { $limit } otwartych stołów
    }, a więcej mieć nie może: najpierw trzeba któryś dokończyć
refuse-not-started = ⚠️ { -match } jeszcze się nie zaczęła
refuse-no-computer = ⚠️ nie ma gracza komputerowego, którego można by usunąć
refuse-autopilot-on = ⚠️ za ciebie już gra gracz komputerowy
refuse-autopilot-off = ⚠️ twoje miejsce i tak jest twoje: nic się nie zmieniło
refuse-not-overdue = ⚠️ to miejsce nie zwleka z ruchem na tyle długo, by oddać je { -autopilot(przypadek: "celownik") }
refuse-own-seat = ⚠️ to twoje własne miejsce: oddaj je poleceniem /ribs autopilot
refuse-cannot-leave = ⚠️ w trakcie { -match(przypadek: "dopelniacz") } nie można wyjść; oddaj swoje miejsce graczowi komputerowemu poleceniem /ribs autopilot
refuse-rule = ⚠️ { $why }
refuse-store = ⚠️ stół nie mógł tego zapisać; spróbuj jeszcze raz
refuse-interrupted = ⚠️ praca stołu została przerwana; spróbuj jeszcze raz
refuse-shutting-down = ⚠️ bot się uruchamia ponownie; spróbuj jeszcze raz za chwilę
refuse-not-finished = ⚠️ ta { -match } wciąż trwa: powtórkę można obejrzeć, gdy się skończy
refuse-at-open-table = ⚠️ Siedzisz przy otwartym stole na <#{ $place }>: Ribs może o tobie zapomnieć, gdy ten stół zostanie zamknięty. Niczego nie usunięto.
refuse-at-open-table-invited = ⚠️ Poczekalnia rewanżu zaprasza cię z powrotem na <#{ $place }>: Ribs może o tobie zapomnieć, gdy ten stół zostanie zamknięty. Niczego nie usunięto.

## Discord: publiczna wiadomość stołu

table-title = Ribs · { -hand } { $hand } · { -trick } { $trick } z { $tricks }
table-title-hand = Ribs · { -hand } { $hand }
table-dealer = Rozdaje: { $who } · { $options }
table-your-turn-open = <@{ $user }>, twój ruch: otwórz licytację od { $bid }.
table-your-turn-bid = <@{ $user }>, twój ruch: { -bid(forma: "rozkaz") } albo pasuj.
table-your-turn-ribs = <@{ $user }>, twój ruch: połóż { -ribs(przypadek: "biernik") }.
table-your-turn-play = <@{ $user }>, twój ruch: zagraj dwie karty.
table-turn-open = { $who } otwiera licytację od { $bid }…
table-turn-bid = { $who } { -bid(forma: "os3") } albo pasuje…
table-turn-ribs = { $who } kładzie { -ribs(przypadek: "biernik") }…
table-turn-play = { $who } zagrywa dwie karty…
button-your-hand = Twoje karty
button-bid = { -bid(forma: "rozkaz", case: "capital") } { $bid }
button-pass = Pas
table-cannot-save = ⚠️ Bot nie może teraz zapisać tego stołu (baza danych odrzuca zapis): { -match } czeka i sama ruszy dalej, gdy tylko to będzie możliwe.
table-overdue = ⏳ { $who } zwleka z ruchem już { $held }: każdy inny przy stole może oddać to miejsce { -autopilot(przypadek: "celownik") }.
button-take-over = { -autopilot(case: "capital") } za: { $who }
table-taken-over = ⏳ { $by } oddaje { -autopilot(przypadek: "celownik") } miejsce, na którym gra { $who }: ruch czekał { $held }. { $who } może je odzyskać poleceniem /ribs autopilot.
seat-bidder = **gra za { $bid }**
seat-ribs-up = { -ribs } odkryte { $cards }
seat-ribs-down = { -ribs } zakryte
seat-laying-ribs = kładzie { -ribs(przypadek: "biernik") }
seat-folded = { -fold(forma: "rzeczownik") }
seat-bid = { -bid } { $bid }
seat-passed = pas
seat-fold-used = { -fold(forma: "rzeczownik") } wykorzystany

## Discord: odkrycie lewy, koniec rozdania, zamknięcie stołu

reveal-title = { -trick(case: "capital") } { $trick } · { $who }: { -bid } { $bid }
reveal-ribs = { -ribs(case: "capital") }: **{ $cards }**
reveal-face-down = { $cards } zakryte
reveal-two-face-down = dwie karty zakryte
reveal-play = { $who }: { $shown } — { $outcome }
reveal-discarded = { -ribs(case: "capital") } przepadają.
reveal-captured = Zdobyte: { $captures }
hand-over-title = Koniec { -hand(przypadek: "dopelniacz") } { $hand }
hand-over-points = Punkty: { $line }
hand-over-winner = **{ $who }** wygrywa { -hand(przypadek: "biernik") }.
hand-over-winners = **{ $who }** remisują i wygrywają { -hand(przypadek: "biernik") }.
hand-over-folds = { -folded(case: "capital") } karty: { $folds }
hand-over-fold = { $who } { $cards } ({ -trick } { $trick })
hand-over-standings = Wygrane { -hand(liczba: "mnoga") } (gra do { $target }): { $line }
closed-a-manager = administrator serwera
closed-resigned-title = 🏳 { $who } się poddaje: { $winner } wygrywa { -match(przypadek: "biernik") }
closed-resigned = { $who } przerywa { -match(przypadek: "biernik") } po zakończonym { -hand(przypadek: "miejscownik") }, co liczy się jako poddanie się: wynik zostaje zapisany z tą osobą na ostatnim miejscu.
    Wygrane { -hand(liczba: "mnoga") } w chwili przerwania: { $line }
closed-won-title = 🏆 { $winner } wygrywa { -match(przypadek: "biernik") }
closed-won = Końcowe wygrane { -hand(liczba: "mnoga") }: { $line }
closed-ratings = Ranking: { $line }
closed-recorded = Wynik jest zapisany: zobacz /ribs tabela i /ribs historia.
closed-expired-title = Stół zamknięty
closed-expired = Przez { $held } nikt nie rozpoczął gry przy tym stole, więc został zamknięty. Otwórz nowy poleceniem /ribs nowy.
closed-cancelled-title = Stół odwołany
closed-cancelled = Odwołane przez: { $who }.
closed-stopped-title = { -match(case: "capital") } przerwana
closed-stopped-by-manager = { $who } (administrator serwera)
closed-stopped = Przerwane przez: { $who }. { -match(case: "capital") } nie jest zapisana jako rozegrana.
closed-failed = Stół napotkał problem, którego nie umiał obejść, więc { -match } została przerwana. Nie jest zapisana jako rozegrana; przepraszamy. Otwórz nowy stół poleceniem /ribs nowy.
closed-place-lost = Kanał tego stołu nie jest już dostępny dla bota, więc { -match } została przerwana. Nie jest zapisana jako rozegrana.
button-rematch = Rewanż

## Discord: prywatny panel gracza

panel-hand-line = { -hand(case: "capital") } { $hand } · { -trick } { $trick } z { $tricks }
panel-your-hand = Twoje karty: **{ $cards }** ({ $points })
panel-no-cards = nie masz już kart
panel-your-fold = Twój { -fold(forma: "rzeczownik") } w { -trick(przypadek: "miejscownik") } { $trick }: { $cards }.
panel-your-ribs = Twoje { -ribs }: { $cards }
panel-match-over = { -match(case: "capital") } dobiegła końca.
panel-waiting = Czekasz na swój ruch.
panel-your-bid = **Twoja kolej, by { -bid(forma: "bezokolicznik") }.**
panel-lay-ribs-up = **Twój ruch.** Połóż swoje { -ribs(przypadek: "biernik") } (odkryte: ostatnia { -trick }): wybierz dokładnie dwie karty.
panel-lay-ribs = **Twój ruch.** Połóż swoje { -ribs(przypadek: "biernik") } zakryte: wybierz dokładnie dwie karty.
panel-play = **Twój ruch.** Zagraj dwie karty odkryte albo je { -fold(forma: "rozkaz") }: wybierz dokładnie dwie karty.
panel-no-fold = { -fold(forma: "rzeczownik", case: "capital") } niedostępny: { $why }.
panel-picked = Wybrane: **{ $cards }**
panel-pick = Wybierz dwie karty
button-lay-ribs = Połóż { -ribs(przypadek: "biernik") }
button-face-up = Zagraj odkryte
button-fold = { -fold(forma: "rozkaz", case: "capital") }
panel-new-hand = 🃏 **Nowe { -hand }** ({ -hand } { $hand }).
panel-new-hand-won = 🃏 **Nowe { -hand }** ({ -hand } { $hand }). Zwycięstwo w { -hand(przypadek: "miejscownik") } { $last }: { $who }.
panel-new-hand-tied = 🃏 **Nowe { -hand }** ({ -hand } { $hand }). Remis w { -hand(przypadek: "miejscownik") } { $last }: { $who }.
panel-you = ty
panel-trick = 🂠 { -trick(case: "capital") } { $trick }: { $how }.
panel-trick-mine = 🂠 { -trick(case: "capital") } { $trick }: { $how }; twoje zagranie: { $outcome }.
panel-you-took = Zdobywasz { $points }.
you-bid = ✅ Twoja { -bid }: { $bid }.
you-passed = ✅ Pasujesz.
you-laid-ribs = ✅ Twoje { -ribs } leżą: { $cards }.
you-played = ✅ Zagrywasz odkryte: { $cards }.
you-folded = ✅ { -fold(forma: "os2", case: "capital") } { $cards }.
# Po „zagrał za ciebie:”, więc w mianowniku.
action-bid = { -bid } { $bid }
action-pass = pas
action-ribs = { -ribs } { $cards }
action-face-up = { $cards } odkryte
action-fold = { -fold(forma: "rzeczownik") } { $cards }
acted-for-you = ⏱ Twój czas minął, więc { -autopilot } zagrał za ciebie: { $action }.
taken-over-from-you = ⏳ { $by } oddaje twoje miejsce { -autopilot(przypadek: "celownik") }: twój ruch czekał { $held }. Odzyskasz je poleceniem /ribs autopilot.
panel-replaced = Ten panel zastąpiono twoim nowszym panelem.
panel-expired = ⏳ Ten panel przestaje się teraz odświeżać: Discord utrzymuje go przy życiu przez 15 minut. Kliknij **Twoje karty** pod wiadomością stołu, aby otworzyć nowy.
panel-finished = 🏁 { -match(case: "capital") } dobiegła końca: wynik znajdziesz przy stole.
panel-closed = Stół jest zamknięty.

## Discord: poczekalnia

lobby-title = Ribs · stół jest otwarty
lobby-footer = Gra toczy się w tej kolejności miejsc, zgodnie z ruchem wskazówek zegara; pierwszego rozdającego wybiera los.
lobby-rematch = Rewanż! { $people }: dołączcie jednym kliknięciem.
lobby-host = { $who } (gospodarz)
lobby-ready = { $seated ->
        [one] { $seated } zajęte miejsce
        [few] { $seated } zajęte miejsca
       *[many] { $seated } zajętych miejsc
    }: gospodarz może zaczynać.
lobby-not-ready = { $seated ->
        [one] { $seated } zajęte miejsce
        [few] { $seated } zajęte miejsca
       *[many] { $seated } zajętych miejsc
    }: { $needed }.
button-join = Dołącz
button-leave = Wyjdź
button-start = Zacznij
button-cancel = Odwołaj
button-add-computer = Dodaj komputer
button-remove-computer = Usuń komputer
lobby-closed-title = Ribs · stół zamknięty dla nowych graczy
another-player = Inny gracz
lobby-begun = { -match(case: "capital") } się zaczęła.
lobby-begun-in-thread = { -match(case: "capital") } się zaczęła. Śledź ją tutaj: <#{ $thread }>.
thread-name = Ribs · stół: { $host }

## Discord: tabele i statystyki. $here kończy zdanie („na tym serwerze”).

scope-server = ten serwer
scope-everywhere = wszędzie
where-server = na tym serwerze
where-everywhere = na wszystkich serwerach
board-title = Tabela Ribs · { $scope } · według: { $by }
board-by-rating = ranking
board-by-wins = wygrane { -match(liczba: "mnoga") }
board-by-rate = odsetek wygranych (od { $min ->
        [one] { $min } { -match(przypadek: "dopelniacz") }
       *[many] { $min } { -match(liczba: "mnoga", przypadek: "dopelniacz") }
    })
board-by-hands = wygrane { -hand(liczba: "mnoga") }
board-empty = Jeszcze brak zakończonych { -match(liczba: "mnoga", przypadek: "dopelniacz") } { $here }: zakończ jedną, aby się tu pojawić.
board-rate-empty = Nikt się jeszcze nie kwalifikuje: tabela odsetka wygranych obejmuje graczy po { $min ->
        [one] { $min } zakończonej { -match(przypadek: "miejscownik") }
       *[many] { $min } zakończonych { -match(liczba: "mnoga", przypadek: "miejscownik") }
    }.
board-row = { $rank }. **{ $who }** · { $wins ->
        [one] { $wins } wygrana
        [few] { $wins } wygrane
       *[many] { $wins } wygranych
    } z { $matches ->
        [one] { $matches } { -match(przypadek: "dopelniacz") }
       *[many] { $matches } { -match(liczba: "mnoga", przypadek: "dopelniacz") }
    } ({ $rate }%) · { $hands ->
        [one] { $hands } wygrane { -hand }
        [few] { $hands } wygrane { -hand(liczba: "mnoga") }
       *[many] { $hands } wygranych { -hand(liczba: "mnoga", przypadek: "dopelniacz") }
    }
rating-empty = Jeszcze brak rankingowych { -match(liczba: "mnoga", przypadek: "dopelniacz") } { $here }: zakończ jedną, aby się tu pojawić.
rating-row = { $rank }. **{ $who }** { $rating } · { $matches ->
        [one] { $matches } rankingowa { -match }
        [few] { $matches } rankingowe { -match(liczba: "mnoga") }
       *[many] { $matches } rankingowych { -match(liczba: "mnoga", przypadek: "dopelniacz") }
    }
rating-footer = Ranking: poziom umiejętności, który gracz ma na pewno (Weng-Lin, μ − 3σ). „?” do rozegrania { $matches ->
        [one] { $matches } rankingowej { -match(przypadek: "dopelniacz") }
       *[many] { $matches } rankingowych { -match(liczba: "mnoga", przypadek: "dopelniacz") }
    }.
rater-computer = 🤖 { $level } komputer
stats-title = { $who } · statystyki Ribs · { $scope }
stats-rating = Ranking: **{ $rating }** (miejsce { $rank } { $here })
stats-changes = Ostatnie zmiany: { $changes }
stats-change = { $delta } ({ -match } { $number })
stats-none = Jeszcze brak zakończonych { -match(liczba: "mnoga", przypadek: "dopelniacz") } { $here }.
stats-record = { -match(liczba: "mnoga", case: "capital") }: rozegrane { $matches }, wygrane { $wins } ({ $rate }%)
    Wygrane { -hand(liczba: "mnoga") }: { $hands }
    Zdobyte punkty: { $points }
    { -bid(liczba: "mnoga", case: "capital") }: ugrane { $made }, nieugrane { $lost }
    { -cracked(case: "capital") } { -ribs }: { $cracks } · { -fold(forma: "rzeczownik", liczba: "mnoga", case: "capital") }: { $folds }
stats-last = Ostatnie { -match(liczba: "mnoga") }:
stats-match = { -match } { $number } · { $players ->
        [one] { $players } gracz
       *[many] { $players } graczy
    } · { $result } · { $hands ->
        [one] { $hands } wygrane { -hand }
        [few] { $hands } wygrane { -hand(liczba: "mnoga") }
       *[many] { $hands } wygranych { -hand(liczba: "mnoga", przypadek: "dopelniacz") }
    } · { $points }
stats-won = **wygrana**
stats-lost = przegrana

## Discord: historia i powtórki

other-server = Ta { -match } była rozegrana na innym serwerze.
history-none-theirs = Na tym serwerze nie ma jeszcze zakończonych { -match(liczba: "mnoga", przypadek: "dopelniacz") } tego gracza.
history-none = Na tym serwerze nie ma jeszcze zakończonych { -match(liczba: "mnoga", przypadek: "dopelniacz") }.
history-row = **{ -match(case: "capital") } { $number }** · { $date } · wygrywa: { $who } · wygrane { -hand(liczba: "mnoga") }: { $line }
history-title-theirs = Ribs · ostatnie { -match(liczba: "mnoga") }: { $who }
history-title = Ribs · ostatnie { -match(liczba: "mnoga") } na tym serwerze
history-footer = /ribs powtórka partia:<numer> pokazuje jedną z nich, { -trick } po { -trick(przypadek: "miejscownik") }.
replay-nothing = Ta { -match } nie ma żadnego { -hand(przypadek: "dopelniacz") } do pokazania.
replay-dealt = Rozdaje: { $who }. Karty graczy po rozdaniu:
replay-call-pass = { $who } pas
replay-bids = { -bid(liczba: "mnoga", case: "capital") }: { $calls }
replay-bidder = **{ $who }** wygrywa licytację z { -bid(przypadek: "narzednik") } { $bid }.
replay-points = Punkty do tej pory: { $line }
replay-hand-won = **{ $who }** wygrywa { -hand(przypadek: "biernik") } z wynikiem { $points }.
replay-hand-tied = **{ $who }** remisują w { -hand(przypadek: "miejscownik") } z wynikiem { $points }.
replay-match-won = 🏆 **{ $who }** wygrywa { -match(przypadek: "biernik") } z { $wins ->
        [one] { $wins } wygranym { -hand(przypadek: "narzednik") }
       *[many] { $wins } wygranymi { -hand(liczba: "mnoga", przypadek: "narzednik") }
    }.
replay-title = { -match(case: "capital") } { $number } · { -hand } { $hand } z { $hands } · { -trick } { $trick } z { $tricks }
button-prev-hand = ◀◀ { -hand(case: "capital") }
button-prev-trick = ◀ { -trick(case: "capital") }
button-next-trick = { -trick(case: "capital") } ▶
button-next-hand = { -hand(case: "capital") } ▶▶
replay-no-match = ⚠️ Na tym serwerze nie ma zakończonej { -match(przypadek: "dopelniacz") } nr { $number }: zobacz /ribs historia.
replay-bad-number = ⚠️ Numery { -match(liczba: "mnoga", przypadek: "dopelniacz") } zaczynają się od 1: zobacz /ribs historia.

## Discord: /ribs zapomnij ($former to to, jak wyświetla się miejsce zapomnianego gracza)

forget-title = Zapomnieć o mnie?
forget-asked = **Zapomnij o mnie** usuwa ciebie, { $who }, z zapisów Ribs na wszystkich serwerach:
    • twój identyfikator Discorda i wszystkie nazwy, pod którymi grasz (nazwa wyświetlana, pseudonimy na serwerach), zostaną usunięte;
    • w każdej { -match(przypadek: "miejscownik") } z twoim udziałem na twoim miejscu będzie widniało „{ $former }”: wyniki zostają, ale nie należą do nikogo, więc wyniki i rankingi pozostałych graczy pozostają dokładnie takie, jakie były;
    • znikasz ze wszystkich tabel i rankingów, a /ribs statystyki i /ribs historia przestają cię znać;
    • to, co bot przechowywał, aby odświeżać twoje prywatne panele (ich tokeny interakcji), oraz twoje zaproszenia na rewanż również znikają.

    Tego nie da się cofnąć: jeśli zagrasz znowu, zaczniesz z czystym bilansem. Nie da się tego zrobić, gdy siedzisz przy otwartym stole.
forget-footer = Widzisz to tylko ty i tylko ty możesz to potwierdzić.
button-forget-me = Zapomnij o mnie
forgotten-title = Zapomniano
forgotten-nothing = Gotowe: Ribs nie przechowywał o tobie niczego i nadal nic nie przechowuje.
forgotten-names = Gotowe: twój identyfikator Discorda i twoje nazwy zniknęły z zapisów Ribs.
forgotten-matches = Gotowe: twój identyfikator Discorda i wszystkie nazwy, pod którymi grasz, zniknęły z zapisów Ribs. { $matches ->
        [one] W { -match(przypadek: "miejscownik") } z twoim udziałem
       *[many] W { $matches } { -match(liczba: "mnoga", przypadek: "miejscownik") } z twoim udziałem
    } na twoim miejscu widnieje „{ $former }”, a żadna tabela cię nie pokazuje.
forget-cancelled = Niczego nie usunięto: Ribs zachowuje twój bilans.

## Discord: /ribs zasady (same strony to zasady w skrócie, powyżej)

rules-fair-title = Uczciwa gra na Discordzie
rules-fair = **Ranking.** Każda zakończona { -match } trafia do rankingu. Gospodarz, który przerywa { -match(przypadek: "biernik") } po zakończonym { -hand(przypadek: "miejscownik") }, **poddaje się**: { -match } zostaje zapisana z nim na ostatnim miejscu (przerwanie przez administratora serwera nie zmienia niczyjego rankingu). Miejsce, za które { -autopilot } podjął **ponad połowę** decyzji, nie dostaje rankingu za tę { -match(przypadek: "biernik") }; pozostałe dostają.

    {"**"}Nikt nie trzyma stołu jako zakładnika.** Przy limicie czasu na ruch { -autopilot } gra za każdego, komu skończy się czas. Bez limitu, gdy ktoś zwleka z ruchem dziesięć minut, każdy inny przy stole może oddać to miejsce { -autopilot(przypadek: "celownik") } (przycisk pod wiadomością stołu); odzyskuje się je poleceniem /ribs autopilot.

    {"**"}Miejsce dla wszystkich.** Poczekalnia, której nikt nie uruchomi, sama się zamyka; jedna osoba może siedzieć naraz tylko przy kilku otwartych stołach, a serwer może mieć ich tylko ograniczoną liczbę.
rules-title = Zasady · { $title }
rules-page = Strona { $page } z { $pages }
button-previous = ◀ Wstecz
button-next = Dalej ▶

## Discord: odpowiedzi na polecenia z ukośnikiem ($missing, $yours: nazwy uprawnień Discorda,
## tak jak brzmią w polskim Discordzie)

perm-view-channel = Wyświetlanie kanałów
perm-embed-links = Osadzanie linków
perm-send-messages = Wysyłanie wiadomości
perm-send-in-threads = Wysyłanie wiadomości w wątkach
perm-create-threads = Tworzenie wątków publicznych
reply-slash-only = ⚠️ Użyj /ribs nowy jako polecenia z ukośnikiem.
reply-thread-of-match = ⚠️ Ten wątek należy do { -match(przypadek: "dopelniacz") }: otwórz nowy stół na kanale.
reply-thread-already = ⚠️ To już jest wątek: otwórz stół bez wątek:true albo na kanale.
reply-bot-missing = ⚠️ Nie mogę tu prowadzić stołu: brakuje mi { $count ->
        [one] uprawnienia { $missing } na tym kanale. Poproś administratora serwera o jego nadanie
       *[many] uprawnień { $missing } na tym kanale. Poproś administratora serwera o ich nadanie
    } albo otwórz stół na innym kanale.
reply-you-missing = ⚠️ Stół z wątek:true otwiera wątek, a do tego potrzebne { $count ->
        [one] jest tutaj uprawnienie { $yours }, którego nie masz
       *[many] są tutaj uprawnienia { $yours }, których nie masz
    }. Otwórz stół bez wątek:true albo poproś o pomoc administratora serwera.
reply-timer-max = ⚠️ czas_ruchu może wynosić najwyżej 3600 sekund (godzinę).
reply-options = ⚠️ { $why }
reply-opened = Twój stół jest otwarty: poczekalnia jest na tym kanale.
reply-reposted-link = Stół został wysłany ponownie przed chwilą, jest tutaj: { $link }
reply-reposted-above = Stół został wysłany ponownie przed chwilą, tuż powyżej.
reply-reposted = Stół pojawia się ponownie poniżej.
reply-autopilot-on = Od teraz za ciebie gra gracz komputerowy. Odzyskasz miejsce poleceniem /ribs autopilot.
reply-autopilot-off = Twoje miejsce znów jest twoje.
reply-stopped = { -match(case: "capital") } została przerwana.
reply-went-wrong = ⚠️ Coś poszło nie tak; spróbuj jeszcze raz.
options-error-target = cel musi wynosić od 1 do 20 wygranych { -hand(liczba: "mnoga", przypadek: "dopelniacz") }, nie { $value }
options-error-bid-step = krok { -bid(przypadek: "dopelniacz") } musi wynosić 1 albo 2, nie { $value }
options-error-unknown = nieznana opcja „{ $key }” (opcje: target, bid_step, beat_rule, folding, last_trick_face_up)
options-error-bad-value = { $key }: „{ $value }” nie jest żadną z wartości: { $expected }
options-error-not-key-value = „{ $text }” nie ma postaci klucz=wartość

## Discord: odpowiedzi na kliknięcia

click-not-in-server = ⚠️ W Ribs gra się na kanałach serwera, nie tutaj.
click-panel-only = ⚠️ Ta kontrolka należy do prywatnego panelu: kliknij Twoje karty na stole.
click-private-page = ⚠️ Ta kontrolka należy do prywatnej strony: otwórz ją jej poleceniem.
click-other-channel = ⚠️ Ta kontrolka należy do stołu na innym kanale.
click-unknown = Tej kontrolki ten bot nie zna (może pochodzi ze starszej wersji).
click-pick-from-menu = ⚠️ Wybierz dwie karty z menu.
click-pick-two = ⚠️ Wybierz dokładnie dwie karty.
note-no-thread-permission = Nie udało się otworzyć wątku dla tego stołu (być może nie mogę tu tworzyć wątków); { -match } toczy się na tym kanale.
note-no-threads = Nie udało się otworzyć wątku dla tego stołu (wątki nie są tu dostępne); { -match } toczy się na tym kanale.
