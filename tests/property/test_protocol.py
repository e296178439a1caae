"""What every game promises, checked the same way on all four (OpenSpiel's games_sim_test):
random and bot playouts end; at every step each card of the pack is in exactly one place; ``apply``
never changes the state it is called on; a refused action (illegal, malformed, not an action)
raises the game's error and changes nothing; replaying ``history`` from ``new_game(seed)`` gives the
same state and events; and each game's conservation law holds (43 penalty points in a Black Maria
deal, 157 card points in a Jass deal that plays the whole pack, Loo's chips, Mus's points).

What only one game promises is tested in that game's ``test_<game>_games.py``.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, fields
from types import ModuleType
from typing import Callable

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardlib import black_maria, handjass, loo, mus
from cardlib.black_maria.bot import BlackMariaBot
from cardlib.cards import FRENCH_52, SPANISH_40, SWISS_36
from cardlib.errors import CardlibError, IllegalActionError
from cardlib.game import Action, GameState, RandomBot, replay
from cardlib.handjass.bot import HandjassBot
from cardlib.loo.bot import LooBot
from cardlib.mus.bot import MusBot
from tests.support import MusRandomBot

MAX_STEPS = 20_000
DEEP_CHECKS = 0.1          # the share of steps hashed whole, with every legal action and refusals checked
NOT_ACTIONS = (None, "play", 42)


# Where the cards are, game by game: every card of the deal in progress, wherever it lies.

def mus_cards(state) -> list:
    return [c for h in state.hands for c in h] + list(state.stock) + list(state.discards)


def black_maria_cards(state) -> list:
    held = [c for h in state.hands for c in h]
    if state.phase is black_maria.Phase.PLAY:
        return held + [c for w in state.play.won for c in w] + list(state.play.trick.cards)
    return held + [c for p in state.passes if p for c in p]


def handjass_cards(state) -> list:
    held = [c for h in state.hands for c in h] + list(state.blind) + list(state.store) + list(state.out)
    held += [c for b in state.bessern for c in b] + [c for w in state.won for c in w]
    return held + (list(state.trick.cards) if state.trick is not None else [])


def loo_cards(state) -> list:
    if state.phase is loo.Phase.PLAY:
        held = [c for h in state.play.hands for c in h] + list(state.play.trick.cards)
        held += [c for t in state.current.tricks_played for c in t.cards]
    else:
        held = [c for h in state.hands for c in h]
    return held + list(state.dummy) + [state.turned] + list(state.stock) + list(state.out)


# Actions each game must refuse now and then: well formed but illegal, or malformed (a card of
# another pack, a pass of two cards, a bet below the minimum).

def mus_refusals(state) -> list:
    foreign = next(c for c in SPANISH_40.cards if c not in state.hands[state.to_act])
    return [mus.Envido(1), mus.Reenvido(1), mus.Quiero(), mus.NoQuiero(),
            mus.Paso(), mus.Mus(), mus.NoMus(), mus.Ordago(firm=True), mus.Quiero(firm=True),
            mus.Discard([foreign]), mus.Discard(""), "envido 2"]


def black_maria_refusals(state) -> list:
    hand = state.hands[state.to_act]
    if state.phase is black_maria.Phase.PASS:
        return [black_maria.Pass(hand[:2]), black_maria.Pass(hand[:3]), black_maria.Play(hand[0])]
    return [black_maria.Pass(tuple(FRENCH_52.cards[:3]))] + [black_maria.Play(c) for c in FRENCH_52.cards[::3]]


def handjass_refusals(state) -> list:
    return [handjass.PLAY, handjass.PASS, handjass.TAKE_BLIND, handjass.AGREE, handjass.SWAP_SIX,
            handjass.KEEP_HAND, handjass.Play(FRENCH_52.parse("2S"))] + [handjass.Play(c) for c in SWISS_36.cards[::4]]


def loo_refusals(state) -> list:
    return [loo.PLAY, loo.PASS, loo.BUY, loo.Play(SPANISH_40.parse("Co"))] + [loo.Play(c) for c in FRENCH_52.cards[::5]]


# The conservation laws: checked at every step (``before`` -> ``after``) and on the finished game.

def mus_step_law(before, after) -> None:
    assert all(b >= a for a, b in zip(before.scores, after.scores)), "a team's points went down"
    if not after.is_over:
        assert max(after.scores) < after.rules.target, "the game goes on past the target"


def mus_end_law(start, end) -> None:
    assert max(end.scores) >= end.rules.target
    gained = sum(end.scores) - sum(start.scores)
    assert sum(e.points for e in end.ledger) == gained, "the scoresheet adds up to the points"


def black_maria_end_law(start, end) -> None:
    for record in end.deals:
        if end.rules.scoring == "standard":
            assert sum(record.taken) == 43, f"deal {record.number} took {sum(record.taken)} penalty points"


def handjass_end_law(start, end) -> None:
    for record in end.deals:
        if record.outcome not in ("played", "decider"):
            continue
        played = [c for h in record.hands for c in h]
        won = sum(record.card_points[s] for s in record.active)
        assert won == sum(handjass.card_points(c, record.trump) for c in played)
        if len(played) == 36:
            assert won + 5 == 157, f"deal {record.number} plays the whole pack for {won + 5} points"


def loo_step_law(before, after) -> None:
    total = after.players * after.rules.start_chips
    assert sum(after.chips) + after.pot == total, "chips plus pot changed"
    assert min(after.chips) >= 0


def no_law(*states) -> None:
    pass


@dataclass(frozen=True)
class Game:
    name: str
    module: ModuleType
    pack: Callable[[GameState], tuple]
    cards: Callable[[GameState], list]
    refusals: Callable[[GameState], list]
    bot: Callable[[int], object]
    variants: tuple[dict, ...] = ({},)
    step_law: Callable = no_law
    end_law: Callable = no_law
    random_player: Callable[[int], object] = RandomBot    # one that lets the game run its course

    def __str__(self) -> str:
        return self.name


GAMES = [
    Game("mus", mus, lambda s: SPANISH_40.cards, mus_cards, mus_refusals, MusBot,
         ({}, {"four_kings": True, "std_bonuses": True, "target": 30},
          {"en_paso_point": True, "no_signals_first_deal": True}),
         mus_step_law, mus_end_law, MusRandomBot),
    Game("black_maria", black_maria, lambda s: black_maria.deck(s.players, six_all_twos=s.rules.six_all_twos),
         black_maria_cards, black_maria_refusals, BlackMariaBot,
         ({"end_mode": "deals", "num_deals": 2},
          {"end_mode": "deals", "num_deals": 2, "scoring": "graded_hearts", "pass_left": True},
          {"end_mode": "deals", "num_deals": 2, "pass_restriction": "queen", "taking_everything": True,
           "no_heart_lead_early": True, "hearts_broken": True}),
         end_law=black_maria_end_law),
    Game("handjass", handjass, lambda s: SWISS_36.cards, handjass_cards, handjass_refusals, HandjassBot,
         ({}, {"twelve_cards": True}, {"bessern_3p": True, "bessern_2p": True},
          {"berner": True, "potato_bonus": True}, {"potato_line": 21, "modern_weis": True, "overtrump_duty": False},
          {"target": 3}),
         end_law=handjass_end_law),
    Game("loo", loo, lambda s: FRENCH_52.cards, loo_cards, loo_refusals, lambda seed: LooBot(seed, trials=300),
         ({}, {"free_dummy": True, "dealer_may_pass": True, "club_law": True},
          {"unlimited_loo": True, "loo_cap": 9, "start_chips": 18}, {"head_the_trick": True, "dealer_stakes": True},
          {"ante": 2, "dummy_price": 1, "loo_penalty": 4, "start_chips": 15}),
         step_law=loo_step_law),
]
TABLES = [pytest.param(game, players, id=f"{game}-{players}") for game in GAMES
          for players in game.module.INFO.players]
seeds = st.integers(0, 2**32 - 1)


def snapshot(state: GameState, deep: bool) -> tuple[tuple, tuple]:
    """The state's field values (compared by identity: cheap, at every step), and at sampled steps
    the hash of the whole state and of its events (which reaches every nested record)."""
    return tuple(getattr(state, f.name) for f in fields(state)), (hash(state), hash(state.events)) if deep else ()


def unchanged(state: GameState, before: tuple[tuple, tuple]) -> bool:
    values, hashes = snapshot(state, deep=bool(before[1]))
    return all(a is b for a, b in zip(values, before[0], strict=True)) and hashes == before[1]


def check_refusals(game: Game, state: GameState) -> None:
    """Actions the rules forbid now, malformed ones and things that are no action at all are
    refused with the game's error, and the state is left as it was."""
    before = snapshot(state, deep=True)
    for bad in (*NOT_ACTIONS, *game.refusals(state)):
        if isinstance(bad, Action) and state.can(bad):
            continue
        expected = IllegalActionError if isinstance(bad, Action) else CardlibError
        with pytest.raises(expected) as refused:
            state.apply(bad)
        assert str(refused.value) == state.why_illegal(bad) != ""
        if not isinstance(bad, Action):
            assert str(bad) in str(refused.value), "the message names what was refused"
    assert unchanged(state, before), "a refused action changed the state"


def check_table(state: GameState, players: int) -> None:
    for viewer in (None, *range(players)):
        view = state.table(viewer)
        assert len(view.hands) == players and view.to_act == state.to_act
        assert viewer is None or viewer not in view.face_down, "a seat sees its own hand"


def play(game: Game, start: GameState, players: int, bots: dict, seed: int) -> GameState:
    """Plays ``start`` out with ``bots``, checking the protocol at every step."""
    pack = Counter(game.pack(start))
    rng = np.random.default_rng(seed)
    state = start
    for step in range(MAX_STEPS):
        if state.is_over:
            break
        assert Counter(game.cards(state)) == pack, "a card was lost or doubled"
        legal = state.legal_actions()
        assert state.to_act in range(players) and legal
        deep = step == 0 or rng.random() < DEEP_CHECKS
        if deep:
            assert all(state.why_illegal(a) is None for a in legal)
            check_refusals(game, state)
            check_table(state, players)
        before = snapshot(state, deep)
        action = bots[state.to_act].choose(state).action
        after = state.apply(action)
        assert unchanged(state, before), "apply changed its input"
        assert after.history == state.history + (action,)
        game.step_law(state, after)
        state = after
    else:
        pytest.fail(f"{game} did not end within {MAX_STEPS} actions")
    assert state.to_act is None and state.legal_actions() == []
    with pytest.raises(IllegalActionError):
        state.apply(state.history[-1])
    assert [e.action for e in state.events if e.kind == "action"] == list(state.history)
    game.end_law(start, state)
    return state


def check_game(game: Game, players: int, seed: int, options: dict, bots: dict) -> None:
    start = game.module.new_game(players, seed=seed, **options)
    end = play(game, start, players, bots, seed)
    again = replay(game.module.new_game(players, seed=seed, **options), end.history)
    assert again == end and again.events == end.events, "replaying the history gives the same game"


@pytest.mark.parametrize("game, players", TABLES)
@settings(max_examples=4, deadline=None)
@given(seed=seeds, data=st.data())
def test_random_playouts_keep_the_protocol(game, players, seed, data):
    options = data.draw(st.sampled_from(game.variants), label="rules")
    check_game(game, players, seed, options, {s: game.random_player(seed + s) for s in range(players)})


@pytest.mark.parametrize("game, players", TABLES)
@settings(max_examples=2, deadline=None)
@given(seed=seeds)
def test_bot_playouts_keep_the_protocol(game, players, seed):
    options = game.variants[0]
    check_game(game, players, seed, options, {s: game.bot(seed + s) for s in range(players)})
