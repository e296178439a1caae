"""Pictures of cards: ``svg`` writes SVG text (the static book), ``canvas`` draws on an ipycanvas
Canvas (the live table); both draw the shapes that ``scene`` lays out."""
