"""The Mus bot's odds against an órdago (``ordago_odds``), computed in one vectorised pass over every
hand the bettor could hold, are the same numbers the old estimate (one simulation a hand) gave,
and the bot's choices are unchanged.

``mus_odds_record.json`` was written by this module's ``main`` with the old code (``ordago_odds``
calling ``_odds`` once for every hand the bettor holds in the deals): the odds on fixed positions
and every action of whole seeded games played by four bots. Run ``python tests/unit/test_mus_odds.py``
to see it again (it rewrites the record only with ``--write``).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import numpy as np
import pytest

from cardlib import CardlibError, SPANISH_40
from cardlib.game import play_out
from cardlib.mus import MusBot, Rules, new_game
from cardlib.mus import bot as mus_bot
from cardlib.mus import fast
from cardlib.mus.evaluate import has_juego, pares_kind
from cardlib.mus.rules import CATEGORIES, effective_rank

RECORD = Path(__file__).with_name("mus_odds_record.json")
PACK = SPANISH_40.cards


def _positions(n: int = 48) -> list[dict]:
    """Fixed positions facing an órdago: a seeded deal, one seat's hand, a lance, the bettor on the
    other team, and what that deal's declarations say (who has pares, or juego) in speaking order."""
    rng = np.random.default_rng(2026)
    out = []
    for i in range(n):
        rules = Rules(four_kings=bool(i % 4 == 3))
        deal = rng.permutation(40)[:16].reshape(4, 4)
        hands = [[PACK[int(c)] for c in h] for h in deal]          # in speaking order, mano first
        category = CATEGORIES[i % len(CATEGORIES)]
        position = int(rng.integers(4))
        bettor = int(rng.choice([p for p in range(4) if p % 2 != position % 2]))
        if category in ("grande", "chica"):
            declared = None
        elif category == "pares":
            declared = [bool(pares_kind(h, rules)) for h in hands]
        else:                                                      # juego; punto: nobody has juego
            declared = [has_juego(h, rules) for h in hands] if category == "juego" else [False] * 4
        out.append({"hand": " ".join(str(c) for c in hands[position]), "category": category,
                    "position": position, "bettor": bettor, "declared": declared,
                    "four_kings": rules.four_kings})
    return out


def _odds_of(case: dict, trials: int) -> float:
    declared = None if case["declared"] is None else tuple(case["declared"])
    return mus_bot.ordago_odds(case["hand"], case["category"], case["position"], case["bettor"], declared,
                               Rules(four_kings=case["four_kings"]), trials)


GAMES = [(seed, seed % 3 == 2) for seed in range(12)]           # (seed, four kings)


def _game_actions(seed: int, four_kings: bool) -> list[str]:
    """Every action of a whole seeded game played by four bots, as "seat: action"."""
    end = play_out(new_game(seed=seed, four_kings=four_kings), {s: MusBot(100 * seed + s) for s in range(4)})
    return [f"{e.seat}: {e.action}" for e in end.events if e.kind == "action"]


def _record() -> dict:
    positions = _positions()
    for case in positions:
        case["odds"] = _odds_of(case, 3000)
        case["odds_300"] = _odds_of(case, 300)                     # as the expert's playout bots ask
    games = [{"seed": s, "four_kings": k, "actions": _game_actions(s, k)} for s, k in GAMES]
    return {"ordago_odds": positions, "games": games}


@pytest.fixture(scope="module")
def record() -> dict:
    return json.loads(RECORD.read_text(encoding="utf-8"))


def test_the_record_holds_the_positions_made_here(record):
    """The stored positions are the ones this module makes (so the comparison below is of like with like)."""
    stored = [{k: v for k, v in case.items() if not k.startswith("odds")} for case in record["ordago_odds"]]
    assert stored == _positions()
    assert len({c["category"] for c in stored}) == 5 and any(c["four_kings"] for c in stored)


def test_ordago_odds_equal_the_old_estimate_on_fixed_positions(record):
    for case in record["ordago_odds"]:
        assert _odds_of(case, 3000) == case["odds"], case
        assert _odds_of(case, 300) == case["odds_300"], case


def test_bots_play_the_same_whole_games(record):
    """Every action of twelve whole games (four with four kings), órdagos and their answers included."""
    faced = 0
    for game in record["games"]:
        actions = _game_actions(game["seed"], game["four_kings"])
        assert actions == game["actions"], game["seed"]
        faced += sum(1 for a, b in zip(actions, actions[1:]) if a.endswith(": órdago") and not b.endswith(": órdago"))
    assert faced >= 3                                            # the games do answer órdagos


if __name__ == "__main__":
    made = _record()
    if "--write" in sys.argv:
        RECORD.write_text(json.dumps(made, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(json.dumps({"positions": len(made["ordago_odds"]),
                      "games": [len(g["actions"]) for g in made["games"]]}))
