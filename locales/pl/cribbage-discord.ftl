# cribbage-discord.ftl: cribbage na Discordzie (wiadomość stołu, panel, ogłoszenia,
# zakończenie, obraz), każdy identyfikator z przedrostkiem cribbage-. Słowa gry są
# w cribbage.ftl.

## Wiadomość stołu

cribbage-title = Gra { $game } · rozdanie { $number }
cribbage-partners = { $side } ({ $who })
cribbage-board-line = { $side }: **{ $points }** z { $target }
cribbage-board-match = { $side }: **{ $points }** z { $target } · punkty meczu: { $won }
cribbage-dealer-mark = { $who } (rozdaje)
cribbage-seat-choosing = { $who }: wybiera, co odłożyć
cribbage-seat-laid-away = { $who }: odłożone ✓
cribbage-seat-holding = { $who }: kart w ręce: { $cards }
cribbage-starter = Starter: { $card }
cribbage-starter-not-yet = Starter: odkryty, gdy wszyscy odłożą
cribbage-count = Liczenie **{ $count }**: { $laid }
cribbage-gone = Go: { $who }
cribbage-counted = { $who }, { $pile }: { $cards } + { $starter } = **{ $points }**
cribbage-claimed = (zgłoszono { $claim })
cribbage-crib-up = Crib: { $cards }
cribbage-pegs-title = Punkty w tym rozdaniu:
cribbage-peg = { $who }: { $why } za { $points }
cribbage-peg-cards = { $who }: { $why } ({ $cards }) za { $points }
cribbage-your-turn = { $people }: twój ruch.
cribbage-lay-away-all = { $people }: odłóżcie karty do cribu.

## Ogłoszenia

cribbage-laid = { $who }: { $card } (liczenie { $count })
cribbage-nothing = Nic do liczenia.
cribbage-game-won = { $side } wygrywa grę { $game } (punkty meczu: { $gained })
cribbage-stake-line = { $side }: punktów { $points }, { $stake ->
        [1] zwykła przegrana
        [2] skunk (liczy się podwójnie)
       *[other] podwójny skunk (liczy się { $stake })
    }

## Prywatny panel

cribbage-your-hand = Twoja ręka: { $cards }
cribbage-your-kept = Zachowane do liczenia: { $cards }
cribbage-your-discard = Odłożyłeś: { $cards }
cribbage-prompt-lay-away = Odłóż kart: { $count } do cribu gracza { $who }.
cribbage-prompt-lay-away-own = Odłóż kart: { $count } do własnego cribu.
cribbage-choose-discard = Wybierz karty do odłożenia
cribbage-keeping = zostaje { $cards }
cribbage-waiting-crib = Czekamy, aż inni odłożą: wtedy starter zostanie odkryty.
cribbage-prompt-play = Zagraj kartę: liczenie wynosi { $count }.
cribbage-prompt-go = Liczenie wynosi { $count } i żadna twoja karta nie utrzyma go na 31 lub mniej: powiedz go.
cribbage-button-go = Go
cribbage-prompt-claim = Zgłoś swój { $pile }: { $cards } ze starterem { $starter }. Przeoczone punkty mogą zabrać inni (muggins).
cribbage-claim-menu = Zgłoś od { $from } do { $to }
cribbage-you-laid-away = Odłożyłeś { $cards }.
cribbage-you-laid = Zagrałeś { $card }.
cribbage-you-go = Powiedziałeś go.
cribbage-you-claimed = Zgłosiłeś { $points }.
cribbage-action-lay-away = odłóż { $cards }
cribbage-action-card = zagraj { $card }
cribbage-action-go = powiedz go
cribbage-action-claim = zgłoś { $points }
cribbage-dealt = Dostajesz { $cards }.
cribbage-new-hand = Rozdanie { $number }: rozdaje { $who }.
cribbage-news-laid = { $who } zagrywa { $card } (liczenie { $count }).

## Zakończenie

cribbage-winners = { $count ->
        [one] Mecz wygrywa: { $who }.
       *[other] Zwycięstwo dzielą: { $who }.
    }
cribbage-standing-line = { $place }. { $side }: punkty meczu: { $won }, w ostatniej grze { $points }

cribbage-stats-record = rozdania, w których twoja strona zdobyła najwięcej: { $hands } · zdobyte punkty: { $points } ({ $average } na { -match(przypadek: "biernik") })

## Obraz i jego tekst alternatywny

cribbage-pic-title = Cribbage · gra { $game } · rozdanie { $number } · do { $target }
cribbage-pic-starter = Starter
cribbage-pic-count = Liczenie { $count }
cribbage-pic-laid-away = odłożone
cribbage-pic-choosing = wybiera
cribbage-pic-held = kart: { $cards }
cribbage-pic-alt-head = Plansza do cribbage: gra { $game }, rozdanie { $number }, do { $target } punktów.
cribbage-pic-alt-side = { $side }: punktów { $points }.
cribbage-pic-alt-starter = Starter to { $card }.
cribbage-pic-alt-no-starter = Starter nie jest jeszcze odkryty.
cribbage-pic-alt-cards = Karty w grze, liczenie { $count }: { $cards }.
cribbage-pic-alt-shown = { $who } pokazuje { $pile }: { $cards }, punktów { $points }.
