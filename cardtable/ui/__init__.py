"""pygame-ce user interface: scenes, card sprites, art loading."""
