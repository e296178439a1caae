# Two commands set everything up on a fresh machine: `make book` and `make test`.
VENV   ?= .venv
PY     := $(VENV)/bin/python
PIP    := $(PY) -m pip --disable-pip-version-check -q
JB     := $(VENV)/bin/jupyter-book
HOST   ?= 127.0.0.1
PORT   ?= 8000

BOOK_STAMP := $(VENV)/.book-installed
TEST_STAMP := $(VENV)/.test-installed

.PHONY: book test lab notebooks serve bench clean setup setup-test

$(PY):
	python3 -m venv $(VENV)
	$(PIP) install --upgrade "pip>=24"

$(BOOK_STAMP): requirements.txt pyproject.toml | $(PY)
	$(PIP) install -r requirements.txt
	touch $@

# The browser tests serve the book's widget scripts (npm packages, see tools/widget_scripts.sh)
# from the venv instead of a CDN.
$(TEST_STAMP): $(BOOK_STAMP) requirements-test.txt tools/widget_scripts.sh
	$(PIP) install -r requirements-test.txt
	sh tools/widget_scripts.sh $(VENV)/share/widget-scripts
	touch $@

setup: $(BOOK_STAMP)
setup-test: $(TEST_STAMP)

## make book: set up, then build the HTML book from the stored, checked outputs of the notebooks
## (warnings are errors; `make notebooks` refreshes the outputs, nbval in `make test` checks them)
book: $(BOOK_STAMP)
	rm -rf _build/html _build/.doctrees _build/jupyter_execute
	$(JB) build . --toc book/_toc.yml -W -n --keep-going
	@echo "The book is built: open _build/html/index.html (or run 'make serve')."

## make test: set up, build the book, then run every test (unit, property, widget,
## doctests, strict nbval over every notebook, browser and Voila tests)
test: $(TEST_STAMP) book
	$(PY) -m pytest tests cardlib notebooks --doctest-modules \
	    --nbval --nbval-sanitize-with tests/notebooks/sanitize.cfg -p no:cacheprovider

## make notebooks: re-execute every notebook in place so its stored outputs are fresh,
## and redraw the seat pictures at the top of the rules pages
notebooks: $(BOOK_STAMP)
	$(PY) tools/seat_pictures.py
	$(VENV)/bin/jupyter nbconvert --to notebook --execute --inplace \
	    --ExecutePreprocessor.timeout=600 --ExecutePreprocessor.record_timing=False notebooks/*.ipynb
	@# Drop the timings a run leaves and the widget state's default values, so a refresh
	@# changes only what readers see and the stored chapters stay light.
	$(PY) tools/lean_notebooks.py notebooks/*.ipynb

## make lab: JupyterLab on the notebooks, trusted first so that their stored pictures
## and tables show before anything is run (an untrusted notebook shows them as bare text)
lab: $(BOOK_STAMP)
	$(VENV)/bin/jupyter trust notebooks/*.ipynb
	$(VENV)/bin/jupyter lab notebooks $(if $(filter 0,$(shell id -u)),--allow-root)

## make serve: serve the built book on $(HOST):$(PORT)
serve:
	@test -d _build/html || { echo "no _build/html yet: run 'make book' first"; exit 1; }
	$(PY) -m http.server --bind $(HOST) --directory _build/html $(PORT)

## make bench: run every benchmark script and print its figures
bench: $(TEST_STAMP)
	@for b in bench/*.py; do echo "== $$b"; $(PY) $$b || exit 1; done

clean:
	rm -rf _build
