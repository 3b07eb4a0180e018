"""Play online: *Host on this machine* (a table server inside the app for the home network)
and *Join* (address and code, the last ones remembered), then the lobby where the seats fill
and everybody says ready; the deal itself is played at the usual table (``ui.online``)."""

from __future__ import annotations

import functools

import pygame
from websockets.exceptions import WebSocketException

from ... import games
from ...ai import levels
from ...i18n import tr
from ...i18n.punctuation import labelled
from ...net import codes, recent
from ...net.client import ServerError
from ...net.host import ServerThread, host_table, lan_addresses
from ...net.protocol import CODE_LENGTH, CODE_LETTERS
from ...net.remote import RemoteTable
from ...storage import paths
from ...storage.seats import HUMAN, TABLE_LEVELS
from ..online import Online
from ..widgets import GOLD, INK, INK_DIM, Button, Choice, TextField, blit_text, font, line_height, scaled
from .dialogs import Dialog
from .menu import MenuScene, level_text

TIMERS = (0, 15, 30, 60, 120)


class OnlineScene(MenuScene):
    """Host a table (game, who sits where, a move timer) or join one (address, code)."""

    @property
    def title(self) -> str:
        return tr("online.title")

    def __init__(self, app) -> None:
        self.last = recent.load()
        self.game = app.settings.last_game or "schnapsen"
        self.others: list[str] = []
        self.name_field: TextField | None = None
        self.timer_choice: Choice | None = None
        super().__init__(app)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        rules = games.get(self.game)()
        kinds = [HUMAN, *(lv for lv in TABLE_LEVELS if lv in levels(self.game))]
        self.others = (self.others + [HUMAN] * rules.seats)[: rules.seats - 1]
        row_h, gap = max(scaled(34), h // 22), max(8, h // 90)
        size_text = max(18, h // 36)
        col_w = min(560, (w - 120) // 2)
        top = round(h * 0.04) + line_height(h // 14) + line_height(size_text) + 24
        left = pygame.Rect(w // 2 - col_w - 30, top, col_w, row_h)
        right = pygame.Rect(w // 2 + 30, top, col_w, row_h)
        name = TextField(tr("online.name"), self.name_field.value if self.name_field else self.last.name, limit=40,
                         size=size_text)
        game = Choice(tr("online.game"), [(g, tr(f"game.{g}")) for g in games.rulesets()], on_change=self._set_game,
                      size=size_text)
        game.select(self.game)
        seats = []
        for i, kind in enumerate(self.others):
            row = Choice(tr("online.seat", n=i + 2), [(k, tr("online.person") if k == HUMAN else level_text(k)) for k in kinds],
                         on_change=functools.partial(self._set_seat, i), size=size_text)
            row.select(kind)
            seats.append(row)
        timer = Choice(tr("online.timer"), [(t, tr("online.seconds", n=t) if t else tr("online.timer_off")) for t in TIMERS],
                       size=size_text)
        timer.select(self.timer_choice.value if self.timer_choice else 0)
        self.name_field, self.timer_choice = name, timer
        hosting = [name, game, *seats, timer]
        for i, widget in enumerate(hosting):
            widget.rect = left.move(0, i * (row_h + gap))
        host = Button(tr("online.host"), self.host, size=size_text, hot=True)
        host.rect = pygame.Rect(left.left, left.top + len(hosting) * (row_h + gap) + gap, col_w, row_h)
        self.address_field = TextField(tr("online.address"), self.last.address, limit=120, size=size_text,
                                       placeholder="ws://192.168.1.20:8765")
        self.code_field = TextField(tr("online.code"), self.last.code, limit=24, size=size_text, placeholder="ACDEF-HJKMN")
        self.address_field.rect = right.move(0, 0)
        self.code_field.rect = right.move(0, row_h + gap)
        join = Button(tr("online.join"), self.join, size=size_text, hot=True)
        join.rect = pygame.Rect(right.left, right.top + 2 * (row_h + gap) + gap, col_w, row_h)
        back = Button(tr("online.back"), lambda: self.app.pop(self), size=size_text)
        back.rect = pygame.Rect(w // 2 - col_w // 4, h - row_h - 30, col_w // 2, row_h)
        self.heading_y = top - line_height(size_text) - 10
        self.columns = (left, right)
        self.text_size = size_text
        self.widgets = [*hosting, host, self.address_field, self.code_field, join, back]

    def _set_game(self, game: str) -> None:
        self.game = game
        self.resize(self.app.size)

    def _set_seat(self, i: int, kind: str) -> None:
        self.others[i] = kind

    def _name(self) -> str:
        return " ".join(self.name_field.value.split())[:40] if self.name_field else ""

    def host(self) -> None:
        try:
            server, code = host_table(paths.data_dir() / "server", self.game, [HUMAN, *self.others], {},
                                      self.timer_choice.value if self.timer_choice else 0)
        except (OSError, WebSocketException, ServerError) as exc:
            self._tell(tr("online.no_host", why=str(exc)))
            return
        self._enter(f"ws://127.0.0.1:{server.port_bound}", code, server)

    def join(self) -> None:
        """Join by address and code, or by an invite link typed as the address."""
        text = self.address_field.value.strip()
        try:
            address, code = codes.table_address(text, text if text.startswith(codes.INVITE_SCHEME) else
                                                self.code_field.value)
        except ValueError:
            address, code = "", ""
        if not address.startswith(("ws://", "wss://")):
            self._tell(tr("online.bad_address", form="ws://HOST:PORT", link="cardtable://HOST:PORT/CODE"))
            return
        if len(code) != CODE_LENGTH or not set(code) <= set(CODE_LETTERS):
            self._tell(tr("online.bad_code"))
            return
        self._enter(address, code, None)

    def _enter(self, address: str, code: str, server: ServerThread | None) -> None:
        """Take a seat (the one this app held at this table before, with its kept token)."""
        shown = codes.shown(code)
        kept = self.last.token if (self.last.address, self.last.code) == (address, shown) else ""
        try:
            try:
                table = RemoteTable.join(address, code, self._name(), kept or None)
            except ServerError as exc:
                if not kept or exc.code != "bad_token":
                    raise
                table = RemoteTable.join(address, code, self._name())  # that seat went to someone else
        except ServerError as exc:
            known = exc.code in ("no_table", "bad_token", "seat_taken", "rate_limited", "bad_table")
            self._tell(tr(f"online.error.{exc.code}" if known else "online.error.other",
                          detail=str(exc.frame.get("detail", ""))))
            if server is None:
                self._keep(address, shown, "")
            else:
                server.stop()
            return
        except (OSError, WebSocketException, TimeoutError) as exc:
            self._tell(tr("online.no_reach", address=address, why=str(exc) or type(exc).__name__))
            if server is not None:
                server.stop()
            return
        if server is None:
            self._keep(address, shown, table.token)
        self.app.push(LobbyScene(self.app, table, server))

    def _keep(self, address: str, code: str, token: str) -> None:
        self.last = recent.Recent(address, code, self._name(), token)
        recent.save(self.last)

    def _tell(self, line: str) -> None:
        self.app.push(Dialog(self.app, tr("online.title"), [line], [(tr("dialog.ok"), lambda: None)]))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_title(surface, round(surface.get_height() * 0.04))
        left, right = self.columns
        blit_text(surface, tr("online.host_heading"), self.text_size + 2, GOLD, topleft=(left.left, self.heading_y))
        blit_text(surface, tr("online.join_heading"), self.text_size + 2, GOLD, topleft=(right.left, self.heading_y))


class LobbyScene(MenuScene):
    """The table's code and address, who sits where, and Ready; the table once dealt."""

    def __init__(self, app, table: RemoteTable, server: ServerThread | None) -> None:
        self.table, self.server = table, server
        super().__init__(app)

    @property
    def title(self) -> str:
        return tr("online.table", code=codes.shown(self.table.table_code))

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.text_size = max(18, h // 34)
        bh = max(scaled(34), line_height(self.text_size) + 10)
        ready = Button(tr("online.ready"), self.ready, size=self.text_size, hot=True)
        leave = Button(tr("online.leave"), self.leave, size=self.text_size)
        bw = min(320, (w - 80) // 2)
        ready.rect = pygame.Rect(w // 2 + 16, h - bh - 36, bw, bh)
        leave.rect = pygame.Rect(w // 2 - bw - 16, h - bh - 36, bw, bh)
        self.widgets = [ready, leave]

    def ready(self) -> None:
        self.table.next_deal()

    def leave(self) -> None:
        self.table.close()
        if self.server is not None:
            self.server.stop()
        self.app.pop(self)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.table.deal_running and self.app.top is self:
            self.app.reset(Online.table_for(self.app, self.table, self.server))

    def lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """What the lobby says: how others join, then every seat."""
        out: list[tuple[str, tuple[int, int, int]]] = []
        code = codes.shown(self.table.table_code)
        if self.server is not None:
            port = self.server.port_bound
            for address in lan_addresses() or ["127.0.0.1"]:
                out.append((tr("online.tell", address=f"ws://{address}:{port}", code=code), INK))
            out.append((tr("online.invite", link=codes.invite(f"ws://{(lan_addresses() or ['127.0.0.1'])[0]}:{port}",
                                                              self.table.table_code)), INK_DIM))
        else:
            out.append((tr("online.invite", link=codes.invite(self.table.url, self.table.table_code)), INK_DIM))
        out.append(("", INK))
        status = self.table.table_status
        for i, seat in enumerate(status["seats"]):
            out.append((labelled(tr("online.seat", n=i + 1), seat_line(seat, i == self.table.viewer)), INK))
        out.append(("", INK))
        out.append((tr("online.waiting"), INK_DIM))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        w, h = surface.get_size()
        self.draw_title(surface, round(h * 0.04))
        y = round(h * 0.04) + line_height(h // 9) + 12
        for text, color in self.lines():
            size = self.text_size
            while size > 12 and font(size).size(text)[0] > w - 80:
                size -= 1
            blit_text(surface, text, size, color, midtop=(w // 2, y))
            y += line_height(size) + 4


def seat_line(seat: dict, mine: bool) -> str:
    """One seat in the lobby: who, and whether they are here and ready."""
    if seat["kind"] != HUMAN:
        return tr("online.computer", level=tr(f"menu.level.{seat['kind']}"))
    if not seat["taken"]:
        return tr("online.open")
    name = seat["name"] or tr("online.you")
    state = [tr("online.present") if seat["present"] else tr("online.away")]
    if seat["ready"]:
        state.append(tr("online.is_ready"))
    if seat["standin"]:
        state.append(tr("online.standin"))
    return f"{name}{' (' + tr('online.you') + ')' if mine and seat['name'] else ''} – {', '.join(state)}"
