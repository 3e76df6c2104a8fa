"""Random play with a deck whose cards use the instructions of docs/cards.md "Return, score,
spend a buff, play a card, look and take": zones stay consistent (105-110, 183), hands and
looked-at cards stay private (128), clones and serialized copies agree, and every game ends
(302)."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from riftbound.cards import catalog
from riftbound.cards.events import PLAYED_SELF
from riftbound.cards.model import ActivatedAbility, CardDef, Cost, TargetSpec, TriggeredAbility
from riftbound.cards.test_cards import KEYWORD_DECKS
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.buffs import SpendBuff
from riftbound.effects.look import LookAtTop
from riftbound.effects.play import PlayCard
from riftbound.effects.points import GainPoints
from riftbound.effects.primitives import Buff, Draw, Ready
from riftbound.game import new_game
from tests.support import random_play_checked
from tests.test_fuzz import check_privacy, check_zones

_TRASH_UNIT = TargetSpec("unit", controller="you", location="trash")
CARDS = (
    CardDef(id="ef-fz-bounce", name="Ef Fz Bounce", type="spell", domains=("fury",), energy=2,
            targets=(TargetSpec("unit", controller="enemy"),), effects=(ReturnToHand(),)),
    CardDef(id="ef-fz-raise", name="Ef Fz Raise", type="spell", domains=("chaos",), energy=3,
            targets=(_TRASH_UNIT,), effects=(PlayCard("trash", cost="ignore"),)),
    CardDef(id="ef-fz-muster", name="Ef Fz Muster", type="spell", domains=("fury",), energy=1,
            effects=(PlayCard("hand", "unit", less=2),)),
    CardDef(id="ef-fz-cascade", name="Ef Fz Cascade", type="spell", domains=("chaos",), energy=2,
            keywords=("reaction",), effects=(PlayCard("main_deck", cost="ignore_energy", optional=False),)),
    CardDef(id="ef-fz-scout", name="Ef Fz Scout", type="spell", domains=("fury",), energy=1,
            effects=(LookAtTop(3, "unit"),)),
    CardDef(id="ef-fz-hoarder", name="Ef Fz Hoarder", type="unit", domains=("fury",), energy=2, might=2,
            abilities=(ActivatedAbility(Cost(spend_buff=True), (Draw(1),)),
                       TriggeredAbility(PLAYED_SELF, (Buff(),), (TargetSpec("unit", controller="friendly"),)))),
    CardDef(id="ef-fz-cash-in", name="Ef Fz Cash In", type="spell", domains=("chaos",), energy=1,
            effects=(SpendBuff((Draw(2),), optional=True),)),
    CardDef(id="ef-fz-trophy", name="Ef Fz Trophy", type="gear", domains=("chaos",), energy=3,
            abilities=(ActivatedAbility(Cost(energy=3, exhaust_self=True), (GainPoints(1),)),)),
    CardDef(id="ef-fz-recover", name="Ef Fz Recover", type="spell", domains=("fury",), energy=1,
            targets=(_TRASH_UNIT,), effects=(ReturnToHand(),)),
    CardDef(id="ef-fz-dive", name="Ef Fz Dive", type="spell", domains=("chaos",), energy=1,
            effects=(LookAtTop(4, "unit", reveal=False, take="play", less=3),)),
    CardDef(id="ef-fz-surge", name="Ef Fz Surge", type="spell", domains=("chaos",), energy=1,
            targets=(TargetSpec("rune", controller="friendly", count=2, up_to=True),), effects=(Ready(),)),
)


def _deck() -> dict[str, Any]:
    """The Raider keyword deck with its last cards replaced by two of each card above."""
    for c in CARDS:
        catalog.register(c)
    base = dict(KEYWORD_DECKS["test-keywords-raider"])
    main = list(base["main"])  # type: ignore[call-overload]
    champion = base["champion"]
    others = [c for c in main if c != champion]
    mine = [c.id for c in CARDS for _ in range(2)]
    kept = others[: len(others) - len(mine)]
    assert max(Counter(kept + mine).values()) <= 3
    base["main"] = kept + mine + [c for c in main if c == champion]
    base["name"] = "ef-fuzz-raider"
    return base


@pytest.mark.parametrize("seed", range(6))
def test_effects_deck_fuzz(seed: int) -> None:
    g = new_game(decks=[_deck(), "test-keywords-warden"], seed=seed)

    def each(game: Any) -> None:
        check_zones(game)
        if game.s.decisions % 20 == 0:
            check_privacy(game)

    random_play_checked(g, seed, each)
