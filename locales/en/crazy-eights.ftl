# crazy-eights.ftl: Crazy Eights' own sentences (plays, draws, wild cards, its rules and
# options), every id prefixed crazy-eights-; the host's are in host.ftl.
#
# Glossary: the stock (the face-down cards drawn from), the discard pile (the face-up
# cards played), the top card, the suit to follow, a wild card (an eight unless the table
# says jacks or aces) which names a suit, go out (play one's last card), a blocked hand
# (nobody can play and the stock is empty), penalty points (what cards left in hand cost;
# the lowest total wins). Values (names, cards, numbers) stay as written.

crazy-eights = Crazy Eights
crazy-eights-players-needed = Crazy Eights needs { $min } to { $max } players

## Suits

crazy-eights-suit-clubs = clubs
crazy-eights-suit-diamonds = diamonds
crazy-eights-suit-hearts = hearts
crazy-eights-suit-spades = spades

## The table options as the lobby offers them: each option's name, and the words of its
## values (short: each is a choice of a menu)

crazy-eights-option-target = Penalty total that ends the match
crazy-eights-option-hand_size = Cards dealt to each
crazy-eights-option-hand_size-standard = 7 with 2 players, 5 with more
crazy-eights-option-hand_size-3 = 3
crazy-eights-option-hand_size-4 = 4
crazy-eights-option-hand_size-5 = 5
crazy-eights-option-hand_size-6 = 6
crazy-eights-option-hand_size-7 = 7
crazy-eights-option-hand_size-8 = 8
crazy-eights-option-hand_size-9 = 9
crazy-eights-option-hand_size-10 = 10
crazy-eights-option-drawing = Drawing
crazy-eights-option-drawing-one = draw one card, turn over
crazy-eights-option-drawing-play_drawn = draw one, may play it
crazy-eights-option-drawing-limit = draw up to the limit, then play or pass
crazy-eights-option-drawing-until_play = draw until you play
crazy-eights-option-draw_limit = Most draws a turn (with the limit)
crazy-eights-option-must_play = Must play when able
crazy-eights-option-reshuffle = Reshuffle the discards when the stock runs out
crazy-eights-option-last_card = Call "last card"
crazy-eights-option-last_card_penalty = Cards drawn for a missed call
crazy-eights-option-wild_rank = Wild card
crazy-eights-option-wild_rank-8 = eights
crazy-eights-option-wild_rank-J = jacks
crazy-eights-option-wild_rank-A = aces
crazy-eights-option-wild_play = Playing the wild card
crazy-eights-option-wild_play-any = on anything, names a suit
crazy-eights-option-wild_play-matching = only when it matches, names a suit
crazy-eights-option-wild_play-no_change = on anything, names no suit
crazy-eights-option-wild_play-change_if_matching = on anything, names a suit if it matched
crazy-eights-option-skip = Skip card
crazy-eights-option-skip-off = none
crazy-eights-option-skip-2 = twos
crazy-eights-option-skip-3 = threes
crazy-eights-option-skip-4 = fours
crazy-eights-option-skip-5 = fives
crazy-eights-option-skip-6 = sixes
crazy-eights-option-skip-7 = sevens
crazy-eights-option-skip-8 = eights
crazy-eights-option-skip-9 = nines
crazy-eights-option-skip-10 = tens
crazy-eights-option-skip-J = jacks
crazy-eights-option-skip-Q = queens
crazy-eights-option-skip-K = kings
crazy-eights-option-skip-A = aces
crazy-eights-option-reverse = Reverse card
crazy-eights-option-reverse-off = none
crazy-eights-option-reverse-2 = twos
crazy-eights-option-reverse-3 = threes
crazy-eights-option-reverse-4 = fours
crazy-eights-option-reverse-5 = fives
crazy-eights-option-reverse-6 = sixes
crazy-eights-option-reverse-7 = sevens
crazy-eights-option-reverse-8 = eights
crazy-eights-option-reverse-9 = nines
crazy-eights-option-reverse-10 = tens
crazy-eights-option-reverse-J = jacks
crazy-eights-option-reverse-Q = queens
crazy-eights-option-reverse-K = kings
crazy-eights-option-reverse-A = aces
crazy-eights-option-draw_two = Twos make the next player draw two

## Rule refusals, said to the player who tried ($seat: a seat's name)

crazy-eights-error-game-over = The match is over.
crazy-eights-error-no-such-seat = There is no { $seat } at this table.
crazy-eights-error-not-your-turn = It is { $seat }'s turn.
crazy-eights-error-not-held = You do not hold { $card }.
crazy-eights-error-not-matching = { $card } does not play: match the suit to follow ({ $suit }) or the rank of { $top }.
crazy-eights-error-suit-due = Name a suit for your wild card first.
crazy-eights-error-no-suit-due = There is no suit to name now.
crazy-eights-error-draw-or-two = { $count ->
        [one] Draw a card or play a two.
       *[other] Draw { $count } cards or play a two.
    }
crazy-eights-error-only-drawn = After drawing you may play only { $card }, the card you drew, or pass.
crazy-eights-error-stock-empty = The stock is empty: play or pass.
crazy-eights-error-draw-limit = { $count ->
        [one] You may draw only one card a turn.
       *[other] You may draw at most { $count } cards a turn.
    }
crazy-eights-error-must-play = One of your cards plays, and you must play when you can.
crazy-eights-error-must-draw = The stock still has cards: draw before you pass.
crazy-eights-error-no-last-card = "Last card" is called only with the play that leaves you one card.

## The same refusals said about a player, as the referee rules ($who: the one who tried)

crazy-eights-error-about = { $who }: { $error }
crazy-eights-error-about-hand-over = the hand is over: { $who } cannot act
crazy-eights-error-about-not-your-turn = it is { $seat }'s turn, not { $who }'s
crazy-eights-error-about-not-held = { $who } does not hold { $card }
crazy-eights-error-about-not-matching = { $who } cannot play { $card }: it matches neither the suit to follow ({ $suit }) nor the rank of { $top }
crazy-eights-error-about-suit-due = { $who } must name a suit for the wild card
crazy-eights-error-about-no-suit-due = { $who } has no suit to name
crazy-eights-error-about-draw-or-two = { $count ->
        [one] { $who } must draw a card or play a two
       *[other] { $who } must draw { $count } cards or play a two
    }
crazy-eights-error-about-only-drawn = { $who } may play only { $card }, the card just drawn, or pass
crazy-eights-error-about-stock-empty = { $who } cannot draw: the stock is empty
crazy-eights-error-about-draw-limit = { $count ->
        [one] { $who } may draw only one card this turn
       *[other] { $who } may draw at most { $count } cards this turn
    }
crazy-eights-error-about-must-play = { $who } holds a card that plays and must play it (must_play)
crazy-eights-error-about-must-draw = { $who } must draw before passing: the stock has cards
crazy-eights-error-about-no-last-card = { $who } may announce the last card only with a play that leaves one card, under the last-card rule

## A table or a log that cannot be set up

crazy-eights-setup-seats = { $needed }, not { $players }
crazy-eights-setup-hand-size = { $players } players cannot each be dealt { $size } cards and a starter turned
crazy-eights-options-error-unknown = Crazy Eights has no option "{ $key }"
crazy-eights-options-error-bad-value = "{ $value }" is not a value of { $key } (values: { $values })
crazy-eights-options-error-not-key-value = "{ $text }" is not key=value
crazy-eights-options-error-same-rank = { $key } cannot be { $rank }: { $other } already gives that rank a power
crazy-eights-replay-illegal = action { $index } is refused: { $error }

## The rules in brief, page by page (** marks what to stress)

crazy-eights-rules-brief-title = Crazy Eights in brief
crazy-eights-rules-brief = { $min } to { $max } players, one 52-card pack (two from 6 players). Each hand, 7 cards each with 2 players, 5 with more; the next card is turned face up to start the **discard pile**, the rest is the **stock**. Get rid of all your cards: the first to do it ends the hand.
crazy-eights-rules-play-title = The play
crazy-eights-rules-play = From the dealer's left, in turn: play a card that **matches the suit or the rank** of the top card, or an **eight** on anything and name the suit the next player must follow. On an eight, follow the suit named (or play another eight).
crazy-eights-rules-drawing-title = Drawing
crazy-eights-rules-drawing = Instead of playing you may **draw** a card from the stock, which ends your turn. Once the stock is empty, a player who does not play passes; when everyone has passed in turn, the hand is **blocked**.
crazy-eights-rules-scoring-title = Scoring
crazy-eights-rules-scoring = Whoever goes out scores 0; everyone else scores the cards they hold: **eight 50**, king, queen, jack 10, ace 1, the others their face value. After a hand in which someone reaches **100**, the **lowest** total wins (a tie for lowest plays on).

## ribs play --game crazy-eights: the match in the terminal ($me: "yes" when $who is the reader)

crazy-eights-direction-clockwise = clockwise
crazy-eights-direction-counterclockwise = counterclockwise
crazy-eights-play-welcome = { $game }: you (seat 1) against { $others }.
crazy-eights-play-level = Computer players of level { $level }; after a hand in which someone reaches { $target } penalty points, the lowest total wins.
crazy-eights-play-seed = Seed { $seed } (play it again with --seed { $seed }).
crazy-eights-play-hand-dealt = ── Hand { $number } · dealer: { $dealer } · starter { $card } ──
crazy-eights-play-buried = A wild card turned up and went back into the stock: { $cards }.
crazy-eights-play-your-hand = Your hand: { $cards }
crazy-eights-play-plays = { $me ->
        [yes] { $who } play { $card }.
       *[no] { $who } plays { $card }.
    }
crazy-eights-play-names = { $me ->
        [yes] { $who } name { $suit }.
       *[no] { $who } names { $suit }.
    }
crazy-eights-play-draws = { $me ->
        [yes] { $count ->
            [one] { $who } draw a card.
           *[other] { $who } draw { $count } cards.
        }
       *[no] { $count ->
            [one] { $who } draws a card.
           *[other] { $who } draws { $count } cards.
        }
    }
crazy-eights-play-draws-twos = { $me ->
        [yes] { $who } take the twos: { $count } cards.
       *[no] { $who } takes the twos: { $count } cards.
    }
crazy-eights-play-draws-penalty = { $me ->
        [yes] { $who } draw { $count } penalty cards.
       *[no] { $who } draws { $count } penalty cards.
    }
crazy-eights-play-you-drew = You drew { $cards }.
crazy-eights-play-passes = { $me ->
        [yes] { $who } pass.
       *[no] { $who } passes.
    }
crazy-eights-play-skipped = { $me ->
        [yes] { $who } miss a turn.
       *[no] { $who } misses a turn.
    }
crazy-eights-play-reversed = Play now goes { $direction }.
crazy-eights-play-pending = { $me ->
        [yes] { $who } face a draw of { $count }.
       *[no] { $who } faces a draw of { $count }.
    }
crazy-eights-play-last-card-missed = { $me ->
        [yes] { $who } did not call "last card".
       *[no] { $who } did not call "last card".
    }
crazy-eights-play-reshuffled = The discards are shuffled into a new stock of { $count } cards.
crazy-eights-play-went-out = { $me ->
        [yes] { $who } went out!
       *[no] { $who } went out.
    }
crazy-eights-play-blocked = The hand is blocked: nobody could play.
crazy-eights-play-score-line = { $who }: { $cards } → { $points } (total { $total })
crazy-eights-play-winner = { $me ->
        [yes] { $who } win the match with { $total } penalty points!
       *[no] { $who } wins the match with { $total } penalty points.
    }
crazy-eights-play-status = Hand { $number } · top { $top } · follow { $suit } · stock { $stock } · { $direction }
crazy-eights-play-pending-line = A draw of { $count } is pending.
crazy-eights-play-counts = Cards held: { $line }
crazy-eights-play-totals = Totals: { $line } (the match ends at { $target })
crazy-eights-play-prompt-play = Play a card, or draw
crazy-eights-play-prompt-after-draw = Play a card, draw or pass
crazy-eights-play-prompt-suit = Name a suit (c, d, h, s)
crazy-eights-play-prompt-pending = Play a two, or draw { $count }
crazy-eights-play-help = Type a card to play it (Qh, 10s, K♥), with ! to call "last card" (Qh!); draw; pass; after a wild card a suit (c, d, h, s); hand, table, scores, hint, rules, quit.
crazy-eights-play-words-draw = draw, d
crazy-eights-play-words-pass = pass, p
crazy-eights-play-not-understood = '{ $text }' is not a card, a suit or a command (type help)
