"""Reading serialized games back: every way the text can be wrong is refused with a
:class:`~riftbound.errors.StateFormatError` naming what is wrong, never a traceback.

A serialized state is ``{"format": "riftbound-state", "version": 4, "rules": ..., "state":
{...}}`` (:meth:`riftbound.game.Game.serialize`); besides the shape of every field, the
loader checks that the per-object lists agree and that every object is in exactly one zone.

The version changes whenever the state's keys do (a test pins them to it), so a save from an
engine with other fields is refused by its version, not by a missing key.
Version 1 lacked, among others, each player's Chosen Champion (``champions``); version 2 the
damage dealt since the last cleanup (``dealt``) and the tags named as permanents were played
(``named``); version 3 the permissions to play a card from its trash an instruction granted
(``granted``).
"""

from __future__ import annotations

import json
from typing import Any

from riftbound.cards import catalog
from riftbound.errors import StateFormatError
from riftbound.state import _LIST_FIELDS, _SCALAR_FIELDS, State

RULES_EDITION = "core-rules-v1.3 (2026-03-30)"
STATE_FORMAT = "riftbound-state"
VERSION = 4
# the keys of a state besides its list and scalar fields
LAYOUT_KEYS = ("catalog", "mode", "n_players", "teams", "excluded_bfs", "order", "victory_score",
               "zone_kind", "zone_owner", "zone_bf", "bf_objs", "zones", "chain", "resolving", "log")
PER_OBJECT = tuple(f for f in _LIST_FIELDS if f.startswith("o_"))
PER_PLAYER = ("points", "pool_energy", "removed", "turns_taken", "extra_runes", "scored", "xp", "excess", "turn_facts",
              "champions")


def parse(text: Any, what: str) -> dict[str, Any]:
    """The JSON object in ``text``, a serialized ``what``."""
    if not isinstance(text, str):
        raise StateFormatError(f"a serialized {what} is text, not {type(text).__name__}")
    if not text.strip():
        raise StateFormatError(f"empty text is not a serialized {what}")
    try:
        d = json.loads(text)
    except json.JSONDecodeError as e:
        raise StateFormatError(f"not a serialized {what}: not valid JSON ({e.msg} at line {e.lineno}, "
                               f"column {e.colno}; the text may be truncated)") from None
    except RecursionError:
        raise StateFormatError(f"not a serialized {what}: the JSON is nested too deeply") from None
    if not isinstance(d, dict):
        raise StateFormatError(f"not a serialized {what}: a JSON {type(d).__name__}, not an object")
    return d


def document(text: Any, fmt: str) -> dict[str, Any]:
    """The JSON object ``text`` holds, checked to be format ``fmt`` of this version and
    rules edition."""
    d = parse(text, fmt)
    if d.get("format") != fmt:
        raise StateFormatError(f"not a serialized {fmt} (format {d.get('format')!r})")
    if d.get("version") != VERSION:
        raise StateFormatError(f"{fmt} format version {d.get('version')!r} is not supported "
                               f"(this engine reads version {VERSION})")
    if d.get("rules") != RULES_EDITION:
        raise StateFormatError(f"the {fmt} was saved under rules {d.get('rules')!r}; this engine "
                               f"plays {RULES_EDITION!r}")
    return d


def load_state(text: Any) -> State:
    """The state in ``text`` (a :meth:`~riftbound.game.Game.serialize` result)."""
    d = document(text, STATE_FORMAT)
    return state_from(d.get("state"))


def state_from(sd: Any) -> State:
    """A state from its plain-data form, refused unless well formed and consistent."""
    if not isinstance(sd, dict):
        raise StateFormatError("a serialized state needs a 'state' object")
    missing = [k for k in (*_LIST_FIELDS, *_SCALAR_FIELDS, *LAYOUT_KEYS) if k not in sd]
    if missing:
        raise StateFormatError(f"the serialized state lacks key(s) {', '.join(missing)}")
    ids = sd["catalog"]
    if not isinstance(ids, list) or not all(isinstance(c, str) for c in ids):
        raise StateFormatError("the state's catalog must be a list of card ids")
    cat = tuple(catalog.get(cid) for cid in ids)
    try:
        s = State.from_dict(sd, cat)
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
        raise StateFormatError(f"the serialized state is malformed ({type(e).__name__}: {e})") from None
    _check(s)
    return s


def _ints(values: Any) -> bool:
    return isinstance(values, list) and all(type(v) is int for v in values)


def _check(s: State) -> None:
    """The consistency every engine function relies on."""
    n = len(s.o_card)
    for f in PER_OBJECT:
        v = getattr(s, f)
        if not _ints(v) or len(v) != n:
            raise StateFormatError(f"per-object list {f} must hold {n} integers, like o_card")
    if not all(0 <= c < len(s.catalog) for c in s.o_card):
        raise StateFormatError("o_card names a card outside the state's catalog")
    if type(s.n_players) is not int or not 1 <= s.n_players <= 4:
        raise StateFormatError(f"n_players must be 1 to 4, not {s.n_players!r}")
    for f in PER_PLAYER:
        if not _ints(getattr(s, f)) or len(getattr(s, f)) != s.n_players:
            raise StateFormatError(f"per-player list {f} must hold {s.n_players} integers")
    layout = (s.zone_kind, s.zone_owner, s.zone_bf)
    if not all(isinstance(t, tuple) and all(type(v) is int for v in t) for t in layout) \
            or not len(s.zone_kind) == len(s.zone_owner) == len(s.zone_bf) == len(s.zones):
        raise StateFormatError("zones, zone_kind, zone_owner and zone_bf must be integer lists of one length")
    seen = [0] * n
    for z, objs in enumerate(s.zones):
        if not _ints(objs):
            raise StateFormatError(f"zone {z} must be a list of object ids")
        for o in objs:
            if not 0 <= o < n or s.o_zone[o] != z or seen[o]:
                raise StateFormatError(f"zone {z} lists object {o}, which is not there (o_zone, or twice)")
            seen[o] = 1
    if not all(seen):
        raise StateFormatError(f"object {seen.index(0)} is in no zone")
    if not all(type(b) is int and -1 <= b < n for b in s.bf_objs):
        raise StateFormatError("bf_objs must be object ids")
    p = s.pending
    if p is not None and not (isinstance(p, tuple) and len(p) >= 2 and isinstance(p[0], str)
                              and type(p[1]) is int and 0 <= p[1] < s.n_players):
        raise StateFormatError(f"the pending decision must be [kind, player, ...], not {p!r}")
