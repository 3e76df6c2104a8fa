"""Keywords whose rules say multiple instances are redundant (805.4, 810.2, 811.4, 815.2,
822.2, 826.5): a unit with the keyword twice offers exactly the choices, at every decision
of the same play, that it offers with the keyword once."""

from __future__ import annotations

from typing import Any

import pytest

from riftbound import engine
from riftbound.scenario.loader import build, parse
from riftbound.scenario.runner import action_text

BATTLEFIELDS_COMBAT = [  # P1 defends Plains with the keyword unit and a recruit; P0 attacks with 6 Might
    {"card": "test-bf-plains", "controller": 1, "contested_by": 0,
     "units": [{"card": "KW", "as": "u", "controller": 1}, {"card": "test-recruit", "as": "plain", "controller": 1},
               {"card": "kwr-giant", "as": "giant", "controller": 0}]},
    "test-bf-ruins"]
COMBAT_PLAYERS = [{"runes": [{"card": "test-rune-fury", "as": "rune"}]}, {}]

CASES = {
    "rule 815.2": ("tank", BATTLEFIELDS_COMBAT, COMBAT_PLAYERS),
    "rule 826.5": ("backline", BATTLEFIELDS_COMBAT, COMBAT_PLAYERS),
    "rule 810.2": ("ganking", [{"card": "test-bf-plains", "controller": 0,
                                "units": [{"card": "KW", "as": "u", "controller": 0}]}, "test-bf-ruins"],
                   [{}, {}]),
    "rule 822.2": ("ambush", [{"card": "test-bf-plains",
                               "units": [{"card": "test-recruit", "as": "friend", "controller": 0}]}, "test-bf-ruins"],
                   [{"hand": [{"card": "KW", "as": "u"}], "pool": {"energy": 5}}, {}]),
    "rule 805.4": ("accelerate", ["test-bf-plains", "test-bf-ruins"],
                   [{"hand": [{"card": "KW", "as": "u"}], "pool": {"energy": 5, "fury": 2}}, {}]),
    "rule 811.4": ("hidden", [{"card": "test-bf-plains", "controller": 0}, "test-bf-ruins"],
                   [{"hand": [{"card": "KW", "as": "u"}], "pool": {"energy": 5, "any": 2}}, {}]),
}


def _game(kw: str, copies: int, battlefields: list[Any], players: list[Any]) -> Any:
    cid = f"kwr-{kw}-{copies}"
    sub: Any = lambda v: ({k: sub(x) for k, x in v.items()} if isinstance(v, dict)  # noqa: E731
                          else [sub(x) for x in v] if isinstance(v, list) else cid if v == "KW" else v)
    data = {"name": "redundant keywords", "rules": ["801"],
            "cards": [{"id": cid, "type": "unit", "might": 2, "energy": 1, "domains": ["fury"],
                       "keywords": [kw] * copies},
                      {"id": "kwr-giant", "type": "unit", "might": 6}],
            "setup": {"turn_player": 0, "battlefields": sub(battlefields), "players": sub(players)}}
    sc = parse(data, f"redundant {kw} x{copies}")
    g = build(sc)
    engine.run(g)
    return g, sc


@pytest.mark.parametrize("rule", list(CASES))
def test_two_instances_offer_the_same_choices_as_one(rule: str) -> None:
    kw, battlefields, players = CASES[rule]
    (g1, s1), (g2, s2) = _game(kw, 1, battlefields, players), _game(kw, 2, battlefields, players)
    seen_keyword_choice = False
    for step in range(40):
        if g1.terminal or g2.terminal:
            break
        texts1 = sorted(action_text(g1, s1, a) for a in engine.legal_actions(g1))
        texts2 = sorted(action_text(g2, s2, a) for a in engine.legal_actions(g2))
        assert (g1.pending[:2], texts1) == (g2.pending[:2], texts2), f"{rule}: decision {step} differs"
        seen_keyword_choice |= any(" u" in t for t in texts1)
        pick = next((t for t in texts1 if " u" in t), None) or \
            next((t for t in texts1 if t not in ("end_turn", "pass")), texts1[-1])
        for g, sc in ((g1, s1), (g2, s2)):
            a = next(a for a in engine.legal_actions(g) if action_text(g, sc, a) == pick)
            engine.apply(g, a)
    assert seen_keyword_choice, f"{rule}: the play never offered a choice about the keyword's unit"
