"""How long the book takes: the wall time of `make book`'s build step and of executing each
notebook on its own, so later chapters can see what they cost.

Run: .venv/bin/python bench/book.py   (or `make bench`)

``--tiny`` leaves out the build and the chapters and executes only a one-cell notebook that
imports cardlib (the kernel's start and the import, which every chapter pays), so a test can
check that the bench still runs.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
ONE_CELL = {"cells": [{"cell_type": "code", "execution_count": None, "id": "import", "metadata": {}, "outputs": [],
                       "source": ["import cardlib"]}],
            "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
            "nbformat": 4, "nbformat_minor": 5}


def timed(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, cwd=ROOT, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    tiny = "--tiny" in sys.argv[1:]
    notebooks = sorted((ROOT / "notebooks").glob("*.ipynb"))
    print(f"{'step':<44} {'seconds':>8}")
    if tiny:
        with tempfile.TemporaryDirectory() as scratch:
            one = Path(scratch) / "import-cardlib.ipynb"
            one.write_text(json.dumps(ONE_CELL))
            seconds = timed([str(BIN / "jupyter"), "nbconvert", "--to", "notebook", "--execute",
                             "--output-dir", scratch, str(one)])
        print(f"{'execute a one-cell notebook (import cardlib)':<44} {seconds:8.2f}")
        return
    with tempfile.TemporaryDirectory() as out:
        build = timed([str(BIN / "jupyter-book"), "build", ".", "--toc", "book/_toc.yml", "-W", "-n",
                       "--keep-going", "--path-output", out])
    print(f"{'jupyter-book build (clean, stored outputs)':<44} {build:8.2f}")
    for notebook in notebooks:
        with tempfile.TemporaryDirectory() as out:
            seconds = timed([str(BIN / "jupyter"), "nbconvert", "--to", "notebook", "--execute",
                             "--output-dir", out, str(notebook.relative_to(ROOT))])
        print(f"{'execute ' + notebook.name:<44} {seconds:8.2f}")


if __name__ == "__main__":
    main()
