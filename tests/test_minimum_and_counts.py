"""A passive decrease "to a minimum of N [M]" (472.3.b) and the conditions counting gear or
other units' Might (sfd-072, unl-097): checked as written, rendered as printed."""

from __future__ import annotations

import pytest

from riftbound.cards.model import Condition, Static
from riftbound.rules.layers import Board, _add_limited


def test_a_limited_decrease_renders_and_is_checked() -> None:
    st = Static("enemy", here=True, states=("stunned",), might=-8, minimum=1)
    assert st.text() == "Stunned enemy units here have -8 [M], to a minimum of 1 [M]."
    for bad in ({"might": 2, "minimum": 1}, {"might": -2, "minimum": 1, "keywords": ("tank",)}):
        with pytest.raises(ValueError, match=r"472\.3\.b"):
            Static("enemy", **bad)  # type: ignore[arg-type]


def test_a_limited_decrease_never_goes_below_the_minimum_nor_raises() -> None:
    b = Board({1: 5, 2: 1, 3: 0, 4: 12}, {}, {})
    apply = _add_limited(-8, 1)
    for o in (1, 2, 3, 4):
        apply(b, o)
    assert b.might == {1: 1, 2: 1, 3: 0, 4: 4}  # 472.3.b: limited as it applies; 0 is not raised to 1


def test_count_conditions_render_and_might_is_not_a_passive_condition() -> None:
    assert Condition("gear_at_least", 2).clause() == "you control two or more gear"
    assert Condition("other_units_might", 5).clause() == "your other units have total Might 5 or more"
    with pytest.raises(NotImplementedError, match="472"):
        Static(might=1, condition=Condition("other_units_might", 5))
