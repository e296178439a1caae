"""Words the reader is told, said once and in plain English (the second words issue): the Mus
log's no hay mus and its cut in one line, a Handjass Weis named once in a Hint, a Loo ante that
cannot be paid, a review's choice as good as the bots', Black Maria's pass reasons, what the
play table's text box takes, and Spanish cards in English words wherever a screen reader reads."""

from __future__ import annotations

from cardlib.widgets import mus as mus_widgets


def test_no_hay_mus_and_the_cut_it_makes_are_one_line_of_the_log():
    view = mus_widgets.play_table(seed=1)
    said = [i for i, line in enumerate(view.log) if "(*no hay mus*)" in line]
    assert [view.log[i] for i in said] == ["Seat 2 plays the hand as dealt (*no hay mus*): the betting starts"]
    assert not any("cuts the mus" in line for line in view.log)
    # with open hands the bot's reason stays with the one line
    view.open_hands_button.value = True
    line = next(line for line in view.log if "(*no hay mus*)" in line)
    assert line.startswith("Seat 2 plays the hand as dealt (*no hay mus*): the betting starts — ") and line.count("no hay mus") == 1


def test_the_worked_first_deal_says_no_hay_mus_once_in_its_step():
    text = mus_widgets.first_deal_shown("mus again").text
    assert text.count("plays the hand as dealt") == 1 and "cuts the mus" not in text


def test_a_hint_to_announce_a_weis_names_the_weis_once():
    from cardlib.widgets import handjass as hj_widgets
    view = hj_widgets.play_table(players=3, seed=1).view
    for _ in range(200):
        if view.paused is not None:
            view.next_deal()
        elif any(", announcing" in str(a) for a in view.state.legal_actions()):
            break
        else:
            view.play(view.state.legal_actions()[0])
    assert view.state.to_act == 0
    view.hint()
    weis = "three-card run 10♣ to 8♣"
    assert view.hint_text.count(weis) == 1 and "announcing " + weis in view.hint_text, view.hint_text


def test_a_round_whose_ante_one_cannot_pay_says_who_paid_and_who_could_not():
    from cardlib.game import play_out
    from cardlib.loo import LooBot, new_game
    end = play_out(new_game(4, seed=2), [LooBot(seed=s) for s in range(4)], max_steps=20000)
    ante = [e for e in end.events if e.kind == "ante"][-1]
    assert ante.words() == "Round 4: Seat 1, Seat 2 and Seat 3 ante 3 chips each; Seat 0 holds no chips"
    assert ante.words(viewer=0).endswith("; you hold no chips")
    assert end.events[-1].words().startswith("The game is over: Seat 0 cannot pay the ante of 3 chips")


def test_black_maria_pass_reasons_are_plain_english_said_to_the_reader():
    from cardlib.black_maria import parse_cards
    from cardlib.black_maria.bot import choose_pass
    from cardlib.game import Voice
    _, why = choose_pass(parse_cards("AS 9S 7S 4H 2H 9D 4C 3C AC 7D 6D 5D 4D"), voice=Voice.YOU)
    assert why == ("pass A♠ A♣ 4♣: A♠ could be made to take the Queen, as you hold only 2 lower spades to play "
                   "instead; passing A♣ and 4♣ leaves you fewer clubs, nearer to none; you keep 9♠ 7♠ and your "
                   "low hearts")
    _, why = choose_pass(parse_cards("KS 9S 7S 4H 2H 9D 4C 3C 8D 7D 6D 5D 4D"), voice=Voice.YOU)
    assert "passing 4♣ and 3♣ leaves you no clubs, so you may throw a heart or the Queen when clubs are led" in why
    for old in ("would catch the Queen", "to duck with", "in the hand, nearer", "the hand of clubs"):
        assert old not in why


def test_text_that_is_neither_an_action_nor_a_card_is_told_what_the_box_takes():
    from cardlib.widgets import black_maria as bm_widgets
    view = bm_widgets.play_table(seed=1).view
    view.say("xyzzy")
    assert view.message == ("'xyzzy' is neither an action nor a card: type pass and three cards (pass QS AH 9D) "
                            "or play and one card (play 10H) (rules §2.2, §2.4)")
    view.say("pass")
    assert view.message == "pass what? Type pass and three cards (pass QS AH 9D) (rules §2.2, §2.4)"
    view.say("QS AH 9X")                    # meant as cards: how a card is written
    assert view.message.startswith("'9X' is not a card of the French 52-card pack")
    table = mus_widgets.play_table(seed=1)
    table.say("xyzzy")
    assert table.message.startswith("'xyzzy' is not a Mus action: type mus, no hay mus, discard and the cards "
                                    "(discard Ro 4c), paso, envido and the points (envido 2)")
    assert table.message.endswith("(rules §2)")


def _reviewed(game: str, seed: int):
    import importlib
    table = importlib.import_module(f"cardlib.widgets.{game}").play_table(seed=seed)
    view = getattr(table, "view", table)
    for _ in range(500):
        if view.paused is not None:
            break
        view.play(view.state.legal_actions()[0])
    view.review()
    return view.review_shown.text


def test_a_review_says_a_choice_is_as_good_as_the_bots_rather_than_better_by_nothing():
    text = _reviewed("black_maria", 1)
    assert ("as good as 2♣, what the table's bots and Hint would choose: your lowest card in a safe suit (clubs)"
            in text)
    assert "0.0 penalty points a deal" not in text and "((" not in text and "))" not in text
    assert "the gap of 0.6 penalty points between them on average is less than the 1 penalty point" in text
    loo = _reviewed("loo", 2)
    assert "as good as playing Q♦, what the table's bots and Hint would choose" in loo and "0.0 chips a deal" not in loo
    # a choice said as a command is the -ing form as a sentence's subject; no value reads "-0.0"
    handjass = _reviewed("handjass", 1)
    assert "taking the Blind does better than playing by 0.7 strokes" in handjass and "-0.0" not in handjass


def test_mus_pictures_name_spanish_cards_in_english_words_for_a_screen_reader():
    import re
    from cardlib import SPANISH_40
    from cardlib.render import scene, svg
    code = re.compile(r"\b[RCS2-7A][ocbe]\b")
    shown = mus_widgets.verdict_picture("chica", ["Ae 2o 3c Sb", "6o 6b Rc 6e"])
    assert shown.text.startswith("Hands seat 0 (mano): ace of swords, two of coins, three of cups and jack of clubs; "
                                 "seat 1: six of coins, six of clubs, king of cups and six of swords. ")
    titles = re.findall(r"<title>([^<]*)</title>", shown.html) + re.findall(r"aria-label='([^']*)'", shown.html)
    assert titles and not [t for t in titles if code.search(t)], titles
    assert "<title>jack of clubs</title>" in shown.html and "sota" not in shown.html
    hand = svg.hand(SPANISH_40.parse_cards("Sc 4b"), label="mano")
    assert "<title>mano: jack of cups, four of clubs</title>" in hand
    assert scene.card_title(SPANISH_40.parse("Sc")) == "jack of cups"
    trick = scene.trick_picture(SPANISH_40.parse_cards("Ro 7c"), seats=["Seat 0", "Seat 1"], winner=0)
    assert trick.title == "trick: king of coins (Seat 0), seven of cups (Seat 1); king of coins (Seat 0) wins"
    # the rules chapter's notation column stays: a hand "plays as R 6 5 A"
    assert mus_widgets.hands_table(["3o 6o 5o 2o"], pares=False, points=False).text == (
        "The hand three of coins, six of coins, five of coins and two of coins plays as R 6 5 A.")


def test_a_mus_position_names_your_hand_in_english_words():
    from cardlib.mus.lessons import exercise_positions
    prompt = exercise_positions()[0].prompt
    assert prompt == ("You are mano and hold four of coins, five of cups, six of swords and seven of clubs (7 6 5 4). "
                      "Mus or no mus?")


def test_a_choice_that_plays_exactly_like_the_experts_is_not_called_luck():
    from cardlib.questions import ChoiceValue, WeighedPosition
    p = WeighedPosition("duck", "Which card do you play?", "4♣", "", choices=("4♣", "3♣", "A♠"),
                        unit="penalty points", digits=1,
                        values=(ChoiceValue("4♣", 5.0, 0.3), ChoiceValue("3♣", 5.0, 0.3, 0.0, 0.0),
                                ChoiceValue("A♠", 9.0, 0.3, 4.0, 0.4)), samples=256)
    assert "3♣ is just as good: the two came out the same in the 256 deals played out." in p.verdict()
    said = str(p.check("3♣"))
    assert said.startswith("Right. 3♣ is just as good as the expert's 4♣: the two came out the same in the 256 deals")
    assert "0.0 ± 0.0" not in said and "may be luck" not in said
