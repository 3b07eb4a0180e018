"""The address, table code and name used last online, so that *Join* offers them again, and
the seat token of that table, so that *Join* takes the same seat back after the app was closed
(``online.json`` in the config folder, through ``storage.atomic``)."""

from __future__ import annotations

import contextlib
from dataclasses import asdict, dataclass
from typing import Any

from ..storage import atomic, paths
from .protocol import MAX_NAME

KIND, FORMAT = "cardtable-online", 1


@dataclass(frozen=True)
class Recent:
    address: str = ""
    code: str = ""
    name: str = ""
    token: str = ""  # the seat at ``code`` on ``address`` ("" before a seat was taken)


def _read(body: dict[str, Any], _warn: atomic.Warn) -> Recent:
    values = {k: body.get(k, "") for k in ("address", "code", "name", "token")}
    if any(not isinstance(v, str) or len(v) > 200 for v in values.values()):
        raise ValueError("address, code, name and token are short texts")
    return Recent(values["address"], values["code"], values["name"][:MAX_NAME], values["token"])


def load() -> Recent:
    """The last ones (empty when none were kept, or the file did not load: it is moved aside)."""
    recent, _ = atomic.load_json(paths.config_dir() / "online.json", KIND, FORMAT, _read)
    return recent or Recent()


def save(recent: Recent) -> None:
    """Keep them; a failed write only means they are not offered next time."""
    with contextlib.suppress(OSError):
        atomic.write_json(paths.config_dir() / "online.json", KIND, FORMAT, asdict(recent))
