"""What one player may see (128, 107-109): their own hand, every public zone, and only
the sizes of hidden zones. Facedown cards are shown only to their controller (128.4); cards
revealed by an instruction are shown to everyone until the next action (424), and those an
instruction lets a player look at to that player (128.4). The judge's log as one player may
read it (:func:`redact`) is here too: the server and the terminal player tell it that way."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from riftbound.effects.reveal import revealed_now
from riftbound.log import name
from riftbound.rules import layers, victory, zones
from riftbound.rules.lasting import sees_facedown
from riftbound.rules.might import might
from riftbound.rules.setup import placed
from riftbound.rules.targeting import PLAYER
from riftbound.rules.timing import state_name
from riftbound.state import (
    BANISHMENT,
    BASE,
    CHAMPION_ZONE,
    HAND,
    LEGEND_ZONE,
    MAIN_DECK,
    PHASE_NAMES,
    PLAYER_ZONES,
    RUNE_DECK,
    SET_ASIDE,
    TRASH,
    State,
)

# 128.4, 436: decisions whose data are cards the deciding player may look at (the looked-at
# cards, the cards one may play, the card being predicted, the looked-at cards to recycle or put back)
LOOKING = frozenset({"look", "play_card", "predict", "look_recycle", "deck_order"})
PUBLIC_KINDS = frozenset({BASE, TRASH, BANISHMENT, CHAMPION_ZONE, LEGEND_ZONE, zones.BF_LOCATION,
                          zones.CHAIN_ZONE, zones.REMOVED_ZONE, zones.BATTLEFIELD_ROW})


def _obj(g: State, obj: int) -> dict[str, Any]:
    card = g.catalog[g.o_card[obj]]
    d: dict[str, Any] = {"id": obj, "card": card.id, "name": card.name, "owner": g.o_owner[obj],
                         "controller": g.o_ctrl[obj]}
    if zones.on_board(g, obj):
        d["exhausted"] = bool(g.o_exh[obj])
        if card.type == "unit":
            d.update(might=might(g, obj), damage=g.o_dmg[obj], buffed=bool(g.o_buff[obj]),
                     stunned=bool(g.o_stun[obj]))
        if g.o_attached[obj] >= 0:
            d["attached_to"] = g.o_attached[obj]  # 716-719: public, like the unit it is attached to
    return d


def _target(g: State, t: tuple[int, int], viewer: int) -> dict[str, Any]:
    """A chain item's target: another item, a player, an object, or an object that has since become a
    new object (359.3.e.4), maybe in a hidden zone, shown without its id; a facedown card ("Return
    another friendly gear, unit, or facedown card") is shown by its id only to whoever may see it
    (128.4), as the facedown zones are."""
    if t[1] == PLAYER:  # 355.9.a: a chosen player
        return {"player": t[0]}
    if t[1] < 0:
        return {"chain_item": t[0]}
    if g.o_inc[t[0]] != t[1]:
        return {"gone": True}
    if g.zone_kind[g.o_zone[t[0]]] == zones.BF_FACEDOWN and not sees_facedown(g, t[0], viewer):
        return {"facedown": True}
    return {"object": t[0]}


def sees(g: State, obj: int, viewer: int) -> bool:
    """Whether ``viewer`` may see which card ``obj`` is now: every player sees the public
    zones (the board, trashes, banishments, the chain, legends and champions) and revealed
    cards (424); a hand only its owner (108), a facedown card only its controller (128.4),
    a deck or another player's hand nobody but the player an instruction lets look (128.4)."""
    kind = g.zone_kind[g.o_zone[obj]]
    if kind in PUBLIC_KINDS:
        return True
    if obj in revealed_now(g):
        return True
    if kind == zones.BF_FACEDOWN:
        return sees_facedown(g, obj, viewer)
    if kind in (HAND, SET_ASIDE) and g.o_owner[obj] == viewer:
        return True
    pend = g.pending  # cards an instruction has the deciding player look at: a deck's, another's hand
    return pend is not None and pend[0] in LOOKING and pend[1] == viewer and obj in pend[2:]


def observation(g: State, viewer: int) -> dict[str, Any]:
    """A JSON-ready view of the game for ``viewer`` (or ``-1`` for a spectator)."""
    return observations(g, (viewer,))[0]


def observations(g: State, viewers: Sequence[int]) -> list[dict[str, Any]]:
    """:func:`observation` for each of ``viewers``, read in one pass: what every viewer sees
    alike (the public zones, each player's public facts, the battlefields but for their
    facedown cards) is built once and the same objects appear in every viewer's view, so treat
    the views as read-only. Only reading: the layers give every unit's Might from one
    computation (:func:`layers.read_only`). The server builds all its seats' views this way."""
    with layers.read_only(g):
        return _observations(g, viewers)


def _observations(g: State, viewers: Sequence[int]) -> list[dict[str, Any]]:
    players = []  # what every viewer sees of each player (a player's own view adds the hand)
    for p in range(g.n_players):
        b = p * 7
        players.append({
            "player": p,
            "points": g.points[p],
            "xp": g.xp[p],
            "removed": bool(g.removed[p]),
            "hand_size": len(g.zone_of(p, HAND)),
            "main_deck_size": len(g.zone_of(p, MAIN_DECK)),
            "rune_deck_size": len(g.zone_of(p, RUNE_DECK)),
            "legend": [_obj(g, o) for o in g.zone_of(p, LEGEND_ZONE)],
            "champion_zone": [_obj(g, o) for o in g.zone_of(p, CHAMPION_ZONE)],
            "base": [_obj(g, o) for o in g.zone_of(p, BASE)],
            "trash": [_obj(g, o) for o in g.zone_of(p, TRASH)],
            "banishment": [_obj(g, o) for o in g.zone_of(p, BANISHMENT)],
            "rune_pool": {"energy": g.pool_energy[p], "power": g.pool_power[b:b + 7],
                          # restricted resources (rules/restricted.py): [use, energy, power domain or ""]
                          "restricted": [[u, e, d] for q, u, e, d, _, lent in g.pool_limited if q == p and lent < 0]},
        })
    bfs: list[dict[str, Any] | None] = []  # the facedown cards filled in per viewer (128.4)
    faces: list[list[int]] = []
    for bf, obj in enumerate(g.bf_objs):
        face = g.zones[zones.bf_facedown(g, bf)] if placed(g, obj) else []
        faces.append(face)
        if not placed(g, obj):  # 481.5: a Match's battlefields, until all are selected
            bfs.append(None)
            continue
        bfs.append({
            "battlefield": _obj(g, obj),
            "controller": g.bf_ctrl[bf],
            "contested_by": g.bf_contested[bf],  # 187.3: the player who made it Contested, -1 if none
            "units": [_obj(g, o) for o in g.zones[zones.bf_location(g, bf)]],
            "facedown": [],
        })
    pend = g.pending
    public = {
        "mode": g.mode,
        "turn": g.turn_number,
        "turn_player": g.turn_player,
        "phase": PHASE_NAMES[g.phase],
        "state": state_name(g),
        "priority": g.priority,
        "focus": g.focus,
        "decision": None if pend is None else {"kind": pend[0], "player": pend[1]},
    }
    revealed = [_obj(g, o) for o in revealed_now(g)]  # 424.1: shown to every player
    end = {
        "terminal": g.terminal,
        "winners": list(g.winners),
        "removed": [p for p in range(g.n_players) if g.removed[p]],
        "teams": list(g.teams),
        "end_reason": g.end_reason,
        "victory_score": victory.needed(g),  # 478.3: the mode's, raised by battlefields in play
    }
    out = []
    for viewer in viewers:
        seen = [pd if p != viewer else {**pd, "hand": [_obj(g, o) for o in g.zone_of(p, HAND)]}
                for p, pd in enumerate(players)]
        seen_bfs = [bf if bf is None or not face else
                    {**bf, "facedown": [(_obj(g, o) if sees_facedown(g, o, viewer) else {"hidden": True})
                                        for o in face]}
                    for bf, face in zip(bfs, faces, strict=True)]
        out.append({
            "viewer": viewer,
            **public,
            "players": seen,
            "battlefields": seen_bfs,
            "chain": _chain(g, viewer),
            "revealed": revealed,
            # 128.4: the cards an instruction lets the deciding player look at or play, to that player only
            "looking": [_obj(g, o) for o in pend[2:]] if pend is not None and pend[0] in LOOKING
            and pend[1] == viewer else [],
            **end,
        })
    return out


def _chain(g: State, viewer: int) -> list[dict[str, Any]]:
    """The chain as ``viewer`` sees it: a source back in a hand keeps its seat private."""
    chain = []
    for it in g.chain:
        c = g.catalog[g.o_card[it.obj]]
        source = it.obj if sees(g, it.obj, viewer) else None
        chain.append({"uid": it.uid, "kind": it.kind, "card": c.id, "name": c.name, "source": source,
                      "controller": it.controller, "finalized": it.stage == 4,
                      "targets": [[_target(g, t, viewer) for t in slot] for slot in it.targets]})
    return chain


# ---- the judge's log as one player reads it ----------------------------------------------------
_MENTION = re.compile(r"#(\d+)")
HIDDEN = "a hidden card"


def hidden_from(s: State, obj: int, viewer: int) -> bool:
    """Whether ``viewer`` may not know what object ``obj`` is now (128, 107.3): a card in a
    deck, in another player's hand or set aside by another player, or facedown and controlled by
    another player."""
    z = s.o_zone[obj]
    if z < 0:
        return False
    if z < s.n_players * PLAYER_ZONES:
        kind = z % PLAYER_ZONES
        return kind in (MAIN_DECK, RUNE_DECK) or (kind in (HAND, SET_ASIDE) and z // PLAYER_ZONES != viewer)
    return z in s.face_zones and not sees_facedown(s, obj, viewer)


def redact(before: State | None, s: State, text: str, viewers: Sequence[int]) -> list[str]:
    """``text``, logged by the action that turned state ``before`` into ``s``, as each of
    ``viewers`` reads it: every mention ``Name#id`` of an object hidden from that viewer both
    before and after that action replaced (a card drawn, hidden or looked at stays unnamed; a
    card played from the hand, or a rune recycled from the board into its deck, was seen on one
    side and is named). The text is searched for mentions once for all the viewers."""
    mentions = [obj for obj in {int(m) for m in _MENTION.findall(text)} if obj < len(s.o_zone)]
    if not mentions:
        return [text] * len(viewers)
    out = []
    for viewer in viewers:
        seen_as = text
        for obj in mentions:
            if hidden_from(s, obj, viewer) and (
                    before is None or obj >= len(before.o_zone) or hidden_from(before, obj, viewer)):
                seen_as = seen_as.replace(name(s, obj), HIDDEN)
        out.append(seen_as)
    return out
