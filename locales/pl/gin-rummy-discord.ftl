# gin-rummy-discord.ftl: Gin Rummy na Discordzie (wiadomość stołu, panel, ogłoszenia,
# wynik, obraz); słownik jak gin-rummy.ftl: talia, stos odrzuconych, karta odkryta, układ,
# martwe karty, pukanie, gin, dokładanie, podcięcie, premia za rozdanie.

## Wiadomość stołu

gin-rummy-d-title = Gin Rummy · rozdanie { $number }
gin-rummy-d-your-turn = { $people }: twoja kolej.
gin-rummy-d-dealer-mark = { $who } (rozdaje)
gin-rummy-d-seat-line = { $who }: { $points } pkt, wygrane rozdania: { $hands } · kart: { $held }
gin-rummy-d-took = wziął { $cards } ze stosu
gin-rummy-d-passed = odmówił karty odkrytej
gin-rummy-d-piles = Karta odkryta: { $card } · talia: { $stock } kart
gin-rummy-d-piles-empty = Bez karty odkrytej · talia: { $stock } kart
gin-rummy-d-turn-offer = { $who } może wziąć kartę odkrytą lub spasować.
gin-rummy-d-turn-draw = { $who } dobiera.
gin-rummy-d-turn-discard = { $who } odrzuca lub puka.
gin-rummy-d-turn-last-chance = { $who } ma ostatnią szansę: wziąć odrzuconą kartę, by zapukać, lub spasować.
gin-rummy-d-turn-spread = { $who } wykłada i dokłada.
gin-rummy-d-knock-by = { $who } zapukał: { $arrangement }
gin-rummy-d-gin-by = { $who } ma gina: { $arrangement }
gin-rummy-d-last-hand = Rozdanie { $number }: { $who } zdobył { $points } ({ $ending }).
gin-rummy-d-last-hand-dead = Rozdanie { $number } było martwe: bez punktów.

## Ręce

gin-rummy-d-arrangement = { $melds } · martwe { $deadwood } ({ $count })
gin-rummy-d-no-deadwood = brak

## Panel

gin-rummy-d-your-hand = Twoja ręka: { $arrangement }
gin-rummy-d-you-drew = Dobrałeś { $card } z talii.
gin-rummy-d-panel-score = Punkty: ty { $mine }, { $who } { $theirs }.
gin-rummy-d-prompt-offer = Oferowana jest ci karta odkryta { $card }: weź ją lub spasuj.
gin-rummy-d-prompt-first-draw = Obaj spasowali: dobierz z talii.
gin-rummy-d-prompt-draw = Dobierz z talii lub weź { $card }.
gin-rummy-d-prompt-last-chance = Ostatnia szansa: weź { $card } tylko po to, by zapukać, lub spasuj (rozdanie martwe).
gin-rummy-d-prompt-discard = Odrzuć kartę.
gin-rummy-d-prompt-discard-or-knock = Odrzuć kartę lub zapukaj (karta zakryta, te układy wyłożone):
gin-rummy-d-prompt-must-knock = Wziąłeś ostatnią szansę: zapukaj.
gin-rummy-d-knock-line = { $knock }: { $arrangement }
gin-rummy-d-knock-menu = Zapukaj kartą… (kart: { $count })
gin-rummy-d-prompt-spread = Twój wykład: { $arrangement } · dołożone: { $lay_offs }
gin-rummy-d-spread-laid = { $arrangement } · dołożone: { $lay_offs }
gin-rummy-d-spread-option = Wyłóż: martwe { $count }
gin-rummy-d-other-spreads = Wyłóż inne układy… ({ $count })
gin-rummy-d-other-knocks = Zapukaj z innymi układami… ({ $count })
gin-rummy-d-no-lay-offs = brak
gin-rummy-d-button-stock = Dobierz z talii ({ $stock })
gin-rummy-d-button-take = Weź { $card }
gin-rummy-d-button-take-knock = Weź { $card } i zapukaj
gin-rummy-d-button-pass = Pas
gin-rummy-d-button-knock = Pukam: { $card }
gin-rummy-d-button-gin = Gin: { $card }
gin-rummy-d-button-spread = Wyłóż
gin-rummy-d-new-hand = Rozdanie { $number } rozdane.
gin-rummy-d-dealt = Twoje karty: { $cards }
gin-rummy-d-knock-card = Zapukałeś, kładąc { $card } zakrytą.
gin-rummy-d-you-passed = Spasowałeś.
gin-rummy-d-you-drew-stock = Dobrałeś z talii.
gin-rummy-d-you-took = Wziąłeś odrzuconą kartę.
gin-rummy-d-you-discarded = Odrzuciłeś { $card }.
gin-rummy-d-you-spread = Wyłożyłeś swoje układy.

## Co komputer zrobił za gracza

gin-rummy-d-action-pass = pas
gin-rummy-d-action-stock = dobranie z talii
gin-rummy-d-action-take = wzięcie odrzuconej karty
gin-rummy-d-action-discard = odrzucenie { $card }
gin-rummy-d-action-knock = pukanie
gin-rummy-d-action-spread = wyłożenie

## Ogłoszenia

gin-rummy-d-knock-title = { $who } puka
gin-rummy-d-gin-title = { $who } ma gina
gin-rummy-d-hand-won = Rozdanie { $number }: { $who } zdobywa { $points } ({ $ending })
gin-rummy-d-hand-dead = Rozdanie { $number } jest martwe: bez punktów, rozdaje ten sam gracz
gin-rummy-d-result-hand = { $who }: { $arrangement }
gin-rummy-d-lay-offs = Dołożone: { $cards }
gin-rummy-d-scores = { $bonus ->
    [0] { $who } zdobywa { $points } ({ $ending }).
   *[other] { $who } zdobywa { $points }, w tym { $bonus } premii ({ $ending }).
  }
gin-rummy-d-game = Partia: { $seats }
gin-rummy-d-game-seat = { $who } { $points } (wygrane rozdania: { $hands })

## Wynik

gin-rummy-d-winner = 🏆 { $who } wygrywa partię
gin-rummy-d-unfinished = Partia skończyła się nierozstrzygnięta
gin-rummy-d-settlement-line = { $place }. { $who }: { $points } pkt + { $boxes } za wygrane rozdania ({ $hands }) + { $game } premii za partię = { $total }
gin-rummy-d-shutout = Do zera: przegrany nic nie zdobył.
gin-rummy-d-margin = { $who } płaci różnicę: { $margin }.

## /games stats

gin-rummy-d-stats-record = { -match(liczba: "mnoga", case: "capital") }: rozegrane { $matches }, wygrane { $wins } ({ $rate }%) · wygrane rozdania { $hands }, punkty { $points }

## Obraz stołu

gin-rummy-pic-title = Gin Rummy · rozdanie { $number }
gin-rummy-pic-stock = Talia: { $stock }
gin-rummy-pic-pile = Odrzucone: { $cards }
gin-rummy-pic-plate = { $points } pkt · wygrane: { $hands } · kart: { $held }
gin-rummy-pic-knock = { $who } zapukał: { $melds }, martwe { $count }
gin-rummy-pic-gin = { $who } ma gina: { $melds }
gin-rummy-pic-turn-offer = { $who } może wziąć kartę odkrytą lub spasować
gin-rummy-pic-turn-draw = { $who } dobiera
gin-rummy-pic-turn-discard = { $who } odrzuca lub puka
gin-rummy-pic-turn-last-chance = { $who } ma ostatnią szansę
gin-rummy-pic-turn-spread = { $who } wykłada
gin-rummy-pic-alt-head = Stół Gin Rummy, rozdanie { $number }.
gin-rummy-pic-alt-seat = { $who }: { $points } pkt, wygrane rozdania: { $hands }, kart: { $held }.
gin-rummy-pic-alt-piles = Karta odkryta { $card }, w talii { $stock } kart.
gin-rummy-pic-alt-no-pile = Bez karty odkrytej, w talii { $stock } kart.
