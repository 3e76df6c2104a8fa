"""[Repeat] given to a spell by other cards (820.1, 820.3, 820.4): "While I'm in a showdown,
your spells have [Repeat] [2][C]" (a passive ability, cards/model.py ``SpellsHaveRepeat``) and
"Give the next spell you play this turn [Repeat] equal to its cost" (a delayed passive ability,
rules/lasting.py ``NEXT_REPEAT``, effects/next_spell_repeat.py).

A spell has what they give it as its optional additional costs are declared (step 2 of playing
it, 356.2.b.1): :func:`granted` lists those Repeat costs, kept on its chain item
(``ChainItem.repeats``) after the spell's own additional costs (rules/costs.py ``item_costs``),
each declared and paid apart from the others (820.1.c.2, 820.3), and read from there by the rest
of the play (the total cost 356.2, its choices 820.2, its executions 820.1.d). A spell with its
own [Repeat] gets one more instance (820.3). "Equal to its cost" is the spell's printed cost,
Energy and Power (131; the Spiritforged FAQ on Temporal Portal: a discount on the spell leaves
its Repeat cost as printed; docs/rulings.md). Only games whose catalog has such a card look
(``CF_GRANTED_REPEAT``)."""

from __future__ import annotations

from riftbound.cards.info import CF_GRANTED_REPEAT
from riftbound.cards.model import SPELL, CardDef, SpellsHaveRepeat
from riftbound.rules import conditions, costs, lasting, zones
from riftbound.rules.inactive import rules_text_inactive
from riftbound.state import State


def granted(g: State, player: int, card: CardDef) -> costs.Repeats:
    """The Repeat costs other cards give ``card``, a spell ``player`` is playing, now: one of
    its printed cost for each "the next spell you play this turn" of the player's (391), and
    those of the passive abilities on the board whose controller is the player and whose
    condition holds (365.1, 364.3.a)."""
    if card.type != SPELL:
        return ()
    out: list[tuple[int, tuple[str, ...]]] = []
    if g.lasting:
        printed = costs.base_cost(card)  # 131: its printed Energy and Power cost
        out.extend(printed for _, ctrl, _, who, kind, _ in g.lasting
                   if kind == lasting.NEXT_REPEAT and ctrl == player and who in ("any", SPELL))
    info = g.cinfo
    cards = g.o_card
    board = [*(o for p in range(g.n_players) for o in g.zones[zones.base_of(g, p)]),
             *(o for bf in range(len(g.bf_objs)) for o in g.zones[zones.bf_location(g, bf)]), *g.bf_objs]
    for obj in board:
        if not info[cards[obj]].flags & CF_GRANTED_REPEAT or rules_text_inactive(g, obj):
            continue
        if conditions.controller(g, obj) != player:  # "your spells" (a battlefield's: its controller's, 187.6)
            continue
        for ab in g.catalog[cards[obj]].abilities:
            if isinstance(ab, SpellsHaveRepeat) and (
                    ab.condition is None or conditions.holds(g, ab.condition, player, obj)):
                out.append((ab.energy, costs.ordered(ab.power)))
    return tuple(out)
