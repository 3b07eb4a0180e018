"""The one way to write a file and the one way to read one back.

Writing: a temporary file in the same folder, flushed and fsynced, then ``os.replace``d over
the old one, so a crash at any moment leaves either the old or the new file, never a mix.

Reading: a size limit before parsing, then JSON, then the ``{"format": N, "kind": ...}``
envelope, then the caller's validator. Whatever goes wrong, the file is moved aside to
``<name>.corrupt-<UTC time>`` (never deleted, so nothing is lost for good) and a
``LoadProblem`` says why; the caller carries on with its defaults. Nothing raises.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import stat
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypeVar

T = TypeVar("T")
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)  # POSIX only: Windows has neither flag
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
STALE_SECONDS = 60  # a write takes milliseconds: an older temporary file is left by an interrupted one
MAX_BYTES = 5 * 1024 * 1024  # far above any real file; refuse before parsing
Warn = Callable[[str], None]  # a validator reports a part it ignored without failing the file


@dataclass(frozen=True)
class LoadProblem:
    """One thing to tell the player once: a file moved aside, or a part of it ignored."""

    path: Path
    moved_to: Path | None  # None: the file was used with a part ignored, or could not be moved
    reason: str  # one line

    def __str__(self) -> str:
        if self.moved_to is None:
            return f"{self.path.name}: {self.reason}"
        return f"{self.path.name} could not be loaded ({self.reason}); it was kept as {self.moved_to.name}"


def write_json(path: Path, kind: str, version: int, body: dict[str, Any], durable: bool = True) -> None:
    """Replace ``path`` by the envelope plus ``body``; raises OSError (disk full, read-only).

    ``durable=False`` leaves out the fsyncs: the replace stays atomic (a killed process leaves
    the old or the new file), only a power cut may lose the latest writes. For a server that
    writes after every card of many tables, where an fsync each would be the bottleneck."""
    envelope = {"format": version, "kind": kind}
    if envelope.keys() & body.keys():
        raise ValueError("the body may not set the envelope's keys")
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(envelope | body, f, ensure_ascii=False, allow_nan=False)
            f.flush()
            if durable:
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    if durable:
        _fsync_dir(path.parent)


def sweep_temporaries(folder: Path) -> list[Path]:
    """Delete the temporary files that writes killed before their rename left in ``folder``
    (``.<name>.<random>.tmp``); recent ones may belong to a write in progress and stay."""
    swept: list[Path] = []
    now = time.time()
    with contextlib.suppress(OSError):  # a missing or unreadable folder has nothing to sweep
        for entry in os.scandir(folder):
            if not (entry.name.startswith(".") and entry.name.endswith(".tmp")):
                continue
            with contextlib.suppress(OSError):
                info = entry.stat(follow_symlinks=False)
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_SECONDS:
                    os.unlink(entry.path)
                    swept.append(Path(entry.path))
    return swept


def _fsync_dir(folder: Path) -> None:
    # Makes the rename itself durable on POSIX; Windows cannot open a folder this way.
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def load_json(
    path: Path, kind: str, version: int, validate: Callable[[dict[str, Any], Warn], T]
) -> tuple[T | None, list[LoadProblem]]:
    """The validated content of ``path`` (None when missing or rejected) and what to report.

    ``validate`` receives the envelope's object and raises (any exception) to reject the file.
    """
    notes: list[str] = []
    try:
        value = validate(_read(path, kind, version), notes.append)
    except FileNotFoundError:
        return None, []
    except Exception as exc:  # a file may hold anything; the app must start regardless
        return None, [_move_aside(path, _reason(exc))]
    return value, [LoadProblem(path, None, note) for note in notes]


def read_checked(path: Path, kind: str, version: int, validate: Callable[[dict[str, Any], Warn], T]) -> T:
    """What ``load_json`` reads, for a file the user names (a command's argument): a file that
    does not load stays where it is and a ValueError gives the same one-line reason."""
    try:
        return validate(_read(path, kind, version), lambda note: None)
    except Exception as exc:  # the same faults load_json turns into a LoadProblem
        raise ValueError(f"{path.name} could not be loaded ({_reason(exc)})") from None


def _read(path: Path, kind: str, version: int) -> dict[str, Any]:
    # Never blocks and never follows: a FIFO opens at once (and is refused below), a link is
    # refused by the open itself (ELOOP), so what is read is the file at this path.
    fd = os.open(path, os.O_RDONLY | _NOFOLLOW | _NONBLOCK)
    with open(fd, "rb") as f:
        if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):
            raise ValueError("not a regular file")
        raw = f.read(MAX_BYTES + 1)
    if len(raw) > MAX_BYTES:
        raise ValueError(f"larger than {MAX_BYTES // 2**20} MB")
    if not raw.strip():
        raise ValueError("the file is empty")
    data = json.loads(raw, parse_constant=_no_constant)
    if not isinstance(data, dict):
        raise ValueError("not a JSON object")
    if data.get("kind") != kind:
        raise ValueError(f"not a {kind} file")
    found = data.get("format")
    if type(found) is not int or found != version:
        raise ValueError(f"format {found!r}; this version reads format {version}")
    return data


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number JSON allows")


def _reason(exc: Exception) -> str:
    if isinstance(exc, RecursionError):
        text = "nested too deeply"
    elif isinstance(exc, json.JSONDecodeError):
        text = f"not valid JSON ({exc.msg}, line {exc.lineno})"
    elif isinstance(exc, UnicodeDecodeError):
        text = "not text"
    elif isinstance(exc, OSError) and exc.errno == errno.ELOOP:
        text = "a link, not a regular file"
    elif isinstance(exc, OSError):
        text = exc.strerror or type(exc).__name__
    else:
        text = str(exc) or type(exc).__name__
    line = " ".join(text.split())
    return line if len(line) <= 200 else line[:199] + "…"


def _move_aside(path: Path, reason: str) -> LoadProblem:
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while os.path.lexists(target):  # two failures in one second: keep both
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
        n += 1
    try:
        os.replace(path, target)
    except OSError as exc:
        return LoadProblem(path, None, f"{reason}; could not be moved aside ({exc.strerror})")
    return LoadProblem(path, target, reason)
