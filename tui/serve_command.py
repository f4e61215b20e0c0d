"""``kortbord serve``: its options, the host key's fingerprint, and the
server running until Ctrl+C or SIGTERM (every table saved on the way out);
SIGHUP reads ``--authorized-keys`` again, so adding a friend hangs up nobody.

It starts both doors, the SSH server (tui/serve/) and the web door
(tui/web/, which uses the server's parts), so it lives above both: neither
folder imports the other back."""

from __future__ import annotations

import argparse
import asyncio
import ipaddress
import os
import signal
import sys
from collections.abc import Mapping
from pathlib import Path

from rules import i18n

from .base.redact import hidden, redact
from .base.serve_log import Rotation
from .i18n import _, choose
from .serve.limits import Limits
from .serve.spawn import MODES

DEFAULT_PORT = 2222


def default_data() -> Path:
    import platformdirs

    return Path(platformdirs.user_data_dir("kortbord")) / "serve"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The server's options, on its command of the one parser (tui/cli.py)."""
    limits = Limits()
    parser.add_argument("--host", default="127.0.0.1", help=_("the address to listen on (default %(default)s)"))
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=_("the port to listen on (default %(default)s)"))
    parser.add_argument("--data", type=Path, metavar="DIR",
                        help=_("the host key, the log and every player's data (default: {path})").format(path=default_data()))
    parser.add_argument("--authorized-keys", type=Path, metavar="FILE",
                        help=_("admit only the keys in this file (authorized_keys format; read again on SIGHUP)"))
    parser.add_argument("--host-key", type=Path, metavar="FILE",
                        help=_("the host's private key, the same file on every node behind one load balancer "
                               "(default: one made in the data directory)"))
    parser.add_argument("--proxy-from", action="append", default=[], metavar="CIDR",
                        help=_("a load balancer's address or network: connections from it must start with a "
                               "PROXY header (v1 or v2), whose client address the limits and the log use; repeatable"))
    parser.add_argument("--guest", action="store_true",
                        help=_("also admit players without a key, as guests whose games are not kept"))
    parser.add_argument("--max-connections", type=int, default=limits.max_connections, metavar="N",
                        help=_("logged-in connections in all (default %(default)s)"))
    parser.add_argument("--max-logging-in", type=int, default=limits.max_logging_in, metavar="N",
                        help=_("connections not logged in yet, counted apart (default %(default)s)"))
    parser.add_argument("--per-address", type=int, default=limits.per_address, metavar="N",
                        help=_("connections from one client address (default %(default)s)"))
    parser.add_argument("--login-grace", type=float, default=limits.login_grace, metavar="SECONDS",
                        help=_("time to log in and sit down (default %(default)s)"))
    parser.add_argument("--idle-timeout", type=float, default=limits.idle_timeout / 60, metavar="MINUTES",
                        help=_("close a connection after this long without a key; 0 never (default %(default)s)"))
    rotation = Rotation()
    parser.add_argument("--log-size", type=float, default=rotation.size // 1_000_000, metavar="MB",
                        help=_("rotate serve.log when it reaches this size; 0 never, when logrotate does it "
                               "(default %(default)s)"))
    parser.add_argument("--log-keep", type=int, default=rotation.keep, metavar="N",
                        help=_("the rotated logs kept: serve.log.1 to serve.log.N (default %(default)s)"))
    parser.add_argument("--database", metavar="DSN",
                        help=_("keep every player's saves, statistics and settings, and the saved shared tables, in "
                               "this PostgreSQL database (postgresql://user@host/db), so several hosts share them; "
                               "with a password: in --database-file or KORTBORD_DATABASE instead"))
    parser.add_argument("--database-file", type=Path, metavar="FILE",
                        help=_("read the DSN of --database from this file (mode 0600)"))
    parser.add_argument("--broker", metavar="URL",
                        help=_("share the tables with people with every host using this Redis "
                               "(redis://host:6379/0): their lobby and tables are seen and joined from each; "
                               "needs --database and --cluster-key-file; with a password: in --broker-file or "
                               "KORTBORD_BROKER instead"))
    parser.add_argument("--broker-file", type=Path, metavar="FILE",
                        help=_("read the URL of --broker from this file (mode 0600)"))
    parser.add_argument("--cluster-key-file", type=Path, metavar="FILE",
                        help=_("the key every node behind one balancer shares (mode 0600; make it with: "
                               "openssl rand -base64 32): it seals what the nodes say to each other through the broker"))
    parser.add_argument("--health", type=health_address, metavar="HOST:PORT",
                        help=_("answer the load balancer's GET /health here: 200 while this node runs and renews "
                               "its tables, 503 when its renewals fail, nothing when it is frozen"))
    # The tables' lease (tui/hosts/ownership.py; renewals and the self-stop
    # bound in the same proportions): hidden, for tests that freeze nodes.
    parser.add_argument("--lease", type=float, default=None, metavar="SECONDS", help=argparse.SUPPRESS)
    parser.add_argument("--web", metavar="HOST:PORT",
                        help=_("also serve the tables to browsers on this address (one page, one websocket)"))
    parser.add_argument("--web-cert", type=Path, metavar="FILE", help=_("the web door's TLS certificate (PEM)"))
    parser.add_argument("--web-key", type=Path, metavar="FILE", help=_("the web door's TLS private key (PEM)"))
    parser.add_argument("--web-url", metavar="URL",
                        help=_("the address players open, when a reverse proxy is in front (https://cards.example.org)"))
    parser.add_argument("--web-grace", type=float, default=60.0, metavar="SECONDS",
                        help=_("how long a browser's table waits for its page to come back (default %(default)s)"))
    parser.add_argument("--import-files", type=Path, metavar="DIR",
                        help=_("copy the players and saved tables of a host that kept files (its --data DIR) into "
                               "--database, keeping what the database holds, then exit"))
    parser.add_argument("--spawn", choices=MODES, default="fork",
                        help=_("start each table as a fork of a process that has imported the app (fast, "
                               "light) or as a new interpreter (default %(default)s)"))


def check(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """What the options' types let through: ``parser.error`` says so."""
    for option, value in (("--max-connections", args.max_connections), ("--max-logging-in", args.max_logging_in),
                          ("--per-address", args.per_address)):
        if value < 1:
            parser.error(_("{option} must be at least 1").format(option=option))
    for network in args.proxy_from:
        try:
            ipaddress.ip_network(network, strict=False)
        except ValueError:
            parser.error(_("--proxy-from {network} is not an address or a network such as 10.0.0.0/8").format(network=network))
    if args.log_size < 0 or args.log_keep < 0:
        parser.error(_("--log-size and --log-keep cannot be negative"))
    if args.log_size > 0 and args.log_keep < 1:
        parser.error(_("--log-keep must be at least 1 while --log-size rotates the log"))
    if args.lease is not None and not 1.0 <= args.lease <= 600:
        parser.error("--lease must be between 1 and 600 seconds")
    if (args.web_cert is None) != (args.web_key is None):
        parser.error(_("--web-cert and --web-key go together"))
    if (args.web_cert or args.web_url) and not args.web:
        parser.error(_("--web-cert, --web-key and --web-url need --web"))
    if args.web_url and not args.web_url.startswith(("http://", "https://")):
        parser.error(_("--web-url must start with http:// or https://"))
    if args.web:
        from .web.config import host_port

        try:
            args.web = host_port(args.web)
        except ValueError as error:
            parser.error(_("--web: {error}").format(error=error))
        if args.web[0] in ("0.0.0.0", "::") and not args.web_url:
            parser.error(_("--web on every address needs --web-url, the address players open: the links are made with it"))
    if not 0 <= args.port < 65536:
        parser.error(_("--port must be between 0 (any free port) and 65535"))


def parse_args(argv: list[str]) -> argparse.Namespace:
    """``kortbord serve ARGV``, read by the one parser."""
    from . import cli

    return cli.parse_args(["serve", *argv], serve=sys.modules[__name__])


def health_address(text: str) -> tuple[str, int]:
    from .hosts.health import parse_address

    try:
        return parse_address(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("{text} is not HOST:PORT (such as 0.0.0.0:8080)").format(text=text)) from None


def secrets_of(args: argparse.Namespace, environ: Mapping[str, str]) -> tuple[str | None, str | None, bytes | None]:
    """The database's DSN, the broker's URL and the cluster key, from the
    options, their files or the environment (hosts/credentials.py);
    SecretRefused with the reason when one cannot be used, or the broker
    lacks the database or the key."""
    from .hosts.credentials import BROKER, DATABASE, SecretRefused, resolve

    database = resolve(DATABASE, args.database, args.database_file, environ)
    broker = resolve(BROKER, args.broker, args.broker_file, environ)
    key = None
    if args.cluster_key_file is not None:
        from .hosts.sealed import read_key

        key = read_key(args.cluster_key_file)
    if broker and not database:
        raise SecretRefused(_("--broker needs --database: the hosts number their tables from it"))
    if broker and key is None:
        raise SecretRefused(_("--broker needs --cluster-key-file: the nodes seal what they say to each other "
                              "with it, so that Redis alone can read no card and act for no seat"))
    return database, broker, key


def main(argv: list[str]) -> int:
    return serve(parse_args(argv))


def serve(args: argparse.Namespace) -> int:
    """The server the options ask for, until Ctrl+C or SIGTERM; its messages
    in the language of --lang, else the host's locale: the server's one
    choice of its language (it remembers no setting)."""
    i18n.use(choose(args.lang, None, os.environ))
    try:
        from .serve import ssh  # noqa: F401 - asyncssh, quietly
    except ImportError:
        print(_("kortbord serve needs asyncssh: pip install 'kortbord[serve]'"), file=sys.stderr)
        return 2
    from .hosts.credentials import SecretRefused

    try:
        args.database, args.broker, cluster_key = secrets_of(args, os.environ)
    except SecretRefused as error:
        print(_("kortbord serve: cannot start: {error}").format(error=error), file=sys.stderr)
        return 2
    if args.web:
        try:
            import aiohttp  # noqa: F401
        except ImportError:
            print(_("kortbord serve --web needs aiohttp: pip install 'kortbord[serve]'"), file=sys.stderr)
            return 2
    if args.database:
        try:
            import psycopg  # noqa: F401
        except ImportError:
            print(_("kortbord serve --database needs psycopg: pip install 'kortbord[hosts]'"), file=sys.stderr)
            return 2
    if args.broker:
        try:
            import redis  # noqa: F401
        except ImportError:
            print(_("kortbord serve --broker needs redis-py: pip install 'kortbord[hosts]'"), file=sys.stderr)
            return 2
    if args.import_files is not None:
        if not args.database:
            print(_("kortbord serve: --import-files needs --database: the database to copy into"), file=sys.stderr)
            return 2
        return import_files(args.database, args.import_files)
    from .serve import identity
    from .serve.server import ServeConfig, TableServer

    authorized = None
    if args.authorized_keys is not None:
        try:
            authorized = identity.read_authorized(args.authorized_keys)
        except (OSError, ValueError) as error:
            print(_("kortbord serve: cannot use --authorized-keys: {error}").format(error=error), file=sys.stderr)
            return 2
        if not authorized:
            print(_("kortbord serve: {path} lists no key: no key will be admitted.").format(path=args.authorized_keys),
                  file=sys.stderr)
    if args.host_key is not None:
        try:
            identity.shared_host_key(args.host_key)
        except (OSError, ValueError) as error:
            print(_("kortbord serve: cannot use --host-key: {error}").format(error=error), file=sys.stderr)
            return 2
    idle = args.idle_timeout * 60
    limits = Limits(max_connections=args.max_connections, max_logging_in=args.max_logging_in, per_address=args.per_address,
                    login_grace=args.login_grace, idle_timeout=idle, idle_warning=min(60.0, idle / 2))
    config = ServeConfig(data=args.data or default_data(), host=args.host, port=args.port, limits=limits,
                         authorized=authorized, authorized_keys=args.authorized_keys, guest=args.guest, spawn=args.spawn,
                         database=args.database, broker=args.broker,
                         lease=args.lease,
                         proxy_from=tuple(args.proxy_from), host_key=args.host_key, cluster_key=cluster_key,
                         health=args.health,
                         log_rotation=Rotation(size=int(args.log_size * 1_000_000), keep=args.log_keep))
    web = None
    if args.web:
        from .web.config import WebConfig

        web = WebConfig(host=args.web[0], port=args.web[1], cert=args.web_cert, key=args.web_key,
                        url=args.web_url.rstrip("/") if args.web_url else None, grace=args.web_grace)
    try:
        return asyncio.run(run(TableServer(config), web))
    except KeyboardInterrupt:
        return 0


def import_files(database: str, data: Path) -> int:
    import psycopg

    from .store.pg.import_files import import_files as copy

    if not (data / "players").is_dir() and not (data / "tables").is_dir():
        print(_("kortbord serve: {path} has no players/ or tables/ to import").format(path=data), file=sys.stderr)
        return 2
    try:
        done = copy(database, data, say=lambda line: print(_("not imported: {what}").format(what=line), file=sys.stderr))
    except (OSError, psycopg.Error) as error:
        print(_("kortbord serve: the import stopped: {error}").format(error=error), file=sys.stderr)
        return 1
    print(_("Imported {players} players: {saves} saves, {settings} settings, {games} finished games; "
            "{tables} saved tables. What the database held already was kept.").format(
                players=done.players, saves=done.saves, settings=done.settings, games=done.games, tables=done.tables))
    return 0


def reloaded(server) -> None:
    """SIGHUP, as sshd takes it: the keys file read again, the log reopened; no table is touched."""
    problem = server.reload()
    if problem is not None:
        print(_("kortbord serve: --authorized-keys not reloaded, the keys admitted so far stay: {error}").format(error=problem),
              file=sys.stderr, flush=True)
    else:
        print(_("Reloaded: the authorized keys and the log."), flush=True)


async def run(server, web=None) -> int:
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)  # before "Serving" is printed: a stop may follow at once
    loop.add_signal_handler(signal.SIGHUP, lambda: reloaded(server))
    try:
        await server.start()
    except OSError as error:
        print(_("kortbord serve: cannot listen on {host}:{port}: {error}").format(
            host=server.config.host, port=server.config.port, error=error.strerror or error), file=sys.stderr)
        return 1
    except RuntimeError as error:  # the table template did not start
        said = redact(str(error), hidden(server.config.database, server.config.broker))  # a database client may quote its DSN
        print(_("kortbord serve: cannot start: {error}").format(error=said), file=sys.stderr)
        return 1
    door = None
    if web is not None:
        from .web.door import WebDoor

        try:
            door = await WebDoor(server, web).start()
        except (OSError, ValueError, RuntimeError) as error:  # a port in use, a certificate, the database
            said = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
            said = redact(said, hidden(server.config.database, server.config.broker))  # a database client may quote its DSN
            print(_("kortbord serve: cannot serve the web door on {host}:{port}: {error}").format(
                host=web.host, port=web.port, error=said), file=sys.stderr)
            await server.close()
            return 1
    key_path = server.config.host_key or server.config.data / "host_ed25519_key"
    if server.host_key_new:
        print(_("New host key {path}").format(path=key_path))
    print(_("Host key fingerprint: {fingerprint}").format(fingerprint=server.host_fingerprint))
    if server.health is not None:
        print(_("Health checks: GET http://{host}:{port}/health").format(host=server.health.host, port=server.health.port))
    host = server.config.host
    reach = host if host not in ("0.0.0.0", "::", "") else _("this-host")
    print(_("Serving Kortbord on {host}:{port} (players: ssh -p {port} {reach}); log: {log}").format(
        host=host, port=server.port, reach=reach, log=server.config.data / "serve.log"), flush=True)
    if door is not None:
        print(_("Browsers: {url} (a player's link comes from b in the SSH menu)").format(url=door.base_url), flush=True)
    await stop.wait()
    print(_("Stopping: every table is saved first."), flush=True)
    await server.close()
    return 0
