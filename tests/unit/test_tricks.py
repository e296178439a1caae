"""What the trick games share (cardlib.tricks): the trick winner, trumps, following suit, the trick record."""

import pytest

from cardlib import CardlibError, InvalidCardError
from cardlib.cards import FRENCH_52
from cardlib.tricks import (TrickRecord, follow_suit_cards, follow_suit_reason, french_strength,
                            parse_trump, trick_winner)


def test_trick_winner_follows_suit_and_trumps():
    trick = FRENCH_52.parse_cards("7H KH 2S AH 3D")
    assert trick_winner(trick, french_strength) == 3
    assert trick_winner(trick, french_strength, "♠") == 2
    assert trick_winner(trick, french_strength, "D") == 4
    with pytest.raises(InvalidCardError, match="empty trick"):
        trick_winner((), french_strength)


def test_parse_trump_names_the_bad_value():
    assert parse_trump("hearts").symbol == "♥"
    with pytest.raises(CardlibError, match="unknown trump suit 'o'"):
        parse_trump("o")


def test_follow_suit():
    hand = FRENCH_52.parse_cards("AH 9H 7C")
    assert follow_suit_cards(hand, FRENCH_52.parse_cards("KH")) == set(hand[:2])
    assert follow_suit_cards(hand, FRENCH_52.parse_cards("KS")) == set(hand)
    assert follow_suit_cards(hand, ()) == set(hand)
    assert follow_suit_reason(hand[0], hand, FRENCH_52.parse_cards("KH")) is None


def test_trick_record_tracks_turns_and_winner():
    record = TrickRecord(seats=(2, 3, 0))
    for text in ("9S", "AS", "2H"):
        assert not record.complete
        record = record.add(FRENCH_52.parse(text))
    assert record.complete and record.next_seat is None and record.leader == 2
    assert record.winner_seat(french_strength) == 3
    assert record.winner_seat(french_strength, "H") == 0
    with pytest.raises(CardlibError, match="already complete"):
        record.add(FRENCH_52.parse("3H"))
