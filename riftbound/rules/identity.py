"""Object ids that do not give hidden cards away (128, 107-109).

An object id is a seat in the per-object lists, not a card. The card in a seat of a zone
hidden from some player is chosen at random among that zone's cards, the way an online card
game gives a card a new instance id when it is shuffled or hidden:

- a deck is shuffled (115, 416.5) by shuffling the cards among its seats, whose ids stay in
  order: an id in a deck tells its position, never the card nor the decklist order;
- a card that enters a hand is mixed into it (an inside-out Fisher-Yates step: it swaps seats
  with a random card of the hand, itself included), and so is a revealed card left in a hand
  once the reveal ends (424.3). The mixing waits until the engine stops for a decision
  (``State.unmixed`` holds the cards to mix), so the instruction that moved a card can still
  refer to it, and the random draws it takes depend only on what every player saw.

Facedown cards (107.3) come from a hand and keep their already mixed seat.
"""

from __future__ import annotations

from riftbound import rng
from riftbound.state import HAND, State

# What moves with a card between seats of a hand or a deck. Off the board a card keeps no
# other per-object state (110: damage, exhaustion, buffs, designations, attachments and the
# controller are reset as it leaves the board; its owner is the zone's owner).
OBJECT_FIELDS = ("o_card", "o_inc", "o_ts")


# decisions whose data are cards (the looked-at cards or the cards one may play, 128.4)
CARD_DECISIONS = frozenset({"look", "play_card", "predict", "look_recycle", "deck_order"})


def shuffle_cards(g: State, seats: list[int]) -> None:
    """Shuffle the cards among ``seats`` (Fisher-Yates on the game's generator); the ids stay
    where they are, so the same draws put the same cards in the same positions as shuffling
    the ids themselves would."""
    order = seats[:]
    rng.shuffle(g, order)
    permute(g, seats, order)
    if g.played_cards:
        follow(g, dict(zip(order, seats, strict=True)))
    if seats:  # 359.3.e.4: no seat holds the object it held before
        top = max(g.o_inc[o] for o in seats) + 1
        for o in seats:
            g.o_inc[o] = top


def permute(g: State, seats: list[int], order: list[int]) -> None:
    """Move the object in seat ``order[k]`` to seat ``seats[k]``, for every k."""
    for f in OBJECT_FIELDS:
        values = getattr(g, f)
        moved = [values[o] for o in order]
        for o, v in zip(seats, moved, strict=True):
            values[o] = v


def _swap(g: State, a: int, b: int) -> None:
    for f in OBJECT_FIELDS:
        values = getattr(g, f)
        values[a], values[b] = values[b], values[a]
    # 359.3.e.4: neither seat holds the object it held before
    inc = g.o_inc
    inc[a] = inc[b] = max(inc[a], inc[b]) + 1


def mix_hands(g: State) -> None:
    """Mix the cards that entered a hand (or stayed in it after a reveal) into that hand.
    Cards still revealed wait for the reveal to end. A game built from a scenario, which
    names its cards by seat, keeps every card in its seat."""
    if not g.mix_seats:
        g.unmixed.clear()
        return
    shown = g.revealed[0::2] if g.revealed else ()
    waiting: list[int] = []
    todo: dict[int, list[int]] = {}
    for obj in g.unmixed:
        zone = g.o_zone[obj]
        if obj in shown:
            waiting.append(obj)
        elif g.zone_kind[zone] == HAND and obj not in todo.get(zone, ()):
            todo.setdefault(zone, []).append(obj)
    g.unmixed[:] = waiting
    moved: dict[int, int] = {}  # seat -> the seat its card went to
    for zone, new in todo.items():
        mixed = [o for o in g.zones[zone] if o not in new and o not in shown]  # a revealed card keeps its seat
        for obj in new:
            mixed.append(obj)
            other = mixed[rng.below(g, len(mixed))]
            if other != obj:
                _swap(g, obj, other)
                was = {v: k for k, v in moved.items()}
                a, b = was.get(obj, obj), was.get(other, other)
                moved[a], moved[b] = other, obj
    if moved:
        # the decision just set, the choices of the resolving instruction, the sources of the
        # abilities on the chain and the cards played this turn follow their cards
        pend = g.pending
        if pend is not None and pend[0] in CARD_DECISIONS:
            g.pending = (*pend[:2], *(moved.get(o, o) for o in pend[2:]))
        g.res_chosen[:] = [moved.get(o, o) for o in g.res_chosen]
        for item in g.chain:  # an ability whose source went back to a hand is still that card's
            if item.obj in moved:
                item.obj = moved[item.obj]
        follow(g, moved)


def follow(g: State, moved: dict[int, int]) -> None:
    """The cards played this turn follow their cards to their new seats (``moved``: seat ->
    the seat its card went to), so a card played again is not "another card" for its own
    Legion (812.1.b.1, 812.1.c)."""
    g.played_cards[:] = [(p, c, moved.get(o, o)) for p, c, o in g.played_cards]
