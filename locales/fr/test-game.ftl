# The host's test game (Drill, in the tests only): its options' names.
test-game-option-rounds = manches
test-game-option-deal = cartes distribuées
test-game = Drill
