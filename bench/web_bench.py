"""The web API under load: 4 concurrent clients on loopback against `judge serve` (its defaults)."""
from __future__ import annotations

import http.client
import socket
import subprocess
import sys
import threading
import time
import urllib.parse

from .search_bench import questions
from .timing import ROOT, percentiles

CLIENTS = 4


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _wait(port: int, timeout: float = 30.0) -> None:
    """Until the server accepts connections (no request: the first requests are measured)."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1):
                return
        except OSError:
            time.sleep(0.05)
    raise RuntimeError("the server did not start")


FIRST = 200  # requests timed from the server's start, before any warm-up


def run(quick: bool = False, log=print) -> dict:
    port = _free_port()
    server = subprocess.Popen([sys.executable, "-m", "judge", "serve", "--port", str(port)],
                              cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        _wait(port)
        qs = questions()
        per_client = 100 if quick else 400
        durations: list[float] = []
        errors = [0]
        lock = threading.Lock()

        def client(n: int, requests: int, timed: bool = True) -> None:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
            mine = []
            for i in range(requests):
                q = qs[(n * 7 + i) % len(qs)]
                t0 = time.perf_counter()
                conn.request("GET", "/api/search?" + urllib.parse.urlencode({"q": q}))
                response = conn.getresponse()
                response.read()
                mine.append(time.perf_counter() - t0)
                if response.status != 200:
                    with lock:
                        errors[0] += 1
            with lock:
                if timed:
                    durations.extend(mine)

        def clients(requests: int, timed: bool) -> float:
            threads = [threading.Thread(target=client, args=(n, requests, timed)) for n in range(CLIENTS)]
            t0 = time.perf_counter()
            for t in threads:
                t.start()
            for t in threads:
                t.join()
            return time.perf_counter() - t0

        # the first requests after the start: what a judge meets right after `judge serve`
        clients(FIRST // CLIENTS, timed=True)
        first = percentiles(durations)
        durations.clear()
        # then a pass untimed, and the steady state
        clients(len(qs), timed=False)
        wall = clients(per_client, timed=True)
    finally:
        server.terminate()
        server.wait(timeout=10)
    p = percentiles(durations)
    figures = {"clients": CLIENTS, "requests": len(durations), "errors": errors[0],
               "requests_per_s": round(len(durations) / wall), **p,
               "first_200_p50_ms": first["p50_ms"], "first_200_p99_ms": first["p99_ms"]}
    log(f"web /api/search, {CLIENTS} clients, {len(durations)} requests: {figures['requests_per_s']} req/s, "
        f"p50 {p['p50_ms']} ms, p99 {p['p99_ms']} ms, {errors[0]} errors; first {FIRST} requests after the "
        f"start: p50 {first['p50_ms']} ms, p99 {first['p99_ms']} ms")
    return figures
