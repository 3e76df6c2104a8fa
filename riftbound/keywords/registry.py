"""All 22 keywords of the Core Rules v1.3 (805-826) and where each is implemented; the
ones not implemented yet say so (``riftbound keywords``)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class KeywordInfo:
    name: str
    rule: str
    kind: str  # permissive, passive, triggered, dependent, deck constraint, ...
    module: str  # where the engine implements it; "" when not implemented yet
    note: str = ""  # what is left of it, when only part is done


_GRANTABLE = "may be granted or lost, and then triggers as the object's keywords are now (801.3, keywords/granted.py)"

KEYWORDS = (
    KeywordInfo("Accelerate", "805", "optional additional cost", "riftbound.keywords.accelerate"),
    KeywordInfo("Action", "806", "permissive", "riftbound.keywords.action"),
    KeywordInfo("Assault", "807", "passive", "riftbound.keywords.assault"),
    KeywordInfo("Deathknell", "808", "triggered", "riftbound.keywords.deathknell",
                "a bare [Deathknell] can't be granted: it needs its own effect (808.1.b); an Equipment's "
                "Effect Text may hold a Deathknell ability"),
    KeywordInfo("Deflect", "809", "passive (mandatory additional cost)", "riftbound.keywords.deflect"),
    KeywordInfo("Ganking", "810", "passive", "riftbound.keywords.ganking"),
    KeywordInfo("Hidden", "811", "discretionary action", "riftbound.keywords.hidden"),
    KeywordInfo("Legion", "812", "dependent", "riftbound.keywords.legion",
                "spell instructions; triggered and activated abilities, 'I cost [N] less' and passive Might/keyword "
                "changes of any card (keywords/dependent.py); not on Add abilities or replacement effects"),
    KeywordInfo("Reaction", "813", "permissive", "riftbound.keywords.reaction"),
    KeywordInfo("Shield", "814", "passive", "riftbound.keywords.shield"),
    KeywordInfo("Tank", "815", "passive", "riftbound.keywords.tank"),
    KeywordInfo("Temporary", "816", "triggered", "riftbound.keywords.temporary",
                _GRANTABLE),
    KeywordInfo("Vision", "817", "triggered", "riftbound.keywords.vision",
                _GRANTABLE),
    KeywordInfo("Equip", "818", "activated", "riftbound.keywords.equip",
                "Effect Text: passive, activated and some triggered abilities (rules/effect_text.py EVENTS); "
                "not replacement abilities"),
    KeywordInfo("Quick-Draw", "819", "triggered, permissive", "riftbound.keywords.quick_draw",
                _GRANTABLE + "; its Reaction permission (819.1.b) only when printed"),
    KeywordInfo("Repeat", "820", "optional additional cost", "riftbound.keywords.repeat"),
    KeywordInfo("Weaponmaster", "821", "triggered", "riftbound.keywords.weaponmaster",
                _GRANTABLE),
    KeywordInfo("Ambush", "822", "passive", "riftbound.keywords.ambush"),
    KeywordInfo("Hunt", "823", "triggered", "riftbound.keywords.hunt",
                _GRANTABLE),
    KeywordInfo("Level", "824", "dependent", "riftbound.keywords.level",
                "spell instructions; triggered and activated abilities, 'I cost [N] less' and passive Might/keyword "
                "changes of any card (keywords/dependent.py); not on Add abilities or replacement effects"),
    KeywordInfo("Unique", "825", "deck constraint", "riftbound.keywords.unique"),
    KeywordInfo("Backline", "826", "passive", "riftbound.keywords.backline"),
)
