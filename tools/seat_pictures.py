"""Draw each game's seats for the top of its rules page: ``make notebooks`` runs this.

    python tools/seat_pictures.py        # writes book/_static/seats-<game>.svg

A picture shows the table of a game's first deal seen from above, every hand face down:
where you sit (seat 0, at the bottom), how the seats are numbered, who deals (the D), who
starts, and which way play goes (the arrow). The dealer, the first seat and the direction
come from the game's own engine, so the picture cannot disagree with it; the words of each
label, and the sentence that says the same for the page's alt text, are the book's.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path

from cardlib.black_maria.game import new_game as black_maria_game
from cardlib.game import Direction, GameState
from cardlib.handjass.game import new_game as handjass_game
from cardlib.loo.game import new_game as loo_game
from cardlib.mus import new_game as mus_game

STATIC = Path(__file__).resolve().parent.parent / "book" / "_static"


@dataclass(frozen=True)
class Seats:
    """One game's seat picture: the game at its first deal, and the book's words for it."""

    game: str                 # the file name: seats-<game>.svg, on <game>-rules.md
    start: GameState          # the engine's first deal, which fixes dealer, first seat, direction
    dealer: int               # what the words say; checked against the engine
    first: int
    direction: Direction
    labels: tuple[str, ...]   # one short name plate per seat
    words: str                # the picture in a sentence: the alt text on the rules page

    def check(self) -> None:
        view = self.start.table(0)
        found = (view.dealer, self.start.to_act, view.direction)
        if found != (self.dealer, self.first, self.direction):
            raise SystemExit(f"the {self.game} engine starts with dealer, first seat, direction {found}, "
                             f"the words say {(self.dealer, self.first, self.direction)}")

    def svg(self) -> str:
        """The table with every hand face down and the book's labels; no trick, piles or scores."""
        self.check()
        view = self.start.table(0)
        blank = dataclasses.replace(view, labels=self.labels, face_down=frozenset(range(len(view.hands))),
                                    centre=(), to_act=None, highlight=frozenset(), piles=(), counters=(),
                                    status=(), spoken=())
        return blank.svg()


SEATS = (
    Seats("mus", mus_game(seed=1, dealer=3), dealer=3, first=0, direction=Direction.COUNTER_CLOCKWISE,
          labels=("Seat 0 · You · mano", "Seat 1 · rival", "Seat 2 · partner", "Seat 3 · deals"),
          words="The four seats of Mus seen from above. You are seat 0, at the bottom; play goes "
                "counter-clockwise, to the right: seat 1 sits on your right, seat 2, your partner, opposite, "
                "and seat 3 on your left; seats 0 and 2 play against seats 1 and 3. Here seat 3 deals (the D), "
                "as in the chapters' examples, so you, on the dealer's right, are the mano and speak first. "
                "The seats keep their numbers all game; the deal moves one seat to the right each deal."),
    Seats("handjass", handjass_game(players=4, seed=1), dealer=0, first=1,
          direction=Direction.COUNTER_CLOCKWISE,
          labels=("Seat 0 · You · deals", "Seat 1 · starts", "Seat 2", "Seat 3"),
          words="The seats of a four-player Handjass game seen from above. You are seat 0, at the bottom, and "
                "deal the first deal (the D). Play goes counter-clockwise, to the right: seat 1 sits on your "
                "right and, on the dealer's right, declares and leads first; seat 2 sits opposite and seat 3 "
                "on your left. The seats keep their numbers all game; the deal moves one seat to the right "
                "each deal."),
    Seats("black-maria", black_maria_game(players=4, seed=1), dealer=0, first=1, direction=Direction.CLOCKWISE,
          labels=("Seat 0 · You · deals", "Seat 1 · starts", "Seat 2", "Seat 3"),
          words="The seats of a four-player Black Maria game seen from above. You are seat 0, at the bottom, "
                "and deal the first deal (the D). Play goes clockwise, to the left: seat 1 sits on your left "
                "and, on the dealer's left, passes and leads first; seat 2 sits opposite and seat 3 on your "
                "right, so your pass goes to seat 3. With more or fewer players the numbers go on the same "
                "way, the highest seat on your right. The deal moves one seat to the left each deal."),
    Seats("loo", loo_game(players=5, seed=1), dealer=0, first=1, direction=Direction.CLOCKWISE,
          labels=("Seat 0 · You · deals", "Seat 1 · starts", "Seat 2", "Seat 3", "Seat 4"),
          words="The seats of a five-player Loo game seen from above. You are seat 0, at the bottom, and deal "
                "the first round (the D). Play goes clockwise, to the left: seat 1 sits on your left and, on "
                "the dealer's left, speaks and leads first; seats 2 and 3 sit across the table and seat 4 on "
                "your right. With more or fewer players the numbers go on the same way, the highest seat on "
                "your right. When a round ends the deal moves one seat to the left."),
)


def main() -> None:
    STATIC.mkdir(parents=True, exist_ok=True)
    for seats in SEATS:
        path = STATIC / f"seats-{seats.game}.svg"
        path.write_text(seats.svg() + "\n", encoding="utf-8")
        print(f"wrote {path.relative_to(STATIC.parent.parent)}")


if __name__ == "__main__":
    main()
