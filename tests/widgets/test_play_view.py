"""The shared play widget, on a toy card game: the reader and a bot alternately take a card
from a row; you may only take the highest card left of the suit taken last."""

from dataclasses import dataclass

import pytest

from cardlib import CardlibError, FRENCH_52
from cardlib.game import Action, Decision, Direction, GameState, TableView
from cardlib.tricks import french_strength
from cardlib.widgets.play import PlayView

from ..support import Recorder


@dataclass(frozen=True)
class Take(Action):
    card: object

    def __str__(self):
        return f"take {self.card}"


@dataclass(frozen=True)
class Row(GameState):
    row: tuple
    taken: tuple = ((), ())
    player: int = 0
    history: tuple = ()

    @property
    def to_act(self):
        return self.player if self.row else None

    @property
    def scores(self):
        return tuple(len(t) for t in self.taken)

    def _legal(self):
        if not self.taken[1 - self.player]:
            return [Take(c) for c in self.row]
        last = self.taken[1 - self.player][-1]
        same = [c for c in self.row if c.suit == last.suit]
        if not same:
            return [Take(c) for c in self.row]
        return [Take(max(same, key=french_strength))]

    def why_illegal(self, action):
        return f"cannot {action}: take the highest card of the suit last taken"

    def _apply(self, action):
        taken = list(self.taken)
        taken[self.player] = taken[self.player] + (action.card,)
        return Row(tuple(c for c in self.row if c != action.card), tuple(taken), 1 - self.player, self.history)

    def table(self, viewer):
        return TableView(hands=(FRENCH_52.parse_cards(self.taken[0]), FRENCH_52.parse_cards(self.taken[1])),
                         direction=Direction.CLOCKWISE, labels=("You", "Bot"), to_act=self.to_act,
                         centre=(), status=(f"taken {self.scores[0]} - {self.scores[1]}",))


class FirstBot:
    def choose(self, state):
        action = state.legal_actions()[0]
        return Decision(action, "the first legal card")


def new_game(seed):
    if seed < 0:
        raise CardlibError(f"a seed must be 0 or more, got {seed!r}")
    return Row(FRENCH_52.parse_cards("AS 3S KH 2H"))


def every_try(state, seat):
    return [Take(c) for c in state.row]


def make_view(**kw):
    return PlayView(new_game, {1: FirstBot()}, tries=every_try, **kw)


def test_the_reader_sees_every_try_and_a_legal_one_is_played():
    view = make_view()
    assert [b.description for b in view.choices] == ["take A♠", "take 3♠", "take K♥", "take 2♥"]
    view.choose("take K♥")
    assert view.state.taken == (FRENCH_52.parse_cards("KH"), FRENCH_52.parse_cards("2H"))
    assert view.log[-2:] == ["You: take K♥", "Seat 2: take 2♥ (the first legal card)"]
    assert view.message == ""


def test_bots_answer_until_the_game_is_over():
    view = make_view()
    view.choose("take K♥")               # the bot must take 2♥, the highest heart left
    view.choose("take 3♠")               # the bot must take A♠
    assert view.state.is_over and view.choices == []
    assert "The game is over." in view._status.value


def test_illegal_choice_is_refused_with_the_games_reason():
    view = PlayView(new_game, {0: FirstBot()}, tries=every_try, reader=1)   # the bot starts
    assert view.log[-1] == "Seat 1: take A♠ (the first legal card)"
    before = view.state
    view.choose("take K♥")
    assert view.message == "cannot take K♥: take the highest card of the suit last taken"
    assert view.state is before and "Not allowed" in view.children[2].value


def test_unknown_choice_and_bad_seed():
    view = make_view()
    with pytest.raises(CardlibError, match="no choice 'take Q♣' now"):
        view.choose("take Q♣")
    view._seed.value = -1
    view._restart.click()
    assert view.message == "a seed must be 0 or more, got -1"


def test_the_table_is_drawn_on_the_canvas(monkeypatch):
    view = make_view()
    recorder = Recorder()
    monkeypatch.setattr(view._canvas._canvas_manager, "send_command", recorder)
    view.choose("take K♥")
    texts = [args[0] for args in recorder.named("fillText")]
    assert "You · to play" in texts and "Bot" in texts and "KING" in texts
    assert "taken 1 - 1" in view._status.value and "Your turn." in view._status.value
