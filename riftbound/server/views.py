"""What one seat (or a spectator, seat ``-1``) is sent: the game as ``observation(seat)`` shows
it, the seat's own decision with its options, and the judge's log with every card that is
hidden from that seat named only as "a hidden card" (128: hands, decks, set-aside and facedown
cards of others). Nothing here ever reads another seat's hand into a message."""

from __future__ import annotations

from typing import Any

from riftbound.actions import Action
from riftbound.game import Game
from riftbound.match import Match
from riftbound.rules.zones import BF_LOCATION
from riftbound.state import BASE, State

OBJECT_KINDS = frozenset({"play", "activate", "card", "mulligan_toggle", "hide", "move", "assign", "target"})


def place(s: State, a: Action) -> dict[str, int] | None:
    """Where on the board the client offers the option ``a`` of the pending decision: the
    object it names (a card, unit, rune paying, target), a battlefield (by its index), a base
    (by its player), an item on the chain (by its uid), a player, or nowhere (a plain answer
    such as pass or yes). It names nothing the option itself does not."""
    k = a[0]
    pend = s.pending
    assert pend is not None
    if k in ("location", "move_to"):
        kind = s.zone_kind[a[1]]
        if kind == BF_LOCATION:
            return {"battlefield": s.zone_bf[a[1]]}
        return {"base": s.zone_owner[a[1]]} if kind == BASE else None
    if k == "battlefield":  # 481.5: a Match's selection names the battlefield card, a showdown its index
        return {"object": a[1]} if pend[0] == "choose_bf" else {"battlefield": a[1]}
    if k in ("player", "invite"):
        return {"player": a[1]}
    if k == "order":
        return {"object": s.triggered[a[1]][1]}  # the source of the triggered ability
    if k == "target" and pend[0] == "target" and any(it.uid == a[1] != pend[2] for it in s.chain):
        return {"chain": a[1]}  # a chain item as the target (e.g. of a counter)
    return {"object": a[1]} if k in OBJECT_KINDS else None


def decision(game: Game | Match, seat: int) -> dict[str, Any] | None:
    """The pending decision if ``seat`` is the one deciding: its kind, data and every option
    with its text and its :func:`place` on the board; otherwise ``None`` (another seat's
    options are never sent)."""
    if seat < 0 or game.is_terminal() or game.current_player() != seat:
        return None
    s = game.s
    p = s.pending
    assert p is not None
    return {"kind": p[0], "data": list(p[2:]),
            "options": [{"action": a.to_json(), "text": text, "at": place(s, a)}
                        for a, text in zip(game.legal_actions(), game.option_texts(), strict=True)]}


LISTS = ("players", "battlefields")


def _entry_patch(a: Any, x: Any) -> dict[str, Any] | None:
    """The keys of entry ``x`` that differ from ``a`` (``None``: send the entry whole)."""
    if not isinstance(a, dict) or not isinstance(x, dict) or a.keys() - x.keys():
        return None
    return {k: v for k, v in x.items() if k not in a or a[k] != v}


def patch(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    """What changed from observation ``old`` to ``new``: each top-level key whose value
    changed; the players and battlefields as ``{index: {key: value}}`` of the keys that
    changed in each entry (the list is sent whole when an entry can't be patched so).
    Applying it to ``old`` gives ``new``."""
    out: dict[str, Any] = {}
    for k, v in new.items():
        o = old.get(k)
        if o == v and k in old:
            continue
        out[k] = v
        if k in LISTS and isinstance(o, list) and len(o) == len(v):
            entries = {str(i): _entry_patch(a, x) for i, (a, x) in enumerate(zip(o, v, strict=True)) if a != x}
            if None not in entries.values():
                out[k] = entries
    return out


def apply_patch(old: dict[str, Any], p: dict[str, Any]) -> dict[str, Any]:
    """``old`` with the changes ``p`` (:func:`patch`) made (the client does the same)."""
    new = dict(old)
    for k, v in p.items():
        if k in LISTS and isinstance(v, dict):
            items = list(old[k])
            for i, x in v.items():
                items[int(i)] = {**items[int(i)], **x}
            new[k] = items
        else:
            new[k] = v
    return new
