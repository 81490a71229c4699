# The host's test game (Drill, in the tests only): its options' names.
test-game-option-rounds = rundy
test-game-option-deal = rozdane karty
test-game = Drill
