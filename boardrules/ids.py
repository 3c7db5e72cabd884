"""Player ids, as OpenSpiel's (open_spiel/spiel.h, enum PlayerId): tests/kernel/test_ids.py."""

CHANCE = -1  # kChancePlayerId
SIMULTANEOUS = -2  # kSimultaneousPlayerId
INVALID_PLAYER = -3  # kInvalidPlayer: never a current_player
TERMINAL = -4  # kTerminalPlayerId
NO_SEAT = -1  # the "seat" of a spectator: public_observation asks observation(d, NO_SEAT)
