"""docs/protocol.md names every frame type, field and error code the server knows."""

from __future__ import annotations

from pathlib import Path

from cardtable.net import protocol

DOC = (Path(__file__).parents[2] / "docs" / "protocol.md").read_text(encoding="utf-8")


def test_every_client_frame_and_field_is_documented() -> None:
    for kind, fields in protocol.CLIENT_FRAMES.items():
        assert f"| `{kind}` |" in DOC
        for name in fields:
            assert f"`{name}`" in DOC, f"{kind}.{name}"


def test_every_error_code_is_documented() -> None:
    for code in protocol.ERRORS:
        assert f"| `{code}` |" in DOC
