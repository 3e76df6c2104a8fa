"""Either-domain power pips (135.2.e.6; 135.2.e.6.c of the 2026-07-16 Core Rules, docs/rulings.md):
a pip of a two-domain card payable with either of its domains, checked as the card registers,
and the payment's arithmetic checked against an exhaustive search."""

from __future__ import annotations

import random
from itertools import product

import pytest

from riftbound.cards import catalog
from riftbound.cards.model import ANY_DOMAIN, DOMAIN_INDEX, DOMAINS, UNIT, CardDef, either_domains, power_symbol
from riftbound.rules.costs import ordered
from riftbound.rules.payment import pip_options, power_shortfall


def _pays(pip: str, slot: int) -> bool:
    """Can one power of pool slot ``slot`` pay ``pip`` (135.2.e.4-135.2.e.6)?"""
    if slot == DOMAIN_INDEX[ANY_DOMAIN] or pip == ANY_DOMAIN:
        return True
    return DOMAINS[slot] in (either_domains(pip) or (pip,))


def _brute_shortfall(avail: list[int], pips: tuple[str, ...]) -> int:
    """The fewest pips left unpaid over every way of paying each pip with one pool power."""
    best = len(pips)
    for slots in product(range(-1, 7), repeat=len(pips)):
        left = avail[:]
        unpaid = 0
        for pip, s in zip(pips, slots, strict=True):
            if s < 0:
                unpaid += 1
            elif not _pays(pip, s) or left[s] == 0:
                break
            else:
                left[s] -= 1
        else:
            best = min(best, unpaid)
    return best


def test_shortfall_matches_an_exhaustive_search() -> None:
    rng = random.Random(7)
    kinds = ["fury", "mind", "calm", "fury|mind", "mind|fury", "calm|order", ANY_DOMAIN]
    for _ in range(400):
        pips = tuple(rng.choice(kinds) for _ in range(rng.randint(1, 4)))
        avail = [rng.randint(0, 2) if rng.random() < 0.5 else 0 for _ in range(7)]
        assert power_shortfall(avail, pips) == _brute_shortfall(avail, pips), (avail, pips)


def test_paying_pips_in_order_never_paints_into_a_corner() -> None:
    """Paid one at a time in the order of costs.ordered, with any option pip_options gives,
    a cost the pool covers is always paid in full."""
    rng = random.Random(11)
    kinds = ["fury", "mind", "fury|mind", ANY_DOMAIN]
    for _ in range(300):
        pips = ordered(tuple(rng.choice(kinds) for _ in range(rng.randint(1, 4))))
        pool = [rng.randint(0, 2) for _ in range(7)]
        if power_shortfall(pool, pips):
            continue
        for pip in pips:
            opts = pip_options(pool, pip)
            assert opts, (pool, pips)
            pool[DOMAIN_INDEX[rng.choice(opts)]] -= 1
        assert min(pool) >= 0


def test_either_pip_options_and_order() -> None:
    assert pip_options([1, 0, 1, 0, 0, 0, 1], "fury|mind") == ["fury", "mind"]  # universal power kept
    assert pip_options([0, 1, 0, 0, 0, 0, 1], "fury|mind") == [ANY_DOMAIN]
    assert pip_options([0, 1, 0, 0, 0, 0, 0], "fury|mind") == []
    assert ordered((ANY_DOMAIN, "fury|mind", "fury")) == ("fury", "fury|mind", ANY_DOMAIN)
    assert power_symbol("fury|mind") == "[R/B]"


@pytest.mark.parametrize("power, words", [
    (("fury|calm",), "two different domains of the card"),
    (("fury|fury",), "two different domains of the card"),
    (("fury|mind|calm",), "two different domains of the card"),
    (("red",), "unknown power pip 'red'"),
])
def test_a_pip_the_card_cant_have_is_refused_at_registration(power: tuple[str, ...], words: str) -> None:
    card = CardDef(id="test-bad-pip", name="Bad Pip", type=UNIT, domains=("fury", "mind"), power=power, might=1)
    with pytest.raises(ValueError, match=words):
        catalog.register(card)
    assert not catalog.registered("test-bad-pip")
