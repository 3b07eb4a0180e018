import pytest

from cardtable.storage import paths


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    """Every storage test writes under its own temporary CARDTABLE_HOME."""
    monkeypatch.setenv(paths.HOME_ENV, str(tmp_path))
    return tmp_path
