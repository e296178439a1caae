"""Every benchmark script still runs (issue 21, item 6): each bench/*.py at its tiny size (``--tiny``),
in a subprocess from the project root, exits 0 and prints its figures. A benchmark run, never a
timed assertion: the figures at this size mean nothing and nothing here looks at their values."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
BENCHES = sorted(p.name for p in (ROOT / "bench").glob("*.py") if p.name != "timing.py")

# What each bench prints at its tiny size: the lines that carry its figures, each with a number.
FIGURES = {
    "black_maria.py": ["cardlib.black_maria.fast.random_deals, batches of", "baseline, the same before the batch kit:",
                       "cardlib one deal per call (plain Python):", "the bot's policy in batches of",
                       "average penalty per deal: bot", "answer time per click: median"],
    "book.py": ["execute a one-cell notebook (import cardlib)"],
    "clicks.py": [f"{game:12} {clock:4} " for game in ("mus", "black_maria", "handjass", "loo") for clock in ("wall", "cpu")]
                 + [f"{game:12} after " for game in ("mus", "black_maria", "handjass", "loo")],
    "expert.py": ["penalty points a deal: expert", "chips a deal: expert", "strokes a deal: expert",
                  "points a deal (the team's less the other team's): expert", "whole games won: the expert pair",
                  "The bench ran"],
    "handjass.py": ["cardlib batched numpy (200 deals a batch):", "baseline, the same before the batch kit:",
                    "cardlib one deal per call (plain Python):", "legal_cards (pure Python, new positions):",
                    "legal_cards (each position asked twice):"],
    "loo.py": ["2 opponents:", "4,000 deals:", "Random 5-player deals, numpy batch of 200:",
               "Random 5-player deals through the play protocol", "Decision trainer: answer",
               "Legal-card trainer:", "Play table, 4 players:", "bot:", "the bot won (or shared)"],
    "mus.py": ["batch (numpy):", "pure Python:", "full four-seat showdowns (batch):", "win_probability, 1,000 trials:",
               "odds explorer, new hand", "contest explorer, Deal:", "random players:", "four MusBots:"],
    "review.py": ["loo: ", "a deal's review takes"],
}


def test_every_bench_is_listed_with_its_figures():
    """A new bench gets its figures listed here, so that it is run too."""
    assert BENCHES == sorted(FIGURES)


def run(*args: str) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT), MPLBACKEND="Agg")
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)


@pytest.mark.parametrize("bench", BENCHES)
def test_the_bench_runs_at_its_tiny_size_and_prints_its_figures(bench):
    done = run(f"bench/{bench}", "--tiny")
    assert done.returncode == 0, f"bench/{bench} --tiny failed:\n{done.stdout}\n{done.stderr}"
    lines = done.stdout.splitlines()
    for start in FIGURES[bench]:
        line = next((ln for ln in lines if start in ln), None)
        assert line is not None, f"bench/{bench} --tiny printed no line with {start!r}:\n{done.stdout}"
        after = line[line.index(start) + len(start):]
        assert re.search(r"\d", after), f"bench/{bench}: no figure after {start!r}: {line!r}"


def test_the_handjass_calibration_runs_at_its_tiny_size():
    done = run("bench/handjass.py", "--calibrate", "--tiny")
    assert done.returncode == 0, done.stderr
    assert "(5 seeded deals a line)" in done.stdout
    assert len([ln for ln in done.stdout.splitlines() if "players," in ln and "line 2" in ln]) == 12


def test_the_click_bench_presses_a_legal_button_whose_label_says_more_than_its_action():
    """Handjass's two-player split offers 'agree: +1 each, no play' for the action agree: the click
    bench finds a button by its action, not its label (it stopped at seed 2's first split)."""
    sys.path.insert(0, str(ROOT / "bench"))
    try:
        import clicks
    finally:
        sys.path.remove(str(ROOT / "bench"))
    view = clicks.live_view("handjass", 2)
    labels = set()
    for _ in range(200):
        if view.state.is_over:
            break
        labels |= {b.description for b in view.choices}
        clicks.click(view)
    assert "agree: +1 each, no play" in labels          # the game reached the split, and went past it
