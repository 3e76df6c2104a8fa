"""Generate the card facts table shipped in the package (``riftbound/cards/facts/cards.json``).

Dev tool: reads the reference card data beside the repository (``../shared/reference/cards/``):
the official gallery file (OGN, OGS, SFD, UNL: errata applied, tokens included), riftcodex and
its errata overlay (VEN only), ``equipment-might-bonus.json`` (Might Bonus, rule 137, and the
Equipment Effect Text) and ``power-pips.json`` (the pips of two-domain cards, each payable with
either domain). The corrections of the data's known flaws are in ``tools/card_facts_overrides.json``,
each with its reason. The output holds facts only, never printed card text: what the text says
is reduced to the printed keywords and one word for what behaviour it needs (``behaviour``).

Usage: ``python tools/gen_card_facts.py [--reference DIR] [--check]``. Re-runnable and
deterministic; ``--check`` compares with the shipped file instead of writing it.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "riftbound" / "cards" / "facts" / "cards.json"
OVERRIDES = Path(__file__).resolve().parent / "card_facts_overrides.json"
DEFAULT_REFERENCE = ROOT.parent / "shared" / "reference"

SETS = {"OGN": "Origins", "OGS": "Proving Grounds", "SFD": "Spiritforged", "UNL": "Unleashed", "VEN": "Vendetta"}
GALLERY_SETS = ("OGN", "OGS", "SFD", "UNL")
TYPES = {"Unit": "unit", "Gear": "gear", "Spell": "spell", "Rune": "rune", "Battlefield": "battlefield",
         "Legend": "legend"}
DOMAINS = ("fury", "calm", "mind", "body", "chaos", "order")
# The 22 keywords (805-826) as the engine spells them.
KEYWORDS = frozenset({
    "accelerate", "action", "assault", "deathknell", "deflect", "ganking", "hidden", "legion", "reaction", "shield",
    "tank", "temporary", "vision", "equip", "quick-draw", "repeat", "weaponmaster", "ambush", "hunt", "level",
    "unique", "backline"})
# Keywords whose whole meaning is the keyword (and its number): a line of only these, with
# reminder text, needs no behaviour beyond the facts.
SELF_CONTAINED = frozenset({"accelerate", "action", "reaction", "assault", "deflect", "ganking", "hidden", "shield",
                            "tank", "temporary", "vision", "ambush", "hunt", "backline", "unique", "quick-draw",
                            "weaponmaster"})
_KW = re.compile(r"\[([A-Za-z-]+)(?: (\d+))?\](\[>\])?")
_LEAD = re.compile(r"^(?:\[[A-Za-z-]+(?: \d+)?\](?:\[>\])?(?:, ?| )?)+")
_REMINDER = re.compile(r"^\s*(\([^()]*(?:\([^()]*\)[^()]*)*\))?\s*\.?\s*$")
_VARIANT_NAME = re.compile(r" \((?:Alternate Art|Overnumbered|Signature|Metal|Starter|[A-Z]{2})\)$")
_SHOWCASE = re.compile(r"^[A-Z]{3}-\d+[a-z*]/|\*/")  # an alternate-art or signature printing code


def _load(path: Path) -> Any:
    with path.open(encoding="utf-8") as f:
        return json.load(f)


def _int(v: Any) -> int | None:
    return None if v in ("", None) else int(v)


def _keywords(text: str) -> tuple[list[str], str]:
    """The printed keywords of a text (those leading an ability line, with their numbers:
    ``"assault:2"``) and what the text needs: ``"vanilla"``, ``"keywords"`` (only self-contained
    keywords and reminder text) or ``"abilities"``. A permissive keyword on one ability
    (``[Action][>]``) belongs to that ability, not to the card."""
    text = text.strip()
    if not text or text == "[NO TEXT]":
        return [], "vanilla"
    found: list[str] = []
    only_keywords = True
    for line in (ln.strip() for ln in text.split("\n")):
        if not line:
            continue
        lead = _LEAD.match(line)
        kws = [m for m in _KW.finditer(lead.group(0))] if lead else []
        kws = [m for m in kws if m.group(1).lower() in KEYWORDS]
        if not kws:
            only_keywords = False
            continue
        for m in kws:
            name = m.group(1).lower()
            if m.group(3) and name in ("action", "reaction"):
                continue
            found.append(f"{name}:{m.group(2)}" if m.group(2) else name)
        rest = line[lead.end():] if lead else line
        if (any(m.group(3) for m in kws) or not all(m.group(1).lower() in SELF_CONTAINED for m in kws)
                or not _REMINDER.match(rest)):
            only_keywords = False
    return list(dict.fromkeys(found)), "keywords" if only_keywords else "abilities"


def _code(public_code: str) -> str:
    """A printing's code without its set size: ``OGN-042a/298`` -> ``OGN-042a``."""
    return public_code.split("/")[0]


def _printing_order(code: str) -> tuple[int, int, int, str]:
    """Sets in release order, then regular numbers, R (rune) and SP numbers, then the number."""
    set_id, number = code.split("-")
    m = re.match(r"(R|SP|T)?(\d+)(.*)", number)
    assert m is not None
    return list(SETS).index(set_id), ["", "T", "R", "SP"].index(m.group(1) or ""), int(m.group(2)), m.group(3)


def _card_id(public_code: str) -> str:
    return _code(public_code).lower()


class Pool:
    """The distinct cards being built, keyed by canonical name."""

    def __init__(self, overrides: dict[str, Any]) -> None:
        self.cards: dict[str, dict[str, Any]] = {}
        self.names = overrides["names"]

    def finish(self) -> None:
        """Every card needs a regular printing (not alternate art, a rune's R number or a
        spotlight SP number) to take its id and facts from."""
        for name, card in self.cards.items():
            if "id" not in card:
                raise SystemExit(f"{name}: only special printings ({', '.join(card['printings'])}); "
                                 "decide which gives its id")

    def add(self, name: str, facts: dict[str, Any], printing: str, primary: bool) -> None:
        """Add a printing of ``name``; the first primary printing gives the card its id and facts."""
        card = self.cards.get(name)
        if card is None:
            card = self.cards[name] = {"printings": []}
        if primary and "id" not in card:
            card.update(facts)
            card["id"] = _card_id(printing)
        elif primary:
            for k in ("type", "energy", "might", "domains"):
                if card.get(k) != facts[k]:
                    raise SystemExit(f"{printing} {name}: {k} {facts[k]!r} differs from {card['id']}'s {card.get(k)!r}")
        if printing not in card["printings"]:
            card["printings"].append(printing)


def _name(raw: str, type_: str, tags: list[str], names: dict[str, str]) -> str:
    """The canonical name (132.4: "Short Name, Subtitle"). Legends are printed with their
    subtitle only (the gallery) or as "Champion - Subtitle" (riftcodex)."""
    base = _VARIANT_NAME.sub("", raw.strip())
    if base in names:
        return names[base]
    base = re.sub(r" - Starter$", "", base)
    if " - " in base:
        return base.replace(" - ", ", ", 1)
    if type_ == "legend" and len(tags) == 1:
        return f"{tags[0]}, {base}"
    return base


def _domains(raw: list[str]) -> list[str]:
    """Domains in the order of 134.2; "Colorless" is no domain (see the overrides file)."""
    return sorted((d.lower() for d in raw if d != "Colorless"), key=DOMAINS.index)


def _gallery(pool: Pool, gallery: list[dict[str, Any]]) -> None:
    rows = sorted(gallery, key=lambda c: (GALLERY_SETS.index(c["setId"]), bool(_SHOWCASE.search(c["publicCode"])),
                                          c["collectorNumber"], c["publicCode"]))
    for c in rows:
        type_ = TYPES[c["cardTypes"][0]]
        name = _name(c["name"], type_, c["tags"], pool.names)
        kws, text = _keywords(c["abilityText"].split("\n\n")[0] if type_ == "gear" else c["abilityText"])
        facts = {"name": name, "set": c["setId"], "type": type_,
                 "supertypes": [s.lower() for s in c["superTypes"]], "domains": _domains(c["domains"]),
                 "energy": _int(c["energy"]), "power": _int(c["power"]) or 0, "might": _int(c["might"]),
                 "tags": list(c["tags"]), "keywords": kws, "behaviour": text}
        pool.add(name, facts, c["publicCode"], primary=c["rarity"] != "Showcase")


def _riftcodex_code(rid: str) -> str:
    """``ven-019a-166`` -> ``VEN-019a/166``; ``ven-r01`` -> ``VEN-R01``; ``ven-sp2-006`` -> ``VEN-SP2/006``."""
    parts = rid.split("-")
    number = parts[1].upper() if parts[1][0] in "rs" else parts[1]
    if parts[1].startswith("sp"):
        number = "SP" + parts[1][2:]
    return f"{parts[0].upper()}-{number}" + (f"/{parts[2]}" if len(parts) > 2 else "")


def _vendetta(pool: Pool, riftcodex: list[dict[str, Any]], errata: dict[str, Any]) -> None:
    fixed = {cid.upper(): e["new_text"] for e in errata["entries"] for cid in e["card_ids"]}
    rows: dict[str, dict[str, Any]] = {}
    for c in riftcodex:
        if c["set"]["set_id"] != "VEN":
            continue
        rid = c["riftbound_id"]
        if rid not in rows or (rows[rid]["metadata"]["clean_name"] is None and c["metadata"]["clean_name"]):
            rows[rid] = c  # the row riftcodex refreshed last names the card in full

    def order(rid: str) -> tuple[int, int, str]:
        m = re.match(r"ven-(r|sp)?(\d+)", rid)
        assert m is not None
        return ({None: 0, "r": 1, "sp": 2}[m.group(1)], int(m.group(2)), rid)

    for rid in sorted(rows, key=order):
        c = rows[rid]
        cl = c["classification"]
        type_ = TYPES[cl["type"]]
        name = _name(c["name"], type_, c["tags"], pool.names)
        code = _riftcodex_code(rid)
        text = fixed.get(_code(code), c["text"]["plain"] or "")
        kws, kind = _keywords(text)
        a = c["attributes"]
        facts = {"name": name, "set": "VEN", "type": type_,
                 "supertypes": [cl["supertype"].lower()] if cl["supertype"] else [],
                 "domains": _domains(cl["domain"]), "energy": a["energy"], "power": a["power"] or 0,
                 "might": a["might"], "tags": list(c["tags"]), "keywords": kws, "behaviour": kind}
        showcase = c["metadata"]["alternate_art"] or c["metadata"]["overnumbered"] or bool(_SHOWCASE.search(code))
        pool.add(name, facts, code, primary=not showcase and not code.startswith(("VEN-R", "VEN-SP")))


def _equipment(pool: Pool, rows: list[dict[str, Any]], by_code: dict[str, dict[str, Any]]) -> None:
    """Might Bonus (137) and the Effect Text's keywords (136) of every Equipment."""
    for e in rows:
        card = by_code[_code(e["publicCode"])]
        card["might_bonus"] = int(e["mightBonus"])
        kws, kind = _keywords(e["effectText"])
        card["effect_keywords"] = kws
        if kind == "abilities":
            card["behaviour"] = "abilities"


def _pips(pool: Pool, rows: list[dict[str, Any]]) -> None:
    """Power pips (131.3): one domain each on a one-domain card; two-domain cards from power-pips.json,
    each pip payable with either domain (written ``"fury|mind"``)."""
    hybrid = {_code(r["publicCode"]): r["pips"] for r in rows}
    for card in pool.cards.values():
        n = card.pop("power")
        code = _code(card["printings"][0])
        if code in hybrid:
            pips = hybrid[code]
            if len(pips) != n:
                raise SystemExit(f"{code}: power-pips.json has {len(pips)} pips, the card data {n}")
            card["power"] = ["|".join(sorted(p.split("|"), key=DOMAINS.index)) for p in pips]
        elif n and len(card["domains"]) != 1:
            raise SystemExit(f"{code} {card['name']}: {n} power pips on a card with domains {card['domains']}; "
                             "power-pips.json does not list it")
        else:
            card["power"] = card["domains"] * n


def _apply_overrides(pool: Pool, overrides: dict[str, Any]) -> None:
    by_id = {c["id"]: c for c in pool.cards.values()}
    for card in by_id.values():
        if card["type"] == "legend":
            if card["supertypes"]:
                card["supertypes"] = []
            tags = card["tags"]
            card["champion_tag"] = tags[0] if len(tags) == 1 else ""
    for cid, entry in sorted(overrides["cards"].items()):
        if cid not in by_id:
            raise SystemExit(f"overrides: no card {cid!r}")
        for k, v in entry["set"].items():
            if k not in by_id[cid]:
                raise SystemExit(f"overrides: card {cid!r} has no field {k!r}")
            by_id[cid][k] = v
    for card in by_id.values():
        if card["type"] == "legend" and not card["champion_tag"]:
            raise SystemExit(f"{card['id']} {card['name']}: a legend needs one champion tag (tags {card['tags']}); "
                             "add an override")


def generate(reference: Path) -> dict[str, Any]:
    cards_dir = reference / "cards"
    overrides = _load(OVERRIDES)
    pool = Pool(overrides)
    _gallery(pool, _load(cards_dir / "official-gallery" / "cards.json")["cards"])
    _vendetta(pool, _load(cards_dir / "riftcodex" / "riftcodex_cards_raw.json"),
              _load(cards_dir / "riftcodex" / "errata_overlay.json"))
    pool.finish()
    by_code = {_code(p): c for c in pool.cards.values() for p in c["printings"]}
    _equipment(pool, _load(cards_dir / "equipment-might-bonus.json"), by_code)
    _pips(pool, _load(cards_dir / "power-pips.json"))
    _apply_overrides(pool, overrides)
    fields = ("id", "name", "set", "type", "supertypes", "domains", "energy", "power", "might", "might_bonus",
              "tags", "champion_tag", "keywords", "effect_keywords", "behaviour", "printings")
    out = []
    for c in pool.cards.values():
        c.setdefault("might_bonus", None)
        c.setdefault("effect_keywords", [])
        c.setdefault("champion_tag", "")
        c["printings"] = sorted((_code(p) for p in c["printings"]), key=_printing_order)
        out.append({k: c[k] for k in fields})
    out.sort(key=lambda c: (list(SETS).index(c["set"]), c["printings"][0]))
    return {"about": "Card facts (no card text), generated by tools/gen_card_facts.py; do not edit by hand.",
            "sets": SETS, "cards": out}


def dumps(table: dict[str, Any]) -> str:
    """One card per line: small diffs, deterministic bytes."""
    head = {k: v for k, v in table.items() if k != "cards"}
    body = ",\n".join("  " + json.dumps(c, ensure_ascii=False, separators=(", ", ": ")) for c in table["cards"])
    return json.dumps(head, ensure_ascii=False)[:-1] + ', "cards": [\n' + body + "\n]}\n"


def summary(table: dict[str, Any]) -> str:
    counts: dict[str, Counter[str]] = defaultdict(Counter)
    for c in table["cards"]:
        counts[c["set"]][c["type"]] += 1
    lines = [f"{len(table['cards'])} cards"]
    for s in SETS:
        lines.append(f"  {s}: {sum(counts[s].values())} " + ", ".join(f"{t} {n}" for t, n in sorted(counts[s].items())))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reference", type=Path, default=DEFAULT_REFERENCE, help="the reference folder")
    ap.add_argument("--check", action="store_true", help="compare with the shipped table; write nothing")
    args = ap.parse_args(argv)
    text = dumps(generate(args.reference))
    if args.check:
        same = OUT.read_text(encoding="utf-8") == text
        print("the shipped table is up to date" if same else f"{OUT} differs from the generator's output")
        return 0 if same else 1
    OUT.write_text(text, encoding="utf-8")
    print(summary(json.loads(text)))

    return 0


if __name__ == "__main__":
    sys.exit(main())
