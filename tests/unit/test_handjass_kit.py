"""Handjass on the shared kit: one ruling per card (rules §2.3), the Phase enum, events instead of
log text, the protocol's None for a legal action, and the same deal for the same seed as before."""

from __future__ import annotations

import inspect
from collections import Counter

import numpy as np
import pytest

from cardlib import CardlibError, handjass
from cardlib.cards import Card, Cards
from cardlib.game import RulesBase, chance_rng, story
from cardlib.handjass import (PLAY, HandjassBot, Phase, Play, Rules, card_points, legal_cards, new_game, rulings,
                              why_illegal)
from cardlib.handjass.bot import _lead_reason
from cardlib.handjass.deals import chance
from cardlib.handjass.fast import CARDS, legal_mask
from cardlib.handjass.lessons import bot_game, why_legal
from cardlib.handjass import view
from cardlib.tricks import FinishedTrick, Ruling, TrickPlay


def _random_positions(n: int, seed: int):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        order = rng.permutation(36)
        size, lead = int(rng.integers(1, 10)), int(rng.integers(0, 4))
        hand = Cards(CARDS[j] for j in order[:size])
        trick = Cards(CARDS[j] for j in order[size:size + lead])
        yield hand, trick, "SHDC"[int(rng.integers(4))]


# --------------------------------------------------------------------------- rulings (rules §2.3)

@pytest.mark.parametrize("duty", [True, False])
def test_rulings_judge_every_card_once_and_agree_with_legal_cards_and_why_illegal(duty):
    for hand, trick, trump in _random_positions(3000, seed=11):
        found = rulings(hand, trick, trump, overtrump_duty=duty)
        assert [r.card for r in found] == list(hand)                        # one per card, hand order
        assert all(isinstance(r, Ruling) for r in found)
        legal = legal_cards(hand, trick, trump, overtrump_duty=duty)
        assert {r.card for r in found if r.legal} == legal and legal        # someone can always play
        rule = 1 if not trick else 2 if trick[0].suit.value == trump else 3
        for r in found:
            assert r.section == f"rules §2.3 rule {rule}"
            reason = why_illegal(r.card, hand, trick, trump, overtrump_duty=duty)
            if r.legal:
                assert reason is None and not r.reason.startswith("cannot")
                assert why_legal(r.card, hand, trick, trump, overtrump_duty=duty) == r.reason
            else:
                assert reason == r.reason
                assert r.reason.startswith(f"cannot play {r.card}: ") and r.reason.endswith(f"({r.section})")


@pytest.mark.parametrize("duty", [True, False])
def test_the_numpy_legal_mask_agrees_with_the_rulings(duty):
    positions = list(_random_positions(3000, seed=12))
    hands = np.zeros((len(positions), 36), dtype=bool)
    tricks = np.full((len(positions), 3), -1)
    trumps = np.array(["SHDC".index(t) for _, _, t in positions])
    for i, (hand, trick, _) in enumerate(positions):
        hands[i, [CARDS.index(c) for c in hand]] = True
        tricks[i, :len(trick)] = [CARDS.index(c) for c in trick]
    mask = legal_mask(hands, tricks, trumps, overtrump_duty=duty)
    for i, (hand, trick, trump) in enumerate(positions):
        ruled = {r.card for r in rulings(hand, trick, trump, overtrump_duty=duty) if r.legal}
        assert {CARDS[j] for j in np.flatnonzero(mask[i])} == ruled, (hand, trick, trump)


def test_without_the_overtrump_duty_the_reason_does_not_deny_the_higher_trump():   # H-A19
    (ace, seven) = rulings("AH 7C", "8S QH", "H", overtrump_duty=False)
    assert ace.legal and seven.legal
    assert "no trump higher" not in seven.reason and "without the duty to overtrump" in seven.reason
    (_, refused) = rulings("AH 7C", "8S QH", "H")
    assert not refused.legal and "the source says" in refused.reason and "seed" not in refused.reason


def test_refusals_cite_sections_of_the_rules_that_exist():
    cited = set()
    for hand, trick, trump in _random_positions(2000, seed=13):
        for r in rulings(hand, trick, trump):
            if not r.legal:
                cited.add(r.reason[r.reason.rindex("(rules "):])
    assert cited == {"(rules §2.3 rule 2)", "(rules §2.3 rule 3)"}
    # rules/handjass.md §2.3 numbers the legal-card rules 1 to 3 (1: the leader, 2: trumps led, 3: a plain lead)


# --------------------------------------------------------------------------- the state on the kit

def test_phase_is_an_enum_that_still_compares_to_its_name():
    game = new_game(4, seed=1)
    assert game.phase is Phase.DECLARE and game.phase == "declare" and str(game.phase) == "declare"
    for _ in range(4):
        game = game.apply(PLAY)
    assert game.phase is Phase.PLAY and isinstance(game.play, TrickPlay) and game.tricks == ()


def test_the_state_rulings_are_for_the_seat_to_play_and_legal_actions_read_them():
    game = bot_game(4, seed=3, moves=6)
    assert game.phase is Phase.PLAY
    assert game.rulings() == rulings(game.hands[game.to_act], game.trick.cards, game.trump)
    assert {a.card for a in game.legal_actions()} == {r.card for r in game.rulings() if r.legal}
    assert new_game(4, seed=3).rulings() == ()


def test_why_illegal_is_none_for_every_legal_action_and_a_reason_otherwise():
    game = new_game(3, seed=4)
    bot = HandjassBot(seed=1)
    for _ in range(150):
        if game.is_over:
            break
        for action in game.legal_actions():
            assert game.why_illegal(action) is None
        if game.phase is Phase.PLAY:
            for r in game.rulings():
                if not r.legal:
                    assert game.why_illegal(Play(r.card)) == r.reason
            outsider = next(c for c in CARDS if c not in game.hands[game.to_act])
            assert game.why_illegal(Play(outsider)).startswith(f"cannot play {outsider}: it is not in your hand")
        game = game.apply(bot.choose(game).action)


def test_finished_trick_is_the_shared_record():
    assert handjass.game.FinishedTrick is FinishedTrick
    game = bot_game(4, seed=3, moves=8)
    assert isinstance(game.finished_trick, FinishedTrick) and game.finished_trick is game.play.finished
    assert game.tricks == (game.finished_trick,)
    assert game.trick_no == game.play.number == 1 and game.won == game.play.won


def test_the_deal_for_seed_2026_is_pinned():
    """Same seed, same deal, on every machine: the deal is drawn from chance_rng(seed, deal, 0)."""
    game = new_game(4, seed=2026)
    assert [str(h) for h in game.hands] == ["7♦ Q♥ 7♣ K♠ 10♥ J♠ 9♠ 9♥ Q♣", "A♦ 10♣ 6♥ 8♠ 6♣ K♦ Q♠ 9♦ 6♦",
                                            "Q♦ J♦ K♥ A♠ 7♥ 7♠ 10♠ J♣ 8♣", "A♣ J♥ K♣ 8♥ A♥ 6♠ 10♦ 9♣ 8♦"]
    assert str(game.turned) == "Q♣" and game.dealer == 0
    assert int(chance(game, "deal").integers(10**9)) == int(chance_rng(2026, 1, 0).integers(10**9))


def test_rules_and_new_game_use_the_shared_checks():
    assert issubclass(Rules, RulesBase) and Rules.GAME == "Handjass"
    with pytest.raises(CardlibError, match=r"unknown Handjass rule 'tagret'.*\(rules §5\)"):
        new_game(4, seed=1, tagret=5)
    with pytest.raises(CardlibError, match=r"berner=1 is not allowed: use True or False \(rules §5\)"):
        Rules(berner=1)
    with pytest.raises(CardlibError, match=r"Handjass is played by 2 to 4 players, not 5 \(rules §1.1\)"):
        new_game(5, seed=1)
    with pytest.raises(CardlibError, match="a seed must be a whole number 0 or more, got -3"):
        new_game(4, seed=-3)


# --------------------------------------------------------------------------- events

@pytest.mark.parametrize("players, options", [(2, {}), (3, {}), (4, {}), (3, {"twelve_cards": True})])
def test_the_events_of_a_game_name_every_trick_winner_and_157_points_a_played_deal(players, options):
    game = bot_game(players, seed=7, **options)
    assert game.is_over
    played = [d for d in game.deals if d.outcome in ("played", "decider")]
    assert played
    per_deal: dict[int, list] = {}
    number = 0
    for event in game.events:
        if event.kind == "new deal":
            number = event["number"]
        elif event.kind == "trick":
            per_deal.setdefault(number, []).append(event)
    assert sorted(per_deal) == [d.number for d in played]
    whole = 0
    for record in played:
        tricks = per_deal[record.number]
        assert [e["number"] for e in tricks] == list(range(1, len(tricks) + 1))
        in_play = [c for hand in record.hands for c in hand]       # the active players' hands
        assert Counter(c for e in tricks for c in e["cards"]) == Counter(in_play)   # each card in one trick
        points = sum(e["points"] for e in tricks)
        assert points == sum(card_points(c, record.trump) for c in in_play)
        if len(in_play) == 36:                          # every card in play: 157 with the last trick's 5
            assert points + 5 == 157
            whole += 1
        assert tricks[-1].seat == record.last_trick
        for seat in record.active:                   # the winners named add up to each seat's card points
            assert sum(e["points"] for e in tricks if e.seat == seat) == record.card_points[seat]
        for e in tricks:
            won_with = e["cards"][e["seats"].index(e.seat)]
            assert e.words() == f"Seat {e.seat} wins trick {e['number']} with {won_with} ({e['points']} points)"
            assert e["points"] == sum(card_points(c, record.trump) for c in e["cards"])
    assert whole or players < 4 or options                  # some 4-player deal had all four playing
    assert [e for e in game.events if e.kind == "game"][-1].seat == game.loser
    assert game.log == tuple(e.words() for e in game.events)


def test_each_bot_move_keeps_its_reason_in_the_action_event():
    game = bot_game(3, seed=2, moves=40)
    actions = [e for e in game.events if e.kind == "action"]
    assert len(actions) == len(game.history) == 40
    assert all(e.reason and e.action == a for e, a in zip(actions, game.history))


def test_the_reader_is_you_and_the_verb_agrees():
    game = bot_game(4, seed=1)
    second = next(e for e in game.events if e.kind == "new deal" and e["number"] == 2)
    dealer = second.seat
    assert second.words(view.names(4, dealer)).startswith("Deal 2: You deal 9 cards each to 4 players")
    assert second.words(view.names(4, (dealer + 1) % 4)).startswith(f"Deal 2: Seat {dealer} deals 9 cards")


def test_narration_is_written_from_the_events_not_from_text():
    game = bot_game(3, seed=1, moves=5)
    after = game.apply(game.legal_actions()[0])            # completes trick 1
    lines = story(after.events_since(game), viewer=after.finished_trick.winner, actions=False)
    done = after.finished_trick
    assert lines[0] == f"You win trick 1 with {done.winning_card} ({done.points} points)"
    assert "import re" not in inspect.getsource(view) and "_Reasons" not in inspect.getsource(
        __import__("cardlib.widgets.handjass", fromlist=["x"]))


# --------------------------------------------------------------------------- issue fixes

def test_a_bot_lead_reason_is_true_of_the_card_it_names():
    trump = handjass.core.parse_trump("H")
    nell = Card("9", trump)
    assert "cheap" not in _lead_reason(nell, [nell], trump)
    assert _lead_reason(nell, [nell], trump) == "it holds only trumps, and this one gives away the least (14 points)"
    assert _lead_reason(Card("6", handjass.core.parse_trump("S")), [Card("6", handjass.core.parse_trump("S"))],
                        trump).startswith("it leads a card worth no points")
    for players in (2, 3, 4):
        game = bot_game(players, seed=11)
        for event in game.events:
            if event.kind != "action" or not isinstance(event.action, Play):
                continue
            assert "cheap" not in event.reason
            if "worth no points" in event.reason or "this one gives away the least (" in event.reason:
                said = 0 if "worth no points" in event.reason else int(
                    event.reason.split("this one gives away the least (")[1].split(" ")[0])
                assert said == card_points(event.action.card, _trump_at(game, event.step)), event


def _trump_at(game, step):
    trump = None
    for event in game.events:
        if event.step > step:
            break
        if event.kind == "new deal":
            trump = event["trump"]
    return trump


@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_deal_ends_with_one_deal_event_carrying_its_hands_and_count(players):
    """The table pauses on a deal's end: one "deal" event per deal, after its strokes are counted
    (rules §2.4, §3.3), the hands as trick play began and the count in sentences."""
    game = bot_game(players, seed=4)
    ends = [e for e in game.events if e.kind == "deal"]
    assert [e["number"] for e in ends] == [d.number for d in game.deals]
    for event, record in zip(ends, game.deals):
        assert event["strokes"] == record.strokes
        gained = [f"Seat {s} {v:+d}" for s, v in enumerate(record.strokes) if v]
        assert event.words() == (f"Deal {record.number} is over ({record.outcome}): "
                                 + (f"strokes {', '.join(gained)}" if gained else "no strokes"))
        if record.totals:
            assert event["hands"] == record.hands and event["lines"][0].words().startswith("Totals: ")
        else:
            assert event.get("hands") is None
    new_deals = [e["number"] for e in game.events if e.kind == "new deal"]
    assert new_deals == [d.number for d in game.deals]          # every deal dealt is counted
