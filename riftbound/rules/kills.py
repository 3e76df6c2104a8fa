"""Who kills (411, 428.5): the player responsible for a kill action and the spell it is
attributed to, for the triggers on the kills a player is responsible for ("When you kill a
stunned enemy unit", "When you kill a unit with a spell"; cards/events.py KILL_EVENTS). Kept
only in a game whose catalog has such a trigger (cards/info.py CF_KILLS).

A kill is noted as a small int, ``who``: ``player * 2``, plus 1 when it is attributed to a spell
that player controls (428.5.e), or ``NO_ONE``.

- A kill instruction is performed by the player it instructs (411.1): the controller of the
  spell or ability resolving (428.5.b), or each player for "each player kills one of their
  units"; a kill paid as a cost, by the player paying it. It is attributed to the resolving
  spell, or to the spell an ability resolving comes from (428.5.d), when that player controls it.
- A unit killed in a cleanup (323.5) is killed by the player responsible for the damage the
  item that resolved just before dealt it (428.5.c): the damage dealt since the last cleanup
  is noted as it is marked (``State.dealt``) and forgotten as each cleanup ends. Combat damage
  is dealt by the player whose units deal it (460.2.c, 417.6.c.1; the Unleashed FAQ: damage a
  player assigns in combat is "their damage", docs/rulings.md). A kill is attributed to a spell
  when the spell itself dealt the damage (417.6.a), not a unit it named (417.6.b.3): the
  Origins FAQ's "kill a unit with a spell". Damage marked earlier, or a Might lowered later,
  kills with no one responsible (411.2).
"""

from __future__ import annotations

from riftbound.cards.events import YOU_KILL_STUNNED_ENEMY, YOU_KILL_WITH_SPELL
from riftbound.cards.model import SPELL
from riftbound.rules import triggers
from riftbound.rules.damage import COMBAT, combat_dealer
from riftbound.rules.players import is_friendly
from riftbound.state import State

NO_ONE = -1  # a kill no player is responsible for (411.2)
RESOLVING = -2  # ``by`` for a kill instruction: the player the resolving item instructs (411.1)


def _spell(g: State, obj: int) -> bool:
    """Is ``obj`` a spell, the source of a spell's ability included (428.5.d, 417.6.b.2.a)?"""
    return obj >= 0 and g.catalog[g.o_card[obj]].type == SPELL


def by_instruction(g: State, by: int) -> int:
    """``who`` of a kill performed now by ``by`` (``RESOLVING``: the resolving item's
    controller): attributed to the resolving spell if ``by`` controls it (428.5.b, 428.5.e)."""
    item = g.resolving
    if by == RESOLVING:
        if item is None:
            return NO_ONE
        by = item.controller
    spell = item is not None and item.controller == by and _spell(g, item.obj)
    return by * 2 + spell


def by_damage(g: State, obj: int) -> int:
    """``who`` of a unit killed by lethal damage in a cleanup (428.5.c): the player responsible
    for the damage dealt to it since the last cleanup, attributed to a spell if a spell dealt any
    of it; ``NO_ONE`` if none was dealt to it since."""
    inc = g.o_inc[obj]
    dealt = g.dealt
    who = NO_ONE
    spell = 0
    for i in range(0, len(dealt), 3):
        if dealt[i] == obj and dealt[i + 1] == inc:
            who = dealt[i + 2] & ~1
            spell |= dealt[i + 2] & 1
    return who | spell if who >= 0 else NO_ONE


def damage_marked(g: State, obj: int, source: int) -> None:
    """Damage from ``source`` (``COMBAT``: combat damage) is marked on ``obj``: note who is
    responsible for it (411.1) — the controller of the resolving item that deals it, or the
    player whose units deal combat damage (460.2.c) — and whether a spell dealt it (417.6.a)."""
    if source == COMBAT:
        who = combat_dealer(g, obj) * 2
    elif g.resolving is not None:
        who = g.resolving.controller * 2 + _spell(g, source)  # the spell, or its ability's source
    else:
        return  # damage no item deals: no one is responsible for it (411.2)
    g.dealt.extend((obj, g.o_inc[obj], who))


def cleanup_done(g: State) -> None:
    """A cleanup ended: the damage noted was that of the item that resolved just before it
    (428.5.c); later cleanups attribute nothing to it."""
    g.dealt.clear()


def killed(g: State, ctrl: int, obj: int, who: int, stunned: int) -> None:
    """The unit ``obj``, controlled by ``ctrl`` and ``stunned`` as it last existed on the board,
    has died and is in the trash, killed by ``who``: the kill watchers of that player trigger,
    on the board and in the trash (383.2.c.1: a card killed by it sees it), "it" being the unit."""
    if who < 0:
        return
    player = who >> 1
    it = (((obj, g.o_inc[obj]),),)
    if stunned and not is_friendly(g, player, ctrl):
        triggers.collect_watchers(g, player, YOU_KILL_STUNNED_ENEMY, refs=it)  # 423, 740.2
    if who & 1:
        triggers.collect_watchers(g, player, YOU_KILL_WITH_SPELL, refs=it)  # 428.5.e
