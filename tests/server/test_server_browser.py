"""The browser client in a real Chromium (Playwright driving the system's /usr/bin/chromium):
two pages play a whole game from the lobby to the end, a page plays a bot and reloads mid-game,
a spectator page never shows a hidden card, and the replay viewer steps through the game.
Screenshots go to $RIFTBOUND_ARTIFACTS (default: pytest's temporary directory). Skipped when
Chromium or Playwright is missing."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

from tests.server.conftest import Server
from tests.server.test_server_play import hidden_objects, replay_states


def seq(page: Any) -> int:
    return int(page.get_attribute("body", "data-seq") or -1)


def step(page: Any, rng: random.Random) -> bool:
    """If the page is deciding, click one of its answers (a highlighted card or a button);
    returns whether it clicked."""
    if page.get_attribute("body", "data-deciding") != "yes":
        return False
    before = seq(page)
    cards = page.locator(".card.choosable")
    buttons = page.locator("#decision button[data-kind]")
    if cards.count() and rng.random() < 0.5:
        cards.nth(rng.randrange(cards.count())).click()
        options = page.locator("#decision button:not([data-kind]):not(#concede):not(#rematch-button)")
        if seq(page) == before and options.count():  # the card has several answers: pick one
            options.nth(rng.randrange(options.count())).click()
    else:
        buttons.nth(rng.randrange(buttons.count())).click()
    page.wait_for_function(f"document.body.dataset.seq != '{before}' || document.getElementById('error').textContent",
                           timeout=15000)
    return True


def play_pages(pages: list[Any], rng: random.Random, limit: int = 5000,
               every: Any = None) -> None:
    """Click answers on whichever page is deciding until every page shows the game over."""
    for n in range(limit):
        if all(p.get_attribute("body", "data-over") == "yes" for p in pages):
            return
        if not any(step(p, rng) for p in pages):
            pages[0].wait_for_timeout(30)
        if every:
            every(n)
    raise AssertionError("the game did not end")


def open_game(browser: Any, url: str) -> Any:
    page = browser.new_page(viewport={"width": 1400, "height": 1000})
    page.goto(url)
    page.wait_for_selector("body[data-seq]")
    return page


def test_two_pages_play_a_whole_game_from_the_lobby_watched_by_a_spectator(
        browser: Any, server: Server, shots: Path, tmp_path: Path) -> None:
    lobby = browser.new_page(viewport={"width": 1200, "height": 800})
    lobby.goto(server.url + "/")
    lobby.select_option("#mode", "duel")
    lobby.fill("#seed", "17")
    lobby.click("#create")
    lobby.wait_for_selector("a.invite")
    invites = [a.get_attribute("href") for a in lobby.locator("a.invite").all()]
    spectate = lobby.locator("a.spectate").get_attribute("href")
    assert len(invites) == 2 and spectate
    lobby.screenshot(path=str(shots / "lobby.png"))
    lobby.click("#start")
    lobby.wait_for_selector("#started:has-text('started')")
    p0, p1 = (open_game(browser, server.url + u) for u in invites)
    spec = open_game(browser, server.url + spectate)
    p0.screenshot(path=str(shots / "duel-start-p0.png"), full_page=True)
    seen: list[tuple[int, list[int], bool]] = []

    def watch(n: int) -> None:
        if n % 7 == 0:  # a sample read while no message arrived (the same seq before and after)
            before = seq(spec)
            ids = [int(x) for x in spec.eval_on_selector_all(".card[data-obj]", "es => es.map(e => e.dataset.obj)")]
            had_hand = spec.locator("#hand").count() > 0
            if seq(spec) == before:
                seen.append((before, ids, had_hand))
        if n == 40:
            p1.screenshot(path=str(shots / "duel-mid-p1.png"), full_page=True)
            spec.screenshot(path=str(shots / "duel-mid-spectator.png"), full_page=True)

    play_pages([p0, p1], random.Random(3), every=watch)
    spec.wait_for_selector("#gameover")
    for name, p in (("p0", p0), ("p1", p1), ("spectator", spec)):
        assert p.locator("#gameover").count() == 1
        p.screenshot(path=str(shots / f"duel-end-{name}.png"), full_page=True)
    assert p0.locator("#log div").count() > 20
    # the spectator never showed a hand nor any card hidden at that moment (128)
    game_id = invites[0].split("/")[2].split("?")[0]
    states = replay_states(server, game_id, tmp_path)
    assert len(seen) > 3
    for s, ids, had_hand in seen:
        assert not had_hand
        assert not set(ids) & hidden_objects(states[s], -1), s
    # the replay viewer steps through the finished game
    rp = browser.new_page(viewport={"width": 1400, "height": 1000})
    rp.goto(f"{server.url}/replay/{game_id}")
    rp.wait_for_selector("#step:has-text('step 0')")
    rp.click("#next")
    rp.wait_for_selector("#step:has-text('step 1 of')")
    rp.click("#last")
    rp.wait_for_selector("#gameover")
    rp.screenshot(path=str(shots / "replay-end.png"), full_page=True)


def test_a_page_plays_a_bot_reloads_mid_game_and_finishes(browser: Any, server: Server, shots: Path) -> None:
    c = server.create(mode="duel", seats=[{}, {"agent": "heuristic"}], seed=23)
    server.start_game(c)
    page = open_game(browser, server.url + c["seats"][0]["url"])
    rng = random.Random(5)
    for _ in range(25):
        if not step(page, rng):
            page.wait_for_timeout(30)
    # reload while the page is deciding: the bot then waits for this seat, so nothing moves
    page.wait_for_selector("body[data-deciding='yes']")
    before = seq(page)
    page.reload()
    page.wait_for_selector("body[data-seq]")
    assert seq(page) == before  # the same game, exactly where it was
    page.screenshot(path=str(shots / "bot-after-reload.png"), full_page=True)
    play_pages([page], rng)
    assert page.locator("#gameover").count() == 1
    page.screenshot(path=str(shots / "bot-end.png"), full_page=True)


def test_two_pages_and_two_bots_play_a_2v2_to_the_end(browser: Any, server: Server, shots: Path) -> None:
    c = server.create(mode="2v2", seats=[{}, {}, {"agent": "heuristic"}, {"agent": "random"}], seed=31)
    server.start_game(c)
    pages = [open_game(browser, server.url + c["seats"][i]["url"]) for i in (0, 1)]
    play_pages(pages, random.Random(8), every=lambda n: n == 30 and pages[0].screenshot(
        path=str(shots / "2v2-mid-p0.png"), full_page=True))
    for i, p in enumerate(pages):
        assert p.locator("#gameover").count() == 1
        p.screenshot(path=str(shots / f"2v2-end-p{i}.png"), full_page=True)
