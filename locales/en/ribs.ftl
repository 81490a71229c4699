# ribs.ftl: Ribs' own sentences (bids, tricks, ribs, folds, its rules and options),
# every id prefixed ribs-; the host's are in host.ftl, with the terms -hand, -trick,
# -match and -autopilot. Ribs' own terms are below.
#
# Ribs in English: every sentence the Discord bot and `ribs play` say.
#
# Glossary: the game's own terms, chosen once for this language and used in every
# message through these terms (a term may take a `case`, here only "capital" for the
# start of a sentence).
#   -ribs-ribs    the two cards the bidder lays face down
#   -ribs-fold    to play two cards face down, out of the trick (once a hand)
#   -ribs-crack   a play with the same two ranks as the ribs, which takes every face-up card
#   -ribs-bid     an offer of how many points the defeated cards will be worth
# Values (names, cards, numbers) stay as written: a name is never translated, a card is
# its rank and suit symbol (K♥, 10♠²).

-ribs-ribs = { $case ->
        [capital] Ribs
       *[lower] ribs
    }
-ribs-fold = { $case ->
        [capital] Fold
       *[lower] fold
    }
-ribs-folded = { $case ->
        [capital] Folded
       *[lower] folded
    }
-ribs-crack = { $case ->
        [capital] Crack
       *[lower] crack
    }
-ribs-cracked = { $case ->
        [capital] Cracked
       *[lower] cracked
    }
-ribs-bid = { $case ->
        [capital] Bid
       *[lower] bid
    }

## The game's own words (shared by every front end)

ribs-outcome-beat = beat the { -ribs-ribs }
ribs-outcome-defeated = defeated
ribs-outcome-defeated-kept = defeated, but kept: the { -ribs-bid } was lost
ribs-outcome-folded = { -ribs-folded }
ribs-outcome-cracked = { -ribs-cracked } the { -ribs-ribs }
ribs-outcome-cracked-too = { -ribs-cracked } too, but too late
ribs-outcome-lost-to-crack = lost to the { -ribs-crack }

# $who names the seat; $me is "yes" when it is the reader ("you").
ribs-verdict-cracked = { $who } { -ribs-cracked } the { -ribs-ribs }
ribs-verdict-made = { $who } made the { -ribs-bid } of { $bid } (defeated cards worth { $worth })
ribs-verdict-lost = { $who } lost the { -ribs-bid } of { $bid } (defeated cards worth { $worth })
ribs-players-needed = Ribs needs { $min } to { $max } players

ribs-options-target = first to { $target ->
        [one] { $target } { -hand } win
       *[other] { $target } { -hand } wins
    }
ribs-options-bid-step = { -ribs-bid }s go up by { $step }
ribs-options-both-higher = to beat the { -ribs-ribs }, both cards must be higher
ribs-options-no-folding = no folding
ribs-options-last-face-up = the last { -trick } is played face up

## The table options as the lobby offers them: each option's name, and the words of its
## values (short: each is a choice of a menu)

ribs-option-target = { -hand(case: "capital") } wins to take the { -match }
ribs-option-bid_step = { -ribs-bid(case: "capital") } step
ribs-option-beat_rule = To beat the { -ribs-ribs }
ribs-option-beat_rule-one_higher = one card above both { -ribs-ribs }
ribs-option-beat_rule-both_higher = both cards above both { -ribs-ribs }
ribs-option-folding = { -ribs-fold(case: "capital") }ing
ribs-option-folding-once_per_hand = once per { -hand }
ribs-option-folding-never = never
ribs-option-last_trick_face_up = Last { -trick } face up

## Rule refusals, said to the player who tried ($who, $seat: a seat's name)

ribs-error-match-over = the { -match } is over
ribs-error-hand-over = the { -hand } is over
ribs-error-no-such-seat = there is no { $seat } at this table
ribs-error-not-your-turn = it is not your turn: waiting for { $seat }
ribs-error-already-passed = you already passed in this { -trick }'s bidding
ribs-error-must-open = the first { -ribs-bid } must be { $bid }
ribs-error-wrong-bid = your { -ribs-bid } must be { $expected } (one step above the last { -ribs-bid }; no jump { -ribs-bid }s)
ribs-error-bid-too-high = { -ribs-bid }s cannot go higher
ribs-error-below-opening = { -ribs-bid }s start at { $opening }, not { $bid }
ribs-error-off-step = { -ribs-bid }s go up by { $step } from { $opening }: { $bid } is not one of them
ribs-error-still-bidding = the bidding is not over: { -ribs-bid } { $next } or pass
ribs-error-bidding-over = the bidding is over for this { -trick }
ribs-error-must-lay-ribs = you are the bidder: lay two cards as your { -ribs-ribs }
ribs-error-not-the-bidder = only the bidder lays { -ribs-ribs }
ribs-error-bidder-cannot-fold = the bidder cannot { -ribs-fold }
ribs-error-already-folded = you already { -ribs-folded } this { -hand }
ribs-error-folding-off = folding is off at this table
ribs-error-last-trick-face-up = nobody may { -ribs-fold } in the last { -trick }: it is played face up
ribs-error-not-held = you do not hold { $card }
ribs-error-same-card-twice = pick two different cards

## The rules in brief, page by page (`**` marks what to stress)

ribs-rules-brief-title = Ribs in brief
ribs-rules-brief =
    { $min } to { $max } players, { $cards } cards each: one copy of A K Q J 10 9 8 7 per player. Suits don't matter. Values: **A 0 · K Q J 2 · 10 9 8 7 1** (10 points per player).

    A { -hand } is four **{ -trick }s**. Before each { -trick } there is a round of bidding; the high bidder lays two cards face down (the **{ -ribs-ribs }**), everyone else plays two cards face up or **{ -ribs-fold }s** them (once per { -hand }). Most points captured wins the { -hand }; first to { $target } { -hand } wins takes the { -match }.
ribs-rules-bidding-title = Bidding
ribs-rules-bidding =
    The first { -trick }'s bidding starts with the dealer, later ones with the last bidder. The opener **must { -ribs-bid } { $opening }**. Then, clockwise, each player still in passes or { -ribs-bid }s exactly one more (no jump { -ribs-bid }s). Passing is final for the { -trick }. It ends when one bidder is left.

    Example (A..F, A first): A 2, B 3, C pass, D pass, E 4, F pass, A pass, B 5, E 6, B pass: **E is the bidder at 6**.
ribs-rules-play-title = Play
ribs-rules-play = The bidder lays the { -ribs-ribs } face down. Then each other player, clockwise from the bidder's left, plays two cards **face up** (everyone sees them at once) or **{ -ribs-fold }s** them face down: allowed once per { -hand }, never for the bidder. { -ribs-folded(case: "capital") } cards are discarded and captured by nobody; nobody sees them until the { -hand } is over.
ribs-rules-cracking-title = Cracking, beating, defeating
ribs-rules-cracking =
    The { -ribs-ribs } are turned up. A play with the **same two ranks** as the { -ribs-ribs } **{ -ribs-crack }s** them: the first cracker in playing order takes every face-up card, { -ribs-ribs } included.
    Otherwise a play that **matches** neither rib and has a card **above both { -ribs-ribs }** **beats** them: its player keeps it. Everything else is **defeated**.

    { -ribs-ribs(case: "capital") } Q-9: K-7 beats (K tops both, 7 matches nothing); K-9, J-10, Q-J and A-Q are defeated. { -ribs-ribs(case: "capital") } J-9: A-J is defeated (the jacks match).
ribs-rules-winning-title = { -ribs-bid(case: "capital") }s made and lost; winning
ribs-rules-winning =
    If the defeated cards are worth **at least the { -ribs-bid }**, the bidder takes them and the { -ribs-ribs }; otherwise each defeated player keeps their own cards and the { -ribs-ribs } are discarded. The { -ribs-ribs }' own value never counts toward the { -ribs-bid }. { -ribs-ribs(case: "capital") } worth 3 and defeated cards worth 6: { -ribs-bid } 6 takes 9 points; { -ribs-bid } 7 takes nothing.

    Most points wins the { -hand } (ties all win). First to the target of { -hand } wins takes the { -match }; level leaders play on until one is ahead. Table options: target, { -ribs-bid } step 2, both-higher beating, no folding, last { -trick } face up.

## `ribs play`: a match in the terminal

ribs-play-hand-dealt = ── { -hand(case: "capital") } { $hand } · dealer: { $dealer } ──
ribs-play-your-hand = Your { -hand }: { $cards }
ribs-play-trick-of = { -trick(case: "capital") } { $trick } of { $tricks }.
ribs-play-opens = { $me ->
        [yes] { $who } open the bidding at { $bid }.
       *[no] { $who } opens the bidding at { $bid }.
    }
ribs-play-bids = { $me ->
        [yes] { $who } { -ribs-bid } { $bid }
       *[no] { $who } { -ribs-bid }s { $bid }
    }
ribs-play-passes = { $me ->
        [yes] { $who } pass
       *[no] { $who } passes
    }
ribs-play-bidder = { $me ->
        [yes] You are the bidder at { $bid }.
       *[no] { $who } is the bidder at { $bid }.
    }
ribs-play-ribs-face-up = { $me ->
        [yes] { $who } lay the { -ribs-ribs } face up: { $cards }
       *[no] { $who } lays the { -ribs-ribs } face up: { $cards }
    }
ribs-play-your-ribs = { $who } lay the { -ribs-ribs } face down: { $cards }
ribs-play-ribs-down = { $who } lays the { -ribs-ribs } face down.
ribs-play-plays = { $me ->
        [yes] { $who } play { $cards }
       *[no] { $who } plays { $cards }
    }
ribs-play-your-fold = { $who } { -ribs-fold } { $cards } (face down)
ribs-play-folds = { $who } { -ribs-fold }s.
ribs-play-ribs-revealed = { -ribs-ribs(case: "capital") } ({ $who }): { $cards }
ribs-play-fold-shown = { $who } { -ribs-folded } { $cards } in { -trick } { $trick }
ribs-play-folds-shown = { -ribs-folded(case: "capital") } cards shown: { $folds }.
ribs-play-hand-goes-to = { -hand(case: "capital") } { $hand } goes to
ribs-play-hand-won-with = { $winners } with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
ribs-play-hand-wins = { -hand(case: "capital") } wins (first to { $target }): { $line }
ribs-play-face-down = face down
ribs-play-cards-face-down = { $cards } face down
ribs-play-points-captured = { $points ->
        [one] { $points } point
       *[other] { $points } points
    } captured
ribs-play-ribs-discarded = the { -ribs-ribs } are discarded
ribs-play-points-this-hand = Points this { -hand }: { $line }
ribs-play-status-line = { -hand(case: "capital") } { $hand } · { -trick } { $trick } of { $tricks } · dealer { $dealer }
ribs-play-bidding-line = Bidding: { $calls }
ribs-play-call-bid = { $who } { $bid }
ribs-play-call-passed = { $who } passed
ribs-play-ribs-shown = { -ribs-ribs } { $cards }
ribs-play-ribs-face-down = { -ribs-ribs } face down
ribs-play-ribs-not-laid = { -ribs-ribs } not laid yet
ribs-play-bidder-line = Bidder: { $who } at { $bid } · { $ribs }
ribs-play-played-line = Played: { $plays }
ribs-play-played-folded = { $who } { -ribs-folded }
ribs-play-to-play-line = To play: { $names }
ribs-play-folded-line = { -ribs-folded(case: "capital") } this { -hand }: { $names }

ribs-play-prompt-open = You open the bidding: type { ribs-play-word-bid } ({ $next })
ribs-play-prompt-bid = { -ribs-bid(case: "capital") } { $next } or { ribs-play-word-pass }?
ribs-play-prompt-no-higher = { -ribs-bid(case: "capital") }s cannot go higher: { ribs-play-word-pass }
ribs-play-prompt-ribs = { $face_up ->
        [yes] Lay your { -ribs-ribs }, two cards face up (e.g. A K)
       *[no] Lay your { -ribs-ribs }, two cards face down (e.g. A K)
    }
ribs-play-prompt-play = Play two cards face up (e.g. K 9), or { -ribs-fold } two ({ ribs-play-word-fold } Q 7)
ribs-play-prompt-play-no-fold = Play two cards face up (e.g. K 9; { $why })

ribs-play-help =
    Commands:
      { ribs-play-word-bid }            raise to the next { -ribs-bid } (or open the bidding); '{ ribs-play-word-bid } 5' checks it is 5
      { ribs-play-word-pass }           pass in this { -trick }'s bidding
      K 9            lay these two cards as your { -ribs-ribs }, or play them face up
                     (ranks A K Q J 10 9 8 7; suits optional: K♥, Kh, 10s)
      { ribs-play-word-fold } Q 7       { -ribs-fold } two cards face down (once a { -hand })
      { play-word-hand }, { play-word-table }    show your { -hand }, or the table as you see it
      { play-word-scores }         points this { -hand } and { -hand } wins
      { play-word-hint }           what a normal computer player would do
      { play-word-rules }          the rules in brief, with examples
      { play-word-help }, { play-word-quit }     this help; leave the { -match }

# The words typed at the prompt, in this language (English ones are always read too):
# the first is shown in help, the others are shortcuts.
ribs-play-word-bid = bid
ribs-play-word-pass = pass
ribs-play-word-fold = fold
ribs-play-words-bid = bid, b, raise
ribs-play-words-pass = pass, p
ribs-play-words-fold = fold, f
ribs-play-words-play = play, ribs
ribs-play-bid-how = type '{ ribs-play-word-bid }' or '{ ribs-play-word-bid } N'
ribs-play-name-two = name two cards, e.g. 'K 9' (you named { $count })
ribs-play-only-one = you hold only one { $card }
ribs-play-do-not-hold = you do not hold { $card }
ribs-play-not-a-card = "{ $text }" is not a card (ranks are A K Q J 10 9 8 7, e.g. "K", "10", "K♥", "Kh")
ribs-play-action-bid = { ribs-play-word-bid } { $bid }
ribs-play-action-pass = { ribs-play-word-pass }
ribs-play-action-fold = { ribs-play-word-fold } { $cards }

## The pictures: words drawn on the table and reveal pictures (short: each has a fixed
## place to fit in), and their alt texts (what a screen reader reads: plain sentences).
## $who is a name, $cards cards (K♥ 9♠), $line a list ("Ann 3, Bob 0").

ribs-pic-title = { -hand(case: "capital") } { $hand } · { -trick } { $trick } of { $tricks }
ribs-pic-title-over = { -hand(case: "capital") } { $hand } · over
ribs-pic-call-bid = { -ribs-bid } { $bid }
ribs-pic-call-pass = pass
ribs-pic-mark-ribs = RIBS
ribs-pic-mark-fold = FOLD
ribs-pic-middle-match-over = { -match(case: "capital") } over
ribs-pic-middle-hand-over = { -hand(case: "capital") } over
ribs-pic-middle-bidding = Bidding
ribs-pic-middle-bid = { -ribs-bid(case: "capital") } { $bid }
ribs-pic-footer-wins = { $who } wins the { -match }
ribs-pic-footer-open = ▶ { $who } to open the bidding at { $bid }
ribs-pic-footer-bid = ▶ { $who } to { -ribs-bid } { $bid } or pass
ribs-pic-footer-pass = ▶ { $who } to pass
ribs-pic-footer-ribs = ▶ { $who } to lay the { -ribs-ribs }
ribs-pic-footer-play = ▶ { $who } to play two cards
ribs-pic-state-open = ▶ to open
ribs-pic-state-bid = ▶ to { -ribs-bid }
ribs-pic-state-ribs = ▶ to lay { -ribs-ribs }
ribs-pic-state-play = ▶ to play
ribs-pic-state-bidder = bidder at { $bid }
ribs-pic-state-folded = { -ribs-folded }
ribs-pic-state-fold-used = { -ribs-fold } used
ribs-pic-tally = { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    } · { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
ribs-pic-reveal-title = { -trick(case: "capital") } { $trick } · { $who } { -ribs-bid } { $bid }
ribs-pic-verdict-cracked = { -ribs-ribs } { -ribs-cracked }
ribs-pic-verdict-made = { -ribs-bid } made
ribs-pic-verdict-lost = { -ribs-bid } lost
ribs-pic-takes-all = { $who } takes every face-up card
ribs-pic-worth = defeated cards worth { $worth } against the { -ribs-bid } of { $bid }
ribs-pic-head-player = player
ribs-pic-head-played = played
ribs-pic-head-outcome = outcome
ribs-pic-head-captured = captured
ribs-pic-bidder-ribs = bidder · the { -ribs-ribs }
ribs-pic-outcome-beat = beat
ribs-pic-outcome-defeated = defeated
ribs-pic-outcome-folded = { -ribs-folded }
ribs-pic-outcome-cracked = { -ribs-cracked }
ribs-pic-outcome-cracked-too = { -ribs-cracked } too
ribs-pic-outcome-lost-to-crack = lost to { -ribs-crack }
ribs-pic-nothing = nothing
ribs-pic-won-points = { $points ->
        [one] +{ $points } pt
       *[other] +{ $points } pts
    }
ribs-pic-won-cards = { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }
ribs-pic-alt-match-over = Ribs table of { $players } players: the { -match } is over and { $who } wins it.
ribs-pic-alt-hand-over = Ribs table of { $players } players: { -hand } { $hand } is over.
ribs-pic-alt-table = Ribs table of { $players } players, { -hand } { $hand }, { -trick } { $trick } of { $tricks }, { $target }.
ribs-pic-alt-rules = Rules: { $rules }.
ribs-pic-alt-call-bid = { $who } { -ribs-bid } { $bid }
ribs-pic-alt-call-pass = { $who } passed
ribs-pic-alt-no-bids = No { -ribs-bid }s yet.
ribs-pic-alt-bidding = Bidding so far: { $calls }.
ribs-pic-alt-bidder = { $who } is the bidder at { $bid }.
ribs-pic-alt-bidder-up = { $who } is the bidder at { $bid }; the { -ribs-ribs } are face up: { $cards }.
ribs-pic-alt-bidder-down = { $who } is the bidder at { $bid }; the { -ribs-ribs } are face down.
ribs-pic-alt-play = { $who } { $cards }
ribs-pic-alt-play-folded = { $who } { -ribs-folded }
ribs-pic-alt-played = Played so far: { $plays }.
ribs-pic-alt-turn-open = { $who } is to open the bidding at { $bid }.
ribs-pic-alt-turn-bid = { $who } is to { -ribs-bid } { $bid } or pass.
ribs-pic-alt-turn-pass = { $who } is to pass.
ribs-pic-alt-turn-ribs = { $who } is to lay the { -ribs-ribs }.
ribs-pic-alt-turn-play = { $who } is to play two cards.
ribs-pic-alt-points = Points this { -hand }: { $line }.
ribs-pic-alt-hand-wins = { -hand(case: "capital") } wins: { $line }.
ribs-pic-alt-folded = { -ribs-folded(case: "capital") } this { -hand }: { $names }.
ribs-pic-alt-reveal = { -trick(case: "capital") } { $trick } revealed: { $who } { -ribs-bid } { $bid } with the { -ribs-ribs } { $cards }.
ribs-pic-alt-reveal-play = { $who } played { $cards }: { $outcome }
ribs-pic-alt-reveal-fold = { $who } { -ribs-folded }
ribs-pic-alt-cracked = { $who } { -ribs-cracked } the { -ribs-ribs } and takes every face-up card.
ribs-pic-alt-made = The defeated cards are worth { $worth } against the { -ribs-bid } of { $bid }: { -ribs-bid } made.
ribs-pic-alt-lost = The defeated cards are worth { $worth } against the { -ribs-bid } of { $bid }: { -ribs-bid } lost, and the { -ribs-ribs } are discarded.
ribs-pic-alt-capture = { $who } { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } ({ $points ->
        [one] { $points } pt
       *[other] { $points } pts
    })
ribs-pic-alt-nobody = Nobody captures anything.
ribs-pic-alt-captured = Captured: { $captures }.

## Discord: the public table message

ribs-table-title = Ribs · { -hand } { $hand } · { -trick } { $trick } of { $tricks }
ribs-table-title-hand = Ribs · { -hand } { $hand }
ribs-table-dealer = Dealer { $who } · { $options }
ribs-table-your-turn-open = <@{ $user }>, your turn to open the bidding at { $bid }.
ribs-table-your-turn-bid = <@{ $user }>, your turn to { -ribs-bid } or pass.
ribs-table-your-turn-ribs = <@{ $user }>, your turn to lay the { -ribs-ribs }.
ribs-table-your-turn-play = <@{ $user }>, your turn to play two cards.
ribs-table-turn-open = { $who } is to open the bidding at { $bid }…
ribs-table-turn-bid = { $who } is to { -ribs-bid } or pass…
ribs-table-turn-ribs = { $who } is to lay the { -ribs-ribs }…
ribs-table-turn-play = { $who } is to play two cards…
ribs-button-bid = { -ribs-bid(case: "capital") } { $bid }
ribs-button-pass = Pass
ribs-seat-bidder = **bidder at { $bid }**
ribs-seat-ribs-up = { -ribs-ribs } face up { $cards }
ribs-seat-ribs-down = { -ribs-ribs } down
ribs-seat-laying-ribs = laying the { -ribs-ribs }
ribs-seat-folded = { -ribs-folded }
ribs-seat-bid = { -ribs-bid } { $bid }
ribs-seat-passed = passed
ribs-seat-fold-used = { -ribs-fold } used

## Discord: a trick's reveal, a hand's end, the table's closing

ribs-reveal-title = { -trick(case: "capital") } { $trick } · { $who } { -ribs-bid } { $bid }
ribs-reveal-ribs = { -ribs-ribs(case: "capital") }: **{ $cards }**
ribs-reveal-face-down = { $cards } face down
ribs-reveal-two-face-down = two cards face down
ribs-reveal-play = { $who }: { $shown } — { $outcome }
ribs-reveal-discarded = The { -ribs-ribs } are discarded.
ribs-reveal-captured = Captured: { $captures }
ribs-hand-over-title = { -hand(case: "capital") } { $hand } is over
ribs-hand-over-points = Points: { $line }
ribs-hand-over-winner = **{ $who }** wins the { -hand }.
ribs-hand-over-winners = **{ $who }** tie and win the { -hand }.
ribs-hand-over-folds = { -ribs-folded(case: "capital") } cards: { $folds }
ribs-hand-over-fold = { $who } { $cards } ({ -trick } { $trick })
ribs-hand-over-standings = { -hand(case: "capital") } wins (first to { $target }): { $line }

## Discord: a player's private panel

ribs-panel-hand-line = { -hand(case: "capital") } { $hand } · { -trick } { $trick } of { $tricks }
ribs-panel-your-hand = Your { -hand }: **{ $cards }** ({ $points })
ribs-panel-your-fold = You { -ribs-folded } { $cards } in { -trick } { $trick }.
ribs-panel-your-ribs = Your { -ribs-ribs }: { $cards }
ribs-panel-your-bid = **Your turn to { -ribs-bid }.**
ribs-panel-lay-ribs-up = **Your turn.** Lay your { -ribs-ribs } (face up: last { -trick }): pick exactly two cards.
ribs-panel-lay-ribs = **Your turn.** Lay your { -ribs-ribs } face down: pick exactly two cards.
ribs-panel-play = **Your turn.** Play two cards face up, or { -ribs-fold } them: pick exactly two cards.
ribs-panel-no-fold = { -ribs-fold(case: "capital") } is not available: { $why }.
ribs-panel-picked = Picked: **{ $cards }**
ribs-panel-pick = Pick two cards
ribs-button-lay-ribs = Lay { -ribs-ribs }
ribs-button-face-up = Play face up
ribs-button-fold = { -ribs-fold(case: "capital") }
ribs-panel-new-hand = 🃏 **New { -hand }** ({ -hand } { $hand }).
ribs-panel-new-hand-won = 🃏 **New { -hand }** ({ -hand } { $hand }). { $who } takes { -hand } { $last }.
ribs-panel-new-hand-tied = 🃏 **New { -hand }** ({ -hand } { $hand }). { $who } tie for { -hand } { $last }.
ribs-panel-trick = 🂠 { -trick(case: "capital") } { $trick }: { $how }.
ribs-panel-trick-mine = 🂠 { -trick(case: "capital") } { $trick }: { $how }; your play: { $outcome }.
ribs-panel-you-took = You took { $points }.
ribs-you-bid = ✅ You { -ribs-bid } { $bid }.
ribs-you-passed = ✅ You passed.
ribs-you-laid-ribs = ✅ You laid your { -ribs-ribs }: { $cards }.
ribs-you-played = ✅ You played { $cards } face up.
ribs-you-folded = ✅ You { -ribs-folded } { $cards }.
ribs-action-bid = a { -ribs-bid } of { $bid }
ribs-action-pass = a pass
ribs-action-ribs = the { -ribs-ribs } { $cards }
ribs-action-face-up = { $cards } face up
ribs-action-fold = a { -ribs-fold } of { $cards }

## Discord: leaderboards and stats. $here ends a sentence ("on this server").

ribs-stats-record = { -match(case: "capital") }es: { $matches } played, { $wins } won ({ $rate }%)
    { -hand(case: "capital") }s won: { $hands }
    Points captured: { $points }
    { -ribs-bid(case: "capital") }s: { $made } made, { $lost } lost
    { -ribs-cracked(case: "capital") }: { $cracks } · { -ribs-folded(case: "capital") }: { $folds }

## Discord: history and replays

ribs-replay-nothing = That { -match } has no { -hand } to show.
ribs-replay-dealt = Dealt by { $who }. The { -hand }s as dealt:
ribs-replay-call-pass = { $who } pass
ribs-replay-bids = { -ribs-bid(case: "capital") }s: { $calls }
ribs-replay-bidder = **{ $who }** won the bidding at { $bid }.
ribs-replay-points = Points so far: { $line }
ribs-replay-hand-won = **{ $who }** takes the { -hand } with { $points }.
ribs-replay-hand-tied = **{ $who }** tie for the { -hand } with { $points }.
ribs-replay-match-won = 🏆 **{ $who }** wins the { -match } with { $wins ->
        [one] { $wins } { -hand } win
       *[other] { $wins } { -hand } wins
    }.
ribs-replay-title = { -match(case: "capital") } { $number } · { -hand } { $hand } of { $hands } · { -trick } { $trick } of { $tricks }
ribs-button-prev-hand = ◀◀ { -hand(case: "capital") }
ribs-button-prev-trick = ◀ { -trick(case: "capital") }
ribs-button-next-trick = { -trick(case: "capital") } ▶
ribs-button-next-hand = { -hand(case: "capital") } ▶▶

## Discord: answers to the slash commands ($missing, $yours: Discord permission names)

ribs-options-error-target = target must be between 1 and 20 { -hand } wins, not { $value }
ribs-options-error-bid-step = bid_step must be 1 or 2, not { $value }
ribs-options-error-unknown = unknown option "{ $key }" (options: target, bid_step, beat_rule, folding, last_trick_face_up)
ribs-options-error-bad-value = { $key }: "{ $value }" is not one of { $expected }
ribs-options-error-not-key-value = "{ $text }" is not key=value

## Rule refusals about a player, as `ribs referee` rules on a game from outside it ($who:
## the player who tried; $seat: another seat; $error: a refusal as said to the player)

ribs-error-about = { $who }: { $error }
ribs-error-about-not-your-turn = it is { $seat }'s turn, not { $who }'s
ribs-error-about-already-passed = { $who } already passed
ribs-error-about-must-open = { $who } opens the bidding and must { -ribs-bid } { $bid }
ribs-error-about-wrong-bid = { $who }'s { -ribs-bid } must be { $expected } (one step above the last { -ribs-bid }; no jump { -ribs-bid }s)
ribs-error-about-bidding-over = the bidding is over: { $seat } won it at { $bid }
ribs-error-about-already-folded = { $who } already { -ribs-folded } this { -hand }
ribs-error-about-folding-off = { $who } { -ribs-fold }s, but folding is off (variant folding = never)
ribs-error-about-last-trick-face-up = { $who } { -ribs-fold }s, but the last { -trick } is played face up (variant last_trick_face_up)

## A deal or a log that does not set up or replay (the operator's tools; $seat: "seat 3")

ribs-setup-players = { $needed }, not { $players }
ribs-setup-hand-size = { $seat } must be dealt { $cards } cards, not { $count }
ribs-setup-dealt-twice = { $card } is dealt twice
ribs-setup-not-in-pack = { $card } is not in a pack for { $players } players
ribs-setup-dealer = the dealer must be one of the seats
ribs-replay-illegal = action { $index } ({ $seat } { $action }) is illegal: { $error }
ribs-replay-unfinished = the log ends before the { -match } does
