"""``--cert`` and ``--key``: the server speaks TLS (``wss://``), here with a certificate made
for 127.0.0.1 on the spot."""

from __future__ import annotations

import asyncio
import json
import shutil
import signal
import ssl
import subprocess
import sys
from pathlib import Path

import pytest
from net_helpers import LIMIT, spawn_server
from websockets.asyncio.client import connect


@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl makes the test certificate")
def test_with_a_certificate_the_server_speaks_wss(tmp_path: Path) -> None:
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=127.0.0.1",
                    "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True, timeout=LIMIT)
    proc, url = spawn_server(tmp_path / "data", "--cert", str(cert), "--key", str(key), scheme="wss")
    try:
        trust = ssl.create_default_context(cafile=str(cert))

        async def create() -> dict:
            async with connect(url, ssl=trust, proxy=None) as ws:
                await ws.send(json.dumps({"v": 1, "t": "create", "game": "schnapsen", "seats": ["human", "easy"]}))
                return json.loads(await ws.recv())

        created = asyncio.run(asyncio.wait_for(create(), LIMIT))
        assert created["t"] == "created" and created["url"].startswith("cardtables://127.0.0.1:")
    finally:
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(LIMIT) == 0


def test_a_certificate_without_its_key_is_refused(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "cardtable", "server", "--port", "0", "--data", str(tmp_path),
                           "--cert", str(tmp_path / "cert.pem")], capture_output=True, text=True, timeout=LIMIT)
    assert done.returncode == 2 and "TLS needs both --cert and --key" in done.stderr
