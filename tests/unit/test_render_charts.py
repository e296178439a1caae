"""cardlib.render.charts: the generic bar and line chart draws the numbers, labels and colours it is given."""

from matplotlib.colors import to_hex

from cardlib.render.charts import Bars, Line, Mark, Panel, chart


def test_bars_keep_their_values_colours_and_notes():
    c = chart([Panel([Bars(["none", "par"], [4, 6], ["#8a8a8a", "#2f7d4f"], notes=["4", "6"])],
                     title="Pares", ylabel="hands", ylim=(0, 8))], "Bar chart: none 4, par 6.", size=(4, 3))
    ax = c.figure.axes[0]
    assert [p.get_height() for p in ax.patches] == [4, 6]
    assert [to_hex(p.get_facecolor()) for p in ax.patches] == ["#8a8a8a", "#2f7d4f"]
    assert [t.get_text() for t in ax.texts] == ["4", "6"]
    assert (c.title, ax.get_ylabel(), ax.get_ylim(), repr(c)) == ("Pares", "hands", (0, 8), "Bar chart: none 4, par 6.")
    assert c._repr_png_()[:4] == b"\x89PNG"


def test_stacked_and_horizontal_bars():
    stacked = chart([Panel([Bars([1, 2], [3, 3], "#2f7d4f"), Bars([1, 2], [1, 2], "#d9a21b", bottom=[3, 3])])], "")
    assert [p.get_y() for p in stacked.figure.axes[0].patches] == [0, 0, 3, 3]
    side = chart([Panel([Bars(["a", "b"], [10, 20], "#b00020", horizontal=True)], xlim=(0, 30)),
                  Panel([Bars(["a", "b"], [1, 2], "#8a8a8a", horizontal=True)])], "", side_by_side=True)
    left, right = side.figure.axes
    assert [p.get_width() for p in left.patches] == [10, 20] and left.get_shared_y_axes().joined(left, right)


def test_lines_marks_legends_and_panels_one_above_the_other():
    top = Panel([Line([0.5, 1, 2], [0, 3, 0], label="pot", colour="#222222", steps=True)], zero_line=True,
                marks=[Mark(0.5, "round 1")], legend="outside")
    bottom = Panel([Line([1, 2], [9, 12], label="seat 0", marker="o")], xticks=[1, 2], legend="inside")
    c = chart([top, bottom], "", size=(9, 5.6), heights=(3, 2))
    upper, lower = c.figure.axes
    pot = upper.lines[0]
    assert pot.get_drawstyle() == "steps-post" and to_hex(pot.get_color()) == "#222222"
    assert [t.get_text() for t in upper.texts] == ["round 1"]
    assert [t.get_text() for t in upper.get_legend().get_texts()] == ["pot"]
    assert lower.get_lines()[0].get_marker() == "o" and list(lower.get_xticks()) == [1, 2]
    assert upper.get_shared_x_axes().joined(upper, lower)

