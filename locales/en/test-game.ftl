# The host's test game (Drill, in the tests only): its options' names.
test-game-option-rounds = rounds
test-game-option-deal = cards dealt
test-game = Drill
