"""The ``riftbound`` command line: play, simulate, run tournaments, benchmark, verify replays,
run scenarios.

Every subcommand returns an exit code: 0 on success, 1 when a check fails (a replay that
does not re-run), 2 for bad arguments or bad input (a clear message, never a traceback).
"""

from __future__ import annotations

import argparse
import dataclasses
import importlib
import json
import math
import os
import re
import sys
from collections.abc import Callable, Sequence
from typing import Any, TextIO

import riftbound
from riftbound.actions import Action
from riftbound.agents import make_agent, parse_agent
from riftbound.arena import arena, report, to_csv
from riftbound.bench import bench
from riftbound.cards import catalog, status
from riftbound.cards.facts.table import table
from riftbound.cards.model import CardDef
from riftbound.cluster import LOCAL
from riftbound.decks.named import DUEL_BANNED, named, names, resolve
from riftbound.errors import RiftboundError
from riftbound.game import DEFAULT_MAX_TURNS, Game, default_decks, new_game
from riftbound.heatmap import figure_class, write_heatmap
from riftbound.keywords.registry import KEYWORDS
from riftbound.match import Match
from riftbound.observe import redact
from riftbound.replay import ReplayFormatError, ReplayMismatch, error_text, read, verify
from riftbound.rules.deck import Deck, unplayable, validate
from riftbound.rules.modes import get_mode
from riftbound.simulate import agent_seed, chooser, seat_agents, simulate
from riftbound.state import State
from riftbound.terminal import YOU, StopPlaying, TerminalPlayer

PROG = "riftbound"
INTERRUPTED = 130  # the exit code after Ctrl-C (128 + SIGINT)
BAR_WIDTH = 24  # characters of the progress bar on a terminal


# ---- argument types ------------------------------------------------------------------------
def _nonneg_int(text: str) -> int:
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None
    if v < 0:
        raise argparse.ArgumentTypeError(f"expected a number >= 0, got {v}")
    return v


def _pos_int(text: str) -> int:
    v = _nonneg_int(text)
    if v < 1:
        raise argparse.ArgumentTypeError(f"expected a number >= 1, got {v}")
    return v


def _int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {text!r}") from None


def _pos_float(text: str) -> float:
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number, got {text!r}") from None
    if not v > 0 or math.isinf(v):
        raise argparse.ArgumentTypeError(f"expected a positive number of seconds, got {text!r}")
    return v


def _deck_list(text: str) -> list[Deck]:
    """Decks by name, deck-list file or deck code, comma-separated (riftbound decks lists the names)."""
    try:
        return [resolve(n) for n in text.split(",")]
    except RiftboundError as e:
        raise argparse.ArgumentTypeError(str(e)) from None


def _agent_list(text: str, people: tuple[str, ...] = ()) -> list[str]:
    """Agents by name, comma-separated, each maybe with parameters (``search:ms=10``);
    ``people``: names that stand for a person instead."""
    names = [n.strip() for n in text.split(",")]
    for n in names:
        if n in people:
            continue
        try:
            parse_agent(n)
        except RiftboundError as e:
            raise argparse.ArgumentTypeError(f"{e}; or '{YOU}' to play a seat yourself" if people else str(e)) from None
    return names


def _players_list(text: str) -> list[str]:
    """``riftbound play``'s players: agents, or ``you`` for the person at the terminal."""
    return _agent_list(text, people=(YOU,))


# ---- simulate ----------------------------------------------------------------------------
def _progress(stream: TextIO) -> Callable[[int, int, dict[str, Any]], None]:
    """A progress bar rewritten in place on a terminal; plain lines every 5% otherwise."""
    tty = stream.isatty()

    def show(done: int, total: int, r: dict[str, Any]) -> None:
        step = max(1, math.ceil(total / 20))
        pct = 100 * done // max(total, 1)
        text = (f"{done}/{total} games ({pct}%), {r['decisions_per_second']:,.0f} decisions/s, "
                f"{r['errors']} error(s)")
        if tty:
            filled = BAR_WIDTH * done // max(total, 1)
            stream.write(f"\r  [{'#' * filled}{'.' * (BAR_WIDTH - filled)}] {text}  ")
            if done == total:
                stream.write("\n")
        elif done % step == 0 or done == total:
            stream.write(f"  {text}\n")
        stream.flush()

    return show


def _per_game(r: dict[str, Any], key: str) -> str:
    return f"{r[key] / r['games']:.1f}" if r["games"] else "-"


def _print_simulation(r: dict[str, Any], out: TextIO) -> None:
    games = r["games"]
    w = r["results"]["wins"]

    def pct(n: int) -> str:
        return f" ({100 * n / games:.1f}%)" if games else ""

    wins = "  ".join(f"P{i} {n}{pct(n)}" for i, n in enumerate(w))
    reasons = ", ".join(f"{k} {v}" for k, v in r["end_reasons"].items()) or "-"
    if r["interrupted"]:
        print(f"riftbound simulate: interrupted after {games} of {r['games_requested']} games; "
              "the totals of the finished games:", file=out)
    print(f"riftbound simulate: {games} games, seeds {r['seed']}..{r['seed'] + games - 1}, "
          f"{' vs '.join(r['agents'])}, mode {r['mode']}, max turns {r['max_turns']}", file=out)
    print(f"  wins          {wins}  draws {r['results']['draws']}{pct(r['results']['draws'])}",
          file=out)
    print(f"  end reasons   {reasons}", file=out)
    limits = r["turn_limit_games"]
    if limits:
        seeds = ", ".join(str(t["seed"]) for t in limits[:20]) + (", ..." if len(limits) > 20 else "")
        print(f"  turn limit    {len(limits)} game(s), seeds {seeds}; narrate one with: {limits[0]['command']}",
              file=out)
    print(f"  errors        {r['errors']}", file=out)
    for e in r["error_details"][:10]:
        where = f" -> {e['replay']}" if "replay" in e else ""
        print(f"    seed {e['seed']}: {e['error']}{where}", file=out)
        print(f"      re-run: {e['command']}", file=out)
    if r["errors"] > 10:
        print(f"    ... and {r['errors'] - 10} more (seeds {r['error_seeds'][10:]})", file=out)
    where = "" if r["ray"] is None else f" on Ray ({r['ray']})"
    print(f"  decisions     {r['decisions']:,} in {r['seconds']:.1f} s{where}: "
          f"{r['decisions_per_second']:,.0f} decisions/s, {r['games_per_second']:.2f} games/s",
          file=out)
    print(f"  per game      {_per_game(r, 'turns')} turns, {_per_game(r, 'decisions')} decisions, "
          f"{_per_game(r, 'chain_items')} chain items, {_per_game(r, 'cards_played')} cards "
          f"played, {_per_game(r, 'kills')} kills, {_per_game(r, 'burnouts')} burn outs",
          file=out)
    print(f"                {_per_game(r, 'showdowns')} showdowns, {_per_game(r, 'combats')} combats, "
          f"{_per_game(r, 'conquers')} conquers, {_per_game(r, 'holds')} holds", file=out)


def cmd_simulate(args: argparse.Namespace) -> int:
    if not 0.0 <= args.concede_rate <= 1.0:
        raise RiftboundError(f"--concede-rate must be between 0 and 1, not {args.concede_rate}")
    result = simulate(args.games, seed=args.seed, agents=args.agents, mode=args.mode,
                      concede_rate=args.concede_rate, decks=args.decks,
                      max_turns=args.max_turns, replay_dir=args.replays,
                      failed_dir=args.failed_dir,
                      progress=None if args.quiet else _progress(sys.stderr),
                      ray_address=args.ray)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        _print_simulation(result, sys.stdout)
    return INTERRUPTED if result["interrupted"] else 0


# ---- bench -------------------------------------------------------------------------------
def _check_writable(path: str, what: str) -> None:
    """A clear error before a long run when its output file can't be written."""
    folder = os.path.dirname(os.path.abspath(path))
    if os.path.isdir(path) or not os.path.isdir(folder) or not os.access(folder, os.W_OK):
        raise RiftboundError(f"can't write the {what} file {path!r}: "
                             + ("it is a directory" if os.path.isdir(path) else f"no writable directory {folder!r}"))


def cmd_arena(args: argparse.Namespace) -> int:
    for path, what in ((args.csv, "CSV"), (args.heatmap, "heat map")):
        if path:
            _check_writable(path, what)
    if args.heatmap:
        figure_class()
    result = arena(args.agents, args.games, decks=args.decks, mode=args.mode, seed=args.seed,
                   gauntlet=args.gauntlet, max_turns=args.max_turns, ray_address=args.ray,
                   progress=None if args.quiet else _progress(sys.stderr))
    if args.csv:
        with open(args.csv, "w", encoding="utf-8", newline="") as f:
            f.write(to_csv(result))
    if args.heatmap:
        write_heatmap(result, args.heatmap)
    print(json.dumps(result, indent=2) if args.json else report(result))
    return INTERRUPTED if result["interrupted"] else 0


def cmd_keywords(args: argparse.Namespace) -> int:
    """List the 22 keywords of 805-826 and whether each is implemented."""

    if args.json:
        print(json.dumps([{"keyword": k.name, "rule": k.rule, "kind": k.kind, "implemented": bool(k.module),
                           "module": k.module, "note": k.note} for k in KEYWORDS], indent=2))
        return 0
    done = sum(1 for k in KEYWORDS if k.module)
    print(f"Keywords of the Core Rules v1.3: {done} of {len(KEYWORDS)} implemented")
    for k in KEYWORDS:
        mark = "yes" if k.module else "not yet"
        print(f"  {k.rule}  {k.name:<13} {k.kind:<38} {mark:<8} {k.module}" + (f"  ({k.note})" if k.note else ""))
    return 0


def cmd_real_cards(args: argparse.Namespace) -> int:
    """The real cards of a set from the facts table, with ``--status`` whether each is
    implemented and what it needs."""
    sets = table().sets
    set_id = args.set.upper()
    if set_id not in sets:
        raise RiftboundError(f"unknown set {args.set!r}; sets: {', '.join(sets)}")
    cards = [c for c in table().cards if c.set == set_id]
    rows: list[dict[str, Any]] = [{"id": c.id, "name": c.name, "type": c.type, "implemented": status.implemented(c),
                                   "needs": list(status.needs(c))} for c in cards]
    if args.json:
        facts = [dataclasses.asdict(c) for c in cards]
        print(json.dumps([{**f, **r} for f, r in zip(facts, rows, strict=True)] if args.status else facts, indent=2))
        return 0
    done = sum(1 for r in rows if r["implemented"])
    print(f"{set_id} {sets[set_id]}: {len(rows)} cards, {done} implemented")
    for r in rows:
        state = "" if not args.status else "  implemented" if r["implemented"] else f"  needs: {'; '.join(r['needs'])}"
        print(f"  {r['id']:<8} {r['name']:<40} {r['type']:<11}{state}".rstrip())
    return 0


def cmd_cards(args: argparse.Namespace) -> int:
    """Show cards as the engine knows them, with the text rendered from their definitions."""

    if args.set:
        return cmd_real_cards(args)
    if args.status:
        raise RiftboundError("--status goes with --set SET")
    if args.deck and args.ids:
        print(f"error: give card ids or --deck, not both (got {' '.join(args.ids)} and --deck {args.deck})",
              file=sys.stderr)
        return 2
    if args.deck:
        d = resolve(args.deck)
        ids = list(dict.fromkeys([d.legend, *d.main, *d.battlefields]))
    else:
        ids = args.ids or sorted(c.id for c in catalog.all_cards())
    try:
        cards = [catalog.get(i) for i in ids]
    except RiftboundError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    if args.json:
        print(json.dumps([{"id": c.id, "name": c.name, "type": c.type, "domains": list(c.domains),
                           "energy": c.energy, "power": list(c.power), "might": c.might,
                           "might_bonus": c.might_bonus, "tags": list(c.tags), "keywords": _keywords(c),
                           "text": c.rules_text()}
                          for c in cards], indent=2))
        return 0
    for c in cards:
        cost = c.cost.text() if c.type in ("unit", "gear", "spell") else ""
        might = f" {c.might} [M]" if c.might is not None else ""
        if c.might_bonus is not None:
            might += f" (Might Bonus +{c.might_bonus} [M])"
        print(f"{c.id}  {c.name} - {c.type}{might}  {cost}".rstrip())
        for line in c.rules_text().splitlines():
            print(f"    {line}")
    return 0


def cmd_decks(args: argparse.Namespace) -> int:
    """List every named deck with its Duel legality and whether all its cards are implemented."""
    duel = get_mode("duel")
    rows: list[dict[str, Any]] = []
    for name in names():
        deck = named(name)
        reasons = validate(deck, duel, DUEL_BANNED)
        missing = unplayable(deck)
        rows.append({"name": name, "kind": name.partition("-")[0].replace("precon", "retail"),
                     "legal": not reasons, "playable": not missing, "reasons": reasons,
                     "unimplemented": len(missing)})
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    print(f"{len(rows)} named decks (legal: in a Duel, with its ban list; playable: every card implemented)")
    for r in rows:
        legal = "legal" if r["legal"] else "not legal"
        play = "playable" if r["playable"] else f"{r['unimplemented']} cards not implemented"
        print(f"  {r['name']:<26} {r['kind']:<7} {legal:<10} {play}")
        for reason in r["reasons"]:
            print(f"      {reason}")
    return 0


def _keywords(c: CardDef) -> list[str]:
    """The card's keywords, with those written as abilities (``[Equip]``, 716) too."""
    return list(dict.fromkeys([*c.keywords, *(k for a in c.abilities if (k := getattr(a, "keyword", "")))]))


def cmd_bench(args: argparse.Namespace) -> int:
    if not args.json:
        print(f"benchmarking for about {args.seconds:g} s ...", file=sys.stderr)
    r = bench(seconds=args.seconds, seed=args.seed)
    if args.json:
        print(json.dumps(r, indent=2))
        return 0
    p, c, la = r["play"], r["clone"], r["legal_actions"]
    print(f"riftbound bench: engine {r['engine']}, {r['implementation']} {r['python']}, "
          f"{r['seconds']:.1f} s")
    print(f"  random play     {p['decisions_per_second']:>10,.0f} decisions/s  "
          f"{p['games_per_second']:8.2f} games/s   ({p['games']} games, "
          f"{p['decisions']:,} decisions)")
    print(f"  clone           {c['clones_per_second']:>10,.0f} clones/s     "
          f"(turn {c['turn']}, decision {c['decision']}, {c['objects']} objects)")
    print(f"  legal_actions   {la['median_us']:>10.1f} us median    {la['p90_us']:8.1f} us p90"
          f"    ({la['samples']:,} fresh decisions)")
    real = r["real"]
    print(f"  real decks ({' vs '.join(real['decks'])}):")
    print(f"  random play     {real['decisions_per_second']:>10,.0f} decisions/s  "
          f"{real['games_per_second']:8.2f} games/s")
    print(f"  clone           {real['clones_per_second']:>10,.0f} clones/s")
    print(f"  legal_actions   {real['legal_actions_median_us']:>10.1f} us median")
    return 0


# ---- replay ------------------------------------------------------------------------------
def cmd_replay(args: argparse.Namespace) -> int:
    mismatches = malformed = 0
    for path in args.files:
        try:
            res = verify(path)
        except ReplayMismatch as e:
            mismatches += 1
            print(f"MISMATCH  {e}")
        except ReplayFormatError as e:
            malformed += 1
            print(f"BAD       {e}")
        else:
            print(f"OK        {path}: {res.summary()}")
            for w in res.warnings:
                print(f"          note: {w}")
            if args.narrate:
                print()
                _narrate_replay(path)
    if malformed:
        return 2
    return 1 if mismatches else 0


def _narrate_replay(path: str) -> None:
    """Narrate a verified replay: its game re-created with the judge's log and its actions
    re-applied, up to the one that raised for a game that failed in the engine."""
    lines = read(path)
    h = lines[0]
    decks = [Deck.from_dict(d) for d in h["decks"]]
    game = new_game(mode=h["mode"], decks=decks, seed=h["seed"], max_turns=h["max_turns"], log=True)
    actions = [Action.from_json(d["action"]) for d in lines if d["type"] == "action"]
    played = iter(actions)
    seats = [f"deck {d.name}, played by " + (f"the {h['seats'][p]} agent" if p < len(h["seats"]) else "?")
             for p, d in enumerate(decks)]
    try:
        narrate(game, lambda g: next(played), sys.stdout, seats, max_decisions=len(actions), seed=h["seed"])
    except Exception as e:  # the recorded failure, which verify has just reproduced
        print(f"\n(the last recorded action raised {error_text(e)})")


# ---- play --------------------------------------------------------------------------------
_PHASE = re.compile(r"^P\d+: (\w+) phase$")


def _log_lines(entries: Sequence[tuple[str, str]]) -> list[str]:
    """Judge's log entries as indented lines. A run of phase markers shares one line, with
    the first event of the last phase: ``[315.3] channel phase: [430] P1 channels 2 rune(s)``."""
    lines: list[str] = []
    phases: list[str] = []
    for rule, text in entries:
        m = _PHASE.match(text)
        if m:
            phases.append(f"[{rule}] {m.group(1)}")
            continue
        if phases:
            lines.append("      " + " > ".join(phases) + f" phase: [{rule}] {text}")
            phases = []
        else:
            lines.append(f"      [{rule}] {text}")
    if phases:
        lines.append("      " + " > ".join(phases) + " phase")
    return lines


def _score(points: Sequence[int]) -> str:
    return ", ".join(f"P{p} {n}" for p, n in enumerate(points))


def narrate(game: Game | Match, choose: Callable[[Game], Action], out: TextIO, seats: Sequence[str],
            max_decisions: int | None = None, seed: int | None = None, viewer: int | None = None) -> None:
    """Play ``game`` (created with ``log=True``; a Game or a Match) to its end, each action
    chosen by ``choose``, and tell the story: who plays which seat (``seats``), a header per
    turn, each action, and under it the judge's log entries with their rule numbers. With
    ``viewer`` (a person playing that seat) the story is told as that seat may know it: each
    card hidden from it is "a hidden card" (128; :func:`riftbound.observe.redact`)."""
    s = game.s
    write = out.write
    seeded = "" if seed is None else f", seed {seed}"
    write(f"Riftbound {s.mode}{seeded}, rules {riftbound.RULES_EDITION}\n")
    for p, who in enumerate(seats):
        write(f"  P{p}: {who}\n")
    write(f"  Victory Score {s.victory_score}; rule numbers in [brackets]\n\n")
    seen = _setup(game, write, viewer)
    n = 0
    while not game.is_terminal():
        if max_decisions is not None and n >= max_decisions:
            write(f"\n(stopped after {n} decisions, in turn {s.turn_number}; score {_score(s.points)})\n")
            return
        turn, points = s.turn_number, list(s.points)
        action = choose(game)  # type: ignore[arg-type]  # a Match answers as a Game does
        text = game.action_to_string(action, viewer if action[0] != "concede" else None)
        before = s.clone() if viewer is not None else None
        game.apply_action(action)
        n += 1
        log = s.log or []  # this game's log, also when a Match has moved on to its next game
        new = log[seen:]
        seen = len(log)
        if viewer is not None:
            new = [(r, redact(before, s, t, (viewer,))[0]) for r, t in new]
        rules = [r for r, t in new if t == text]  # the log restating the action itself
        new = [(r, t) for r, t in new if t != text]
        write(f"  {text}" + (f"  [{', '.join(rules)}]" if rules else "") + "\n")
        cut = len(new)
        if s.turn_number != turn:
            cut = next((i for i, (r, _t) in enumerate(new) if r == "306"), 0)
        for line in _log_lines(new[:cut]):
            write(line + "\n")
        if cut < len(new):
            rule = ""
            if new[cut][0] == "306":  # "turn N: P is the turn player" is the header itself
                rule = "  [306]"
                cut += 1
            write(f"\nTurn {s.turn_number}: P{s.turn_player} (score {_score(points)}){rule}\n")
            for line in _log_lines(new[cut:]):
                write(line + "\n")
        if game.s is not s:  # a Match: that game is over and the next one has begun
            write(f"\nGame over after {s.turn_number} turns: {_outcome(s)}\n")
            s = game.s
            seen = _setup(game, write, viewer)
    if isinstance(game, Match):
        write(f"\nGame over after {s.turn_number} turns: {_outcome(s)}\n")
        wins = "-".join(map(str, game.wins))
        who = f"P{game.winners[0]} wins the match" if game.winners else "no winner"
        write(f"\nMatch over after {game.games} games and {n} decisions: {who} ({game.end_reason}), "
              f"game wins {wins}\n")
        return
    write(f"\nGame over after {s.turn_number} turns and {n} decisions: {_outcome(s)}\n")


def _setup(game: Game | Match, write: Callable[[str], Any], viewer: int | None = None) -> int:
    """Narrate a game's setup (as ``viewer`` may know it); returns how many log entries that was."""
    write(f"Game {game.games}: setup\n" if isinstance(game, Match) else "Setup\n")
    log = game.game_log()
    shown = log if viewer is None else [(r, redact(None, game.s, t, (viewer,))[0]) for r, t in log]
    for line in _log_lines(shown):
        write(line + "\n")
    return len(log)


def _outcome(s: State) -> str:
    if s.winners:
        who = " and ".join(f"P{w}" for w in s.winners)
        return (f"{who} win{'s' if len(s.winners) == 1 else ''} ({s.end_reason}); "
                f"final score {_score(s.points)}")
    return f"no winner ({s.end_reason}); final score {_score(s.points)}"


def cmd_play(args: argparse.Namespace) -> int:
    if not 0.0 <= args.concede_rate <= 1.0:
        raise RiftboundError(f"--concede-rate must be between 0 and 1, not {args.concede_rate}")
    names = seat_agents(args.agents, args.mode, people=(YOU,))
    people = [i for i, a in enumerate(names) if a == YOU]
    if len(people) > 1:
        raise RiftboundError(f"'{YOU}' plays one seat at this terminal, not {len(people)} (a second person here "
                             "would see the first one's hand); people play each other with riftbound serve")
    decks = list(args.decks) if args.decks is not None else [resolve(n) for n in default_decks(args.mode)]
    agents = [TerminalPlayer(i, input, sys.stdout) if a == YOU else make_agent(a, agent_seed(args.seed, i))
              for i, a in enumerate(names)]
    game = new_game(mode=args.mode, decks=decks, seed=args.seed, max_turns=args.max_turns, log=True)
    seats = [f"deck {d.name}, " + ("played by you" if a == YOU else f"played by the {a} agent")
             for d, a in zip(decks, names, strict=False)]
    try:
        narrate(game, chooser(agents, args.concede_rate, agent_seed(args.seed, 99)), sys.stdout, seats,
                args.decisions, seed=args.seed, viewer=people[0] if people else None)
    except StopPlaying as e:
        print(f"\n{e}")
    return 0


# ---- scenario ----------------------------------------------------------------------------
def cmd_scenario_run(args: argparse.Namespace) -> int:
    try:
        mod = importlib.import_module("riftbound.scenario.runner")
    except ModuleNotFoundError as e:
        if e.name in ("riftbound.scenario", "riftbound.scenario.runner"):
            raise RiftboundError("the scenario runner is not available in this build") from None
        raise
    run: Callable[[list[str], bool], int] = mod.main
    return int(run(list(args.paths), bool(args.explain)))


# ---- the parser --------------------------------------------------------------------------
def cmd_serve(args: argparse.Namespace) -> int:
    """Run the game server (the ``riftbound[server]`` extra; docs/server.md)."""
    try:
        from riftbound.server.run import serve  # optional: needs the server extra
    except ImportError as e:
        raise RiftboundError(f"serve needs the server extra ({e.name} is missing): "
                             "pip install 'riftbound[server]'") from None
    serve(host=args.host, port=args.port, db=args.db, absent_timeout=args.absent_timeout,
          agent_delay=args.agent_delay, ws_compression=args.ws_compression)
    return 0


def _ray_option(p: argparse.ArgumentParser) -> None:
    p.add_argument("--ray", nargs="?", const=LOCAL, default=None, metavar="ADDRESS",
                   help="play the games on a Ray cluster: at ADDRESS, or one started on this machine "
                   "(needs riftbound[ray]); same results as without")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=PROG, description="Riftbound rules engine: play, simulate, benchmark, judge.")
    parser.add_argument("--version", action="version",
                        version=f"{PROG} {riftbound.__version__} ({riftbound.RULES_EDITION})")
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")

    p = sub.add_parser("play", help="play one game between agents and narrate it",
                       description="Play one simulated game and narrate it turn by turn, with "
                       "the judge's log and its rule numbers.")
    p.add_argument("--seed", type=_int, default=0, help="game seed (default 0)")
    p.add_argument("--agents", type=_players_list, default=["heuristic"],
                   help="comma-separated agents, repeated around the table (default heuristic); "
                   f"'{YOU}' plays a seat yourself, at this terminal (e.g. {YOU},heuristic)")
    p.add_argument("--mode", default="duel", help="mode of play: duel, match, ffa3, ffa4, 2v2 (default duel)")
    p.add_argument("--decks", type=_deck_list, default=None, metavar="DECKS",
                   help="comma-separated decks, one per seat: names (riftbound decks), deck-list files or deck "
                   "codes (default: distinct test decks)")
    p.add_argument("--concede-rate", type=float, default=0.0, metavar="P",
                   help="before each decision a random player concedes with probability P (as simulate does)")
    p.add_argument("--max-turns", type=_pos_int, default=DEFAULT_MAX_TURNS,
                   help=f"stop the game with no winner after this many turns "
                   f"(default {DEFAULT_MAX_TURNS})")
    p.add_argument("--decisions", type=_nonneg_int, default=None,
                   help="narrate at most this many decisions (default: the whole game)")
    p.set_defaults(func=cmd_play)

    p = sub.add_parser("simulate", help="play many games and report totals",
                       description="Play games with seeds SEED, SEED+1, ... and report wins, "
                       "end reasons, errors and speed. Failed games keep their replay.")
    p.add_argument("--games", type=_nonneg_int, required=True, help="number of games")
    p.add_argument("--seed", type=_int, default=0, help="seed of the first game (default 0)")
    p.add_argument("--agents", type=_agent_list, default=["random"],
                   help="comma-separated agents, repeated around the table (default random)")
    p.add_argument("--mode", default="duel", help="mode of play: duel, match, ffa3, ffa4, 2v2 (default duel)")
    p.add_argument("--decks", type=_deck_list, default=None, metavar="DECKS",
                   help="comma-separated decks, one per seat: names (riftbound decks), deck-list files or deck "
                   "codes (default: distinct test decks)")
    p.add_argument("--concede-rate", type=float, default=0.0, metavar="P",
                   help="before each decision a random player concedes with probability P (fuzzes 649-652)")
    p.add_argument("--max-turns", type=_pos_int, default=DEFAULT_MAX_TURNS,
                   help=f"turn limit per game (default {DEFAULT_MAX_TURNS})")
    p.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    p.add_argument("--replays", metavar="DIR", default=None, help="save every game's replay here")
    p.add_argument("--failed-dir", metavar="DIR", default="failed-games",
                   help="save replays of failed games here (default failed-games)")
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")
    _ray_option(p)
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser("arena", help="a tournament between agents and decks: win rates and Elo",
                       description="Round-robin (or gauntlet) between agents and/or decks. Each seed is played "
                       "from both seats; win rates come with 95%% (Wilson) intervals and an Elo table fitted "
                       "from all games.")
    p.add_argument("--agents", type=_agent_list, required=True, help="comma-separated agents (the entrants, "
                   "or with --decks the agents playing them); a budget after a colon: search:ms=10 (milliseconds "
                   "a decision), search:iters=200 (rollouts a decision, reproducible), search:horizon=3")
    p.add_argument("--decks", type=_deck_list, default=None, metavar="DECKS",
                   help="comma-separated decks: with one agent the entrants are the decks; with several, every "
                   "agent plays every deck (default: each seat's test deck)")
    p.add_argument("--mode", default="duel", help="mode of play: duel, match, ffa3, ffa4, 2v2 (default duel)")
    p.add_argument("--games", type=_pos_int, required=True,
                   help="games a pairing plays: a multiple of 2 (each seed from both seats)")
    p.add_argument("--seed", type=_int, default=0, help="seed of the first round (default 0)")
    p.add_argument("--gauntlet", action="store_true", help="the first entrant against each other one only")
    p.add_argument("--max-turns", type=_pos_int, default=DEFAULT_MAX_TURNS,
                   help=f"turn limit per game; a game reaching it is a draw (default {DEFAULT_MAX_TURNS})")
    p.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    p.add_argument("--csv", metavar="FILE", default=None, help="also write one CSV row a pairing to FILE")
    p.add_argument("--heatmap", metavar="FILE", default=None,
                   help="also draw the win-rate matrix as a PNG (needs riftbound[arena])")
    p.add_argument("--quiet", action="store_true", help="no progress on stderr")
    _ray_option(p)
    p.set_defaults(func=cmd_arena)

    p = sub.add_parser("bench", help="measure decisions, games and clones per second",
                       description="Benchmark random play, clone() and legal_actions().")
    p.add_argument("--seconds", type=_pos_float, default=12.0,
                   help="approximate running time (default 12)")
    p.add_argument("--seed", type=_int, default=0, help="seed of the first game (default 0)")
    p.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser("keywords", help="list the keywords and which are implemented",
                       description="The 22 keywords of Core Rules v1.3 (805-826) and their status.")
    p.add_argument("--json", action="store_true", help="print a JSON list")
    p.set_defaults(func=cmd_keywords)

    p = sub.add_parser("cards", help="show cards with the text rendered from their definitions",
                       description="Each card's facts and its rules text, generated from its DSL definition.")
    p.add_argument("ids", nargs="*", metavar="ID", help="card ids (default: every registered card)")
    p.add_argument("--deck", metavar="DECK", help="the cards of a deck: a name (riftbound decks), a deck-list file "
                   "or a deck code")
    p.add_argument("--set", metavar="SET", help="the real cards of a set (OGN, OGS, SFD, UNL, VEN), from their facts")
    p.add_argument("--status", action="store_true",
                   help="with --set: whether each card is implemented, and what it needs if not")
    p.add_argument("--json", action="store_true", help="print a JSON list")
    p.set_defaults(func=cmd_cards)

    p = sub.add_parser("decks", help="list the named decks, their legality and whether they can be played",
                       description="Every named deck (test, retail, real and event): legal in a Duel "
                       "(101-103 and the Duel ban list), and playable (every card implemented).")
    p.add_argument("--json", action="store_true", help="print a JSON list")
    p.set_defaults(func=cmd_decks)

    p = sub.add_parser("replay", help="verify replay files re-run identically",
                       description="Re-run each replay and check every recorded state hash.")
    p.add_argument("files", nargs="+", metavar="FILE", help="replay files (.jsonl)")
    p.add_argument("--narrate", action="store_true",
                   help="after verifying, narrate each game as `play` does, with the judge's log")
    p.set_defaults(func=cmd_replay)

    p = sub.add_parser("scenario", help="rules scenarios",
                       description="Run rules scenarios (board, script, expected outcome).")
    ssub = p.add_subparsers(dest="scenario_command", required=True, metavar="ACTION")
    r = ssub.add_parser("run", help="run scenario files",
                        description="Run scenario files and report each outcome.")
    r.add_argument("paths", nargs="+", metavar="PATH", help="scenario files or directories")
    r.add_argument("--explain", action="store_true",
                   help="print the judge's log of each scenario")
    r.set_defaults(func=cmd_scenario_run)
    p = sub.add_parser("serve", help="run the game server: lobby, play in the browser, spectators, replays",
                       description="Serve games over HTTP and WebSockets with a browser client (docs/server.md).")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)")
    p.add_argument("--port", type=_pos_int, default=8000, help="port (default: 8000)")
    p.add_argument("--db", default="riftbound-server.sqlite3",
                   help="a SQLite file (default: riftbound-server.sqlite3) or a postgresql:// URL")
    p.add_argument("--absent-timeout", type=float, default=0.0, metavar="SECONDS",
                   help="concede for a player left without a connection this long (default: never)")
    p.add_argument("--agent-delay", type=float, default=0.4, metavar="SECONDS",
                   help="pause between a built-in agent's actions, so people can follow (default: 0.4)")
    p.add_argument("--ws-compression", action="store_true",
                   help="compress WebSocket messages (permessage-deflate): less to send, more CPU per message")
    p.set_defaults(func=cmd_serve)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code (never raises for bad input)."""
    parser = build_parser()
    try:
        args = parser.parse_args(None if argv is None else list(argv))
    except SystemExit as e:  # --help, --version, or a usage error already printed
        return e.code if isinstance(e.code, int) else (0 if e.code is None else 2)
    func: Callable[[argparse.Namespace], int] = args.func
    try:
        return func(args)
    except RiftboundError as e:
        print(f"{PROG}: error: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"\n{PROG}: interrupted", file=sys.stderr)
        return INTERRUPTED
    except BrokenPipeError:  # e.g. `riftbound play | head`: the reader went away
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 0


if __name__ == "__main__":
    sys.exit(main())
