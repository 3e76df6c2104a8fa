"""Replacement effects (367-375) and Prevent (437): card text, inline-card errors, and a
pending replacement decision that clones, serializes and refuses bad input like any other."""

from __future__ import annotations

from pathlib import Path

import pytest

from riftbound import Action, Game, IllegalActionError, engine
from riftbound.cards.events import ONCE_EACH_TURN
from riftbound.cards.model import DAMAGE, NEXT_TIME, Cost, Replacement, TargetSpec
from riftbound.effects.actions import Discard, Heal, Recall
from riftbound.effects.primitives import Exhaust, KillSelf, Stun
from riftbound.effects.replacements import NextTimeInstead, Prevent
from riftbound.errors import CardDefinitionError, ScenarioError
from riftbound.scenario.cards import card_from_yaml
from riftbound.scenario.loader import build, load
from riftbound.scenario.runner import resolve_step

SCENARIOS = Path(__file__).parent / "scenarios" / "replacement"
SAVE = (Heal(), Exhaust(), Recall())


def test_card_text() -> None:
    assert Replacement("friendly", SAVE).text() == \
        "If a friendly unit would die, instead heal it, exhaust it and recall it."
    assert Replacement("me", (KillSelf(), Heal()), NEXT_TIME).text() == \
        "The next time I would die, instead kill this and heal it."
    assert Replacement("other_friendly", (Recall(),), ONCE_EACH_TURN).text() == \
        "Once each turn, if another friendly unit would die, you may instead recall it."
    assert Replacement("enemy", (Stun(),), event=DAMAGE, optional=True).text() == \
        "If an enemy unit would be dealt damage, you may instead stun it."
    friendly = (TargetSpec("unit", controller="friendly"),)
    assert NextTimeInstead((Recall(),)).text(friendly) == \
        "Choose a friendly unit. The next time it would die this turn, instead recall it."
    assert NextTimeInstead(SAVE, "units").text(()) == \
        "The next time a unit would die this turn, instead heal it, exhaust it and recall it."
    assert Prevent(3).text(friendly) == "Prevent the next 3 damage that would be dealt to a friendly unit this turn."
    assert Prevent().text(()) == "Prevent all damage that would be dealt to it this turn."


@pytest.mark.parametrize("bad", [
    {"abilities": [{"replacement": {"who": "nobody"}}]},
    {"abilities": [{"replacement": {"limit": "twice"}}]},
    {"abilities": [{"replacement": {"event": "move"}}]},
    {"abilities": [{"replacement": {"instead": []}}]},
    {"effects": [{"prevent": "some"}]},
    {"effects": [{"prevent": 0}]},
    {"effects": [{"next_time": {"who": "everyone", "effects": []}}]},
    {"effects": [{"next_time": {"effects": [], "when": "later"}}]},
])
def test_bad_inline_cards_are_refused(bad: dict[str, object]) -> None:
    with pytest.raises(ScenarioError):
        card_from_yaml({"id": "rp-bad-card", "type": "unit", "might": 1, **bad}, "test")


def test_unsupported_replacements_say_so() -> None:
    """370.1: what can't be replaced or done yet raises, naming the rule."""
    with pytest.raises(NotImplementedError, match=r"370\.1"):
        Replacement("me", (Recall(),), event="move")
    with pytest.raises(NotImplementedError, match=r"370\.1\.a"):
        Replacement("me", (Discard(1),))
    with pytest.raises(NotImplementedError, match=r"370\.1\.a"):
        NextTimeInstead((Discard(1),))


def test_a_passive_replacement_with_a_cost() -> None:
    """370, 371.1, 357.1, 702.2.b: "you may pay [A], exhaust me, and spend its buff to ...
    instead" (Sett, The Boss); a cost only on a "you may" effect for another unit's death, of
    Energy, Power (one [A]) and [E]; "spend its buff" only with a buffed unit and a cost."""
    boss = Replacement("yours_buffed", SAVE, optional=True, pay=Cost(power=("any",), exhaust_self=True),
                       spend_its_buff=True)
    assert boss.text() == ("If a buffed unit you control would die, you may pay [A], exhaust me, and spend its "
                           "buff to heal it, exhaust it and recall it instead.")
    assert Replacement("friendly", SAVE, optional=True, pay=Cost(energy=1, power=("fury",))).text() == \
        "If a friendly unit would die, you may pay [1][R] to heal it, exhaust it and recall it instead."
    for bad in (dict(optional=False), dict(limit=NEXT_TIME), dict(who="me"), dict(pay=Cost(power=("any", "any"))),
                dict(pay=Cost(recycle_self=True)), dict(event=DAMAGE)):
        with pytest.raises(NotImplementedError, match=r"370, 357\.1"):
            Replacement(**{"who": "friendly", "effects": SAVE, "optional": True, "pay": Cost(power=("any",)),
                           **bad})  # type: ignore[arg-type]
    with pytest.raises(CardDefinitionError, match=r"702\.2\.b"):
        Replacement("friendly", SAVE, optional=True, pay=Cost(power=("any",)), spend_its_buff=True)


def _at_replace_decision() -> tuple[Game, object]:
    """The Hourglass scenario up to its ``replace`` decision (372)."""
    sc = load(SCENARIOS / "zhonya_two_copies_last_applied_dies.yaml")
    g = build(sc, True)
    engine.run(g)
    game = Game(g)
    for step in ("play rp-doom", "target a", "pass", "pass"):
        game.apply_action(resolve_step(g, sc, step))
    assert g.pending == ("replace", 0)
    return game, sc


def test_pending_replacement_decision_clones_serializes_and_refuses_bad_input() -> None:
    game, sc = _at_replace_decision()
    legal = game.legal_actions()
    assert [a[0] for a in legal] == ["replace", "replace"]
    before = game.state_hash()
    for bad in (Action("replace", 10**9, 0), Action("yes"), Action("pass")):
        with pytest.raises(IllegalActionError):
            game.apply_action(bad)
        assert game.state_hash() == before
    copy = Game.deserialize(game.serialize())
    twin = game.clone()
    assert copy.state_hash() == before and copy.legal_actions() == legal
    action = resolve_step(game.s, sc, "replace b")  # type: ignore[arg-type]
    for gm in (game, copy, twin):
        gm.apply_action(action)
    assert game.state_hash() == copy.state_hash() == twin.state_hash()
    assert game.s.rp_batch == [] and game.s.pending is not None and game.s.pending[0] == "priority"
