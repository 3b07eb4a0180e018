"""The statistics screen opens on the game played last and draws its pictures — the results
over time, the win rate per level of computer, the review's average cost — inside the window
at 1024×600 in every language, nothing overlapping, and the numbers the player expects."""

from __future__ import annotations

import pygame
import pytest
from table_helpers import settle

from cardtable.i18n import language, set_language, tr
from cardtable.i18n.numbers import decimal
from cardtable.session.review import total_loss
from cardtable.storage import Settings, load_statistics, record_deal
from cardtable.storage.statistics import Costs, Statistics
from cardtable.ui import recording
from cardtable.ui.app import App
from cardtable.ui.gallery import shoot
from cardtable.ui.gallery.situations import played_deal, sample_statistics
from cardtable.ui.scenes.menu import MainMenu
from cardtable.ui.scenes.review import ReviewScene
from cardtable.ui.scenes.statistics import WIN, StatisticsScene
from cardtable.ui.widgets import RED, STYLE, set_style


def drawn_words(app: App) -> list[str]:
    with recording.recording() as rec:
        app.top.draw(app.screen)
    return [t.name for t in rec.texts()]


def told(words: str, drawn: list[str]) -> bool:
    """``words`` were drawn, perhaps wrapped over several lines."""
    return "".join(words.split()) in "".join("".join(drawn).split())


def test_the_screen_opens_on_the_game_played_last(app: App) -> None:
    record_deal("skat", ["", "Anna", "Ben"], [24, 0, 0], ["human", "normal", "normal"])
    record_deal("coiffeur", ["", "Anna", "Ben"], [3, 1, 0], ["human", "normal", "normal"])
    screen = app.push(StatisticsScene(app))
    assert screen.game == "coiffeur"
    assert screen.widgets[0].value == "coiffeur"


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
@pytest.mark.parametrize("scale", [100, 200])
def test_the_pictures_fit_1024x600_in_every_language(lang: str, scale: int) -> None:
    before = language(), STYLE.scale, STYLE.high_contrast  # the app sets them for the whole process
    app = App((1024, 600), Settings(language=lang, ui_scale=scale, sound=False))
    try:
        app.push(MainMenu(app))
        screen = app.push(StatisticsScene(app, sample_statistics()))
        app.step(1 / 60)
        measured = shoot(app, None, "statistics")
        assert measured["overlaps"] == [] and measured["missing_glyphs"] == 0 and measured["min_text_px"] >= 11
        window = app.screen.get_rect()
        for box in (screen.sheet, screen.over_time, screen.by_level, *(w.rect for w in screen.widgets)):
            assert window.contains(box)
        assert not screen.over_time.colliderect(screen.by_level) and not screen.sheet.colliderect(screen.over_time)
        words = drawn_words(app)
        costs = screen.pictures.costs[""]
        cost = tr("statistics.cost", loss=decimal(costs.average), n=costs.deals,
                  unit=tr(f"review.unit.{screen.game}"))
        assert told(cost, words)  # the review's cost
        for level in ("easy", "normal", "expert"):  # each level's win rate, as the figures say
            record = screen.pictures.levels[""][level]
            rate = tr("statistics.rate", percent=round(100 * record.wins / record.matches), wins=record.wins,
                      matches=record.matches)
            assert rate in words, (level, rate)
    finally:
        pygame.display.quit()
        set_language(before[0])
        set_style(round(before[1] * 100), before[2])


def test_the_results_chart_shows_wins_and_losses_as_bars(app: App) -> None:
    stats = Statistics()
    for n, score in enumerate([3, -2, 1, -1, 2, 2, -3]):
        stats = stats.with_deal("schnapsen", ["", "Anna"], [score, -score], ["human", "expert"], f"2026-11-{n + 1:02d}")
    screen = app.push(StatisticsScene(app, stats))
    app.step(1 / 60)
    words = drawn_words(app)
    assert tr("statistics.last_deals", n=7) + " · 2026-11-01 – 2026-11-07" in words
    chart = screen.over_time
    colours = {tuple(app.screen.get_at((x, y)))[:3] for x in range(chart.left, chart.right, 2)
               for y in range(chart.top, chart.bottom, 2)}
    assert WIN in colours and RED in colours  # a green bar for each win, a red one for each loss


def test_without_play_the_pictures_say_so(app: App) -> None:
    app.push(StatisticsScene(app, Statistics()))
    app.step(1 / 60)
    words = drawn_words(app)
    for key in ("statistics.no_results", "statistics.no_matches", "statistics.no_reviews"):
        assert told(tr(key), words), key


def test_a_finished_review_adds_its_cost_to_the_statistics_once(app: App) -> None:
    record = played_deal("schnapsen")
    for _ in range(2):  # the same deal reviewed twice
        review = app.push(ReviewScene(app, record))
        settle(app, review, until=lambda scene=review: scene.verdicts is not None, timeout=180)
        app.pop(review)
    stats, _ = load_statistics()
    name = record.players[review.seat]
    assert stats.of("schnapsen").costs[name] == Costs(1, total_loss(review.verdicts, review.seat))


def test_with_two_human_players_the_pictures_show_the_one_chosen(app: App) -> None:
    stats = Statistics()
    for n in range(3):
        stats = stats.with_deal("skat", ["", "Mia", "Ben"], [n, 5, 0], ["human", "human", "easy"])
    stats = stats.with_deal("skat", ["", "Mia", "Ben"], [1, 7, 0], ["human", "normal", "easy"])
    screen = app.push(StatisticsScene(app, stats))
    app.step(1 / 60)
    who = screen.widgets[1]
    assert [text for _, text in who.options] == [tr("table.you"), "Mia"] and screen.player == ""
    who.step(1)
    assert screen.player == "Mia"
    assert tr("statistics.over_time_of", name="Mia") in drawn_words(app)
    assert tr("statistics.last_deals", n=3) in " ".join(drawn_words(app))  # Mia's three deals as a human


@pytest.mark.parametrize("lang", ["en", "de", "ja"])
def test_one_deal_is_one_thin_bar_and_said_in_the_singular(lang: str) -> None:
    before = language()
    app = App((1024, 600), Settings(language=lang, sound=False))
    try:
        stats = Statistics().with_deal("skat", ["", "Anna", "Ben"], [24, 0, 0], ["human", "easy", "easy"], "2026-11-03")
        stats = stats.with_review("skat", "", "deal-1", 12)
        screen = app.push(StatisticsScene(app, stats))
        app.step(1 / 60)
        words = drawn_words(app)
        assert tr("statistics.last_deal_one") + " · 2026-11-03" in words
        assert told(tr("statistics.cost_one", loss="12", unit=tr("review.unit.skat")), words)
        assert not any(tr("statistics.last_deals", n=1) in w for w in words)
        box = screen.over_time
        green = [(x, y) for x in range(box.left, box.right) for y in range(box.top, box.bottom)
                 if tuple(app.screen.get_at((x, y)))[:3] == WIN]
        width = max(x for x, _ in green) - min(x for x, _ in green) + 1
        height = max(y for _, y in green) - min(y for _, y in green) + 1
        assert width <= box.width // 15  # not a block across the chart
        assert height < box.height * 0.75  # and room above it: the scale's top is a round number over 24
    finally:
        pygame.display.quit()
        set_language(before)


def _with_pars(deals: list[tuple[float, float]]) -> Statistics:
    stats = Statistics()
    for n, (played, par) in enumerate(deals):
        day = f"2026-11-{1 + n * 20 // len(deals):02d}"
        stats = stats.with_deal("skat", ["", "Anna", "Ben"], [played, 0, 0], ["human", "easy", "easy"], day)
        stats = stats.with_par("skat", "", played, par, day)
    return stats


def _share(app: App, bar: pygame.Rect, color: tuple[int, int, int]) -> float:
    pixels = [tuple(app.screen.get_at((x, y)))[:3] for x in range(bar.left, bar.right) for y in range(bar.top, bar.bottom)]
    return sum(p == color for p in pixels) / len(pixels)


def test_against_par_is_a_chart_of_each_deals_score_minus_its_par(app: App) -> None:
    screen = app.push(StatisticsScene(app, _with_pars([(24, 18), (-30, 20), (36, 36)])))
    app.step(1 / 60)
    plot = screen.plots["par"]
    ahead, behind, level = plot.bars
    assert ahead.bottom == plot.zero and _share(app, ahead, WIN) > 0.8  # 6 better than the expert: green, above
    assert behind.top == plot.zero and _share(app, behind, RED) > 0.8  # 50 worse: red, below
    assert behind.height > 5 * ahead.height and level.height == 1
    assert screen.par_chart is not None and screen.par_chart.contains(plot.area)
    assert not screen.par_chart.colliderect(screen.over_time) and not screen.par_chart.colliderect(screen.by_level)
    words = drawn_words(app)
    assert tr("statistics.par", unit=tr("review.unit.skat")) in words
    assert any(w.startswith(tr("statistics.par_last_deals", n=3, difference="\u221214.7")) for w in words)
    assert "+10" in words and "\u2212100" in words  # the scale's ends, signed, in the game's unit
    assert shoot(app, None, "statistics")["overlaps"] == []


@pytest.mark.parametrize("deals", [1, 5, 200])
@pytest.mark.parametrize("lang, scale", [("en", 100), ("de", 200), ("ja", 200)])
def test_the_par_chart_fits_1024x600_with_one_deal_a_few_and_many(deals: int, lang: str, scale: int) -> None:
    before = language(), STYLE.scale, STYLE.high_contrast
    app = App((1024, 600), Settings(language=lang, ui_scale=scale, sound=False))
    try:
        screen = app.push(StatisticsScene(app, _with_pars([(n % 7 - 3, n % 5 - 2) for n in range(deals)])))
        app.step(1 / 60)
        measured = shoot(app, None, "statistics")
        assert measured["overlaps"] == [] and measured["min_text_px"] >= 11
        plot = screen.plots["par"]
        assert len(plot.bars) == min(deals, 60) and app.screen.get_rect().contains(screen.par_chart)
        for bar, (played, par) in zip(plot.bars, [(n % 7 - 3, n % 5 - 2) for n in range(deals)][-60:], strict=True):
            assert (bar.bottom == plot.zero) if played > par else (bar.top == plot.zero)
        if deals == 1:
            assert any(w.startswith(tr("statistics.par_last_deal_one", difference="\u22121")) for w in drawn_words(app))
    finally:
        pygame.display.quit()
        set_language(before[0])
        set_style(round(before[1] * 100), before[2])
