"""Each rules page opens with its game's seats (tools/seat_pictures.py, run by ``make notebooks``):
the stored picture is what the script draws now, it names every seat and the dealer, play goes
the engine's way, and the page gives the picture the script's sentence as its alt text."""

from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
spec = importlib.util.spec_from_file_location("seat_pictures", ROOT / "tools" / "seat_pictures.py")
seat_pictures = importlib.util.module_from_spec(spec)
sys.modules["seat_pictures"] = seat_pictures       # dataclasses look their module up by name
spec.loader.exec_module(seat_pictures)

SEATS = seat_pictures.SEATS


@pytest.mark.parametrize("seats", SEATS, ids=[s.game for s in SEATS])
def test_the_stored_picture_is_what_the_script_draws_now(seats):
    stored = (ROOT / "book" / "_static" / f"seats-{seats.game}.svg").read_text(encoding="utf-8")
    assert stored == seats.svg() + "\n", "run: python tools/seat_pictures.py"


@pytest.mark.parametrize("seats", SEATS, ids=[s.game for s in SEATS])
def test_the_picture_names_every_seat_the_dealer_and_the_direction(seats):
    svg = seats.svg()
    n = len(seats.start.table(0).hands)
    named = re.findall(r"<title>(Seat (\d)[^<(]*)\(seat \d(, dealer)?\)", svg)
    assert [int(number) for _, number, _ in named] == list(range(n))
    assert named[0][0].startswith("Seat 0 · You")
    assert [int(number) for _, number, dealer in named if dealer] == [seats.dealer]
    assert f"play goes {seats.direction.value}" in svg


@pytest.mark.parametrize("seats", SEATS, ids=[s.game for s in SEATS])
def test_the_words_agree_with_the_engine_and_the_rules_page_shows_them(seats):
    seats.check()                                         # dealer, first seat and direction
    way = "counter-clockwise, to the right" if seats.direction.value == "counter-clockwise" else "clockwise, to the left"
    assert f"Play goes {way}" in seats.words or f"play goes {way}" in seats.words
    side = "right" if "counter" in way else "left"
    assert f"seat 1 sits on your {side}" in seats.words
    page = (ROOT / "book" / f"{seats.game}-rules.md").read_text(encoding="utf-8")
    assert f"```{{image}} _static/seats-{seats.game}.svg\n:alt: {seats.words}\n" in page


def test_a_label_that_disagrees_with_the_engine_stops_the_script():
    wrong = seat_pictures.Seats("loo", SEATS[-1].start, dealer=1, first=1, direction=SEATS[-1].direction,
                                labels=SEATS[-1].labels, words=SEATS[-1].words)
    with pytest.raises(SystemExit, match="the loo engine starts with dealer"):
        wrong.svg()
