"""The package's layers (docs/architecture.md, "The layers"): imports run one way, checked by
import-linter's contracts in pyproject.toml, and the engine's layers import at module level."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "riftbound"
# The tools around the engine, which may defer an import to the command that needs it.
TOOLS = ("cli.py", "bench.py", "arena.py", "cluster.py", "heatmap.py", "ratings.py", "simulate.py", "invariants.py",
         "replay.py", "agents", "scenario", "envs", "server", "determinize.py", "encoding.py")
# Optional heavy dependencies, imported only where they are used.
OPTIONAL = ("numpy", "ray", "torch", "matplotlib", "gymnasium", "pettingzoo", "fastapi", "starlette", "uvicorn",
            "psycopg", "playwright")
# Modules whose function-local imports still close an import cycle inside a layer's siblings
# (docs/architecture.md, "The layers"), with how many they have: the count may only go down.
PENDING = {
    "game.py": 2,  # match.py and game.py: a Match is made of games, and new_game can start one
}


def test_import_contracts_kept() -> None:
    lint = Path(sys.executable).parent / "lint-imports"
    r = subprocess.run([str(lint)], cwd=ROOT, capture_output=True, text=True)
    assert r.returncode == 0, r.stdout + r.stderr


def _local_imports(path: Path) -> list[tuple[int, str]]:
    found: list[tuple[int, str]] = []

    def visit(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if in_function and isinstance(child, ast.Import | ast.ImportFrom):
                module = child.module or "" if isinstance(child, ast.ImportFrom) else child.names[0].name
                if module.split(".")[0] not in OPTIONAL:
                    found.append((child.lineno, module))
            visit(child, in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef))

    visit(ast.parse(path.read_text(encoding="utf-8")), False)
    return found


def _engine_modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py")
                  if p.relative_to(PACKAGE).parts[0] not in TOOLS)


def test_engine_layers_import_at_module_level() -> None:
    """A function-local import hides a dependency from the reader and the linter and costs
    time on hot paths; only an optional heavy dependency may be deferred."""
    wrong = []
    for path in _engine_modules():
        name = path.relative_to(PACKAGE).as_posix()
        found = _local_imports(path)
        if len(found) != PENDING.get(name, 0):
            wrong.append(f"{name}: {len(found)} function-local imports (expected {PENDING.get(name, 0)}): "
                         + ", ".join(f"l.{line} {module}" for line, module in found))
    assert not wrong, "\n".join(wrong)
