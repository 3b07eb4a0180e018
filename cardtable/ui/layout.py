"""Where everything lies on the table, for 2, 3 or 4 seats and any window size.

Seats are placed relative to the viewer: the viewer at the bottom, the others around the
table in turn order: clockwise, or counter-clockwise (the next seat on the viewer's right) for
games played to the right such as Coiffeur and Hindersche.

One layout step gives every element its own place, so nothing can lie over anything else:
from the bottom up, the viewer's hand (its name plate and its pile in the corners beside it),
the button bar, the prompt and the message line (an illegal move, a hint) in bands of their
own; at the top, the top seat's hand or the skat; the trick in the middle. The side seats'
hands keep to the edges, beside the bands, which are only as wide as the room between them.
The card size is what the height leaves after the bands, so a large UI scale shrinks the
cards instead of pushing words over them. A resize is a new ``TableLayout`` and nothing else.
"""

from __future__ import annotations

import math

import pygame

from .tween import Pose, turned_corners
from .widgets import line_height

ASPECT = 1.54  # card height / width
SIDES = {2: ("bottom", "top"), 3: ("bottom", "left", "right"), 4: ("bottom", "left", "top", "right")}
HAND_ANGLE = {"bottom": 0.0, "top": 180.0, "left": 90.0, "right": -90.0}  # degrees clockwise
OPPONENT_SCALE = 0.8
TRICK_REACH = 0.86  # card heights from the trick's centre to its farthest edge
PLATE_WIDTH = 1.8  # card widths a corner name plate may take beside the viewer's hand
GAP = 8
PILE_SCALE = 0.85  # a pile of won tricks: cards a little smaller than in the hand
MIN_PILE_SCALE = 0.6
INDEX_SHOWN = 0.33  # card heights of an open card that must show above the next: its corner index
COLUMN_STEP = 0.54  # card widths between the two columns of an open side hand
PILE_TILT = 8.0  # degrees: the most a card in a pile of tricks lies askew
PILE_MOST = 36  # the most cards one pile can hold (a 36-card deck, every trick to one seat)
FAN_TILT = 3.0  # degrees each card of the viewer's fan turns from its neighbour
FAN_DIP = 0.012  # card heights the viewer's fan dips at k steps from its middle, times k²


class TableLayout:
    def __init__(self, size: tuple[int, int], seats: int, viewer: int, counter_clockwise: bool = False) -> None:
        w, h = size
        self.size = size
        self.seats, self.viewer = seats, viewer
        self.counter_clockwise = counter_clockwise
        self.margin = m = max(8, h // 60)
        panel_w = max(230, min(420, w // 5))
        self.panel = pygame.Rect(w - panel_w - m, m, panel_w, h - 2 * m)
        self.table = t = pygame.Rect(0, 0, self.panel.left - m, h)
        # words on the felt grow with the window (sizes before the UI scale)
        self.word_size = max(22, min(h, t.width) // 25)
        self.plate_size = max(18, self.word_size * 5 // 6)
        self.button_size = max(26, self.word_size * 13 // 16)  # action buttons' words grow with the window too
        self.button_h = max(36, line_height(self.button_size) + 12)
        self.prompt_h = line_height(self.word_size) + 10
        self.message_h = line_height(self.word_size) + 14
        self.plate_h = 2 * line_height(self.plate_size) + 8  # the name over its role
        bands = self.button_h + self.prompt_h + self.message_h + 3 * GAP
        top_reach = 0.95 if seats == 3 else OPPONENT_SCALE  # the skat, or the top seat's hand
        # everything stacked: hand and lift (1.24 ch), bands, trick (2 × reach), the top (top_reach)
        fit_h = (h - 4 * m - bands) / (1.24 + 2 * TRICK_REACH + top_reach)
        self.card_w = round(min(h * 0.2 / ASPECT, t.width * 0.115, fit_h / ASPECT))
        self.card_h = round(self.card_w * ASPECT)
        self.lift = self.card_h * 0.16
        cw, ch = self.card_w, self.card_h
        self.hand_y = h - m - ch / 2 - ch * 0.04
        hand_top = round(self.hand_y - ch / 2 - self.lift)
        self.buttons_y = hand_top - m - self.button_h // 2  # the centre of the lowest button row
        self.prompt_y = self.buttons_y - self.button_h // 2 - GAP - self.prompt_h // 2
        self.message_y = self.prompt_y - self.prompt_h // 2 - GAP - self.message_h // 2
        self.top_edge = round(m + ch * top_reach)  # below the top hand or the skat
        message_top = self.message_y - self.message_h // 2
        cy = round((self.top_edge + message_top) / 2)
        self.center = (t.centerx, cy)
        # the highest a stack of button rows may reach: the prompt and message bands above it
        # still clear the trick (and the talon beside it)
        self.bands_top = round(cy + TRICK_REACH * ch) + self.message_h + self.prompt_h + 2 * GAP
        self.drop_zone = pygame.Rect(0, 0, cw * 3.4, ch * 2.0)
        self.drop_zone.center = self.center
        # two seats: the talon left of the trick; three: nobody sits at the top, the skat lies
        # there; four: the deck is dealt from the middle and gone before the first trick
        self.stock = {2: (t.left + m + cw * 1.0, cy), 3: (t.centerx, m + ch * 0.55)}.get(seats, self.center)
        # a side seat's hand runs down the table edge, from under its plate to above the bar
        self.side_w = round(m + ch * OPPONENT_SCALE + m) if seats > 2 else 0
        side_top = (m if seats == 3 else self.top_edge) + self.plate_h + GAP
        self.side_span = (side_top, hand_top - m)
        self.side_room = max(cw, self.side_span[1] - self.side_span[0] - cw * OPPONENT_SCALE)
        # the bands between the side hands (and clear of the corners beside the viewer's hand)
        self.band = pygame.Rect(t.left + self.side_w + m, 0, t.width - 2 * (self.side_w + m), h)
        self.corner_w = round(cw * PLATE_WIDTH)
        # the trick area: the oval cards are dropped on and every seat's card in the trick
        self.oval = self.drop_zone.inflate(-cw, -ch // 3)
        self.trick_area = self.oval.unionall([card_extent(self.trick_pose(s), cw, ch) for s in range(seats)])
        self.side_pile_scale = self._side_pile_scale()

    def _side_pile_scale(self) -> float:
        """A side seat's tricks lie just inside its hand; on a narrow table (the cards sized by
        its width) a full pile of the usual size would reach into the trick area: there the
        side piles are a little smaller, so that even a full, jittered pile stays clear of it."""
        sides = [s for s in range(self.seats) if self.side(s) in ("left", "right")]
        clear = self.trick_area.inflate(2 * GAP, 2 * GAP)
        def clears(scale: float) -> bool:
            return not any(card_extent(self.pile_pose(s, i, scale), self.card_w, self.card_h).colliderect(clear)
                           for s in sides for i in range(PILE_MOST))

        return next((scale for step in range(round(100 * (PILE_SCALE - MIN_PILE_SCALE)) + 1)
                     if clears(scale := PILE_SCALE - step / 100)), MIN_PILE_SCALE)

    # ---- seats ---------------------------------------------------------------------------
    def side(self, seat: int) -> str:
        step = (seat - self.viewer) % self.seats
        return SIDES[self.seats][-step if self.counter_clockwise else step]

    def hand_poses(self, seat: int, count: int, face_up: bool) -> list[Pose]:
        """A fan: the viewer's cards large and spread, the others' smaller and tighter."""
        side = self.side(seat)
        cw, ch, t = self.card_w, self.card_h, self.table
        scale = 1.0 if side == "bottom" else OPPONENT_SCALE
        if side == "bottom":  # between the plate and the pile in the corners
            room: float = t.width - 2 * (self.margin + self.corner_w + self.margin) - cw
        elif side == "top":
            room = t.width - 2 * (self.corner_w + 2 * self.margin) - cw
        else:
            room = self.side_room
        spread = min(cw * (0.78 if side == "bottom" else 0.45), room / max(count - 1, 1))
        if side == "bottom":
            spread = min(spread, self._corners_clear(count))
        side_mid = (self.side_span[0] + self.side_span[1]) / 2
        anchor = {
            "bottom": (t.centerx, self.hand_y),
            "top": (t.centerx, self.margin + ch * scale * 0.5),
            "left": (t.left + self.margin + ch * scale * 0.5, side_mid),
            "right": (t.right - self.margin - ch * scale * 0.5, side_mid),
        }[side]
        if face_up and side != "bottom":
            return self._open_hand(side, count, spread, anchor)
        base = HAND_ANGLE[side]
        poses = []
        for i in range(count):
            k = i - (count - 1) / 2
            # only the viewer's fan curves; the others lie straight, so none reaches past the window's edge
            bend = k * k * ch * FAN_DIP if side == "bottom" else 0.0
            along, tilt = k * spread, k * FAN_TILT if side == "bottom" else 0.0
            dx, dy = {"bottom": (along, bend), "top": (-along, -bend), "left": (0.0, along), "right": (0.0, -along)}[side]
            poses.append(Pose(anchor[0] + dx, anchor[1] + dy, base + tilt, 1.0 if face_up else 0.0, scale))
        return poses

    def _corners_clear(self, count: int) -> float:
        """The widest spread at which the fan's end cards, turned and dipped, stay clear of the
        corners beside the hand as high as a name plate may reach there: a tall plate (a large
        UI scale) reaches up beside the end card's outer top corner, which leans out over it."""
        if count < 2:
            return math.inf
        ends = (count - 1) / 2
        end = turned_corners((0.0, self.hand_y + ends * ends * self.card_h * FAN_DIP), (self.card_w, self.card_h), -ends * FAN_TILT)
        reach = leftmost_below(end, self.size[1] - self.margin - self.plate_h - GAP // 2)  # (left of its centre)
        if reach is None:
            return math.inf
        return (self.table.centerx + reach - (self.table.left + self.margin + self.corner_w + GAP // 2)) / ends

    def _open_hand(self, side: str, count: int, spread: float, anchor: tuple[float, float]) -> list[Pose]:
        """Another seat's hand lying open (practice, an ouvert game): upright and in order,
        left to right and top to bottom, each card's corner index in view. At the top it keeps
        the fan's spread; down a side, where a column of upright cards is short of room,
        it becomes two columns side by side."""
        w, h = self.card_w * OPPONENT_SCALE, self.card_h * OPPONENT_SCALE
        if side == "top":
            return [Pose(anchor[0] + (i - (count - 1) / 2) * spread, anchor[1], 0.0, 1.0, OPPONENT_SCALE) for i in range(count)]
        room = self.side_span[1] - self.side_span[0] - h
        columns = 1 if room / max(count - 1, 1) >= INDEX_SHOWN * h or count < 2 else 2
        rows = -(-count // columns)
        step = min(self.card_w * 0.45, room / max(rows - 1, 1))
        offset = w * COLUMN_STEP  # the second column covers the first's right part, never its index
        left = anchor[0] - (offset * (columns - 1)) / 2
        return [Pose(left + (i % columns) * offset, anchor[1] + (i // columns - (rows - 1) / 2) * step, 0.0, 1.0, OPPONENT_SCALE)
                for i in range(count)]

    def trick_pose(self, seat: int) -> Pose:
        """Upright or nearly so, whoever played it: a turned 6 must not read as a 9."""
        cw, ch = self.card_w, self.card_h
        cx, cy = self.center
        offset, angle = {
            "bottom": ((0.05 * cw, 0.3 * ch), -4.0),
            "top": ((-0.05 * cw, -0.3 * ch), 5.0),
            "left": ((-0.7 * cw, -0.04 * ch), 9.0),
            "right": ((0.7 * cw, 0.04 * ch), -8.0),
        }[self.side(seat)]
        return Pose(cx + offset[0], cy + offset[1], angle, 1.0)

    def pile_pose(self, seat: int, index: int, side_scale: float | None = None) -> Pose:
        """A seat's tricks lie face down beside its hand, never under the words in the bands
        nor in the trick area (``side_scale``: the side piles' size, while it is being found)."""
        cw, ch, t, m = self.card_w, self.card_h, self.table, self.margin
        side = self.side(seat)
        scale = PILE_SCALE if side in ("bottom", "top") else self.side_pile_scale if side_scale is None else side_scale
        half = ch * scale / 2  # the pile lies across: its half width is half a card height
        inner = self.side_w + m + half  # just inside a side hand, level with its upper end
        tilt = math.radians(PILE_TILT)  # a card turned by the most jitter reaches a little higher
        upper = self.side_span[0] + (cw * math.cos(tilt) + ch * math.sin(tilt)) * scale / 2
        x, y = {
            "bottom": (t.right - m - self.corner_w / 2, self.hand_y + ch * 0.05),
            "top": (t.right - m - self.corner_w / 2, m + ch * OPPONENT_SCALE / 2),
            "left": (t.left + inner, upper),
            "right": (t.right - inner, upper),
        }[side]
        # a pile of tricks is never neat: a small, repeatable jitter per card; it grows upward,
        # but a side pile grows downward, away from the seat's name plate above it
        jitter = ((index * 37) % 11 - 5) * PILE_TILT / 5
        rise = -0.7 if side in ("bottom", "top") else 0.7
        return Pose(x + (index % 3 - 1) * 1.5, y + index * rise, 90 + jitter, 0.0, scale)

    def stock_pose(self, index: int) -> Pose:
        if self.seats == 3 and index < 2:  # the skat at the top: side by side, slightly fanned
            return Pose(self.stock[0] + (index - 0.5) * self.card_w * 0.6, self.stock[1], (index - 0.5) * 8.0, 0.0, 0.8)
        scale = 0.8 if self.seats == 3 else 1.0  # (the deck being dealt lies on the skat's place)
        return Pose(self.stock[0] - index * 0.6, self.stock[1] - index * 0.6, 0.0, 0.0, scale)

    def turnup_pose(self) -> Pose:
        return Pose(self.stock[0] + self.card_w * 0.42, self.stock[1], 90.0, 1.0)

    def plate_place(self, seat: int, count: int) -> tuple[str, tuple[int, int], int]:
        """Where a seat's name plate goes beside its hand of ``count`` cards: a Rect anchor
        keyword, its point and the widest the plate may be."""
        cw, ch, t, m = self.card_w, self.card_h, self.table, self.margin
        side = self.side(seat)
        if side == "bottom":  # the corner left of the hand
            return "bottomleft", (t.left + m, self.size[1] - m), self.corner_w
        if side == "top":  # left of the top hand, level with it
            poses = self.hand_poses(seat, max(count, 1), False)
            left = min(p.x for p in poses) - cw * OPPONENT_SCALE / 2 - m
            return "midright", (round(left), round(m + ch * OPPONENT_SCALE / 2)), round(left - t.left - m)
        top = self.side_span[0] - GAP  # over the side hand
        if side == "left":
            return "bottomleft", (t.left + m, top), self.side_w + self.corner_w
        return "bottomright", (t.right - m, top), self.side_w + self.corner_w


def leftmost_below(corners: list[tuple[float, float]], y: float) -> float | None:
    """The leftmost point of a convex shape's part at or below height ``y`` (None: all of it is above)."""
    xs = [px for px, py in corners if py >= y]
    for (x1, y1), (x2, y2) in zip(corners, corners[1:] + corners[:1]):
        if (y1 - y) * (y2 - y) < 0:  # an edge crossing the height
            xs.append(x1 + (x2 - x1) * (y - y1) / (y2 - y1))
    return min(xs, default=None)


def card_extent(pose: Pose, card_w: int, card_h: int) -> pygame.Rect:
    """The upright rectangle a card covers at ``pose`` (turned by its angle)."""
    w, h = card_w * pose.scale, card_h * pose.scale
    turn = math.radians(pose.angle)
    cos, sin = abs(math.cos(turn)), abs(math.sin(turn))
    rect = pygame.Rect(0, 0, math.ceil(w * cos + h * sin), math.ceil(w * sin + h * cos))
    rect.center = (round(pose.x), round(pose.y))
    return rect
