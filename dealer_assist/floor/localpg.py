"""A throwaway PostgreSQL cluster in a temporary folder (tests and ``bench --only floor``).

``initdb`` + ``pg_ctl`` in a folder of their own, a Unix socket in that folder (trusted,
for the cluster's superuser) and TCP on 127.0.0.1 at a free port (passwords, optional TLS:
the roles of the tables log in there, as they would over the network). PostgreSQL refuses
to run as root: as root the binaries run as the ``postgres`` system user (``runuser -u
postgres --``) and the folder is handed to that user.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import re
import shutil
import socket
import subprocess
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from dealer_assist.floor.errors import FloorError

SUPERUSER = "postgres"


def find_bindir() -> Path:
    """The folder of ``initdb`` and ``pg_ctl``: ``pg_config --bindir``, else the newest
    ``/usr/lib/postgresql/*/bin`` (Debian keeps them off PATH)."""
    candidates: list[Path] = []
    pg_config = shutil.which("pg_config")
    if pg_config:
        with contextlib.suppress(OSError, subprocess.CalledProcessError):
            out = subprocess.run([pg_config, "--bindir"], capture_output=True, text=True, check=True).stdout
            candidates.append(Path(out.strip()))

    def version(path: str) -> int:
        found = re.search(r"/(\d+)/bin$", path)
        return int(found.group(1)) if found else 0

    candidates += [Path(p) for p in sorted(glob.glob("/usr/lib/postgresql/*/bin"), key=version, reverse=True)]
    for folder in candidates:
        if (folder / "initdb").exists() and (folder / "pg_ctl").exists():
            return folder
    raise FloorError("PostgreSQL is not installed here (no initdb): install Debian's postgresql package")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


@dataclass
class LocalCluster:
    """One cluster; :meth:`start` it, :meth:`stop` it, :meth:`remove` its folder."""

    folder: Path
    port: int = field(default_factory=free_port)
    ssl_cert: Path | None = None
    ssl_key: Path | None = None
    durable: bool = True
    bindir: Path = field(default_factory=find_bindir)

    @property
    def data(self) -> Path:
        return self.folder / "data"

    @property
    def socket_dir(self) -> Path:
        return self.folder

    @classmethod
    def create(
        cls, *, durable: bool = True, ssl: tuple[Path, Path] | None = None, logical: bool = False
    ) -> LocalCluster:
        folder = Path(tempfile.mkdtemp(prefix="dealer-assist-pg-"))
        cluster = cls(folder, durable=durable)
        if ssl is not None:
            # The server reads its key as its own user, and wants it private.
            cluster.ssl_cert, cluster.ssl_key = folder / "server.crt", folder / "server.key"
            shutil.copyfile(ssl[0], cluster.ssl_cert)
            shutil.copyfile(ssl[1], cluster.ssl_key)
            cluster.ssl_key.chmod(0o600)
        cluster._hand_over()
        cluster._run("initdb", "-D", str(cluster.data), "-U", SUPERUSER, "-E", "UTF8", "--locale=C", "-A", "trust")
        hba = [
            "local all all trust",
            "host all postgres 127.0.0.1/32 reject",
            "host all all 127.0.0.1/32 scram-sha-256",
        ]
        (cluster.data / "pg_hba.conf").write_text("\n".join(hba) + "\n")
        settings = [
            "listen_addresses = '127.0.0.1'",
            f"port = {cluster.port}",
            f"unix_socket_directories = '{cluster.socket_dir}'",
            "max_connections = 200",
            "shared_buffers = 64MB",
            "password_encryption = 'scram-sha-256'",
        ]
        if logical:  # a property's floor that publishes to the group database
            settings += ["wal_level = logical", "max_wal_senders = 10", "max_replication_slots = 10"]
        if not durable:  # tests only: what is lost in a power cut does not matter there
            settings += ["fsync = off", "synchronous_commit = off", "full_page_writes = off"]
        if cluster.ssl_cert is not None:
            settings += ["ssl = on", f"ssl_cert_file = '{cluster.ssl_cert}'", f"ssl_key_file = '{cluster.ssl_key}'"]
        with (cluster.data / "postgresql.conf").open("a") as conf:
            conf.write("\n".join(settings) + "\n")
        cluster._hand_over()
        return cluster

    def _as_root(self) -> bool:
        return os.geteuid() == 0

    def _hand_over(self) -> None:
        if not self._as_root():
            return
        user = pwd.getpwnam(SUPERUSER)
        for root, dirs, files in os.walk(self.folder):
            for name in [root, *(os.path.join(root, d) for d in dirs), *(os.path.join(root, f) for f in files)]:
                os.chown(name, user.pw_uid, user.pw_gid)

    def _run(self, tool: str, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        command = [str(self.bindir / tool), *args]
        if self._as_root():
            command = ["runuser", "-u", SUPERUSER, "--", *command]
        done = subprocess.run(command, capture_output=True, text=True, cwd=self.folder)
        if check and done.returncode != 0:
            raise FloorError(f"{tool} failed: {(done.stderr or done.stdout).strip().splitlines()[-1:]}")
        return done

    def start(self) -> None:
        self._run("pg_ctl", "-D", str(self.data), "-l", str(self.folder / "server.log"), "-w", "-t", "30", "start")

    def stop(self, mode: str = "fast") -> None:
        self._run("pg_ctl", "-D", str(self.data), "-m", mode, "-w", "-t", "30", "stop", check=False)

    def running(self) -> bool:
        return self._run("pg_ctl", "-D", str(self.data), "status", check=False).returncode == 0

    def remove(self) -> None:
        self.stop("immediate")
        shutil.rmtree(self.folder, ignore_errors=True)

    def admin_url(self, database: str = "postgres") -> str:
        """The superuser over the Unix socket (trusted): for ``floor init`` and set-up."""
        return f"postgresql://{SUPERUSER}@/{database}?host={self.socket_dir}&port={self.port}"

    def create_database(self, name: str) -> str:
        import psycopg

        with psycopg.connect(self.admin_url(), autocommit=True) as conn:
            conn.execute(f'CREATE DATABASE "{name}"')
        return self.admin_url(name)

    def wait_ready(self, timeout: float = 30) -> None:
        deadline = time.monotonic() + timeout
        while self._run("pg_isready", "-h", str(self.socket_dir), "-p", str(self.port), check=False).returncode:
            if time.monotonic() > deadline:
                raise FloorError("the local PostgreSQL did not come up")
            time.sleep(0.1)
