""""Pay any amount of [A] / Energy to <do that much>" (742.1, 742.1.a, 355.17, 400.2, 429.2):
the DSL's checks, the decision's answers and what the agents and encodings make of it
(effects/any_amount.py; docs/rulings.md, "Pay any amount"). The card itself, Bullet Time, is
played in tests/scenarios/cards/ogn/ogn-268*.yaml."""

from __future__ import annotations

import pytest

from riftbound.actions import Action
from riftbound.agents.heuristic import HeuristicAgent
from riftbound.cards.events import PLAYED_SELF
from riftbound.cards.model import TriggeredAbility
from riftbound.cards.sets.define import WANTING
from riftbound.effects.any_amount import PaidAmount, PayAnyAmount
from riftbound.effects.primitives import Ctx, Draw
from riftbound.errors import IllegalActionError
from tests.support import play_scenario

BULLET = ("cards/ogn/ogn-268.yaml", ["play bullet", "target test-bf-plains", "pass", "pass"])


def test_the_dsl_refuses_what_it_cannot_pay() -> None:
    """742.1: a cost within instructions is paid to do something, of [A] or Energy; at the start
    of a triggered ability it would be its base cost (742.1.b, 383.3.b), which is fixed."""
    with pytest.raises(ValueError, match="not one of"):
        PayAnyAmount("gold", (Draw(PaidAmount()),))
    with pytest.raises(ValueError, match="needs effects"):
        PayAnyAmount("power", ())
    with pytest.raises(NotImplementedError, match=r"742\.1\.b"):
        TriggeredAbility(PLAYED_SELF, (PayAnyAmount("energy", (Draw(PaidAmount()),)),))
    with pytest.raises(NotImplementedError, match=r"742\.1"):
        PayAnyAmount("energy", (Draw(PaidAmount()),)).run(None, Ctx(0, 0, -1, []))  # type: ignore[arg-type]


def test_bullet_time_is_implemented_and_the_gears_still_wait() -> None:
    """Hextech Anomaly and Ancient Henge ("[E]: [Reaction] - Pay any amount of ... to [Add] that
    much ...") stay refused: an Add ability may be used while paying a cost (357.1.a, 429.3), and
    the payment offers only Add abilities of a fixed amount."""
    assert "ogn-268" not in WANTING
    assert {"sfd-083", "sfd-117"} <= set(WANTING)


def test_the_amounts_offered_are_all_that_can_be_paid_and_no_more() -> None:
    """742.1.a, 357.1.a, 429.3: 0 up to the pool's power and the rune that could be recycled;
    an amount beyond that is refused with the state unchanged."""
    g = play_scenario(*BULLET)
    assert g.s.pending == ("pay_amount", 0)
    assert g.legal_actions() == [Action("amount", n) for n in range(4)]
    before = g.state_hash()
    with pytest.raises(IllegalActionError, match="pay_amount"):
        g.apply_action(Action("amount", 4))
    assert g.state_hash() == before
    assert "P0 chooses to pay 2" in g.action_to_string(Action("amount", 2))


def test_the_heuristic_pays_what_kills_the_enemies_there() -> None:
    """The heuristic agent pays the least that is lethal to every enemy unit at Bullet Time's
    battlefield (a Test Guard of 3 Might there)."""
    assert HeuristicAgent().choose(play_scenario(*BULLET)) == Action("amount", 3)


def test_the_amount_has_an_integer_of_its_own() -> None:
    """The encoding gives each amount offered its own integer (docs/agents.md)."""
    pytest.importorskip("numpy")
    from riftbound.encoding import ActionSpace

    space = ActionSpace("duel")
    g = play_scenario(*BULLET)
    ids = space.legal_ids(g)
    assert sorted(ids) == [space.segments["amount"].start + n for n in range(4)]
    assert space.decode(g, space.segments["amount"].start + 2) == Action("amount", 2)
