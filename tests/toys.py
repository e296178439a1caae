"""Two toy games on the play protocol, for the play table's tests (its model and its widget).

* ``Row``: the reader and a bot alternately take a card from a row; you may only take the
  highest card left of the suit taken last. Two deals of one row each; each deal ends with a
  "deal" event carrying the cards each seat took.
* ``Stash``: a secret action chosen as several cards (see below).
"""

import dataclasses
from dataclasses import dataclass, field

from cardlib import CardlibError, FRENCH_52
from cardlib.game import Action, Decision, Direction, GameState, TableView
from cardlib.tricks import french_strength

ROWS = ("AS 3S KH 2H", "QD 5D 9C 4C")


@dataclass(frozen=True)
class Take(Action):
    card: object

    def __str__(self):
        return f"take {self.card}"


@dataclass(frozen=True)
class Row(GameState):
    rows: tuple
    taken: tuple = ((), ())
    player: int = 0
    deal: int = 1
    history: tuple = ()
    events: tuple = field(default=(), compare=False)

    @property
    def row(self):
        return self.rows[0]

    @property
    def to_act(self):
        return self.player if self.rows else None

    @property
    def scores(self):
        return tuple(len(t) for t in self.taken)

    def _legal(self):
        if not self.taken[1 - self.player]:
            return [Take(c) for c in self.row]
        last = self.taken[1 - self.player][-1]
        same = [c for c in self.row if c.suit == last.suit]
        if not same:
            return [Take(c) for c in self.row]
        return [Take(max(same, key=french_strength))]

    def _why(self, action):
        return f"cannot {action}: take the highest card of the suit last taken (rules §1)"

    def _apply(self, action):
        taken = list(self.taken)
        taken[self.player] = taken[self.player] + (action.card,)
        row = tuple(c for c in self.row if c != action.card)
        after = dataclasses.replace(self, rows=(row,) + self.rows[1:], taken=tuple(taken), player=1 - self.player)
        if row:
            return after
        after = after.emit("deal", f"Deal {self.deal} is over", hands=tuple(FRENCH_52.parse_cards(t) for t in taken),
                           lines=tuple(f"seat {s} took {len(t)} cards" for s, t in enumerate(taken)))
        return dataclasses.replace(after, rows=self.rows[1:], taken=((), ()), deal=self.deal + 1,
                                   player=self.deal % 2)      # the other seat starts the next deal

    def table(self, viewer):
        return TableView(hands=(FRENCH_52.parse_cards(self.taken[0]), FRENCH_52.parse_cards(self.taken[1])),
                         direction=Direction.CLOCKWISE, labels=("You", "Bot"), to_act=self.to_act,
                         status=(f"taken {self.scores[0]} - {self.scores[1]}",))


class FirstBot:
    def choose(self, state):
        action = state.legal_actions()[0]
        # "the first legal card" is a public fact (everyone sees the row), so the others may read it too
        return Decision(action, f"{action}: the first legal card", public_reason=f"{action}: the first legal card")


def new_game(seed):
    if seed < 0:
        raise CardlibError(f"a seed must be 0 or more, got {seed!r}")
    return Row(tuple(FRENCH_52.parse_cards(r) for r in ROWS))


def every_try(state, seat):
    return [Take(c) for c in state.row]


def parse(text):
    return Take(FRENCH_52.parse(text))


# --- a toy game with a secret action chosen as several cards: each seat hides two of its three
# cards face down (the Ace of spades may not be hidden, rules §2); seat 1 hides first.

HANDS = ("AS 7H 4C", "KD 9S 2H")


@dataclass(frozen=True)
class Hide(Action):
    cards: tuple

    public_text = "hides two cards"            # how the others read it: the cards stay secret

    def __str__(self):
        return "hide " + " ".join(map(str, self.cards))


def hide(cards):
    if any(str(c) == "Q♣" for c in cards):
        raise CardlibError("the Q♣ is marked: it may never be picked (rules §3)")
    return Hide(tuple(cards))


@dataclass(frozen=True)
class Stash(GameState):
    hands: tuple
    hidden: tuple = (None, None)
    player: int = 1
    history: tuple = ()
    events: tuple = field(default=(), compare=False)

    @property
    def to_act(self):
        return None if all(h is not None for h in self.hidden) else self.player

    scores = property(lambda self: (0, 0))

    def _legal(self):
        hand = self.hands[self.player]
        return [Hide((a, b)) for i, a in enumerate(hand) for b in hand[i + 1:] if "A♠" not in (str(a), str(b))]

    def _why(self, action):
        if not isinstance(action, Hide):
            return f"cannot {action}: hide two cards (rules §1)"
        if len(action.cards) != 2:
            return f"hide exactly two cards, not {len(action.cards)} (rules §1)"
        return f"cannot {action}: the A♠ may not be hidden (rules §2)"

    def _apply(self, action):
        seat = self.player
        hidden = tuple(action.cards if s == seat else h for s, h in enumerate(self.hidden))
        hands = tuple(tuple(c for c in h if c not in action.cards) if s == seat else h
                      for s, h in enumerate(self.hands))
        after = dataclasses.replace(self, hands=hands, hidden=hidden, player=1 - seat)
        return after.emit("hide", "{who} {puts} two cards face down", seat=seat)

    def table(self, viewer):
        return TableView(hands=tuple(FRENCH_52.parse_cards(" ".join(map(str, h))) for h in self.hands),
                         direction=Direction.CLOCKWISE, labels=("You", "Bot"), to_act=self.to_act,
                         face_down=frozenset() if viewer is None else frozenset({1 - viewer}),
                         status=("hide two cards",))


def new_stash(seed):
    return Stash(tuple(tuple(FRENCH_52.parse_cards(h)) for h in HANDS))


class LowBot:
    def choose(self, state):
        action = state.legal_actions()[-1]
        return Decision(action, f"{action}: my two lowest cards, {' and '.join(map(str, action.cards))}")
