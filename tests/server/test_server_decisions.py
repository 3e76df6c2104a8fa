"""Every decision the engine can ask is answerable by clicking in the browser client (issue 13).

The kinds of pending decision are listed here, each with a scenario that reaches it; a test
checks the list against every kind the engine's source can set, so a new kind must be added
here (and to the client's prompts). In real Chromium, the play page gets each decision through
a mocked WebSocket (Playwright's ``route_web_socket``), exactly as the server would send it to
the deciding seat, and must show a prompt for that kind, a button for every option, and the
option's place on the board (a card, a battlefield, a base, a chain item, a player) clickable
with the same answer. Also: attachments (716-719) and the Contested mark (187.3) are drawn."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from riftbound import engine
from riftbound.game import Game
from riftbound.server import views
from riftbound.state import State
from tests.server.conftest import Server
from tests.support import play_scenario

ROOT = Path(__file__).parents[2]
CLIENT = ROOT / "riftbound" / "server" / "static" / "client.js"

# decision kind -> a scenario (under tests/scenarios) and the steps that reach it
KINDS: dict[str, tuple[str, list[str]]] = {
    "priority": ("abilities/ability_without_legal_target.yaml", []),
    "mulligan": ("modes/ffa3_first_turn_process.yaml", []),
    "move": ("abilities/c4_triggered_abilities_pending_together.yaml", ["move s1"]),
    "order": ("abilities/c4_triggered_abilities_pending_together.yaml", ["move s1", "move s2",
                                                                          "move_to test-bf-plains"]),
    "battlefield": ("combat/c4_staged_combat_unstaged.yaml", [
        "play c4-two-fronts", "target g", "target test-bf-plains", "target h", "target test-bf-ruins", "pass",
        "pass"]),
    "assign": ("amounts/va_might_for_each_enemy_there.yaml", [
        "move a", "move_to test-bf-plains", "play va-odds", "activate test-rune-fury 0", "pass", "pass", "pass",
        "pass"]),
    "burnout": ("burnout/ffa3_burn_out_again_inside_spell.yaml", ["play study", "pass", "pass", "pass"]),
    "choose_bf": ("modes/match_players_choose_battlefields.yaml", []),
    "location": ("amounts/va_static_might_for_each.yaml", ["play fresh"]),
    "target": ("abilities/c4_activated_ability_play_steps.yaml", ["activate sling 0"]),
    "pay": ("abilities/gear_add_ability_pays_cost.yaml", ["play test-insight"]),
    "power": ("keywords/deflect_value_two_paid.yaml", ["play test-bolt"]),
    "extra_cost": ("amounts/va_repeat_fight_own_targets.yaml", ["play va-marching"]),
    "cost_object": ("cards/ogn/ogn-208.yaml", ["play patron"]),
    "move_dest": ("movement/move_effect_to_that_units_battlefield.yaml", [
        "play b2", "target foe2", "target other", "pass", "pass"]),
    "mode": ("cards/unl/unl-182.yaml", ["play spell", "yes", "yes", "no", "mode 1"]),
    "name_tag": ("cards/unl/unl-138.yaml", ["play list"]),
    "discount": ("cards/sfd/sfd-141.yaml", ["play s1", "target irelia"]),
    "kill_own": ("cards/ogn/ogn-179.yaml", ["play losses", "pass", "pass"]),
    "either": ("cards/sfd/sfd-091.yaml", ["play cap", "yes", "pass", "pass"]),
    "choose_unit": ("cards/ogn/ogn-187.yaml", ["play ww", "pass", "pass", "pass"]),
    "put_card": ("cards/sfd/sfd-169.yaml", ["play bolt", "pass", "pass", "yes", "pass", "pass"]),
    "recycle_rune": ("cards/ogn/ogn-287.yaml", ["move b", "move_to ogn-287", "pass", "pass", "pass", "pass"]),
    "look_recycle": ("cards/ogn/ogn-291.yaml", ["move b", "move_to ogn-291", "pass", "pass", "pass", "pass"]),
    "deck_order": ("cards/ogn/ogn-291.yaml", ["move b", "move_to ogn-291", "pass", "pass", "pass", "pass", "no"]),
    "trigger_cost": ("costs_in_instructions/deathknell_recycle_me_to_ready_runes.yaml", [
        "play ci-cull", "pass", "pass", "target r1", "target r2"]),
    "optional": ("cards/ogn/ogn-249.yaml", ["play small", "play ogre"]),
    "replace": ("replacement/owner_orders_replacements.yaml", ["play rp-doom", "target recruit", "pass", "pass"]),
    "replace_may": ("costs_in_instructions/if_you_do_waits_for_replacement_choice.yaml", [
        "play ci-warden", "pass", "pass"]),
    "replace_pay": ("cards/ogn/ogn-023.yaml", ["activate armory", "target tossed", "pass", "pass", "play bolt",
                                               "pass", "pass", "yes"]),
    "look": ("cards/ogn/ogn-235.yaml", ["play karma", "pass", "pass"]),
    "discard": ("actions/discard_choices.yaml", ["play sc-purge", "pass", "pass"]),
    "predict": ("actions/predict_two.yaml", ["play sc-scry", "pass", "pass"]),
    "keep": ("targeting/tg_group_keep_fewer_then_done.yaml", [
        "play tg-foxfire3", "target r1", "target r2", "target r3", "pass", "play tg-bulk", "target r1", "pass",
        "pass", "pass", "pass"]),
    "split": ("damage/bd_split_here_all_targets.yaml", ["play bd-volley", "target a", "target b", "pass", "pass"]),
    "spend_buff": ("effects/ef_may_spend_a_buff_to_draw.yaml", ["play ef-cash-in", "pass", "pass"]),
    "play_card": ("cards/ogn/ogn-196.yaml", ["play gorger", "target ogre", "pass", "pass"]),
    "may_do": ("costs_in_instructions/if_you_do_discard.yaml", ["play ci-trade", "pass", "pass"]),
    "pay_within": ("costs_in_instructions/pay_any_power_on_resolution.yaml", ["play ci-tithe", "pass", "pass", "yes"]),
    "pay_amount": ("cards/ogn/ogn-268.yaml", ["play bullet", "target test-bf-plains", "pass", "pass"]),
    "move_pay": ("cards/unl/unl-163.yaml", ["move a", "move b", "move c", "move_to plains"]),
    "detach": ("cards/sfd/sfd-107.yaml", ["activate axe 0", "pass", "pass", "activate hammer 0", "pass", "pass",
                                          "play strike", "pass", "pass"]),
}
# answers that are not decision kinds of their own: invitations (484.8.a) and their decline
EXTRA = {
    "invite": ("modes/twovtwo_invitation_declined.yaml", []),
    "invited": ("modes/twovtwo_invitation_declined.yaml", ["invite p2"]),
}


def engine_kinds() -> set[str]:
    """Every decision kind the engine's source can set: ``pending = ("kind", ...)`` in the
    rules and an instruction's ``return ("kind", ctx.controller, ...)``."""
    kinds = set(engine.INSTRUCTION_DECISIONS)
    for path in (ROOT / "riftbound").rglob("*.py"):
        if "server" in path.relative_to(ROOT).parts:
            continue
        text = path.read_text()
        kinds.update(re.findall(r'pending = \("(\w+)"', text))
        kinds.update(re.findall(r'return \("(\w+)", ctx\.controller', text))
    return kinds


def client_prompts() -> set[str]:
    js = CLIENT.read_text()
    block = js[js.index("const PROMPTS = {"):js.index("};", js.index("const PROMPTS = {"))]
    return set(re.findall(r"^\s+(\w+): ", block, re.M))


def test_the_list_holds_every_decision_kind_and_the_client_prompts_each() -> None:
    assert engine_kinds() == set(KINDS)
    assert client_prompts() == set(KINDS)


def reach(kind: str) -> Game:
    path, steps = {**KINDS, **EXTRA}[kind]
    game = play_scenario(path, steps)
    pend = game.s.pending
    assert pend is not None and pend[0] == (kind if kind in KINDS else "priority"), (kind, pend)
    return game


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_each_kind_is_reached_and_every_option_has_its_place(kind: str) -> None:
    """The server's decision message gives each option its place on the board, and a place
    names only what the option names: an object the action names, a battlefield, a base
    or a player."""
    game = reach(kind)
    seat = game.current_player()
    dec = views.decision(game, seat)
    assert dec is not None and dec["kind"] == kind and dec["options"]
    for o in dec["options"]:
        at = o["at"]
        if at is None:
            continue
        ((where, value),) = at.items()
        if where in ("object", "chain", "player") and kind != "order":  # order: the trigger's source
            assert value in o["action"].values(), o
    assert views.decision(game, (seat + 1) % game.s.n_players) is None


def message(game: Game, seat: int) -> dict[str, Any]:
    """The state message the server sends ``seat`` (Table.view) for this game."""
    s: State = game.s
    return {"type": "state", "seat": seat, "seq": 1,
            "table": {"id": "mock", "mode": s.mode, "status": "playing", "presence": [True] * s.n_players,
                      "seats": [], "rematch": None},
            "observation": game.observation(seat), "decision": views.decision(game, seat),
            "can_concede": seat >= 0, "log_from": 0, "log": []}


class MockedPage:
    """The play page with its WebSocket answered by the test: it gets ``msg`` and every
    message the page sends is kept."""

    def __init__(self, browser: Any, server: Server) -> None:
        self.page = browser.new_page(viewport={"width": 1400, "height": 1000})
        self.sent: list[dict[str, Any]] = []
        self.msg: dict[str, Any] = {}
        self.page.route_web_socket(re.compile(r"/ws/"), self._socket)
        self.server = server

    def _socket(self, ws: Any) -> None:
        ws.on_message(lambda m: self.sent.append(json.loads(m)))
        ws.send(json.dumps(self.msg))

    def show(self, msg: dict[str, Any]) -> Any:
        self.msg, self.sent = msg, []
        self.page.goto(f"{self.server.url}/play/mock?secret=s")
        self.page.wait_for_selector(f"body[data-seq='{msg['seq']}']")
        return self.page

    def answer(self) -> dict[str, Any]:
        for _ in range(100):
            if self.sent:
                return self.sent[-1]
            self.page.wait_for_timeout(20)
        raise AssertionError("the page sent nothing")


def button(option: dict[str, Any]) -> str:
    """The decision box's button for ``option`` (its action as JSON.stringify writes it)."""
    return f"#decision button[data-action='{json.dumps(option['action'], separators=(',', ':'))}']"


def place_selector(at: dict[str, int]) -> str:
    ((where, v),) = at.items()
    return {"object": f".card.choosable[data-obj='{v}']",
            "battlefield": f".bf[data-bf='{v}'] > button.place",
            "base": f"[data-base='{v}'] > button.place",
            "chain": f"#chain div[data-uid='{v}'] > button.place",
            "player": f".player[data-player='{v}'] h2 > button.place"}[where]


@pytest.fixture(scope="module")
def mocked(browser: Any, server: Server) -> MockedPage:
    return MockedPage(browser, server)


def test_every_decision_kind_is_answered_by_clicking_in_chromium(mocked: MockedPage, shots: Path) -> None:
    for kind in sorted({**KINDS, **EXTRA}):
        game = reach(kind)
        seat = game.current_player()
        msg = message(game, seat)
        page = mocked.show(msg)
        prompt = page.locator("#decision .prompt")
        assert prompt.get_attribute("data-kind") == msg["decision"]["kind"]
        assert not prompt.inner_text().startswith("Decide:"), kind
        if kind == "invited":
            assert "invited you" in prompt.inner_text()
        options = msg["decision"]["options"]
        for o in options:  # every option is a button that sends it
            assert page.locator(button(o)).count() == 1, o
        placed = [o for o in options if o["at"] is not None and page.locator(place_selector(o["at"])).count()]
        for o in options:  # a card the page shows is clickable when an option names it
            if o["at"] and "object" in o["at"] and page.locator(f".card[data-obj='{o['at']['object']}']").count():
                assert o in placed, (kind, o)
        # a Match's battlefields are chosen while still set aside (481.5): by their buttons
        if any(o["at"] for o in options) and kind != "choose_bf":
            assert placed, f"{kind}: no option can be clicked on the board"
        if kind in ("invite", "move", "location", "battlefield", "burnout", "target", "pay", "assign"):
            page.screenshot(path=str(shots / f"decision-{kind}.png"), full_page=True)
        for o in placed[:3] or options[-1:]:
            page = mocked.show(msg)
            if o["at"] is not None and page.locator(place_selector(o["at"])).count():
                page.locator(place_selector(o["at"])).first.click()
                same = [x for x in options if x["at"] == o["at"]]
                if len(same) > 1:  # several answers at that place: they are listed, pick this one
                    page.locator("#decision button:not([data-kind])", has_text=o["text"]).first.click()
            else:
                page.locator(button(o)).click()
            assert mocked.answer() == {"type": "action", "action": o["action"], "ref": 1}, (kind, o)


def test_attachments_and_the_contested_mark_are_drawn(mocked: MockedPage, shots: Path) -> None:
    """716-719: an attached Equipment is drawn inside its unit's card; 187.3: a Contested
    battlefield says by whom."""
    game = play_scenario("game_actions/attach_detach.yaml", ["activate blade 0", "pass", "pass"])
    s = game.s
    blade = next(o for o in range(len(s.o_card)) if s.catalog[s.o_card[o]].id == "c4-blade")
    page = mocked.show(message(game, 1))
    inner = page.locator(f".card[data-obj='{s.o_attached[blade]}'] .attachments .card[data-obj='{blade}']")
    assert inner.count() == 1 and "attached to" in inner.inner_text()
    assert page.locator(f"#battlefields .row > .card[data-obj='{blade}']").count() == 0
    page.screenshot(path=str(shots / "attached-equipment.png"), full_page=True)
    game = play_scenario("combat/staged_combats_turn_player_chooses.yaml", [])
    page = mocked.show(message(game, -1))
    marks = page.locator(".bf.contested .contested-mark")
    assert marks.count() == 3 and marks.first.inner_text() == "Contested by P0"
    page.screenshot(path=str(shots / "contested.png"), full_page=True)
