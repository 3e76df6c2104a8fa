"""Tournaments between agents and decks: round-robin or gauntlet, with paired seeds, win
rates with 95% intervals and an Elo table.

**Entrants.** An entrant is an agent playing a deck. ``agents`` alone: each agent plays the
mode's default deck of whichever seat it takes. One agent and several ``decks``: the
entrants are the decks. Several of both: every agent with every deck (``agent@deck``).

**Pairings.** Round-robin: every entrant against every other. Gauntlet: the first entrant
against each of the others.

**Seats and seeds.** A pairing of entrants A and B plays ``games`` games in rounds of two:
round ``r`` is played with game seed ``seed + r`` twice, once with A in seat 0 and once with
B in seat 0 (the same deal from both seats). Seats alternate between the two entrants
around the table, so in a three- or four-player mode the table is A, B, A(, B) and then
B, A, B(, A); in 2v2 (whose teams alternate seats, 484.5.c) A is one team and B the other.
Each seat's agent is seeded from the game seed and the seat (as ``riftbound simulate`` does),
so every game can be re-run alone with the ``riftbound play`` command the report gives.

**What counts as a win.** A game is a win for the entrant owning a seat among the game's
winners and none of the other's; a game with no winner (the turn limit, a drawn Match), or
(in no mode today) winners on both sides, is a draw and counts half a win for each. A game
that raises is an error: reported with its seed, left out of the win rates.
"""

from __future__ import annotations

import csv
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from io import StringIO
from typing import Any

from riftbound.cluster import run_games
from riftbound.errors import RiftboundError
from riftbound.game import DEFAULT_MAX_TURNS, default_decks, new_game
from riftbound.ratings import elo, elo_margins, wilson
from riftbound.rules.deck import Deck
from riftbound.simulate import DEFAULT_MAX_DECISIONS, check_setup, play_command, play_one

SEAT_ROTATIONS = 2  # games a round plays: one with each entrant of the pairing in seat 0

Progress = Callable[[int, int, dict[str, Any]], None]
"""``progress(done, total, totals_so_far)``, called after every game."""


@dataclass(frozen=True)
class Entrant:
    """An agent playing a deck (None: the mode's default deck of each seat it takes)."""

    name: str
    agent: str
    deck: Deck | None = None


@dataclass(frozen=True)
class ArenaGame:
    """One game of a tournament: the pairing it belongs to, its game seed and the entrant
    (an index into the entrants) of every seat."""

    pairing: int
    seed: int
    seats: tuple[int, ...]


def entrants(agents: Sequence[str], decks: Sequence[Deck] | None = None) -> list[Entrant]:
    """The entrants of ``agents`` and ``decks`` (see the module docstring); a name used
    twice gets ``#2``, ``#3``... so an agent can play a copy of itself."""
    if not decks:
        out = [Entrant(a, a) for a in agents]
    elif len(agents) == 1:
        out = [Entrant(d.name, agents[0], d) for d in decks]
    elif len(decks) == 1:
        out = [Entrant(a, a, decks[0]) for a in agents]
    else:
        out = [Entrant(f"{a}@{d.name}", a, d) for a in agents for d in decks]
    seen: dict[str, int] = {}
    named = []
    for e in out:
        seen[e.name] = seen.get(e.name, 0) + 1
        named.append(e if seen[e.name] == 1 else Entrant(f"{e.name}#{seen[e.name]}", e.agent, e.deck))
    return named


def pairings(n: int, gauntlet: bool = False) -> list[tuple[int, int]]:
    """The pairings of ``n`` entrants: every two (round-robin), or the first against each
    of the others (gauntlet)."""
    if gauntlet:
        return [(0, j) for j in range(1, n)]
    return [(i, j) for i in range(n) for j in range(i + 1, n)]


def schedule(pairs: Sequence[tuple[int, int]], games: int, seed: int, seats: int) -> list[ArenaGame]:
    """Every game of the tournament, pairing by pairing: round ``r`` of a pairing (a, b)
    plays game seed ``seed + r`` with a first in seat 0, then with b first; seats alternate
    between the two around the table."""
    out = []
    for k, (a, b) in enumerate(pairs):
        for g in range(games):
            first, second = (a, b) if g % SEAT_ROTATIONS == 0 else (b, a)
            out.append(ArenaGame(k, seed + g // SEAT_ROTATIONS,
                                 tuple(first if s % 2 == 0 else second for s in range(seats))))
    return out


def play_arena_game(game: ArenaGame, players: Sequence[Entrant], mode: str, max_turns: int,
                    max_decisions: int) -> dict[str, Any]:
    """Play one game of a tournament; its outcome as :func:`riftbound.simulate.play_one` gives it."""
    return play_one(game.seed, [players[e].agent for e in game.seats], mode, seat_decks(game, players, mode),
                    max_turns, max_decisions, record=False)


def arena(agents: Sequence[str], games: int, decks: Sequence[Deck] | None = None, mode: str = "duel",
          seed: int = 0, gauntlet: bool = False, max_turns: int = DEFAULT_MAX_TURNS,
          max_decisions: int = DEFAULT_MAX_DECISIONS, progress: Progress | None = None,
          ray_address: str | None = None) -> dict[str, Any]:
    """Play a tournament and return its results as a JSON-ready dict: the entrants, every
    pairing's wins, losses, draws, errors, score and 95% Wilson interval, the win-rate
    matrix (row entrant's score against the column entrant), an Elo table fitted from all
    games (:func:`riftbound.ratings.elo`), and throughput.

    ``games`` (games per pairing) must be a multiple of 2: each seed is played from both
    seats. ``ray_address`` plays the games on a Ray cluster with the same results.
    Interrupted (Ctrl-C), it reports the games finished, with ``"interrupted": true``.
    """
    players = entrants(agents, decks)
    if len(players) < 2:
        raise RiftboundError(f"an arena needs at least 2 entrants, got {len(players)} "
                             f"({', '.join(e.name for e in players) or 'none'}): give more agents or decks")
    if games < SEAT_ROTATIONS or games % SEAT_ROTATIONS:
        raise RiftboundError(f"the number of games a pairing plays (--games) must be a positive multiple of "
                             f"{SEAT_ROTATIONS} (each seed is played from both seats), not {games}")
    seats = max(check_setup([a], mode) for a in agents)  # known agents and mode; the seats of the mode
    pairs = pairings(len(players), gauntlet)
    plan = schedule(pairs, games, seed, seats)
    _check_decks(players, plan, mode, max_turns)
    t = _Table(players, pairs, plan, mode, max_turns)
    one = partial(play_arena_game, players=players, mode=mode, max_turns=max_turns, max_decisions=max_decisions)
    start = time.perf_counter()
    try:
        for i, r in run_games(one, plan, agents, ray_address):
            t.add(i, r)
            if progress is not None:
                progress(t.done, len(plan), t.throughput(time.perf_counter() - start))
    except KeyboardInterrupt:  # the games in progress are dropped; the finished ones are reported
        t.interrupted = True
    return {"format": "gauntlet" if gauntlet else "round-robin", "mode": mode, "games_per_pairing": games,
            "seed": seed, "max_turns": max_turns, **t.result(), "ray": ray_address,
            **t.throughput(time.perf_counter() - start)}


def seat_decks(game: ArenaGame, players: Sequence[Entrant], mode: str) -> list[Deck | str]:
    """The deck of every seat of ``game``: its entrant's, or the mode's default for the seat."""
    return [players[e].deck or d for e, d in zip(game.seats, default_decks(mode), strict=True)]


def _check_decks(players: Sequence[Entrant], plan: Sequence[ArenaGame], mode: str, max_turns: int) -> None:
    """Set up one game of every seating before any is played, so decks the mode refuses
    (e.g. teammates sharing a legend in 2v2, 484.8.g) fail at once, clearly."""
    for game in {g.seats: g for g in plan}.values():
        try:
            new_game(mode=mode, decks=seat_decks(game, players, mode), seed=game.seed, max_turns=max_turns)
        except RiftboundError as e:
            who = " vs ".join(dict.fromkeys(players[i].name for i in game.seats))
            raise RiftboundError(f"{who} can't play {mode}: {e}") from None


class _Table:
    """The running results of a tournament."""

    def __init__(self, players: Sequence[Entrant], pairs: Sequence[tuple[int, int]], plan: Sequence[ArenaGame],
                 mode: str, max_turns: int) -> None:
        self.players, self.pairs, self.plan, self.mode, self.max_turns = players, pairs, plan, mode, max_turns
        self.done = 0
        self.decisions = 0
        self.errors = 0
        self.interrupted = False
        n = len(pairs)
        self.wins = [[0, 0] for _ in range(n)]
        self.draws = [0] * n
        self.failures: list[list[dict[str, Any]]] = [[] for _ in range(n)]
        self.turn_limits = [0] * n

    def add(self, index: int, r: dict[str, Any]) -> None:
        """Count the outcome ``r`` of game ``index`` of the plan (in any order)."""
        game = self.plan[index]
        self.done += 1
        self.decisions += r["counts"]["decisions"]
        k = game.pairing
        if r["error"] is not None:
            seating = [self.players[e] for e in game.seats]
            decks = None if all(e.deck is None for e in seating) else seat_decks(game, self.players, self.mode)
            self.errors += 1
            self.failures[k].append({"seed": game.seed, "seats": [e.name for e in seating], "error": r["error"],
                                     "command": play_command(game.seed, [e.agent for e in seating], self.mode, decks,
                                                             max_turns=self.max_turns)})
            return
        if r["end_reason"] == "turn_limit":
            self.turn_limits[k] += 1
        sides = {game.seats[w] for w in r["winners"]}
        a, b = self.pairs[k]
        if sides == {a}:
            self.wins[k][0] += 1
        elif sides == {b}:
            self.wins[k][1] += 1
        else:
            self.draws[k] += 1

    def throughput(self, seconds: float) -> dict[str, Any]:
        secs = max(seconds, 1e-9)
        return {"games": self.done, "games_requested": len(self.plan), "errors": self.errors,
                "interrupted": self.interrupted, "seconds": round(seconds, 3),
                "games_per_second": round(self.done / secs, 3),
                "decisions_per_second": round(self.decisions / secs, 1)}

    def result(self) -> dict[str, Any]:
        n = len(self.players)
        score = [[0.0] * n for _ in range(n)]
        played = [[0] * n for _ in range(n)]
        rows = []
        for k, (a, b) in enumerate(self.pairs):
            wa, wb = self.wins[k]
            d = self.draws[k]
            g = wa + wb + d
            sa = wa + d / 2
            score[a][b], score[b][a] = sa, g - sa
            played[a][b] = played[b][a] = g
            low, high = wilson(sa, g)
            rows.append({"a": self.players[a].name, "b": self.players[b].name, "games": g, "a_wins": wa,
                         "b_wins": wb, "draws": d, "turn_limits": self.turn_limits[k],
                         "errors": len(self.failures[k]), "a_score": _rate(sa, g),
                         "ci95": [round(low, 4), round(high, 4)],
                         "error_details": sorted(self.failures[k], key=lambda e: (int(e["seed"]), e["seats"]))})
        ratings = elo(score, played)
        margins = elo_margins(ratings, played)
        totals = [(sum(score[i]), sum(played[i])) for i in range(n)]
        table = sorted(range(n), key=lambda i: (-ratings[i], i))
        return {
            "entrants": [{"name": e.name, "agent": e.agent, "deck": None if e.deck is None else e.deck.name}
                         for e in self.players],
            "pairings": rows,
            "matrix": [[_rate(score[i][j], played[i][j]) if played[i][j] else None for j in range(n)]
                       for i in range(n)],
            "elo": [{"rank": r + 1, "name": self.players[i].name, "elo": round(ratings[i], 1),
                     "elo_margin95": _round(margins[i], 1), "score": _rate(totals[i][0], totals[i][1]),
                     "games": totals[i][1]}
                    for r, i in enumerate(table)],
        }


def _rate(score: float, games: int) -> float | None:
    return round(score / games, 4) if games else None


def _round(v: float | None, digits: int) -> float | None:
    return None if v is None else round(v, digits)


CSV_FIELDS = ("a", "b", "games", "a_wins", "b_wins", "draws", "turn_limits", "errors", "a_score",
              "ci95_low", "ci95_high", "elo_a", "elo_b")


def to_csv(result: dict[str, Any]) -> str:
    """One row a pairing, with the two entrants' Elo ratings."""
    ratings = {row["name"]: row["elo"] for row in result["elo"]}
    out = StringIO()
    w = csv.writer(out, lineterminator="\n")
    w.writerow(CSV_FIELDS)
    for p in result["pairings"]:
        w.writerow([p["a"], p["b"], p["games"], p["a_wins"], p["b_wins"], p["draws"], p["turn_limits"],
                    p["errors"], "" if p["a_score"] is None else p["a_score"], p["ci95"][0], p["ci95"][1],
                    ratings[p["a"]], ratings[p["b"]]])
    return out.getvalue()


def report(result: dict[str, Any]) -> str:
    """The results as text: every pairing, the win-rate matrix and the Elo table."""
    names = [e["name"] for e in result["entrants"]]
    width = max(len(n) for n in names)
    g = result["games_per_pairing"]
    rounds = g // SEAT_ROTATIONS
    lines = []
    if result["interrupted"]:
        lines.append(f"riftbound arena: interrupted after {result['games']} of {result['games_requested']} games; "
                     "the results of the finished games:")
    lines += [f"riftbound arena: {len(names)} entrants, {result['format']}, mode {result['mode']}, {g} games a pairing "
              f"(seeds {result['seed']}..{result['seed'] + rounds - 1}, each from both seats)", "",
              f"  {'pairing':<{2 * width + 4}}  games   wins losses  draws errors   score  95% interval"]
    for p in result["pairings"]:
        lo, hi = p["ci95"]
        lines.append(f"  {p['a'] + ' vs ' + p['b']:<{2 * width + 4}}  {p['games']:>5}  {p['a_wins']:>5} "
                     f"{p['b_wins']:>6}  {p['draws']:>5} {p['errors']:>6}  {_pct(p['a_score']):>6}  "
                     f"{100 * lo:.1f}%-{100 * hi:.1f}%")
    lines += ["", "  win rate of the row against the column (draws count half)",
              f"  {'':<{width + 4}}" + "".join(f"{k:>8}" for k in range(1, len(names) + 1))]
    for k, (n, row) in enumerate(zip(names, result["matrix"], strict=True), 1):
        lines.append(f"  {k:>2}. {n:<{width}}" + "".join(f"{_pct(v):>8}" for v in row))
    lines += ["", "  Elo (Bradley-Terry fit of all games; the ratings average 1500; +- a 95% interval)"]
    for e in result["elo"]:
        margin = "" if e["elo_margin95"] is None else f"+-{e['elo_margin95']:.0f}"
        lines.append(f"  {e['rank']:>3}. {e['name']:<{width}}  {e['elo']:>7.1f} {margin:>6}   score "
                     f"{_pct(e['score']):>6} in {e['games']} games")
    errors = [d for p in result["pairings"] for d in p["error_details"]]
    if errors:
        lines += ["", f"  errors: {len(errors)} game(s)"]
        for d in errors[:10]:
            lines.append(f"    seed {d['seed']} ({' vs '.join(d['seats'])}): {d['error']}")
            lines.append(f"      re-run: {d['command']}")
    where = "" if result["ray"] is None else f" on Ray ({result['ray']})"
    lines += ["", f"  {result['games']} games in {result['seconds']:.1f} s{where}: "
              f"{result['games_per_second']:.1f} games/s, {result['decisions_per_second']:,.0f} decisions/s"]
    return "\n".join(lines)


def _pct(v: float | None) -> str:
    return "-" if v is None else f"{100 * v:.1f}%"
