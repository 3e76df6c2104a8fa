"""Keywords granted by effects (801.3.a, 472.2): passive keywords work through the layers, and
so do keywords that stand for triggered abilities (keywords/granted.py); a bare [Deathknell],
which needs its own effect (808.1.b), is refused."""

from __future__ import annotations

import pytest

from riftbound.cards.model import Static
from riftbound.effects.give import Give
from riftbound.effects.lasting import UnitsHaveThisTurn
from riftbound.keywords import granted


def test_granting_triggered_keywords_is_accepted() -> None:
    """801.3.a, 823.2: Temporary, Hunt, Vision, Quick-Draw and Weaponmaster may be granted by an
    instruction or a passive ability."""
    assert Give(keywords=("temporary",), this_turn=False).text(()) == "Give it [Temporary]."
    assert Static("friendly", keywords=("hunt:2",)).keywords == ("hunt:2",)
    assert UnitsHaveThisTurn(keywords=("vision",)).keywords == ("vision",)


def test_granting_a_bare_deathknell_is_refused() -> None:
    """808.1.b: a Deathknell carries its own effect, which a keyword name does not."""
    for make in (lambda: Give(keywords=("deathknell",)), lambda: Static("friendly", keywords=("deathknell",)),
                 lambda: UnitsHaveThisTurn(keywords=("deathknell",))):
        with pytest.raises(NotImplementedError, match=r"808\.1\.b"):
            make()


def test_granted_ability_indexes_name_their_ability() -> None:
    """A granted keyword's ability is named by an index that encodes it (801.3.a): the index
    decodes to the same ability, and Hunt's value is one summed ability pair (823.2)."""
    pairs = granted.abilities({"hunt": 3, "vision": 2, "temporary": 1})
    assert [ab.keyword for _, ab in pairs] == ["hunt", "hunt", "vision", "vision", "temporary"]
    assert all(granted.ability(i) == ab for i, ab in pairs)
    assert len({i for i, _ in pairs}) == len(pairs)
    assert pairs[0][1].effects[0].amount == 3  # type: ignore[attr-defined]
