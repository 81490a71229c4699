# Ribs in English: every sentence the Discord bot and `ribs play` say.
#
# Glossary: the game's own terms, chosen once for this language and used in every
# message through these terms (a term may take a `case`, here only "capital" for the
# start of a sentence).
#   -ribs    the two cards the bidder lays face down
#   -fold    to play two cards face down, out of the trick (once a hand)
#   -crack   a play with the same two ranks as the ribs, which takes every face-up card
#   -bid     an offer of how many points the defeated cards will be worth
#   -trick   one bidding round and its plays; four make a hand
#   -hand    a deal of cards; its winner scores a hand win
#   -match   played to a number of hand wins
#   -autopilot  the computer player that plays a person's seat for them
# Values (names, cards, numbers) stay as written: a name is never translated, a card is
# its rank and suit symbol (K♥, 10♠²).

-ribs = { $case ->
        [capital] Ribs
       *[lower] ribs
    }
-fold = { $case ->
        [capital] Fold
       *[lower] fold
    }
-folded = { $case ->
        [capital] Folded
       *[lower] folded
    }
-crack = { $case ->
        [capital] Crack
       *[lower] crack
    }
-cracked = { $case ->
        [capital] Cracked
       *[lower] cracked
    }
-bid = { $case ->
        [capital] Bid
       *[lower] bid
    }
-trick = { $case ->
        [capital] Trick
       *[lower] trick
    }
-hand = { $case ->
        [capital] Hand
       *[lower] hand
    }
-match = { $case ->
        [capital] Match
       *[lower] match
    }
-autopilot = { $case ->
        [capital] Autopilot
       *[lower] autopilot
    }

## The game's own words (shared by every front end)

outcome-beat = beat the { -ribs }
outcome-defeated = defeated
outcome-defeated-kept = defeated, but kept: the { -bid } was lost
outcome-folded = { -folded }
outcome-cracked = { -cracked } the { -ribs }
outcome-cracked-too = { -cracked } too, but too late
outcome-lost-to-crack = lost to the { -crack }

# $who names the seat; $me is "yes" when it is the reader ("you").
verdict-cracked = { $who } { -cracked } the { -ribs }
verdict-made = { $who } made the { -bid } of { $bid } (defeated cards worth { $worth })
verdict-lost = { $who } lost the { -bid } of { $bid } (defeated cards worth { $worth })
you = you
you-capital = You

seat-mark = (seat { $seat })
players-needed = Ribs needs { $min } to { $max } players

options-target = first to { $target ->
        [one] { $target } { -hand } win
       *[other] { $target } { -hand } wins
    }
options-bid-step = { -bid }s go up by { $step }
options-both-higher = to beat the { -ribs }, both cards must be higher
options-no-folding = no folding
options-last-face-up = the last { -trick } is played face up

## Rule refusals, said to the player who tried ($who, $seat: a seat's name)

error-match-over = the { -match } is over
error-hand-over = the { -hand } is over
error-no-such-seat = there is no { $seat } at this table
error-not-your-turn = it is not your turn: waiting for { $seat }
error-already-passed = you already passed in this { -trick }'s bidding
error-must-open = the first { -bid } must be { $bid }
error-wrong-bid = your { -bid } must be { $expected } (one step above the last { -bid }; no jump { -bid }s)
error-bid-too-high = { -bid }s cannot go higher
error-below-opening = { -bid }s start at { $opening }, not { $bid }
error-off-step = { -bid }s go up by { $step } from { $opening }: { $bid } is not one of them
error-still-bidding = the bidding is not over: { -bid } { $next } or pass
error-bidding-over = the bidding is over for this { -trick }
error-must-lay-ribs = you are the bidder: lay two cards as your { -ribs }
error-not-the-bidder = only the bidder lays { -ribs }
error-bidder-cannot-fold = the bidder cannot { -fold }
error-already-folded = you already { -folded } this { -hand }
error-folding-off = folding is off at this table
error-last-trick-face-up = nobody may { -fold } in the last { -trick }: it is played face up
error-not-held = you do not hold { $card }
error-same-card-twice = pick two different cards

## The rules in brief, page by page (`**` marks what to stress)

rules-brief-title = Ribs in brief
rules-brief =
    { $min } to { $max } players, { $cards } cards each: one copy of A K Q J 10 9 8 7 per player. Suits don't matter. Values: **A 0 · K Q J 2 · 10 9 8 7 1** (10 points per player).

    A { -hand } is four **{ -trick }s**. Before each { -trick } there is a round of bidding; the high bidder lays two cards face down (the **{ -ribs }**), everyone else plays two cards face up or **{ -fold }s** them (once per { -hand }). Most points captured wins the { -hand }; first to { $target } { -hand } wins takes the { -match }.
rules-bidding-title = Bidding
rules-bidding =
    The first { -trick }'s bidding starts with the dealer, later ones with the last bidder. The opener **must { -bid } { $opening }**. Then, clockwise, each player still in passes or { -bid }s exactly one more (no jump { -bid }s). Passing is final for the { -trick }. It ends when one bidder is left.

    Example (A..F, A first): A 2, B 3, C pass, D pass, E 4, F pass, A pass, B 5, E 6, B pass: **E is the bidder at 6**.
rules-play-title = Play
rules-play = The bidder lays the { -ribs } face down. Then each other player, clockwise from the bidder's left, plays two cards **face up** (everyone sees them at once) or **{ -fold }s** them face down: allowed once per { -hand }, never for the bidder. { -folded(case: "capital") } cards are discarded and captured by nobody; nobody sees them until the { -hand } is over.
rules-cracking-title = Cracking, beating, defeating
rules-cracking =
    The { -ribs } are turned up. A play with the **same two ranks** as the { -ribs } **{ -crack }s** them: the first cracker in playing order takes every face-up card, { -ribs } included.
    Otherwise a play that **matches** neither rib and has a card **above both { -ribs }** **beats** them: its player keeps it. Everything else is **defeated**.

    { -ribs(case: "capital") } Q-9: K-7 beats (K tops both, 7 matches nothing); K-9, J-10, Q-J and A-Q are defeated. { -ribs(case: "capital") } J-9: A-J is defeated (the jacks match).
rules-winning-title = { -bid(case: "capital") }s made and lost; winning
rules-winning =
    If the defeated cards are worth **at least the { -bid }**, the bidder takes them and the { -ribs }; otherwise each defeated player keeps their own cards and the { -ribs } are discarded. The { -ribs }' own value never counts toward the { -bid }. { -ribs(case: "capital") } worth 3 and defeated cards worth 6: { -bid } 6 takes 9 points; { -bid } 7 takes nothing.

    Most points wins the { -hand } (ties all win). First to the target of { -hand } wins takes the { -match }; level leaders play on until one is ahead. Table options: target, { -bid } step 2, both-higher beating, no folding, last { -trick } face up.

## `ribs play`: a match in the terminal
# $me is "yes" when the seat is the reader's own ("You"), else "no"; $who is a name.

play-you = You
play-hand-dealt = ── { -hand(case: "capital") } { $hand } · dealer: { $dealer } ──
play-your-hand = Your { -hand }: { $cards }
play-trick-of = { -trick(case: "capital") } { $trick } of { $tricks }.
play-opens = { $me ->
        [yes] { $who } open the bidding at { $bid }.
       *[no] { $who } opens the bidding at { $bid }.
    }
play-bids = { $me ->
        [yes] { $who } { -bid } { $bid }
       *[no] { $who } { -bid }s { $bid }
    }
play-passes = { $me ->
        [yes] { $who } pass
       *[no] { $who } passes
    }
play-bidder = { $me ->
        [yes] You are the bidder at { $bid }.
       *[no] { $who } is the bidder at { $bid }.
    }
play-ribs-face-up = { $me ->
        [yes] { $who } lay the { -ribs } face up: { $cards }
       *[no] { $who } lays the { -ribs } face up: { $cards }
    }
play-your-ribs = { $who } lay the { -ribs } face down: { $cards }
play-ribs-down = { $who } lays the { -ribs } face down.
play-plays = { $me ->
        [yes] { $who } play { $cards }
       *[no] { $who } plays { $cards }
    }
play-your-fold = { $who } { -fold } { $cards } (face down)
play-folds = { $who } { -fold }s.
play-ribs-revealed = The { -ribs } of { $who }: { $cards }
play-fold-shown = { $who } { -folded } { $cards } in { -trick } { $trick }
play-folds-shown = { -folded(case: "capital") } cards shown: { $folds }.
play-hand-goes-to = { -hand(case: "capital") } { $hand } goes to
play-hand-won-with = { $winners } with { $points } points.
play-hand-wins = { -hand(case: "capital") } wins (first to { $target }): { $line }
play-you-win = You win the { -match }!
play-wins = { $who } wins the { -match }.
play-face-down = face down
play-cards-face-down = { $cards } face down
play-points-captured = { $points } points captured
play-ribs-discarded = the { -ribs } are discarded
play-points-this-hand = Points this { -hand }: { $line }
play-status-line = { -hand(case: "capital") } { $hand } · { -trick } { $trick } of { $tricks } · dealer { $dealer }
play-bidding-line = Bidding: { $calls }
play-call-bid = { $who } { $bid }
play-call-passed = { $who } passed
play-ribs-shown = { -ribs } { $cards }
play-ribs-face-down = { -ribs } face down
play-ribs-not-laid = { -ribs } not laid yet
play-bidder-line = Bidder: { $who } at { $bid } · { $ribs }
play-played-line = Played: { $plays }
play-played-folded = { $who } { -folded }
play-to-play-line = To play: { $names }
play-folded-line = { -folded(case: "capital") } this { -hand }: { $names }
play-and = { $first } and { $last }

play-prompt-open = You open the bidding: type { play-word-bid } ({ $next })
play-prompt-bid = { -bid(case: "capital") } { $next } or { play-word-pass }?
play-prompt-no-higher = { -bid(case: "capital") }s cannot go higher: { play-word-pass }
play-prompt-ribs = { $face_up ->
        [yes] Lay your { -ribs }, two cards face up (e.g. A K)
       *[no] Lay your { -ribs }, two cards face down (e.g. A K)
    }
play-prompt-play = Play two cards face up (e.g. K 9), or { -fold } two ({ play-word-fold } Q 7)
play-prompt-play-no-fold = Play two cards face up (e.g. K 9; { $why })

play-help =
    Commands:
      { play-word-bid }            raise to the next { -bid } (or open the bidding); '{ play-word-bid } 5' checks it is 5
      { play-word-pass }           pass in this { -trick }'s bidding
      K 9            lay these two cards as your { -ribs }, or play them face up
                     (ranks A K Q J 10 9 8 7; suits optional: K♥, Kh, 10s)
      { play-word-fold } Q 7       { -fold } two cards face down (once a { -hand })
      { play-word-hand }, { play-word-table }    show your { -hand }, or the table as you see it
      { play-word-scores }         points this { -hand } and { -hand } wins
      { play-word-hint }           what a normal computer player would do
      { play-word-rules }          the rules in brief, with examples
      { play-word-help }, { play-word-quit }     this help; leave the { -match }

# The words typed at the prompt, in this language (English ones are always read too):
# the first is shown in help, the others are shortcuts.
play-word-bid = bid
play-word-pass = pass
play-word-fold = fold
play-word-hand = hand
play-word-table = table
play-word-scores = scores
play-word-hint = hint
play-word-rules = rules
play-word-help = help
play-word-quit = quit
play-words-bid = bid, b, raise
play-words-pass = pass, p
play-words-fold = fold, f
play-words-play = play, ribs
play-words-hand = hand
play-words-table = table, status, t
play-words-scores = scores, score, s
play-words-hint = hint
play-words-rules = rules
play-words-help = help, h, ?
play-words-quit = quit, exit, q

play-takes-nothing = '{ $word }' takes nothing after it
play-not-a-number = "{ $text }" is not a number
play-bid-how = type '{ play-word-bid }' or '{ play-word-bid } N'
play-not-a-command = '{ $word }' is not a command or a card (type { play-word-help })
play-name-two = name two cards, e.g. 'K 9' (you named { $count })
play-only-one = you hold only one { $card }
play-do-not-hold = you do not hold { $card }
play-not-a-card = "{ $text }" is not a card (ranks are A K Q J 10 9 8 7, e.g. "K", "10", "K♥", "Kh")

play-resuming = Resuming the { -match } saved in { $path } ({ $actions } actions played; its own table, level and seed apply).
play-input-ended = The input ended
play-you-leave = You leave the table
play-stops-here = { $why }: the { -match } stops here (seed { $seed }, { $actions } actions played).
play-saved-in = It is saved in { $path }: `ribs play --db { $path }` resumes it.
play-record = Your record in { $path }: { $won } won of { $matches ->
        [one] { $matches } { -match }
       *[other] { $matches } { -match }es
    }, { $hands ->
        [one] { $hands } { -hand }
       *[other] { $hands } { -hand }s
    } won, { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
play-welcome = { $ribs } You (seat 1) against { $others } ({ $computers } computer players, level { $level }).
play-takes-the-match = { $target } takes the { -match }. Seed { $seed } (play it again with --seed { $seed }).
play-table-rules = Table rules: { $rules }.
play-type-help = Type { $help } for the commands.
play-would = A normal computer player would: { $action }
play-action-bid = { play-word-bid } { $bid }
play-action-pass = { play-word-pass }
play-action-fold = { play-word-fold } { $cards }
play-level-easy = easy
play-level-normal = normal
play-level-hard = hard

## The slash commands (Discord's limits: names lowercase, 1–32 letters, digits, - or _;
## descriptions at most 100 characters)

cmd-ribs-description = Play Ribs, the bidding card game for 4 to 10 players
cmd-new-name = new
cmd-new-description = Open a table in this channel
cmd-new-target-name = target
cmd-new-target-description = { -hand(case: "capital") } wins needed to win the { -match } (default 5)
cmd-new-bid_step-name = bid_step
cmd-new-bid_step-description = How much each raise adds: 1 (default) or 2
cmd-new-beat_rule-name = beat_rule
cmd-new-beat_rule-description = What it takes to beat the { -ribs }
cmd-new-beat_rule-choice-0 = one card above both { -ribs } (default)
cmd-new-beat_rule-choice-1 = both cards above both { -ribs }
cmd-new-folding-name = folding
cmd-new-folding-description = Allow folding once per { -hand } (default yes)
cmd-new-last_trick_face_up-name = last_trick_face_up
cmd-new-last_trick_face_up-description = Play the last { -trick } face up, without folding (default no)
cmd-new-turn_timer-name = turn_timer
cmd-new-turn_timer-description = Seconds per turn before the { -autopilot } plays (0: no timer)
cmd-new-computers-name = computers
cmd-new-computers-description = Computer players to seat now (0 to 9)
cmd-new-level-name = level
cmd-new-level-description = How strong the computer players are
cmd-new-level-choice-0 = easy
cmd-new-level-choice-1 = normal
cmd-new-level-choice-2 = hard
cmd-new-thread-name = thread
cmd-new-thread-description = Open a thread for the { -match } (default no)
cmd-hand-name = hand
cmd-hand-description = Show your cards and, on your turn, choose what to play (only you see it)
cmd-table-name = table
cmd-table-description = Post the table message again at the bottom of the channel
cmd-autopilot-name = autopilot
cmd-autopilot-description = Hand your seat to a computer player, or take it back
cmd-autopilot-on-name = on
cmd-autopilot-on-description = on: a computer plays for you; off: you play again (default: switch)
cmd-stop-name = stop
cmd-stop-description = Stop the { -match } (the host, or a member who can manage the server)
cmd-leaderboard-name = leaderboard
cmd-leaderboard-description = The best players, on this server or everywhere
cmd-leaderboard-scope-name = scope
cmd-leaderboard-scope-description = This server (default) or everywhere
cmd-leaderboard-scope-choice-0 = this server
cmd-leaderboard-scope-choice-1 = everywhere
cmd-leaderboard-by-name = by
cmd-leaderboard-by-description = Rank by rating (default), { -match }es won, win rate or { -hand }s won
cmd-leaderboard-by-choice-0 = rating
cmd-leaderboard-by-choice-1 = { -match }es won
cmd-leaderboard-by-choice-2 = win rate
cmd-leaderboard-by-choice-3 = { -hand }s won
cmd-stats-name = stats
cmd-stats-description = A player's Ribs rating and record on this server, and their last { -match }es
cmd-stats-player-name = player
cmd-stats-player-description = Whose stats (default: yours)
cmd-history-name = history
cmd-history-description = The last { -match }es finished on this server (or a player's), with their numbers
cmd-history-player-name = player
cmd-history-player-description = Only this player's { -match }es
cmd-replay-name = replay
cmd-replay-description = Step through a finished { -match } of this server, { -trick } by { -trick } (only you see it)
cmd-replay-match-name = match
cmd-replay-match-description = The { -match }'s number (see /ribs history)
cmd-rules-name = rules
cmd-rules-description = How to play Ribs, in short pages
cmd-forget-name = forget
cmd-forget-description = Remove yourself from Ribs' records: your id and names (your results stay, anonymous)

## The pictures: words drawn on the table and reveal pictures (short: each has a fixed
## place to fit in), and their alt texts (what a screen reader reads: plain sentences).
## $who is a name, $cards cards (K♥ 9♠), $line a list ("Ann 3, Bob 0").

pic-seat = seat { $seat }
pic-title = { -hand(case: "capital") } { $hand } · { -trick } { $trick } of { $tricks }
pic-title-over = { -hand(case: "capital") } { $hand } · over
pic-call-bid = { -bid } { $bid }
pic-call-pass = pass
pic-mark-ribs = RIBS
pic-mark-fold = FOLD
pic-middle-match-over = { -match(case: "capital") } over
pic-middle-hand-over = { -hand(case: "capital") } over
pic-middle-bidding = Bidding
pic-middle-bid = { -bid(case: "capital") } { $bid }
pic-footer-wins = { $who } wins the { -match }
pic-footer-open = ▶ { $who } to open the bidding at { $bid }
pic-footer-bid = ▶ { $who } to { -bid } { $bid } or pass
pic-footer-pass = ▶ { $who } to pass
pic-footer-ribs = ▶ { $who } to lay the { -ribs }
pic-footer-play = ▶ { $who } to play two cards
pic-state-open = ▶ to open
pic-state-bid = ▶ to { -bid }
pic-state-ribs = ▶ to lay { -ribs }
pic-state-play = ▶ to play
pic-state-bidder = bidder at { $bid }
pic-state-folded = { -folded }
pic-state-fold-used = { -fold } used
pic-tally = { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    } · { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
pic-autopilot = { -autopilot }
pic-dealer = D
pic-reveal-title = { -trick(case: "capital") } { $trick } · { $who } { -bid } { $bid }
pic-verdict-cracked = { -ribs } { -cracked }
pic-verdict-made = { -bid } made
pic-verdict-lost = { -bid } lost
pic-takes-all = { $who } takes every face-up card
pic-worth = defeated cards worth { $worth } against the { -bid } of { $bid }
pic-head-player = player
pic-head-played = played
pic-head-outcome = outcome
pic-head-captured = captured
pic-bidder-ribs = bidder · the { -ribs }
pic-outcome-beat = beat
pic-outcome-defeated = defeated
pic-outcome-folded = { -folded }
pic-outcome-cracked = { -cracked }
pic-outcome-cracked-too = { -cracked } too
pic-outcome-lost-to-crack = lost to { -crack }
pic-nothing = nothing
pic-won-points = { $points ->
        [one] +{ $points } pt
       *[other] +{ $points } pts
    }
pic-won-cards = { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    }
pic-alt-match-over = Ribs table of { $players } players: the { -match } is over and { $who } wins it.
pic-alt-hand-over = Ribs table of { $players } players: { -hand } { $hand } is over.
pic-alt-table = Ribs table of { $players } players, { -hand } { $hand }, { -trick } { $trick } of { $tricks }, { $target }.
pic-alt-rules = Rules: { $rules }.
pic-alt-deals = { $who } deals.
pic-alt-call-bid = { $who } { -bid } { $bid }
pic-alt-call-pass = { $who } passed
pic-alt-no-bids = No { -bid }s yet.
pic-alt-bidding = Bidding so far: { $calls }.
pic-alt-bidder = { $who } is the bidder at { $bid }.
pic-alt-bidder-up = { $who } is the bidder at { $bid }; the { -ribs } are face up: { $cards }.
pic-alt-bidder-down = { $who } is the bidder at { $bid }; the { -ribs } are face down.
pic-alt-play = { $who } { $cards }
pic-alt-play-folded = { $who } { -folded }
pic-alt-played = Played so far: { $plays }.
pic-alt-turn-open = { $who } is to open the bidding at { $bid }.
pic-alt-turn-bid = { $who } is to { -bid } { $bid } or pass.
pic-alt-turn-pass = { $who } is to pass.
pic-alt-turn-ribs = { $who } is to lay the { -ribs }.
pic-alt-turn-play = { $who } is to play two cards.
pic-alt-points = Points this { -hand }: { $line }.
pic-alt-hand-wins = { -hand(case: "capital") } wins: { $line }.
pic-alt-computers = Computer players: { $names }.
pic-alt-autopilot = On { -autopilot }: { $names }.
pic-alt-folded = { -folded(case: "capital") } this { -hand }: { $names }.
pic-alt-reveal = { -trick(case: "capital") } { $trick } revealed: { $who } { -bid } { $bid } with the { -ribs } { $cards }.
pic-alt-reveal-play = { $who } played { $cards }: { $outcome }
pic-alt-reveal-fold = { $who } { -folded }
pic-alt-cracked = { $who } { -cracked } the { -ribs } and takes every face-up card.
pic-alt-made = The defeated cards are worth { $worth } against the { -bid } of { $bid }: { -bid } made.
pic-alt-lost = The defeated cards are worth { $worth } against the { -bid } of { $bid }: { -bid } lost, and the { -ribs } are discarded.
pic-alt-capture = { $who } { $cards ->
        [one] { $cards } card
       *[other] { $cards } cards
    } ({ $points ->
        [one] { $points } pt
       *[other] { $points } pts
    })
pic-alt-nobody = Nobody captures anything.
pic-alt-captured = Captured: { $captures }.
