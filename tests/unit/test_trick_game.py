"""The one shape of the four games' states: the trick games' state base (cardlib.tricks.TrickGame) owns
the hands (one truth: trick play's hands once it begins), the trick, ``deal_no``, one Phase base whose
end is ``OVER`` and which prints its name, one legality hook (``_allows``), and the table wired from the
state to the game's one observer and out of its view; Mus uses the same names, its old ones kept as deprecated aliases."""

import warnings

import pytest

from cardlib import black_maria, handjass, loo, mus
from cardlib.game import GamePhase, GameState, RandomBot, play_out
from cardlib.tricks import TrickGame

_NEW = {"black_maria": lambda: black_maria.new_game(4, seed=3), "loo": lambda: loo.new_game(4, seed=3),
        "handjass": lambda: handjass.new_game(4, seed=3)}
_GAMES = {"black_maria": black_maria, "loo": loo, "handjass": handjass, "mus": mus}


@pytest.mark.parametrize("name", _NEW)
def test_the_hands_are_trick_plays_hands_once_it_begins_never_a_stale_copy(name):
    state = _NEW[name]()
    bot = RandomBot(seed=4)
    seen_play = 0
    while not state.is_over and len(state.deals) < 8:
        if state.play is not None:
            seen_play += 1
            assert state.hands == state.play.hands, (state.phase, [len(h) for h in state.hands])
        state = state.apply(bot.choose(state).action)
    assert seen_play > 0


def test_loo_seed_3_after_one_trick_holds_what_trick_play_holds():
    state = loo.new_game(4, seed=3)
    while state.play is None or state.play.number < 1:
        state = state.apply(state.legal_actions()[0])
    assert [len(h) for h in state.hands] == [len(h) for h in state.play.hands] == [2, 2, 2, 2]


@pytest.mark.parametrize("name", _NEW)
def test_every_trick_game_state_is_one_trick_game_with_with_hands(name):
    state = _NEW[name]()
    assert isinstance(state, TrickGame) and isinstance(state, GameState)
    swapped = state.with_hands(tuple(reversed(state.hands)))
    assert swapped.hands == tuple(reversed(state.hands)) and state.hands != swapped.hands
    later = play_out(state, RandomBot(seed=1), stop=lambda s: s.play is not None and s.play.number == 1)
    swapped = later.with_hands(tuple(reversed(later.hands)))
    assert swapped.play.hands == swapped.hands == tuple(reversed(later.hands))


@pytest.mark.parametrize("name", _GAMES)
def test_every_phase_has_one_base_prints_its_name_and_ends_in_over(name):
    phase = _GAMES[name].Phase
    assert issubclass(phase, GamePhase)
    assert str(phase.OVER) == "over" and f"{phase.OVER}" == "over" and phase.OVER == "over"
    if name != "mus":
        assert str(phase.PLAY) == "play"


@pytest.mark.parametrize("name", _GAMES)
def test_every_game_counts_its_deals_in_deal_no_and_ends_in_over(name):
    game = _GAMES[name]
    state = game.new_game(seed=5) if name == "mus" else _NEW[name]()
    first = state.deal_no
    end = play_out(state, RandomBot(seed=2), max_steps=100_000)
    assert end.phase is game.Phase.OVER and end.is_over and end.deal_no >= first


@pytest.mark.parametrize("name", _GAMES)
def test_one_legality_hook_no_game_overrides_can(name):
    state_type = _GAMES[name].State
    assert state_type.can is GameState.can
    assert "_allows" in vars(state_type) or state_type._allows is GameState._allows


def test_a_black_maria_pass_is_judged_by_the_hook():
    state = black_maria.new_game(3, seed=1)
    hand = state.hands[state.to_act]
    assert state.can(black_maria.Pass(hand[:3])) and not state.can(black_maria.Play(hand[0]))
    end = play_out(state, RandomBot(seed=1))
    assert not end.can(black_maria.Pass(hand[:3]))


def test_mus_keeps_deal_number_and_game_over_as_deprecated_aliases():
    state = mus.new_game(seed=1)
    with pytest.warns(DeprecationWarning, match="deal_no"):
        assert state.deal_number == state.deal_no == 1
    assert mus.Phase.GAME_OVER is mus.Phase.OVER
    end = play_out(state, RandomBot(seed=2), max_steps=100_000)
    assert end.phase is mus.Phase.GAME_OVER and str(end.phase) == "over"


@pytest.mark.parametrize("name", _GAMES)
def test_the_table_goes_from_the_state_to_the_games_observer_and_out_of_its_view(name, monkeypatch):
    """One direction (issue 21 item 2): ``state.table(viewer)`` and the game's ``view.table_view``
    both ask the game's one observer, ``view.observe``, and give its observation's view; the
    observer's picture is drawn once, when the view is first read."""
    game = _GAMES[name]
    state = game.new_game(seed=5) if name == "mus" else _NEW[name]()
    view = __import__(f"cardlib.{name}.view", fromlist=["observe"])
    real, asked, made = view.observe, [], []

    def observe(s, seat, **kw):
        seen = real(s, seat, **kw)
        asked.append((seat, kw.get("reveal", False)))
        made.append(seen)
        return seen
    monkeypatch.setattr(view, "observe", observe)
    table = state.table(1)
    assert asked == [(1, False)] and table is made[-1].view
    assert view.table_view(state, 2) is made[-1].view and asked[-1] == (2, False)
    assert state.table(None) is made[-1].view and asked[-1] == (None, False)
    assert state.observe(1).view == table                              # the state's own observer is the view's
    if name == "mus":
        assert state.table(1, reveal=True) is made[-1].view and asked[-1] == (1, True)
        assert made[-1].view.face_down == frozenset()                  # open hands: every hand face up
        assert view.table_view(state, 1, reveal=True) == made[-1].view
    assert len(asked) == 4 + 2 * (name == "mus")
    assert table.face_down == frozenset({0, 2, 3}) and state.table(None).face_down == frozenset()
