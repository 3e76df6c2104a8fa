"""The README's Python examples run, to their end, as a newcomer would paste them: every
```python block is executed in a fresh namespace (302: the example's game ends)."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from riftbound.game import Game

CAP = 50_000  # decisions: a game of the example takes a few hundred
README = Path(__file__).parent.parent / "README.md"
BLOCKS = re.findall(r"^```python\n(.*?)^```", README.read_text(encoding="utf-8"), flags=re.S | re.M)


def test_the_readme_has_python_examples() -> None:
    assert BLOCKS


@pytest.mark.parametrize("code", BLOCKS, ids=[f"block{i}" for i in range(len(BLOCKS))])
def test_readme_python_block_runs(code: str, capsys: pytest.CaptureFixture[str],
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    real = Game.apply_action
    count = [0]

    def capped(self: Game, *args: Any, **kwargs: Any) -> None:  # an example that never ends fails, not hangs
        count[0] += 1
        assert count[0] < CAP, f"the example is still playing after {CAP} actions"
        real(self, *args, **kwargs)

    monkeypatch.setattr(Game, "apply_action", capped)
    namespace: dict[str, object] = {"__name__": "__readme__"}
    exec(compile(code, str(README), "exec"), namespace)
    game = namespace.get("game")
    if game is not None:
        assert game.is_terminal(), "the README's game loop must play the game to its end"
    capsys.readouterr()
