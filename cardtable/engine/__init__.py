"""The shared rules engine: cards, actions, events, rulesets, matches, serialisation.

Pure Python; nothing here (or in ``games`` and ``ai``) may import pygame.
"""
