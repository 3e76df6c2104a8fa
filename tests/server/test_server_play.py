"""Whole games through the server: lobby, play over WebSockets, replays that verify, and the
hidden-information guarantee checked on every message of whole games (128)."""

from __future__ import annotations

import asyncio
import json
import re
import sys
from pathlib import Path
from typing import Any

import httpx
import websockets

from riftbound.actions import Action
from riftbound.cli import main
from riftbound.decks import build
from riftbound.decks.named import named
from riftbound.effects.reveal import revealed_now
from riftbound.game import Game, new_game
from riftbound.log import name
from riftbound.observe import LOOKING
from riftbound.replay import verify
from riftbound.rules.deck import Deck, builtin
from riftbound.server import load
from riftbound.state import HAND, MAIN_DECK, RUNE_DECK, SET_ASIDE
from tests.server.conftest import Player, Server, play_all, seat_url


def replay_states(server: Server, game_id: str, tmp_path: Path) -> list[Game]:
    """The game re-run from its replay file (which must verify): the state after each action."""
    r = httpx.get(f"{server.url}/api/games/{game_id}/replay.jsonl", timeout=30)
    assert r.status_code == 200, r.text
    path = tmp_path / f"{game_id}.jsonl"
    path.write_text(r.text)
    assert verify(path).actions > 0
    lines = [json.loads(x) for x in r.text.splitlines()]
    h = lines[0]
    g = new_game(mode=h["mode"], decks=[Deck.from_dict(d) for d in h["decks"]], seed=h["seed"],
                 max_turns=h["max_turns"])
    out = [g.clone()]
    for d in lines[1:]:
        if d["type"] == "action":
            g.apply_action(Action.from_json(d["action"]))
            out.append(g.clone())
    return out


def hidden_objects(g: Game, viewer: int) -> set[int]:
    """Objects ``viewer`` may not identify (128): other players' hands and set-aside cards, all
    decks, and facedown cards others control; but not cards revealed to everyone (424) nor
    those an instruction lets the viewer look at (128.4)."""
    s = g.s
    out: set[int] = set()
    pend = s.pending
    shown = set(revealed_now(s))
    if pend is not None and pend[0] in LOOKING and pend[1] == viewer:
        shown.update(pend[2:])
    for p in range(s.n_players):
        out.update(s.zone_of(p, MAIN_DECK), s.zone_of(p, RUNE_DECK))
        if p != viewer:
            out.update(s.zone_of(p, HAND), s.zone_of(p, SET_ASIDE))
    for z in s.face_zones:
        out.update(o for o in s.zones[z] if s.o_ctrl[o] != viewer)
    return out - shown


def walk(v: Any) -> Any:
    yield v
    if isinstance(v, dict):
        for x in v.values():
            yield from walk(x)
    elif isinstance(v, list):
        for x in v:
            yield from walk(x)


def _names(label: str, text: str) -> bool:
    """Whether ``text`` names the object ``label`` ("Name#3"), not merely one whose id
    starts with the same digits ("Name#39")."""
    return re.search(re.escape(label) + r"(?!\d)", text) is not None


def assert_no_leak(states: list[Game], viewer: int, messages: list[dict[str, Any]]) -> int:
    """Every state message ``viewer`` received shows no object hidden from it: no object entry,
    no ``Name#id`` in any text, no other player's hand, no decision that is not its own. (A log
    entry may name a card that was seen before or after the action that logged it.)"""
    checked = 0
    for m in messages:
        if m["type"] != "state":
            continue
        g = states[m["seq"]]
        hidden = hidden_objects(g, viewer)
        names = {name(g.s, o) for o in hidden}
        if m["log_from"] > 0:
            prev = states[m["seq"] - 1]
            logged = {name(g.s, o) for o in hidden & hidden_objects(prev, viewer)}
            for _rule, text in m["log"]:
                assert not any(_names(n, text) for n in logged), f"seq {m['seq']}: {text!r} names a hidden card"
        for v in walk({k: x for k, x in m.items() if k != "log" or m["log_from"] == 0}):
            if isinstance(v, dict) and "card" in v and "id" in v:
                assert v["id"] not in hidden, f"seq {m['seq']}: object {v} is hidden from {viewer}"
            if isinstance(v, str) and "#" in v:
                assert not any(_names(n, v) for n in names), f"seq {m['seq']}: {v!r} names a card hidden from {viewer}"
        for p in m["observation"]["players"]:
            assert ("hand" in p) == (p["player"] == viewer)
        if m["decision"] is not None:
            assert g.current_player() == viewer
        checked += 1
    return checked


def test_two_players_play_a_duel_to_the_end_and_the_replay_verifies(server: Server, tmp_path: Path) -> None:
    c = server.create(mode="duel", decks=["test-fury-calm", "test-mind-order"], seed=11)
    assert [s["agent"] for s in c["seats"]] == [None, None]
    server.start_game(c)
    players = [Player(seat_url(server, c, 0), seed=1), Player(seat_url(server, c, 1), seed=2, delta=True),
               Player(f"{server.ws}/ws/{c['id']}", delta=True)]
    ends = play_all(players)
    assert all(e["observation"]["terminal"] for e in ends)
    assert ends[0]["table"]["status"] == "over" and ends[0]["table"]["winners"] == ends[2]["table"]["winners"]
    assert not players[0].errors and not players[1].errors
    states = replay_states(server, c["id"], tmp_path)
    assert len(states) - 1 == ends[0]["seq"]
    for viewer, p in ((0, players[0]), (1, players[1]), (-1, players[2])):
        assert assert_no_leak(states, viewer, p.messages) > 10
    # a delta connection's observations, rebuilt from the patches, are the whole ones; patches are smaller
    for viewer, p in ((1, players[1]), (-1, players[2])):
        seen = [m for m in p.messages if m["type"] == "state"]
        assert all("patch" in m for m in seen[1:]) and "patch" not in seen[0]
        for m in seen:
            assert m["observation"] == json.loads(json.dumps(states[m["seq"]].observation(viewer))), m["seq"]
    full = sum(len(json.dumps(m["observation"])) for m in players[0].messages if m["type"] == "state")
    patches = sum(len(json.dumps(m.get("patch"))) for m in players[1].messages if m["type"] == "state")
    assert patches < full / 2
    # every entry of the judge's log names its rule
    assert ends[2]["log"] == [] or all(len(e) == 2 for e in ends[2]["log"])


def test_2v2_with_agents_leaks_nothing_to_players_or_spectators(server: Server, tmp_path: Path) -> None:
    c = server.create(mode="2v2", seats=[{}, {"agent": "random"}, {"agent": "heuristic"}, {}], seed=5)
    summary = httpx.get(f"{server.url}/api/games/{c['id']}").json()
    assert len({s["team"] for s in summary["seats"]}) == 2
    server.start_game(c)
    players = [Player(seat_url(server, c, 0), seed=3), Player(seat_url(server, c, 3), seed=4),
               Player(f"{server.ws}/ws/{c['id']}")]
    ends = play_all(players)
    assert all(e["observation"]["terminal"] for e in ends)
    states = replay_states(server, c["id"], tmp_path)
    for viewer, p in ((0, players[0]), (3, players[1]), (-1, players[2])):
        assert assert_no_leak(states, viewer, p.messages) > 0


def test_a_player_against_a_bot_and_a_rematch(server: Server) -> None:
    c = server.create(mode="duel", seats=[{}, {"agent": "heuristic"}], seed=2)
    server.start_game(c)
    end = play_all([Player(seat_url(server, c, 0), seed=9)])[0]
    assert end["table"]["status"] == "over"
    r = httpx.post(f"{server.url}/api/games/{c['id']}/rematch", json={"host_secret": "wrong"})
    assert r.status_code == 403
    async def ask_twice() -> list[httpx.Response]:  # at once: one rematch for both
        async with httpx.AsyncClient(base_url=server.url, timeout=30) as http:
            return list(await asyncio.gather(*(http.post(f"/api/games/{c['id']}/rematch",
                                                         json={"host_secret": c["host_secret"]}) for _ in range(2))))

    r, again = asyncio.run(ask_twice())
    assert r.status_code == again.status_code == 200, r.text
    new = r.json()
    assert new["id"] != c["id"] and new["status"] == "waiting" and again.json()["id"] == new["id"]
    assert httpx.get(f"{server.url}/api/games/{c['id']}").json()["rematch"] == new["id"]
    # the same invite secret opens the same seat of the rematch
    rematch = {"id": new["id"], "seats": c["seats"], "host_secret": c["host_secret"]}
    server.start_game(rematch)
    assert play_all([Player(seat_url(server, rematch, 0), seed=10)])[0]["table"]["status"] == "over"


def test_lobby_refuses_bad_requests_clearly(server: Server) -> None:
    bad = [({"mode": "chess"}, "unknown mode"), ({"decks": ["test-fury-calm"]}, "needs a list of 2 decks"),
           ({"decks": ["test-fury-calm", "no-such-deck"]}, "no-such-deck"),
           ({"seats": [{"agent": "god"}, {}]}, "unknown agent"), ({"seed": "x"}, "seed"),
           ({"colour": 1}, "unknown field")]
    for req, words in bad:
        r = httpx.post(f"{server.url}/api/games", json=req)
        assert r.status_code == 400 and words in r.json()["error"], (req, r.text)
    r = httpx.post(f"{server.url}/api/games", content=b"{nope")
    assert r.status_code == 400 and "not JSON" in r.json()["error"]
    assert httpx.get(f"{server.url}/api/games/nosuchgame").status_code == 404
    info = httpx.get(f"{server.url}/api/info").json()
    assert "test-fury-calm" in info["decks"] and info["modes"]["ffa4"]["players"] == 4


def test_card_faces_and_the_client_pages_are_served(server: Server) -> None:
    faces = httpx.get(f"{server.url}/api/cards", params={"ids": "test-legend-tinker"}).json()
    assert faces["test-legend-tinker"]["type"] == "legend"
    assert httpx.get(f"{server.url}/api/cards", params={"ids": "nope"}).status_code == 404
    for path in ("/", "/play/x", "/replay/x", "/static/client.js", "/static/style.css"):
        assert httpx.get(server.url + path).status_code == 200, path


def test_replays_stay_secret_until_the_game_is_over(server: Server) -> None:
    c = server.create(seed=4)
    server.start_game(c)
    for path in ("replay.jsonl", "frames"):
        r = httpx.get(f"{server.url}/api/games/{c['id']}/{path}")
        assert r.status_code == 409 and "once the game is over" in r.json()["error"]


def test_the_load_benchmark_plays_games_without_errors(server: Server, capsys: Any) -> None:
    assert load.main(["--games", "2", "--seconds", "8", "--url", server.url, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["errors"] == 0 and report["actions"] > 0 and report["latency_ms"]["p95"] > 0
    assert len(report["load_average"]) == 6
    # players who think first (each action's latency is still measured from its own sending)
    assert load.main(["--games", "1", "--seconds", "4", "--think", "0.05", "--url", server.url, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["errors"] == 0 and report["actions"] > 0 and report["think"] == 0.05


def test_messages_are_sent_uncompressed_unless_asked(server: Server, tmp_path: Path) -> None:
    async def extensions(url: str) -> str | None:
        async with websockets.connect(url) as ws:  # the client offers permessage-deflate
            assert ws.response is not None
            return ws.response.headers.get("Sec-WebSocket-Extensions")

    c = server.create(mode="duel", seed=4)
    assert asyncio.run(extensions(seat_url(server, c, 0))) is None
    other = Server(str(tmp_path / "z.sqlite3"), args=["--ws-compression"]).start()
    try:
        c = other.create(mode="duel", seed=4)
        assert "permessage-deflate" in (asyncio.run(extensions(seat_url(other, c, 0))) or "")
    finally:
        other.stop()


def test_decks_come_by_name_deck_list_text_or_deck_code(server: Server) -> None:
    text = build.to_text(builtin("test-fury-calm"))
    c = server.create(mode="duel", decks=[text, "test-mind-order"], seed=1)
    assert c["table"]["seats"][0]["deck"] == "deck list"
    code = build.to_code(named("precon-vex"))  # a deck code: read, then refused while its cards are missing
    r = httpx.post(f"{server.url}/api/games", json={"decks": [code, "test-mind-order"]})
    assert r.status_code == 400 and "can't be played yet" in r.json()["error"]
    r = httpx.post(f"{server.url}/api/games", json={"decks": ["/etc/passwd", "test-mind-order"]})
    assert r.status_code == 400 and "no named deck" in r.json()["error"]  # never a path on the server


def test_serve_without_the_server_extra_says_what_to_install(monkeypatch: Any, capsys: Any) -> None:
    monkeypatch.setitem(sys.modules, "riftbound.server.run", None)  # as if uvicorn were missing
    assert main(["serve", "--port", "1"]) == 2
    assert "pip install 'riftbound[server]'" in capsys.readouterr().err


def test_real_decks_play_to_the_end_without_leaks(server: Server, tmp_path: Path) -> None:
    c = server.create(mode="duel", decks=["real-annie", "real-lux"], seed=13)
    server.start_game(c)
    players = [Player(seat_url(server, c, 0), seed=5), Player(seat_url(server, c, 1), seed=6)]
    assert all(e["observation"]["terminal"] for e in play_all(players))
    states = replay_states(server, c["id"], tmp_path)
    for viewer, p in enumerate(players):
        assert assert_no_leak(states, viewer, p.messages) > 10
