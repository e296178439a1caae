"""The Mus log speaks English, the game's word in italics after it, and hides a discard's cards
from the other seats."""

from cardlib.game import Event
from cardlib.mus import new_game
from cardlib.mus.actions import (Discard, Envido, Mus, NoMus, NoQuiero, Ordago, Paso, Quiero, Reenvido,
                                 rank_words)

HANDS = ["Ro Rc 7o 4o", "Co Cc So Ao", "3o 6o 5o 2o", "Sc 7c 7e 4c"]


def said(action, seat=1, viewer=None, secret=False):
    event = Event("action", "", seat=seat, action=action,
                  visible_to=frozenset({seat}) if secret else None)
    return event.words(viewer=viewer)


def test_each_action_reads_as_english_with_the_spanish_word_after_it():
    assert said(Paso(), 3) == "Seat 3 passes (*paso*)"
    assert said(Envido(4)) == "Seat 1 bets 4 (*envido 4*)"
    assert said(NoQuiero()) == "Seat 1 refuses the bet (*no quiero*)"
    assert said(Quiero(), 0, viewer=0) == "You accept the bet (*quiero*)"
    assert said(Ordago(), 0, viewer=0) == "You go all in, betting the whole game (*órdago*)"
    assert said(Mus(), 3) == "Seat 3 asks to change cards (*mus*)"
    assert said(NoMus(), 0, viewer=0) == "You play the hand as dealt (*no hay mus*)"
    assert said(Reenvido(2, firm=True), 2) == "Seat 2 raises the bet by 2 for the team (*reenvido +2*)"


def test_a_discard_names_its_cards_only_to_its_own_seat():
    action = Discard("Ro 4c")
    assert said(action, 1, viewer=1, secret=True) == "You change two cards: king of coins and four of cups"
    other = said(action, 1, viewer=0, secret=True)
    assert other == "Seat 1 changes two cards"
    assert "king" not in other and "Ro" not in other


def test_the_game_log_of_a_deal_has_no_bare_spanish_action_line():
    g = new_game(seed=19, dealer=3, hands=HANDS).apply(NoMus())
    while g.deal_no == 1:
        g = g.apply(Paso())
    assert "You play the hand as dealt (*no hay mus*)" in [e.words(viewer=0) for e in g.events]
    assert not any(line.startswith(("Seat 1: paso", "You: paso", "Seat 0: paso")) for line in g.log)
    assert "Seat 0 passes (*paso*)" in g.log


def test_the_showdown_names_ranks_in_words():
    g = new_game(seed=19, dealer=3, hands=HANDS).apply(NoMus())
    while g.deal_no == 1:
        g = g.apply(Paso())
    grande = next(line for line in g.log if line.startswith("Grande: Seat 0 has"))
    assert grande.startswith("Grande: Seat 0 has the best grande (king, king, seven, four)")


def test_rank_and_card_words():
    assert rank_words("R C 6 6") == "king, horse, six, six"
    assert Discard("Sb Ae").cards.words() == "ace of swords and jack of clubs"   # the discard sorts them, suit first


def test_every_mus_button_says_in_english_what_it_does():
    from cardlib.widgets import mus
    t = mus.play_table(seed=3)
    assert [(b.description, b.tooltip) for b in t.choices] == [
        ("mus", "Ask to change cards (mus)"),
        ("no hay mus", "Play the hand as dealt: the betting starts (no hay mus)")]
    assert Quiero().tooltip == "Accept the bet (quiero)"
    assert Paso().tooltip == "Pass: bet nothing now (paso)"
    assert Discard("Ro").tooltip == "Change king of coins"
