"""Keywords as the engine names, renders and reads them (800-826): the glossary, the kind
of each keyword, how each is written, that a card may have several, and that having a
keyword is a characteristic other game effects can check (each keyword's "... is a
characteristic" rule). These rules define vocabulary, so the tests compare the engine's
vocabulary and state with them."""

from __future__ import annotations

import json
from typing import Any

import pytest

from riftbound import engine
from riftbound.cards.model import ActivatedAbility, CardDef, TriggeredAbility
from riftbound.keywords import keywords_of
from riftbound.keywords.registry import KEYWORDS
from riftbound.observe import observation
from riftbound.rules.might import might
from riftbound.scenario.cards import card_from_yaml
from riftbound.scenario.loader import build, parse
from riftbound.state import State


def _card(d: dict[str, Any]) -> CardDef:
    return card_from_yaml(d, "test_keyword_vocabulary")


def _position(players: list[dict[str, Any]], cards: list[dict[str, Any]]) -> tuple[State, dict[str, int]]:
    data = {"name": "keyword vocabulary", "rules": ["800"], "cards": cards,
            "setup": {"battlefields": ["test-bf-plains", "test-bf-ruins"], "players": players},
            "expect": {}}
    sc = parse(data, "test_keyword_vocabulary")
    g = build(sc)
    engine.run(g)
    return g, sc.labels


def test_glossary_lists_every_keyword_in_rule_order() -> None:
    """Rules 800, 804: the Keyword Glossary is 805-826, 22 keywords, one rule each, in order."""
    assert [k.rule for k in KEYWORDS] == [str(n) for n in range(805, 827)]
    assert all(k.module for k in KEYWORDS)


KINDS = {  # the kind each keyword's first rule gives it
    "Accelerate": ("805.2", "optional additional cost"), "Action": ("806.1", "permissive"),
    "Assault": ("807.1", "passive"), "Deathknell": ("808.1", "triggered"), "Deflect": ("809.1", "passive"),
    "Ganking": ("810.1", "passive"), "Hidden": ("811.1", "discretionary action"),
    "Legion": ("812.1", "dependent"), "Reaction": ("813.1", "permissive"), "Shield": ("814.1", "passive"),
    "Tank": ("815.1", "passive"), "Temporary": ("816.1", "triggered"), "Vision": ("817.1", "triggered"),
    "Equip": ("818.1", "activated"), "Quick-Draw": ("819.1", "triggered, permissive"),
    "Repeat": ("820.1", "optional additional cost"), "Weaponmaster": ("821.1", "triggered"),
    "Ambush": ("822.1", "passive"), "Hunt": ("823.1", "triggered"), "Level": ("824.1", "dependent"),
    "Unique": ("825.1", "deck constraint"), "Backline": ("826.1", "passive"),
}


def test_each_keyword_has_the_kind_its_rule_gives_it() -> None:
    """Rules 801 and 801.1: a keyword is shorthand for a game effect or an ability of any
    variety; the registry gives each keyword the kind its rule names (805.2, 806.1, 807.1,
    808.1, 809.1, 810.1, 811.1, 812.1, 813.1, 814.1, 815.1, 816.1, 817.1, 818.1, 819.1, 820.1,
    821.1, 822.1, 823.1, 824.1, 825.1, 826.1)."""
    assert {k.name: k.kind.split(" (")[0] for k in KEYWORDS} == {n: kind for n, (_, kind) in KINDS.items()}


def test_a_keyword_can_be_an_ability() -> None:
    """Rule 801.1: Deathknell, Vision and Hunt stand for triggered abilities, Equip for an
    activated one: the engine adds those abilities to the card."""
    dk = _card({"id": "kwv-dk", "type": "unit", "might": 2,
                "abilities": [{"triggered": {"event": "dies", "keyword": "deathknell", "effects": [{"draw": 1}]}}]})
    assert [type(a) for a in dk.abilities] == [TriggeredAbility]
    assert all(isinstance(a, TriggeredAbility) for a in _card({"id": "kwv-vision", "type": "unit", "might": 1,
                                                                 "keywords": ["vision"]}).abilities)
    gear = _card({"id": "kwv-equip", "type": "gear", "tags": ["Equipment"], "abilities": [{"equip": {"energy": 1}}]})
    assert [type(a) for a in gear.abilities] == [ActivatedAbility]


def test_a_card_can_have_any_number_of_keywords() -> None:
    """Rule 802: a unit with Hunt 2 and Vision has both, with the abilities of both; a unit
    with Tank, Ganking and Assault 2 on the board has all three."""
    a = _card({"id": "kwv-hunt-vision", "type": "unit", "might": 1, "keywords": ["hunt:2", "vision"]})
    assert a.rules_text() == "[Hunt 2]\n[Vision]"
    assert [(t.event, t.keyword) for t in a.abilities if isinstance(t, TriggeredAbility)] == \
        [("conquer", "hunt"), ("hold", "hunt"), ("played_self", "vision")]
    many = {"id": "kwv-many", "type": "unit", "might": 1, "keywords": ["tank", "ganking", "assault:2"]}
    g, labels = _position([{"base": [{"card": "kwv-many", "as": "u"}]}, {}], [many])
    assert keywords_of(g, labels["u"]) == {"tank": 1, "ganking": 1, "assault": 2}


@pytest.mark.parametrize(("card", "text"), [
    pytest.param({"type": "spell", "energy": 1, "keywords": ["action"], "effects": [{"draw": 1}]},
                 "[Action]\nDraw 1.", id="rule 806.1.d spell"),
    pytest.param({"type": "unit", "might": 1, "abilities": [
        {"activated": {"cost": {"energy": 1}, "keywords": ["action"], "effects": [{"draw": 1}]}}]},
        "[1]: [Action][>] Draw 1.", id="rule 806.1.d ability"),
    pytest.param({"type": "spell", "energy": 1, "keywords": ["reaction"], "effects": [{"draw": 1}]},
                 "[Reaction]\nDraw 1.", id="rule 813.1.d card"),
    pytest.param({"type": "unit", "might": 1, "abilities": [
        {"activated": {"cost": {"energy": 1}, "keywords": ["reaction"], "effects": [{"draw": 1}]}}]},
        "[1]: [Reaction][>] Draw 1.", id="rule 813.1.d ability"),
    pytest.param({"type": "unit", "might": 2, "abilities": [
        {"triggered": {"event": "dies", "keyword": "deathknell", "effects": [{"draw": 1}]}}]},
        "[Deathknell][>] Draw 1.", id="rules 808.1.b, 808.1.b.1 and 808.1.c.1"),
    pytest.param({"type": "spell", "energy": 1, "effects": [{"draw": 1}], "legion": [{"draw": 1}]},
                 "Draw 1.\n[Legion][>] Draw 1.", id="rules 812.1.a and 812.1.b"),
    pytest.param({"type": "spell", "energy": 1, "effects": [{"draw": 1}],
                  "level": [{"n": 2, "effects": [{"draw": 1}]}]},
                 "Draw 1.\n[Level 2][>] Draw 1.", id="rules 824.1.a and 824.1.b"),
    pytest.param({"type": "spell", "energy": 1, "effects": [{"draw": 1}],
                  "additional_costs": [{"energy": 2, "repeat": True}]},
                 "[Repeat] [2]\nDraw 1.", id="rule 820.1.c"),
    pytest.param({"type": "unit", "might": 2, "keywords": ["assault:2", "shield", "deflect:3"]},
                 "[Assault 2]\n[Shield]\n[Deflect 3]", id="rules 807.1.b, 814.1.b and 809.1.b"),
])
def test_keywords_are_written_as_the_rules_format_them(card: dict[str, Any], text: str, request: Any) -> None:
    """Each keyword renders in the form its rule gives (the rule is named in the case id)."""
    cid = "kwv-fmt-" + str(abs(hash(request.node.callspec.id)))
    assert _card({"id": cid, **card}).rules_text() == text


UNIT_KEYWORDS = [  # keyword on a unit, the rule saying it is a characteristic others may check
    ("accelerate", "rule 805.5"), ("assault", "rule 807.3"), ("deflect", "rule 809.3"), ("ganking", "rule 810.3"),
    ("hidden", "rules 811.5 and 811.5.a"), ("reaction", "rules 813.5 and 813.5.a"),
    ("action", "rules 806.5 and 806.5.a"), ("shield", "rule 814.3"), ("tank", "rule 815.3"),
    ("temporary", "rule 816.3"), ("vision", "rule 817.3"), ("weaponmaster", "rule 821.3"), ("ambush", "rule 822.4"),
    ("hunt", "rule 823.3"),
    ("unique", "rule 825.4"), ("backline", "rule 826.6"),
]


@pytest.mark.parametrize(("kw", "rule"), UNIT_KEYWORDS, ids=[r for _, r in UNIT_KEYWORDS])
def test_having_a_keyword_is_a_characteristic_effects_check(kw: str, rule: str) -> None:
    """Whether a unit has the keyword is a characteristic: another game effect ("units with
    [X] have +1 [M]") reads it, and counts the unit with it, not the one without. A unit
    hidden facedown is not one on the board; a card in hand still has its keyword (811.5.a:
    having Hidden is independent of being facedown)."""
    cards = [{"id": f"kwv-has-{kw}", "type": "unit", "might": 2, "keywords": [kw]},
             {"id": f"kwv-lord-{kw}", "type": "unit", "might": 1,
              "abilities": [{"static": {"who": "units", "having": kw, "might": 1}}]}]
    g, labels = _position([{"base": [{"card": f"kwv-has-{kw}", "as": "with"}, {"card": "test-recruit", "as": "without"},
                                     {"card": f"kwv-lord-{kw}", "as": "lord"}],
                            "hand": [{"card": f"kwv-has-{kw}", "as": "held"}]}, {}], cards)
    assert kw in keywords_of(g, labels["with"]) and kw in keywords_of(g, labels["held"])
    assert might(g, labels["with"]) == 3 and might(g, labels["without"]) == 1 and might(g, labels["lord"]) == 1


def test_keywords_of_gear_spells_and_abilities_are_characteristics() -> None:
    """Rules 818.5, 819.3, 809.3, 806.5.b, 813.5.b, 806.5.c, 813.5.c, 820.4, 812.3 and 824.2:
    whether a gear has Equip or Quick-Draw, a permanent Deflect, a spell Action, Reaction or
    Repeat, an ability Action or Reaction, a card Legion or Level is part of the object the
    engine reads."""
    cards = [{"id": "kwv-qd-gear", "type": "gear", "tags": ["Equipment"], "keywords": ["quick-draw", "deflect"],
              "abilities": [{"equip": {"energy": 1}}]},
             {"id": "kwv-react-spell", "type": "spell", "energy": 1, "keywords": ["reaction"],
              "effects": [{"draw": 1}]},
             {"id": "kwv-action-spell", "type": "spell", "energy": 1, "keywords": ["action"], "effects": [{"draw": 1}],
              "additional_costs": [{"energy": 1, "repeat": True}], "legion": [{"draw": 1}],
              "level": [{"n": 2, "effects": [{"draw": 1}]}]},
             {"id": "kwv-abilities", "type": "unit", "might": 1, "abilities": [
                 {"activated": {"cost": {"energy": 1}, "keywords": ["action"], "effects": [{"draw": 1}]}},
                 {"activated": {"cost": {"energy": 1}, "keywords": ["reaction"], "effects": [{"draw": 1}]}}]}]
    g, labels = _position([{"base": [{"card": "kwv-qd-gear", "as": "gear"}],
                            "hand": [{"card": "kwv-react-spell", "as": "r"}, {"card": "kwv-action-spell", "as": "a"}]},
                           {}], cards)
    gear = g.catalog[g.o_card[labels["gear"]]]
    assert {"quick-draw", "deflect"} <= set(keywords_of(g, labels["gear"]))
    assert [a.keyword for a in gear.abilities if isinstance(a, ActivatedAbility)] == ["equip"]
    assert "reaction" in keywords_of(g, labels["r"]) and "action" in keywords_of(g, labels["a"])
    spell = g.catalog[g.o_card[labels["a"]]]
    assert [c.repeat for c in spell.additional_costs] == [True] and spell.legion and spell.level
    unit = _card(cards[3])
    assert [a.keywords for a in unit.abilities if isinstance(a, ActivatedAbility)] == [("action",), ("reaction",)]


def test_facedown_card_and_its_reaction_are_not_public() -> None:
    """Rule 811.6.a: a hidden card has Reaction while facedown, a property of the facedown
    card that is not publicly known: the opponent's observation of the battlefield shows
    a facedown card, but neither which card it is nor its keywords; its controller sees both."""
    cards = [{"id": "kwv-lurker", "type": "spell", "energy": 2, "keywords": ["hidden"], "effects": [{"draw": 1}]}]
    data = {"name": "facedown", "rules": ["811.6.a"], "cards": cards,
            "setup": {"turn": 3, "battlefields": [
                {"card": "test-bf-plains", "controller": 0, "units": [{"card": "test-recruit", "controller": 0}],
                 "facedown": [{"card": "kwv-lurker", "controller": 0, "hidden_turn": 2}]}, "test-bf-ruins"]}}
    sc = parse(data, "facedown")
    g = build(sc)
    engine.run(g)
    theirs, mine = json.dumps(observation(g, 1)), json.dumps(observation(g, 0))
    assert "kwv-lurker" not in theirs and "kwv-lurker" in mine
    assert len(observation(g, 1)["battlefields"][0]["facedown"]) == 1
