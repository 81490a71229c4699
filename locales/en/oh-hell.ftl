# oh-hell.ftl: Oh Hell!'s own sentences (bids, tricks, trumps, its rules and options),
# every id prefixed oh-hell-; the host's are in host.ftl.
#
# Glossary: bid (the number of tricks a player says they will take), the hook (the dealer
# may not bid the number that makes the bids add up to the cards dealt), trumps, follow
# suit, made (took exactly the bid). Values (names, cards, numbers) stay as written.

oh-hell = Oh Hell!
oh-hell-players-needed = Oh Hell! needs { $min } to { $max } players

## Suits and trumps

oh-hell-suit-clubs = clubs
oh-hell-suit-diamonds = diamonds
oh-hell-suit-hearts = hearts
oh-hell-suit-spades = spades
oh-hell-suit-jokers = jokers
oh-hell-trumps-turned = trumps: { $suit } ({ $card } turned)
oh-hell-trumps = trumps: { $suit }
oh-hell-no-trumps-turned = no trumps ({ $card } turned)
oh-hell-no-trumps = no trumps

## The table options as the lobby offers them: each option's name, and the words of its
## values (short: each is a choice of a menu)

oh-hell-option-sequence = Hand sizes
oh-hell-option-sequence-down_up = down to 1, then up again
oh-hell-option-sequence-up_down = up from 1, then down again
oh-hell-option-sequence-down = down to 1
oh-hell-option-sequence-up = up from 1
oh-hell-option-max_cards = Most cards a hand
oh-hell-option-max_cards-auto = as the rules say (10, 8 or 7)
oh-hell-option-max_cards-1 = 1
oh-hell-option-max_cards-2 = 2
oh-hell-option-max_cards-3 = 3
oh-hell-option-max_cards-4 = 4
oh-hell-option-max_cards-5 = 5
oh-hell-option-max_cards-6 = 6
oh-hell-option-max_cards-7 = 7
oh-hell-option-max_cards-8 = 8
oh-hell-option-max_cards-9 = 9
oh-hell-option-max_cards-10 = 10
oh-hell-option-max_cards-11 = 11
oh-hell-option-max_cards-12 = 12
oh-hell-option-max_cards-13 = 13
oh-hell-option-max_cards-14 = 14
oh-hell-option-max_cards-15 = 15
oh-hell-option-max_cards-16 = 16
oh-hell-option-max_cards-17 = 17
oh-hell-option-max_cards-18 = 18
oh-hell-option-trumps = Trumps
oh-hell-option-trumps-turn_up = the card turned after the deal
oh-hell-option-trumps-turn_up_high = turned card, none if 2 to 6
oh-hell-option-trumps-spades = always spades
oh-hell-option-trumps-cycle = hearts, diamonds, clubs, spades in turn
oh-hell-option-trumps-cycle_nt = the four suits, then no trumps, in turn
oh-hell-option-bidding = Bidding
oh-hell-option-bidding-hook = in turn, with the hook
oh-hell-option-bidding-no_hook = in turn, no hook
oh-hell-option-bidding-simultaneous = all at once, in secret
oh-hell-option-first_lead = First lead
oh-hell-option-first_lead-left_of_dealer = left of the dealer
oh-hell-option-first_lead-dealer = the dealer
oh-hell-option-must_trump = Must trump when void
oh-hell-option-jokers = Two jokers
oh-hell-option-scoring = Scoring
oh-hell-option-scoring-tricks_bonus = 1 a trick, 10 more if exact
oh-hell-option-scoring-exact_only = 10 + bid if exact, else 0
oh-hell-option-scoring-ten_per_trick = 10 a trick bid, minus 10 a trick off
oh-hell-option-scoring-five_ten = 5 + 10 a trick, minus 5 + 5 a trick off
oh-hell-option-scoring-squares = 10 + bid squared, minus miss squared
oh-hell-option-zero_bid = A made bid of 0
oh-hell-option-zero_bid-standard = as the scoring says
oh-hell-option-zero_bid-five = scores 5
oh-hell-option-zero_bid-five_plus_cards = scores 5 + cards dealt
oh-hell-option-tie = A tie for first
oh-hell-option-tie-shared = is shared
oh-hell-option-tie-play_off = is played off
oh-hell-option-forehead_last_hand = Last 1-card hand on the forehead

## Rule refusals, said to the player who tried ($seat: a seat's name)

oh-hell-error-game-over = The game is over.
oh-hell-error-no-such-seat = There is no { $seat } at this table.
oh-hell-error-not-your-turn = It is { $seat }'s turn.
oh-hell-error-bidding-over = The bidding is over: play a card.
oh-hell-error-still-bidding = The bidding is not over yet: bid first.
oh-hell-error-bid-too-high = You may bid 0 to { $cards }, not { $bid }.
oh-hell-error-hooked = As the dealer you may not bid { $bid }: the bids would add up to the cards dealt (the hook).
oh-hell-error-bid-final = Your bid is final: the next player has bid.
oh-hell-error-already-bid = You have chosen your bid already, and bids cannot be changed.
oh-hell-error-not-held = You do not hold { $card }.
oh-hell-error-must-follow = You must follow suit: play one of your { $suit }.
oh-hell-error-must-trump = You cannot follow suit, so you must play a trump ({ $suit }).
oh-hell-error-not-blind = Only the last hand is played blind: name the card.

## The same refusals said about a player, as the referee rules ($who: the one who tried)

oh-hell-error-about = { $who }: { $error }
oh-hell-error-about-not-your-turn = it is { $seat }'s turn, not { $who }'s
oh-hell-error-about-bid-too-high = { $who } may bid 0 to { $cards }, not { $bid }
oh-hell-error-about-hooked = { $who } deals and may not bid { $bid } (the hook)
oh-hell-error-about-bid-final = { $who } may not change the bid: the next player has bid
oh-hell-error-about-already-bid = { $who } has bid already (no changes with simultaneous bidding)
oh-hell-error-about-not-held = { $who } does not hold { $card }
oh-hell-error-about-must-follow = { $who } must follow suit ({ $suit })
oh-hell-error-about-must-trump = { $who } cannot follow suit and must trump ({ $suit })

## A table or a log that cannot be set up

oh-hell-setup-seats = { $needed }, not { $players }
oh-hell-setup-max-cards = at most { $limit } cards each can be dealt at this table, not { $max }
oh-hell-options-error-unknown = Oh Hell! has no option "{ $key }"
oh-hell-options-error-bad-value = "{ $value }" is not a value of { $key } (values: { $values })
oh-hell-options-error-not-key-value = "{ $text }" is not key=value
oh-hell-replay-illegal = action { $index } is refused: { $error }

## The rules in brief, page by page (** marks what to stress)

oh-hell-rules-brief-title = Oh Hell! in brief
oh-hell-rules-brief = { $min } to { $max } players, one 52-card pack, aces high. A game is a series of **hands**: 10 cards each (8 with 6 players, 7 with 7), one card fewer each hand down to 1, then up again. The deal passes to the left. In each hand you **bid** how many tricks you will take, and try to take **exactly** that many.
oh-hell-rules-bidding-title = The deal and the bidding
oh-hell-rules-bidding = After the deal the next card is turned face up: its suit is **trumps** (no card left: no trumps). From the dealer's left round to the dealer, everyone bids 0 or more tricks; you may change your bid until the next player has bid. **The hook**: the dealer may not bid the number that makes the bids add up to the cards dealt, so someone always misses.
oh-hell-rules-play-title = The play
oh-hell-rules-play = The dealer's left leads any card. Everyone **follows suit** if able, else plays any card. The highest trump takes the trick, else the highest card of the suit led; whoever takes it leads the next.
oh-hell-rules-scoring-title = Scoring
oh-hell-rules-scoring = You score 1 point a trick, and **10 more** if you took exactly your bid (bid 2: 12 points with 2 tricks, 1 with 1, 3 with 3). After the last hand the highest total wins; players tied for highest share the win.

## ribs play --game oh-hell: the match in the terminal ($me: "yes" when $who is the reader)

oh-hell-play-welcome = { $game } You (seat 1) against { $others }.
oh-hell-play-sequence = Computer players of level { $level }; { $hands } hands, { $first } cards to start.
oh-hell-play-seed = Seed { $seed } (play it again with --seed { $seed }).
oh-hell-play-hand-dealt = ── Hand { $number } of { $hands } · { $cards } cards · dealer: { $dealer } ──
oh-hell-play-play-off = ── Play-off hand { $number } · { $cards } cards · dealer: { $dealer } ──
oh-hell-play-your-hand = Your hand: { $cards }
oh-hell-play-foreheads = Your card is on your forehead; you see: { $cards }
oh-hell-play-bids = { $me ->
        [yes] { $who } bid { $bid }.
       *[no] { $who } bids { $bid }.
    }
oh-hell-play-changes = { $me ->
        [yes] { $who } change your bid to { $bid }.
       *[no] { $who } changes the bid to { $bid }.
    }
oh-hell-play-chose = { $who }: bid chosen.
oh-hell-play-bids-shown = Bids shown: { $bids }
oh-hell-play-leads = { $who } leads.
oh-hell-play-plays = { $me ->
        [yes] { $who } play { $card }.
       *[no] { $who } plays { $card }.
    }
oh-hell-play-trick-taken = Trick { $number }: { $cards } → { $who }
oh-hell-play-hand-over = Hand { $number } scored:
oh-hell-play-score-line = { $who }: bid { $bid }, took { $won }, { $made ->
        [yes] made
       *[no] missed
    }: { $points } (total { $total })
oh-hell-play-totals = Totals: { $line }
oh-hell-play-settlement = Against the average: { $line }
oh-hell-play-winners = { $count ->
        [one] { $who } wins the game.
       *[other] { $who } share the win.
    }
oh-hell-play-status = Hand { $number } of { $hands } · { $cards } cards · dealer { $dealer } · { $trumps }
oh-hell-play-bids-line = Bids: { $bids } ({ $total } of { $cards })
oh-hell-play-won-line = Tricks: { $line }
oh-hell-play-trick-line = Trick: { $plays }
oh-hell-play-no-bid = —
oh-hell-play-prompt-bid = Your bid, 0 to { $cards }
oh-hell-play-prompt-bid-hooked = Your bid, 0 to { $cards }, not { $hooked } (the hook)
oh-hell-play-prompt-card = Your card (such as Qh or 10s)
oh-hell-play-prompt-follow = Your card: follow { $suit } if you can
oh-hell-play-prompt-blind = Type play: your card is the one you cannot see
oh-hell-play-word-play = play
oh-hell-play-words-play = play, p
oh-hell-play-not-a-card = "{ $text }" is not a card or a bid (a number, or a card such as Qh, 10s, K♥)
oh-hell-play-help =
    Commands:
      a number           bid it (0 to the cards dealt)
      a card             play it: Qh, 10s, ts, K♥ (letters in either case)
      play               in the last hand on your forehead, play the card you cannot see
      hand               your cards
      table              where the hand stands
      scores             the totals so far
      hint               what a normal computer player would do
      rules              the rules in brief
      quit               leave the table

## On Discord: the table message, the announcements, the panel ($who: a seat's name;
## $plays: "Ann Q♥ · Bob 3♥"; $trumps: as oh-hell-trumps says it)

oh-hell-title = Oh Hell! · hand { $number } of { $hands } · { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } each
oh-hell-title-play-off = Oh Hell! · play-off hand { $number } · { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } each
oh-hell-seat-line = { $who }: bid { $bid } · tricks { $won } · total { $total }
oh-hell-dealer-mark = { $who } (dealer)
oh-hell-bid-secret = chosen
oh-hell-bids-total = Bids: { $total } of { $cards }
oh-hell-hooked = { $who } deals and may not bid { $bid } (the hook).
oh-hell-trick-now = Trick { $number }: { $plays }
oh-hell-trick-last = Last trick: { $plays } → { $who }
oh-hell-your-turn = { $people }: your turn.
oh-hell-trick-taken = Trick { $number } to { $who }
oh-hell-hand-scored = Hand { $number } scored ({ $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }, { $trumps })
oh-hell-standing-line = { $place }. { $who }: { $total } ({ $against } against the average)
oh-hell-panel-status = { $trumps } · your bid: { $bid } · your tricks: { $won }
oh-hell-may-change = You bid { $bid }: you may change it until { $who } bids.
oh-hell-prompt-lead = Your lead: play any card.
oh-hell-prompt-follow = Follow { $suit } if you can: these are the cards you may play.
oh-hell-prompt-blind = Your card is on your forehead: play it unseen.
oh-hell-button-blind = Play my card
oh-hell-new-hand = Hand { $number }: { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } each.
oh-hell-dealt = Your cards: { $cards }
oh-hell-you-bid = You bid { $bid }.
oh-hell-you-played = You played { $card }.
oh-hell-you-played-blind = You played your unseen card.
oh-hell-action-bid = bid { $bid }
oh-hell-action-card = play { $card }
oh-hell-action-blind = play the unseen card

## The table's picture ($bid: a number, or the secret/none word; $trumps: as oh-hell-trumps says it)
oh-hell-pic-title = Hand { $number } · { $cards } cards
oh-hell-pic-turned = turned
oh-hell-pic-bid-secret = chosen
oh-hell-pic-bid-none = —
oh-hell-pic-alt-no-bid = none yet
oh-hell-pic-plate = bid { $bid } · tricks { $won }
oh-hell-pic-alt-head = Oh Hell! table, hand { $number }, { $cards } cards each, { $trumps }.
oh-hell-pic-alt-seat = { $who }: bid { $bid }, tricks taken { $won }.
oh-hell-pic-alt-played = { $who } { $card }
oh-hell-pic-alt-trick = In the trick: { $plays }.
oh-hell-pic-alt-no-trick = No card in the trick yet.

# A player's record at Oh Hell! (/games stats): games played and won, then bids made exactly.
oh-hell-stats-record = { -match(case: "capital") }es: { $matches } played, { $wins } won ({ $rate }%)
    Bids made exactly: { $made } of { $bids }
