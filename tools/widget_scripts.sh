#!/bin/sh
# The scripts the built book's pages load from CDNs to draw their saved widgets, fetched once
# from the npm registry into the folder given (what `make setup-test` does), so the browser tests
# serve them from local files: they test what readers' browsers load, with no network.
#   sh tools/widget_scripts.sh .venv/share/widget-scripts
# The versions (and the files' hashes) are those the pages name: see nb_ipywidgets_js in _config.yml.
# It also fetches axe-core, which the browser tests run in the page to check the play table's
# accessibility, into the same folder (axe-core/axe.min.js). Only that, added beside what is there:
#   sh tools/widget_scripts.sh --axe .venv/share/widget-scripts
set -eu
HTML_MANAGER=1.0.15
REQUIREJS=2.3.4
AXE_CORE=4.10.2

axe() {
  command -v npm >/dev/null 2>&1 || { echo "npm is needed to fetch axe-core (Debian: apt-get install npm)" >&2; exit 1; }
  mkdir -p "$1"
  rm -rf "$1/axe-core"
  mkdir -p "$1/axe-core"
  (cd "$1" && npm pack --silent "axe-core@$AXE_CORE" >/dev/null \
     && tar xzf "axe-core-$AXE_CORE.tgz" -C axe-core --strip-components=1 && rm -f "axe-core-$AXE_CORE.tgz")
}

if [ "${1:-}" = "--axe" ]; then
  axe "$2"
  exit 0
fi

out=$1
command -v npm >/dev/null 2>&1 || { echo "npm is needed to fetch the widget scripts (Debian: apt-get install npm)" >&2; exit 1; }
rm -rf "$out"
mkdir -p "$out/html-manager" "$out/requirejs"
cd "$out"
npm pack --silent "@jupyter-widgets/html-manager@$HTML_MANAGER" "requirejs@$REQUIREJS" >/dev/null
tar xzf "jupyter-widgets-html-manager-$HTML_MANAGER.tgz" -C html-manager --strip-components=1
tar xzf "requirejs-$REQUIREJS.tgz" -C requirejs --strip-components=1
rm -f ./*.tgz
cd - >/dev/null
axe "$out"
