"""Keywords granted by effects (472.2): passive keywords work through the layers; keywords
that stand for triggered abilities are refused, since only printed ones trigger (801.1)."""

from __future__ import annotations

import pytest

from riftbound.cards.model import Static
from riftbound.effects.give import Give


def test_granting_a_triggered_keyword_is_refused() -> None:
    """801.1: a keyword standing for a triggered ability triggers only when printed, so an
    effect or passive ability granting one is refused with the rule named."""
    with pytest.raises(NotImplementedError, match=r"801\.1"):
        Give(keywords=("temporary",), this_turn=False)
    with pytest.raises(NotImplementedError, match=r"801\.1"):
        Static("friendly", keywords=("hunt:2",))
    assert Give(keywords=("tank",), this_turn=False).text(()) == "It gets [Tank]."
