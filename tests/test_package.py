"""The package works installed from a wheel, away from the source tree: data, templates, static files."""
from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import sysconfig
import time
import urllib.request
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
NOT_SOURCE = shutil.ignore_patterns(".git", ".venv", "build", "dist", "*.egg-info", "__pycache__",
                                    ".pytest_cache", ".cache", "*.db-journal")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """A wheel built from a copy of the source tree, installed into a fresh venv; the copy deleted."""
    work = tmp_path_factory.mktemp("package")
    tree, wheels = work / "tree", work / "wheels"
    shutil.copytree(ROOT, tree, ignore=NOT_SOURCE)
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
                            "-w", str(wheels), str(tree)], capture_output=True, text=True, timeout=300)
    assert build.returncode == 0, build.stderr
    shutil.rmtree(tree)  # nothing of the source tree is left to lean on
    env_dir = work / "venv"
    venv.EnvBuilder(with_pip=False).create(env_dir)
    python = env_dir / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    wheel = next(wheels.glob("judge-*.whl"))
    install = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet",
                              "--no-deps", "--no-index", str(wheel)], capture_output=True, text=True, timeout=300)
    assert install.returncode == 0, install.stderr
    # the dependencies come from the test's own environment (no network); the package itself from the wheel
    purelib = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                             capture_output=True, text=True, check=True).stdout.strip()
    Path(purelib, "judge-test-deps.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    elsewhere = work / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if k not in ("JUDGE_DB", "PYTHONPATH", "JUDGE_DEBUG")}
    return python, elsewhere, env


def _judge(installed, *args):
    python, cwd, env = installed
    return subprocess.run([str(python), "-m", "judge", *args], capture_output=True, text=True, cwd=cwd, env=env,
                          timeout=120)


def test_the_installed_package_is_the_wheel(installed):
    python, cwd, env = installed
    where = subprocess.run([str(python), "-c", "import judge; print(judge.__file__)"], capture_output=True,
                           text=True, cwd=cwd, env=env, check=True).stdout
    assert str(ROOT) not in where and "site-packages" in where


def test_installed_ask_and_card_in_both_languages(installed):
    asked = _judge(installed, "ask", "Can I activate Rivalry of Warlords during my opponent's turn?")
    assert asked.returncode in (0, 1) and "Traceback" not in asked.stderr, asked.stderr
    assert "Rivalry of Warlords" in asked.stdout
    # cards the seeds never mention, by their English and their Portuguese names
    for name in ("Blue-Eyes White Dragon", "Dragão Branco de Olhos Azuis", "Mago Negro"):
        found = _judge(installed, "card", name)
        assert found.returncode == 0, (name, found.stdout, found.stderr)
    assert "Dark Magician" in _judge(installed, "card", "Mago Negro").stdout


def test_installed_serve_with_its_stylesheet(installed):
    python, cwd, env = installed
    port = _free_port()
    server = subprocess.Popen([str(python), "-m", "judge", "serve", "--workers", "1", "--port", str(port)],
                              cwd=cwd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        base = f"http://127.0.0.1:{port}"
        for _ in range(150):
            try:
                home = urllib.request.urlopen(base + "/", timeout=2).read().decode()
                break
            except OSError:
                time.sleep(0.1)
        else:
            pytest.fail("judge serve did not answer: " + server.stderr.read1().decode(errors="replace"))
        assert "<form" in home
        css = urllib.request.urlopen(base + "/static/judge.css", timeout=2)
        assert css.status == 200 and b"{" in css.read()
        answer = urllib.request.urlopen(base + "/ask?q=Jinzo", timeout=5)
        assert answer.status == 200
    finally:
        server.terminate()
        server.wait(timeout=10)
