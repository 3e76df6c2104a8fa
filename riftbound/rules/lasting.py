"""Delayed passive abilities (390.4, 391): passive abilities an instruction creates that
apply only during a window of time named by the instruction, here "this turn". They belong
to no permanent and apply whether or not their source is still on the board (392); like any
passive ability they apply to every object that matches while they last, including objects
that arrive later (364, docs/rulings.md "Delayed passive abilities").

Each waits in ``g.lasting`` as plain data ``(timestamp, controller, zone, who, kind, value)``:
- ``kind`` ``"might"`` (``value`` the change, layer 3) or ``"keyword"`` (``value`` the keyword,
  layer 2): "Units you control have +1 [M] this turn", applied by :mod:`riftbound.rules.layers`
  with the instruction's timestamp (475.1) to the units ``who`` describes (relative to the
  controller) at ``zone`` ("here": the source's location as the instruction resolved; -1:
  anywhere);
- ``"cost"``: "This turn, your spells cost [1] less" (356.3-356.4; ``who`` the card type);
- ``"next_cost"``: "The next spell you play this turn costs [2] less": used by the next such
  card its controller plays (391), then gone;
- ``"enter_ready"``: "Units you play this turn enter ready" (``who`` the card type);
- ``"next_ready"``: "The next unit you play this turn enters ready": used by the next such card
  its controller plays (391), then gone;
- ``"next_bonus"``: "The next spell you play this turn deals 1 Bonus Damage": used by the next
  such card its controller plays (391), which it turns into a ``"spell_bonus"`` entry for that
  spell, ``zone`` the spell object and ``who`` its incarnation: each Deal action of that spell
  gets ``value`` Bonus Damage (712-715, :func:`spell_bonus`; rules/damage.py);
- ``"next_repeat"``: "Give the next spell you play this turn [Repeat] equal to its cost": the
  next such card its controller plays has one more instance of Repeat, costing its printed cost,
  as its optional costs are declared (820.1, rules/granted_repeat.py), then it is gone (391);
- ``"look_facedown"``: "You can look at their facedown cards this turn" (``value`` the player
  whose facedown cards the controller may look at, 128.4; :func:`sees_facedown`);
- ``"hide_free"``: "You can hide cards ignoring costs this turn" (421, 811.1.b; :func:`has`,
  keywords/hidden.py).

All of them expire at the end of the turn with the other "this turn" effects (317.2.c).
"""

from __future__ import annotations

from riftbound.cards.model import CardDef, CostModifier
from riftbound.log import log
from riftbound.rules.players import is_friendly
from riftbound.state import State

WHO = ("yours", "friendly", "enemy", "units")  # units you control, friendly (740.1), enemy (740.2), all
BUFFED_FRIENDLY = "buffed_friendly"  # friendly units with a buff: "buffs give an additional +1 [M]" (702)
CARD_TYPES = ("spell", "unit", "gear", "any")
ANYWHERE = -1
NOWHERE = -2  # "here" for an instruction whose source is at no location: it matches no unit
NEXT_BONUS = "next_bonus"  # "The next spell you play this turn deals 1 Bonus Damage" (712, 391)
SPELL_BONUS = "spell_bonus"  # ... once that spell is played: its Bonus Damage
NEXT_REPEAT = "next_repeat"  # "Give the next spell you play this turn [Repeat] equal to its cost" (820.1, 391)
NEXT_KINDS = ("next_cost", "next_ready", NEXT_BONUS, NEXT_REPEAT)  # used by the next card played (391)


def create(g: State, controller: int, zone: int, who: str, kind: str, value: int | str) -> None:
    """The instruction resolving now creates a delayed passive ability (390.4) with a new
    timestamp (475.1)."""
    g.lasting.append((g.clock, controller, zone, who, kind, value))
    g.clock += 1
    if g.log is not None:
        log(g, "390.4", f"P{controller} creates a delayed passive ability ({kind} {value} for {who}) this turn")


def matches(g: State, controller: int, who: str, obj: int) -> bool:
    """Is ``obj`` (a unit) one of the units ``who`` describes for ``controller``?"""
    if who == "yours":
        return g.o_ctrl[obj] == controller
    if who == "friendly":
        return is_friendly(g, controller, g.o_ctrl[obj])
    if who == BUFFED_FRIENDLY:
        return g.o_buff[obj] > 0 and is_friendly(g, controller, g.o_ctrl[obj])
    if who == "enemy":
        return not is_friendly(g, controller, g.o_ctrl[obj])
    return True


def cost_modifiers(g: State) -> list[tuple[int, CostModifier]]:
    """The cost changes of delayed passive abilities, as the controller's modifiers
    (356.3-356.4: increases, then discounts, in the order of rules/costs.py)."""
    return [(ctrl, CostModifier(int(value), cards=who, whose="you"))
            for _, ctrl, _, who, kind, value in g.lasting if kind in ("cost", "next_cost")]


def card_played(g: State, player: int, card: CardDef, obj: int) -> bool:
    """``player`` played ``card`` (359), object ``obj``: the "next card you play this turn costs
    less", "the next unit you play this turn enters ready" and "the next spell you play this
    turn deals 1 Bonus Damage" abilities it matched are used (391) and end; the last becomes
    the Bonus Damage of that spell. Whether it enters ready by one of them."""
    keep = [r for r in g.lasting
            if not (r[4] in NEXT_KINDS and r[1] == player and r[3] in ("any", card.type))]
    if len(keep) == len(g.lasting):
        return False
    used = [r for r in g.lasting if r not in keep]
    ready = any(r[4] == "next_ready" for r in used)
    keep.extend((ts, ctrl, obj, g.o_inc[obj], SPELL_BONUS, value) for ts, ctrl, _, _, kind, value in used
                if kind == NEXT_BONUS)
    g.lasting[:] = keep
    if g.log is not None:
        log(g, "391", f"P{player}'s ability on the next {card.type} is used")
    return ready


def spell_bonus(g: State, source: int) -> int:
    """The Bonus Damage the spell ``source`` deals by "the next spell you play this turn deals
    1 Bonus Damage" (712, 714): while it is the object it was as it was played (359.3.e.4)."""
    return sum(int(value) for _, _, obj, inc, kind, value in g.lasting
               if kind == SPELL_BONUS and obj == source and inc == g.o_inc[source])


def enters_ready(g: State, player: int, card: CardDef) -> bool:
    """Does a delayed passive ability make ``card``, played by ``player``, enter ready (390.4)?"""
    return any(kind == "enter_ready" and ctrl == player and who in ("any", card.type)
               for _, ctrl, _, who, kind, _ in g.lasting)


def has(g: State, player: int, kind: str) -> bool:
    """Does ``player`` control a delayed passive ability of ``kind`` (e.g. ``"hide_free"``)?"""
    return any(k == kind and ctrl == player for _, ctrl, _, _, k, _ in g.lasting)


def sees_facedown(g: State, obj: int, viewer: int) -> bool:
    """May ``viewer`` look at facedown card ``obj``: its controller (128.4), or a player an
    instruction lets look at that controller's facedown cards this turn?"""
    ctrl = g.o_ctrl[obj]
    return ctrl == viewer or (bool(g.lasting) and any(
        kind == "look_facedown" and who == viewer and value == ctrl for _, who, _, _, kind, value in g.lasting))


def expire(g: State) -> None:
    """"This turn" delayed passive abilities end with the turn (317.2.c)."""
    g.lasting.clear()
