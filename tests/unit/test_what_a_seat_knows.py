"""What a seat may know (issue 20 item 2): no seat's words or view name a hidden card.

Over all four games (every player count, several variants), played by the simple bots and by the
expert at a small budget, every event is read as every seat that did not act, and every seat's
table view is taken at every step. The truth of what is hidden is written here from the state
itself, not from the observer the games use, so the check is independent of what it checks:

* a hidden card is one in another seat's hand, or face down (the Blind, the store, the
  Bessern cards, the stock, Loo's dummy, Mus's discards), less what the seat saw or gave:
  the cards it passed in Black Maria, a card turned face up, a Weis shown in Handjass;
* a sentence names a card by its notation (``Q♠``, ``10♥``, ``Ro``, ``5e``);
* a sentence about a hidden hand is one of the patterns in :data:`HAND_WORDS`.

:func:`check_game` plays a game on and records in a :class:`Tally` how many narrations (an
event read by one seat) and views it read, and every leak; the tests want none. The same run on
the code before the observer (bots' reasons read by all, real cards in face-down hands and
piles) finds thousands, and ``test_the_check_finds_a_leak_when_there_is_one`` shows it is not blind.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from cardlib import black_maria, handjass, loo, mus
from cardlib.black_maria import BlackMariaBot
from cardlib.cards import SPANISH_40, Card, Cards
from cardlib.handjass import HandjassBot
from cardlib.loo import LooBot
from cardlib.mus import MusBot
from cardlib.game import Decision, Direction, HiddenCards, TableView, play_out
import cardlib.black_maria.view, cardlib.handjass.view, cardlib.loo.view, cardlib.mus.view  # noqa: E401 (the observers)

# Sentences about a hand another seat cannot see (the bots' private reasons used to say these).
HAND_WORDS = re.compile(r"\bholds?\b|\bits hand\b|\bthis hand\b|\bin hand\b|\bnone of\b|\bheld\b"
                        r"|\bevery\b[^.;]*\bit holds\b|\bits (?:cards|trumps|strongest|weakest|cheapest|"
                        r"highest|lowest|best|three)\b", re.IGNORECASE)


def _card_words(pack) -> re.Pattern:
    names = sorted((str(c) for c in pack.cards), key=len, reverse=True)
    return re.compile(r"(?<![\w♠♥♦♣])(" + "|".join(map(re.escape, names)) + r")(?![\w])")


_PATTERNS: dict[str, re.Pattern] = {}


def named_cards(text: str, pack) -> set[str]:
    """The cards of ``pack`` a sentence names, by their notation."""
    pattern = _PATTERNS.get(pack.key) or _PATTERNS.setdefault(pack.key, _card_words(pack))
    return set(pattern.findall(text))


def _cards(*groups) -> set[Card]:
    out: set[Card] = set()
    for group in groups:
        if group is None:
            continue
        if isinstance(group, Card):
            out.add(group)
        else:
            out.update(c for c in group if isinstance(c, Card))
    return out


def _weis_cards(state) -> set[Card]:
    """The cards of every Weis announced or shown (an announced Weis shows its cards, rules §2.3)."""
    told = getattr(state, "announcements", None)
    if told is None:
        return set()
    weises = [*told.shown, *(weis for _, weis in told.announced)]
    return {c for weis in weises for c in weis.cards}


def deal_of(state) -> int:
    return getattr(state, "deal_no", None) or getattr(state, "deal_number", 0)


def hidden_cards(state, seat: int, public: set[Card]) -> set[Card]:
    """The cards ``seat`` may not know at ``state``: the other hands and what lies face down,
    less ``public`` (the cards of this deal it saw face up or gave away itself)."""
    hands = state.play.hands if getattr(state, "play", None) is not None else state.hands
    hidden = _cards(*(hands[s] for s in range(len(hands)) if s != seat))
    if isinstance(state, mus.State):
        mine = state.thrown[seat] if len(state.thrown) > seat else ()
        hidden |= _cards(state.stock, state.discards) - _cards(mine)
    elif isinstance(state, handjass.State) and state.declaring is not None:
        d = state.declaring
        hidden |= _cards(d.blind, d.store, d.out, *(d.bessern[s] for s in range(len(d.bessern)) if s != seat))
        public = public | {d.turned}
    elif isinstance(state, loo.State):
        hidden |= _cards(state.dummy, state.stock, state.out)
    return hidden - public - _cards(hands[seat] if seat < len(hands) else ())


def public_now(state, seat: int) -> set[Card]:
    """What ``seat`` saw face up or gave away at ``state`` (kept for the rest of the deal)."""
    seen: set[Card] = set()
    if isinstance(state, handjass.State) and state.declaring is not None:
        seen.add(state.declaring.turned)
        seen |= _weis_cards(state)
    if isinstance(state, loo.State) and state.turned is not None:
        seen.add(state.turned)
    if isinstance(state, black_maria.State) and state.passes and seat < len(state.passes):
        seen |= _cards(state.passes[seat])
    return seen


def last_showdown(state) -> set[Card]:
    """Mus: the hands the last deal's showdown showed everyone (its status line names them;
    they say nothing of where the cards lie now)."""
    deals = getattr(state, "deals", ()) if isinstance(state, mus.State) else ()
    return _cards(*deals[-1].hands) if deals else set()


def view_cards(view) -> set[Card]:
    """Every card object a table view carries, wherever it lies."""
    out = set()
    for hand in view.hands:
        out |= _cards(hand)
    for pile in view.piles:
        out |= _cards(pile.cards)
    out |= {card for _, card in view.centre if isinstance(card, Card)}
    out |= _cards(view.highlight)
    return out


def view_text(view) -> str:
    return " ".join([*view.status, *view.labels, *(str(c) for c in view.counters), *(p.name for p in view.piles)])


@dataclass
class Tally:
    narrations: int = 0
    views: int = 0
    card_leaks: list = field(default_factory=list)
    hand_words: list = field(default_factory=list)
    view_leaks: list = field(default_factory=list)

    @property
    def leaks(self) -> int:
        return len(self.card_leaks) + len(self.hand_words) + len(self.view_leaks)


# Mus's showdown shows every hand (rules §3): its events name the hands that were just hidden.
_SHOWDOWN = {"deal", "contest"}


def check_game(state, bots, tally: Tally, *, max_steps: int = 400, views: bool = True) -> Tally:
    """Play ``state`` on with ``bots`` (one a seat), reading every new event as every seat that
    did not act and taking every seat's view; record in ``tally`` what leaks."""
    seats = len(state.scores) if not isinstance(state, mus.State) else 4
    public: dict[int, set[Card]] = {s: set() for s in range(seats)}
    deal = deal_of(state)
    for _ in range(max_steps):
        if state.is_over:
            break
        if deal_of(state) != deal:
            deal, public = deal_of(state), {s: set() for s in range(seats)}
        for s in range(seats):
            public[s] |= public_now(state, s)
        if views:
            for s in range(seats):
                view = state.table(s)
                tally.views += 1
                hidden = hidden_cards(state, s, public[s])
                shown = view_cards(view) & hidden
                named = {c for c in hidden - last_showdown(state)
                         if str(c) in named_cards(view_text(view), _pack(state))}
                if shown or named:
                    tally.view_leaks.append((type(state).__module__, s, sorted(map(str, shown | named))))
        decision = bots[state.to_act].choose(state)
        after = state.apply(decision.action, reason=decision.reason, public_reason=decision.public_reason)
        for s in range(seats):
            public[s] |= public_now(after, s)
        for event in after.events_since(state):
            for s in range(seats):
                if event.seat == s:
                    continue
                text = event.words(viewer=s)
                tally.narrations += 1
                hidden = hidden_cards(state, s, public[s])
                if deal_of(after) == deal_of(state):      # else the next deal's hands are new
                    hidden &= hidden_cards(after, s, public[s])
                hidden -= _cards(getattr(decision.action, "card", None))     # played face up now
                if isinstance(state, mus.State) and event.kind in _SHOWDOWN:
                    hidden -= _cards(*state.hands)
                named = {c for c in hidden if str(c) in named_cards(text, _pack(state))}
                if named:
                    tally.card_leaks.append((s, sorted(map(str, named)), text))
                if event.kind == "action" and HAND_WORDS.search(text):
                    tally.hand_words.append((s, text))
        state = after
    return tally


def _pack(state):
    if isinstance(state, mus.State):
        return SPANISH_40
    module = {black_maria.State: black_maria, handjass.State: handjass, loo.State: loo}[type(state)]
    return module.INFO.pack_for(state.players)


# The games read: each game at every player count, with a few variants (short targets so a
# game ends in a few deals).
GAMES = [
    *[("mus", 4, dict(target=30, **v)) for v in ({}, {"four_kings": True, "std_bonuses": True})],
    *[("black_maria", n, dict(threshold=30)) for n in range(3, 8)],
    ("black_maria", 4, dict(threshold=30, pass_left=True, no_heart_lead_early=True)),
    *[("handjass", n, dict(target=3)) for n in (2, 3, 4)],
    ("handjass", 3, dict(target=3, bessern_3p=True)),
    ("handjass", 2, dict(target=3, bessern_2p=True)),
    *[("loo", n, dict(start_chips=6)) for n in range(3, 8)],
    ("loo", 4, dict(start_chips=6, dealer_may_pass=True, club_law=True)),
]

_MODULES = {"mus": mus, "black_maria": black_maria, "handjass": handjass, "loo": loo}


def simple_bots(game: str, players: int, seed: int) -> list:
    if game == "mus":
        return [MusBot(seed + s) for s in range(players)]
    if game == "loo":
        return [LooBot(seed + s, trials=200) for s in range(players)]
    bot = {"black_maria": BlackMariaBot, "handjass": HandjassBot}[game]
    return [bot(seed + s) for s in range(players)]


def expert_bots(game: str, players: int, seed: int) -> list:
    module = __import__(f"cardlib.{game}.expert", fromlist=["expert"])
    options = dict(budget=None, samples=8, seed=seed)
    if game == "loo":
        options["trials"] = 20
    if game == "mus":
        options["trials"] = 20
    return [module.expert(**options) for _ in range(players)]


def run(game: str, players: int, rules: dict, seed: int, *, experts: bool, max_steps: int, tally: Tally) -> Tally:
    state = _MODULES[game].new_game(players, seed=seed, **rules)
    bots = expert_bots(game, players, seed) if experts else simple_bots(game, players, seed)
    return check_game(state, bots, tally, max_steps=max_steps)


def _show(tally: Tally) -> str:
    parts = [f"{tally.narrations} narrations and {tally.views} views read; {tally.leaks} leaks"]
    parts += [f"card named to seat {s}: {cards} in {text!r}" for s, cards, text in tally.card_leaks[:5]]
    parts += [f"hand described to seat {s}: {text!r}" for s, text in tally.hand_words[:5]]
    parts += [f"view of seat {s} ({where}) carries {cards}" for where, s, cards in tally.view_leaks[:5]]
    return "\n".join(parts)


@pytest.mark.parametrize("game,players,rules", GAMES, ids=[f"{g}-{n}-{i}" for i, (g, n, _) in enumerate(GAMES)])
def test_simple_bots_tell_no_seat_a_hidden_card(game, players, rules):
    tally = run(game, players, rules, seed=3, experts=False, max_steps=300, tally=Tally())
    assert tally.narrations > 40 and tally.views > 40
    assert tally.leaks == 0, _show(tally)


@pytest.mark.parametrize("game,players", [("mus", 4), ("black_maria", 3), ("black_maria", 5),
                                          ("handjass", 3), ("handjass", 4), ("loo", 4), ("loo", 6)])
def test_the_expert_tells_no_seat_a_hidden_card(game, players):
    rules = next(r for g, n, r in GAMES if g == game and n == players)
    tally = run(game, players, rules, seed=5, experts=True, max_steps=40, tally=Tally())
    assert tally.narrations > 20 and tally.views > 20
    assert tally.leaks == 0, _show(tally)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(index=st.integers(0, len(GAMES) - 1), seed=st.integers(0, 10_000))
def test_no_game_tells_a_hidden_card_property(index, seed):
    game, players, rules = GAMES[index]
    tally = run(game, players, rules, seed=seed, experts=False, max_steps=80, tally=Tally())
    assert tally.leaks == 0, _show(tally)


def test_the_check_finds_a_leak_when_there_is_one():
    """The check is not blind: a reason naming another seat's card, read by the others, is caught,
    and so is a view that shows another seat's hand."""
    state = play_out(black_maria.new_game(3, seed=1), BlackMariaBot(0), stop=lambda s: s.phase is black_maria.Phase.PLAY)
    seat = state.to_act
    other = state.hands[(seat + 1) % 3][0]

    class Teller:
        def choose(self, s):
            d = BlackMariaBot(0).choose(s)
            return Decision(d.action, d.reason, public_reason=f"Seat {(seat + 1) % 3} holds {other}")

    tally = check_game(state, [Teller()] * 3, Tally(), max_steps=1, views=False)
    assert tally.card_leaks and tally.hand_words
    assert other in hidden_cards(state, seat, set())
    assert named_cards(f"it holds {other} and 10♥", _pack(state)) >= {str(other), "10♥"}
    assert named_cards("Ro and 5e, not Rome", SPANISH_40) == {"Ro", "5e"}
    careless = TableView(hands=tuple(state.hands), direction=Direction.CLOCKWISE, labels=("a", "b", "c"))
    assert view_cards(careless) & hidden_cards(state, seat, set())          # a view that forgot face_down
    masked = TableView(hands=tuple(state.hands), direction=Direction.CLOCKWISE, labels=("a", "b", "c"),
                       face_down=frozenset({1, 2}))
    assert not view_cards(masked) & hidden_cards(state, 0, set())           # the root keeps only the counts
    assert [len(h) for h in masked.hands] == [len(h) for h in state.hands]


# --- one observer per game (issue 21 item 2) ---------------------------------------------------

OBSERVERS = {"mus": mus.view.observe, "black_maria": black_maria.view.observe,
             "handjass": handjass.view.observe, "loo": loo.view.observe}


def _positions(game: str, players: int, rules: dict, seed: int, steps: int):
    state = _MODULES[game].new_game(players, seed=seed, **rules)
    bots = simple_bots(game, players, seed)
    for _ in range(steps):
        if state.is_over:
            break
        yield state
        d = bots[state.to_act].choose(state)
        state = state.apply(d.action, reason=d.reason, public_reason=d.public_reason)


@pytest.mark.parametrize("game,players", [("mus", 4), ("black_maria", 4), ("handjass", 3), ("handjass", 2), ("loo", 5)])
def test_the_view_the_words_and_the_experts_facts_come_from_one_observation(game, players):
    rules = next(r for g, n, r in GAMES if g == game and n == players)
    expert = __import__(f"cardlib.{game}.expert", fromlist=["expert"])
    checked = 0
    for state in _positions(game, players, rules, seed=2, steps=120):
        for seat in range(len(state.table(None).hands)):
            seen = OBSERVERS[game](state, seat)
            assert seen.view == state.table(seat)                                     # what it sees
            assert seen.heard() == [e.words(viewer=seat) for e in state.events]       # what it hears
            assert seen.hidden == {s: len(h) for s, h in enumerate(state.table(None).hands)
                                   if s in seen.view.face_down}                        # backs: counts only
            assert not seen.seen & hidden_cards(state, seat, public_now(state, seat))
            if game == "black_maria":
                assert expert.known(state, seat) == (seen.voids, seen.holds)
            elif game == "handjass":
                assert expert.known(state, seat) == (dict(seen.excluded), dict(seen.holds))
            elif game == "loo":
                assert expert.known_voids(state) == dict(seen.voids)
            else:
                assert expert.known(state, seat) == dict(seen.facts)
            checked += 1
    assert checked > 60


def test_a_face_down_hand_draws_as_it_did_with_its_real_cards():
    """The renderers draw backs from the count: the view's pictures are the same as the ones the
    real cards gave (the SVG, the narrow SVG and the words)."""
    from cardlib.render import svg
    state = play_out(black_maria.new_game(4, seed=3), BlackMariaBot(0), stop=lambda s: len(s.history) == 9)
    view = state.table(0)
    real = [Cards(h).sorted() for h in state.hands]
    assert all(isinstance(view.hands[s], HiddenCards) for s in (1, 2, 3))
    assert view.svg() == svg.table(real, **view.options())
    assert view.narrow_svg() == svg.narrow_table(real, **view.options())
    assert all(str(c) not in str(view) for s in (1, 2, 3) for c in state.hands[s])
    assert "13 face-down cards" in str(view) or "face-down" in str(view)


@pytest.mark.parametrize("game", sorted(_MODULES))
def test_the_play_tables_log_is_what_the_readers_observation_hears(game):
    """The log under the table is the reader's observation's ``heard()`` (its words, named as the
    table names the seats), after the table's first line; with open hands, the whole story."""
    from cardlib.table import PlayController
    players = 4
    new = (lambda seed: mus.new_game(seed=seed)) if game == "mus" else (lambda seed: _MODULES[game].new_game(players, seed=seed))
    bots = dict(enumerate(simple_bots(game, players, 1)))
    del bots[0]
    table = PlayController(new, bots, seed=2)
    for _ in range(12):
        if table.paused is not None:
            table.next_deal()
        elif table.tries:
            table.play(next(a for a in table.tries if table.state.can(a)))
    seen = table.state.observe(0)
    events = table.state.events
    # an action the event after it tells whole (``Action.told_by``: Mus's no hay mus and the cut it
    # makes) is one line of the log, that event's words
    folded = {i for i, e in enumerate(events[:-1])
              if e.kind == "action" and getattr(e.action, "told_by", None) == events[i + 1].kind}
    assert folded or game != "mus"
    kept = [e for i, e in enumerate(events) if i not in folded]
    heard = [line for i, line in enumerate(seen.heard(table.name)) if i not in folded]
    assert table.log[1:] == heard and len(table.log) > 5
    assert all(line == e.words(table.name, viewer=0) for line, e in zip(table.log[1:], kept))
    table.show_hands(True)
    whole = [line for i, line in enumerate(table.state.observe(None).heard(table.name)) if i not in folded]
    # every event, in order, whole (a told line with the reason its action gave)
    said = [line if line in whole else next((w for w in whole if line.startswith((w + " (", w + " — "))), None) for line in table.log]
    assert [w for w in said if w is not None] == whole
    assert whole == [e.words(table.name) for e in kept]
