"""Where everything lies on the table, for 2, 3 or 4 seats and any window size.

Seats are placed relative to the viewer: the viewer at the bottom, the others around the
table in turn order: clockwise, or counter-clockwise (the next seat on the viewer's right) for
games played to the right such as Coiffeur and Hindersche. Every position is computed from the window size, so a resize is a new
``TableLayout`` and nothing else.
"""

from __future__ import annotations

import pygame

from .tween import Pose

ASPECT = 1.54  # card height / width
SIDES = {2: ("bottom", "top"), 3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}
HAND_ANGLE = {"bottom": 0.0, "top": 180.0, "left": 90.0, "right": -90.0}  # degrees clockwise
OPPONENT_SCALE = 0.8


class TableLayout:
    def __init__(self, size: tuple[int, int], seats: int, viewer: int, counter_clockwise: bool = False) -> None:
        w, h = size
        self.size = size
        self.seats, self.viewer = seats, viewer
        self.counter_clockwise = counter_clockwise
        self.margin = m = max(8, h // 60)
        panel_w = max(230, min(420, w // 5))
        self.panel = pygame.Rect(w - panel_w - m, m, panel_w, h - 2 * m)
        self.table = pygame.Rect(0, 0, self.panel.left - m, h)
        self.card_w = round(min(h * 0.2 / ASPECT, self.table.width * 0.115))
        self.card_h = round(self.card_w * ASPECT)
        self.lift = self.card_h * 0.16
        cw, ch, t = self.card_w, self.card_h, self.table
        self.center = (t.centerx, round(h * 0.43))
        cy = self.center[1]
        self.drop_zone = pygame.Rect(0, 0, cw * 3.4, ch * 2.0)
        self.drop_zone.center = self.center
        # with three seats nobody sits at the top: the stock (Skat's skat) lies there
        self.stock = (t.centerx, m + ch * 0.55) if seats == 3 else (t.left + m + cw * 1.0, cy)
        self.side_room = h * 0.4  # a left or right hand's length along the table edge
        self.hand_y = h - m - ch / 2 - ch * 0.04
        self.buttons_y = round(self.hand_y - ch / 2 - self.lift - m - 22)
        self.prompt_y = self.buttons_y - 44
        self.message_y = round(cy + ch * 0.95)

    # ---- seats ---------------------------------------------------------------------------
    def side(self, seat: int) -> str:
        step = (seat - self.viewer) % self.seats
        return SIDES[self.seats][-step if self.counter_clockwise else step]

    def hand_poses(self, seat: int, count: int, face_up: bool) -> list[Pose]:
        """A fan: the viewer's cards large and spread, the others' smaller and tighter."""
        side = self.side(seat)
        cw, ch, t = self.card_w, self.card_h, self.table
        scale = 1.0 if side == "bottom" else OPPONENT_SCALE
        room = (t.width - 4 * cw) if side in ("bottom", "top") else self.side_room
        spread = min(cw * (0.78 if side == "bottom" else 0.45), room / max(count, 1))
        anchor = {
            "bottom": (t.centerx, self.hand_y),
            "top": (t.centerx, self.margin + ch * scale * 0.5),
            "left": (t.left + self.margin + ch * scale * 0.55, self.center[1]),
            "right": (t.right - self.margin - ch * scale * 0.55, self.center[1]),
        }[side]
        base = HAND_ANGLE[side]
        poses = []
        for i in range(count):
            k = i - (count - 1) / 2
            bend = k * k * ch * (0.012 if side in ("bottom", "top") else 0.005)  # side fans stay on the table
            along, tilt = k * spread, k * (3.0 if side == "bottom" else 2.0)
            dx, dy = {"bottom": (along, bend), "top": (-along, -bend), "left": (bend * -1, along), "right": (bend, -along)}[side]
            poses.append(Pose(anchor[0] + dx, anchor[1] + dy, base + tilt, 1.0 if face_up else 0.0, scale))
        return poses

    def trick_pose(self, seat: int) -> Pose:
        cw, ch = self.card_w, self.card_h
        cx, cy = self.center
        offset, angle = {
            "bottom": ((0.05 * cw, 0.3 * ch), -4.0),
            "top": ((-0.05 * cw, -0.3 * ch), 5.0),
            "left": ((-0.62 * cw, 0.0), 84.0),
            "right": ((0.62 * cw, 0.0), -82.0),
        }[self.side(seat)]
        return Pose(cx + offset[0], cy + offset[1], angle, 1.0)

    def pile_pose(self, seat: int, index: int) -> Pose:
        cw, ch, t, m = self.card_w, self.card_h, self.table, self.margin
        inset, side_y = ch * (OPPONENT_SCALE + 0.45), self.center[1] + ch * 0.9  # inside a side hand, below the trick
        x, y = {
            "bottom": (t.right - m - cw * 0.75, self.hand_y - ch * 0.05),
            "top": (t.centerx + cw * 2.8, m + ch * 0.45),  # beside the top hand, clear of the plates
            "left": (t.left + m + inset, side_y),
            "right": (t.right - m - inset, side_y),
        }[self.side(seat)]
        # a pile of tricks is never neat: a small, repeatable jitter per card
        jitter = ((index * 37) % 11 - 5) * 1.6
        return Pose(x + (index % 3 - 1) * 1.5, y - index * 0.7, 90 + jitter, 0.0, 0.85)

    def stock_pose(self, index: int) -> Pose:
        if self.seats == 3:  # a small stock at the top (Skat's skat): side by side, slightly fanned
            return Pose(self.stock[0] + (index - 0.5) * self.card_w * 0.6, self.stock[1], (index - 0.5) * 8.0, 0.0, 0.8)
        return Pose(self.stock[0] - index * 0.6, self.stock[1] - index * 0.6, 0.0, 0.0)

    def turnup_pose(self) -> Pose:
        return Pose(self.stock[0] + self.card_w * 0.42, self.stock[1], 90.0, 1.0)

    def name_anchor(self, seat: int) -> tuple[str, tuple[int, int]]:
        """Where a seat's name plate goes, as a Rect anchor keyword and point."""
        cw, t, m = self.card_w, self.table, self.margin
        side = self.side(seat)
        if side == "bottom":
            return "bottomleft", (t.left + m * 2, self.size[1] - m * 2)
        if side == "top":
            return "topleft", (t.left + m * 2, m * 2)
        above = round(self.center[1] - self.side_room / 2 - cw * OPPONENT_SCALE / 2 - m)  # over a full side hand
        if side == "left":
            return "bottomleft", (t.left + m, above)
        return "bottomright", (t.right - m, above)
