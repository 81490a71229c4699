# The host's test game (Drill, in the tests only): its options' names.
test-game-option-rounds = rondas
test-game-option-deal = cartas repartidas
test-game = Drill
