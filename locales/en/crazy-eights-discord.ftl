# crazy-eights-discord.ftl: Crazy Eights on Discord (the table message, the panel, the
# announcements, the picture), every id prefixed crazy-eights-; the game's own sentences
# are in crazy-eights.ftl, the host's in host.ftl. Values (names, cards, numbers) stay as
# written.

## The table message

crazy-eights-title = Crazy Eights · hand { $number } · to { $target }
crazy-eights-up-card = Up card: **{ $card }** · follow { $suit }
crazy-eights-up-named = Up card: **{ $card }** · **{ $suit }** named
crazy-eights-stock = { $count ->
        [0] Stock empty
        [one] Stock: 1 card
       *[other] Stock: { $count } cards
    }
crazy-eights-clockwise = Play goes clockwise ↻
crazy-eights-counterclockwise = Play goes counterclockwise ↺
crazy-eights-pending = { $count ->
        [one] Draw pending: 1 card
       *[other] Draw pending: { $count } cards
    }
crazy-eights-no-pending = No draw pending
crazy-eights-dealer-mark = { $who } (dealer)
crazy-eights-seat-line = { $who }: { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    } · total { $total }
crazy-eights-naming = { $who } is naming a suit.
crazy-eights-drawing = { $who } drew { $count ->
        [one] a card
       *[other] { $count } cards
    } this turn.
crazy-eights-facing = { $who } must draw { $count } or play a two.
crazy-eights-your-turn = { $people }: your turn.

## Announcements

crazy-eights-said-buried = Hand { $number }: { $buried } turned and buried, { $starter } starts the pile
crazy-eights-said-last-card = { $who }: last card!
crazy-eights-said-named = { $who } named { $suit }
crazy-eights-said-drew = { $who } drew { $count ->
        [one] a card
       *[other] { $count } cards
    }
crazy-eights-said-drew-twos = { $who } drew { $count ->
        [one] a card
       *[other] { $count } cards
    } for the twos
crazy-eights-said-drew-penalty = { $who } drew { $count ->
        [one] a card
       *[other] { $count } cards
    } for not calling "last card"
crazy-eights-said-passed = { $who } passed
crazy-eights-said-skipped = { $who } misses a turn
crazy-eights-said-reversed-clockwise = Reversed: play goes clockwise ↻
crazy-eights-said-reversed-counter = Reversed: play goes counterclockwise ↺
crazy-eights-said-pending = { $who } must draw { $count } or play a two
crazy-eights-said-last-card-missed = { $who } did not call "last card"
crazy-eights-said-reshuffled = The discards were shuffled into a new stock of { $count }
crazy-eights-said-out = Hand { $number }: { $who } went out
crazy-eights-said-blocked = Hand { $number } is blocked: nobody can play
crazy-eights-out-mark = out
crazy-eights-score-line = { $who }: { $cards } → { $points } · total { $total }

## The result

crazy-eights-standing-line = { $place }. { $who }: { $total }
crazy-eights-winners = { $count ->
        [one] { $who } wins the match with { $total } points
       *[other] { $who } share the win with { $total } points
    }
crazy-eights-stats-record = hands won: { $hands } · penalty points: { $points }

## The panel

crazy-eights-your-hand = Your hand ({ $count }): { $cards }
crazy-eights-prompt-play-or-draw = Play a card or draw.
crazy-eights-prompt-play-or-pass = Play a card or pass.
crazy-eights-prompt-draw = Nothing of yours plays: draw.
crazy-eights-prompt-draw-again = It does not play: draw again.
crazy-eights-prompt-pass = Nothing plays: pass.
crazy-eights-prompt-name = Name the suit to follow.
crazy-eights-prompt-pending = Play a two, or draw { $count }.
crazy-eights-button-draw = Draw
crazy-eights-button-draw-pending = Draw { $count }
crazy-eights-button-pass = Pass
crazy-eights-button-last-card = { $card } · Last card!
crazy-eights-you-drew = You drew { $cards }.
crazy-eights-dealt = Your cards: { $cards }
crazy-eights-new-hand = Hand { $number } is dealt; the up card is { $card }.
crazy-eights-you-played = You played { $card }.
crazy-eights-you-played-last = You played { $card }: last card!
crazy-eights-you-named = You named { $suit }.
crazy-eights-you-draw = You drew from the stock.
crazy-eights-you-passed = You passed.
crazy-eights-action-play = play { $card }
crazy-eights-action-name = name { $suit }
crazy-eights-action-draw = draw
crazy-eights-action-pass = pass

## The picture

crazy-eights-pic-follow = Follow { $suit }
crazy-eights-pic-named = { $suit } named
crazy-eights-pic-plate = { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    } · total { $total }
crazy-eights-pic-alt-head = Crazy Eights, hand { $number }. The up card is { $card }; the stock has { $stock }.
crazy-eights-pic-alt-seat = { $who } holds { $cards ->
        [one] 1 card
       *[other] { $cards } cards
    }, total { $total }.
