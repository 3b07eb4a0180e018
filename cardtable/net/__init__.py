"""Play on other machines: a table server (``server``), its protocol (``protocol``), computer
players that join over the network (``bot``) and the app's client (``remote``)."""
