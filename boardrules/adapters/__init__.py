"""Adapters to other frameworks, each an optional extra of its own:

- ``boardrules.adapters.openspiel`` (``pip install 'boardrules[openspiel]'``): importing it
  registers every installed game in OpenSpiel as ``boardrules_<game id>``;
- ``boardrules.adapters.pettingzoo`` (``pip install 'boardrules[pettingzoo]'``):
  ``env(game_id, players=N)``, a PettingZoo AEC environment with Gymnasium spaces.

Nothing here is imported by ``import boardrules``: the base install needs neither.
"""
