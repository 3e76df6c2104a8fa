"""The public API: a game state shaped like OpenSpiel's (README.md, "Python API")."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from riftbound import engine
from riftbound.actions import Action
from riftbound.decks.named import resolve
from riftbound.errors import (
    GameOverError,
    MalformedActionError,
    NotYourDecisionError,
    PlayerError,
    RiftboundError,
)
from riftbound.log import name
from riftbound.observe import observation, observations, sees
from riftbound.rules import zones
from riftbound.rules.deck import Deck
from riftbound.rules.effect_text import ability_of
from riftbound.rules.game_actions import STAT_NAMES
from riftbound.rules.modes import get_mode
from riftbound.rules.named_tags import NAMEABLE
from riftbound.rules.replacement import event_object, source_of
from riftbound.rules.setup import setup_game
from riftbound.serialized import RULES_EDITION as RULES_EDITION  # re-exported: riftbound.RULES_EDITION
from riftbound.serialized import STATE_FORMAT, VERSION, load_state, parse
from riftbound.state import State

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
        if player is not None:
            seat(s, player)
        if s.terminal:
            return []
        decider = int(s.pending[1]) if s.pending is not None else -1
        who = decider if player is None else player
        acts = list(engine.legal_actions(s)) if who == decider else []
        if include_concede and self.may_concede(who):
            acts.append(Action("concede", who))
        return acts

    def may_concede(self, player: int) -> bool:
        """Whether ``player`` may concede now: any player still in a game not over (650)."""
        s = self.s
        return not s.terminal and 0 <= player < s.n_players and not s.removed[player]

    def apply_action(self, action: Action | tuple[Any, ...] | dict[str, Any], player: int | None = None) -> None:
        """Answer the pending decision. With ``player``, the answer is refused unless that
        player is the one deciding; any player still in the game may concede for
        themselves (650). An illegal or malformed action raises an
        :class:`~riftbound.errors.IllegalActionError` (:class:`GameOverError` once the game
        is over) and changes nothing."""
        a = Action.parse(action)
        s = self.s
        if s.terminal:
            raise GameOverError(f"the game is over ({s.end_reason}); no action is legal")
        if player is not None:
            seat(s, player)
            if a[0] == "concede":
                if a[1] != player:
                    raise NotYourDecisionError(f"P{player} may concede only for themselves, not for P{a[1]}")
            elif s.pending is None or s.pending[1] != player:
                who = s.pending[1] if s.pending is not None else "nobody"
                raise NotYourDecisionError(f"P{player} can't answer: P{who} is deciding")
        engine.apply(s, a)

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
        """What ``player`` may see (``-1``: a spectator)."""
        seat(self.s, player, spectator=True)
        return observation(self.s, player)

    def observations(self, players: Sequence[int]) -> list[dict[str, Any]]:
        """:meth:`observation` of each of ``players`` at once, sharing what they all see
        (read-only views: :func:`riftbound.observe.observations`)."""
        for p in players:
            seat(self.s, p, spectator=True)
        return observations(self.s, players)

    def pending_decision(self, player: int | None = None) -> dict[str, Any] | None:
        """The pending decision as stable JSON: its kind, who decides, its data and legal
        actions. Its data and options are the decider's alone: asked for any other
        ``player``, both are empty (the hand cards, looked-at cards and choices they name
        are hidden from the others, 128)."""
        p = self.s.pending
        if player is not None:
            seat(self.s, player, spectator=True)
        if p is None:
            return None
        if player is not None and player != p[1]:
            return {"kind": p[0], "player": p[1], "data": [], "actions": []}
        return {"kind": p[0], "player": p[1], "data": list(p[2:]),
                "actions": [a.to_json() for a in self.legal_actions()]}

    def action_to_string(self, action: Action | tuple[Any, ...], player: int | None = None) -> str:
        """The action as ``player`` sees it (by default the deciding player): a card that
        the action leaves hidden from ``player`` (a mulligan toggle, a Hide, a card chosen
        among hidden cards) is named only by its id."""
        action = Action.parse(action)
        s = self.s
        if player is not None:
            seat(s, player, spectator=True)
        if any(isinstance(v, int) and v < 0 for v in action[1:]):
            raise MalformedActionError(f"{tuple(action)!r}: no argument of an action is negative")
        try:
            return self._describe(action, player if player is not None else (s.pending[1] if s.pending else -1))
        except (IndexError, KeyError) as e:
            raise MalformedActionError(f"{tuple(action)!r} names nothing of this game ({e})") from None

    def option_texts(self) -> list[str]:
        """:meth:`action_to_string` of each of :meth:`legal_actions`, as the deciding player
        reads it (the engine's own actions: nothing to check first)."""
        s = self.s
        if s.pending is None:
            return []
        return [self._describe(a, s.pending[1]) for a in self.legal_actions()]

    def _describe(self, action: Action, viewer: int) -> str:
        s = self.s
        who = f"P{s.pending[1]}" if s.pending else "-"
        k = action[0]
        if k == "play":
            return f"{who} plays {name(s, action[1])}"
        if k == "activate":
            return f"{who} uses {name(s, action[1])}: {ability_of(s, action[1], action[2]).text()}"
        if k == "target":
            if s.pending and s.pending[0] == "cost_object":  # a card of a hand to discard stays hidden (356.6)
                return f"{who} chooses {_seen(s, action[1], viewer)} for an additional cost"
            if s.pending and s.pending[0] == "target":
                for it in s.chain:
                    if it.uid == action[1] and it.uid != s.pending[2]:
                        return f"{who} targets {name(s, it.obj)} on the chain"
            return f"{who} targets {name(s, action[1])}"
        if k == "location":
            return f"{who} chooses {zones.location_name(s, action[1])}"
        if k == "mulligan_toggle":
            return f"{who} chooses {_seen(s, action[1], viewer)} to set aside for the mulligan"
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
            paying = {"free": "nothing", "energy": "Energy"}.get(action[3], f"{action[3]} power")
            return f"{who} hides {_seen(s, action[1], viewer)} at {name(s, s.bf_objs[action[2]])} paying {paying}"
        if k == "invite":
            return f"{who} invites P{action[1]} to act"
        if k == "player":
            return f"{who} chooses P{action[1]}"
        if k == "mode" and s.pending is not None and s.pending[0] == "discount":  # 356.4
            return f"{who} takes {'[A]' if action[1] else '[1]'} off the cost"
        if k == "mode":
            return f"{who} chooses mode {action[1] + 1}"
        if k == "tag":
            return f"{who} names {NAMEABLE[action[1]]}"
        if k == "amount":
            return f"{who} chooses to pay {action[1]}"
        if k == "replace":
            obj = event_object(s, action[2])
            return (f"{who} applies the replacement effect of {name(s, source_of(s, action[1]))} "
                    f"to {name(s, obj) if obj >= 0 else 'a draw'} next")
        return f"{who} {k.replace('_', ' ')}"

    # ---- plain data -----------------------------------------------------------------------
    def serialize(self) -> str:
        return json.dumps({"format": STATE_FORMAT, "version": VERSION, "rules": RULES_EDITION,
                           "state": self.s.to_dict()}, separators=(",", ":"))

    @staticmethod
    def deserialize(text: str) -> Game:
        """The game (or :class:`~riftbound.match.Match`) :meth:`serialize` wrote; anything
        else raises :class:`~riftbound.errors.StateFormatError` naming what is wrong."""
        if parse(text, "game").get("format") == "riftbound-match":  # Match.serialize's
            from riftbound.match import Match

            return Match.deserialize(text)  # type: ignore[return-value]
        return Game(load_state(text))

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


def seat(s: State, player: Any, spectator: bool = False) -> None:
    """Refuse anything but a seat of this game (or ``-1``, a spectator, where one may look)."""
    low = -1 if spectator else 0
    if not isinstance(player, int) or isinstance(player, bool) or not low <= player < s.n_players:
        seats = f"{low}..{s.n_players - 1}" if spectator else f"0..{s.n_players - 1}"
        raise PlayerError(f"player must be a seat number {seats} of this {s.mode} game, not {player!r}")


def _seen(s: State, obj: int, viewer: int) -> str:
    """An object's name if ``viewer`` can see it, otherwise only its id (which names a seat,
    not a card: rules/identity.py)."""
    return name(s, obj) if sees(s, obj, viewer) else f"a card#{obj}"
