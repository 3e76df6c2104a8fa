"""A person playing one seat at the terminal (``riftbound play --agents you,heuristic``).

The person sees only what their seat may see (128): the board drawn from
``observation(seat)``, their own decision's options as ``action_to_string(action, seat)``
words them, and — in :func:`riftbound.cli.narrate` — the others' actions and the judge's log
with every card hidden from them named "a hidden card" (:func:`riftbound.observe.redact`). It
answers like an agent (``choose(game)``) but is not one of the registered agents: the server
and the simulations never wait on a keyboard.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TextIO

from riftbound.actions import Action
from riftbound.cards.model import CardDef
from riftbound.errors import RiftboundError
from riftbound.game import Game
from riftbound.observe import HIDDEN

YOU = "you"  # the name that stands for the person at the terminal in --agents

HELP = """Answer with the number of an option. Other answers:
  b  show the board again        c  concede (650: the game goes on for the others)
  h  this help                   q  stop here (the game is left unfinished)"""


class StopPlaying(RiftboundError):
    """The person stopped (``q``, or the input ended): the game is left as it is."""


class TerminalPlayer:
    """Seat ``seat``, played by whoever types at ``read`` (a line each call, ``EOFError`` when
    input ends) and reads ``out``."""

    name = YOU

    def __init__(self, seat: int, read: Callable[[str], str], out: TextIO) -> None:
        self.seat = seat
        self.read = read
        self.out = out

    def choose(self, game: Game) -> Action:
        """Show the board and the options of the seat's decision; ask until an answer is one."""
        legal = game.legal_actions()
        self.out.write("\n" + board(game, self.seat) + "\n")
        self._options(game, legal)
        while True:
            try:
                answer = self.read(f"P{self.seat}> ").strip().lower()
            except (EOFError, KeyboardInterrupt):
                raise StopPlaying("the input ended: the game stops unfinished") from None
            if answer.isdigit() and 1 <= int(answer) <= len(legal):
                return legal[int(answer) - 1]
            if answer == "c":
                return Action("concede", self.seat)
            if answer == "q":
                raise StopPlaying("stopped: the game is left unfinished")
            if answer == "b":
                self.out.write(board(game, self.seat) + "\n")
                self._options(game, legal)
            elif answer in ("h", "?", "help"):
                self.out.write(HELP + "\n")
            else:
                self.out.write(f"'{answer}' is not an answer: a number from 1 to {len(legal)}, or h for help\n")

    def _options(self, game: Game, legal: list[Action]) -> None:
        kind = game.s.pending[0] if game.s.pending else ""
        self.out.write(f"Your decision ({kind.replace('_', ' ')}):\n")
        for i, a in enumerate(legal, 1):
            self.out.write(f"  {i:>2}. {game.action_to_string(a, self.seat)}\n")


def board(game: Game, seat: int) -> str:
    """The board as ``seat`` sees it (``game.observation(seat)``), for a person: points against
    the Victory Score, the rune pool, hand, base (its runes counted), battlefields with their
    units, and the chain."""
    obs = game.observation(seat)
    cards = {c.id: c for c in game.s.catalog}
    types = {i: c.type for i, c in cards.items()}
    me = obs["viewer"]
    whose = f"P{obs['turn_player']}'s {obs['phase']} phase" if obs["turn_player"] >= 0 else "setup"
    lines = [f"--- turn {obs['turn']}, {whose}, {obs['state']} ---"]
    for pd in obs["players"]:
        p = pd["player"]
        pool = pd["rune_pool"]
        power = sum(pool["power"])
        legend = ", ".join(o["name"] for o in pd["legend"]) or "no legend"
        who = f"you, {legend}" if p == me else legend
        lines.append(f"P{p} ({who}): {pd['points']}/{obs['victory_score']} points, "
                     f"{pd['hand_size']} in hand, {pd['main_deck_size']} in deck, pool {pool['energy']} energy"
                     + (f" {power} power" if power else "") + (", removed" if pd["removed"] else ""))
        if "hand" in pd:
            hand = (f"{o['name']}#{o['id']} ({_facts(cards[o['card']])})" for o in pd["hand"])
            lines.append("   hand: " + ", ".join(hand))
        runes = [o for o in pd["base"] if types.get(o["card"]) == "rune"]
        others = [o for o in pd["base"] if types.get(o["card"]) != "rune"]
        ready = sum(1 for o in runes if not o.get("exhausted"))
        lines.append(f"   base: {len(runes)} runes ({ready} ready)" + (f"; {_objects(others)}" if others else ""))
    for i, bf in enumerate(obs["battlefields"]):
        if bf is None:
            lines.append(f"battlefield {i}: not chosen yet")
            continue
        owner = "uncontrolled" if bf["controller"] < 0 else f"controlled by P{bf['controller']}"
        contested = f", contested by P{bf['contested_by']}" if bf["contested_by"] >= 0 else ""
        lines.append(f"battlefield {i} {bf['battlefield']['name']} ({owner}{contested}): "
                     f"{_objects(bf['units']) or 'no units'}"
                     + (f"; facedown: {_objects(bf['facedown'])}" if bf["facedown"] else ""))
    if obs["chain"]:
        items = ", ".join(f"P{c['controller']} {c['name']}" for c in obs["chain"])
        lines.append(f"chain (the last resolves first): {items}")
    return "\n".join(lines)


def _objects(objs: list[dict[str, Any]]) -> str:
    out = []
    for o in objs:
        if o.get("hidden"):
            out.append(HIDDEN)
            continue
        text = f"{o['name']}#{o['id']}"
        if "might" in o:
            text += f" {o['might']}" + (f" ({o['damage']} damage)" if o.get("damage") else "")
        flags = [f for f in ("exhausted", "stunned", "buffed") if o.get(f)]
        if "controller" in o and "owner" in o and o["controller"] != o["owner"]:
            flags.append(f"controlled by P{o['controller']}")
        out.append(text + (f" [{', '.join(flags)}]" if flags else ""))
    return ", ".join(out)


def _facts(card: CardDef) -> str:
    """A card in hand as a player weighs it: its type, cost (Energy, then each Power's domain) and Might."""
    cost = " + ".join([f"{card.energy} energy"] * bool(card.energy or not card.power) + list(card.power))
    might = f", might {card.might}" if card.might is not None else ""
    return f"{card.type}, {cost}{might}"
