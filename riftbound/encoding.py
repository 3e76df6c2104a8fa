"""Fixed-size encodings for learning agents: an integer action space and a fixed-shape
observation tensor per mode (docs/agents.md has the layouts).

:class:`ActionSpace` maps every action of a mode to one integer below
``num_distinct_actions`` and back, and gives a 0/1 mask of the legal ones.
:class:`ObservationEncoder` turns ``game.observation(player)`` -- and nothing else -- into a
flat ``float32`` vector of a fixed shape, with :func:`observation_string` its text form. Card
facts (type, cost, printed Might, keywords) come from the public card catalog by the card id
the observation shows. numpy is needed only for the tensors (the ``rl`` extra).
"""

from __future__ import annotations

from array import array
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import TYPE_CHECKING, Any

from riftbound.actions import Action
from riftbound.cards import catalog
from riftbound.cards.model import CARD_TYPES, DOMAINS, POOL_SLOTS
from riftbound.effects.reveal import revealed_now
from riftbound.errors import RiftboundError
from riftbound.game import seat
from riftbound.keywords.hidden import ENERGY as HIDE_ENERGY
from riftbound.keywords.hidden import FREE as HIDE_FREE
from riftbound.keywords.registry import KEYWORDS
from riftbound.rules import layers, zones
from riftbound.rules.lasting import sees_facedown
from riftbound.rules.might import might
from riftbound.rules.modes import get_mode
from riftbound.rules.playing import item_specs
from riftbound.rules.setup import placed
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
    STAGE_FINAL,
    TRASH,
)

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from riftbound.cards.model import CardDef
    from riftbound.game import Game
    from riftbound.match import Match
    from riftbound.state import State

OBJECTS_PER_PLAYER = 128  # object ids below 128 x players (a Duel starts with ~63 a player)
ABILITIES = 4  # activated abilities per object
CHAIN_SLOTS = 16  # chain items a target may name, by position from the bottom
ORDER_SLOTS = 32  # triggered abilities waiting to be ordered
REPLACE_SLOTS = 16  # replacement-effect options, by position in the listed options
MODE_SLOTS = 8  # the modes of a spell or ability (355.3), by index
TAG_SLOTS = 256  # the tags a player may name, by index in rules/named_tags.py NAMEABLE (room for more sets)
AMOUNT_SLOTS = 32  # how much is paid of "pay any amount" (742.1): 0..31
POWER_DOMAINS = (*DOMAINS, "any")  # 135.2.e.5: the domains power is paid with
CHAIN_KINDS = ("spell", "ability", "chain_item")  # target specs that name chain items

# Decision kinds (the ``pending`` kinds of the engine), for the observation's one-hot.
DECISION_KINDS = (
    "priority", "move", "battlefield", "assign", "burnout", "choose_bf", "mulligan", "location",
    "target", "pay", "power", "optional", "replace_may", "trigger_cost", "replace", "extra_cost",
    "order", "look", "discard", "predict", "keep", "split", "spend_buff", "play_card", "may_do",
    "pay_within", "cost_object", "move_dest", "mode", "kill_own", "detach", "either",
    "choose_unit", "put_card", "recycle_rune", "look_recycle", "deck_order", "move_pay",
    "name_tag",
    "pay_amount",
    "replace_pay",
    "discount",
)
STATES = ("Neutral Open", "Neutral Closed", "Showdown Open", "Showdown Closed")


class EncodingError(RiftboundError):
    """An action or a state that the fixed encoding of its mode cannot represent."""


@dataclass(frozen=True)
class Segment:
    """One action kind's block of integers: ``start`` .. ``start + size``; ``dims`` are the
    ranges of its arguments (row-major)."""

    kind: str
    start: int
    dims: tuple[int, ...]

    @property
    def size(self) -> int:
        n = 1
        for d in self.dims:
            n *= d
        return n


@cache
def _zone_count(mode: str) -> int:
    m = get_mode(mode)
    return m.players * PLAYER_ZONES + 3 + 2 * m.battlefields  # player zones, chain, removed, bf cards; each bf's 2


class ActionSpace:
    """The fixed action space of one mode. Segments, in this order (O objects, Z zones, B
    battlefields, P players; the layout is pinned by a test and only ever grows at the end):

    ``pass, end_turn, done, yes, no, mulligan_done`` one each; ``play`` O; ``activate`` O x 4
    (object, ability); ``move`` O; ``move_to`` Z; ``location`` Z; ``target`` O + 16 (an object,
    or a chain item by its position from the bottom); ``domain`` 7; ``order`` 32;
    ``mulligan_toggle`` O; ``battlefield`` O (a battlefield index or card); ``assign`` O;
    ``player`` P; ``concede`` P; ``invite`` P; ``hide`` O x B x 7 (card, battlefield,
    domain); ``card`` O; ``replace`` 16 (position among the listed options); ``mode`` 8 (355.3);
    ``hide_free`` O x B (a ``hide`` paying nothing, domain ``"free"``: "hide ignoring costs");
    ``tag`` 256 (a tag named by its index in rules/named_tags.py NAMEABLE: "name a tag", 133.8).
    ``amount`` 32 (how much is paid of "pay any amount", 742.1).
    ``hide_energy`` O x B (a ``hide`` paying Energy instead of [A], domain ``"energy"``: Teemo,
    Swift Scout).
    """

    def __init__(self, mode: str = "duel") -> None:
        m = get_mode(mode)
        self.mode = mode
        o, z, b, p = OBJECTS_PER_PLAYER * m.players, _zone_count(mode), m.battlefields, m.players
        self.max_objects = o
        plan: list[tuple[str, tuple[int, ...]]] = [
            ("pass", ()), ("end_turn", ()), ("done", ()), ("yes", ()), ("no", ()), ("mulligan_done", ()),
            ("play", (o,)), ("activate", (o, ABILITIES)), ("move", (o,)), ("move_to", (z,)),
            ("location", (z,)), ("target", (o + CHAIN_SLOTS,)), ("domain", (len(POWER_DOMAINS),)),
            ("order", (ORDER_SLOTS,)), ("mulligan_toggle", (o,)), ("battlefield", (o,)), ("assign", (o,)),
            ("player", (p,)), ("concede", (p,)), ("invite", (p,)), ("hide", (o, b, len(POWER_DOMAINS))),
            ("card", (o,)), ("replace", (REPLACE_SLOTS,)), ("mode", (MODE_SLOTS,)), ("hide_free", (o, b)),
            ("tag", (TAG_SLOTS,)),
            ("amount", (AMOUNT_SLOTS,)),
            ("hide_energy", (o, b)),
        ]
        self.segments: dict[str, Segment] = {}
        start = 0
        for kind, dims in plan:
            seg = Segment(kind, start, dims)
            self.segments[kind] = seg
            start += seg.size
        self.num_distinct_actions = start
        # the integers of the actions met so far whose integer never depends on the state
        self._known: dict[tuple[Any, ...], int] = {}

    # ---- encoding ------------------------------------------------------------------------
    def _args(self, g: State, action: Action | tuple[Any, ...], legal: list[Action]) -> tuple[int, ...]:
        kind = action[0]
        args = list(action[1:])
        if kind == "domain":
            return (POWER_DOMAINS.index(args[0]),)
        if kind == "hide":
            if args[2] in (HIDE_FREE, HIDE_ENERGY):
                return (args[0], args[1])
            return (args[0], args[1], POWER_DOMAINS.index(args[2]))
        if kind == "replace":
            opts = [tuple(a) for a in legal if a[0] == "replace"]
            return (opts.index(tuple(action)),)
        if kind == "target" and _chain_target(g):
            pos = next(i for i, it in enumerate(g.chain) if it.uid == args[0])
            return (self.max_objects + pos,)
        return tuple(int(a) for a in args)

    def encode(self, game: Game | Match, action: Action | tuple[Any, ...]) -> int:
        """The integer of ``action`` for ``game``'s pending decision."""
        return self._encode(game.s, action, self._legal(game))

    def _encode(self, g: State, action: Action | tuple[Any, ...], legal: list[Action]) -> int:
        paying = action[3] if action[0] == "hide" and len(action) == 4 else ""
        seg = self.segments.get({HIDE_FREE: "hide_free", HIDE_ENERGY: "hide_energy"}.get(paying, action[0]))
        if seg is None:
            raise EncodingError(f"no integer for action kind {action[0]!r}")
        try:
            args = self._args(g, action, legal)
        except (ValueError, StopIteration, IndexError, TypeError):
            raise EncodingError(f"cannot encode {tuple(action)!r} for the pending decision") from None
        if len(args) != len(seg.dims):
            raise EncodingError(f"{tuple(action)!r} needs {len(seg.dims)} argument(s)")
        idx = 0
        for a, d in zip(args, seg.dims, strict=True):
            if not 0 <= a < d:
                raise EncodingError(f"{tuple(action)!r}: argument {a} is outside 0..{d - 1} of mode {self.mode}")
            idx = idx * d + a
        return seg.start + idx

    @staticmethod
    def _legal(game: Game | Match) -> list[Action]:
        """The deciding player's answers, conceding aside (it has an integer but is never in a mask)."""
        return [a for a in game.legal_actions() if a[0] != "concede"]

    def legal_ids(self, game: Game | Match) -> dict[int, Action]:
        """The legal actions of the pending decision by integer."""
        legal = game.legal_actions()
        known = self._known
        ids: dict[int, Action] = {}
        for a in legal:
            i = known.get(a)
            if i is None:
                kind = a[0]
                if kind == "concede":
                    continue
                i = self._encode(game.s, a, legal)
                if kind not in _STATEFUL:
                    known[a] = i
            ids[i] = a
        return ids

    def mask(self, game: Game | Match) -> npt.NDArray[np.int8]:
        """A 0/1 ``int8`` vector of length ``num_distinct_actions``: 1 for each legal action."""
        import numpy as np

        m = np.zeros(self.num_distinct_actions, dtype=np.int8)
        ids = list(self.legal_ids(game))
        if ids:
            m[ids] = 1
        return m

    def decode(self, game: Game | Match, index: int) -> Action:
        """The legal action with integer ``index``; an index that is not legal now raises
        :class:`EncodingError`."""
        try:
            return self.legal_ids(game)[int(index)]
        except KeyError:
            raise EncodingError(f"action {index} is not legal now ({game!r})") from None

    def describe(self, index: int) -> str:
        """The kind and arguments an integer stands for, e.g. ``"play(12)"`` (state-free)."""
        for seg in self.segments.values():
            if seg.start <= index < seg.start + seg.size:
                rest = index - seg.start
                args: list[int] = []
                for d in reversed(seg.dims):
                    args.append(rest % d)
                    rest //= d
                return f"{seg.kind}({', '.join(map(str, reversed(args)))})"
        raise EncodingError(f"{index} is outside 0..{self.num_distinct_actions - 1}")


_STATEFUL = frozenset({"target", "replace"})  # kinds whose integer depends on the pending decision


def _chain_target(g: State) -> bool:
    """Whether the pending target decision names chain items (355: spells or abilities)."""
    pend = g.pending
    if pend is None or pend[0] != "target":
        return False
    item = next((it for it in g.chain if it.uid == pend[2]), None)
    return item is not None and item_specs(g, item)[pend[3]].kind in CHAIN_KINDS


# ---- observations ------------------------------------------------------------------------------
HAND_SLOTS = 16
BASE_SLOTS = 16
TRASH_SLOTS = 8  # the most recent cards of each trash
UNIT_SLOTS = 12  # units at each battlefield
FACEDOWN_SLOTS = 2
CHAIN_ROWS = 8
REVEALED_SLOTS = 4
LOOKING_SLOTS = 8
KEYWORD_NAMES = tuple(k.name for k in KEYWORDS)
VALUE_LIMIT = 10.0  # every value of the tensor lies in [-10, 10] (clipped; scaled values stay near 0..1)


@cache
def _card_vocab() -> dict[str, int]:
    """Every registered card id, sorted, numbered from 1 (0: no card or a hidden one)."""
    return {c: i + 1 for i, c in enumerate(sorted(c.id for c in catalog.all_cards()))}


@lru_cache(maxsize=4096)
def _card_row(card_id: str) -> tuple[float, ...]:
    """Printed facts of a card: vocabulary index, type one-hot, Energy, Power, Might, keywords."""
    vocab = _card_vocab()
    c = catalog.get(card_id)
    return (vocab.get(card_id, 0) / max(1, len(vocab)), *(1.0 if c.type == t else 0.0 for t in CARD_TYPES),
            c.energy / 10, len(c.power) / 4, (c.might or 0) / 10,
            *(1.0 if c.has_keyword(k) else 0.0 for k in KEYWORD_NAMES))


CARD_FEATURES = 1 + len(CARD_TYPES) + 3 + len(KEYWORD_NAMES)
_PAD = [0] * max(HAND_SLOTS, BASE_SLOTS, TRASH_SLOTS, 1 + UNIT_SLOTS + FACEDOWN_SLOTS, CHAIN_ROWS, REVEALED_SLOTS,
                 LOOKING_SLOTS)  # row 0 of the object tables: nothing


class ObservationEncoder:
    """The fixed-shape observation of one mode, seats rotated so the viewer comes first.

    Layout (a flat ``float32`` vector; :attr:`layout` gives each block's slice):

    - ``global``: turn/100, phase one-hot (9), state one-hot (4), turn player, priority,
      focus, decider (each a one-hot over relative seats), decision kind one-hot (39),
      whether the viewer decides, whether the game is over;
    - ``players``: per relative seat: points, XP, removed, teammate, hand, main deck, rune
      deck, trash and banishment sizes, Energy and the 7 power slots of the rune pool;
    - ``battlefields``: per battlefield, its controller (one-hot over relative seats);
    - ``objects``: fixed rows of object features (present, hidden, the card's printed facts,
      controller and owner one-hots, exhausted, Might, damage, buffed, stunned) for: the
      viewer's hand (16); per relative seat legend (1), champion zone (1), base (16), trash
      (8 most recent); per battlefield its card (1), units (12), facedown cards (2); the chain
      (8, with finalized in place of exhausted); revealed cards (4); cards being looked at (8).
      Objects beyond a block's rows are left out (the sizes above still count them).

    Values are scaled to about 0..1 and clipped to ``[-VALUE_LIMIT, VALUE_LIMIT]``.
    """

    def __init__(self, mode: str = "duel") -> None:
        m = get_mode(mode)
        self.mode = mode
        self.players = m.players
        self.battlefields = m.battlefields
        p, b = self.players, self.battlefields
        self.object_features = 2 + CARD_FEATURES + 2 * p + 5
        rows = HAND_SLOTS + p * (2 + BASE_SLOTS + TRASH_SLOTS) + b * (1 + UNIT_SLOTS + FACEDOWN_SLOTS) \
            + CHAIN_ROWS + REVEALED_SLOTS + LOOKING_SLOTS
        sizes = {
            "global": 1 + len(PHASE_NAMES) + len(STATES) + 4 * p + len(DECISION_KINDS) + 2,
            "players": p * (9 + 1 + 7),
            "battlefields": b * p,
            "objects": rows * self.object_features,
        }
        self.layout: dict[str, slice] = {}
        start = 0
        for k, n in sizes.items():
            self.layout[k] = slice(start, start + n)
            start += n
        self.size = start
        self.shape = (start,)
        self._hidden_row = (1.0, 1.0, *([0.0] * (self.object_features - 2)))
        self._seat_onehots = [*(tuple(_onehot(r, p)) for r in range(p)), (0.0,) * p]
        self.rows = rows
        self._status_at = 2 + CARD_FEATURES + 2 * p  # exhausted, Might, damage, buffed, stunned
        # for encode_game: per viewer, each seat's relative seat (and times p), and the
        # object rows' tables per card catalog (_StateTables)
        self._rel = [tuple((s - v) % p for s in range(p)) for v in range(p)]
        self._rel8 = [tuple(r * 8 for r in rel) for rel in self._rel]  # 8 statuses a pair of seats
        self._relp8 = [tuple(r * p * 8 for r in rel) for rel in self._rel]
        self._seats = [tuple((v + r) % p for r in range(p)) for v in range(p)]  # the seats, the viewer's first
        self._tables: dict[int, tuple[tuple[CardDef, ...], _StateTables]] = {}  # by id(catalog)
        self._by_cards: dict[tuple[tuple[str, str], ...], _StateTables] = {}

    def encode(self, obs: dict[str, Any]) -> npt.NDArray[np.float32]:
        """The tensor of an observation (``game.observation(player)``)."""
        import numpy as np

        p = self.players
        viewer = obs["viewer"]
        seat = self._seat_onehots  # by relative seat; [-1] is all zeros (no seat)
        dec = obs["decision"]
        out: list[float] = [obs["turn"] / 100]
        out += _PHASE_ONEHOTS.get(obs["phase"], _PHASE_ONEHOTS[None])
        out += _STATE_ONEHOTS.get(obs["state"], _STATE_ONEHOTS[None])
        for s in (obs["turn_player"], obs["priority"], obs["focus"], -1 if dec is None else dec["player"]):
            out += seat[(s - viewer) % p if s >= 0 else -1]
        out += _DECISION_ONEHOTS.get(None if dec is None else dec["kind"], _DECISION_ONEHOTS[None])
        out += [1.0 if dec is not None and dec["player"] == viewer else 0.0, 1.0 if obs["terminal"] else 0.0]
        players = [obs["players"][(viewer + r) % p] for r in range(p)]
        teams = obs["teams"]
        for pd in players:
            pool = pd["rune_pool"]
            out += [pd["points"] / 10, pd["xp"] / 10, 1.0 if pd["removed"] else 0.0,
                    1.0 if teams[pd["player"]] == teams[viewer] else 0.0,
                    pd["hand_size"] / 10, pd["main_deck_size"] / 40, pd["rune_deck_size"] / 12,
                    len(pd["trash"]) / 40, len(pd["banishment"]) / 40, pool["energy"] / 10,
                    *(x / 5 for x in pool["power"])]
        bfs = [bf or {"controller": -1, "battlefield": None, "units": [], "facedown": []}
               for bf in obs["battlefields"]]  # a Match shows a battlefield not chosen yet as null
        for bf in bfs:
            ctrl = bf["controller"]
            out += seat[(ctrl - viewer) % p if ctrl is not None and ctrl >= 0 else -1]
        rows: list[tuple[list[dict[str, Any]], int]] = [(players[0].get("hand", []), HAND_SLOTS)]
        for pd in players:
            rows += [(pd["legend"], 1), (pd["champion_zone"], 1), (pd["base"], BASE_SLOTS),
                     (pd["trash"][-TRASH_SLOTS:], TRASH_SLOTS)]
        for bf in bfs:
            rows += [([bf["battlefield"]] if bf["battlefield"] else [], 1), (bf["units"], UNIT_SLOTS),
                     (bf["facedown"], FACEDOWN_SLOTS)]
        chain = [{"card": c.get("card"), "controller": c["controller"], "owner": c["controller"],
                  "exhausted": c["finalized"]} for c in obs["chain"]]
        rows += [(chain, CHAIN_ROWS), (obs["revealed"], REVEALED_SLOTS), (obs["looking"], LOOKING_SLOTS)]
        arr = np.zeros(self.size, dtype=np.float32)
        head = self.layout["objects"].start
        if len(out) != head:
            raise EncodingError(f"observation header of {len(out)} values, expected {head}")
        arr[:head] = out
        # Object rows: present, hidden, the card's printed facts, controller and owner one-hots,
        # exhausted, Might, damage, buffed, stunned. Only the present objects are written (the
        # rest of each block stays 0), one after another in ``values``, then all at once.
        hidden = self._hidden_row
        values: list[float] = []
        at: list[int] = []
        row = 0
        for objs, n in rows:
            for o in objs[:n]:
                card = o.get("card")
                if o.get("hidden") or not card:
                    values += hidden
                else:
                    values += _present_card_row(card)
                    values += seat[(o["controller"] - viewer) % p]
                    values += seat[(o["owner"] - viewer) % p]
                    values += (1.0 if o.get("exhausted") else 0.0, o.get("might", 0) / 10, o.get("damage", 0) / 10,
                               1.0 if o.get("buffed") else 0.0, 1.0 if o.get("stunned") else 0.0)
                at.append(row)
                row += 1
            row += n - min(n, len(objs))
        f = self.object_features
        if head + row * f != self.size:
            raise EncodingError(f"observation tensor of {head + row * f} values, expected {self.size}")
        if at:
            arr[head:].reshape(row, f)[at] = np.frombuffer(array("d", values)).reshape(len(at), f)
        return np.clip(arr, -VALUE_LIMIT, VALUE_LIMIT, out=arr)


    # ---- straight from the state -------------------------------------------------------------
    def encode_game(self, game: Game | Match, player: int) -> npt.NDArray[np.float32]:
        """``encode(game.observation(player))``, read from the game's state directly: the same
        tensor, value for value, several times faster (the environments use it).

        It shows exactly what :func:`riftbound.observe.observation` shows ``player`` and
        nothing else (128, 107-109): the sizes of every hidden zone, their own hand, the public
        zones (legends, champion zones, bases, trashes, battlefields and their units, the
        chain), a facedown card's face to its controller only (128.4), the cards revealed now
        (424.1) and the cards an instruction lets ``player`` look at (128.4). A test compares
        it with ``encode(observation(player))`` over random games of every mode, and a
        test shows that hidden cards never change it. A field added to the observation and
        to the tensor's layout is added to both builders."""
        seat(game.s, player)
        return self._encode_state(game.s, player)

    def _encode_state(self, g: State, v: int) -> npt.NDArray[np.float32]:
        import numpy as np

        t = self._tables_of(g.catalog)
        shown = [placed(g, obj) for obj in g.bf_objs]  # per battlefield: in play (481.5)
        arr = np.empty(self.size, dtype=np.float32)
        head = self.layout["objects"].start
        arr[:head] = self._header(g, v, shown)
        tids, units = self._object_ids(g, v, t, shown)
        np.take(t.table, np.fromiter(tids, np.intp, len(tids)), axis=0,
                out=arr[head:].reshape(self.rows, self.object_features), mode="clip")
        if units:
            f = self.object_features
            at = head + self._status_at + 1
            if layers.layered(g):
                with layers.read_only(g):
                    values = _might_and_damage(g, units)
            else:  # no layers to share: the context manager alone would cost as much as the rest
                values = _might_and_damage(g, units)
            arr.put([i for row, _ in units for i in (at + row * f, at + row * f + 1)], values)
        return arr

    def _tables_of(self, cat: tuple[CardDef, ...]) -> _StateTables:
        """The object rows of catalog ``cat``. Every game has a catalog tuple of its own, so
        they are found by identity first (checked with ``is``: an id may be reused once a
        catalog is freed), then by all they are made of (each card's id and type), so a new
        game of the same decks reuses them instead of building them again (~0.2-0.4 ms)."""
        hit = self._tables.get(id(cat))
        if hit is not None and hit[0] is cat:
            return hit[1]
        key = tuple((c.id, c.type) for c in cat)
        t = self._by_cards.get(key)
        if t is None:
            if len(self._by_cards) >= 32:
                self._by_cards.clear()
            t = self._by_cards[key] = _StateTables(self, cat)
        if len(self._tables) >= 32:
            self._tables.clear()
        self._tables[id(cat)] = (cat, t)
        return t

    def _header(self, g: State, v: int, shown: list[bool]) -> list[float]:
        """The ``global``, ``players`` and ``battlefields`` blocks, in a list extended in place
        (no tuple copied as it grows); only the counts can leave the value range (the one-hots
        are 0 or 1), so only they are checked for clipping."""
        rel = self._rel[v]
        seat = self._seat_onehots
        none = seat[-1]
        zs = g.zones
        pend = g.pending
        decider = -1 if pend is None else pend[1]
        out = [_clip(g.turn_number / 100)]
        out += _PHASE_ONEHOTS[PHASE_NAMES[g.phase]]
        out += _STATE_ONEHOTS[state_name(g)]
        for s in (g.turn_player, g.priority, g.focus, decider):
            out += seat[rel[s]] if s >= 0 else none
        out += _DECISION_ONEHOTS.get(None if pend is None else pend[0], _DECISION_ONEHOTS[None])
        out += (1.0 if decider == v else 0.0, 1.0 if g.terminal else 0.0)
        teams = g.teams
        power = g.pool_power
        counts: list[float] = []
        for q in self._seats[v]:  # players, the viewer first
            z = q * PLAYER_ZONES
            b = q * POOL_SLOTS
            counts += (g.points[q] / 10, g.xp[q] / 10, 1.0 if g.removed[q] else 0.0,
                       1.0 if teams[q] == teams[v] else 0.0, len(zs[z + HAND]) / 10, len(zs[z + MAIN_DECK]) / 40,
                       len(zs[z + RUNE_DECK]) / 12, len(zs[z + TRASH]) / 40, len(zs[z + BANISHMENT]) / 40,
                       g.pool_energy[q] / 10)
            counts += [x / 5 for x in power[b:b + POOL_SLOTS]]
        if max(counts) > VALUE_LIMIT or min(counts) < -VALUE_LIMIT:
            counts = [_clip(x) for x in counts]
        out += counts
        ctrl = g.bf_ctrl
        for bf, in_play in enumerate(shown):
            out += seat[rel[ctrl[bf]]] if in_play and ctrl[bf] >= 0 else none
        return out

    def _object_ids(self, g: State, v: int, t: _StateTables,
                    shown: list[bool]) -> tuple[list[int], list[tuple[int, int]]]:
        """Each object row's row of ``t.table`` (a card's printed facts, its controller's and
        owner's relative seats and, on the board, whether it is exhausted, buffed, stunned), or
        the hidden row (1), or nothing (0); and the (row, object) of the units on the board,
        whose Might and damage the table leaves out."""
        oc, octl, oown, exh = g.o_card, g.o_ctrl, g.o_owner, g.o_exh
        cb = t.card_base
        rel8 = self._rel8[v]
        relp8 = self._relp8[v]
        unit = t.unit
        buff, stun = g.o_buff, g.o_stun
        pad = _PAD
        zs = g.zones
        tids: list[int] = []
        units: list[tuple[int, int]] = []

        def board(objs: list[int], n: int) -> None:
            """A block of objects on the board: status shown, a unit's Might and damage."""
            row = len(tids)
            for o in objs:
                c = oc[o]
                if unit[c]:
                    units.append((row, o))
                    tids.append(cb[c] + relp8[octl[o]] + rel8[oown[o]] + (4 if exh[o] else 0)
                                + (2 if buff[o] else 0) + (1 if stun[o] else 0))
                else:
                    tids.append(cb[c] + relp8[octl[o]] + rel8[oown[o]] + (4 if exh[o] else 0))
                row += 1
            tids.extend(pad[len(objs):n])

        hand = zs[v * PLAYER_ZONES + HAND][:HAND_SLOTS]
        tids += [cb[oc[o]] + relp8[octl[o]] + rel8[oown[o]] for o in hand]
        tids += pad[len(hand):HAND_SLOTS]
        for q in self._seats[v]:
            z = q * PLAYER_ZONES
            board(zs[z + LEGEND_ZONE][:1], 1)
            objs = zs[z + CHAMPION_ZONE][:1]
            tids += [cb[oc[o]] + relp8[octl[o]] + rel8[oown[o]] for o in objs]
            tids += pad[len(objs):1]
            board(zs[z + BASE][:BASE_SLOTS], BASE_SLOTS)
            objs = zs[z + TRASH][-TRASH_SLOTS:]
            tids += [cb[oc[o]] + relp8[octl[o]] + rel8[oown[o]] for o in objs]
            tids += pad[len(objs):TRASH_SLOTS]
        for bf, obj in enumerate(g.bf_objs):
            if not shown[bf]:
                tids += pad[:1 + UNIT_SLOTS + FACEDOWN_SLOTS]
                continue
            board([obj], 1)
            board(zs[zones.bf_location(g, bf)][:UNIT_SLOTS], UNIT_SLOTS)
            face = zs[zones.bf_facedown(g, bf)][:FACEDOWN_SLOTS]
            for o in face:  # 128.4: its face to its controller only (and whom an instruction lets look)
                if octl[o] == v or (g.lasting and sees_facedown(g, o, v)):
                    board([o], 1)
                else:
                    tids.append(1)
            tids += pad[len(face):FACEDOWN_SLOTS]
        chain = g.chain[:CHAIN_ROWS]
        tids += [cb[oc[it.obj]] + relp8[it.controller] + rel8[it.controller]
                 + (4 if it.stage == STAGE_FINAL else 0) for it in chain]  # finalized in place of exhausted
        tids += pad[len(chain):CHAIN_ROWS]
        pend = g.pending
        shows = revealed_now(g)[:REVEALED_SLOTS] if g.revealed else []
        if pend is not None and pend[0] in ("look", "play_card") and pend[1] == v:
            looking = list(pend[2:2 + LOOKING_SLOTS])
        else:
            looking = []
        kinds, where = g.zone_kind, g.o_zone
        for objs, n in ((shows, REVEALED_SLOTS), (looking, LOOKING_SLOTS)):
            for o in objs:
                if kinds[where[o]] in zones.BOARD_KINDS:
                    board([o], 1)
                else:
                    tids.append(cb[oc[o]] + relp8[octl[o]] + rel8[oown[o]])
            tids += pad[len(objs):n]
        return tids, units


class _StateTables:
    """The object rows of one card catalog for :meth:`ObservationEncoder.encode_game`: row 0
    empty, row 1 a hidden card, then for each catalog entry, each pair of relative seats
    (controller, owner) and each status (exhausted, buffed, stunned: 3 bits) the card's row
    but for its Might and damage."""

    __slots__ = ("card_base", "table", "unit")

    def __init__(self, enc: ObservationEncoder, cat: tuple[CardDef, ...]) -> None:
        import numpy as np

        p = enc.players
        f = enc.object_features
        self.unit = tuple(c.type == "unit" for c in cat)
        self.card_base = tuple(2 + c * p * p * 8 for c in range(len(cat)))  # each card's first row
        table = np.zeros((2 + len(cat) * p * p * 8, f), dtype=np.float32)
        table[1] = enc._hidden_row
        rows = table[2:].reshape(len(cat), p, p, 8, f)
        facts = np.array([_present_card_row(c.id) for c in cat], dtype=np.float64).reshape(len(cat), 1, 1, 1, -1)
        rows[..., :facts.shape[-1]] = facts
        for r in range(p):
            rows[:, r, :, :, facts.shape[-1] + r] = 1.0  # controller
            rows[:, :, r, :, facts.shape[-1] + p + r] = 1.0  # owner
        at = enc._status_at
        for bits in range(8):
            rows[:, :, :, bits, at] = bits >> 2 & 1  # exhausted
            rows[:, :, :, bits, at + 3] = bits >> 1 & 1  # buffed
            rows[:, :, :, bits, at + 4] = bits & 1  # stunned
        self.table = np.clip(table, -VALUE_LIMIT, VALUE_LIMIT, out=table)


def _might_and_damage(g: State, units: list[tuple[int, int]]) -> list[float]:
    """Each unit's scaled Might and damage, in ``units`` order."""
    dmg = g.o_dmg
    return [x for _, o in units for x in (_clip(might(g, o) / 10), _clip(dmg[o] / 10))]


def _clip(x: float) -> float:
    return VALUE_LIMIT if x > VALUE_LIMIT else -VALUE_LIMIT if x < -VALUE_LIMIT else x


def _onehot(i: int, n: int) -> list[float]:
    v = [0.0] * n
    if 0 <= i < n:
        v[i] = 1.0
    return v


def _onehots(names: tuple[str, ...]) -> dict[str | None, tuple[float, ...]]:
    """The one-hot of each name, and all zeros under ``None``."""
    table: dict[str | None, tuple[float, ...]] = {n: tuple(_onehot(i, len(names))) for i, n in enumerate(names)}
    table[None] = tuple(_onehot(-1, len(names)))
    return table


_PHASE_ONEHOTS = _onehots(PHASE_NAMES)
_STATE_ONEHOTS = _onehots(STATES)
_DECISION_ONEHOTS = _onehots(DECISION_KINDS)


@lru_cache(maxsize=4096)
def _present_card_row(card_id: str) -> tuple[float, ...]:
    """An object row's start for a face-up card: present, not hidden, the card's printed facts."""
    return (1.0, 0.0, *_card_row(card_id))


def observation_string(obs: dict[str, Any]) -> str:
    """A compact, deterministic text form of an observation (what the tensor encodes)."""
    viewer = obs["viewer"]
    dec = obs["decision"]
    lines = [f"P{viewer} view | {obs['mode']} turn {obs['turn']} P{obs['turn_player']} {obs['phase']} "
             f"{obs['state']} | decision: " + ("-" if dec is None else f"P{dec['player']} {dec['kind']}")]

    def names(objs: list[dict[str, Any]]) -> str:
        out = []
        for o in objs:
            if o.get("hidden"):
                out.append("?")
                continue
            extra = ""
            if "might" in o:
                extra = f" {o['might']}" + (f"-{o['damage']}" if o["damage"] else "")
            if o.get("exhausted"):
                extra += " x"
            if o.get("stunned"):
                extra += " stunned"
            out.append(f"{o['card']}{extra}")
        return ", ".join(out) or "-"
    for pd in obs["players"]:
        pool = pd["rune_pool"]
        lines.append(f"P{pd['player']}: {pd['points']} pts {pd['xp']} xp hand {pd['hand_size']} deck "
                     f"{pd['main_deck_size']} runes {pd['rune_deck_size']} pool {pool['energy']}e "
                     f"{sum(pool['power'])}p" + (" removed" if pd["removed"] else ""))
        if "hand" in pd:
            lines.append(f"  hand: {names(pd['hand'])}")
        lines.append(f"  base: {names(pd['base'])} | trash {len(pd['trash'])}")
    for i, bf in enumerate(obs["battlefields"]):
        if bf is None:
            lines.append(f"BF{i} not chosen yet")
            continue
        card = bf["battlefield"]["card"] if bf["battlefield"] else "?"
        lines.append(f"BF{i} {card} ctrl {bf['controller']}: {names(bf['units'])} | facedown {names(bf['facedown'])}")
    if obs["chain"]:
        lines.append("chain: " + ", ".join(f"P{c['controller']} {c.get('card', c['name'])}" for c in obs["chain"]))
    return "\n".join(lines)
