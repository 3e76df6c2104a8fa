"""Replays: one game as JSON Lines that re-runs bit-identically (the format and its choices:
docs/tools.md, "Replays").

Line 1 is a header naming everything needed to re-create the game (engine and rules
version, a hash of the card data, seed, mode, decks, turn limit, seats)::

    {"type": "header", "format": "riftbound-replay", "version": 1, ...}

then one line per action, in order, ``{"type": "action", "i": k, "player": p, "action": {...}}``
(``i`` counts from 1: the k-th decision of the game), a ``{"type": "hash", "i": k, "hash": h}``
line after every ``hash_every`` actions (the state hash after action k), and a final
``{"type": "end", "i": n, "hash": h, "winners": [...], "end_reason": r}``. A game that raised
ends with an ``"error"`` field too; its last action line is the one that raised, so
:func:`verify` reproduces the failure.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import riftbound
from riftbound.actions import Action
from riftbound.cards.model import CardDef
from riftbound.decks.named import resolve
from riftbound.errors import IllegalActionError, RiftboundError
from riftbound.game import DEFAULT_MAX_TURNS, Game, default_decks, new_game
from riftbound.rules.deck import Deck

FORMAT = "riftbound-replay"
VERSION = 1
DEFAULT_HASH_EVERY = 50


class ReplayMismatch(RiftboundError):
    """A replay that does not re-run as recorded; ``step`` is the first action (1-based)
    where it differs (0: before any action, e.g. different card data)."""

    def __init__(self, path: str, step: int, message: str) -> None:
        self.path = path
        self.step = step
        super().__init__(f"{path}: step {step}: {message}")


class ReplayFormatError(RiftboundError):
    """A file that is not a well-formed replay; names the line and what is wrong."""

    def __init__(self, path: str, line: int, message: str) -> None:
        self.path = path
        self.line = line
        where = f"line {line}: " if line else ""
        super().__init__(f"{path}: {where}{message}")


@dataclass
class ReplayResult:
    """What :func:`verify` found: the replay re-ran exactly as recorded."""

    path: str
    seed: int
    mode: str
    seats: list[str]
    actions: int
    hashes_checked: int
    winners: list[int]
    end_reason: str
    error: str | None = None  # the error the recorded game ended with, if any
    warnings: list[str] = field(default_factory=list)

    def summary(self) -> str:
        if self.error is not None:
            outcome = f"ended with error: {self.error}"
        elif self.winners:
            outcome = f"P{', P'.join(map(str, self.winners))} won ({self.end_reason})"
        else:
            outcome = f"no winner ({self.end_reason or 'unfinished'})"
        return (f"{self.actions} actions, {self.hashes_checked} hashes checked, {outcome}")


def card_data_hash(catalog: Iterable[CardDef]) -> str:
    """A digest of the card definitions a game uses: sorted ``(id, repr(CardDef))`` pairs."""
    items = sorted((c.id, repr(c)) for c in catalog)
    return hashlib.blake2b(repr(items).encode(), digest_size=16).hexdigest()


def error_text(exc: BaseException) -> str:
    """How an exception is written into a replay and a simulation report."""
    return f"{type(exc).__name__}: {exc}"


def _resolve_deck(d: Deck | dict[str, Any] | str) -> Deck:
    if isinstance(d, Deck):
        return d
    if isinstance(d, str):
        return resolve(d)
    return Deck.from_dict(d)


class ReplayRecorder:
    """Records one game while it is played.

    Create the game through :meth:`start` (so the header describes it exactly), then call
    :meth:`play` for every action and :meth:`finish` once, also when the game raised::

        rec, game = ReplayRecorder.start(seed=7, seats=["random", "random"])
        while not game.is_terminal():
            rec.play(game, agent.choose(game))
        rec.finish(game)
        rec.write("game.jsonl")
    """

    __slots__ = ("finished", "hash_every", "header", "lines", "n")

    def __init__(self, header: dict[str, Any]) -> None:
        self.header = header
        self.hash_every = int(header["hash_every"])
        self.lines: list[dict[str, Any]] = [header]
        self.n = 0
        self.finished = False

    @classmethod
    def start(cls, seed: int = 0, mode: str = "duel",
              decks: Sequence[Deck | dict[str, Any] | str] | None = None,
              max_turns: int = DEFAULT_MAX_TURNS, seats: Sequence[str] = (),
              hash_every: int = DEFAULT_HASH_EVERY,
              log: bool = False) -> tuple[ReplayRecorder, Game]:
        """Create a game and a recorder whose header describes it."""
        if hash_every < 1:
            raise RiftboundError(f"hash_every must be at least 1, not {hash_every}")
        deck_objs = [_resolve_deck(d) for d in (decks if decks is not None else default_decks(mode))]
        game = new_game(mode=mode, decks=deck_objs, seed=seed, max_turns=max_turns, log=log)
        header: dict[str, Any] = {
            "type": "header", "format": FORMAT, "version": VERSION,
            "engine": riftbound.__version__, "rules": riftbound.RULES_EDITION,
            "card_data_hash": card_data_hash(game.s.catalog),
            "seed": seed, "mode": mode, "decks": [d.to_dict() for d in deck_objs],
            "max_turns": max_turns, "hash_every": hash_every, "seats": list(seats),
        }
        return cls(header), game

    def play(self, game: Game, action: Action) -> None:
        """Record ``action`` for the pending decision, then apply it to ``game``.

        The action line is written first, so a game that raises keeps the action that
        raised it. An illegal action raises and is not recorded.
        """
        if self.finished:
            raise RiftboundError("this replay is finished; no more actions can be recorded")
        who = action[1] if action[0] == "concede" else game.current_player()
        if action not in game.legal_actions(who, include_concede=True):
            game.apply_action(action)  # raises IllegalActionError, state unchanged
        self.n += 1
        self.lines.append({"type": "action", "i": self.n, "player": who,
                           "action": Action(*action).to_json()})
        game.apply_action(action)
        if self.n % self.hash_every == 0:
            self.lines.append({"type": "hash", "i": self.n, "hash": game.state_hash()})

    def finish(self, game: Game, error: BaseException | str | None = None) -> dict[str, Any]:
        """Write the end line: final hash, winners, end reason and the error, if any."""
        if self.finished:
            raise RiftboundError("this replay is already finished")
        end: dict[str, Any] = {"type": "end", "i": self.n}
        try:
            end["hash"] = game.state_hash()
        except Exception as e:  # a state broken by an engine error may not even hash
            end["hash"] = None
            end["hash_error"] = error_text(e)
        end["winners"] = list(game.winners)
        end["end_reason"] = game.end_reason
        if error is not None:
            end["error"] = error if isinstance(error, str) else error_text(error)
        self.lines.append(end)
        self.finished = True
        return end

    def write(self, path: str | Path) -> Path:
        """Write the replay as JSON Lines (creating parent directories)."""
        return write(path, self.lines)


def write(path: str | Path, lines: Iterable[dict[str, Any]]) -> Path:
    """Write replay ``lines`` (header first) to ``path``, one compact JSON object a line."""
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    with p.open("w", encoding="utf-8") as f:
        for line in lines:
            f.write(json.dumps(line, separators=(",", ":")))
            f.write("\n")
    return p


# ---- reading and verifying --------------------------------------------------------------
_HEADER_FIELDS: dict[str, type | tuple[type, ...]] = {
    "format": str, "version": int, "engine": str, "rules": str, "card_data_hash": str,
    "seed": int, "mode": str, "decks": list, "max_turns": int, "hash_every": int, "seats": list,
}


def read(path: str | Path) -> list[dict[str, Any]]:
    """Parse a replay file into its lines, checking only that each is a JSON object with a
    known ``type`` and that the first is a header."""
    p = Path(path)
    ps = str(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as e:
        raise ReplayFormatError(ps, 0, f"can't read the file ({e.strerror or e})") from None
    except UnicodeDecodeError:
        raise ReplayFormatError(ps, 0, "not a text file (not UTF-8)") from None
    out: list[dict[str, Any]] = []
    for n, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip():
            continue
        try:
            d = json.loads(raw)
        except json.JSONDecodeError as e:
            raise ReplayFormatError(ps, n, f"not valid JSON ({e.msg} at column {e.colno})"
                                    ) from None
        except RecursionError:
            raise ReplayFormatError(ps, n, "the JSON is nested too deeply") from None
        if not isinstance(d, dict):
            raise ReplayFormatError(ps, n, f"expected a JSON object, got {type(d).__name__}")
        kind = d.get("type")
        if not isinstance(kind, str) or kind not in ("header", "action", "hash", "end"):
            raise ReplayFormatError(ps, n, f"unknown line type {kind!r}; "
                                    "expected header, action, hash or end")
        d["_line"] = n
        out.append(d)
    if not out:
        raise ReplayFormatError(ps, 0, "the file is empty; a replay starts with a header line")
    h = out[0]
    if h["type"] != "header":
        raise ReplayFormatError(ps, h["_line"],
                                f"the first line must be the header, not {h['type']!r}")
    if h.get("format") != FORMAT:
        raise ReplayFormatError(ps, h["_line"], f"format is {h.get('format')!r}, not {FORMAT!r}")
    for k, t in _HEADER_FIELDS.items():
        if k not in h:
            raise ReplayFormatError(ps, h["_line"], f"the header lacks field {k!r}")
        if not isinstance(h[k], t) or isinstance(h[k], bool):
            raise ReplayFormatError(ps, h["_line"], f"header field {k!r} has the wrong type "
                                    f"({type(h[k]).__name__})")
    if h["version"] != VERSION:
        raise ReplayFormatError(ps, h["_line"], f"replay format version {h['version']} is not "
                                f"supported (this engine reads version {VERSION})")
    if h["hash_every"] < 1:
        raise ReplayFormatError(ps, h["_line"], "hash_every must be at least 1")
    if not all(isinstance(d, dict) for d in h["decks"]) or not all(isinstance(x, str) for x in h["seats"]):
        raise ReplayFormatError(ps, h["_line"], "header 'decks' must be deck objects and 'seats' agent names")
    return out


def _int_field(ps: str, d: dict[str, Any], key: str) -> int:
    v = d.get(key)
    if not isinstance(v, int) or isinstance(v, bool):
        raise ReplayFormatError(ps, d["_line"],
                                f"{d['type']} line needs an integer {key!r}, got {v!r}")
    return v


def verify(path: str | Path) -> ReplayResult:
    """Re-create the game from the header, re-apply every action and check every hash.

    Raises :class:`ReplayMismatch` at the first step that differs from the recording and
    :class:`ReplayFormatError` for a malformed file.
    """
    ps = str(path)
    lines = read(path)
    h = lines[0]
    hl = h["_line"]
    warnings: list[str] = []
    if h["engine"] != riftbound.__version__:
        warnings.append(f"recorded with engine {h['engine']}, "
                        f"verified with {riftbound.__version__}")
    if h["rules"] != riftbound.RULES_EDITION:
        raise ReplayMismatch(ps, 0, f"recorded under rules {h['rules']!r}; this engine plays "
                             f"{riftbound.RULES_EDITION!r}")
    try:
        decks = [Deck.from_dict(d) for d in h["decks"]]
        game = new_game(mode=h["mode"], decks=decks, seed=h["seed"], max_turns=h["max_turns"])
    except (RiftboundError, ValueError, NotImplementedError, TypeError, AttributeError, OverflowError,
            MemoryError) as e:
        raise ReplayFormatError(ps, hl, f"can't re-create the game from the header: {e}") from None
    cdh = card_data_hash(game.s.catalog)
    if cdh != h["card_data_hash"]:
        raise ReplayMismatch(ps, 0, f"the card data differ from the recording (card_data_hash "
                             f"{cdh} here, {h['card_data_hash']} recorded)")
    n = 0
    hashes = 0
    raised: str | None = None
    end: dict[str, Any] | None = None
    for d in lines[1:]:
        ln = d["_line"]
        kind = d["type"]
        if end is not None:
            raise ReplayFormatError(ps, ln, "a line follows the end line")
        if kind == "header":
            raise ReplayFormatError(ps, ln, "a second header line")
        if kind == "action":
            i = _int_field(ps, d, "i")
            if i != n + 1:
                raise ReplayFormatError(ps, ln,
                                        f"action number {i} out of order (expected {n + 1})")
            player = _int_field(ps, d, "player")
            if raised is not None:
                raise ReplayMismatch(ps, i, f"the recording goes on, but step {n} raised {raised}")
            try:
                action = Action.from_json(d.get("action"))  # type: ignore[arg-type]
            except IllegalActionError as e:
                raise ReplayFormatError(ps, ln, f"bad action: {e}") from None
            n = i
            if game.is_terminal():
                raise ReplayMismatch(ps, i, f"the game is already over ({game.end_reason}), "
                                     f"but the recording has action {action.to_json()}")
            cp = player if action.kind == "concede" else game.current_player()
            if cp != player:
                raise ReplayMismatch(ps, i, f"P{cp} decides here, the recording says P{player}")
            try:
                game.apply_action(action)
            except IllegalActionError as e:
                raise ReplayMismatch(ps, i, f"recorded action {action.to_json()} is illegal "
                                     f"here: {e}") from None
            except Exception as e:  # an engine failure: legitimate only if it was recorded
                raised = error_text(e)
        elif kind == "hash":
            i = _int_field(ps, d, "i")
            if i != n:
                raise ReplayFormatError(ps, ln, f"hash line for step {i} after step {n}")
            if raised is not None:
                raise ReplayMismatch(ps, i, f"the recording goes on, but step {n} raised {raised}")
            got = game.state_hash()
            if got != d.get("hash"):
                raise ReplayMismatch(ps, i, f"state hash {got} differs from the recorded "
                                     f"{d.get('hash')}")
            hashes += 1
        else:
            end = d
    if end is None:
        raise ReplayFormatError(ps, 0, f"no end line (the file has {n} actions); "
                                "the recording was cut short")
    i = _int_field(ps, end, "i")
    if i != n:
        raise ReplayFormatError(ps, end["_line"],
                                f"the end line says {i} actions, the file has {n}")
    recorded_error = end.get("error")
    if raised is not None and recorded_error != raised:
        raise ReplayMismatch(ps, n, f"re-running step {n} raised {raised}"
                             + (f"; the recording says {recorded_error}" if recorded_error
                                else "; the recorded game did not fail"))
    if end.get("hash") is not None:
        got = game.state_hash()
        if got != end["hash"]:
            raise ReplayMismatch(ps, n, f"final state hash {got} differs from the recorded "
                                 f"{end['hash']}")
        hashes += 1
    if game.winners != end.get("winners") or game.end_reason != end.get("end_reason"):
        raise ReplayMismatch(ps, n, f"the game ends with winners {game.winners} "
                             f"({game.end_reason or 'unfinished'}); the recording says "
                             f"{end.get('winners')} ({end.get('end_reason') or 'unfinished'})")
    if recorded_error is None and not game.is_terminal():
        warnings.append(f"the recording stops after {n} actions before the game is over")
    return ReplayResult(path=ps, seed=h["seed"], mode=h["mode"], seats=list(h["seats"]),
                        actions=n, hashes_checked=hashes, winners=game.winners,
                        end_reason=game.end_reason,
                        error=None if recorded_error is None else str(recorded_error),
                        warnings=warnings)
