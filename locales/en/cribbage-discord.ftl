# cribbage-discord.ftl: Cribbage on Discord (the table message, the panel, the
# announcements, the closing, the picture), every id prefixed cribbage-. The game's own
# words (why points are pegged, the sides, the piles) are in cribbage.ftl.

## The table message

cribbage-title = Game { $game } · hand { $number }
cribbage-partners = { $side } ({ $who })
cribbage-board-line = { $side }: **{ $points }** of { $target }
cribbage-board-match = { $side }: **{ $points }** of { $target } · { $won ->
        [one] { $won } match point
       *[other] { $won } match points
    }
cribbage-dealer-mark = { $who } (dealer)
cribbage-seat-choosing = { $who }: choosing what to lay away
cribbage-seat-laid-away = { $who }: laid away ✓
cribbage-seat-holding = { $who }: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } in hand
cribbage-starter = Starter: { $card }
cribbage-starter-not-yet = Starter: turned once everyone has laid away
cribbage-count = Count **{ $count }**: { $laid }
cribbage-gone = Go: { $who }
cribbage-counted = { $who }'s { $pile }: { $cards } + { $starter } = **{ $points }**
cribbage-claimed = (claimed { $claim })
cribbage-crib-up = Crib: { $cards }
cribbage-pegs-title = Pegged this hand:
cribbage-peg = { $who }: { $why } for { $points }
cribbage-peg-cards = { $who }: { $why } ({ $cards }) for { $points }
cribbage-your-turn = { $people }: your turn.
cribbage-lay-away-all = { $people }: lay away to the crib.

## Announcements

cribbage-laid = { $who }: { $card } (count { $count })
cribbage-nothing = Nothing to score.
cribbage-game-won = { $side } wins game { $game } ({ $gained ->
        [one] { $gained } match point
       *[other] { $gained } match points
    })
cribbage-stake-line = { $side }: { $points } points, { $stake ->
        [1] a single game
        [2] skunked (counts double)
       *[other] double skunked (counts { $stake })
    }

## The private panel

cribbage-your-hand = Your hand: { $cards }
cribbage-your-kept = Kept for the show: { $cards }
cribbage-your-discard = You laid away: { $cards }
cribbage-prompt-lay-away = Lay away { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } to { $who }'s crib.
cribbage-prompt-lay-away-own = Lay away { $count ->
        [one] { $count } card
       *[other] { $count } cards
    } to your own crib.
cribbage-choose-discard = Choose the cards to lay away
cribbage-keeping = keeps { $cards }
cribbage-waiting-crib = Waiting for the others to lay away: the starter is turned then.
cribbage-prompt-play = Lay a card: the count is { $count }.
cribbage-prompt-go = The count is { $count } and no card of yours keeps it at 31 or less: say go.
cribbage-button-go = Go
cribbage-prompt-claim = Claim your { $pile }: { $cards } with the starter { $starter }. Miss points and the others may take them (muggins).
cribbage-claim-menu = Claim { $from } to { $to }
cribbage-you-laid-away = You laid away { $cards }.
cribbage-you-laid = You laid { $card }.
cribbage-you-go = You said go.
cribbage-you-claimed = You claimed { $points }.
cribbage-action-lay-away = lay away { $cards }
cribbage-action-card = lay { $card }
cribbage-action-go = say go
cribbage-action-claim = claim { $points }
cribbage-dealt = You are dealt { $cards }.
cribbage-new-hand = Hand { $number }: { $who } deals.
cribbage-news-laid = { $who } laid { $card } (count { $count }).

## The closing

cribbage-winners = { $count ->
        [one] { $who } wins the match.
       *[other] { $who } share the win.
    }
cribbage-standing-line = { $place }. { $side }: { $won ->
        [one] { $won } match point
       *[other] { $won } match points
    }, { $points } in the last game

# /games stats: a player's own record at cribbage, after the matches played and won.
cribbage-stats-record = hands your side pegged most: { $hands } · points pegged: { $points } ({ $average } a { -match })

## The picture and its alt text

cribbage-pic-title = Cribbage · game { $game } · hand { $number } · to { $target }
cribbage-pic-starter = Starter
cribbage-pic-count = Count { $count }
cribbage-pic-laid-away = laid away
cribbage-pic-choosing = choosing
cribbage-pic-held = { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }
cribbage-pic-alt-head = A cribbage board: game { $game }, hand { $number }, to { $target } points.
cribbage-pic-alt-side = { $side } has { $points } points.
cribbage-pic-alt-starter = The starter is { $card }.
cribbage-pic-alt-no-starter = The starter is not turned yet.
cribbage-pic-alt-cards = Cards in play, count { $count }: { $cards }.
cribbage-pic-alt-shown = { $who }'s { $pile } shown: { $cards }, { $points } points.
