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
from functools import lru_cache
import re
import sys
from itertools import combinations_with_replacement
from pathlib import Path

import numpy as np
import pytest

from cardlib import CardlibError, SPANISH_40
from cardlib.game import play_out
from cardlib.mus import MusBot, Rules, new_game
from cardlib.mus import bot as mus_bot
from cardlib.mus import fast
from cardlib.mus.evaluate import has_juego, pares_kind
from cardlib.mus.rules import CATEGORIES, as_hand, effective_rank

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


# --------------------------------------------------------------------------- the old code, for reference

from cardlib.cards import make_rng                                        # noqa: E402
from cardlib.mus.fast import card_tables, deal_three, rank_code, rank_table, sort4_desc   # noqa: E402


@lru_cache(maxsize=20_000)
def _old_odds(ranks, category, position, declared, rules, trials, seed) -> float:
    """The old estimate of ``team_odds``, word for word as the bot had it: one simulation for each hand."""
    table = rank_table(rules)
    pack_ranks = sorted(card_tables(rules.four_kings)[0].tolist())
    for r in ranks:
        pack_ranks.remove(r)
    others = deal_three(np.array(pack_ranks, dtype=np.int8), trials, make_rng(seed))
    codes = rank_code(sort4_desc(others))                                   # (T, 3)
    mine = rank_code(np.array(sorted(ranks, reverse=True)))
    seat_codes = np.insert(codes, position, mine, axis=1)                   # (T, 4) by position
    keys = table[category][seat_codes]
    ok = np.ones(trials, dtype=bool)
    if declared is not None:
        test = "juego" if category in ("juego", "punto") else "pares"
        has = table[test][seat_codes] > 0
        ok = (has == np.array(declared)).all(axis=1)
    if not ok.any():
        return 0.0
    best = keys.argmax(axis=1)                      # first maximum = nearest the mano
    wins = (best % 2 == position % 2) & (keys.max(axis=1) > 0 if category in ("pares", "juego") else True)
    return float(wins[ok].mean())


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


@pytest.mark.parametrize("category, position, four_kings, trials, seed", [
    ("grande", 1, False, 300, 0), ("chica", 0, False, 300, 0), ("pares", 3, False, 300, 0),
    ("juego", 2, False, 300, 0), ("punto", 1, False, 300, 0), ("grande", 2, True, 300, 0),
    ("pares", 1, True, 300, 0), ("juego", 0, False, 57, 7)])
def test_every_hand_odds_equal_one_simulation_a_hand(category, position, four_kings, trials, seed):
    """For every rank pattern, the one-pass odds are the old estimate (one simulation of the hand)."""
    rules = Rules(four_kings=four_kings)
    odds = mus_bot.every_hand_odds(category, position, rules, trials, seed)
    top = 10 if four_kings else 8
    patterns = list(combinations_with_replacement(range(1, top + 1), 4))
    assert np.isfinite(odds).sum() == len(patterns) == (715 if four_kings else 330)
    for ranks in patterns:
        code = int(fast.rank_code(np.array(ranks[::-1])))
        assert odds[code] == _old_odds(ranks, category, position, None, rules, trials, seed), ranks
    assert not odds.flags.writeable


def test_every_hand_odds_of_real_hands():
    """Read by a real hand's code, the odds are that hand's team_odds."""
    rules = Rules()
    odds = mus_bot.every_hand_odds("pares", 2, rules, 300, 0)
    for hand in ("Ro Rc 3e Cb", "Ao 2c 4e 7b", "So Sc Se 5b", "6o 6c 7e 7b"):
        ranks = sorted((effective_rank(c, rules) for c in as_hand(hand)), reverse=True)
        assert odds[int(fast.rank_code(np.array(ranks)))] == mus_bot.team_odds(hand, "pares", 2, None, rules, 300)


@pytest.mark.parametrize("args, words", [
    (("poker", 0), "unknown Mus category 'poker'"),
    (("grande", 4), "position must be a speaking position from 0 (mano) to 3 (postre), rules §1.1, got 4"),
    (("grande", -1), "got -1"),
    (("grande", True), "got True"),
    (("grande", 1.0), "got 1.0"),
    (("grande", 0, Rules(), 0), "trials must be a whole number 1 or more, got 0"),
    (("grande", 0, Rules(), 2.5), "trials must be a whole number 1 or more, got 2.5"),
])
def test_every_hand_odds_refuses_bad_input(args, words):
    with pytest.raises(CardlibError, match=re.escape(words)):
        mus_bot.every_hand_odds(*args)


@pytest.mark.parametrize("kwargs, words", [
    (dict(position=1, bettor=3), "an órdago is answered by the other team (rules §2.4): position 1 and bettor 3"),
    (dict(position=0, bettor=0), "position 0 and bettor 0 are partners"),
    (dict(position=5, bettor=0), "position must be a speaking position from 0 (mano) to 3 (postre)"),
    (dict(position=0, bettor=7), "bettor must be a speaking position from 0 (mano) to 3 (postre)"),
    (dict(position=0, bettor=1, trials=0), "trials must be a whole number 1 or more, got 0"),
    (dict(position=0, bettor=1, declared=(True, False)), "declared must be four True/False"),
    (dict(position=0, bettor=1, declared=(1, 0, 0, 0)), "got (1, 0, 0, 0)"),
])
def test_ordago_odds_refuses_bad_input(kwargs, words):
    with pytest.raises(CardlibError, match=re.escape(words)):
        mus_bot.ordago_odds("Ro Rc Re Rb", "pares", **kwargs)


def test_ordago_odds_deal_once_not_once_a_bettors_hand(monkeypatch):
    """The cause of the slow órdago answers was one simulation for each hand the bettor could
    hold (about 280). Now, once the bettor's odds are known, an answer deals its deals once."""
    mus_bot.every_hand_odds("grande", 1, Rules(), 300, 0)
    calls = []
    monkeypatch.setattr(mus_bot, "deal_three", lambda *a: calls.append(a[1]) or deal_three(*a))
    mus_bot.ordago_odds("Ro Co 7e 4b", "grande", 0, 1, None, Rules(), 2999)   # not cached: trials 2999
    assert calls == [2999]


@pytest.mark.parametrize("declared", [None, (True, False, True, True), (False, False, False, False)])
@pytest.mark.parametrize("four_kings", [False, True])
def test_team_odds_equal_the_old_estimate(declared, four_kings):
    """team_odds, now read from groups of patterns, is the old one-hand simulation, declarations or not."""
    rules = Rules(four_kings=four_kings)
    rng = np.random.default_rng(7)
    for i in range(40):
        hand = [PACK[int(c)] for c in rng.choice(40, 4, replace=False)]
        category = CATEGORIES[i % 5] if declared is None else ("pares", "juego", "punto")[i % 3]
        position, trials, seed = i % 4, (3000, 300, 123)[i % 3], i % 2
        ranks = tuple(sorted(effective_rank(c, rules) for c in hand))
        assert mus_bot.team_odds(hand, category, position, declared, rules, trials, seed) == \
            _old_odds(ranks, category, position, declared, rules, trials, seed), (hand, category, position)


def test_every_hand_odds_with_declarations_equal_the_old_estimate():
    rules, declared = Rules(), (False, True, True, False)
    odds = mus_bot.every_hand_odds("juego", 2, rules, 500, 3, declared)
    for ranks in combinations_with_replacement(range(1, 9), 4):
        code = int(fast.rank_code(np.array(ranks[::-1])))
        assert odds[code] == _old_odds(ranks, "juego", 2, declared, rules, 500, 3), ranks


@pytest.mark.parametrize("call, words", [
    (lambda: mus_bot.team_odds("Ro Rc Re Rb", "grande", 4), "position must be a speaking position"),
    (lambda: mus_bot.team_odds("Ro Rc Re Rb", "grande", 0, trials=-3), "trials must be a whole number 1 or more"),
    (lambda: mus_bot.team_odds("Ro Rc Re Rb", "pares", 0, (True, True, True)), "declared must be four True/False"),
    (lambda: mus_bot.every_hand_odds("pares", 0, declared=[1, 1, 1, 1]), "got [1, 1, 1, 1]"),
    (lambda: mus_bot.team_odds("Ro Rc Re", "grande", 0), "Ro Rc Re"),
])
def test_team_odds_refuse_bad_input(call, words):
    with pytest.raises(CardlibError, match=re.escape(words)):
        call()


if __name__ == "__main__":
    made = _record()
    if "--write" in sys.argv:
        RECORD.write_text(json.dumps(made, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(json.dumps({"positions": len(made["ordago_odds"]),
                      "games": [len(g["actions"]) for g in made["games"]]}))
