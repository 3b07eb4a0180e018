from pathlib import Path

import platformdirs

from cardtable.storage import config_dir, data_dir


def test_cardtable_home_holds_config_and_data(home):
    assert config_dir() == data_dir() == home


def test_the_platform_folders_without_cardtable_home(monkeypatch):
    for value in (None, ""):
        if value is None:
            monkeypatch.delenv("CARDTABLE_HOME")
        else:
            monkeypatch.setenv("CARDTABLE_HOME", value)
        assert config_dir() == Path(platformdirs.user_config_dir("cardtable", appauthor=False))
        assert data_dir() == Path(platformdirs.user_data_dir("cardtable", appauthor=False))
