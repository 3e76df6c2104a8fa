"""Restricted resources in the rune pool (161-167, 357, 429).

Some Add abilities say what their resources may be spent on: "Add [2]. Use only to play
spells.", "Use only to play gear or use gear abilities.", "Spend this Energy only during
showdowns." (``cards.model.USES``). Such resources are added to their controller's rune pool
(165.1) like any other and empty with it (166), but they wait apart from the pool, in
``State.pool_limited``: one plain tuple per resource, ``(player, use, energy, power domain
or "", uid of the item being paid for as it was added or -1, uid of the payment it is lent
to or -1)``. The pool is public, so the observation shows them to everyone.

A payment they may be spent on (:func:`uses_of`) counts them with the pool (legal actions,
the payment budget, the Add abilities worth using while paying: rules/payment.py). As the
costs are paid (357.1) the ones it may spend are lent to the pool (:func:`lend`); once paid,
what is left of them goes back (:func:`settle`): a player spends a restricted resource
before an unrestricted one of the same kind, which can pay everything the restricted one
can (docs/rulings.md "Restricted resources"). A play undone (358.4) gets them all back, and
those added by Add abilities used while paying for it are undone with those abilities.
"""

from __future__ import annotations

from riftbound.cards.info import CF_RESTRICTED
from riftbound.cards.model import DOMAIN_INDEX, GEAR, POOL_SLOTS, SPELL, USE_GEAR, USE_SHOWDOWNS, USE_SPELLS
from riftbound.log import log
from riftbound.state import ChainItem, State


def add(g: State, player: int, use: str, energy: int, power: tuple[str, ...]) -> None:
    """Add restricted resources to ``player``'s rune pool (429, 165.1)."""
    if energy:
        g.pool_limited.append((player, use, energy, "", -1, -1))
    for d in power:
        g.pool_limited.append((player, use, 0, d, -1, -1))
    if g.log is not None:
        log(g, "429", f"P{player} adds [{energy}]{'[' + ']['.join(power) + ']' if power else ''} "
                      f"to their rune pool, to spend only on {use}")


def uses_of(g: State, item: ChainItem, card_type: str, source_type: str = "") -> tuple[str, ...]:
    """What the restricted resources that may pay for ``item`` are for: playing a spell,
    playing gear or using an activated ability of gear (``source_type``: the type of the
    ability's source), and any payment during a showdown (341)."""
    if item.kind == "card":
        return uses_for(g, card_type, "")
    return uses_for(g, "", source_type)


def uses_for(g: State, card_type: str, source_type: str) -> tuple[str, ...]:
    """As :func:`uses_of`, for a card of ``card_type`` or an ability whose source is of
    ``source_type``. In a game whose cards add none, nothing (cards/info.py CF_RESTRICTED)."""
    out: tuple[str, ...] = ()
    if not g.features & CF_RESTRICTED:
        return out
    if card_type == SPELL:
        out = (USE_SPELLS,)
    elif card_type == GEAR or source_type == GEAR:
        out = (USE_GEAR,)
    if g.showdown >= 0:
        out = (*out, USE_SHOWDOWNS)
    return out


def tag(g: State, start: int, uid: int) -> None:
    """The restricted resources added from index ``start`` on were added by an Add ability
    used while paying for item ``uid`` (357.1.a), undone with it (358.4)."""
    lim = g.pool_limited
    for i in range(start, len(lim)):
        p, use, e, d, _, lent = lim[i]
        lim[i] = (p, use, e, d, uid, lent)


def lend(g: State, player: int, uid: int, uses: tuple[str, ...]) -> None:
    """The restricted resources payment ``uid`` may spend join the pool while it is paid
    (357.1), with a note of the unrestricted pool before (entries of use "": the Energy,
    and the count of each power domain), so that :func:`settle` knows what was spent."""
    lim = g.pool_limited
    lent = [i for i, t in enumerate(lim) if t[0] == player and t[5] < 0 and t[1] in uses]
    if not lent:
        return
    b = player * POOL_SLOTS
    lim.append((player, "", g.pool_energy[player], "", -1, uid))
    lim.extend((player, "", n, d, -1, uid) for d, n in zip(DOMAIN_INDEX, g.pool_power[b:b + POOL_SLOTS],
                                                            strict=True) if n)
    for i in lent:
        p, use, e, d, by, _ = lim[i]
        lim[i] = (p, use, e, d, by, uid)
        g.pool_energy[p] += e
        if d:
            g.pool_power[b + DOMAIN_INDEX[d]] += 1


def settle(g: State, uid: int) -> None:
    """Payment ``uid`` is over, paid or undone: what is left of the restricted resources
    lent to it leaves the pool again. They were spent first: what the pool holds beyond
    the unrestricted resources it held before is theirs."""
    before_e = 0
    before_p: dict[str, int] = {}
    for _, use, e, d, _, lent in g.pool_limited:
        if lent == uid and not use:
            if d:
                before_p[d] = e
            else:
                before_e = e
    kept = []
    left_e = -1
    left_p: dict[str, int] = {}
    for p, use, e, d, by, lent in g.pool_limited:
        if lent != uid:
            kept.append((p, use, e, d, by, lent))
            continue
        if not use:
            continue
        if left_e < 0:
            left_e = max(0, g.pool_energy[p] - before_e)
        if e:
            e = min(e, left_e)
            if e:
                left_e -= e
                g.pool_energy[p] -= e
                kept.append((p, use, e, "", by, -1))
        if d:
            slot = p * POOL_SLOTS + DOMAIN_INDEX[d]
            n = left_p.get(d)
            if n is None:
                n = max(0, g.pool_power[slot] - before_p.get(d, 0))
            if n:
                g.pool_power[slot] -= 1
                kept.append((p, use, 0, d, by, -1))
            left_p[d] = max(0, n - 1)
    g.pool_limited = kept


def paid(g: State, uid: int) -> None:
    """Payment ``uid`` is complete: the restricted resources left stay in the pool as any
    others, whatever added them."""
    settle(g, uid)
    g.pool_limited = [(p, use, e, d, -1 if by == uid else by, lent) for p, use, e, d, by, lent in g.pool_limited]


def undo_added(g: State, uid: int) -> None:
    """358.4: payment ``uid`` is undone with the Add abilities used while paying for it
    (rules/playing.py): the restricted resources they added are taken back."""
    g.pool_limited = [t for t in g.pool_limited if t[4] != uid]
