"""Adapters to other frameworks, each an optional extra of its own:

- ``boardrules.adapters.openspiel`` (``pip install 'boardrules[openspiel]'``): importing it
  registers every installed game in OpenSpiel as ``boardrules_<game id>``;
- ``boardrules.adapters.pettingzoo`` (``pip install 'boardrules[pettingzoo]'``):
  ``env(game_id, players=N)``, a PettingZoo AEC environment with Gymnasium spaces, and
  ``parallel_env(game_id, players=N)``, the parallel one (secret picks in one step);
- ``boardrules.adapters.gym`` (``pip install 'boardrules[gym]'``): ``env(game_id, players=N,
  opponents="random")``, one learner against fixed opponents, and ``make(..., num_envs=K)``,
  K of them as a Gymnasium vector environment.

Nothing here is imported by ``import boardrules``: the base install needs none of them.
"""
