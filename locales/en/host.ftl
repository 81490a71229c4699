# host.ftl: what the host says, whatever the game: lobby, seats, commands, boards,
# timers, autopilot, the table service's refusals. Each game's own sentences are in
# <game>.ftl, every id prefixed by the game's id (ribs.ftl: ribs-...); the terms below
# (-hand, -trick, -match, -autopilot) serve every file of this language.
#
# Ribs in English: every sentence the Discord bot and `ribs play` say.
#
# Glossary: the game's own terms, chosen once for this language and used in every
# message through these terms (a term may take a `case`, here only "capital" for the
# start of a sentence).
#   -trick   one bidding round and its plays; four make a hand
#   -hand    a deal of cards; its winner scores a hand win
#   -match   played to a number of hand wins
#   -autopilot  the computer player that plays a person's seat for them
# Values (names, cards, numbers) stay as written: a name is never translated, a card is
# its rank and suit symbol (K♥, 10♠²).

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

you = you
you-capital = You

seat-mark = (seat { $seat })

## `ribs play`: a match in the terminal

# $me is "yes" when the seat is the reader's own ("You"), else "no"; $who is a name.
play-you = You
play-you-win = You win the { -match }!
play-wins = { $who } wins the { -match }.
play-and = { $first } and { $last }
play-word-hand = hand
play-word-table = table
play-word-scores = scores
play-word-hint = hint
play-word-rules = rules
play-word-help = help
play-word-quit = quit
play-words-hand = hand
play-words-table = table, status, t
play-words-scores = scores, score, s
play-words-hint = hint
play-words-rules = rules
play-words-help = help, h, ?
play-words-quit = quit, exit, q

play-takes-nothing = '{ $word }' takes nothing after it
play-not-a-number = "{ $text }" is not a number
play-not-a-command = '{ $word }' is not a command or a card (type { play-word-help })

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
cmd-new-beat_rule-description = What it takes to beat the { -ribs-ribs }
cmd-new-beat_rule-choice-0 = one card above both { -ribs-ribs } (default)
cmd-new-beat_rule-choice-1 = both cards above both { -ribs-ribs }
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
cmd-games-name = games
cmd-games-description = Open a table of any game, and see the games, their rules and their boards
cmd-games-game-name = game
cmd-games-game-description = Which game
cmd-games-new-name = new
cmd-games-new-description = Open a table of a game in this channel (the host sets its options in the lobby)
cmd-games-new-computers-name = computers
cmd-games-new-computers-description = Computer players to seat now
cmd-games-list-name = list
cmd-games-list-description = Every game the bot hosts: players, length, rules and boards (only you see it)
cmd-games-rules-name = rules
cmd-games-rules-description = How to play a game, in short pages (only you see it)
cmd-games-leaderboard-name = leaderboard
cmd-games-leaderboard-description = The best players of a game, on this server or everywhere
cmd-games-stats-name = stats
cmd-games-stats-description = A player's rating and record at a game on this server, and their last { -match }es
cmd-games-history-name = history
cmd-games-history-description = The last { -match }es of a game finished on this server (or a player's)
cmd-games-replay-name = replay
cmd-games-replay-description = Step through a finished { -match } of this server, { -hand } by { -hand } (only you see it)
cmd-games-replay-match-name = match
cmd-games-replay-match-description = The { -match }'s number (see /games history)

## The pictures: words drawn on the table and reveal pictures (short: each has a fixed
## place to fit in), and their alt texts (what a screen reader reads: plain sentences).
## $who is a name, $cards cards (K♥ 9♠), $line a list ("Ann 3, Bob 0").

pic-seat = seat { $seat }
pic-autopilot = { -autopilot }
pic-dealer = D
pic-alt-deals = { $who } deals.
pic-alt-computers = Computer players: { $names }.
pic-alt-autopilot = On { -autopilot }: { $names }.

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
refuse-no-front = ⚠️ { $game } cannot be played on Discord yet
refuse-not-seated = ⚠️ you are not seated at this table
refuse-already-seated = ⚠️ you are already seated at this table
refuse-full = ⚠️ the table is full ({ $seats } seats)
refuse-too-many-computers = ⚠️ computers is at most { $room }: a table has { $seats } seats, one of them yours.
refuse-not-host-start = ⚠️ only the host can start the { -match }
refuse-not-host-cancel = ⚠️ only the host can cancel the table
refuse-not-host-remove = ⚠️ only the host can remove computer players
refuse-not-host-stop = ⚠️ only the host can stop the { -match } (or a server manager)
refuse-not-host-options = ⚠️ only the host can change the table's options
refuse-bad-option = ⚠️ this table has no such option, or the option does not take that value
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

button-your-hand = Your hand
table-cannot-save = ⚠️ The bot cannot save this table right now (its database refuses writes): the { -match } waits, and carries on by itself once it can.
table-overdue = ⏳ { $who } has held the turn for { $held }: anyone else at the table may hand the seat to the { -autopilot }.
button-take-over = { -autopilot(case: "capital") } for { $who }
table-taken-over = ⏳ { $by } handed { $who }'s seat to the { -autopilot }: the turn was held for { $held }. They can take it back with /ribs autopilot.

## Discord: a trick's reveal, a hand's end, the table's closing

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

panel-no-cards = no cards left
panel-match-over = The { -match } is over.
panel-waiting = Waiting for your turn.
panel-you = you
acted-for-you = ⏱ Your time ran out: the { -autopilot } played { $action } for you.
taken-over-from-you = ⏳ { $by } handed your seat to the { -autopilot }: you held your turn for { $held }. Take it back with /ribs autopilot.
panel-replaced = This panel is replaced by your newer one.
panel-expired = ⏳ This panel stops updating now: Discord keeps it live for 15 minutes. Press **Your hand** on the table message to open a fresh one.
panel-finished = 🏁 The { -match } is over: see the table for the result.
panel-closed = The table is closed.

## Discord: the lobby

lobby-title = { $game } · a table is open
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
lobby-options-menu = ⚙ Change a table option (the host)
option-line = **{ $name }:** { $value }
option-on = yes
option-off = no
option-default = the default
option-menu = **{ $name }** is { $value } now. Choose its new value; the lobby shows it to everyone.
option-menu-placeholder = Choose a value
option-set = ✅ { $name }: { $value }
lobby-closed-title = { $game } · table closed to new players
another-player = Another player
lobby-begun = The { -match } has begun.
lobby-begun-in-thread = The { -match } has begun. Follow it in <#{ $thread }>.
thread-name = { $game } · { $host }'s table

## Discord: leaderboards and stats. $here ends a sentence ("on this server").

scope-server = this server
scope-everywhere = everywhere
where-server = on this server
where-everywhere = anywhere
board-title = { $game } leaderboard · { $scope } · by { $by }
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
stats-title = { $who } · { $game } stats · { $scope }
stats-rating = Rating: **{ $rating }** (rank { $rank } { $here })
stats-changes = Last changes: { $changes }
stats-change = { $delta } ({ -match } { $number })
stats-none = No finished { -match }es yet { $here }.
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
history-title-theirs = { $game } · { $who }'s last { -match }es
history-title = { $game } · the last { -match }es on this server
history-footer = /ribs replay match:<number> steps through one, { -trick } by { -trick }.
replay-no-match = ⚠️ There is no finished { -match } { $number } on this server: see /ribs history.
replay-title = { $game } · { -match(case: "capital") } { $number } · { -hand(case: "capital") } { $hand } of { $hands }
replay-title-part = { $title } ({ $part }/{ $parts })
replay-hand-quiet = Nothing was announced in this { -hand }.
replay-unreadable = ⚠️ { -match(case: "capital") } { $number } no longer plays again as it was stored, so it cannot be shown.
replay-button-prev-hand = ◀◀ { -hand(case: "capital") }
replay-button-prev = ◀
replay-button-next = ▶
replay-button-next-hand = { -hand(case: "capital") } ▶▶
history-footer-hands = /games replay match:<number> steps through one, { -hand } by { -hand }.
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

## Discord: answers to clicks

click-not-in-server = ⚠️ Ribs is played in a server's channels, not here.
click-panel-only = ⚠️ That control belongs to a private panel: press Your hand on the table.
click-private-page = ⚠️ That control belongs to a private page: open it with its command.
click-other-channel = ⚠️ That control belongs to a table in another channel.
click-unknown = That control is not one this bot knows (it may be from an older version).
click-pick-from-menu = ⚠️ Pick two cards from the menu.
click-pick-two = ⚠️ Pick exactly two cards.
click-choose-from-menu = ⚠️ Choose one value from the menu.
note-no-thread-permission = Could not open a thread for this table (I may not create threads here); the { -match } is played in this channel.
note-no-threads = Could not open a thread for this table (threads are not available here); the { -match } is played in this channel.

## Discord: /games list, the catalog of the games ($new, $rules, $board: the commands, as
## links; $game: the command's game option with the game's name)

catalog-title = { $count ->
        [one] The game
       *[other] The { $count } games
    }
catalog-game = **{ $name }** · { $players } · { $minutes }
catalog-players = { $min } to { $max } players
catalog-players-exactly = { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
catalog-minutes = a { -match } takes about { $from } to { $to } minutes
catalog-options = Table options (the host sets them in the lobby): { $options }
catalog-links = Open a table with { $new }, read the rules with { $rules }, see the board with { $board }, each with { $game }.
catalog-footer = Each command asks for the game first.

## The operator's tools: counts

count-matches = { $count ->
        [one] { $count } { -match }
       *[other] { $count } { -match }es
    }
count-hands = { $count ->
        [one] { $count } { -hand }
       *[other] { $count } { -hand }s
    }

# How many players a game seats, from its catalog (the lobby, a refusal to start).
players-needed = { $game } needs { $min } to { $max } players
players-needed-exactly = { $game } needs exactly { $seats } players

# A player's record at a game: its matches played and won (/games stats).
stats-record = { -match(case: "capital") }es: { $matches } played, { $wins } won ({ $rate }%)

# A menu of the panel offering the cards of one suit (a hand too large for buttons).
panel-cards-of-suit = Your { $suit } cards ({ $count })
