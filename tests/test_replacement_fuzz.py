"""Random play with replacement effects and Prevent (367-375, 437) in both decks.

Every decision keeps the engine's properties: a clone kept in lockstep and a serialized copy
give the same state hashes, the legal actions are never empty until the game ends, and the
game ends. Across the seeds the replacement decisions (372-373, 371.1) are actually asked.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from riftbound import Game, new_game
from riftbound.cards.catalog import register
from riftbound.cards.events import ONCE_EACH_TURN
from riftbound.cards.model import NEXT_TIME, SPELL, UNIT, CardDef, Replacement, TargetSpec
from riftbound.cards.test_cards import TEST_DECKS
from riftbound.effects.actions import Heal, Recall
from riftbound.effects.primitives import Exhaust, KillSelf
from riftbound.effects.replacements import NextTimeInstead, Prevent
from tests.support import random_play_checked

SAVE = (Heal(), Exhaust(), Recall())
CARDS = [
    CardDef(id="rp-fz-angel", name="Fuzz Angel", type=UNIT, domains=("calm",), energy=3, might=3, test=True,
            abilities=(Replacement("friendly", SAVE, ONCE_EACH_TURN),)),
    CardDef(id="rp-fz-hourglass", name="Fuzz Hourglass", type=UNIT, domains=("fury",), energy=2, might=2,
            test=True, abilities=(Replacement("friendly", (KillSelf(), *SAVE), NEXT_TIME),)),
    CardDef(id="rp-fz-guardian", name="Fuzz Guardian", type=UNIT, domains=("calm",), energy=4, might=4,
            test=True, abilities=(Replacement("other_friendly", (Recall(),), optional=True),)),
    CardDef(id="rp-fz-ward", name="Fuzz Ward", type=SPELL, domains=("calm",), energy=1, test=True,
            effects=(NextTimeInstead(SAVE, "friendly"),)),
    CardDef(id="rp-fz-aegis", name="Fuzz Aegis", type=SPELL, domains=("calm",), energy=1, keywords=("reaction",),
            test=True, targets=(TargetSpec("unit"),), effects=(Prevent(2),)),
    CardDef(id="rp-fz-veil", name="Fuzz Veil", type=SPELL, domains=("fury",), energy=2, keywords=("reaction",),
            test=True, targets=(TargetSpec("unit"),), effects=(Prevent(),)),
]
for _c in CARDS:
    register(_c)
_ASKED: set[str] = set()  # decision kinds seen by the games below
SWAPS = {"test-insight": "rp-fz-ward", "test-rally": "rp-fz-aegis", "test-scout": "rp-fz-angel",
         "test-snare": "rp-fz-hourglass", "test-negate": "rp-fz-veil", "test-ogre": "rp-fz-guardian"}


def _deck() -> dict[str, Any]:
    d = copy.deepcopy(TEST_DECKS["test-fury-calm"])
    d["name"] = "rp-fuzz"
    d["main"] = [SWAPS.get(c, c) for c in d["main"]]
    return d


@pytest.mark.parametrize("seed", range(12))
def test_random_play_with_replacements(seed: int) -> None:
    def each(g: Game) -> None:
        pend = g.s.pending
        assert pend is not None
        if pend[0] in ("replace", "replace_may"):
            _ASKED.add(pend[0])
        # queued events are settled before anyone but a replacement decision is asked (373)
        assert not g.s.rp_batch or pend[0].startswith("replace")

    random_play_checked(new_game(decks=[_deck(), _deck()], seed=seed), seed, each)


def test_replacement_decisions_were_asked() -> None:
    """Runs after the games above (pytest keeps file order): both kinds of decision came up."""
    if not _ASKED:
        for seed in range(12):
            test_random_play_with_replacements(seed)
    assert {"replace", "replace_may"} == _ASKED
