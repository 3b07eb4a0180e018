"""The table: the scene (``scene.TableScene``), its parts and the add-on hooks (``addons``)."""
