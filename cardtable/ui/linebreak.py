"""Line breaking for every language: at spaces, after the hyphen of a compound ("Schellen-Unter"),
and between characters of text written without spaces (Japanese), keeping the Japanese rules of where a line may not start or end (kinsoku:
no line starts with 。、」ー, a slash or a small kana, none ends with 「 or （).
"""

from __future__ import annotations

import pygame

from ..i18n import CJK

NO_START = set("、。，．・：；？！ー―…‥」』）］｝〕〉》】ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々ゝゞヽヾ)]}.,:;!?%/／")
NO_END = set("「『（［｛〔〈《【([{")


def _breaks_between(a: str, b: str) -> bool:
    if a == "-" and b.isalpha() and not CJK.match(b):  # after a word's hyphen: "Schellen-" / "Unter"
        return True
    cjk_a, cjk_b = bool(CJK.match(a)), bool(CJK.match(b))
    if not (cjk_a or cjk_b) or b in NO_START or a in NO_END:
        return False
    # Beside other text only at a bracket: "66点", "Oberを" and "ザウ/Sau" stay whole, "ン(Ober)は" may break
    return cjk_a == cjk_b or a in ")]}" or b in "([{"


def chunks(text: str) -> list[tuple[str, bool]]:
    """``text`` cut where a line may break: (piece, whether a space stood before it)."""
    out: list[tuple[str, bool]] = []
    for word in text.split():
        start = 0
        for i in range(1, len(word) + 1):
            if i == len(word) or _breaks_between(word[i - 1], word[i]):
                piece = word[start:i]
                if start == 0 and out and piece[0] in NO_START:  # "ザウ / Sau": the slash stays on the line before
                    out[-1] = (f"{out[-1][0]} {piece}", out[-1][1])
                else:
                    out.append((piece, start == 0))
                start = i
    return out


def wrap(text: str, font: pygame.font.Font, width: int) -> list[str]:
    """``text`` in lines no wider than ``width`` pixels where it can be broken (greedy)."""
    lines: list[str] = []
    line = ""
    for piece, spaced in chunks(text):
        trial = f"{line} {piece}" if spaced and line else line + piece
        if line and font.size(trial)[0] > width:
            lines.append(line)
            line = piece
        else:
            line = trial
    return lines + ([line] if line else [])


def _hiragana(c: str) -> bool:
    return "\u3041" <= c <= "\u309f"


def two_lines(text: str, font: pygame.font.Font, width: int) -> list[str] | None:
    """``text`` on two lines no wider than ``width`` (a label beside its box), broken where it
    reads best: at a space, or in Japanese after a particle before other script ("最後のトリックの /
    ボーナス"), then as even as can be; None when no break fits."""
    pieces = chunks(text)
    best: tuple[tuple[bool, int], list[str]] | None = None
    for n in range(1, len(pieces)):
        lines = ["", ""]
        for i, (piece, spaced) in enumerate(pieces):
            k = int(i >= n)
            lines[k] = f"{lines[k]} {piece}" if spaced and lines[k] else lines[k] + piece
        widths = [font.size(line)[0] for line in lines]
        if max(widths) > width:
            continue
        before, after = lines[0][-1], lines[1][0]
        natural = pieces[n][1] or (_hiragana(before) and not _hiragana(after))
        rank = (natural, -abs(widths[0] - widths[1]))
        if best is None or rank > best[0]:
            best = rank, lines
    return best[1] if best is not None else None
