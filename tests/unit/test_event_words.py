"""Every event of every game reads right for every reader: the actor, another seat, and None.

Bot-played games of the four games (random and each game's bot, several seeds and table
sizes, variants that add events) are read event by event, with the seats named as the play
table names them ("You" for the reader, "Seat N" or Mus's Right / Partner / Left for the
others); each sentence must agree with "You", keep its counts in agreement, and keep every
secret from the seats that may not see it.
"""

from __future__ import annotations

import re
from functools import lru_cache

import pytest

from cardlib import black_maria, handjass, loo, mus
from cardlib.black_maria.bot import BlackMariaBot
from cardlib.game import Decision, Event, RandomBot, play_out
from cardlib.handjass.bot import HandjassBot
from cardlib.loo.bot import LooBot
from cardlib.mus.bot import MusBot
from cardlib.mus.view import seat_names

STUMBLES = {
    "a third-person verb after You": re.compile(
        r"\bYou (pays|is|has|takes|wins|deals|leads|plays|throws|passes|holds|buys|says|puts|reaches|scores|"
        r"loses|draws|leaves|cuts|gets|shares|was|does)\b"),
    "You in mid-sentence": re.compile(r"[a-z;,] You\b"),
    "a count that disagrees": re.compile(r"(?<![\d.,])\b1 (chips|points|tricks|cards|strokes|penalty points)\b"),
    "a second name for the reader": re.compile(r"\(you\)"),
    "a later verb that does not agree with You": re.compile(
        r"\bYou \w+\b[^.;:]*(,| and) (throws|pays|takes|deals|holds|leads|wins|scores|loses|is|has)\b"),
}

GAMES = {"mus": mus.State, "black_maria": black_maria.State, "loo": loo.State, "handjass": handjass.State}


class _MusThrice(RandomBot):
    """Says mus and throws every card for three exchanges, so the stock runs out (a reshuffle)."""

    def choose(self, state):
        if state.exchanges < 3 and state.phase is mus.Phase.MUS:
            return Decision(mus.Mus(), "mus again")
        if state.exchanges < 3 and state.phase is mus.Phase.DISCARD:
            return Decision(mus.Discard(state.hands[state.to_act]), "throw every card")
        return super().choose(state)


def _games():
    """(game, start, bot): a few seeded games of each, random and bot, and variants with events of their own."""
    for seed in range(3):
        yield "mus", mus.new_game(seed=seed), RandomBot(seed) if seed == 0 else MusBot(seed)
        yield "mus", mus.new_game(seed=seed, target=30, std_bonuses=True), MusBot(seed + 10)
        yield "mus", mus.new_game(seed=seed, target=30), _MusThrice(seed)
        for n in (3, 4, 5):
            yield ("black_maria", black_maria.new_game(n, seed=seed),
                   RandomBot(seed) if seed == 0 else BlackMariaBot(seed))
        yield ("black_maria", black_maria.new_game(3, seed=seed, taking_everything=True, pass_left=seed != 2),
               BlackMariaBot(seed))                       # seed 2: one seat takes every penalty card
        yield ("black_maria", black_maria.new_game(4, seed=seed, threshold_loses=True, threshold=60),
               BlackMariaBot(seed))
        for n in (3, 4, 5):
            yield "loo", loo.new_game(n, seed=seed), RandomBot(seed) if seed == 0 else LooBot(seed, trials=100)
        yield "loo", loo.new_game(4, seed=seed, free_dummy=True, dealer_stakes=True), LooBot(seed, trials=100)
        yield "loo", loo.new_game(3, seed=seed, start_chips=3, unlimited_loo=True), RandomBot(seed)
        for n in (2, 3, 4):
            yield "handjass", handjass.new_game(n, seed=seed), RandomBot(seed) if seed == 0 else HandjassBot(seed)


@lru_cache(maxsize=1)
def played() -> tuple:
    """Each game's events with the state before each action, so a secret can be looked up."""
    games = []
    for game, start, bot in _games():
        before = []
        end = play_out(start, bot, on_step=lambda state, decision: before.append(state))
        games.append((game, getattr(start, "players", 4), end.events, tuple(before)))
    return tuple(games)


def names(game: str, viewer: int | None, players: int):
    if game == "mus" and viewer is not None:
        return dict(enumerate(seat_names(viewer)))
    return None                      # the narrator's own: "You" for the viewer, "Seat N" for the others


def secrets(game: str, event: Event, before: tuple, viewer: int | None) -> list[str]:
    """What ``viewer`` may not read in this event: cards passed to another seat, another seat's hand."""
    if viewer is None:
        return []
    if game == "black_maria" and event.kind in ("pass", "commit") and viewer not in (event.seat, event["to"]):
        return [str(c) for c in event["cards"]]
    if event.kind == "action" and viewer != event.seat:
        state = before[event.step]
        if game == "black_maria" and str(event.action).startswith("pass "):
            return [str(c) for c in event.action.cards]
        if game == "loo" and state.phase is loo.Phase.DECLARE:
            return [" ".join(str(c) for c in state.hands[event.seat])]
    return []


def readings():
    """(game, event, viewer, sentence, secrets) for every event read by its actor, the next seat and None;
    a deal's scoring lines (events themselves) are read with it."""
    for game, players, events, before in played():
        for event in events:
            actor = event.seat if event.seat is not None else 0
            for viewer in (actor, (actor + 1) % players, None):
                hidden = secrets(game, event, before, viewer)
                yield game, event, viewer, event.words(names(game, viewer, players), viewer=viewer), hidden
                for line in event.get("lines", ()) or () if event.kind == "deal" else ():
                    if isinstance(line, Event):
                        yield game, line, viewer, line.words(names(game, viewer, players), viewer=viewer), []


def stumbles(sentence: str, hidden: list[str]) -> list[str]:
    found = [what for what, pattern in STUMBLES.items() if pattern.search(sentence)]
    return found + [f"shows {secret!r}" for secret in hidden if secret in sentence]


def test_every_declared_event_kind_of_every_game_is_seen():
    seen = {(game, event.kind) for game, _, events, _ in played() for event in events}
    for game, state in GAMES.items():
        assert state.EVENT_KINDS, f"{game} declares its event kinds"
        missing = sorted(kind for kind in state.EVENT_KINDS if (game, kind) not in seen)
        assert not missing, f"{game}: no bot game here emitted {missing}"


def test_every_event_carries_the_data_its_kind_declares():
    for game, _, events, _ in played():
        for event in events:
            declared = GAMES[game].EVENT_KINDS[event.kind]
            assert event.declared is declared
            given = {name for name, _ in event.data}
            assert set(declared.data) <= given <= set(declared.data) | set(declared.optional)


def test_every_sentence_reads_right_for_the_actor_another_seat_and_everyone():
    bad = [(game, event.kind, viewer, sentence, found) for game, event, viewer, sentence, hidden in readings()
           for found in [stumbles(sentence, hidden)] if found]
    assert not bad, f"{len(bad)} sentences stumble, first: {bad[:5]}"


def test_the_checks_catch_what_they_look_for():
    assert stumbles("Seat 1 puts three cards face down for You", []) == ["You in mid-sentence"]
    assert stumbles("You are looed (no trick) and pays 3 chips", []) == ["a later verb that does not agree with You"]
    assert stumbles("You pays 1 chips", []) == ["a third-person verb after You", "a count that disagrees"]
    assert stumbles("playing is worth +0.1 chips", []) == []
    assert stumbles("Totals: Seat 0 (you) 3", []) == ["a second name for the reader"]
    assert stumbles("Seat 1 passes Q♠ 2♥ 3♥ to Seat 2", ["Q♠"]) == ["shows 'Q♠'"]


def test_a_pass_names_its_cards_to_the_passer_and_the_receiver_only():
    state = black_maria.new_game(3, seed=5)
    while state.phase is black_maria.Phase.PASS:
        state = state.apply(state.legal_actions()[0])
    passing = next(e for e in state.events if e.kind == "pass" and e.seat == 0)
    cards = " ".join(map(str, passing["cards"]))
    to = passing["to"]
    other = 3 - to
    assert passing.words(viewer=0) == f"You pass {cards} to Seat {to}"
    assert passing.words(viewer=to) == f"Seat 0 passes {cards} to you"
    assert passing.words(viewer=other) == f"Seat 0 passes three cards to Seat {to}"
    assert passing.words() == f"Seat 0 passes {cards} to Seat {to}"           # the whole story


def test_a_loo_bot_keeps_its_reason_to_itself():
    """Its odds are worked out from its hand (issue 20: "this hand takes a trick 53% of the
    time" told the others about it), so the others read only what it declared."""
    state = loo.new_game(4, seed=2)
    seat = state.to_act
    after = play_out(state, LooBot(1, trials=50), stop=lambda s: len(s.history) == 1)
    decided = after.events[len(state.events)]
    mine, theirs = decided.words(viewer=seat), decided.words(viewer=(seat + 1) % 4)
    assert "of the time" in mine and "of the time" in decided.words()        # its seat and the whole story
    assert theirs == f"Seat {seat} will play" and decided.action == loo.PLAY and "(" not in theirs


@pytest.mark.parametrize("template, seat, viewer, expected", [
    ("{who} {pays} 3 chips for the dummy, {throws} the hand away", 1, 1, "You pay 3 chips for the dummy, throw the hand away"),
    ("{who} {is} looed (no trick) and {pays} 1 chip", 2, 2, "You are looed (no trick) and pay 1 chip"),
    ("Deal 1: {who} {deals}, {seat2} {is} mano", 3, 2, "Deal 1: Seat 3 deals, you are mano"),
    ("{who} {puts} three cards face down for {seat0}", 1, 0, "Seat 1 puts three cards face down for you"),
    ("the discards but {who}'s own serve {who}", 2, 2, "The discards but your own serve you"),
    ("{who} {has} the best", 2, None, "Seat 2 has the best"),
])
def test_the_narrator_agrees_with_you_anywhere_in_the_sentence(template, seat, viewer, expected):
    assert Event("score", template, seat=seat).words(viewer=viewer) == expected


def test_an_event_a_game_does_not_declare_is_refused():
    state = loo.new_game(3, seed=1)
    with pytest.raises(ValueError, match="declares no event kind 'surprise'"):
        state.emit("surprise", "{who} {jumps}", seat=0)
    with pytest.raises(ValueError, match="a 'buy' event carries price, pot, not price"):
        state.emit("buy", "{who} {buys}", seat=0, price=3)


def figures() -> tuple[int, int]:
    """(sentences that stumble, sentences read): the figures the issue counts."""
    read = list(readings())
    return sum(1 for *_, sentence, hidden in read if stumbles(sentence, hidden)), len(read)


if __name__ == "__main__":                      # prints the figures: python tests/unit/test_event_words.py
    bad, total = figures()
    print(f"{bad} of {total} sentences of bot-played games stumble")
