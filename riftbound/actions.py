"""Actions: every input to the engine answers the pending decision. An :class:`Action`
is a small tuple ``(kind, *args)`` with a stable JSON form."""

from __future__ import annotations

from typing import Any

from riftbound.errors import MalformedActionError

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
    "mode": ("mode",),
    "tag": ("tag",),  # a tag named, by its index in rules/named_tags.py NAMEABLE (133.8)
    "amount": ("amount",),
}
STRING_ARGS = frozenset({"domain"})  # the only argument that is not an integer


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
        """The action a JSON object stands for; anything else raises
        :class:`~riftbound.errors.MalformedActionError` naming what is wrong."""
        if not isinstance(d, dict) or "kind" not in d:
            raise MalformedActionError(f"an action must be an object with a 'kind': got {_short(d)}")
        kind = _kind(d["kind"])
        names = ARGS[kind]
        missing = [n for n in names if n not in d]
        if missing:
            raise MalformedActionError(f"action {kind!r} needs field(s) {', '.join(missing)}")
        extra = sorted(str(k) for k in d if k != "kind" and k not in names)
        if extra:
            raise MalformedActionError(f"action {kind!r} has unknown field(s) {', '.join(extra)}; "
                                       f"its fields are {', '.join(names) or 'none'}")
        return Action.parse((kind, *(d[n] for n in names)))

    @staticmethod
    def parse(value: Any) -> Action:
        """``value`` (an :class:`Action`, a plain tuple or a JSON object) as a well-formed
        Action: a known kind and as many arguments as it takes, each of its type. Whether
        it is legal now is the engine's business; what is not an action at all raises
        :class:`~riftbound.errors.MalformedActionError`."""
        if isinstance(value, dict):
            return Action.from_json(value)
        if not isinstance(value, tuple):
            raise MalformedActionError(f"an action is a tuple or a JSON object, not {_short(value)}")
        if not value:
            raise MalformedActionError("an empty tuple is not an action; it starts with its kind")
        kind = _kind(value[0])
        names = ARGS[kind]
        if len(value) - 1 != len(names):
            raise MalformedActionError(f"action {kind!r} takes {len(names)} argument(s) "
                                       f"({', '.join(names) or 'none'}), got {len(value) - 1}")
        for n, v in zip(names, value[1:], strict=True):
            want = str if n in STRING_ARGS else int
            if not isinstance(v, want) or isinstance(v, bool):
                what = "a string" if want is str else "an integer"
                raise MalformedActionError(f"action {kind!r}: {n} must be {what}, not {_short(v)}")
        return value if isinstance(value, Action) else Action(*value)

    def __repr__(self) -> str:
        return f"Action{tuple.__repr__(self)}"


def _kind(k: Any) -> str:
    if not isinstance(k, str) or k not in ARGS:
        raise MalformedActionError(f"unknown action kind {_short(k)}; kinds: {', '.join(ARGS)}")
    return k


def _short(v: Any) -> str:
    """``repr(v)`` cut short: bad input can be huge or deeply nested."""
    try:
        r = repr(v)
    except RecursionError:
        return f"a deeply nested {type(v).__name__}"
    return r if len(r) <= 80 else f"{r[:77]}..."
