"""Copy effects (472.1.b): a permanent on the board becomes a copy of another.

All its traits, its rules text included, are replaced by the other's copyable traits
(472.1.b.1): its printed ones, or, when it is itself a copy, those it copies (472.1.b.3).
The copy is applied in layer 1 before every other effect (472.1.b), so it is kept as the
object's working card definition: ``State.o_card`` names the copied card while the object
stays on the board, and ``State.copies`` remembers its printed card, restored when it
leaves the board (110, 359.3.e.4). Effects given to the object itself (buffs, "this turn"
changes, damage) are kept and still apply on top, in their layers. Being a token is not a
copied trait: a token copy stays a token (183, 472.1.b.3 example). See docs/rulings.md
"Copy effects".
"""

from __future__ import annotations

from riftbound.cards.info import INDEXED
from riftbound.log import log, name
from riftbound.rules import zones
from riftbound.rules.tasks import push_cleanup
from riftbound.state import State


def become_copy(g: State, obj: int, of: int) -> None:
    """``obj`` becomes a copy of ``of`` (472.1.b.1): it takes ``of``'s copyable traits,
    which are its working card definition (472.1.b.3). Its abilities are the copied ones,
    beginning to apply now (475.1)."""
    if not zones.on_board(g, obj):
        return
    index = g.o_card[of]
    old = g.o_card[obj]
    if not any(c[0] == obj for c in g.copies):
        g.copies.append((obj, old))
    was, now = g.cinfo[old].flags & INDEXED, g.cinfo[index].flags & INDEXED
    if was and not now:
        g.indexed.remove(obj)
    elif now and not was:
        g.indexed.append(obj)
    if g.log is not None:
        log(g, "472.1.b", f"{name(g, obj)} becomes a copy of {name(g, of)}")
    g.o_card[obj] = index
    g.o_ts[obj] = g.clock
    g.clock += 1
    push_cleanup(g)


def printed(g: State, obj: int) -> int:
    """The catalog index of the card ``obj`` really is (its printed card)."""
    for o, card in g.copies:
        if o == obj:
            return card
    return g.o_card[obj]


def forget(g: State, obj: int, leaving: bool = True) -> None:
    """``obj`` changed between the board and another zone: it is a new object with its
    printed traits (110, 359.3.e.4). An ability of the copy that is still waiting to be put
    on the chain or to resolve (Deathknell, "when I leave the board") is the copied card's, as
    the object last existed on the board (808): its printed card comes back once those are
    gone (:func:`settle`)."""
    for i, (o, card) in enumerate(g.copies):
        if o == obj:
            if leaving and _pending(g, obj):
                return
            g.o_card[obj] = card
            del g.copies[i]
            return


def settle(g: State) -> None:
    """Copies that left the board with abilities pending become their printed cards once
    none is left (:func:`forget`)."""
    for obj, card in g.copies[:]:
        if not zones.on_board(g, obj) and not _pending(g, obj):
            g.o_card[obj] = card
            g.copies.remove((obj, card))


def _pending(g: State, obj: int) -> bool:
    r = g.resolving
    return (any(t[1] == obj for t in g.triggered) or any(it.obj == obj and it.kind == "ability" for it in g.chain)
            or (r is not None and r.obj == obj and r.kind == "ability"))
