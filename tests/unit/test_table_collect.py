"""The play table collects Python's garbage at its quiet points and freezes what lives on
(``cardlib.table.collect_garbage``), so that no full collection falls inside a click: the game is
the same with it as without it, nothing it freezes is garbage held back, and memory stays bounded
over 30 deals."""

from __future__ import annotations

import asyncio
import gc
import time
import weakref

import pytest

from cardlib import table as table_module
from cardlib.handjass import HandjassBot, new_game
from cardlib.table import PlayController, PlayOptions, collect_garbage
from ..support import shown_live


@pytest.fixture(autouse=True)
def no_loop_marked_running():
    """Playwright's synchronous API, which the browser tests start once for the whole session,
    leaves an asyncio loop marked running in this thread that serves nothing between its calls:
    these tests start their own loops, so each begins with none marked running, as a script does."""
    marked = asyncio._get_running_loop()
    asyncio._set_running_loop(None)
    yield
    asyncio._set_running_loop(marked)


@pytest.fixture(autouse=True)
def thawed():
    """Each test starts and ends with nothing frozen and the collector on, as it found it."""
    gc.unfreeze()
    was, table_module._frozen_after_deep = table_module._frozen_after_deep, 0
    yield
    table_module.run_pending_collection()
    gc.unfreeze()
    gc.enable()
    table_module._frozen_after_deep = was


def handjass_table(collect: bool = True, seed: int = 3) -> PlayController:
    return PlayController(lambda s: new_game(players=3, seed=s), {1: HandjassBot(seed=1), 2: HandjassBot(seed=2)},
                          PlayOptions(collect=collect), seed=seed)


def play_deals(table: PlayController, deals: int, marks=()) -> dict[int, int]:
    """The reader plays his first try that the rules allow, deal after deal (a new game when one
    ends); returns the objects the collector knows (frozen or not) after each deal in ``marks``."""
    done, counts = 0, {}
    while done < deals:
        if table.state.is_over:
            assert table.start(table.seed + 1)
        elif table.paused is not None:
            done += 1
            if done in marks:
                counts[done] = len(gc.get_objects()) + gc.get_freeze_count()
            assert table.next_deal()
        else:
            legal = set(map(str, table.state.legal_actions()))
            assert table.play(next(a for a in table.tries if str(a) in legal)), table.message
    return counts


def test_a_table_freezes_what_lives_at_its_quiet_points_and_holds_no_garbage_back_over_30_deals():
    plain = play_deals(handjass_table(collect=False), 30, marks=(30,))[30]     # the collector alone
    gc.collect()
    table = handjass_table()
    assert gc.get_freeze_count() > 10_000             # made: the modules and the table frozen
    counts = play_deals(table, 30, marks=(10, 30))
    assert gc.get_freeze_count() > 10_000             # and again at each Next deal and New game
    assert counts[30] < plain + 1_000, (counts, plain)     # no more objects than without freezing
    gc.unfreeze()
    held_back = gc.collect()                          # garbage a freeze kept from the collector
    assert held_back < 200, held_back


def test_the_game_is_the_same_collected_or_not():
    records, logs = [], []
    for collect in (True, False):
        gc.unfreeze()
        table = handjass_table(collect)
        play_deals(table, 6)
        records.append(table.record)
        logs.append(table.log)
    assert records[0] == records[1] and logs[0] == logs[1]
    assert records[0].count(" · ") > 3


def test_a_table_made_without_collecting_or_with_the_collector_off_freezes_nothing():
    table = handjass_table(collect=False)
    play_deals(table, 3)
    assert gc.get_freeze_count() == 0
    gc.disable()
    collect_garbage(deep=True)
    assert gc.get_freeze_count() == 0 and not gc.isenabled()


class Knot:
    """An object in a reference cycle: only the collector frees it."""

    def __init__(self) -> None:
        self.me = self


def test_garbage_frozen_live_is_collected_once_the_frozen_objects_grow_by_a_quarter():
    collect_garbage()                                 # the first time: deep
    base = gc.get_freeze_count()
    knot = Knot()
    gone = weakref.ref(knot)
    collect_garbage()                                 # plainly: the live knot is frozen
    del knot
    collect_garbage()
    assert gone() is not None                         # frozen garbage: held back, for now
    kept = [[n] for n in range(base // 3)]            # the frozen objects grow by a third
    collect_garbage()                                 # frozen: more than a quarter more than at the deep one
    collect_garbage()                                 # so this one is deep
    assert gone() is None
    assert kept


def test_a_live_mus_view_holds_no_garbage_back_over_30_deals_and_new_games():
    """The view's widgets too: a button or toggle closed while frozen would be garbage held back
    (buttons closed at each new game were some 4,000 objects over 40 deals)."""
    from cardlib.widgets.mus import play_table

    view = shown_live(play_table(seed=2))             # live, as a page shows it
    done = 0
    while done < 30:
        if view.state.is_over:
            view.new_game_button.click()
        elif view.paused is not None:
            done += 1
            view.next_deal_button.click()
        elif view.pick_buttons:
            if not view.picked:
                view.pick_buttons[0].value = True
            else:
                view.confirm_button.click()
        else:
            legal = set(map(str, view.state.legal_actions()))
            next(b for b in view.choices if b.description in legal).click()
    gc.unfreeze()
    held_back = gc.collect()
    assert held_back < 200, held_back


def test_in_a_kernel_the_next_deal_collects_after_its_answer_not_inside_the_click():
    """A click runs inside the kernel's asyncio loop: Next deal puts its collection off until the
    loop is free again (AFTER_ANSWER seconds on), so no collection, deep or not, is part of the
    click; then it runs, and the objects live at that point are frozen."""
    table = handjass_table()
    while table.paused is None:
        legal = set(map(str, table.state.legal_actions()))
        assert table.play(next(a for a in table.tries if str(a) in legal)), table.message
    gc.unfreeze()
    collections = []

    def seen(phase, info):
        if phase == "start":
            collections.append(info["generation"])

    async def click_then_wait():
        gc.callbacks.append(seen)
        try:
            assert table.next_deal()
            in_click = (list(collections), gc.get_freeze_count())
            await asyncio.sleep(table_module.AFTER_ANSWER + 0.2)
            return in_click
        finally:
            gc.callbacks.remove(seen)

    in_click, frozen_in_click = asyncio.run(click_then_wait())
    assert 2 not in in_click and frozen_in_click == 0     # no full collection, nothing frozen inside the click
    assert 2 in collections[len(in_click):] and gc.get_freeze_count() > 10_000     # both after it


def test_collections_put_off_make_one_deep_if_any_asked_and_run_when_asked():
    async def two_calls():
        table_module.collect_after_answer()
        table_module.collect_after_answer(deep=True)
        assert gc.get_freeze_count() == 0             # put off, both
        assert table_module.run_pending_collection()
        assert not table_module.run_pending_collection()    # one collection, already run

    table_module._frozen_after_deep = 10 ** 9          # a plain collection would leave this as it is
    asyncio.run(two_calls())
    assert 10_000 < table_module._frozen_after_deep < 10 ** 9     # it was deep: the frozen counted anew


def test_with_no_loop_running_the_collection_is_at_once():
    table_module.collect_after_answer()
    assert gc.get_freeze_count() > 10_000 and not table_module.run_pending_collection()


def test_a_collection_no_loop_ran_by_its_time_runs_at_the_next_quiet_point():
    """A loop marked running that serves nothing (a synchronous wrapper's) never runs the collection
    put off: the next quiet point past its time runs it, so nothing is put off for good."""
    loop = asyncio.new_event_loop()
    asyncio._set_running_loop(loop)
    try:
        table_module.collect_after_answer()
        assert gc.get_freeze_count() == 0                     # put off
        time.sleep(table_module.AFTER_ANSWER + 0.05)
        table_module.collect_after_answer()                   # past its time, unserved: run now
        assert gc.get_freeze_count() > 10_000
        assert not table_module.run_pending_collection()      # and not put off again
    finally:
        asyncio._set_running_loop(None)
        loop.close()
