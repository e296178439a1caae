"""Loo's "Your first deal" (chapter loo-2): the deal of ``FIRST_DEAL``, replayed from its number and
its history, shows what the chapter tells: the dummy bought, a loo, every trick's winner, the
chips and the next deal's pot on the score sheet."""

from __future__ import annotations

import re

import pytest

from cardlib import CardlibError
from cardlib.game import replay
from cardlib.loo import Declaration, Phase, new_game
from cardlib.loo.lessons import FIRST_DEAL, FIRST_DEAL_PLAYERS, first_deal
from cardlib.loo.view import score_svg


@pytest.fixture(scope="module")
def deal():
    return first_deal(FIRST_DEAL)


def test_the_first_deal_replays_from_its_number_and_history(deal):
    start = new_game(FIRST_DEAL_PLAYERS, seed=FIRST_DEAL)
    assert deal.start == start
    after = replay(start, deal.history)
    assert after == deal.after and after.deals[0] == deal.record
    assert len(deal.said) == FIRST_DEAL_PLAYERS and len(deal.played) == 12


def test_the_first_deal_shows_the_dummy_bought_a_pass_and_a_loo(deal):
    r = replay(new_game(FIRST_DEAL_PLAYERS, seed=FIRST_DEAL), deal.history).deals[0]
    assert (r.number, r.round, r.in_round, r.dealer) == (1, 1, 1, 0)
    assert r.declared == (Declaration.PLAY, Declaration.PLAY, Declaration.PASS, Declaration.PLAY, Declaration.BUY)
    assert r.buyer == 4 and r.price == 3 and r.pot_start == 15 and r.pot_played == 18
    assert r.looed == (0,) and r.paid == (3, 0, 0, 0, 0) and not r.swept and not r.unpaid
    # no freak hand: nobody holds more than one trump, and the turned card is no ace
    assert max(sum(c.suit == r.trump for c in h) for h in r.hands) <= 1 and r.turned.rank != "A"


def test_every_trick_of_the_first_deal_and_its_winner(deal):
    r = deal.record
    assert [(t.seats, [str(c) for c in t.cards], t.winner) for t in r.tricks_played] == [
        ((1, 3, 4, 0), ["Q♠", "4♥", "8♠", "9♦"], 1),
        ((1, 3, 4, 0), ["J♥", "Q♣", "10♠", "J♦"], 4),
        ((4, 0, 1, 3), ["10♣", "A♦", "3♣", "A♣"], 3)]
    assert deal.trick_words(3) == ("Seat 3 wins trick 3 with A♣: no trump was played, and it is the highest "
                                   "club, the suit led.")
    with pytest.raises(IndexError):
        deal.trick_words(4)


def test_the_first_deal_ends_at_the_chips_and_pot_of_its_score_sheet(deal):
    r = deal.record
    assert r.shares == (0, 6, 0, 6, 6) and r.chips_end == (6, 15, 9, 15, 12) and r.pot_end == 3
    after = deal.after
    assert after.phase is Phase.DECLARE and after.pot == 3 and after.dealer == 0 and after.in_round == 2
    svg = score_svg(r)
    assert svg.startswith("<svg") and svg.endswith("</svg>")
    title = re.search(r"<title>(.*?)</title>", svg).group(1)
    assert "After deal 1: Seat 0 6, Seat 1 15, Seat 2 9, Seat 3 15, Seat 4 12, pot 3" in title
    assert "Dummy bought: Seat 4 −3, pot 18" in title and "Looed, 3 each: Seat 0 −3, pot 3" in title
    assert "the next deal's pot: 3; the same dealer deals again, no ante" in title
    cells = re.findall(r">([^<>]+)</text>", svg)
    assert cells[cells.index("After deal 1"):][1:7] == ["6", "15", "9", "15", "12", "3"]


def test_every_declaration_has_a_plain_reason(deal):
    words = {s.seat: s.why for s in deal.said}
    assert words[2].startswith("Seat 2: his hand takes a trick only") and "passing costs nothing" in words[2]
    assert "three unseen cards take a trick" in words[4] and words[0].startswith("Seat 0 (the dealer): as the dealer")
    for why in words.values():
        assert "%" not in why and "100 times in 100" not in why and " 0 times in 100" not in why


def test_a_score_sheet_of_a_sweep_gives_the_dealer_the_pot():
    from cardlib.loo import PASS
    state = new_game(4, seed=3)
    state = state.apply(PASS).apply(PASS).apply(PASS)
    r = state.deals[0]
    assert r.swept
    svg = score_svg(r)
    assert "Dealer takes the pot: Seat 0 +12, pot 0" in svg and "the pot is empty: the deal moves on" in svg


def test_first_deal_refuses_a_bad_number():
    with pytest.raises(CardlibError):
        first_deal(-1)
