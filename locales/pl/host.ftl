# host.ftl: what the host says, whatever the game: lobby, seats, commands, boards,
# timers, autopilot, the table service's refusals. Each game's own sentences are in
# <game>.ftl, every id prefixed by the game's id (ribs.ftl: ribs-...); the terms below
# (-hand, -trick, -match, -autopilot) serve every file of this language.
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

you = ty
you-capital = Ty

seat-mark = (miejsce { $seat })

## `ribs play`: partia w terminalu

# $me to "yes", gdy miejsce należy do czytelnika („Ty”), inaczej "no"; $who to nazwa.
play-you = Ty
play-you-win = Wygrywasz { -match(przypadek: "biernik") }!
play-wins = { $who } wygrywa { -match(przypadek: "biernik") }.
play-and = { $first } i { $last }
play-word-hand = karty
play-word-table = stół
play-word-scores = wynik
play-word-hint = podpowiedź
play-word-rules = zasady
play-word-help = pomoc
play-word-quit = koniec
play-words-hand = karty, ręka, reka
play-words-table = stół, stol, stan
play-words-scores = wynik, wyniki, punkty
play-words-hint = podpowiedź, podpowiedz, rada
play-words-rules = zasady, reguły, reguly
play-words-help = pomoc, pomocy
play-words-quit = koniec, wyjdź, wyjdz, wyjście, wyjscie

play-takes-nothing = po „{ $word }” nie wpisuje się nic więcej
play-not-a-number = „{ $text }” to nie liczba
play-not-a-command = „{ $word }” to ani polecenie, ani karta (wpisz { play-word-help })

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
cmd-new-beat_rule-description = Czego trzeba, aby pobić { -ribs-ribs(przypadek: "biernik") }
cmd-new-beat_rule-choice-0 = jedna karta wyższa od obu { -ribs-ribs(przypadek: "dopelniacz") } (domyślnie)
cmd-new-beat_rule-choice-1 = obie karty wyższe od obu { -ribs-ribs(przypadek: "dopelniacz") }
cmd-new-folding-name = zrzucanie
cmd-new-folding-description = Pozwól na { -ribs-fold(forma: "rzeczownik", przypadek: "biernik") } raz na { -hand(przypadek: "biernik") } (domyślnie tak)
cmd-new-last_trick_face_up-name = ostatnia_lewa_odkryta
cmd-new-last_trick_face_up-description = Graj ostatnią { -trick(przypadek: "biernik") } odkrytymi kartami, bez { -ribs-fold(forma: "rzeczownik", przypadek: "dopelniacz") } (domyślnie nie)
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
cmd-games-name = gry
cmd-games-description = Otwórz stół dowolnej gry, zobacz gry, ich zasady i tabele
cmd-games-game-name = gra
cmd-games-game-description = Która gra
cmd-games-new-name = nowy
cmd-games-new-description = Otwórz stół gry na tym kanale (opcje ustawia gospodarz w poczekalni)
cmd-games-new-computers-name = komputery
cmd-games-new-computers-description = Ilu graczy komputerowych posadzić od razu
cmd-games-list-name = lista
cmd-games-list-description = Wszystkie gry bota: gracze, czas gry, zasady i tabele (widzisz to tylko ty)
cmd-games-rules-name = zasady
cmd-games-rules-description = Jak grać w daną grę, na krótkich stronach (widzisz to tylko ty)
cmd-games-leaderboard-name = tabela
cmd-games-leaderboard-description = Najlepsi gracze danej gry, na tym serwerze albo wszędzie
cmd-games-stats-name = statystyki
cmd-games-stats-description = Ranking i bilans gracza w danej grze na tym serwerze oraz ostatnie { -match(liczba: "mnoga") }
cmd-games-history-name = historia
cmd-games-history-description = Ostatnie { -match(liczba: "mnoga") } danej gry zakończone na tym serwerze (lub danego gracza)
cmd-games-replay-name = powtórka
cmd-games-replay-description = Przejrzyj zakończoną { -match(przypadek: "biernik") } z tego serwera, { -hand } po { -hand(przypadek: "miejscownik") } (widzisz to tylko ty)
cmd-games-replay-match-name = partia
cmd-games-replay-match-description = Numer { -match(przypadek: "dopelniacz") } (zobacz /games historia)

## Obrazki: słowa na obrazku stołu i odkrycia lewy (krótkie: każde ma swoje stałe miejsce)
## i ich teksty alternatywne (to, co czyta czytnik ekranu: zwykłe zdania).
## $who to nazwa, $cards karty (K♥ 9♠), $line lista („Ann 3, Bob 0”).

pic-seat = miejsce { $seat }
pic-autopilot = { -autopilot }
# Rozdający.
pic-dealer = R
pic-alt-deals = Rozdaje: { $who }.
pic-alt-computers = Gracze komputerowi: { $names }.
pic-alt-autopilot = Na { -autopilot(przypadek: "miejscownik") }: { $names }.

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
refuse-no-front = ⚠️ w { $game } nie da się jeszcze grać na Discordzie
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
refuse-not-host-options = ⚠️ tylko gospodarz może zmieniać opcje stołu
refuse-bad-option = ⚠️ ten stół nie ma takiej opcji albo opcja nie przyjmuje tej wartości
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

button-your-hand = Twoje karty
table-cannot-save = ⚠️ Bot nie może teraz zapisać tego stołu (baza danych odrzuca zapis): { -match } czeka i sama ruszy dalej, gdy tylko to będzie możliwe.
table-overdue = ⏳ { $who } zwleka z ruchem już { $held }: każdy inny przy stole może oddać to miejsce { -autopilot(przypadek: "celownik") }.
button-take-over = { -autopilot(case: "capital") } za: { $who }
table-taken-over = ⏳ { $by } oddaje { -autopilot(przypadek: "celownik") } miejsce, na którym gra { $who }: ruch czekał { $held }. { $who } może je odzyskać poleceniem /ribs autopilot.

## Discord: odkrycie lewy, koniec rozdania, zamknięcie stołu

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

panel-no-cards = nie masz już kart
panel-match-over = { -match(case: "capital") } dobiegła końca.
panel-waiting = Czekasz na swój ruch.
panel-you = ty
acted-for-you = ⏱ Twój czas minął, więc { -autopilot } zagrał za ciebie: { $action }.
taken-over-from-you = ⏳ { $by } oddaje twoje miejsce { -autopilot(przypadek: "celownik") }: twój ruch czekał { $held }. Odzyskasz je poleceniem /ribs autopilot.
panel-replaced = Ten panel zastąpiono twoim nowszym panelem.
panel-expired = ⏳ Ten panel przestaje się teraz odświeżać: Discord utrzymuje go przy życiu przez 15 minut. Kliknij **Twoje karty** pod wiadomością stołu, aby otworzyć nowy.
panel-finished = 🏁 { -match(case: "capital") } dobiegła końca: wynik znajdziesz przy stole.
panel-closed = Stół jest zamknięty.

## Discord: poczekalnia

lobby-title = { $game } · stół jest otwarty
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
lobby-options-menu = ⚙ Zmień opcję stołu (gospodarz)
option-line = **{ $name }:** { $value }
option-on = tak
option-off = nie
option-default = domyślnie
option-menu = **{ $name }** – teraz: { $value }. Wybierz nową wartość; poczekalnia pokaże ją wszystkim.
option-menu-placeholder = Wybierz wartość
option-set = ✅ { $name }: { $value }
lobby-closed-title = { $game } · stół zamknięty dla nowych graczy
another-player = Inny gracz
lobby-begun = { -match(case: "capital") } się zaczęła.
lobby-begun-in-thread = { -match(case: "capital") } się zaczęła. Śledź ją tutaj: <#{ $thread }>.
thread-name = { $game } · stół: { $host }

## Discord: tabele i statystyki. $here kończy zdanie („na tym serwerze”).

scope-server = ten serwer
scope-everywhere = wszędzie
where-server = na tym serwerze
where-everywhere = na wszystkich serwerach
board-title = Tabela { $game } · { $scope } · według: { $by }
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
stats-title = { $who } · statystyki { $game } · { $scope }
stats-rating = Ranking: **{ $rating }** (miejsce { $rank } { $here })
stats-changes = Ostatnie zmiany: { $changes }
stats-change = { $delta } ({ -match } { $number })
stats-none = Jeszcze brak zakończonych { -match(liczba: "mnoga", przypadek: "dopelniacz") } { $here }.
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
history-title-theirs = { $game } · ostatnie { -match(liczba: "mnoga") }: { $who }
history-title = { $game } · ostatnie { -match(liczba: "mnoga") } na tym serwerze
history-footer = /ribs powtórka partia:<numer> pokazuje jedną z nich, { -trick } po { -trick(przypadek: "miejscownik") }.
replay-no-match = ⚠️ Na tym serwerze nie ma zakończonej { -match(przypadek: "dopelniacz") } nr { $number }: zobacz /ribs historia.
replay-title = { $game } · { -match(case: "capital") } { $number } · { -hand(case: "capital") } { $hand } z { $hands }
replay-title-part = { $title } ({ $part }/{ $parts })
replay-hand-quiet = W tym { -hand(przypadek: "miejscownik") } nic nie ogłoszono.
replay-unreadable = ⚠️ { -match(case: "capital") } nr { $number } nie daje się już odtworzyć tak, jak została zapisana, więc nie można jej pokazać.
replay-button-prev-hand = ◀◀ { -hand(case: "capital") }
replay-button-prev = ◀
replay-button-next = ▶
replay-button-next-hand = { -hand(case: "capital") } ▶▶
history-footer-hands = /games powtórka partia:<numer> pokazuje jedną z nich, { -hand } po { -hand(przypadek: "miejscownik") }.
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

## Discord: odpowiedzi na kliknięcia

click-not-in-server = ⚠️ W Ribs gra się na kanałach serwera, nie tutaj.
click-panel-only = ⚠️ Ta kontrolka należy do prywatnego panelu: kliknij Twoje karty na stole.
click-private-page = ⚠️ Ta kontrolka należy do prywatnej strony: otwórz ją jej poleceniem.
click-other-channel = ⚠️ Ta kontrolka należy do stołu na innym kanale.
click-unknown = Tej kontrolki ten bot nie zna (może pochodzi ze starszej wersji).
click-pick-from-menu = ⚠️ Wybierz dwie karty z menu.
click-pick-two = ⚠️ Wybierz dokładnie dwie karty.
click-choose-from-menu = ⚠️ Wybierz jedną wartość z menu.
note-no-thread-permission = Nie udało się otworzyć wątku dla tego stołu (być może nie mogę tu tworzyć wątków); { -match } toczy się na tym kanale.
note-no-threads = Nie udało się otworzyć wątku dla tego stołu (wątki nie są tu dostępne); { -match } toczy się na tym kanale.

## Discord: /games list, katalog gier ($new, $rules, $board: polecenia jako linki; $game:
## opcja game polecenia z nazwą gry)

catalog-title = { $count ->
        [one] Gra
        [few] { $count } gry
       *[many] { $count } gier
    }
catalog-game = **{ $name }** · { $players } · { $minutes }
catalog-players = dla { $min }–{ $max } graczy
catalog-players-exactly = { $count ->
        [one] dla { $count } gracza
       *[many] dla { $count } graczy
    }
catalog-minutes = { -match } trwa około { $from }–{ $to } minut
catalog-options = Opcje stołu (ustawia je gospodarz w poczekalni): { $options }
catalog-links = Stół otworzysz przez { $new }, zasady przeczytasz w { $rules }, a tabelę zobaczysz w { $board } – za każdym razem z { $game }.
catalog-footer = Każde polecenie najpierw pyta o grę.

## Narzędzia operatora: liczby

count-matches = { $count ->
        [one] { $count } partia
        [few] { $count } partie
       *[many] { $count } partii
    }
count-hands = { $count ->
        [one] { $count } rozdanie
        [few] { $count } rozdania
       *[many] { $count } rozdań
    }

# How many players a game seats, from its catalog (the lobby, a refusal to start).
players-needed = { $game } potrzebuje od { $min } do { $max } graczy
players-needed-exactly = { $game } potrzebuje dokładnie { $seats } graczy

# A player's record at a game: its matches played and won (/games stats).
stats-record = { -match(liczba: "mnoga", case: "capital") }: rozegrane { $matches }, wygrane { $wins } ({ $rate }%)

# A menu of the panel offering the cards of one suit (a hand too large for buttons).
panel-cards-of-suit = Twoje karty { $suit } ({ $count })
