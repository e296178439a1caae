"""How long the book takes: the wall time of `make book`'s build step and of executing each
notebook on its own, so later chapters can see what they cost.

Run: .venv/bin/python bench/book.py   (or `make bench`)
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent


def timed(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, cwd=ROOT, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def main() -> None:
    with tempfile.TemporaryDirectory() as out:
        build = timed([str(BIN / "jupyter-book"), "build", ".", "--toc", "book/_toc.yml", "-W", "-n",
                       "--keep-going", "--path-output", out])
    print(f"{'step':<44} {'seconds':>8}")
    print(f"{'jupyter-book build (clean, stored outputs)':<44} {build:8.2f}")
    for notebook in sorted((ROOT / "notebooks").glob("*.ipynb")):
        with tempfile.TemporaryDirectory() as out:
            seconds = timed([str(BIN / "jupyter"), "nbconvert", "--to", "notebook", "--execute",
                             "--output-dir", out, str(notebook.relative_to(ROOT))])
        print(f"{'execute ' + notebook.name:<44} {seconds:8.2f}")


if __name__ == "__main__":
    main()
