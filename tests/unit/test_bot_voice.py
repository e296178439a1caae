"""Every bot words its reason in a voice (cardlib.game.Voice): about its own seat at the table
("it holds", "its team"), and to the reader in a review, whose choice it explains ("you hold",
"your team"). The decision is the same in both voices; only the words change.

The batches walk seeded deals of each game through every phase that occurs (the pass, the
declarations and bids, the mus and the discard, the card play) and ask each bot, fresh at
every state, for its reason in both voices.
"""

from __future__ import annotations

import re

import pytest

from cardlib import black_maria, handjass, loo, mus
from cardlib.black_maria import BlackMariaBot, parse_cards
from cardlib.black_maria import expert as bm_expert
from cardlib.black_maria.bot import choose_card
from cardlib.game import RandomBot, Voice, play_out
from cardlib.handjass import HandjassBot
from cardlib.handjass import expert as hj_expert
from cardlib.loo import LooBot
from cardlib.loo import expert as loo_expert
from cardlib.mus import MusBot
from cardlib.mus import expert as mus_expert
from cardlib.review import STANDARDS, Reviewer, reader_moves

# Each game: a seeded start, a fresh bot for (seed, seat), the phases a batch must meet.
GAMES = {
    "black_maria": (lambda seed: black_maria.new_game(3 + seed % 3, seed=seed),
                    lambda seed, seat: BlackMariaBot(), {"pass", "play"}),
    "loo": (lambda seed: loo.new_game(4, seed=seed),
            lambda seed, seat: LooBot(seed + seat, trials=300), {"declare", "play"}),
    "handjass": (lambda seed: handjass.new_game(3 + seed % 2, seed=seed),
                 lambda seed, seat: HandjassBot(seed + seat), {"declare", "play"}),
    "mus": (lambda seed: mus.new_game(seed=seed),
            lambda seed, seat: MusBot(seed + seat, trials=300), {"mus", "discard", "grande", "chica", "pares", "juego", "punto"}),
}

# "it" that is not the actor: the trick ("3 penalty points in it") and an idiom ("makes worth it").
NOT_THE_ACTOR = re.compile(r"\bin it\)|\bworth it\b")
THIRD_PERSON = re.compile(r"\b(it|its|itself)\b")
YOU_WITH_A_THIRD_PERSON_VERB = re.compile(r"\byou (?!\w*ss\b)\w+s\b|\byou must be\b|\byour's\b")


def phase_name(state) -> str:
    phase = getattr(state, "phase", None)
    name = str(getattr(phase, "value", phase))
    if name == "betting" or name == "bet":
        return state.betting.lance
    return name


def both_voices(game: str, seeds=range(8), steps: int = 90):
    """(phase, reason as "it", reason as "you") at every decision of the seeded deals of ``game``."""
    start_of, bot_for, _ = GAMES[game]
    out = []
    for seed in seeds:
        state = start_of(seed)
        for _ in range(steps):
            if state.is_over:
                break
            seat = state.to_act
            table = bot_for(seed, seat).choose(state)
            it = bot_for(seed, seat).choose(state, Voice.IT)
            you = bot_for(seed, seat).choose(state, Voice.YOU)
            assert table == it                        # the table's reason is the third person's
            assert you.action == it.action            # the voice changes words, never the choice
            out.append((phase_name(state), it.reason, you.reason))
            state = state.apply(table.action)
    return out


@pytest.mark.parametrize("game", GAMES)
def test_every_reason_in_the_second_person_is_about_you(game):
    rows = both_voices(game)
    assert GAMES[game][2] <= {phase for phase, _, _ in rows}      # the batch met every phase named
    for phase, it, you in rows:
        assert not THIRD_PERSON.search(NOT_THE_ACTOR.sub("", you)), (phase, you)
        assert not YOU_WITH_A_THIRD_PERSON_VERB.search(you), (phase, you)
        if THIRD_PERSON.search(NOT_THE_ACTOR.sub("", it)):
            assert re.search(r"\byou(r)?\b", you), (phase, it, you)


def test_the_voice_agrees_the_verb_and_the_possessive():
    assert [Voice.IT(v) for v in ("holds", "cannot", "is", "passes")] == ["it holds", "it cannot", "it is", "it passes"]
    assert [Voice.YOU(v) for v in ("holds", "cannot", "is", "passes")] == ["you hold", "you cannot", "you are", "you pass"]
    assert (Voice.IT.its, Voice.YOU.its, Voice.IT.them, Voice.YOU.them) == ("its", "your", "it", "you")


def test_black_maria_reasons_in_both_voices():
    hand, trick = parse_cards("5S 9H 8H 2C"), parse_cards("KS")
    assert choose_card(hand, trick, {hand[0]}, 4)[1] == "play 5♠: its only spade, which it must play"
    assert choose_card(hand, trick, {hand[0]}, 4, voice=Voice.YOU)[1] == "play 5♠: your only spade, which you must play"
    hand, trick = parse_cards("QH 9H 8D 2C"), parse_cards("KS")
    assert choose_card(hand, trick, set(hand), 4)[1] == "play Q♥: it holds no spades, so it throws its highest heart"
    assert (choose_card(hand, trick, set(hand), 4, voice=Voice.YOU)[1]
            == "play Q♥: you hold no spades, so you throw your highest heart")
    hand, trick = parse_cards("9C 7C 2H"), parse_cards("3C")
    assert choose_card(hand, trick, {hand[0], hand[1]}, 4)[1].endswith(
        "so it plays its cheapest and hopes a later player goes higher")
    assert choose_card(hand, trick, {hand[0], hand[1]}, 4, voice=Voice.YOU)[1].endswith(
        "so you play your cheapest and hope a later player goes higher")


def test_the_table_keeps_the_third_person_reasons():
    """The table's words as they were before a bot could speak to "you" (read off a seeded deal)."""
    reasons = {game: {it for _, it, _ in both_voices(game, seeds=[0], steps=40)} for game in ("loo", "handjass", "mus")}
    assert any(r.startswith("play ") and ", so it throws its cheapest card" in r for r in reasons["loo"])
    assert any("players against it, this hand takes no trick" in r for r in reasons["loo"])
    assert any(r.startswith("it cannot win this trick, so it gives away the least") for r in reasons["handjass"])
    assert any(re.match(r"its team wins (Grande|Chica) \d+% of the time with this hand", r) for r in reasons["mus"])


def deal_ended(state) -> bool:
    return state.is_over or any(e.kind == "deal" for e in state.events)


REVIEWS = {
    "black_maria": (lambda: black_maria.new_game(4, seed=2), lambda: bm_expert.expert(budget=None, samples=12)),
    "loo": (lambda: loo.new_game(4, seed=3), lambda: loo_expert.expert(budget=None, samples=6, trials=60)),
    "handjass": (lambda: handjass.new_game(3, seed=1), lambda: hj_expert.expert(budget=None, samples=8)),
    "mus": (lambda: mus.new_game(seed=5), lambda: mus_expert.expert(budget=None, samples=4, trials=60)),
}


@pytest.mark.parametrize("game", REVIEWS)
def test_a_reviewed_deal_reads_as_you(game):
    """A random reader's deal (so there are mistakes, whose "why" quotes the bot's rule of thumb)
    and the bots' own choices (where the expert's reason is the bot's) read entirely as "you"."""
    start_of, expert_of = REVIEWS[game]
    start = start_of()
    bots = {s: (RandomBot(7) if s == 0 else GAMES[game][1](1, s)) for s in range(len(start.hands))}
    end = play_out(start, bots, stop=deal_ended)
    review = Reviewer(expert_of(), STANDARDS[game]).review(reader_moves(start, end, seat=0))
    assert review.decisions
    whys = [row[-1] for row in review.rows()]
    for why in whys + [review.summary()]:
        assert not any(word in f" {why} " for word in (" it ", " its ", "itself")), why
    assert any(re.search(r"\byou(r)?\b", why) for why in whys), whys
