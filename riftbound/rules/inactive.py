"""Inactive text (720-725). An attached card's printed rules text is inactive (718.2): its
abilities don't trigger, don't apply and can't be activated (721.1-721.2), though the card
still has its keywords for effects that refer to them (722.1-722.2). Its Effect Text is what
becomes active instead, as part of the unit it is attached to (724, 719.1; applied by
:mod:`riftbound.rules.layers`). Weaponmaster may still use an attached Equipment's Equip
cost (725.3, :mod:`riftbound.keywords.weaponmaster`)."""

from __future__ import annotations

from riftbound.state import State


def rules_text_inactive(g: State, obj: int) -> bool:
    """Is ``obj``'s printed rules text inactive now (718.2)?"""
    return bool(g.equipped) and g.o_attached[obj] >= 0
