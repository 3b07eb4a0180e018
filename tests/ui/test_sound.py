"""Generated card sounds: made at start-up, volume 0-100, silent without an audio device."""

import os
import subprocess
import sys

import pygame
import pytest

from cardtable.ui import sound
from cardtable.ui.sound import NAMES, Sounds, pcm16, synthesise


def test_sounds_are_short_bursts_that_fade_out():
    for name in NAMES:
        samples = synthesise(name)
        assert 0.04 < len(samples) / sound.RATE < 0.2
        assert max(abs(s) for s in samples[-50:]) < 0.2 * max(abs(s) for s in samples)
    assert len(pcm16([0.0, 1.0, -1.0], 2)) == 3 * 2 * 2
    with pytest.raises(ValueError):
        synthesise("bang")


def test_with_the_dummy_driver_the_sounds_load_and_play():
    sounds = Sounds(volume=150)
    assert sounds.volume == 100
    if sounds.enabled:
        assert set(sounds.sounds) == set(NAMES)
    sounds.play("play")
    sounds.set_volume(-5)
    assert sounds.volume == 0
    sounds.play("trick")


def test_silent_without_error_when_the_mixer_cannot_start(monkeypatch):
    def fail(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", fail)
    sounds = Sounds()
    assert not sounds.enabled
    for name in NAMES:
        sounds.play(name)


def test_silent_with_an_audio_driver_that_does_not_exist():
    env = {**os.environ, "SDL_AUDIODRIVER": "no-such-driver"}
    code = "from cardtable.ui.sound import Sounds; s = Sounds(); s.play('deal'); print(s.enabled)"
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip().endswith("False")
