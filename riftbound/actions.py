"""Actions: every input to the engine answers the pending decision. An :class:`Action`
is a small tuple ``(kind, *args)`` with a stable JSON form."""

from __future__ import annotations

from typing import Any

from riftbound.errors import IllegalActionError

# kind -> names of its integer arguments, in order (the JSON field names)
ARGS: dict[str, tuple[str, ...]] = {
    "play": ("card",),
    "activate": ("object", "ability"),
    "pass": (),
    "end_turn": (),
    "location": ("zone",),
    "target": ("target",),
    "done": (),
    "domain": ("domain",),
    "order": ("index",),
    "yes": (),
    "no": (),
    "mulligan_toggle": ("card",),
    "mulligan_done": (),
    "move": ("unit",),
    "move_to": ("zone",),
    "battlefield": ("battlefield",),
    "assign": ("unit",),
    "player": ("player",),
    "concede": ("player",),
    "invite": ("player",),
    "hide": ("card", "battlefield", "domain"),
    "card": ("card",),
    "replace": ("replacement", "event"),
}


class Action(tuple[Any, ...]):
    """``Action("play", 12)``; equal to and hashable like the plain tuple ``("play", 12)``."""

    __slots__ = ()

    def __new__(cls, kind: str, *args: Any) -> Action:
        return tuple.__new__(cls, (kind, *args))

    @property
    def kind(self) -> str:
        return str(self[0])

    def to_json(self) -> dict[str, Any]:
        names = ARGS[self[0]]
        d: dict[str, Any] = {"kind": self[0]}
        for k, v in zip(names, self[1:], strict=True):
            d[k] = v
        return d

    @staticmethod
    def from_json(d: dict[str, Any]) -> Action:
        if not isinstance(d, dict) or "kind" not in d:
            raise IllegalActionError(f"an action must be an object with a 'kind': got {d!r}")
        kind = d["kind"]
        if kind not in ARGS:
            raise IllegalActionError(f"unknown action kind {kind!r}; kinds: {', '.join(ARGS)}")
        names = ARGS[kind]
        missing = [n for n in names if n not in d]
        if missing:
            raise IllegalActionError(f"action {kind!r} needs field(s) {', '.join(missing)}")
        return Action(kind, *(d[n] for n in names))

    def __repr__(self) -> str:
        return f"Action{tuple.__repr__(self)}"
