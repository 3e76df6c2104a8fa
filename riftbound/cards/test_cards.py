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
    REACTION,
    RUNE,
    SIGNATURE,
    SPELL,
    UNIT,
    ActivatedAbility,
    AdditionalCost,
    CardDef,
    Condition,
    Cost,
    CostModifier,
    LevelText,
    Static,
    TargetSpec,
    TriggeredAbility,
)
from riftbound.cards.runes import BASIC_RUNE_ABILITIES
from riftbound.effects.give import Give
from riftbound.effects.primitives import (
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
from riftbound.keywords import deathknell as dk
from riftbound.keywords import equip as eq
from riftbound.rules.deck import BUILTIN

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
        abilities=BASIC_RUNE_ABILITIES,
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
    f"test-{d1}-{d2}": _deck(d1, d2, tag, names)
    for d1, d2, tag, names in (("fury", "calm", "Tinker", _FC), ("mind", "order", "Sage", _MO),
                               ("body", "chaos", "Brute", _BC), ("order", "fury", "Knight", _FO))
}


# ---- keyword test decks: every keyword of 805-826 appears in one of them ------------------
def _kw_cards() -> None:
    enemy = TargetSpec("unit", controller="enemy")
    _card(id="test-legend-raider", name="Test Legend Raider", type=LEGEND, domains=("fury", "chaos"),
          tags=("Raider",))
    _card(id="test-champion-raider", name="Raider, Test Champion", type=UNIT, domains=("fury",), energy=3,
          might=3, supertypes=(CHAMPION,), tags=("Raider",), keywords=("assault:2",))
    _card(id="test-legend-warden", name="Test Legend Warden", type=LEGEND, domains=("calm", "order"),
          tags=("Warden",))
    _card(id="test-champion-warden", name="Warden, Test Champion", type=UNIT, domains=("calm",), energy=4,
          might=4, supertypes=(CHAMPION,), tags=("Warden",), keywords=("tank",))
    units = [  # id, domain, energy, might, keywords, abilities
        ("test-kw-charger", "fury", 2, 2, ("accelerate",), ()),
        ("test-kw-berserker", "fury", 3, 3, ("assault:2",), ()),
        ("test-kw-ganker", "chaos", 3, 2, ("ganking",), ()),
        ("test-kw-bomb", "chaos", 2, 2, (), (dk.ability((Deal(2),), (enemy,)),)),
        ("test-kw-hunter", "fury", 4, 4, ("hunt",), ()),
        ("test-kw-sprite", "chaos", 1, 3, ("temporary",), ()),
        ("test-kw-lurker", "chaos", 2, 2, ("ambush",), ()),
        ("test-kw-seer", "chaos", 2, 1, ("vision",), ()),
        ("test-kw-duelist", "fury", 2, 2, ("weaponmaster",), ()),
        ("test-kw-guardian", "calm", 3, 3, ("tank",), ()),
        ("test-kw-archer", "order", 2, 2, ("backline",), ()),
        ("test-kw-shieldbearer", "order", 3, 2, ("shield:2",), ()),
        ("test-kw-prism-knight", "calm", 3, 3, ("deflect",), ()),
        ("test-kw-hero", "order", 4, 5, ("unique",), ()),
        ("test-kw-wisp", "calm", 1, 2, ("temporary",), ()),
        ("test-kw-tracker", "calm", 3, 3, ("hunt:2",), ()),
        ("test-kw-mystic", "order", 2, 1, ("vision",), ()),
        ("test-kw-sentry", "calm", 2, 2, ("ambush",), ()),
        # watchers of their controller (not keywords, but the decks exercise them too)
        ("test-kw-acolyte", "chaos", 2, 2, (), (TriggeredAbility("you_play_spell", (Draw(1),), optional=True),)),
        ("test-kw-mourner", "calm", 3, 3, (), (TriggeredAbility("friendly_dies", (Draw(1),)),)),
        # passive abilities applied through the layers (468-475)
        ("test-kw-warlord", "fury", 4, 3, (), (Static("other_friendly", here=True, might=1),)),
        ("test-kw-captain", "order", 3, 2, (), (Static("friendly", having="tank", keywords=("shield",)),
                                               Static(condition=Condition("mighty"), keywords=("tank",)))),
    ]
    for cid, dom, e, m, kws, abs_ in units:
        _card(id=cid, name=f"Test {cid[8:].replace('-', ' ').title()}", type=UNIT, domains=(dom,), energy=e,
              might=m, keywords=kws, abilities=abs_)
    _card(id="test-kw-trap", name="Test Trap", type=SPELL, domains=("chaos",), energy=2, keywords=("hidden",),
          targets=(UNIT_T,), effects=(Deal(3),))
    _card(id="test-kw-volley", name="Test Volley", type=SPELL, domains=("fury",), energy=1, targets=(enemy,),
          effects=(Deal(1),), additional_costs=(AdditionalCost(energy=1, optional=True, repeat=True),))
    _card(id="test-kw-warcry", name="Test Warcry", type=SPELL, domains=("fury",), energy=1,
          targets=(FRIENDLY_UNIT,), effects=(MightThisTurn(1),), legion=(Draw(1),))
    _card(id="test-kw-lesson", name="Test Lesson", type=SPELL, domains=("chaos",), energy=1, effects=(Draw(1),),
          level=(LevelText(2, (Draw(1),)),))
    _card(id="test-kw-snap", name="Test Snap", type=SPELL, domains=("order",), energy=1, keywords=(REACTION,),
          targets=(UNIT_T,), effects=(Deal(2),))
    _card(id="test-kw-halt", name="Test Halt", type=SPELL, domains=("calm",), energy=1, keywords=(ACTION,),
          targets=(enemy,), effects=(Stun(),))
    _card(id="test-kw-secret", name="Test Secret", type=SPELL, domains=("calm",), energy=2, keywords=("hidden",),
          targets=(TargetSpec("unit", max_might=3),), effects=(Kill(),))
    _card(id="test-kw-study", name="Test Study", type=SPELL, domains=("order",), energy=2, effects=(Draw(1),),
          legion=(Draw(1),))
    _card(id="test-kw-frenzy", name="Test Frenzy", type=SPELL, domains=("chaos",), energy=1, keywords=(ACTION,),
          targets=(FRIENDLY_UNIT,), effects=(Give(keywords=("assault:2",)),))
    _card(id="test-kw-silence", name="Test Silence", type=SPELL, domains=("calm",), energy=1, keywords=(ACTION,),
          targets=(enemy,), effects=(Give(lose=("*",)),))
    _card(id="test-kw-axe", name="Test Axe", type=GEAR, domains=("fury",), energy=1, tags=("Equipment",),
          might_bonus=2, abilities=(eq.ability(Cost(energy=1)),))
    _card(id="test-kw-pistol", name="Test Pistol", type=GEAR, domains=("chaos",), energy=1, tags=("Equipment",),
          might_bonus=1, keywords=("quick-draw",))
    _card(id="test-kw-hammer", name="Test Hammer", type=GEAR, domains=("order",), energy=2, tags=("Equipment",),
          might_bonus=3, abilities=(eq.ability(Cost(energy=2)),))
    _card(id="test-kw-wand", name="Test Wand", type=GEAR, domains=("calm",), energy=1, tags=("Equipment",),
          might_bonus=1, keywords=("quick-draw",))
    for bf in ("outpost", "crossing", "ramparts", "shrine", "bastion", "vale"):
        _card(id=f"test-bf-{bf}", name=f"Test {bf.title()}", type=BATTLEFIELD)


_kw_cards()


def _kw_deck(name: str, d1: str, d2: str, tag: str, counts: dict[str, int], bfs: tuple[str, ...]) -> dict[str, object]:
    main = [cid for cid, k in counts.items() for _ in range(k)] + [f"test-champion-{tag.lower()}"] * 2
    return {"name": name, "legend": f"test-legend-{tag.lower()}", "champion": f"test-champion-{tag.lower()}",
            "main": main, "runes": [f"test-rune-{d1}"] * 6 + [f"test-rune-{d2}"] * 6,
            "battlefields": [f"test-bf-{b}" for b in bfs]}


KEYWORD_DECKS: dict[str, dict[str, object]] = {
    "test-keywords-raider": _kw_deck("test-keywords-raider", "fury", "chaos", "Raider", {
        "test-kw-charger": 2, "test-kw-berserker": 2, "test-kw-warlord": 1, "test-kw-ganker": 3, "test-kw-bomb": 3,
        "test-kw-hunter": 3, "test-kw-sprite": 1, "test-kw-acolyte": 2, "test-kw-lurker": 3, "test-kw-seer": 2,
        "test-kw-duelist": 2, "test-kw-trap": 3, "test-kw-volley": 2, "test-kw-frenzy": 1, "test-kw-warcry": 3,
        "test-kw-lesson": 2, "test-kw-axe": 3, "test-kw-pistol": 2},
        ("outpost", "crossing", "ramparts")),
    "test-keywords-warden": _kw_deck("test-keywords-warden", "calm", "order", "Warden", {
        "test-kw-guardian": 2, "test-kw-captain": 1, "test-kw-archer": 3, "test-kw-shieldbearer": 3,
        "test-kw-prism-knight": 3, "test-kw-hero": 1, "test-kw-wisp": 2, "test-kw-tracker": 2, "test-kw-mourner": 2,
        "test-kw-mystic": 2, "test-kw-sentry": 3, "test-kw-snap": 2, "test-kw-silence": 1, "test-kw-halt": 3,
        "test-kw-secret": 2, "test-kw-study": 3, "test-kw-hammer": 2, "test-kw-wand": 2},
        ("shrine", "bastion", "vale")),
}
TEST_DECKS.update(KEYWORD_DECKS)
BUILTIN.update(TEST_DECKS)  # rules/deck.py builds them by name
