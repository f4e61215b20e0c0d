"""Many hosts: what several ``kortbord serve`` nodes behind one balancer
need besides one host's server: their secrets (credentials.py), their
sealed messages through the broker (sealed.py) and the health answer the
balancer checks (health.py)."""
