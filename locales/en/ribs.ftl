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
play-ribs-revealed = { -ribs(case: "capital") } ({ $who }): { $cards }
play-fold-shown = { $who } { -folded } { $cards } in { -trick } { $trick }
play-folds-shown = { -folded(case: "capital") } cards shown: { $folds }.
play-hand-goes-to = { -hand(case: "capital") } { $hand } goes to
play-hand-won-with = { $winners } with { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
play-hand-wins = { -hand(case: "capital") } wins (first to { $target }): { $line }
play-you-win = You win the { -match }!
play-wins = { $who } wins the { -match }.
play-face-down = face down
play-cards-face-down = { $cards } face down
play-points-captured = { $points ->
        [one] { $points } point
       *[other] { $points } points
    } captured
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

play-resuming = Resuming the { -match } saved in { $path } ({ $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } played; its own table, level and seed apply).
play-input-ended = The input ended
play-you-leave = You leave the table
play-stops-here = { $why }: the { -match } stops here (seed { $seed }, { $actions ->
        [one] { $actions } action
       *[other] { $actions } actions
    } played).
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

## Discord: words shared by the bot's messages. $who is a player's name as shown (marked
## 🤖 for a computer), $cards cards.

points = { $points ->
        [one] { $points } pt
       *[other] { $points } pts
    }
hand-wins-count = { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
list-and = { $first } and { $last }
seat-on-autopilot = { $who } ({ -autopilot })
turn-timer = { $seconds } s a turn
no-turn-timer = no turn timer
level-easy = easy
level-normal = normal
level-hard = hard
held-minutes = { $minutes ->
        [one] { $minutes } minute
       *[other] { $minutes } minutes
    }
held-seconds = { $seconds ->
        [one] { $seconds } second
       *[other] { $seconds } seconds
    }

## Discord: refusals, said privately to the person who tried

refuse-no-table = ⚠️ there is no table here: open one with /ribs new
refuse-table-exists = ⚠️ this channel already has a table
refuse-over = ⚠️ that { -match } is over: the table has moved on
refuse-stale = ⚠️ the table has moved on: that button is from an earlier step
refuse-not-seated = ⚠️ you are not seated at this table
refuse-already-seated = ⚠️ you are already seated at this table
refuse-full = ⚠️ the table is full ({ $seats } seats)
refuse-too-many-computers = ⚠️ computers is at most { $room }: a table has { $seats } seats, one of them yours.
refuse-not-host-start = ⚠️ only the host can start the { -match }
refuse-not-host-cancel = ⚠️ only the host can cancel the table
refuse-not-host-remove = ⚠️ only the host can remove computer players
refuse-not-host-stop = ⚠️ only the host can stop the { -match } (or a server manager)
refuse-players = ⚠️ { $needed }; the table has { $players }
refuse-started = ⚠️ the { -match } has already started
refuse-too-many-tables = ⚠️ you already host or sit at { $limit } open tables, the most anyone may: finish or leave one first
refuse-not-a-player = ⚠️ only the people who played that { -match } can ask for its rematch
refuse-rematch-taken = ⚠️ that { -match } already had its rematch
refuse-server-full = ⚠️ this server already has { $limit } open tables, the most it may: finish one first
refuse-not-started = ⚠️ the { -match } has not started yet
refuse-no-computer = ⚠️ there is no computer player to remove
refuse-autopilot-on = ⚠️ a computer player already plays your seat
refuse-autopilot-off = ⚠️ your seat is yours already: nothing changed
refuse-not-overdue = ⚠️ that seat has not held its turn long enough to be handed to the { -autopilot }
refuse-own-seat = ⚠️ that is your own seat: hand it over with /ribs autopilot
refuse-cannot-leave = ⚠️ during a { -match } you cannot leave; hand your seat to a computer player with /ribs autopilot
refuse-rule = ⚠️ { $why }
refuse-store = ⚠️ the table could not save that; please try again
refuse-interrupted = ⚠️ the table was interrupted; please try again
refuse-shutting-down = ⚠️ the bot is restarting; please try again in a moment
refuse-not-finished = ⚠️ that { -match } is still being played: it can be replayed once it is over
refuse-at-open-table = ⚠️ You sit at an open table in <#{ $place }>: Ribs can forget you once that table is closed. Nothing was removed.
refuse-at-open-table-invited = ⚠️ A rematch lobby asks you back in <#{ $place }>: Ribs can forget you once that table is closed. Nothing was removed.

## Discord: the public table message

table-title = Ribs · { -hand } { $hand } · { -trick } { $trick } of { $tricks }
table-title-hand = Ribs · { -hand } { $hand }
table-dealer = Dealer { $who } · { $options }
table-your-turn-open = <@{ $user }>, your turn to open the bidding at { $bid }.
table-your-turn-bid = <@{ $user }>, your turn to { -bid } or pass.
table-your-turn-ribs = <@{ $user }>, your turn to lay the { -ribs }.
table-your-turn-play = <@{ $user }>, your turn to play two cards.
table-turn-open = { $who } is to open the bidding at { $bid }…
table-turn-bid = { $who } is to { -bid } or pass…
table-turn-ribs = { $who } is to lay the { -ribs }…
table-turn-play = { $who } is to play two cards…
button-your-hand = Your hand
button-bid = { -bid(case: "capital") } { $bid }
button-pass = Pass
table-cannot-save = ⚠️ The bot cannot save this table right now (its database refuses writes): the { -match } waits, and carries on by itself once it can.
table-overdue = ⏳ { $who } has held the turn for { $held }: anyone else at the table may hand the seat to the { -autopilot }.
button-take-over = { -autopilot(case: "capital") } for { $who }
table-taken-over = ⏳ { $by } handed { $who }'s seat to the { -autopilot }: the turn was held for { $held }. They can take it back with /ribs autopilot.
seat-bidder = **bidder at { $bid }**
seat-ribs-up = { -ribs } face up { $cards }
seat-ribs-down = { -ribs } down
seat-laying-ribs = laying the { -ribs }
seat-folded = { -folded }
seat-bid = { -bid } { $bid }
seat-passed = passed
seat-fold-used = { -fold } used

## Discord: a trick's reveal, a hand's end, the table's closing

reveal-title = { -trick(case: "capital") } { $trick } · { $who } { -bid } { $bid }
reveal-ribs = { -ribs(case: "capital") }: **{ $cards }**
reveal-face-down = { $cards } face down
reveal-two-face-down = two cards face down
reveal-play = { $who }: { $shown } — { $outcome }
reveal-discarded = The { -ribs } are discarded.
reveal-captured = Captured: { $captures }
hand-over-title = { -hand(case: "capital") } { $hand } is over
hand-over-points = Points: { $line }
hand-over-winner = **{ $who }** wins the { -hand }.
hand-over-winners = **{ $who }** tie and win the { -hand }.
hand-over-folds = { -folded(case: "capital") } cards: { $folds }
hand-over-fold = { $who } { $cards } ({ -trick } { $trick })
hand-over-standings = { -hand(case: "capital") } wins (first to { $target }): { $line }
closed-a-manager = a server manager
closed-resigned-title = 🏳 { $who } resigned: { $winner } takes the { -match }
closed-resigned = { $who } stopped the { -match } once a { -hand } was complete, which counts as resigning: it is recorded with them last.
    { -hand(case: "capital") } wins when it stopped: { $line }
closed-won-title = 🏆 { $winner } wins the { -match }
closed-won = Final { -hand } wins: { $line }
closed-ratings = Ratings: { $line }
closed-recorded = The result is recorded: see /ribs leaderboard and /ribs history.
closed-expired-title = Table closed
closed-expired = Nobody started this table within { $held }, so it is closed. Open a new one with /ribs new.
closed-cancelled-title = Table cancelled
closed-cancelled = Cancelled by { $who }.
closed-stopped-title = { -match(case: "capital") } stopped
closed-stopped-by-manager = { $who } (a server manager)
closed-stopped = Stopped by { $who }. It is not recorded as played.
closed-failed = The table ran into a problem it could not get past, so the { -match } is stopped. It is not recorded as played; sorry. Open a new table with /ribs new.
closed-place-lost = This table's channel is no longer available to the bot, so the { -match } is stopped. It is not recorded as played.
button-rematch = Rematch

## Discord: a player's private panel

panel-hand-line = { -hand(case: "capital") } { $hand } · { -trick } { $trick } of { $tricks }
panel-your-hand = Your { -hand }: **{ $cards }** ({ $points })
panel-no-cards = no cards left
panel-your-fold = You { -folded } { $cards } in { -trick } { $trick }.
panel-your-ribs = Your { -ribs }: { $cards }
panel-match-over = The { -match } is over.
panel-waiting = Waiting for your turn.
panel-your-bid = **Your turn to { -bid }.**
panel-lay-ribs-up = **Your turn.** Lay your { -ribs } (face up: last { -trick }): pick exactly two cards.
panel-lay-ribs = **Your turn.** Lay your { -ribs } face down: pick exactly two cards.
panel-play = **Your turn.** Play two cards face up, or { -fold } them: pick exactly two cards.
panel-no-fold = { -fold(case: "capital") } is not available: { $why }.
panel-picked = Picked: **{ $cards }**
panel-pick = Pick two cards
button-lay-ribs = Lay { -ribs }
button-face-up = Play face up
button-fold = { -fold(case: "capital") }
panel-new-hand = 🃏 **New { -hand }** ({ -hand } { $hand }).
panel-new-hand-won = 🃏 **New { -hand }** ({ -hand } { $hand }). { $who } takes { -hand } { $last }.
panel-new-hand-tied = 🃏 **New { -hand }** ({ -hand } { $hand }). { $who } tie for { -hand } { $last }.
panel-you = you
panel-trick = 🂠 { -trick(case: "capital") } { $trick }: { $how }.
panel-trick-mine = 🂠 { -trick(case: "capital") } { $trick }: { $how }; your play: { $outcome }.
panel-you-took = You took { $points }.
you-bid = ✅ You { -bid } { $bid }.
you-passed = ✅ You passed.
you-laid-ribs = ✅ You laid your { -ribs }: { $cards }.
you-played = ✅ You played { $cards } face up.
you-folded = ✅ You { -folded } { $cards }.
action-bid = a { -bid } of { $bid }
action-pass = a pass
action-ribs = the { -ribs } { $cards }
action-face-up = { $cards } face up
action-fold = a { -fold } of { $cards }
acted-for-you = ⏱ Your time ran out: the { -autopilot } played { $action } for you.
taken-over-from-you = ⏳ { $by } handed your seat to the { -autopilot }: you held your turn for { $held }. Take it back with /ribs autopilot.
panel-replaced = This panel is replaced by your newer one.
panel-expired = ⏳ This panel stops updating now: Discord keeps it live for 15 minutes. Press **Your hand** on the table message to open a fresh one.
panel-finished = 🏁 The { -match } is over: see the table for the result.
panel-closed = The table is closed.

## Discord: the lobby

lobby-title = Ribs · a table is open
lobby-footer = Seats play clockwise in this order; the first dealer is drawn at random.
lobby-rematch = Rematch! { $people }: join with one click.
lobby-host = { $who } (host)
lobby-ready = { $seated } seated: the host can start.
lobby-not-ready = { $seated } seated: { $needed }.
button-join = Join
button-leave = Leave
button-start = Start
button-cancel = Cancel
button-add-computer = Add computer
button-remove-computer = Remove computer
lobby-closed-title = Ribs · table closed to new players
another-player = Another player
lobby-begun = The { -match } has begun.
lobby-begun-in-thread = The { -match } has begun. Follow it in <#{ $thread }>.
thread-name = Ribs · { $host }'s table

## Discord: leaderboards and stats. $here ends a sentence ("on this server").

scope-server = this server
scope-everywhere = everywhere
where-server = on this server
where-everywhere = anywhere
board-title = Ribs leaderboard · { $scope } · by { $by }
board-by-rating = rating
board-by-wins = { -match }es won
board-by-rate = win rate (from { $min } { -match }es)
board-by-hands = { -hand }s won
board-empty = No finished { -match }es yet { $here }: finish one to appear here.
board-rate-empty = Nobody qualifies yet: the win-rate board ranks players once they have finished { $min } { -match }es.
board-row = { $rank }. **{ $who }** · { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    } of { $matches ->
        [one] { $matches } { -match }
       *[other] { $matches } { -match }es
    } ({ $rate }%) · { $hands ->
        [one] { $hands } { -hand } won
       *[other] { $hands } { -hand }s won
    }
rating-empty = No rated { -match }es yet { $here }: finish one to appear here.
rating-row = { $rank }. **{ $who }** { $rating } · { $matches ->
        [one] { $matches } rated { -match }
       *[other] { $matches } rated { -match }es
    }
rating-footer = Rating: the skill a player has for sure (Weng-Lin, μ − 3σ). ? until { $matches } rated { -match }es.
rater-computer = 🤖 { $level } computer
stats-title = { $who } · Ribs stats · { $scope }
stats-rating = Rating: **{ $rating }** (rank { $rank } { $here })
stats-changes = Last changes: { $changes }
stats-change = { $delta } ({ -match } { $number })
stats-none = No finished { -match }es yet { $here }.
stats-record = { -match(case: "capital") }es: { $matches } played, { $wins } won ({ $rate }%)
    { -hand(case: "capital") }s won: { $hands }
    Points captured: { $points }
    { -bid(case: "capital") }s: { $made } made, { $lost } lost
    { -cracked(case: "capital") }: { $cracks } · { -folded(case: "capital") }: { $folds }
stats-last = Last { -match }es:
stats-match = { -match } { $number } · { $players } players · { $result } · { $hands ->
        [one] { $hands } { -hand } won
       *[other] { $hands } { -hand }s won
    } · { $points }
stats-won = **won**
stats-lost = lost

## Discord: history and replays

other-server = That { -match } was played on another server.
history-none-theirs = No finished { -match }es of theirs on this server yet.
history-none = No finished { -match }es on this server yet.
history-row = **{ -match } { $number }** · { $date } · { $who } won · { -hand } wins { $line }
history-title-theirs = Ribs · { $who }'s last { -match }es
history-title = Ribs · the last { -match }es on this server
history-footer = /ribs replay match:<number> steps through one, { -trick } by { -trick }.
replay-nothing = That { -match } has no { -hand } to show.
replay-dealt = Dealt by { $who }. The { -hand }s as dealt:
replay-call-pass = { $who } pass
replay-bids = { -bid(case: "capital") }s: { $calls }
replay-bidder = **{ $who }** won the bidding at { $bid }.
replay-points = Points so far: { $line }
replay-hand-won = **{ $who }** takes the { -hand } with { $points }.
replay-hand-tied = **{ $who }** tie for the { -hand } with { $points }.
replay-match-won = 🏆 **{ $who }** wins the { -match } with { $wins ->
        [one] { $wins } { -hand } win
       *[other] { $wins } { -hand } wins
    }.
replay-title = { -match(case: "capital") } { $number } · { -hand } { $hand } of { $hands } · { -trick } { $trick } of { $tricks }
button-prev-hand = ◀◀ { -hand(case: "capital") }
button-prev-trick = ◀ { -trick(case: "capital") }
button-next-trick = { -trick(case: "capital") } ▶
button-next-hand = { -hand(case: "capital") } ▶▶
replay-no-match = ⚠️ There is no finished { -match } { $number } on this server: see /ribs history.
replay-bad-number = ⚠️ { -match(case: "capital") } numbers start at 1: see /ribs history.

## Discord: /ribs forget ($former is how a forgotten player's seat shows)

forget-title = Forget me?
forget-asked = **Forget me** removes you, { $who }, from Ribs' records on every server:
    • your Discord id, and every name you played under (your display name, your server nicknames), are deleted;
    • in every { -match } you played, your seat shows "{ $former }": the results stay, belonging to no one, so that the other players' results and ratings stand exactly as they were;
    • you leave every leaderboard and rating board, and /ribs stats and /ribs history no longer know you;
    • what the bot kept to update your private panels (their interaction tokens) and any rematch invitation of yours go too.

    It cannot be undone: should you play again, you start with a fresh record. It is refused while you sit at an open table.
forget-footer = Only you can see this, and only you can confirm it.
button-forget-me = Forget me
forgotten-title = Forgotten
forgotten-nothing = Done: Ribs had nothing stored about you, and has nothing now.
forgotten-names = Done: your Discord id and names are gone from Ribs' records.
forgotten-matches = Done: your Discord id and every name you played under are gone from Ribs' records. { $matches ->
        [one] The { -match } you played shows
       *[other] The { $matches } { -match }es you played show
    } "{ $former }" in your seat, and no board shows you.
forget-cancelled = Nothing was removed: Ribs keeps your record.

## Discord: /ribs rules (the pages themselves are the rules in brief, above)

rules-fair-title = Fair play on Discord
rules-fair = **Ratings.** Every finished { -match } is rated. A host who stops a { -match } once a { -hand } is complete **resigns**: the { -match } is recorded with them last (a stop by a server manager rates nobody). A seat the { -autopilot } played for **more than half** of its decisions is not rated by that { -match }; the others are.

    {"**"}Nobody holds a table hostage.** With a turn timer, the { -autopilot } plays for whoever runs out of time. Without one, once a person has held their turn for ten minutes, anyone else at the table may hand their seat to the { -autopilot } (a button on the table message); they take it back with /ribs autopilot.

    {"**"}Room for everyone.** A lobby nobody starts closes by itself; one person may sit at only a few open tables at once, and a server may hold only so many.
rules-title = Rules · { $title }
rules-page = Page { $page } of { $pages }
button-previous = ◀ Previous
button-next = Next ▶

## Discord: answers to the slash commands ($missing, $yours: Discord permission names)

perm-view-channel = View Channel
perm-embed-links = Embed Links
perm-send-messages = Send Messages
perm-send-in-threads = Send Messages in Threads
perm-create-threads = Create Public Threads
reply-slash-only = ⚠️ Use /ribs new as a slash command.
reply-thread-of-match = ⚠️ This thread belongs to a { -match }: open a new table in a channel.
reply-thread-already = ⚠️ This is a thread already: open the table without thread:true, or in a channel.
reply-bot-missing = ⚠️ I cannot host a table here: I am missing { $count ->
        [one] the permission { $missing } in this channel. Ask a server manager to grant it
       *[other] the permissions { $missing } in this channel. Ask a server manager to grant them
    }, or open the table in another channel.
reply-you-missing = ⚠️ A table with thread:true opens a thread, which needs { $yours } here, and you do not have { $count ->
        [one] it
       *[other] them
    }. Open the table without thread:true, or ask a server manager.
reply-timer-max = ⚠️ turn_timer is at most 3600 seconds (an hour).
reply-options = ⚠️ { $why }
reply-opened = Your table is open: the lobby is posted in this channel.
reply-reposted-link = The table was posted again moments ago: it is here: { $link }
reply-reposted-above = The table was posted again moments ago, just above.
reply-reposted = The table is posted again below.
reply-autopilot-on = A computer player plays your seat now. Take it back with /ribs autopilot.
reply-autopilot-off = Your seat is yours again.
reply-stopped = The { -match } is stopped.
reply-went-wrong = ⚠️ Something went wrong; please try again.
options-error-target = target must be between 1 and 20 { -hand } wins, not { $value }
options-error-bid-step = bid_step must be 1 or 2, not { $value }
options-error-unknown = unknown option "{ $key }" (options: target, bid_step, beat_rule, folding, last_trick_face_up)
options-error-bad-value = { $key }: "{ $value }" is not one of { $expected }
options-error-not-key-value = "{ $text }" is not key=value

## Discord: answers to clicks

click-not-in-server = ⚠️ Ribs is played in a server's channels, not here.
click-panel-only = ⚠️ That control belongs to a private panel: press Your hand on the table.
click-private-page = ⚠️ That control belongs to a private page: open it with its command.
click-other-channel = ⚠️ That control belongs to a table in another channel.
click-unknown = That control is not one this bot knows (it may be from an older version).
click-pick-from-menu = ⚠️ Pick two cards from the menu.
click-pick-two = ⚠️ Pick exactly two cards.
note-no-thread-permission = Could not open a thread for this table (I may not create threads here); the { -match } is played in this channel.
note-no-threads = Could not open a thread for this table (threads are not available here); the { -match } is played in this channel.
