"""Spiritforged, Mind."""

from __future__ import annotations

from riftbound.cards.events import CONQUER, HOLD, PLAYED_SELF, YOU_PLAY
from riftbound.cards.model import AdditionalCost, Cost, PlayFilter, Static, TargetSpec, TriggeredAbility
from riftbound.cards.sets.define import card
from riftbound.effects.actions import CreateToken
from riftbound.effects.amounts import Count
from riftbound.effects.bounce import ReturnToHand
from riftbound.effects.choose_mode import ChooseMode, Mode
from riftbound.effects.primitives import Deal, Draw, Kill, MightThisTurn, Ready
from riftbound.keywords import equip

card("sfd-065", abilities=(Static("yours", tag="Mech", keywords=("vision",)),))  # Forecaster
card("sfd-066", targets=(TargetSpec("unit"),), effects=(MightThisTurn(-2),),
     additional_costs=(AdditionalCost(energy=2, optional=True, repeat=True),))  # Frigid Touch
card("sfd-069", abilities=(TriggeredAbility(CONQUER, (CreateToken("token-gold", exhausted=True),)),))  # Plundering Poro
card("sfd-070", targets=(TargetSpec("unit", location="battlefield"),),
     effects=(Deal(3), CreateToken("token-gold", exhausted=True)))  # Wages of Pain
card("sfd-089", abilities=(Static("yours", tag="Mech", might=1),
                           TriggeredAbility(HOLD, (CreateToken("token-mech"),))))  # Rumble, Scrapper
card("sfd-181", abilities=(Static("yours", tag="Mech", keywords=("shield",)),))  # Rumble, Mechanized Menace
# Aspiring Engineer
card("sfd-061", abilities=(TriggeredAbility(PLAYED_SELF, (ReturnToHand(),),
                                            (TargetSpec("gear", controller="you", location="trash"),)),))
card("sfd-064", abilities=(equip.ability(Cost(power=("mind",))),))  # Cloth Armor
card("sfd-087", effects=(Draw(3),))  # Premonition
# Bubble Bot
card("sfd-062", abilities=(TriggeredAbility(PLAYED_SELF, (Ready(),),
                                            (TargetSpec("unit", controller="friendly", tag="Mech", other=True),)),))
card("sfd-063", abilities=(TriggeredAbility(YOU_PLAY, (CreateToken("token-gold", exhausted=True),),
                                            play=PlayFilter("spell", opponents_turn=True), optional=True,
                                            cost=Cost(exhaust_self=True)),))  # Chemtech Cask
card("sfd-080", additional_costs=(AdditionalCost(energy=1, power=("mind",), optional=True, repeat=True),),
     keywords=("action",), targets=(TargetSpec("unit", count=3, up_to=True, same_location=True),),
     effects=(Deal(1),))  # Bellows Breath
card("sfd-085", abilities=(Static(might=Count("gear", whose="friendly")),))  # Ornn, Forge God
card("sfd-086", abilities=(equip.ability(Cost(power=("mind",))),),
     effect_text=(TriggeredAbility(HOLD, (CreateToken("token-gold", 2, exhausted=True),)),))  # World Atlas
# Real cards III: modes
card("sfd-077", additional_costs=(AdditionalCost(energy=4, power=("mind",), optional=True, repeat=True),),
     effects=(ChooseMode((Mode((Deal(4),), (TargetSpec("unit", location="base"),)),
                          Mode((Kill(),), (TargetSpec("gear"),)))),))  # Rocket Barrage
