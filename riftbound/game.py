"""The public API: a game state shaped like OpenSpiel's (README.md, "Python API")."""

from __future__ import annotations

import json
from typing import Any

from riftbound import engine
from riftbound.actions import Action
from riftbound.cards import catalog
from riftbound.decks.named import resolve
from riftbound.errors import IllegalActionError, RiftboundError
from riftbound.log import name
from riftbound.observe import observation
from riftbound.rules import zones
from riftbound.rules.deck import Deck
from riftbound.rules.effect_text import ability_of
from riftbound.rules.game_actions import STAT_NAMES
from riftbound.rules.modes import get_mode
from riftbound.rules.replacement import event_object, source_of
from riftbound.rules.setup import setup_game
from riftbound.state import State

RULES_EDITION = "core-rules-v1.3 (2026-03-30)"
TERMINAL = -4  # OpenSpiel's id for "no player: the game is over"
DEFAULT_DECKS = ("test-fury-calm", "test-mind-order", "test-body-chaos", "test-order-fury")
DEFAULT_MAX_TURNS = 200


def default_decks(mode: str) -> tuple[str, ...]:
    """The built-in test decks a game of ``mode`` uses when none are given: distinct
    decks, so teammates never share a legend or battlefields (484.8.g-h)."""
    return DEFAULT_DECKS[:get_mode(mode).players]


def _deck(d: Deck | dict[str, Any] | str) -> Deck:
    if isinstance(d, Deck):
        return d
    if isinstance(d, str):
        return resolve(d)
    if isinstance(d, dict):
        return Deck.from_dict(d)
    raise RiftboundError(f"a deck must be a Deck, a mapping or a built-in deck name, not {type(d).__name__}")


def new_game(mode: str = "duel", decks: list[Any] | tuple[Any, ...] | None = None, seed: int = 0,
             max_turns: int = DEFAULT_MAX_TURNS, log: bool = False) -> Game:
    """Set up a game and run it to its first decision (a mulligan, or in a Match the
    players' battlefield choices).

    ``mode`` is duel, match, ffa3, ffa4 or 2v2 (476-484); ``"match"`` gives a
    :class:`~riftbound.match.Match`, a best of three that answers the same calls. ``decks``
    are :class:`Deck` objects, mappings, or built-in deck names; by default distinct built-in
    test decks. ``max_turns`` is an engine limit (not a rule): a game still going after that
    many turns ends with no winner and end reason ``"turn_limit"``.
    """
    m = get_mode(mode)
    deck_list = [_deck(d) for d in (decks if decks is not None else default_decks(mode))]
    if mode == "match":
        from riftbound.match import Match

        if len(deck_list) != 2:
            raise RiftboundError(f"a match needs 2 decks, got {len(deck_list)}")
        return Match(deck_list, seed, max_turns, log)  # type: ignore[return-value]
    g = setup_game(m, deck_list, seed, max_turns, log)
    engine.run(g)
    return Game(g)


class Game:
    """One game in progress. Every method but :meth:`apply_action` leaves it unchanged."""

    __slots__ = ("s",)

    def __init__(self, s: State) -> None:
        self.s = s

    # ---- OpenSpiel-shaped core ---------------------------------------------------------
    def current_player(self) -> int:
        """The player who must decide now, or ``TERMINAL`` (-4) when the game is over."""
        p = self.s.pending
        return TERMINAL if p is None else int(p[1])

    def legal_actions(self, player: int | None = None, include_concede: bool = False) -> list[Action]:
        """The answers ``player`` (by default the deciding player) may give to the pending
        decision; empty for anyone else. Always choosing any one of them ends the game.

        Conceding (650) is open to every player still in the game at any moment through
        :meth:`apply_action`, but is listed only with ``include_concede=True``: then the
        list ends with ``("concede", player)``, and is only that for a player not deciding."""
        s = self.s
        if s.terminal:
            return []
        decider = int(s.pending[1]) if s.pending is not None else -1
        who = decider if player is None else player
        acts = list(engine.legal_actions(s)) if who == decider else []
        if include_concede and 0 <= who < s.n_players and not s.removed[who]:
            acts.append(Action("concede", who))
        return acts

    def apply_action(self, action: Action | tuple[Any, ...] | dict[str, Any]) -> None:
        """Answer the pending decision. An illegal action raises
        :class:`~riftbound.errors.IllegalActionError` and changes nothing."""
        if isinstance(action, dict):
            action = Action.from_json(action)
        elif not isinstance(action, tuple):
            raise IllegalActionError(f"an action is a tuple or a JSON object, not {action!r}")
        engine.apply(self.s, action)

    def is_terminal(self) -> bool:
        return self.s.terminal

    def returns(self) -> list[float]:
        """+1 for each winner, -1 for each other player (removed players included) once
        decided; 0 for all in a game that is still going or was stopped with no winner."""
        s = self.s
        if not s.terminal or not s.winners:
            return [0.0] * s.n_players
        return [1.0 if p in s.winners else -1.0 for p in range(s.n_players)]

    def clone(self) -> Game:
        return Game(self.s.clone())

    def observation(self, player: int) -> dict[str, Any]:
        return observation(self.s, player)

    def pending_decision(self) -> dict[str, Any] | None:
        """The pending decision as stable JSON: its kind, who decides, its legal actions."""
        p = self.s.pending
        if p is None:
            return None
        return {"kind": p[0], "player": p[1], "data": list(p[2:]),
                "actions": [a.to_json() for a in self.legal_actions()]}

    def action_to_string(self, action: Action | tuple[Any, ...]) -> str:
        s = self.s
        who = f"P{s.pending[1]}" if s.pending else "-"
        k = action[0]
        if k == "play":
            return f"{who} plays {name(s, action[1])}"
        if k == "activate":
            return f"{who} uses {name(s, action[1])}: {ability_of(s, action[1], action[2]).text()}"
        if k == "target":
            if s.pending and s.pending[0] == "target":
                for it in s.chain:
                    if it.uid == action[1] and it.uid != s.pending[2]:
                        return f"{who} targets {name(s, it.obj)} on the chain"
            return f"{who} targets {name(s, action[1])}"
        if k == "location":
            return f"{who} chooses {zones.location_name(s, action[1])}"
        if k == "mulligan_toggle":
            return f"{who} chooses {name(s, action[1])} to set aside for the mulligan"
        if k == "domain":
            return f"{who} pays with {action[1]} power"
        if k == "move":
            return f"{who} moves {name(s, action[1])}" + (" too" if s.move_sel else "")
        if k == "move_to":
            return f"{who} moves to {zones.location_name(s, action[1])}"
        if k == "battlefield" and s.pending and s.pending[0] == "choose_bf":  # 481.5: an object id
            return f"{who} selects battlefield {name(s, action[1])}"
        if k == "battlefield":
            return f"{who} opens the showdown at {name(s, s.bf_objs[action[1]])}"
        if k == "assign":
            return f"{who} assigns combat damage to {name(s, action[1])}"
        if k == "order":
            t = s.triggered[action[1]]
            return f"{who} puts the ability of {name(s, t[1])} on the chain next"
        if k == "concede":
            return f"P{action[1]} concedes"
        if k == "hide":
            return f"{who} hides {name(s, action[1])} at {name(s, s.bf_objs[action[2]])} paying {action[3]} power"
        if k == "invite":
            return f"{who} invites P{action[1]} to act"
        if k == "player":
            return f"{who} chooses P{action[1]}"
        if k == "replace":
            obj = event_object(s, action[2])
            return (f"{who} applies the replacement effect of {name(s, source_of(s, action[1]))} "
                    f"to {name(s, obj) if obj >= 0 else 'a draw'} next")
        return f"{who} {k.replace('_', ' ')}"

    # ---- plain data -----------------------------------------------------------------------
    def serialize(self) -> str:
        return json.dumps({"format": "riftbound-state", "version": 1, "rules": RULES_EDITION,
                           "state": self.s.to_dict()}, separators=(",", ":"))

    @staticmethod
    def deserialize(text: str) -> Game:
        d = json.loads(text)
        if isinstance(d, dict) and d.get("format") == "riftbound-match":  # Match.serialize's
            from riftbound.match import Match

            return Match.deserialize(text)  # type: ignore[return-value]
        if not isinstance(d, dict) or d.get("format") != "riftbound-state":
            raise RiftboundError("not a serialized riftbound state")
        cat = tuple(catalog.get(cid) for cid in d["state"]["catalog"])
        return Game(State.from_dict(d["state"], cat))

    def state_hash(self) -> str:
        return self.s.state_hash()

    def counts(self) -> dict[str, int]:
        """How much happened: decisions answered and the statistics of ``STAT_NAMES``
        (turns, chain items, burn outs, cards played, kills, showdowns, combats, conquers,
        holds); a Match sums them over its games."""
        return {"decisions": self.s.decisions, **dict(zip(STAT_NAMES, self.s.stats, strict=True))}

    def game_log(self) -> list[tuple[str, str]]:
        """The judge's log (rule, text), when the game was created with ``log=True``."""
        return list(self.s.log or [])

    @property
    def winners(self) -> list[int]:
        return list(self.s.winners)

    @property
    def removed(self) -> list[int]:
        """The players removed from the game (651), in seat order."""
        return [p for p in range(self.s.n_players) if self.s.removed[p]]

    @property
    def end_reason(self) -> str:
        return self.s.end_reason

    def __repr__(self) -> str:
        s = self.s
        return f"<riftbound Game {s.mode} turn {s.turn_number} decision {s.pending!r}>"
