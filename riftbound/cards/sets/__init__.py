"""The behaviour of real cards, in the card DSL: one package per set (``ogn``, ``ogs``, ``sfd``,
``unl``), one module per domain in it (``fury.py``, ...; ``colorless.py`` for cards with no
domain), each registering definitions keyed by the card's id in the facts table (``ogn-042``)
through :mod:`riftbound.cards.sets.define`, with nothing for what the facts already say. Every
module of every set package is imported, so a new module needs no listing. A definition lands
here only with a test that plays the card (docs/cards.md, "Adding a real card")."""

from __future__ import annotations

import importlib
import pkgutil

SETS = ("ogn", "ogs", "sfd", "unl")

# Importing this package imports every set module (each registers its cards), in a fixed order.
for _set in SETS:
    _package = importlib.import_module(f"{__name__}.{_set}")
    for _module in sorted(m.name for m in pkgutil.iter_modules(_package.__path__)):
        importlib.import_module(f"{_package.__name__}.{_module}")
