"""The trick kit (cardlib.tricks): follow-suit rulings with a game's hook, a game's cards, why_illegal,
the trick-won event; the trick winner, trumps and the trick record; the names every trick game
shares; a pack's one card encoding."""

import dataclasses
from enum import Enum

import pytest

from cardlib import CardlibError, InvalidCardError, black_maria, handjass, loo, mus
from cardlib.cards import FRENCH_52, SWISS_36, Card, Suit
from cardlib.game import RandomBot, play_out
from cardlib.tricks import (FinishedTrick, Ruling, TrickCards, TrickPlay, TrickRecord, follow_suit_rulings,
                            french_strength, legal_of, parse_trump, replace_at, trick_won, trick_winner,
                            why_illegal)

cards = FRENCH_52.parse_cards


def test_plain_follow_suit_rulings_lead_follow_and_void():
    hand = cards("AH 9H 7C")
    assert legal_of(follow_suit_rulings(hand, cards("KH"), "§2")) == set(cards("AH 9H"))
    assert legal_of(follow_suit_rulings(hand, cards("KS"), "§2")) == set(hand)
    assert legal_of(follow_suit_rulings(hand, (), "§2")) == set(hand)
    refused = follow_suit_rulings(hand, cards("KH"), "§2")[2]
    assert refused.reason == "cannot play 7♣: you must follow hearts (you hold A♥, 9♥) (§2)"
    assert all(r.section == "§2" and r.reason.endswith("(§2)") for r in follow_suit_rulings(hand, cards("KS"), "§2"))


def test_a_games_hook_replaces_only_the_rulings_it_returns():
    seen = []

    def clubs_barred(card, plain):
        seen.append(plain)
        return Ruling(card, False, "§9", f"cannot play {card}: no clubs (§9)") if card.suit.value == "C" else None

    rulings = follow_suit_rulings(cards("AH 7C"), cards("KS"), "§2", rule=clubs_barred)
    assert [r.legal for r in rulings] == [True, False]
    assert rulings[0] == seen[0] and rulings[1].section == "§9"
    assert [p.legal for p in seen] == [True, True]          # the hook saw the plain rulings: void, so free


def test_why_illegal_reads_the_rulings_and_names_a_card_not_held():
    rulings = follow_suit_rulings(cards("AH 7C"), cards("KH"), "§2")
    assert why_illegal(FRENCH_52.parse("AH"), rulings) is None
    assert why_illegal(FRENCH_52.parse("7C"), rulings).startswith("cannot play 7♣: you must follow hearts")
    assert why_illegal(FRENCH_52.parse("2S"), rulings) == "cannot play 2♠: it is not in your hand (A♥, 7♣)"


JASS = TrickCards(SWISS_36, "Handjass", "36 cards, 6 to A", players=4, players_section="rules §2.3")


@pytest.mark.parametrize("hand, trick, error", [
    ("5H", "", r"'5H' \(5♥\) is not in the Swiss Jass 36-card pack \(6 to A\) \(Handjass rules §1.2: 36 cards"),
    ("AH", "6S 7S 8S 9S", r"at most 3 cards, got '6♠ 7♠ 8♠ 9♠' \(rules §2.3: at most 4 players\)"),
    ("AH 6S", "6S", r"'6♠' is both in the hand and in the trick; a pack holds each card once \(rules §1.2\)"),
    ("", "6S", "the hand is empty"),
])
def test_a_games_cards_refuse_bad_hands_and_tricks_citing_its_rules(hand, trick, error):
    with pytest.raises(InvalidCardError, match=error):
        JASS.hand_and_trick(hand, trick)


def test_a_games_cards_take_cards_as_they_are_and_limit_a_trick():
    hand = SWISS_36.parse_cards("AH 6S")
    assert JASS.cards(hand) is hand and JASS.parse_card("th") == SWISS_36.parse("10H")
    with pytest.raises(InvalidCardError, match="a trick holds at most 4 cards"):
        JASS.trick("6S 7S 8S 9S 10S")
    limited = dataclasses.replace(JASS, hand_size=2, hand_section="rules §2.2")
    with pytest.raises(InvalidCardError, match=r"a Handjass hand holds 1 to 2 cards, got 3: .*\(rules §2.2\)"):
        limited.hand_and_trick("6H 7H 8H", "")


class _Events:
    def __init__(self):
        self.emitted = []

    def emit(self, kind, text, **data):
        self.emitted.append((kind, text, data))
        return self


def test_the_trick_won_event_names_the_winning_card_and_what_the_trick_carried():
    done = FinishedTrick(2, (1, 2, 0), tuple(cards("9S AS QS")), winner=2, points=20)
    (kind, text, data), = trick_won(_Events(), done, "20 penalty points: A♠ Q♠").emitted
    assert kind == "trick" and text == "{who} {wins} trick 2 with A♠ (20 penalty points: A♠ Q♠)"
    assert data == dict(seat=2, number=2, cards=done.cards, seats=(1, 2, 0), points=20)
    (_, plain, _), = trick_won(_Events(), done).emitted
    assert plain == "{who} {wins} trick 2 with A♠"


def test_replace_at_changes_one_entry():
    assert replace_at((0, 0, 0), 2, 5) == (0, 0, 5)


# --------------------------------------------------------------------------- the same names in every trick game

_GAMES = [black_maria.new_game(4, seed=3), loo.new_game(4, seed=3), handjass.new_game(4, seed=3)]


@pytest.mark.parametrize("game", _GAMES, ids=["black_maria", "loo", "handjass"])
def test_every_trick_game_calls_its_trick_play_play_trick_and_tricks(game):
    assert game.trick is None and game.tricks == ()                   # before trick play
    after = play_out(game, RandomBot(seed=1), stop=lambda s: len(s.tricks) == 2)
    assert isinstance(after.play, TrickPlay) and isinstance(after.trick, TrickRecord)
    assert after.tricks == after.play.tricks and all(isinstance(t, FinishedTrick) for t in after.tricks)
    assert [t.number for t in after.tricks] == [1, 2] and after.trick.leader == after.tricks[-1].winner
    assert after.trick.next_seat == after.to_act
    assert isinstance(after.phase, str) and after.phase == after.phase.value


@pytest.mark.parametrize("game", _GAMES, ids=["black_maria", "loo", "handjass"])
def test_every_trick_game_names_its_seats_still_to_act_pending_and_the_first_acts(game):
    state, bot = game, RandomBot(seed=2)
    while not state.is_over and len(state.deals) < 2:
        if state.phase == "play":
            assert state.to_act == state.play.to_play
        else:
            assert state.pending and state.to_act == state.pending[0]
        state = state.apply(bot.choose(state).action)


def test_a_trick_play_knows_what_each_seat_has_played_and_shown_it_lacks():
    hands = [cards(t) for t in ("AH 2C 5D", "KS 3C 6D", "QH 4C 7D")]
    play = TrickPlay.start(hands, order=(0, 1, 2), leader=0)
    for card in ("AH", "KS", "QH", "2C", "3C"):                   # seat 0 takes trick 1 and leads 2C
        play = play.play(FRENCH_52.parse(card), winner=lambda trick: trick_winner(trick, french_strength))
    assert play.played() == (cards("AH 2C"), cards("KS 3C"), cards("QH"))
    assert play.voids() == {0: set(), 1: {Suit.HEARTS}, 2: set()}
    assert play.voids(trump=Suit.CLUBS) == {0: set(), 1: {Suit.HEARTS, Suit.CLUBS}, 2: set()}
    assert TrickPlay.start(hands, order=(0, 1, 2), leader=1).voids() == {0: set(), 1: set(), 2: set()}


def test_every_phase_is_a_str_enum():
    for phase in (black_maria.Phase, loo.Phase, handjass.Phase, mus.Phase):
        assert issubclass(phase, str) and issubclass(phase, Enum)


def test_a_pack_numbers_its_cards_once_for_every_fast_path():
    for pack in (FRENCH_52, SWISS_36):
        assert [pack.index(c) for c in pack.cards] == list(range(len(pack)))
        assert pack.indices(pack.cards).tolist() == list(range(len(pack)))
        assert [pack.suits[s] for s in pack.suit_numbers] == [c.suit for c in pack.cards]
    assert FRENCH_52.strength.tolist() == [french_strength(c) for c in FRENCH_52.cards]
    assert SWISS_36.strength[SWISS_36.index(Card("A", SWISS_36.suits[0]))] == 9
    with pytest.raises(ValueError):
        FRENCH_52.strength[0] = 0                                       # shared: nobody may change it
    with pytest.raises(InvalidCardError, match="not in the Swiss Jass 36-card pack"):
        SWISS_36.index("5H")


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
