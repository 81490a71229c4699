# The host's test game (Drill, in the tests only): its options' names.
test-game-option-rounds = rodadas
test-game-option-deal = cartas distribuídas
test-game = Drill
