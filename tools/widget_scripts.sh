#!/bin/sh
# The scripts the built book's pages load from CDNs to draw their saved widgets, fetched once
# from the npm registry into the folder given (what `make setup-test` does), so the browser tests
# serve them from local files: they test what readers' browsers load, with no network.
#   sh tools/widget_scripts.sh .venv/share/widget-scripts
# The versions (and the files' hashes) are those the pages name: see nb_ipywidgets_js in _config.yml.
set -eu
HTML_MANAGER=1.0.15
REQUIREJS=2.3.4

out=$1
command -v npm >/dev/null 2>&1 || { echo "npm is needed to fetch the widget scripts (Debian: apt-get install npm)" >&2; exit 1; }
rm -rf "$out"
mkdir -p "$out/html-manager" "$out/requirejs"
cd "$out"
npm pack --silent "@jupyter-widgets/html-manager@$HTML_MANAGER" "requirejs@$REQUIREJS" >/dev/null
tar xzf "jupyter-widgets-html-manager-$HTML_MANAGER.tgz" -C html-manager --strip-components=1
tar xzf "requirejs-$REQUIREJS.tgz" -C requirejs --strip-components=1
rm -f ./*.tgz
