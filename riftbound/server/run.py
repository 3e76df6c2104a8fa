"""Starting the server: ``riftbound serve`` lands here."""

from __future__ import annotations

import gc

import uvicorn

from riftbound.server.app import create_app
from riftbound.server.store import open_store

DEFAULT_DB = "riftbound-server.sqlite3"
# The cyclic garbage collector's thresholds in a serving process: a game server allocates many
# short-lived objects (views, messages, the engine's own work) that are freed by reference
# counting, so collecting after every 700 allocations mostly scans live games. Measured with
# ``python -m riftbound.server.load --games 50 --seconds 30`` on 2 cores: 1.8 ms of server CPU an
# action and p95 128 ms with the defaults; 1.4 ms and p95 97 ms with these (docs/server.md).
GC_THRESHOLDS = (50_000, 20, 10)


def serve(host: str = "127.0.0.1", port: int = 8000, db: str = DEFAULT_DB, absent_timeout: float = 0.0,
          agent_delay: float = 0.4, ws_compression: bool = False) -> None:
    """Serve until interrupted; ``db`` is a SQLite file or a ``postgresql://`` URL. Messages
    are sent uncompressed unless ``ws_compression`` (WebSocket permessage-deflate: less to send,
    more CPU time for every message, on both sides)."""
    store = open_store(db)
    app = create_app(store, absent_timeout=absent_timeout, agent_delay=agent_delay)
    gc.freeze()  # what is loaded by now lives as long as the process: never scanned again
    gc.set_threshold(*GC_THRESHOLDS)
    try:
        uvicorn.run(app, host=host, port=port, log_level="info", proxy_headers=True, ws_ping_interval=20.0,
                    ws_per_message_deflate=ws_compression)
    finally:
        store.close()
