"""Inline cards that misuse the targeting and game-action constructs are refused with a
clear error naming the rule: split damage needs an "up to N" slot of units (355.14.c),
Replace needs a permanent target and a token (438.3), Create needs a token (439.3.a)."""

from __future__ import annotations

from typing import Any

import pytest

from riftbound.errors import ScenarioError
from riftbound.scenario.cards import card_from_yaml


@pytest.mark.parametrize(("card", "message"), [
    ({"id": "tg-bad-split", "type": "spell", "targets": [{"kind": "unit"}], "effects": [{"deal_split": 3}]},
     "355.14.c"),
    ({"id": "tg-bad-split2", "type": "spell", "targets": [{"kind": "unit", "count": 4, "up_to": True}],
      "effects": [{"deal_split": 3}]}, "355.14.c"),
    ({"id": "tg-bad-replace", "type": "spell", "targets": [{"kind": "battlefield"}],
      "effects": [{"replace": "token-recruit"}]}, "438.3.a"),
    ({"id": "tg-bad-replace2", "type": "spell", "targets": [{"kind": "unit"}],
      "effects": [{"replace": "test-guard"}]}, "438.3.b.1"),
    ({"id": "tg-bad-create", "type": "spell", "effects": [{"create": {"token": "test-guard"}}]}, "439.3.a"),
    ({"id": "tg-bad-reveal", "type": "spell", "effects": [{"reveal": {"n": 1, "zone": "trash"}}]}, "unknown zone"),
    ({"id": "tg-bad-spec", "type": "spell", "targets": [{"kind": "unit", "all": True}], "effects": [{"kill": 1}]},
     "keys"),
])
def test_bad_inline_card_is_refused(card: dict[str, Any], message: str) -> None:
    with pytest.raises(ScenarioError, match=message.replace(".", r"\.")):
        card_from_yaml(card, "test")
