"""Starting the server: ``riftbound serve`` lands here."""

from __future__ import annotations

import uvicorn

from riftbound.server.app import create_app
from riftbound.server.store import open_store

DEFAULT_DB = "riftbound-server.sqlite3"


def serve(host: str = "127.0.0.1", port: int = 8000, db: str = DEFAULT_DB, absent_timeout: float = 0.0,
          agent_delay: float = 0.4, ws_compression: bool = False) -> None:
    """Serve until interrupted; ``db`` is a SQLite file or a ``postgresql://`` URL. Messages
    are sent uncompressed unless ``ws_compression`` (WebSocket permessage-deflate: less to send,
    more CPU time for every message, on both sides)."""
    store = open_store(db)
    try:
        uvicorn.run(create_app(store, absent_timeout=absent_timeout, agent_delay=agent_delay),
                    host=host, port=port, log_level="info", proxy_headers=True, ws_ping_interval=20.0,
                    ws_per_message_deflate=ws_compression)
    finally:
        store.close()
