"""A Match (481): a best-of-three of Duels between the same two decks. Each game's
battlefields are selected by the players (481.5) from those not used earlier in the match;
the first player to two game wins wins the match (481.6).

A :class:`Match` answers the same calls as a :class:`~riftbound.game.Game`; between games
it sets up the next one by itself, so an agent simply keeps answering decisions.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from riftbound import engine
from riftbound.actions import Action
from riftbound.errors import GameOverError, StateFormatError
from riftbound.game import TERMINAL, Game, seat
from riftbound.rules.deck import Deck
from riftbound.rules.modes import get_mode
from riftbound.rules.setup import placed, setup_game
from riftbound.serialized import RULES_EDITION, VERSION, document, state_from
from riftbound.state import SET_ASIDE, State

GAMES_TO_WIN = 2  # 481.6


class Match:
    __slots__ = ("decks", "earlier", "game", "games", "log", "max_turns", "over", "results", "seed", "used")

    def __init__(self, decks: list[Deck], seed: int, max_turns: int, log: bool = False) -> None:
        self.decks = decks
        self.seed = seed
        self.max_turns = max_turns
        self.log = log
        self.results: list[list[int]] = []  # winners of each finished game
        self.used: list[str] = []  # battlefields used in earlier games (481.5)
        self.games = 0
        self.over = False
        self.earlier: dict[str, int] = {}  # Game.counts() summed over the finished earlier games
        self.game = self._next_game()

    def _next_game(self) -> Game:
        g = setup_game(get_mode("match"), self.decks, self.seed * 7919 + self.games, self.max_turns,
                       self.log, tuple(self.used))
        self.games += 1
        engine.run(g)
        return Game(g)

    @property
    def wins(self) -> list[int]:
        """Game wins of each player so far (481.6)."""
        return [sum(1 for w in self.results if w == [p]) for p in range(2)]

    def _after(self) -> None:
        """When a game ends: record it and retire its battlefields (481.5); the match is
        over at two wins (481.6) or when no battlefields are left; otherwise the next game
        starts. A concession loses that game (651.1), not the match (docs/rulings.md)."""
        if self.over or not self.game.is_terminal():
            return
        s = self.game.s
        self.results.append(list(s.winners))
        self.used.extend(s.catalog[s.o_card[b]].id for b in s.bf_objs if placed(s, b))
        left = [sum(1 for b in s.zone_of(p, SET_ASIDE) if s.catalog[s.o_card[b]].id not in self.used)
                for p in range(2)]
        if max(self.wins) >= GAMES_TO_WIN or min(left) == 0:
            self.over = True
            return
        self.earlier = self.counts()
        self.game = self._next_game()

    # ---- the Game interface -------------------------------------------------------------
    @property
    def s(self) -> State:
        return self.game.s

    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else self.game.current_player()

    def legal_actions(self, player: int | None = None, include_concede: bool = False) -> list[Action]:
        if player is not None:
            seat(self.s, player)
        return [] if self.is_terminal() else self.game.legal_actions(player, include_concede)

    def may_concede(self, player: int) -> bool:
        return not self.is_terminal() and self.game.may_concede(player)

    def apply_action(self, action: Action | tuple[Any, ...] | dict[str, Any], player: int | None = None) -> None:
        a = Action.parse(action)
        if self.is_terminal():
            raise GameOverError("the match is over; no action is legal")
        self.game.apply_action(a, player)
        self._after()

    def is_terminal(self) -> bool:
        return self.over

    @property
    def winners(self) -> list[int]:
        if not self.over:
            return []
        w = self.wins
        return [] if w[0] == w[1] else [0 if w[0] > w[1] else 1]

    @property
    def end_reason(self) -> str:
        return "" if not self.is_terminal() else ("match_won" if self.winners else "match_drawn")

    @property
    def removed(self) -> list[int]:
        return self.game.removed

    def returns(self) -> list[float]:
        w = self.winners
        if not w:
            return [0.0, 0.0]
        return [1.0 if p in w else -1.0 for p in range(2)]

    def clone(self) -> Match:
        m = Match.__new__(Match)
        m.decks, m.seed, m.max_turns, m.log = self.decks, self.seed, self.max_turns, self.log
        m.results = [list(r) for r in self.results]
        m.used = list(self.used)
        m.games = self.games
        m.over = self.over
        m.earlier = dict(self.earlier)
        m.game = self.game.clone()
        return m

    def observation(self, player: int) -> dict[str, Any]:
        return self.observations((player,))[0]

    def observations(self, players: Sequence[int]) -> list[dict[str, Any]]:
        match = {"game": self.games, "wins": self.wins, "used_battlefields": list(self.used)}
        return [{**obs, "match": match} for obs in self.game.observations(players)]

    def pending_decision(self, player: int | None = None) -> dict[str, Any] | None:
        d = self.game.pending_decision(player)
        return None if self.is_terminal() else d

    def action_to_string(self, action: Action | tuple[Any, ...], player: int | None = None) -> str:
        return self.game.action_to_string(action, player)

    def option_texts(self) -> list[str]:
        return [] if self.is_terminal() else self.game.option_texts()

    def counts(self) -> dict[str, int]:
        """:meth:`Game.counts` summed over the games of the match so far."""
        return {k: self.earlier.get(k, 0) + v for k, v in self.game.counts().items()}

    def state_hash(self) -> str:
        return f"{self.game.state_hash()}:{self.games}:{'/'.join(map(str, self.wins))}"

    def game_log(self) -> list[tuple[str, str]]:
        return self.game.game_log()

    def serialize(self) -> str:
        return json.dumps({"format": "riftbound-match", "version": VERSION, "rules": RULES_EDITION,
                           "decks": [d.to_dict() for d in self.decks], "seed": self.seed,
                           "max_turns": self.max_turns, "results": self.results, "used": self.used,
                           "games": self.games, "over": self.over, "earlier": self.earlier,
                           "game": json.loads(self.game.serialize())},
                          separators=(",", ":"))

    @staticmethod
    def deserialize(text: str) -> Match:
        d = document(text, "riftbound-match")
        decks = d.get("decks")
        if not (isinstance(decks, list) and len(decks) == 2 and all(isinstance(x, dict) for x in decks)):
            raise StateFormatError("a serialized match needs 'decks': two deck objects")
        for k in ("seed", "max_turns", "games"):
            if type(d.get(k)) is not int:
                raise StateFormatError(f"a serialized match needs an integer {k!r}")
        if not (isinstance(d.get("results"), list) and isinstance(d.get("used"), list)
                and isinstance(d.get("over"), bool) and isinstance(d.get("game"), dict)
                and isinstance(d.get("earlier"), dict)):
            raise StateFormatError("a serialized match needs 'results', 'used', 'over', 'earlier' and 'game'")
        m = Match.__new__(Match)
        try:
            m.decks = [Deck.from_dict(x) for x in decks]
        except (TypeError, ValueError, AttributeError, OverflowError, MemoryError) as e:
            raise StateFormatError(f"a serialized match has a malformed deck ({e})") from None
        m.seed, m.max_turns, m.log = d["seed"], d["max_turns"], False
        m.results, m.used, m.games, m.over = d["results"], d["used"], d["games"], d["over"]
        m.earlier = dict(d["earlier"])
        m.game = Game(state_from(d["game"].get("state")))
        return m

    def __repr__(self) -> str:
        return f"<riftbound Match game {self.games}, wins {self.wins}>"
