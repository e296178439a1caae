"""The record a table shows keeps every secret (issue: the teacher's table, "what a seat may know").

A game record names every action, so while a deal is in play it would name the three cards each
bot passed face down (Black Maria rules §2.2) or the cards a Mus player changed (Mus rules §2.3).
The table shows it once the deal is over, or with every hand open; the whole record stays there
for a program (``PlayController.record``)."""

from cardlib import game, mus
from cardlib.gamerecord import readers_record
from cardlib.widgets import black_maria as bm_widgets
from cardlib.widgets import mus as mus_widgets


def finish_deal(controller) -> None:
    for _ in range(200):
        if controller.paused is not None:
            return
        controller.play(controller.state.legal_actions()[0])
    raise AssertionError("the deal did not end in 200 moves")


def test_black_maria_record_waits_for_the_deal_end_while_the_bots_passes_are_secret():
    view = bm_widgets.play_table(seed=1).view
    controller = view.controller
    passes = [e.action for e in controller.state.events if e.kind == "action" and e.seat != controller.reader]
    assert passes and all(a.public_text for a in passes)            # the bots passed before the reader
    assert controller.record_shown == view.record_text == ""
    assert "pass " in controller.record                             # the whole record names the cards ...
    shown = view.record_line.value
    assert "shows when the deal is over" in shown and "pass " not in shown and "seed" not in shown
    view.show_hands(True)                                           # ... open hands show everything
    assert view.record_text == readers_record(controller.record) and "pass " in view.record_line.value
    view.show_hands(False)
    assert view.record_text == ""
    finish_deal(controller)
    assert view.record_text == readers_record(controller.record) != ""
    assert game.from_record(view.record_text) == controller.state


def test_mus_record_hides_a_discard_of_another_seat_until_the_deal_ends():
    view = mus_widgets.play_table(seed=12)                          # a deal where all four say mus
    controller = view.controller
    assert view.record_text == readers_record(controller.record) != ""   # nothing secret yet: mus, paso ...
    for _ in range(200):
        if any(isinstance(e.action, mus.Discard) and e.seat != controller.reader
               for e in controller.state.events if e.kind == "action") or controller.paused is not None:
            break
        actions = controller.state.legal_actions()
        controller.play(next((a for a in actions if isinstance(a, mus.Mus)), actions[0]))
    assert controller.paused is None                                # a bot changed cards in this deal
    assert view.record_text == "" and "discard" in controller.record
    finish_deal(controller)
    assert view.record_text == readers_record(controller.record)
