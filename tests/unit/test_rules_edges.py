"""The rules' edges an independent referee found (issue 21, item 7): each setting that never ends
or means nothing is refused when the rules are made, naming the rule; a card twice is an
InvalidCardError in every game; actions check their amounts when built; every refusal cites a
rule section and names no Python repr. Each test names the section of the game's rules it reads."""

from __future__ import annotations

import re

import pytest

from cardlib import CardlibError, IllegalActionError, InvalidCardError
from cardlib import black_maria, handjass, loo, mus
from cardlib.cards import SWISS_36, Suit
from cardlib.game import play_out, random_playout
from cardlib.loo import BUY, PASS, PLAY, LooBot

def cites_a_section(message: str) -> bool:
    return bool(re.search(r"\(rules §\d", message))


def no_repr(message: str) -> bool:
    """No dataclass or enum repr: no ``Name(field=...)``, no ``Card('Q♠')``, no ``<Enum.X: 'x'>``."""
    return not re.search(r"\b[A-Z]\w*\(\w+=|Card\('|<\w+\.\w+: ", message)


# --------------------------------------------------------------------------- Loo §5.2 V3

def lone_miss(**options):
    """4 players, dealer seat 0: seat 1 passes, seat 2 buys the dummy (the miss), seat 3 passes;
    the dealer is to speak."""
    game = loo.new_game(4, seed=0, dealer_may_pass=True, **options)
    return game.apply(PASS).apply(BUY).apply(PASS)


def test_V3_the_dealer_may_pass_to_a_lone_holder_of_the_miss_who_takes_the_pool():
    """Loo rules §5.2 V3: "If one player took miss and everyone else throws up, that player takes
    the pool." The dealer may stand or pass; if he passes, the holder of the miss takes the pot
    without play, and the pot being empty, the round ends (§2.8)."""
    game = lone_miss()
    assert game.to_act == game.dealer == 0 and game.buyer == 2
    assert [str(a) for a in game.legal_actions()] == ["play", "pass"]          # the dummy is gone
    pot, chips = game.pot, game.chips[2]
    after = game.apply(PASS)
    record = after.deals[-1]
    assert record.swept and record.taker == 2 and record.shares[2] == pot == 15
    assert after.chips[2] == chips + pot - 3                 # + the pot, - the next round's ante
    assert after.round_no == 2 and after.dealer == 1         # the pot was emptied: the round ended
    words = [e.words() for e in after.events if e.kind == "sweep"]
    assert words == ["Everyone else passed: Seat 2 takes the whole pot of 15 chips without play, holding the "
                     "dummy (rules §5.2 V3)"]
    assert record.summary() == "deal 1: everyone else passed; seat 2 (holding the dummy) took 15"


def test_V3_the_dealer_who_stands_against_the_miss_plays_as_before():
    """Loo rules §5.2 V3: the dealer may also stand; then the two play the deal out."""
    played = lone_miss().apply(PLAY)
    assert played.phase is loo.Phase.PLAY and played.participants == (2, 0)


def test_V3_against_one_player_with_his_own_hand_the_dealer_still_defends_the_pot():
    """Loo rules §5.2 V3: "if exactly one player stands, the dealer must defend the pool": play or buy
    the dummy while it is there. The refusal says so, and offers the dummy only while it is there."""
    game = loo.new_game(4, seed=0, dealer_may_pass=True).apply(PASS).apply(PLAY).apply(PASS)
    assert [str(a) for a in game.legal_actions()] == ["play", "buy dummy"]
    assert game.why_illegal(PASS) == ("cannot pass: with only one other player in, playing his own hand, the "
                                      "dealer must defend the pot; play or buy the dummy (rules §5.2 V3)")


def test_V3_club_law_still_binds_the_dealer_against_the_miss():
    """Loo rules §5.2 V6 over V3: when a club is turned nobody may pass, the dealer included."""
    for seed in range(200):
        game = loo.new_game(4, seed=seed, dealer_may_pass=True, club_law=True)
        if game.trump is not Suit.CLUBS:
            continue
        game = game.apply(PLAY).apply(BUY).apply(PLAY)
        assert PASS not in game.legal_actions()
        return
    pytest.fail("no deal with clubs turned")


# --------------------------------------------------------------------------- Loo settings (§2.1, §4, §5.2)

def test_an_ante_above_the_starting_chips_is_refused():
    """Loo rules §2.1 and §4: nobody could pay the first ante, and the game would end before its first deal."""
    with pytest.raises(CardlibError, match=r"ante=13 is more than the 12 chips each player starts with: nobody "
                                           r"could pay the first ante.*\(rules §2\.1, §4\)"):
        loo.new_game(4, seed=0, ante=13)
    with pytest.raises(CardlibError, match=r"the first dealer could pay.*rules §2\.1, §4"):
        loo.Rules(ante=15, dealer_stakes=True)
    assert loo.new_game(4, seed=0, ante=12).pot == 48                    # all in is still a game


@pytest.mark.parametrize("options", [dict(ante=0, loo_penalty=1), dict(ante=0, loo_penalty=0),
                                     dict(ante=0, unlimited_loo=True), dict(ante=0, dealer_stakes=True),
                                     dict(ante=0, loo_penalty=0, max_deals_per_round=3),
                                     dict(ante=0, unlimited_loo=True, free_dummy=True)])
def test_no_ante_never_ends_and_is_refused(options):
    """Loo rules §2.1, §2.4 and §4: with no ante every round starts with an empty pot; a player who plays
    can only lose, so the bots pass and the dealer sweeps an empty pot for ever (the referee's
    ``play_out(..., max_steps=600)`` was "not over after 600 actions"). Refused, naming the rule."""
    with pytest.raises(CardlibError, match=r"ante=0 is not allowed: every round would start with an empty pot.*"
                                           r"the game never ends \(rules §2\.1, §2\.4, §4\)"):
        loo.new_game(4, seed=0, **options)


def test_the_smallest_ante_ends_with_the_bots():
    """Loo rules §4: an ante of 1 with a loo of 1 is allowed, and a game of bots ends."""
    end = play_out(loo.new_game(3, seed=0, ante=1, loo_penalty=1), [LooBot(i, trials=50) for i in range(3)],
                   max_steps=5000)
    assert end.is_over


@pytest.mark.parametrize("options, match", [
    (dict(free_dummy=True, dummy_price=6), r"dummy_price=6 means nothing with free_dummy=True: the free miss "
                                           r"costs nothing \(rules §5\.2 V2\)"),
    (dict(free_dummy=True, dummy_price=0), r"dummy_price=0 means nothing with free_dummy=True"),
    (dict(unlimited_loo=True, loo_penalty=6), r"loo_penalty=6 means nothing with unlimited_loo=True: a player "
                                              r"looed pays the whole pot of the deal \(rules §5\.2 V4\)"),
])
def test_a_stake_a_switch_replaces_is_refused(options, match):
    """Loo rules §5.2 V2 and V4: the free miss has no price and the unlimited loo no fixed penalty;
    a price or a penalty given with them would be silently ignored: refused."""
    with pytest.raises(CardlibError, match=match):
        loo.Rules(**options)
    assert loo.Rules(free_dummy=True).price == 0 and loo.STANDARD.unlimited_loo


def test_loo_names_a_foreign_action_in_words():
    """Loo rules §2.4, §2.5: an action of another game is refused by its words, not its repr."""
    game = loo.new_game(4, seed=0)
    message = game.why_illegal(black_maria.Play("QS"))
    assert message == ("cannot play Q♠ (an action of another game): a Loo action is play, pass, buy dummy, or "
                       "playing a card (rules §2.4, §2.5)")


# --------------------------------------------------------------------------- Black Maria

def test_black_maria_threshold_with_a_number_of_deals_is_refused():
    """Black Maria rules §4: a game of a number of deals ends after its deals, whatever the totals, so a
    threshold given with it would be ignored (as num_deals is refused in threshold mode)."""
    with pytest.raises(CardlibError, match=r"threshold=50 needs end_mode='threshold'; a game of 4 deals ends "
                                           r"after its deals, whatever the totals \(rules §4\)"):
        black_maria.new_game(4, seed=0, end_mode="deals", num_deals=4, threshold=50)
    with pytest.raises(CardlibError, match=r"num_deals=4 needs end_mode='deals'"):
        black_maria.Rules(num_deals=4)
    assert black_maria.Rules(end_mode="deals", num_deals=4).threshold == 100


def test_black_maria_a_card_outside_the_pack_is_refused_as_such():
    """Black Maria rules §1.2: three players leave out ♣2; playing or passing it is refused as not in
    the pack, not as "not in your hand"."""
    game = black_maria.new_game(3, seed=0)
    message = game.why_illegal(black_maria.Pass(("2C", "3C", "4C")))
    assert message == "cannot pass 2♣: it is not in the pack of a 3-player game, which leaves out 2♣ (rules §1.2)"
    played = play_out(game, [black_maria.BlackMariaBot(i) for i in range(3)], stop=lambda s: s.phase.value == "play")
    assert played.why_illegal(black_maria.Play("2C")) == ("cannot play 2♣: it is not in the pack of a 3-player "
                                                          "game, which leaves out 2♣ (rules §1.2)")


def test_black_maria_refusals_cite_a_section():
    """Black Maria rules §1.2, §2.4, §5.2 and §4: a card not held, hearts not broken, a foreign action and
    any action once the game is over are refused citing the rule."""
    game = black_maria.new_game(3, seed=0, hearts_broken=True)
    played = play_out(game, [black_maria.BlackMariaBot(i) for i in range(3)], stop=lambda s: s.phase.value == "play")
    outside = next(c for c in black_maria.pack(3).cards if c not in played.hands[played.to_act])
    assert played.why_illegal(black_maria.Play(outside)).endswith("(rules §2.4)")
    assert "not in your hand" in played.why_illegal(black_maria.Play(outside))
    assert cites_a_section(played.why_illegal(loo.PLAY)) and no_repr(played.why_illegal(loo.PLAY))
    assert "hearts are not broken yet" in black_maria.why_illegal("AH", "AH 2C", trick_number=5, hearts_broken=True)
    assert black_maria.why_illegal("AH", "AH 2C", trick_number=5, hearts_broken=True).endswith("(rules §5.2)")
    end = play_out(black_maria.new_game(3, seed=0, end_mode="deals", num_deals=1),
                   [black_maria.BlackMariaBot(i) for i in range(3)])
    assert end.why_illegal(black_maria.Play("AS")) == "cannot play A♠: the game is over (rules §4)"


# --------------------------------------------------------------------------- Handjass

def test_handjass_potato_line_is_a_whole_number_as_the_target_is():
    """Handjass rules §5.2 (the potato line, 26 or 21) and §4 (the target): both are whole numbers, so
    26.0 is refused as 7.0 is."""
    with pytest.raises(CardlibError, match=r"potato_line=26\.0 is not allowed.*\(rules §5\.2\)"):
        handjass.Rules(potato_line=26.0)
    with pytest.raises(CardlibError, match=r"target=7\.0 is not allowed"):
        handjass.Rules(target=7.0)
    with pytest.raises(CardlibError, match=r"potato_line=True is not allowed"):
        handjass.Rules(potato_line=True)
    assert handjass.Rules(potato_line=21).potato_line == 21


def test_handjass_twelve_cards_with_bessern_is_refused_in_words():
    """Handjass rules §5.1: the 12-card hands have no Blind and no Bessern; the refusal names the setting
    that is on, in words, not "bessern_3p=False or bessern_2p=True"."""
    with pytest.raises(CardlibError) as info:
        handjass.Rules(twelve_cards=True, bessern_2p=True)
    assert str(info.value) == ("twelve_cards=True cannot be played with the Bessern deal (bessern_2p=True): the "
                               "12-card hands are dealt with no Blind and no Bessern cards to exchange; choose "
                               "one of the two (rules §5.1)")


def test_handjass_weis_winner_refuses_a_card_in_two_hands():
    """Handjass rules §1.2 (one 36-card pack) for the Weis contest of §3.1."""
    with pytest.raises(InvalidCardError, match=r"A♥ is in hand 0 and hand 1; the pack holds each card once "
                                               r"\(rules §1\.2\)"):
        handjass.weis_winner(["AH KH QH", "AH 7S 8S"], "S")


def bessern_game():
    game = handjass.new_game(3, seed=0, bessern_3p=True)
    assert game.phase == "exchange"
    return game


def test_handjass_a_bessern_exchange_of_the_wrong_count_is_refused_when_built():
    """Handjass rules §5.1: a Bessern exchange discards three cards (and takes three), or none; two
    cards are not "three Bessern cards", and the refusal says why."""
    with pytest.raises(CardlibError, match=r"a Bessern exchange discards exactly three cards, or none to keep the "
                                           r"hand; 7♥ 10♣ is 2 \(rules §5\.1\)"):
        handjass.Exchange(("7H", "10C"))


def test_handjass_a_bessern_exchange_of_cards_not_held_says_which():
    """Handjass rules §5.1: a player discards three of his own cards."""
    game = bessern_game()
    hand = game.hands[game.to_act]
    foreign = next(c for c in SWISS_36.cards if c not in hand)
    message = game.why_illegal(handjass.Exchange((foreign, hand[0], hand[1])))
    assert message.startswith("cannot exchange ") and f"{foreign} is not in your hand" in message
    assert message.endswith("discard three of your own cards (rules §5.1)")


# --------------------------------------------------------------------------- Mus

def test_mus_compare_refuses_a_card_in_both_hands_as_winner_does():
    """Mus rules §1.2 (one 40-card pack): compare() refuses what winner() refuses."""
    with pytest.raises(InvalidCardError, match=r"Ro is in the hands of seat 0 and seat 1; the pack holds each card "
                                               r"once \(rules §1\.2\)"):
        mus.compare("grande", "Ro Rc Re Rb", "Ro Cc Ce Cb")
    with pytest.raises(InvalidCardError, match=r"Ro is in the hands of seat 0 and seat 1"):
        mus.winner("grande", ["Ro Rc Re Rb", "Ro Cc Ce Cb"])
    assert mus.compare("grande", "Ro Rc Re Rb", "Co Cc Ce Cb") == 1


def test_mus_new_game_with_a_card_dealt_twice_is_an_invalid_card_error():
    """Mus rules §1.2: the fixed hands of new_game(hands=...) come from one pack."""
    with pytest.raises(InvalidCardError, match=r"Ro is dealt twice, to seat 0 and to seat 1 .*the pack holds each "
                                               r"card once \(rules §1\.2\)"):
        mus.new_game(seed=1, dealer=0, hands=["Ro Rc 7o 4o", "Ro Cc So Ao", "3o 6o 5o 2o", "Sc 7c 7e 4c"])


@pytest.mark.parametrize("build, match", [
    (lambda: mus.Reenvido(-5), r"reenvido -5 is not a bet: a bet or a raise is a number of points above 0, and "
                               r"the rules allow 2 or more \(rules §2\.4, §6 A12\)"),
    (lambda: mus.Reenvido(0), r"reenvido 0 is not a bet"),
    (lambda: mus.Envido(0), r"envido 0 is not a bet"),
    (lambda: mus.Envido("2"), r"envido takes a whole number of points, got '2' \(rules §2\.4\)"),
])
def test_mus_bets_check_their_amount_when_built(build, match):
    """Mus rules §2.4 and A12: a bet or a raise is a whole number of points; one of nothing or less is no
    bet at all and cannot be built (it printed "reenvido +-5"). A bet of 1 is well formed, and the
    rules refuse it when it is made (the minimum is 2)."""
    with pytest.raises(CardlibError, match=match):
        build()
    game = mus.new_game(seed=1, dealer=3).apply(mus.NoMus())
    assert game.why_illegal(mus.Envido(1)) == "cannot envido 1: a bet is at least 2 (rules §2.4)"


# --------------------------------------------------------------------------- every game

GAMES = [
    ("mus", lambda: mus.new_game(seed=1)),
    ("black_maria", lambda: black_maria.new_game(3, seed=1)),
    ("handjass", lambda: handjass.new_game(3, seed=1)),
    ("loo", lambda: loo.new_game(3, seed=1)),
]


@pytest.mark.parametrize("name, start", GAMES, ids=[g[0] for g in GAMES])
@pytest.mark.parametrize("thing", [None, "play", 3])
def test_what_is_not_an_action_is_refused_citing_the_rules(name, start, thing):
    """Every game's rules §2 list its actions: "not an action: None" now cites them, and its example
    is an action's words, not its repr."""
    game = start()
    message = game.why_illegal(thing)
    assert message.startswith(f"not an action: {thing!r}; a turn is one of the actions the rules list (rules §2")
    assert no_repr(message), message
    with pytest.raises(IllegalActionError):
        game.apply(thing)


@pytest.mark.parametrize("name, start", GAMES, ids=[g[0] for g in GAMES])
def test_refusals_after_the_end_cite_the_end_of_the_game(name, start):
    """Every game's rules §4 end it; an action after the end is refused citing §4."""
    end = random_playout(start(), seed=2) if name != "black_maria" else random_playout(
        black_maria.new_game(3, seed=1, end_mode="deals", num_deals=1), seed=2)
    action = mus.Paso() if name == "mus" else loo.PLAY
    assert end.why_illegal(action).endswith(": the game is over (rules §4)")


@pytest.mark.parametrize("game, section", [("loo", "rules §2.5"), ("handjass", "rules §2.3"),
                                           ("black_maria", "rules §2.4")])
def test_a_card_not_in_the_hand_cites_the_rule_of_play(game, section):
    """Loo rules §2.5, Handjass rules §2.3, Black Maria rules §2.4: a player plays a card from his hand."""
    module = {"loo": loo, "handjass": handjass, "black_maria": black_maria}[game]
    args = {"loo": ("KD", "2H AS", "9H", "S"), "handjass": ("KD", "JH AS", "7H", "H"),
            "black_maria": ("KD", "2H AS", "9H")}[game]
    message = module.why_illegal(*args)
    assert "it is not in your hand" in message and message.endswith(f"({section})")
