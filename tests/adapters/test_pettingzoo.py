"""boardrules.adapters.pettingzoo: PettingZoo's api_test and seed_test on every game and player
count, and the environment against the library's own game."""

from __future__ import annotations

import warnings

import pytest

import boardrules
from tests.adapters.conftest import CONFIGS, extra

pz_test = extra("pettingzoo.test", "pettingzoo")
adapter = extra("boardrules.adapters.pettingzoo", "pettingzoo")
np = extra("numpy", "pettingzoo")


@pytest.mark.parametrize(("game_id", "players"), CONFIGS)
def test_pettingzoo_api_test_and_seed_test(game_id: str, players: int) -> None:
    """api_test plays a whole game (1000 cycles: every game ends sooner) with masked random
    actions; seed_test plays two environments of one seed side by side for 50 cycles."""
    with warnings.catch_warnings():
        # PettingZoo's advice for observation dicts and Box spaces (its own classic games,
        # chess and go, observe the same dicts of observation and action mask)
        warnings.simplefilter("ignore", UserWarning)
        pz_test.api_test(adapter.env(game_id, players=players), num_cycles=1000)
        pz_test.seed_test(lambda: adapter.env(game_id, players=players), num_cycles=50)


def test_an_episode_is_the_library_game_of_that_seed() -> None:
    """Stepping the environment is stepping the game: same seed, same actions, same state;
    the final rewards are the returns; observations are the seats' tensors and masks."""
    e = adapter.env("woodcraft_rw", players=3)
    e.reset(seed=4)
    state = boardrules.load_game("woodcraft_rw").new_game(3, seed=4)
    totals = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        totals[agent] += reward
        assert not truncated
        if terminated:
            e.step(None)
            continue
        seat = e.agent_name_mapping[agent]
        assert seat == state.current_player
        assert obs["observation"].tolist() == pytest.approx(state.observation_tensor(seat))
        assert np.flatnonzero(obs["action_mask"]).tolist() == list(state.legal_action_ids())
        assert info["legal_action_ids"] == state.legal_action_ids()
        action = int(e.action_space(agent).sample(obs["action_mask"]))
        e.step(action)
        state = state.apply_id(action)
        assert e.game_state == state
    assert state.is_terminal and not e.agents
    assert list(totals.values()) == list(state.returns())


def test_an_illegal_action_raises_and_changes_nothing() -> None:
    e = adapter.env("kleine_voelker", players=2)
    e.reset(seed=1)
    before = e.game_state
    obs, *_ = e.last()
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    with pytest.raises(boardrules.IllegalAction):
        e.step(illegal)
    assert e.game_state is before


def test_bad_player_counts_and_options_fail_at_once() -> None:
    with pytest.raises(ValueError, match="takes 2-4 players"):
        adapter.env("kleine_voelker", players=1)
    with pytest.raises(ValueError, match="no option"):
        adapter.env("kleine_voelker", players=2, colour="red")


PARALLEL = [(g, 2) for g in boardrules.list_games()] + [("woodcraft_rw", 4), ("kleine_voelker", 3)]


@pytest.mark.parametrize(("game_id", "players"), PARALLEL)
def test_pettingzoo_parallel_api_test(game_id: str, players: int) -> None:
    """parallel_api_test plays whole games (every live agent sends a masked random action
    each step: the agents not asked send 0, which is ignored)."""
    pz_parallel = extra("pettingzoo.test.parallel_test", "pettingzoo")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)  # the Box and dict advice, as above
        pz_parallel.parallel_api_test(
            adapter.parallel_env(game_id, players=players), num_cycles=5000
        )


def test_the_secret_picks_of_every_seat_are_one_parallel_step() -> None:
    """Woodcraft Roll & Write (L77-L85): every seat picks in secret, then all reveal: one
    parallel step asks them all, each with the options and view it has in the sequential
    game, and the game is the library's with the picks in seat order."""
    e = adapter.parallel_env("woodcraft_rw", players=3, rewards="zero_sum")
    obs, infos = e.reset(seed=2)
    state = boardrules.load_game("woodcraft_rw").new_game(3, seed=2)
    together, steps = 0, 0
    while e.agents:
        acting = [a for a in e.agents if obs[a]["action_mask"].any()]
        together = max(together, len(acting))
        actions = {a: int(e.action_space(a).sample(obs[a]["action_mask"])) for a in e.agents}
        for agent in acting:
            seat = e.agent_name_mapping[agent]
            assert state.current_player == seat
            assert obs[agent]["observation"].tolist() == pytest.approx(
                e.game_state.observation_tensor(seat)
            )
            assert np.flatnonzero(obs[agent]["action_mask"]).tolist() == list(
                state.legal_action_ids()
            )
            state = state.apply_id(actions[agent])
        obs, rewards, terminations, truncations, infos = e.step(actions)
        steps += 1
        assert e.game_state == state
    assert together == 3 and state.is_terminal
    assert list(rewards.values()) == list(state.returns("zero_sum"))
    assert sum(rewards.values()) == pytest.approx(0.0)


def test_a_parallel_step_missing_an_acting_agent_changes_nothing() -> None:
    e = adapter.parallel_env("woodcraft_rw", players=2)
    obs, _ = e.reset(seed=1)
    while sum(obs[a]["action_mask"].any() for a in e.agents) < 2:  # up to the first picks
        obs, *_ = e.step({a: e.action_space(a).sample(obs[a]["action_mask"]) for a in e.agents})
    before = e.game_state
    first = next(a for a in e.agents if obs[a]["action_mask"].any())
    action = int(np.flatnonzero(obs[first]["action_mask"])[0])
    with pytest.raises(boardrules.IllegalAction, match="must act in this step"):
        e.step({first: action})
    assert e.game_state is before


@pytest.mark.parametrize("game_id", ["kleine_voelker", "woodcraft_rw"])
def test_pettingzoo_render_test(game_id: str) -> None:
    """render_test in every mode the environment lists (ansi, human, svg and, with the extra
    ``render``, rgb_array): text, printed text, the public SVG picture, that picture as an
    image array."""
    render = extra("pettingzoo.test", "pettingzoo").render_test
    render(
        lambda render_mode=None: adapter.env(game_id, players=2, render_mode=render_mode),
        custom_tests={"svg": lambda res: res.startswith("<svg")},
    )
    e = adapter.env(game_id, players=2, render_mode="svg")
    e.reset(seed=3)
    assert e.render() == e.game_state.svg()


def test_rgb_array_is_the_svg_picture_rasterized() -> None:
    """With the extra ``render`` (CI installs it: libcairo2 comes with Debian's chromium), the
    rgb_array mode is listed and gives the public picture as an 800-pixel-wide image whose
    colours are the picture's (a seat's colour, the background); without it, it is not listed
    and asking for it names the extra."""
    zoo = extra("boardrules.adapters.zoo", "pettingzoo")
    if "rgb_array" not in zoo.RENDER_MODES:
        with pytest.raises(ImportError, match=r"boardrules\[render\]"):
            zoo.rasterizer()
        with pytest.raises(ValueError, match=r"boardrules\[render\]"):
            adapter.env("kleine_voelker", render_mode="rgb_array")
        extra("cairosvg", "render")  # skipped here, failed where the extras are required
    e = adapter.env("kleine_voelker", players=2, render_mode="rgb_array")
    e.reset(seed=3)
    image = e.render()
    assert image.dtype == np.uint8 and image.ndim == 3 and image.shape[1:] == (800, 3)
    colours = {tuple(int(v) for v in c) for c in image.reshape(-1, 3)[::97]}
    assert len(colours) > 20  # a picture, not a blank
    assert e.render().tolist() == image.tolist()  # the same state, the same picture


def test_rewards_option_of_the_aec_env() -> None:
    e = adapter.env("kleine_voelker", players=2, rewards="score_margin", round_limit=10)
    e.reset(seed=6)
    final = {}
    for agent in e.agent_iter():
        obs, reward, terminated, truncated, info = e.last()
        final[agent] = reward
        e.step(None if terminated else int(e.action_space(agent).sample(obs["action_mask"])))
    scores = e.game_state.scores()
    assert final == {"player_0": scores[0] - scores[1], "player_1": scores[1] - scores[0]}
    with pytest.raises(ValueError, match="rewards is one of"):
        adapter.env("kleine_voelker", rewards="elo")
    with pytest.raises(ValueError, match="render_mode is one of"):
        adapter.env("kleine_voelker", render_mode="rgba")
