# gin-rummy.ftl: Gin Rummy's own sentences (draws, discards, knocks, spreads, its rules and
# options), every id prefixed gin-rummy-; the host's are in host.ftl.
#
# Glossary: the stock (face-down pile drawn from), the discard pile, the upcard (the card
# turned up after the deal), a meld (a set of 3-4 of a rank, or a run of 3+ of a suit in
# sequence), deadwood (cards in no meld) and its count, knock, gin (no deadwood), lay off
# (add a card to the knocker's melds), undercut, box bonus. Values stay as written.

gin-rummy = Gin Rummy

## Why an action is refused

gin-rummy-error-game-over = The game is over.
gin-rummy-error-hand-over = The hand is over.
gin-rummy-error-no-such-seat = There is no { $seat } at this table.
gin-rummy-error-not-your-turn = It is { $seat }'s turn.
gin-rummy-error-stock-before-passes = On the first turn the stock is drawn only once both players have passed the upcard.
gin-rummy-error-upcard-passed = Both players passed the upcard: the non-dealer draws from the stock.
gin-rummy-error-no-pass = There is nothing to pass now.
gin-rummy-error-already-drew = A card has already been drawn this turn: discard or knock.
gin-rummy-error-draw-first = Draw first, from the stock or the discard pile.
gin-rummy-error-no-draw-on-eleven = With eleven cards dealt, the first turn is a discard without drawing.
gin-rummy-error-not-held = { $card } is not in the hand.
gin-rummy-error-just-taken = { $card } was just taken from the discard pile: it may not go straight back.
gin-rummy-error-not-a-meld = Meld { $index } is neither a set nor a run.
gin-rummy-error-meld-not-held = Meld { $index } has { $card }, which is not in the hand.
gin-rummy-error-meld-twice = { $card } is in two melds (meld { $index }).
gin-rummy-error-knock-card-melded = { $card } is the knock card: it cannot be in a meld.
gin-rummy-error-count-over = Those melds leave { $count } in deadwood: a knock needs 10 or less.
gin-rummy-error-last-chance-stock = At the last chance only the discard may be taken, to knock.
gin-rummy-error-no-knock-possible = Taking this discard would not allow a knock.
gin-rummy-error-must-knock = The discard was taken at the last chance: only a knock may follow.
gin-rummy-error-no-knock-to-answer = There is no knock to spread against.
gin-rummy-error-spread-now = After a knock, the defender's only move is the spread.
gin-rummy-error-lay-off-not-held = { $card } is not in the hand to lay off.
gin-rummy-error-lay-off-melded = { $card } is in a meld: it cannot also be laid off.
gin-rummy-error-lay-off-fits-nothing = { $card } fits none of the knocker's melds.
gin-rummy-error-lay-off-after-gin = Nothing may be laid off on gin.

## Setting up a table

gin-rummy-setup-seats = { $needed }, not { $players }
gin-rummy-setup-return-discard = return_discard: last_chance needs last_chance: true
gin-rummy-options-error-unknown = Gin Rummy has no option "{ $key }"
gin-rummy-options-error-bad-value = "{ $value }" is not a value of { $key } (values: { $values })
gin-rummy-options-error-not-key-value = "{ $text }" is not key=value
gin-rummy-replay-illegal = action { $index } is refused: { $error }

## The table options as the lobby offers them: each option's name, and the words of its
## values (short: each is a choice of a menu)

gin-rummy-option-start = The deal
gin-rummy-option-start-upcard = 10 cards each and an upcard
gin-rummy-option-start-eleven = 11 to the non-dealer, no upcard
gin-rummy-option-last_chance = Last chance at the discard before a dead hand
gin-rummy-option-return_discard = Taken discard straight back
gin-rummy-option-return_discard-never = never
gin-rummy-option-return_discard-always = always
gin-rummy-option-return_discard-last_chance = only at the last chance
gin-rummy-option-gin_bonus = Gin bonus
gin-rummy-option-gin_bonus-20 = 20
gin-rummy-option-gin_bonus-25 = 25
gin-rummy-option-undercut_bonus = Undercut bonus
gin-rummy-option-undercut_bonus-10 = 10
gin-rummy-option-undercut_bonus-20 = 20
gin-rummy-option-undercut_bonus-25 = 25
gin-rummy-option-box_bonus = Box bonus per hand won
gin-rummy-option-box_bonus-20 = 20
gin-rummy-option-box_bonus-25 = 25
gin-rummy-option-shutout = Shutout
gin-rummy-option-shutout-double_bonus = game bonus 200
gin-rummy-option-shutout-double_score = winner's total doubled

## How a hand ended, and hands as shown

gin-rummy-ending-knock = knock
gin-rummy-ending-gin = gin
gin-rummy-ending-undercut = undercut
gin-rummy-ending-dead = dead hand
gin-rummy-no-melds = no melds

## The rules in brief, page by page (** marks what to stress)

gin-rummy-rules-brief-title = Gin Rummy in brief
gin-rummy-rules-brief = Two players, one 52-card pack, 10 cards each. Form **melds**: sets of 3 or 4 of a rank, or runs of 3 or more of a suit in sequence (the ace is **low**: A-2-3, never Q-K-A). Cards in no meld are **deadwood**: aces 1, court cards 10, the others their pips. A game is a series of hands to **100** points.
gin-rummy-rules-play-title = The play
gin-rummy-rules-play = The card after the deal is turned up. The non-dealer may take it or pass, then the dealer; if both pass the non-dealer draws from the stock. Each turn: **draw** the top stock card or the top discard, then **discard** one card (not the one just taken from the pile). When a discard leaves 2 cards in the stock the hand is dead: no score, the same dealer deals again.
gin-rummy-rules-knock-title = Knocking
gin-rummy-rules-knock = After drawing, with **10 or less** in deadwood you may **knock**: lay one card face down and show your melds. With no deadwood that is **gin**. The other player shows their melds and, unless you went gin, **lays off** cards on yours (the 4th card of a set, cards that extend a run).
gin-rummy-rules-scoring-title = Scoring
gin-rummy-rules-scoring = Lower count than the defender: the knocker scores the difference. Otherwise it is an **undercut**: the defender scores the difference + 10. Gin scores 20 + the defender's count and is never undercut. The first to 100 wins the game and adds **100** (200 if the other scored nothing); each player adds **20 per hand won**.

## ribs play --game gin-rummy: the game in the terminal

gin-rummy-play-welcome = { $game } You (seat 1) against { $other } (computer player, level { $level }), a game to 100 points.
gin-rummy-play-seed = Seed { $seed } (play it again with --seed { $seed }).
gin-rummy-play-hand-dealt = ── Hand { $number } · dealer: { $dealer } ──
gin-rummy-play-upcard = The upcard is { $card }.
gin-rummy-play-no-upcard = No upcard: eleven cards to the non-dealer.
gin-rummy-play-your-hand = Your hand: { $melds } · deadwood { $deadwood } ({ $count })
gin-rummy-play-passes = { $me ->
    [yes] You pass.
   *[no] { $who } passes.
}
gin-rummy-play-takes = { $me ->
    [yes] You take { $card }.
   *[no] { $who } takes { $card }.
}
gin-rummy-play-draws = { $me ->
    [yes] You draw from the stock ({ $stock } left).
   *[no] { $who } draws from the stock ({ $stock } left).
}
gin-rummy-play-you-drew = You drew { $card }.
gin-rummy-play-discards = { $me ->
    [yes] You discard { $card }.
   *[no] { $who } discards { $card }.
}
gin-rummy-play-knocks = { $gin ->
    [yes] { $who } goes gin: { $melds }
   *[no] { $who } knocks: { $melds } · deadwood { $deadwood } ({ $count })
}
gin-rummy-play-spreads = { $who } spreads: { $melds } · lays off { $lay_offs } · deadwood { $deadwood } ({ $count })
gin-rummy-play-scored = Hand { $number }, { $ending }: { $who } scores { $points } (bonus { $bonus }).
gin-rummy-play-dead = Hand { $number } is dead: no score, the same dealer deals again.
gin-rummy-play-points-of = { $who } { $points } ({ $hands } hands)
gin-rummy-play-points = Points: { $line }
gin-rummy-play-game-over = { $who } wins the game: game bonus { $bonus }; totals with box bonuses: { $totals }; margin { $margin }.
gin-rummy-play-status = Hand { $number } · dealer { $dealer } · stock { $stock } · top discard { $top }
gin-rummy-play-prompt-offer = Take the upcard { $card } (take) or pass (pass)
gin-rummy-play-prompt-first-draw = Both passed: draw from the stock (stock)
gin-rummy-play-prompt-draw = Draw from the stock (stock) or take { $card } (take)
gin-rummy-play-prompt-last-chance = Last chance: take the discard to knock (take) or pass (pass)
gin-rummy-play-prompt-discard = Your discard (a card such as Qh)
gin-rummy-play-prompt-discard-or-knock = Your discard, or knock with a card (knock Qh): { $count } left in deadwood at best
gin-rummy-play-prompt-spread = Spread your melds and lay off (spread)
gin-rummy-play-word-pass = pass
gin-rummy-play-word-stock = stock
gin-rummy-play-word-take = take
gin-rummy-play-word-knock = knock
gin-rummy-play-word-spread = spread
gin-rummy-play-words-pass = pass, p
gin-rummy-play-words-stock = stock, draw, d
gin-rummy-play-words-take = take, upcard, discard
gin-rummy-play-words-knock = knock, gin, k
gin-rummy-play-words-spread = spread
gin-rummy-play-not-an-action = "{ $text }" is not an action (stock, take, pass, a card such as Qh, knock Qh, spread)
gin-rummy-play-not-a-meld = "{ $text }" is not a meld: write its cards run together, such as 7h8h9h
gin-rummy-play-help =
    Commands:
      stock              draw the top card of the stock
      take               take the top discard (the upcard on the first turn)
      pass               refuse the upcard, or the last chance
      a card             discard it: Qh, 10s, ts, K♥ (letters in either case)
      knock Qh           knock with that card, your least-deadwood melds declared
      spread             answer a knock: your best melds and lay-offs
      knock Qh 7h8h9h …  knock with your own melds (each meld's cards together)
      spread 7h8h9h + 5s answer with your own melds, laying off the cards after +
      hand               your cards, melds and deadwood
      table              where the hand stands
      scores             the points so far
      hint               what a normal computer player would do
      rules              the rules in brief
      quit               leave the table
