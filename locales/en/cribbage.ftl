# cribbage.ftl: Cribbage's own sentences (the crib, the play to 31, the show, pegging, the
# board, its rules and options), every id prefixed cribbage-; the host's are in host.ftl.
#
# Glossary: crib (the dealer's extra hand, made of the cards laid away), lay away (put
# cards in the crib), starter (the card turned after the discards), the count (running
# total of the play, never past 31), go (said when no card fits), peg (score points on the
# board), the show (counting the hands), his heels (a jack turned as starter), his nobs
# (the jack of the starter's suit), skunk (a loss far behind: it costs double), muggins
# (claiming one's own count; the opponent takes what is missed). Values stay as written.

cribbage = Cribbage
cribbage-players-needed = Cribbage needs { $min } to { $max } players

## Why points are scored (short: "Bob: 10♦, fifteen for 2")

cribbage-why-fifteen = fifteen
cribbage-why-pair = a pair
cribbage-why-pair-royal = a pair royal
cribbage-why-double-pair-royal = a double pair royal
cribbage-why-run = a run of { $length }
cribbage-why-thirty-one = thirty-one
cribbage-why-go = go
cribbage-why-last-card = last card
cribbage-why-his-heels = his heels
cribbage-why-flush = a flush
cribbage-why-his-nobs = his nobs
cribbage-why-claim = the claim
cribbage-why-muggins = muggins
cribbage-side-a = Side A
cribbage-side-b = Side B
cribbage-pile-hand = hand
cribbage-pile-crib = crib

## The table options as the lobby offers them: each option's name, and the words of its
## values (short: each is a choice of a menu)

cribbage-option-target = Game to
cribbage-option-target-121 = 121 points
cribbage-option-target-91 = 91 points
cribbage-option-target-61 = 61 points
cribbage-option-two_hand_deal = Two players are dealt
cribbage-option-two_hand_deal-six = six cards each
cribbage-option-two_hand_deal-five = five each, two to the crib
cribbage-option-skunk = A heavy loss
cribbage-option-skunk-none = costs no more
cribbage-option-skunk-skunk = skunk: double below 91
cribbage-option-skunk-double_skunk = double skunk too: four below 61
cribbage-option-skunk-lurch = lurch: double below 61
cribbage-option-muggins = Muggins (claim your own count)
cribbage-option-next_first_dealer = Next game's first dealer
cribbage-option-next_first_dealer-loser = left of the winner
cribbage-option-next_first_dealer-alternate = in turn
cribbage-option-match_to = Match points to win

## Rule refusals, said to the player who tried ($seat: a seat's name)

cribbage-error-game-over = The match is over.
cribbage-error-hand-over = The hand is over.
cribbage-error-no-such-seat = There is no { $seat } at this table.
cribbage-error-not-your-turn = It is { $seat }'s turn.
cribbage-error-already-discarded = You have laid away already, and a discard is final.
cribbage-error-still-discarding = Not everyone has laid away to the crib yet.
cribbage-error-not-discarding = The crib is complete: nothing more is laid away.
cribbage-error-discard-count = Lay away { $wanted ->
        [one] { $wanted } card
       *[other] { $wanted } cards
    }, not { $given }.
cribbage-error-not-held = You do not hold { $card }.
cribbage-error-past-thirty-one = { $card } would take the count past 31 (it is { $count }).
cribbage-error-card-fits = You cannot say go: a card of yours keeps the count at 31 or less.
cribbage-error-still-playing = The play is not over: the show comes after it.
cribbage-error-showing = The play is over: the hands are being shown.
cribbage-error-no-muggins = This table counts the hands itself (no muggins): there is nothing to claim.
cribbage-error-claim-too-high = A hand is worth at most 29, not { $claim }.

## The same refusals said about a player, as the referee rules ($who: the one who tried)

cribbage-error-about = { $who }: { $error }
cribbage-error-about-not-your-turn = it is { $seat }'s turn, not { $who }'s
cribbage-error-about-already-discarded = { $who } has laid away already (a discard is final)
cribbage-error-about-discard-count = { $who } must lay away { $wanted }, not { $given }
cribbage-error-about-not-held = { $who } does not hold { $card }
cribbage-error-about-past-thirty-one = { $who } may not lay { $card }: the count { $count } would pass 31
cribbage-error-about-card-fits = { $who } may not say go: a card keeps the count at 31 or less
cribbage-error-about-still-discarding = { $who } may not act before everyone has laid away to the crib
cribbage-error-about-not-discarding = { $who } may not lay away now: the crib is complete
cribbage-error-about-still-playing = { $who } may not claim during the play
cribbage-error-about-showing = { $who } may not play: the play is over and the hands are being shown
cribbage-error-about-no-muggins = { $who } may not claim: this table plays without muggins

## A table or a log that cannot be set up

cribbage-setup-seats = { $needed }, not { $players }
cribbage-options-error-unknown = Cribbage has no option "{ $key }"
cribbage-options-error-bad-value = "{ $value }" is not a value of { $key } (values: { $values })
cribbage-options-error-not-key-value = "{ $text }" is not key=value
cribbage-replay-illegal = action { $index } is refused: { $error }

## The rules in brief, page by page (** marks what to stress)

cribbage-rules-brief-title = Cribbage in brief
cribbage-rules-brief = { $min } to { $max } players: two or three each alone, four as two partnerships sitting opposite. One 52-card pack, **ace low**; J Q K count 10. Points are **pegged** as they are made; the first side to **121** wins the game, even in the middle of a hand. The deal passes to the left.
cribbage-rules-crib-title = The deal and the crib
cribbage-rules-crib = Two players get 6 cards and lay away 2; three or four get 5 and lay away 1 (with three, one more card goes straight to the crib). Everyone **lays away at once and in secret** to the **crib**, the dealer's extra hand. Then the **starter** is turned: a jack gives the dealer 2 (**his heels**).
cribbage-rules-play-title = The play
cribbage-rules-play = From the dealer's left, each lays a card and calls the **count**, never past **31**. Score 2 for a count of **15**, 2 for a **pair** (6 for three, 12 for four of a rank in a row), the length of a **run** (any order), 2 for exactly **31**. Who cannot lay a card says **go**; the last card laid scores 1 (**go**, or **last card**), then the count starts again at 0.
cribbage-rules-show-title = The show
cribbage-rules-show = Each hand is counted with the starter, from the dealer's left, the dealer's last, then the **crib**: 2 for each set of cards making **15**, 2 for each **pair**, each **run**, 4 for a **flush** in hand (5 with the starter; a crib only with the starter), 1 for **his nobs** (the jack of the starter's suit). A loser below 91 is **skunked**: the game counts double.

## ribs play --game cribbage: the match in the terminal ($me: "yes" when $who is the reader;
## $side: a player's name, or a partnership's)

cribbage-play-welcome = { $game } You (seat 1) against { $others }.
cribbage-play-partners = Partners: { $a } against { $b }.
cribbage-play-match = Computer players of level { $level }; each game to { $target }, the match to { $match_to }.
cribbage-play-seed = Seed { $seed } (play it again with --seed { $seed }).
cribbage-play-cut-for-deal = Cut for the deal: { $cards }. { $me ->
        [yes] You deal
       *[other] { $dealer } deals
    } first.
cribbage-play-game-began = ── Game { $game } · first dealer: { $dealer } ──
cribbage-play-hand-dealt = ── Hand { $number } · dealer: { $dealer } ──
cribbage-play-your-hand = Your hand: { $cards }
cribbage-play-discarded = { $who } laid away to the crib.
cribbage-play-laid-away = You laid away { $cards }.
cribbage-play-starter = Starter: { $card }
cribbage-play-plays = { $me ->
        [yes] { $who } play { $card }: { $count }
       *[no] { $who } plays { $card }: { $count }
    }
cribbage-play-go = { $me ->
        [yes] { $who } say go.
       *[no] { $who } says go.
    }
cribbage-play-reset = The count goes back to 0.
cribbage-play-pegged = { $who }: { $why } for { $points } ({ $side }: { $total })
cribbage-play-counted = { $who }, { $pile }: { $cards } with { $starter }, { $points }
cribbage-play-claimed = { $me ->
        [yes] { $who } claim { $claim }.
       *[no] { $who } claims { $claim }.
    }
cribbage-play-hand-over = Hand over. { $totals }
cribbage-play-game-over = { $side } wins game { $game }: { $totals }; stake { $gained } (match points: { $points })
cribbage-play-match-over = { $side } wins the match.
cribbage-play-status = Hand { $number } · dealer { $dealer } · game { $game } to { $target } · { $totals }
cribbage-play-count-line = Count { $count }: { $plays }
cribbage-play-laid-away-line = Laid away: { $who }
cribbage-play-prompt-discard = Lay away { $n ->
        [one] { $n } card
       *[other] { $n } cards
    } to the crib (such as { $example })
cribbage-play-prompt-card = Your card, the count at { $count } (such as 5h)
cribbage-play-prompt-go = No card keeps the count at 31 or less: type go
cribbage-play-prompt-claim = Claim your { $pile }'s points, 0 to 29
cribbage-play-words-go = go, g
cribbage-play-not-an-action = "{ $text }" is not a card, go or a claim (cards such as Qh, 10s, K♥)
cribbage-play-scores = Points: { $line } · match points: { $match }
cribbage-play-help =
    Commands:
      cards              lay them away, then lay one at a time: Qh, 10s, ts, K♥
      go                 when no card keeps the count at 31 or less
      a number           with muggins, claim your hand's (or crib's) points
      hand               your cards
      table              where the hand stands
      scores             the points so far
      hint               what a normal computer player would do
      rules              the rules in brief
      quit               leave the table
