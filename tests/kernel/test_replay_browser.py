"""The replay page in a real browser: Debian's chromium, headless, driven by selenium.

For each game the page opens from a file (no server), steps forward and back with the arrow
keys, the buttons and the slider, switches to a seat's view, and shows each step's picture as
``State.svg`` draws it. A screenshot of each game is written to build/screenshots/ (CI keeps
them as artifacts). Without chromium, chromedriver or selenium the tests are skipped, except
under CI (``CI=true``), where .ci/run installs them and a missing browser is a failure.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from boardrules.replay import LOG_LENGTH, replay_page
from tests.kernel.test_replay import game_states
from tests.picture_helpers import parse, text

ROOT = Path(__file__).resolve().parents[2]
SHOTS = ROOT / "build" / "screenshots"
CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
STEPS = 40  # states of each game on the page

try:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.support.ui import Select

    SELENIUM = True
except ImportError:  # pragma: no cover - the browser extra is not installed
    SELENIUM = False

MISSING = [
    what
    for what, there in (("chromium", CHROMIUM), ("chromedriver", DRIVER), ("selenium", SELENIUM))
    if not there
]
if MISSING and os.environ.get("CI") != "true":
    pytestmark = pytest.mark.skip(
        reason=f"no {', '.join(MISSING)} here (apt-get install chromium chromium-driver; "
        "pip install -e '.[browser]')"
    )


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    assert not MISSING, f"CI must install {MISSING} (.ci/run)"
    assert CHROMIUM is not None  # (it is not MISSING)
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    profile = tempfile.mkdtemp(prefix="chromium-")
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--hide-scrollbars",
        "--window-size=1000,1300",
        f"--user-data-dir={profile}",
    ):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=Service(executable_path=DRIVER))
    try:
        yield driver
    finally:
        driver.quit()
        shutil.rmtree(profile, ignore_errors=True)


def shown(driver: Any) -> tuple[str, str, str]:
    """The step, the view and the words of the picture the page shows."""
    body = driver.find_element(By.TAG_NAME, "body")
    board = driver.find_element(By.CSS_SELECTOR, "#board svg")
    words = driver.execute_script("return arguments[0].textContent;", board)
    return body.get_attribute("data-step"), body.get_attribute("data-view"), squeeze(words)


def squeeze(words: str) -> str:
    """The words without white space (the HTML parser and ElementTree space them apart
    differently)."""
    return "".join(words.split())


def picture_words(svg: str) -> str:
    return squeeze(text(parse(svg)))


@pytest.mark.parametrize(
    ("game_id", "players", "seed"),
    [
        ("woodcraft_rw", 3, 1),
        ("hallertau", 2, 5),
        ("kleine_voelker", 3, 3),
        ("nusfjord", 3, 2),
        ("woodcraft", 2, 1),
    ],
)
def test_a_replay_page_steps_and_switches_seats_in_chromium(
    browser: Any, tmp_path: Path, game_id: str, players: int, seed: int
) -> None:
    states = game_states(game_id, players, seed)[:STEPS]
    page = tmp_path / f"{game_id}.html"
    page.write_text(replay_page(states), encoding="utf-8")
    browser.get(page.as_uri())
    words = [picture_words(s.svg()) for s in states]

    assert shown(browser) == ("0", "public", words[0])
    assert browser.find_element(By.ID, "step").text == f"step 0 / {len(states) - 1}"
    body = browser.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.ARROW_RIGHT)
    body.send_keys(Keys.ARROW_RIGHT)
    assert shown(browser) == ("2", "public", words[2])
    assert browser.find_element(By.ID, "action").text.endswith(str(states[2].history[-1])) or (
        "a secret choice" in browser.find_element(By.ID, "action").text
    )
    body.send_keys(Keys.ARROW_LEFT)
    assert shown(browser)[0] == "1"
    browser.find_element(By.ID, "next").click()
    browser.find_element(By.ID, "next").click()
    browser.find_element(By.ID, "prev").click()
    assert shown(browser) == ("2", "public", words[2])
    browser.execute_script(
        "const s = document.getElementById('slider'); s.value = '20';"
        "s.dispatchEvent(new Event('input'));"
    )
    assert shown(browser) == ("20", "public", words[20])
    moves = browser.find_elements(By.CSS_SELECTOR, "#moves li")
    assert len(moves) == LOG_LENGTH  # the last moves up to the step, beside the picture
    assert [m.get_attribute("data-step") for m in moves] == [
        str(k) for k in range(21 - LOG_LENGTH, 21)
    ]
    assert moves[-1].get_attribute("class") == "move current"
    assert moves[-1].text.endswith(browser.find_element(By.ID, "action").text)
    mover = states[19].current_player
    assert moves[-1].get_attribute("data-seat") == ("chance" if mover < 0 else "ABCD"[mover])
    board = browser.find_element(By.ID, "board").rect
    log = browser.find_element(By.ID, "log").rect
    assert log["x"] >= board["x"] + board["width"] - 1 and log["y"] < board["y"] + 40
    moves[0].click()
    assert shown(browser) == (str(21 - LOG_LENGTH), "public", words[21 - LOG_LENGTH])
    body.send_keys(Keys.END)
    body.send_keys(Keys.HOME)
    assert not browser.find_elements(By.CSS_SELECTOR, "#moves li")
    browser.execute_script(
        "const s = document.getElementById('slider'); s.value = '20';"
        "s.dispatchEvent(new Event('input'));"
    )

    Select(browser.find_element(By.ID, "view")).select_by_value("1")
    assert shown(browser) == ("20", "1", picture_words(states[20].svg(1)))
    assert squeeze("seat B's view") in shown(browser)[2]
    body.send_keys(Keys.END)
    assert shown(browser) == (str(len(states) - 1), "1", picture_words(states[-1].svg(1)))
    body.send_keys(Keys.HOME)
    assert shown(browser)[0] == "0"
    browser.find_element(By.ID, "last").click()
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert browser.save_screenshot(str(SHOTS / f"replay-{game_id}.png"))
