"""The shared play protocol (cardlib.game) and trick module (cardlib.tricks)."""

import dataclasses
from dataclasses import dataclass

import pytest

from cardlib import CardlibError, IllegalActionError, InvalidCardError
from cardlib.cards import FRENCH_52
from cardlib.game import Action, GameState, RandomBot, random_playout, replay, seats_from
from cardlib.tricks import TrickRecord, french_strength, parse_trump, trick_winner


@dataclass(frozen=True)
class Take(Action):
    n: int

    def __str__(self):
        return f"take {self.n}"


@dataclass(frozen=True)
class Nim(GameState):
    """A toy game to exercise the protocol: take 1 or 2 from a pile; whoever takes the last wins."""

    pile: int = 5
    player: int = 0
    history: tuple = ()
    events: tuple = dataclasses.field(default=(), compare=False)

    @property
    def to_act(self):
        return None if self.pile == 0 else self.player

    @property
    def scores(self):
        return (0, 0) if self.pile else tuple(int(p == 1 - self.player) for p in (0, 1))

    def _legal(self):
        return [Take(n) for n in (1, 2) if n <= self.pile]

    def _apply(self, action):
        return Nim(self.pile - action.n, 1 - self.player, self.history)


def test_apply_returns_a_new_state_and_records_history():
    start = Nim()
    after = start.apply(Take(2))
    assert (start.pile, after.pile, after.history) == (5, 3, (Take(2),))


def test_illegal_action_raises_with_reason_and_changes_nothing():
    start = Nim(pile=1)
    with pytest.raises(IllegalActionError, match="cannot take 2 now; allowed: take 1"):
        start.apply(Take(2))
    assert start == Nim(pile=1) and not start.can(Take(2)) and start.can(Take(1))


def test_finished_game_has_no_actions():
    end = Nim(pile=1).apply(Take(1))
    assert end.is_over and end.legal_actions() == [] and end.to_act is None
    with pytest.raises(IllegalActionError, match="the game is over"):
        end.apply(Take(1))


def test_random_playout_and_replay_agree():
    final = random_playout(Nim(pile=9), seed=4)
    assert final.is_over
    assert replay(Nim(pile=9), final.history) == final
    assert random_playout(Nim(pile=9), seed=4) == final


def test_random_bot_explains_itself():
    decision = RandomBot(seed=1).choose(Nim())
    assert decision.action in Nim().legal_actions() and "at random from 2 legal actions" in decision.reason


def test_seats_from():
    assert seats_from(3, 5) == (3, 4, 0, 1, 2)


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


def test_table_view_repr_is_the_same_on_every_run():
    from cardlib.game import Direction, TableView
    view = TableView(hands=(FRENCH_52.parse_cards("AS"), FRENCH_52.parse_cards("KH")),
                     direction=Direction.CLOCKWISE, labels=("A", "B"), face_down=frozenset({1, 0}),
                     highlight=frozenset(FRENCH_52.parse_cards("AS KH")), to_act=0)
    assert repr(view) == "TableView(2 seats, clockwise, to_act=0, dealer=None, face_down=[0, 1])"
    assert "class='cardlib-table'" in view.svg() and "cardlib-tableview" in view._repr_html_()


def test_table_view_passes_its_viewer_and_hand_size_so_the_picture_holds_still():
    from cardlib.cards import FRENCH_52
    from cardlib.game import Direction, TableView
    full = (FRENCH_52.parse_cards("AS KS QS"), FRENCH_52.parse_cards("2H 3H 4H"))
    fewer = (FRENCH_52.parse_cards("AS"), FRENCH_52.parse_cards("2H 3H"))
    views = [TableView(hands=h, direction=Direction.CLOCKWISE, labels=("A", "B"), viewer=1, hand_size=3)
             for h in (full, fewer)]
    assert views[0].options()["viewer"] == 1 and views[0].options()["hand_size"] == 3
    sizes = [v.svg().split(">", 1)[0] for v in views]
    width = [s.split("width='", 1)[1].split("'", 1)[0] for s in sizes]
    assert width[0] == width[1]
    assert "viewer" not in TableView(hands=full, direction=Direction.CLOCKWISE, labels=("A", "B")).options()
