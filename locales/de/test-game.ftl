# The host's test game (Drill, in the tests only): its options' names.
test-game-option-rounds = Runden
test-game-option-deal = ausgeteilte Karten
test-game = Drill
