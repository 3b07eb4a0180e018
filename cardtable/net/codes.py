"""Table codes, seat tokens and invite links.

A table code is what people read to each other: ten letters from an alphabet without look-alikes
(``protocol.CODE_LETTERS``), drawn by ``secrets`` (about 42 bits). A seat token is the secret
that gives a dropped person their seat back; the server keeps only its SHA-256, so a leaked
data folder seats nobody.
"""

from __future__ import annotations

import hashlib
import hmac
import re
import secrets
from urllib.parse import urlsplit

from .protocol import CODE_LENGTH, CODE_LETTERS

INVITE_SCHEME = "cardtable"


def new_code() -> str:
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(CODE_LENGTH))


def normal_code(text: str) -> str:
    """A code as typed (any case, spaces or dashes between the letters) in its wire form."""
    return re.sub(r"[\s-]", "", text).upper()


def shown(code: str) -> str:
    """A code for people: two groups of five letters."""
    return f"{code[:5]}-{code[5:]}"


def new_token() -> str:
    return secrets.token_urlsafe(24)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def token_matches(token: str, stored_hash: str) -> bool:
    return bool(stored_hash) and hmac.compare_digest(token_hash(token), stored_hash)


def invite(server_url: str, code: str) -> str:
    """``cardtable://HOST:PORT[/PATH]/CODE`` for a table on the server at ``ws(s)://HOST:PORT[/PATH]``
    (``cardtables://`` when the server speaks TLS)."""
    parts = urlsplit(server_url)
    scheme = INVITE_SCHEME + ("s" if parts.scheme == "wss" else "")
    return f"{scheme}://{parts.netloc}{parts.path.rstrip('/')}/{code}"


def read_invite(text: str) -> tuple[str, str]:
    """(server URL, code) from an invite link; raises ValueError naming the expected form."""
    parts = urlsplit(text.strip())
    scheme = {INVITE_SCHEME: "ws", INVITE_SCHEME + "s": "wss"}.get(parts.scheme)
    path, _, last = parts.path.rstrip("/").rpartition("/")
    code = normal_code(last)
    if scheme is None or not parts.netloc or not re.fullmatch(f"[{CODE_LETTERS}]{{{CODE_LENGTH}}}", code):
        raise ValueError(f"an invite link is written {INVITE_SCHEME}://HOST:PORT/CODE, not {text!r}")
    return f"{scheme}://{parts.netloc}{path}", code


def table_address(server: str, table: str) -> tuple[str, str]:
    """(server URL, code) from ``--server`` and a code or an invite link."""
    if "://" in table:
        return read_invite(table)
    return server, normal_code(table)
