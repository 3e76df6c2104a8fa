"""The game server (``riftbound serve``, the ``riftbound[server]`` extra): a lobby over HTTP,
play over WebSockets, a browser client, and every game journalled in SQLite or PostgreSQL so
that it survives a restart (docs/server.md)."""
