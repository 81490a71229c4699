# gin-rummy-discord.ftl: Gin Rummy on Discord (the table message, the panel, the
# announcements, the result, the picture), every id prefixed gin-rummy-d- or
# gin-rummy-pic-; the game's own sentences are in gin-rummy.ftl.
#
# Glossary as gin-rummy.ftl: the stock, the discard pile, the up card, a meld, deadwood
# and its count, knock, gin, lay off, undercut, box bonus.

## The table message

gin-rummy-d-title = Gin Rummy · hand { $number }
gin-rummy-d-your-turn = { $people }: your turn.
gin-rummy-d-dealer-mark = { $who } (dealer)
gin-rummy-d-seat-line = { $who }: { $points } points, { $hands } { $hands ->
    [one] hand
   *[other] hands
  } won · { $held } cards
gin-rummy-d-took = took { $cards } from the pile
gin-rummy-d-passed = passed the up card
gin-rummy-d-piles = Up card: { $card } · stock: { $stock } cards
gin-rummy-d-piles-empty = No up card · stock: { $stock } cards
gin-rummy-d-turn-offer = { $who } may take the up card or pass.
gin-rummy-d-turn-draw = { $who } to draw.
gin-rummy-d-turn-discard = { $who } to discard or knock.
gin-rummy-d-turn-last-chance = { $who } has the last chance: take the discard to knock, or pass.
gin-rummy-d-turn-spread = { $who } to spread and lay off.
gin-rummy-d-knock-by = { $who } knocked: { $arrangement }
gin-rummy-d-gin-by = { $who } went gin: { $arrangement }
gin-rummy-d-last-hand = Hand { $number }: { $who } scored { $points } ({ $ending }).
gin-rummy-d-last-hand-dead = Hand { $number } was dead: no score.

## Hands as shown

gin-rummy-d-arrangement = { $melds } · deadwood { $deadwood } ({ $count })
gin-rummy-d-no-deadwood = none

## The panel

gin-rummy-d-your-hand = Your hand: { $arrangement }
gin-rummy-d-you-drew = You drew { $card } from the stock.
gin-rummy-d-panel-score = Points: you { $mine }, { $who } { $theirs }.
gin-rummy-d-prompt-offer = The up card { $card } is offered to you: take it, or pass.
gin-rummy-d-prompt-first-draw = Both passed the up card: draw from the stock.
gin-rummy-d-prompt-draw = Draw from the stock, or take { $card }.
gin-rummy-d-prompt-last-chance = Last chance: take { $card } only to knock, or pass (the hand is dead).
gin-rummy-d-prompt-discard = Discard a card.
gin-rummy-d-prompt-discard-or-knock = Discard a card, or knock (the card goes face down, these melds are laid down):
gin-rummy-d-prompt-must-knock = You took the last chance: knock.
gin-rummy-d-knock-line = { $knock }: { $arrangement }
gin-rummy-d-knock-menu = Knock with… ({ $count } cards)
gin-rummy-d-prompt-spread = Your spread: { $arrangement } · lay-offs: { $lay_offs }
gin-rummy-d-spread-laid = { $arrangement } · lay-offs: { $lay_offs }
gin-rummy-d-spread-option = Spread: { $count } in deadwood
gin-rummy-d-other-spreads = Spread other melds… ({ $count })
gin-rummy-d-other-knocks = Knock with other melds… ({ $count })
gin-rummy-d-no-lay-offs = none
gin-rummy-d-button-stock = Draw stock ({ $stock })
gin-rummy-d-button-take = Take { $card }
gin-rummy-d-button-take-knock = Take { $card } and knock
gin-rummy-d-button-pass = Pass
gin-rummy-d-button-knock = Knock: { $card }
gin-rummy-d-button-gin = Gin: { $card }
gin-rummy-d-button-spread = Spread
gin-rummy-d-new-hand = Hand { $number } is dealt.
gin-rummy-d-dealt = Your cards: { $cards }
gin-rummy-d-knock-card = You knocked with { $card } face down.
gin-rummy-d-you-passed = You passed.
gin-rummy-d-you-drew-stock = You drew from the stock.
gin-rummy-d-you-took = You took the discard.
gin-rummy-d-you-discarded = You discarded { $card }.
gin-rummy-d-you-spread = You spread your melds.

## What the computer did for a player (the autopilot's note)

gin-rummy-d-action-pass = pass
gin-rummy-d-action-stock = draw from the stock
gin-rummy-d-action-take = take the discard
gin-rummy-d-action-discard = discard { $card }
gin-rummy-d-action-knock = knock
gin-rummy-d-action-spread = spread

## Announcements

gin-rummy-d-knock-title = { $who } knocks
gin-rummy-d-gin-title = { $who } goes gin
gin-rummy-d-hand-won = Hand { $number }: { $who } scores { $points } ({ $ending })
gin-rummy-d-hand-dead = Hand { $number } is dead: no score, the same dealer deals again
gin-rummy-d-result-hand = { $who }: { $arrangement }
gin-rummy-d-lay-offs = Laid off: { $cards }
gin-rummy-d-scores = { $bonus ->
    [0] { $who } scores { $points } ({ $ending }).
   *[other] { $who } scores { $points }, { $bonus } of it the { $ending } bonus.
  }
gin-rummy-d-game = Game: { $seats }
gin-rummy-d-game-seat = { $who } { $points } ({ $hands } { $hands ->
    [one] hand
   *[other] hands
  })

## The result

gin-rummy-d-winner = 🏆 { $who } wins the game
gin-rummy-d-unfinished = The game ended unfinished
gin-rummy-d-settlement-line = { $place }. { $who }: { $points } points + { $boxes } for { $hands } { $hands ->
    [one] hand
   *[other] hands
  } won + { $game } game bonus = { $total }
gin-rummy-d-shutout = A shutout: the loser scored nothing.
gin-rummy-d-margin = { $who } pays the margin: { $margin }.

## /games stats

gin-rummy-d-stats-record = { -match(case: "capital") }es: { $matches } played, { $wins } won ({ $rate }%) · { $hands } hands won, { $points } points

## The table's picture

gin-rummy-pic-title = Gin Rummy · hand { $number }
gin-rummy-pic-stock = Stock: { $stock }
gin-rummy-pic-pile = Discards: { $cards }
gin-rummy-pic-plate = { $points } points · { $hands } won · { $held } cards
gin-rummy-pic-knock = { $who } knocked: { $melds }, deadwood { $count }
gin-rummy-pic-gin = { $who } went gin: { $melds }
gin-rummy-pic-turn-offer = { $who } may take the up card or pass
gin-rummy-pic-turn-draw = { $who } to draw
gin-rummy-pic-turn-discard = { $who } to discard or knock
gin-rummy-pic-turn-last-chance = { $who } has the last chance
gin-rummy-pic-turn-spread = { $who } to spread
gin-rummy-pic-alt-head = A Gin Rummy table, hand { $number }.
gin-rummy-pic-alt-seat = { $who }: { $points } points, { $hands } hands won, { $held } cards.
gin-rummy-pic-alt-piles = Up card { $card }, { $stock } cards in the stock.
gin-rummy-pic-alt-no-pile = No up card, { $stock } cards in the stock.
