"""The one legal-card trainer, on a small follow-suit position built from the shared rulings."""

from dataclasses import dataclass

import pytest

from cardlib import CardlibError, FRENCH_52
from cardlib.cards import Suit
from cardlib.tricks import follow_suit_rulings
from cardlib.widgets.trainer import LegalTrainer, ruling_words


@dataclass(frozen=True)
class Spot:
    hand: tuple
    trick: tuple
    trump: object = None

    def rulings(self):
        return follow_suit_rulings(self.hand, self.trick, "rules §2.3")


SPOTS = [Spot(FRENCH_52.parse_cards("AH 7C 9H"), FRENCH_52.parse_cards("KH")),
         Spot(FRENCH_52.parse_cards("2S 3D"), FRENCH_52.parse_cards("KH QH"), Suit.SPADES),
         Spot(FRENCH_52.parse_cards("4C"), ())]


def spot(number):
    if not 0 <= number < len(SPOTS):
        raise CardlibError(f"there is no position {number!r}; they are numbered 0 to {len(SPOTS) - 1}")
    return SPOTS[number]


def test_an_illegal_card_is_named_with_its_section_and_reason():
    trainer = LegalTrainer(spot)
    assert [b.description for b in trainer.card_buttons] == ["A♥", "7♣", "9♥"]
    trainer.choose("7♣")
    assert trainer.verdict_text == ("7♣ may not be played (rules §2.3): "
                                    "you must follow hearts (you hold A♥, 9♥).")
    assert trainer.card_buttons[1].button_style == "danger"
    assert "#b00020" in trainer.children[6].value
    assert trainer.found == (0, 2)


def test_a_legal_card_says_why_and_the_tally_counts_it():
    trainer = LegalTrainer(spot)
    trainer.choose("A♥")
    assert trainer.verdict_text == "A♥ may be played (rules §2.3): you follow hearts, the suit led."
    assert trainer.card_buttons[0].button_style == "success"
    assert trainer.found == (1, 2) and "Legal cards found: 1 of 2." in trainer.children[7].value
    assert "stroke" in trainer.picture           # the chosen card is outlined in the picture


def test_show_all_lists_every_cards_ruling():
    trainer = LegalTrainer(spot)
    assert trainer.all_text == ""
    trainer.why_button.click()
    assert trainer.all_text.splitlines() == [
        "Every card of the hand:",
        "- A♥ may be played (rules §2.3): you follow hearts, the suit led.",
        "- 7♣ may not be played (rules §2.3): you must follow hearts (you hold A♥, 9♥).",
        "- 9♥ may be played (rules §2.3): you follow hearts, the suit led."]
    assert trainer.children[9].value.count("<li>") == 3


def test_new_position_and_a_refused_number():
    trainer = LegalTrainer(spot)
    trainer.choose("7♣")
    trainer.new_button.click()
    assert trainer.position is SPOTS[1] and trainer.verdict_text == "" and trainer.all_text == ""
    assert "Trumps are <b>spades" in trainer.children[3].value
    trainer.choose("3D")
    assert trainer.verdict_text.startswith("3♦ may be played (rules §2.3): you hold no hearts")
    trainer.new_button.click()
    assert "You lead the trick." in trainer.children[3].value
    trainer.new_button.click()
    assert trainer.message == "there is no position 3; they are numbered 0 to 2"
    assert trainer.position is SPOTS[2]
    trainer.number_box.value = 0
    assert trainer.position is SPOTS[0] and trainer.message == ""


def test_choosing_a_card_not_held_is_an_error():
    trainer = LegalTrainer(spot)
    with pytest.raises(CardlibError, match="no card 'Q♠' in this hand; the cards are A♥, 7♣, 9♥"):
        trainer.choose("Q♠")


def test_a_section_already_in_the_reason_is_said_once():
    from cardlib.tricks import Ruling
    ruling = Ruling(FRENCH_52.parse("7C"), False, "rules §2.3", "cannot play 7♣: follow hearts (rules §2.3)")
    assert ruling_words(ruling) == "7♣ may not be played (rules §2.3): follow hearts."


def test_the_trainer_reads_as_a_sentence_where_only_text_shows():
    trainer = LegalTrainer(spot)
    assert trainer._repr_mimebundle_()["text/plain"] == (
        "Legal-card trainer, position 0: the trick so far K♥ (led first); your hand A♥ 7♣ 9♥. "
        "Click a card to learn whether it may be played, and why.")
    trainer.new_button.click()
    assert repr(trainer).startswith("Legal-card trainer, position 1: trumps ♠; the trick so far K♥ Q♥")
