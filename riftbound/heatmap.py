"""A PNG heat map of a tournament's win-rate matrix (``riftbound arena --heatmap``).

Needs matplotlib (``pip install 'riftbound[arena]'``), imported only when a map is drawn.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from riftbound.errors import RiftboundError


def figure_class() -> Any:
    """matplotlib's ``Figure`` (drawn without pyplot, so with no display); a clear error when
    matplotlib is missing (checked before a tournament starts)."""
    try:
        from matplotlib.figure import Figure
    except ImportError:
        raise RiftboundError("--heatmap needs matplotlib: pip install 'riftbound[arena]'") from None
    return Figure


def write_heatmap(result: dict[str, Any], path: str | Path) -> Path:
    """Draw the win-rate matrix of an :func:`riftbound.arena.arena` result (each cell: the
    row entrant's score against the column entrant, annotated in %; grey where they did
    not play) and save it as a PNG at ``path``."""
    Figure = figure_class()
    names = [e["name"] for e in result["entrants"]]
    n = len(names)
    cells = [[float("nan") if v is None else v for v in row] for row in result["matrix"]]
    size = 1.6 + 0.9 * n
    fig = Figure(figsize=(size + 1.5, size), layout="constrained")
    ax = fig.subplots()
    ax.set_facecolor("#dddddd")
    image = ax.imshow(cells, cmap="RdYlGn", vmin=0.0, vmax=1.0)
    fig.colorbar(image, ax=ax, label="win rate of the row (draws count half)")
    ax.set_xticks(range(n), names, rotation=45, ha="right")
    ax.set_yticks(range(n), names)
    for i, row in enumerate(result["matrix"]):
        for j, v in enumerate(row):
            if v is not None:
                ax.text(j, i, f"{100 * v:.0f}%", ha="center", va="center", fontsize=9)
    ax.set_title(f"riftbound arena: {result['mode']}, {result['games_per_pairing']} games a pairing")
    p = Path(path)
    try:
        fig.savefig(p, format="png", dpi=120)
    except OSError as e:
        raise RiftboundError(f"can't write the heat map to {str(path)!r}: {e.strerror or e}") from None
    return p
