"""The bidding help in a lesson lies beside the coach, never over it: at a Skat, a Schafkopf and a Coiffeur
bidding step, at 1024×600 and 200 % in every language, the coach's words, the help and the bid
buttons are all on screen without overlapping, and the learner bids with the help still shown."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import button, click, settle

from cardtable.i18n import LANGUAGES, language, set_language, tr
from cardtable.learn.course import find
from cardtable.learn.runner import LessonController
from cardtable.storage import Settings
from cardtable.ui import recording
from cardtable.ui.app import App
from cardtable.ui.bidhelp import BiddingHelp, title
from cardtable.ui.gallery import shoot
from cardtable.ui.gallery.learning import open_lesson
from cardtable.ui.lesson import LessonCoach
from cardtable.ui.scenes.learn import lesson_table
from cardtable.ui.widgets import STYLE, set_style


@pytest.fixture
def small_app(request):
    lang, scale = request.param
    before = language(), STYLE.scale, STYLE.high_contrast  # the app sets them for the whole process
    app = App((1024, 600), Settings(language=lang, ui_scale=scale, animation="instant", sound=False))
    yield app
    for scene in reversed(app.scenes):
        scene.closed()
    pygame.display.quit()
    set_language(before[0])
    set_style(round(before[1] * 100), before[2])


def _boxes(app: App) -> dict[str, list[pygame.Rect]]:
    app.top.repaint()  # the resting things too (the side panel, the plates), not only what moves
    with recording.recording() as rec:
        app.top.draw(app.screen)
    out: dict[str, list[pygame.Rect]] = {}
    for element in rec.elements:
        out.setdefault(element.name, []).append(element.box)
    return out


@pytest.mark.parametrize("small_app", [(lang, scale) for lang in ("en", "de", "ja") for scale in (100, 200)],
                         indirect=True, ids=lambda p: f"{p[0]}-{p[1]}")
@pytest.mark.parametrize("game", ["skat", "schafkopf", "coiffeur"])
def test_the_help_shows_beside_the_coach_and_the_learner_bids_with_it_open(small_app: App, game: str) -> None:
    app = small_app
    table = open_lesson(app, game, bidding=True)
    assert table is not None and app.top is table
    controller = table.source
    assert isinstance(controller, LessonController)
    step = controller.step
    assert step is not None and step.action.kind != "PLAY"
    help_ = table.addon(BiddingHelp)
    assert help_.shown() and help_.ready() and help_.lines() != []
    settle(app, table, until=lambda: table.motion.banner is None)  # the last bid's words have left the coach panel

    assert shoot(app, None, "lesson")["overlaps"] == []
    boxes = _boxes(app)
    window = app.screen.get_rect()
    coach, helped = boxes["coach"][0], boxes["bidding help"][0]
    label = table.panel.contract_words(step.action.arg) if game == "coiffeur" else table.panel.label(step.action)
    bid = button(table, label)  # (Coiffeur's buttons name the row only)
    assert bid is not None
    for box in (coach, helped, bid.rect):
        assert window.contains(box)
    assert not coach.colliderect(helped) and not bid.rect.colliderect(helped)
    said = table.addon(LessonCoach).message()
    drawn = "".join("".join(name.split()) for name in boxes)
    assert "".join(said.split()) in drawn  # the step's words, whole, in the coach panel

    click(app, bid.rect.center)  # no dialog to close first
    settle(app, table, until=lambda: controller.step is not step)
    assert app.top is table and controller.answer is not None and controller.answer.right


@pytest.mark.parametrize("game", ["schnapsen", "hindersche"])
def test_a_lesson_without_bidding_keeps_its_side_panel(app: App, game: str) -> None:
    table = open_lesson(app, game)
    assert table is not None and not table.addon(BiddingHelp).shown()
    boxes = _boxes(app)
    assert "panel" in boxes and "bidding help" not in boxes
    # Schnapsen's help speaks of the exchange, marriages, closing and claiming; nothing is bid
    # in Hindersche, so it has no button that could only say so
    labels = [b.label for b in table.controls.extra]
    assert (title(game) in labels) == (game == "schnapsen") and tr("bidhelp.title") not in labels


def test_schnapsens_help_is_not_called_bidding_help() -> None:
    before = language()
    try:
        for lang in LANGUAGES:
            set_language(lang)
            assert title("schnapsen") != title("skat") == tr("bidhelp.title")
    finally:
        set_language(before)


def test_the_side_panel_comes_back_when_the_auction_is_over(app: App) -> None:
    """The Sauspiel lesson's third step is the declarer's lead: the panel's game, called ace
    and partner lines are back, not the help on the bidding that is over."""
    controller = LessonController(find("schafkopf", "sauspiel"), think_delay=0)
    table = app.push(lesson_table(app, controller, lambda table: None))
    settle(app, table, until=lambda: controller.step is not None and controller.step.action in table.legal)
    assert table.addon(BiddingHelp).shown()  # at the announcement
    while controller.step is not None and controller.step.action.kind != "PLAY":
        table.act(controller.step.action, confirmed=True)
        settle(app, table, until=lambda: controller.step is not None and controller.step.action in table.legal)
    assert controller.step is not None and not table.addon(BiddingHelp).shown()
    boxes = _boxes(app)
    assert "panel" in boxes and "bidding help" not in boxes
