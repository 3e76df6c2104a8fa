"""Per-step invariants of random play, for the fuzz tests and ``tools/fuzz_invariants.py``.

:func:`check_game` plays one random game (any mode, with concessions at a given rate) and
checks after every action that:

- **zones**: every object is in exactly one zone and ``o_zone`` agrees (105-110);
- **conservation**: each player's cards (printed cards, tokens aside) are the ones they
  started with, wherever they are (tokens come and go, 183);
- **clone**: a clone kept in lockstep has the same state hash;
- **serialize**: ``deserialize(serialize())`` gives the same hash and legal actions;
- **replay**: the recorded replay re-runs with every hash equal;
- **hidden information**: a twin game whose only difference is one player's hidden cards
  (the order of their decks, a hand card swapped with a deck card, a deck card replaced by
  another card) shows every other player exactly the same observations, pending decisions,
  legal actions, action strings and judge's log, for as long as none of the cards that
  differ is shown to them (128, rules/identity.py).

A failure raises :class:`InvariantError` naming the game (mode, seed), the step and what broke.
"""

from __future__ import annotations

import random
import tempfile
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from riftbound import engine
from riftbound.actions import Action
from riftbound.game import Game
from riftbound.match import Match
from riftbound.observe import sees
from riftbound.replay import ReplayRecorder, verify
from riftbound.rules import copies
from riftbound.rules.identity import permute
from riftbound.rules.modes import get_mode
from riftbound.state import HAND, MAIN_DECK, RUNE_DECK, State

MODES = ("duel", "match", "ffa3", "ffa4", "2v2")
STEP_CAP = 60_000  # random games take a few hundred decisions
TWIN_STEPS = 120  # how long a hidden-information twin is followed at most


class InvariantError(AssertionError):
    """An invariant of the engine that random play broke."""


@dataclass
class Checked:
    """What one game checked."""

    mode: str
    seed: int
    steps: int = 0
    concessions: int = 0
    twins: int = 0
    twin_steps: int = 0
    winners: list[int] = field(default_factory=list)


def check_zones(s: State) -> None:
    """105-110: every object id is in exactly one zone, and ``o_zone`` says which."""
    where = [-1] * len(s.o_card)
    for z, objs in enumerate(s.zones):
        for o in objs:
            if where[o] != -1:
                raise InvariantError(f"object {o} is in zones {where[o]} and {z}")
            where[o] = z
            if s.o_zone[o] != z:
                raise InvariantError(f"object {o} is in zone {z} but o_zone says {s.o_zone[o]}")
    if -1 in where:
        raise InvariantError(f"object {where.index(-1)} is in no zone")


def cards_owned(s: State) -> list[Counter[int]]:
    """Each player's printed cards, tokens aside."""
    out: list[Counter[int]] = [Counter() for _ in range(s.n_players)]
    for o in range(len(s.o_card)):
        card = copies.printed(s, o) if s.copies else s.o_card[o]
        if "token" not in s.catalog[card].supertypes and s.o_owner[o] >= 0:
            out[s.o_owner[o]][card] += 1
    return out


def hidden_twin(s: State, player: int, rng: random.Random, runes: bool = True) -> State | None:
    """A copy of ``s`` that differs only in ``player``'s hidden cards: their decks (or only
    the main deck) in another order, one hand card swapped with a deck card, one deck card
    replaced by another main deck card of the game. None when nothing changed."""
    t = s.clone()
    deck = t.zone_of(player, MAIN_DECK)
    rune_deck = t.zone_of(player, RUNE_DECK)
    hand = t.zone_of(player, HAND)
    for seats in (deck, rune_deck) if runes else (deck,):
        order = seats[:]
        rng.shuffle(order)
        permute(t, seats, order)
    if hand and deck:
        a, b = rng.choice(hand), rng.choice(deck)
        permute(t, [a, b], [b, a])
    if deck:
        kinds = sorted({t.o_card[o] for p in range(t.n_players) for o in t.zone_of(p, MAIN_DECK)})
        t.o_card[rng.choice(deck)] = rng.choice(kinds)
    t.legal_cache = None
    if all(t.o_card[o] == s.o_card[o] for o in range(len(s.o_card))):
        return None
    return t


def _differing(a: State, b: State) -> list[int]:
    return [o for o in range(len(a.o_card)) if a.o_card[o] != b.o_card[o]]


def _shown(s: State, objs: list[int], player: int) -> bool:
    """Whether a player other than ``player`` may see one of ``objs``."""
    return any(sees(s, o, v) for o in objs for v in range(s.n_players) if v != player)


def _compare(a: Game | Match, b: Game | Match, player: int, where: str) -> None:
    """Everything a player other than ``player`` sees is the same in ``a`` and ``b``."""
    if a.game_log() != b.game_log():
        raise InvariantError(f"{where}: P{player}'s hidden cards change the log: "
                             f"{[e for e in a.game_log() if e not in b.game_log()][:3]}")
    if a.current_player() != b.current_player():
        raise InvariantError(f"{where}: P{player}'s hidden cards change who decides")
    decider = a.current_player()
    for v in range(a.s.n_players):
        if v == player:
            continue
        if a.observation(v) != b.observation(v):
            raise InvariantError(f"{where}: P{player}'s hidden cards change P{v}'s observation")
        if a.pending_decision(v) != b.pending_decision(v):
            raise InvariantError(f"{where}: P{player}'s hidden cards change P{v}'s pending decision")
        if v == decider and a.legal_actions() != b.legal_actions():
            raise InvariantError(f"{where}: P{player}'s hidden cards change P{v}'s legal actions")


def check_game(mode: str, seed: int, concede_rate: float = 0.01, twin_every: int = 40,
               serialize_every: int = 10) -> Checked:
    """Play one random game of ``mode`` from ``seed`` and check every invariant at every
    step (serialization every ``serialize_every`` steps; a hidden-information twin started
    every ``twin_every`` steps)."""
    n = get_mode(mode).players
    rec, g = ReplayRecorder.start(seed=seed, mode=mode, seats=["random"] * n, hash_every=25, log=True)
    rng = random.Random(seed * 1_000_003 + 17)
    lockstep = g.clone()
    out = Checked(mode, seed)
    game_no = getattr(g, "games", 1)
    owned = cards_owned(g.s)
    twin: Game | Match | None = None  # a hidden-information twin of g
    hider = -1  # whose hidden cards differ in it
    twin_left = 0
    while not g.is_terminal():
        where = f"{mode} seed {seed} step {out.steps}"
        if out.steps >= STEP_CAP:
            raise InvariantError(f"{where}: no end (302)")
        s = g.s
        check_zones(s)
        if getattr(g, "games", 1) != game_no:  # a match's next game began
            game_no, owned = getattr(g, "games", 1), cards_owned(s)
        if cards_owned(s) != owned:
            raise InvariantError(f"{where}: the players' cards changed")
        if twin is None and out.steps % twin_every == 0:
            hider = rng.randrange(n)
            t = None if s.removed[hider] else hidden_twin(s, hider, rng)
            if t is not None:
                twin = g.clone()
                if isinstance(twin, Match):
                    twin.game = Game(t)
                else:
                    twin = Game(t)
                twin_left = TWIN_STEPS
                out.twins += 1
        if twin is not None:
            _compare(g, twin, hider, where)
        alive = [p for p in range(n) if not s.removed[p]]
        if rng.random() < concede_rate and len(alive) > 1:
            action = Action("concede", rng.choice(alive))
            out.concessions += 1
        else:
            legal = engine.legal_actions(s)
            if not legal:
                raise InvariantError(f"{where}: no legal action for {s.pending!r}")
            action = legal[rng.randrange(len(legal))]
        read = [g.action_to_string(action, v) for v in range(n)]
        if out.steps % serialize_every == 0:
            back = type(g).deserialize(g.serialize())
            if back.state_hash() != g.state_hash() or back.legal_actions() != g.legal_actions():
                raise InvariantError(f"{where}: serialize round trip differs")
        rec.play(g, action)
        lockstep.apply_action(action)
        out.steps += 1
        if lockstep.state_hash() != g.state_hash():
            raise InvariantError(f"{where}: the clone kept in lockstep diverged")
        if twin is not None:
            # the same action, while it is open to the twin too (the hidden player's own
            # options depend on their cards)
            same = action[0] == "concede" or (not twin.is_terminal() and action in twin.legal_actions())
            read_twin = [twin.action_to_string(action, v) for v in range(n)] if same else read
            if same:
                twin.apply_action(action)
                out.twin_steps += 1
            twin_left -= 1
            diff = _differing(g.s, twin.s)
            if not same or twin_left <= 0 or g.is_terminal() or twin.is_terminal() or not diff \
                    or _shown(g.s, diff, hider) or _shown(twin.s, diff, hider):
                twin = None  # done, or a card that differs is shown now: the games may differ
            else:
                for v in range(n):
                    if v != hider and read[v] != read_twin[v]:
                        raise InvariantError(f"{where}: P{hider}'s hidden cards change how P{v} reads "
                                             f"{action!r}: {read[v]!r} / {read_twin[v]!r}")
    check_zones(g.s)
    rec.finish(g)
    with tempfile.TemporaryDirectory() as d:
        verify(rec.write(Path(d) / "game.jsonl"))
    out.winners = list(g.winners)
    return out


def run(games: int, modes: tuple[str, ...] = MODES, first_seed: int = 0, concede_rate: float = 0.01,
        **kw: Any) -> list[Checked]:
    """``games`` games spread over ``modes`` (seed ``first_seed + k`` for the k-th)."""
    return [check_game(modes[k % len(modes)], first_seed + k, concede_rate, **kw) for k in range(games)]
