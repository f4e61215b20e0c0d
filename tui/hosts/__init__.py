"""Many hosts: what several ``kortbord serve`` nodes behind one load
balancer need of one another, one job a file: their secrets
(credentials.py), their sealed messages through the broker (sealed.py),
the health answer the balancer checks (health.py), who runs which table
(ownership.py), the lobbies and the people across hosts (broker.py,
relay.py).  The server (tui/serve/) uses it; it uses the stores below
(tui/store/) and the engine's tables (rules/tables/), never the server."""
