"""Built-in TEST cards and decks. They are not real Riftbound cards: every id starts with
``test-`` and every name with ``Test``; they exist so the rules can be exercised and
simulated before real cards are implemented. Two legal decks are provided."""

from __future__ import annotations

from riftbound.cards.catalog import register
from riftbound.cards.model import (
    ACTION,
    BASIC,
    BATTLEFIELD,
    CHAMPION,
    DOMAINS,
    GEAR,
    LEGEND,
    OWN_DOMAIN,
    REACTION,
    RUNE,
    SIGNATURE,
    SPELL,
    UNIT,
    ActivatedAbility,
    AdditionalCost,
    CardDef,
    Cost,
    CostModifier,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.effects.primitives import (
    AddResources,
    Buff,
    Counter,
    Deal,
    Draw,
    Kill,
    MightThisTurn,
    MoveTo,
    Ready,
    Stun,
)

UNIT_T = TargetSpec("unit")
ENEMY_UNIT = TargetSpec("unit", controller="enemy")
FRIENDLY_UNIT = TargetSpec("unit", controller="friendly")
SPELL_T = TargetSpec("spell")


def _card(**kw: object) -> CardDef:
    return register(CardDef(test=True, set_id="TEST", **kw))  # type: ignore[arg-type]


def rune(domain: str) -> CardDef:
    """A basic rune (163): ``[E]: [Reaction] Add [1]`` and ``Recycle this: [Reaction] Add [C]``."""
    return _card(
        id=f"test-rune-{domain}", name=f"Test {domain.capitalize()} Rune", type=RUNE,
        domains=(domain,), supertypes=(BASIC,),
        abilities=(
            ActivatedAbility(Cost(exhaust_self=True), (AddResources(1),), keywords=(REACTION,), adds=True),
            ActivatedAbility(Cost(recycle_self=True), (AddResources(0, (OWN_DOMAIN,)),),
                             keywords=(REACTION,), adds=True),
        ),
    )


RUNES = {d: rune(d) for d in DOMAINS}


def _deck_cards(d1: str, d2: str, champ_tag: str, names: dict[str, str]) -> None:
    n = names
    _card(id=f"test-legend-{champ_tag.lower()}", name=f"Test Legend {champ_tag}", type=LEGEND,
          domains=(d1, d2), tags=(champ_tag,))
    _card(id=f"test-champion-{champ_tag.lower()}", name=f"{champ_tag}, Test Champion", type=UNIT,
          domains=(d1,), energy=3, might=3, supertypes=(CHAMPION,), tags=(champ_tag,),
          abilities=(TriggeredAbility("played_self", (Draw(1),)),))
    _card(id=f"test-signature-{champ_tag.lower()}", name=f"{champ_tag}'s Test Gadget", type=GEAR,
          domains=(d2,), energy=1, supertypes=(SIGNATURE,), tags=(champ_tag,),
          abilities=(ActivatedAbility(Cost(energy=1, exhaust_self=True), (Draw(1),)),))
    _card(id=n["vanilla1"], name=f"Test {n['vanilla1'][5:].title()}", type=UNIT, domains=(d1,),
          energy=1, might=1)
    _card(id=n["vanilla2"], name=f"Test {n['vanilla2'][5:].title()}", type=UNIT, domains=(d1,),
          energy=2, might=2)
    _card(id=n["vanilla3"], name=f"Test {n['vanilla3'][5:].title()}", type=UNIT, domains=(d2,),
          energy=3, might=3)
    _card(id=n["big"], name=f"Test {n['big'][5:].title()}", type=UNIT, domains=(d1,),
          energy=5, power=(d1,), might=6)
    _card(id=n["drawer"], name=f"Test {n['drawer'][5:].title()}", type=UNIT, domains=(d2,),
          energy=2, might=2, abilities=(TriggeredAbility("played_self", (Draw(1),)),))
    _card(id=n["pinger"], name=f"Test {n['pinger'][5:].title()}", type=UNIT, domains=(d1,),
          energy=3, might=2,
          abilities=(TriggeredAbility("played_self", (Deal(2),), targets=(ENEMY_UNIT,)),))
    _card(id=n["bolt"], name=f"Test {n['bolt'][5:].title()}", type=SPELL, domains=(d1,),
          energy=2, keywords=(ACTION,), targets=(UNIT_T,), effects=(Deal(3),))
    _card(id=n["shock"], name=f"Test {n['shock'][5:].title()}", type=SPELL, domains=(d1,),
          energy=1, keywords=(REACTION,), targets=(UNIT_T,), effects=(Deal(2),))
    _card(id=n["negate"], name=f"Test {n['negate'][5:].title()}", type=SPELL, domains=(d2,),
          energy=2, power=(d2,), keywords=(REACTION,), targets=(SPELL_T,), effects=(Counter(),))
    _card(id=n["insight"], name=f"Test {n['insight'][5:].title()}", type=SPELL, domains=(d2,),
          energy=2, effects=(Draw(2),))
    _card(id=n["rally"], name=f"Test {n['rally'][5:].title()}", type=SPELL, domains=(d2,),
          energy=1, targets=(FRIENDLY_UNIT,), effects=(MightThisTurn(2), Ready()))
    _card(id=n["execute"], name=f"Test {n['execute'][5:].title()}", type=SPELL, domains=(d1,),
          energy=3, power=(d1,), targets=(TargetSpec("unit", max_might=3),), effects=(Kill(),))
    _card(id=n["stun"], name=f"Test {n['stun'][5:].title()}", type=SPELL, domains=(d2,),
          energy=1, keywords=(ACTION,), targets=(ENEMY_UNIT,), effects=(Stun(),))
    _card(id=n["banner"], name=f"Test {n['banner'][5:].title()}", type=GEAR, domains=(d2,),
          energy=2, abilities=(ActivatedAbility(Cost(energy=1, exhaust_self=True), (Buff(),),
                                                targets=(FRIENDLY_UNIT,)),))
    _card(id=n["anvil"], name=f"Test {n['anvil'][5:].title()}", type=GEAR, domains=(d1,), energy=1)
    _card(id=n["crystal"], name=f"Test {n['crystal'][5:].title()}", type=GEAR, domains=(d2,), energy=2,
          abilities=(CostModifier(-1, cards=SPELL, whose="you", minimum=1),))
    _card(id=n["surge"], name=f"Test {n['surge'][5:].title()}", type=SPELL, domains=(d1,), energy=1,
          targets=(UNIT_T,), effects=(Deal(2),),
          additional_costs=(AdditionalCost(energy=2, optional=True, effects=(Draw(1),)),))
    _card(id=n["gust"], name=f"Test {n['gust'][5:].title()}", type=SPELL, domains=(d2,), energy=1,
          keywords=(ACTION,), targets=(FRIENDLY_UNIT, TargetSpec("battlefield")), effects=(MoveTo(0, 1),))
    for bf in n["battlefields"].split(","):
        _card(id=f"test-bf-{bf}", name=f"Test {bf.title()}", type=BATTLEFIELD)


_FC = dict(vanilla1="test-recruit", vanilla2="test-brawler", vanilla3="test-guard",
           big="test-ogre", drawer="test-scout", pinger="test-sniper", bolt="test-bolt",
           shock="test-shock", negate="test-negate", insight="test-insight", rally="test-rally",
           execute="test-execution", stun="test-snare", banner="test-banner", anvil="test-anvil",
           crystal="test-crystal", surge="test-surge", gust="test-gust", battlefields="plains,ridge,grove")
_MO = dict(vanilla1="test-acolyte", vanilla2="test-adept", vanilla3="test-sentinel",
           big="test-colossus", drawer="test-scholar", pinger="test-archer", bolt="test-blast",
           shock="test-zap", negate="test-denial", insight="test-study", rally="test-inspire",
           execute="test-judgment", stun="test-freeze", banner="test-standard",
           anvil="test-idol", crystal="test-prism", surge="test-torrent", gust="test-breeze",
           battlefields="ruins,harbor,spire")
_card(id="test-tollgate", name="Test Tollgate", type=GEAR, energy=2,
      abilities=(CostModifier(1, cards=SPELL, whose="opponents"),))
_BC = dict(vanilla1="test-grunt", vanilla2="test-bruiser", vanilla3="test-bulwark",
           big="test-titan", drawer="test-forager", pinger="test-slinger", bolt="test-smash",
           shock="test-jolt", negate="test-refusal", insight="test-omen", rally="test-roar",
           execute="test-crush", stun="test-daze", banner="test-totem", anvil="test-relic",
           crystal="test-geode", surge="test-chaosbolt", gust="test-rift",
           battlefields="canyon,marsh,peak")
_FO = dict(vanilla1="test-squire", vanilla2="test-lancer", vanilla3="test-paladin",
           big="test-warhorse", drawer="test-herald", pinger="test-crossbow", bolt="test-flare",
           shock="test-spark", negate="test-veto", insight="test-decree", rally="test-charge",
           execute="test-verdict", stun="test-halt", banner="test-pennant", anvil="test-shield",
           crystal="test-lens", surge="test-blaze", gust="test-march",
           battlefields="citadel,forge,gate")
_deck_cards("fury", "calm", "Tinker", _FC)
_deck_cards("mind", "order", "Sage", _MO)
_deck_cards("body", "chaos", "Brute", _BC)
_deck_cards("order", "fury", "Knight", _FO)


def _main(names: dict[str, str], tag: str) -> list[str]:
    """46 main-deck cards besides the chosen champion: 47 in all."""
    n = names
    counts = {n["vanilla1"]: 3, n["vanilla2"]: 3, n["vanilla3"]: 3, n["big"]: 2, n["drawer"]: 3,
              n["pinger"]: 3, n["bolt"]: 3, n["shock"]: 3, n["negate"]: 3, n["insight"]: 3,
              n["rally"]: 2, n["execute"]: 2, n["stun"]: 2, n["banner"]: 2, n["anvil"]: 1,
              n["crystal"]: 1, n["surge"]: 2, n["gust"]: 2,
              f"test-champion-{tag.lower()}": 2, f"test-signature-{tag.lower()}": 1}
    return [cid for cid, k in counts.items() for _ in range(k)]


def _deck(d1: str, d2: str, tag: str, names: dict[str, str]) -> dict[str, object]:
    """A legal test deck: the legend and champion of ``tag``, 6 runes of each domain and the
    three battlefields of ``names``."""
    return {
        "name": f"test-{d1}-{d2}",
        "legend": f"test-legend-{tag.lower()}",
        "champion": f"test-champion-{tag.lower()}",
        "main": _main(names, tag),
        "runes": [f"test-rune-{d1}"] * 6 + [f"test-rune-{d2}"] * 6,
        "battlefields": [f"test-bf-{b}" for b in names["battlefields"].split(",")],
    }


TEST_DECKS: dict[str, dict[str, object]] = {
    d["name"]: d for d in (  # type: ignore[misc]
        _deck("fury", "calm", "Tinker", _FC),
        _deck("mind", "order", "Sage", _MO),
        _deck("body", "chaos", "Brute", _BC),
        _deck("order", "fury", "Knight", _FO),
    )
}
