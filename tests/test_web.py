"""The web app: every route, hostile input, security headers, escaping, and a real browser at phone size."""
from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path

import pytest

from judge.model import DEFAULT_DB
from judge.web import create_app

DOCS = Path(__file__).resolve().parent.parent / "docs"


@pytest.fixture(scope="module")
def app():
    return create_app({"TESTING": True, "DATABASE": str(DEFAULT_DB)})


@pytest.fixture
def client(app):
    return app.test_client()


ROUTES = [
    ("/", 200), ("/ask?q=posso+usar+um+monstro+de+ritual+da+m%C3%A3o+como+tributo", 200),
    ("/search?q=replay&lang=en&label=outcome", 200), ("/search?q=tributo&mechanic=tribute-summon", 200),
    ("/record/8b3641d95c70", 200), ("/card/rivaly%20of%20warlords", 200), ("/card/Red-Eyes%20B.%20Dragon", 200),
    ("/card/qqqqzzzz", 404), ("/sim", 200), ("/healthz", 200), ("/api/search?q=replay", 200),
    ("/api/ask?q=rivalry+tribute+jinzo", 200), ("/api/card/jinzo", 200), ("/api/card/qqqqzzzz", 404),
    ("/api/cards?q=riv", 200), ("/record/nope", 404), ("/no/such/page", 404),
]


@pytest.mark.parametrize("url, status", ROUTES)
def test_routes(client, url, status):
    r = client.get(url)
    assert r.status_code == status
    assert r.headers["Content-Security-Policy"].startswith("default-src 'self'")
    assert r.headers["X-Content-Type-Options"] == "nosniff"
    assert r.headers["Referrer-Policy"] == "no-referrer"


def test_api_shapes(client):
    data = client.get("/api/ask?q=can I tribute one of my two Spellcasters for Jinzo under Rivalry of Warlords").get_json()
    assert data["answer"]["label"] == "forbidden" and data["answer"]["checked"] == "confirmed"
    assert {c["name"] for c in data["cards"]} >= {"Jinzo", "Rivalry of Warlords"}
    assert set(data["results"][0]) >= {"id", "text", "situation", "verdict", "label", "lang", "cards", "mechanics",
                                       "source", "check", "score"}
    card = client.get("/api/card/polimerizacao").get_json()
    assert card["card"]["name"] == "Polymerization" and card["card"]["names"]["pt"]
    assert "Rivalry of Warlords" in client.get("/api/cards?q=rival").get_json()["cards"]
    assert client.get("/healthz").data == b"ok"


def test_answer_page_shows_verdict_and_source(client):
    html = client.get("/ask?q=toons+must+be+attacked+first%3F").get_data(as_text=True)
    assert "REQUIRED" in html and "o seu ataque DEVE ser direcionado a esse monstro" in html
    assert 'href="/record/' in html


def test_record_page_highlights_span(client):
    html = client.get("/record/8b3641d95c70").get_data(as_text=True)
    assert '<mark id="span">If you have 2 monsters on the field face-up of the same Type' in html
    assert "rivalry-two-types-tribute" in html


HOSTILE = ['" AND( * - NOT', "x" * 499, "🐉 dragão", "<script>alert(1)</script>", "' OR 1=1 --", "%", "\\", "{{7*7}}"]


@pytest.mark.parametrize("text", HOSTILE)
@pytest.mark.parametrize("route", ["/ask", "/search", "/api/search", "/api/ask", "/api/cards"])
def test_hostile_queries_never_500_and_are_escaped(client, route, text):
    r = client.get(route, query_string={"q": text})
    assert r.status_code in (200, 400, 404)
    body = r.get_data(as_text=True)
    assert "<script>alert(1)</script>" not in body
    assert "49" not in body or "{{7*7}}" not in text


@pytest.mark.parametrize("route", ["/ask", "/search", "/api/search"])
def test_long_query_and_nul_get_400(client, route):
    assert client.get(route, query_string={"q": "x" * 5000}).status_code == 400
    assert client.get(route, query_string={"q": "a\x00b"}).status_code == 400


@pytest.mark.parametrize("name", ["<script>alert(1)</script>", "x" * 300, "%00", "🐉"])
def test_card_pages_hostile(client, name):
    for prefix in ("/card/", "/api/card/"):
        r = client.get(prefix + name)
        assert r.status_code in (200, 400, 404) and b"<script>alert(1)</script>" not in r.data


def test_sim_page(client):
    example = (Path(__file__).resolve().parent.parent / "data" / "scenarios" / "spec-example.yaml").read_text()
    r = client.post("/sim", data={"yaml": example})
    assert r.status_code == 200 and b"illegal" in r.data and b"met" in r.data
    assert client.post("/sim", data={"yaml": "state: [\n"}).status_code == 400
    assert client.post("/sim", data={"yaml": "[" * 5000}).status_code == 400
    bad = client.post("/sim", data={"yaml": "state: {A: {hand: ['<script>alert(1)</script>']}}"})
    assert bad.status_code == 400 and b"<script>alert(1)</script>" not in bad.data
    assert client.post("/sim", data={"yaml": "x" * 200_000}).status_code == 413
    assert client.get("/sim?scenario=../../etc/passwd").status_code == 404


def test_language_toggle(client):
    r = client.get("/ui/pt?next=/ask%3Fq%3Djinzo")
    assert r.status_code == 302 and "ui=pt" in r.headers["Set-Cookie"]
    assert "Perguntar" in client.get("/").get_data(as_text=True)
    assert client.get("/ui/pt?next=https://evil.example").headers["Location"] == "/"


def test_page_weight(client):
    total = sum(len(client.get(u).data) for u in ("/", "/static/judge.css", "/static/judge.js"))
    total += len(client.get("/ask?q=replay").data)
    assert total < 100_000


def test_missing_database_refused(tmp_path):
    from judge.model import JudgeError

    with pytest.raises(JudgeError):
        create_app({"DATABASE": str(tmp_path / "none.db")})


# -- a real browser --------------------------------------------------------------------
CHROMIUM, DRIVER = Path("/usr/bin/chromium"), Path("/usr/bin/chromedriver")


@pytest.fixture(scope="module")
def live_server(tmp_path_factory):
    from werkzeug.serving import make_server

    db = tmp_path_factory.mktemp("web") / "rulings.db"
    shutil.copy(DEFAULT_DB, db)
    server = make_server("127.0.0.1", 0, create_app({"DATABASE": str(db)}), threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()


BROWSER = pytest.mark.skipif(not (CHROMIUM.exists() and DRIVER.exists()),
                             reason="Debian's chromium and chromedriver are not installed")


def phone(tmp_path, language: str = "en-US"):
    """Headless Debian Chromium at 360 px wide, the browser asking for `language`."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(CHROMIUM)
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--disable-background-networking", "--no-first-run", f"--lang={language}",
                 f"--user-data-dir={tmp_path / ('profile-' + language)}"):
        options.add_argument(flag)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    driver = webdriver.Chrome(service=Service(str(DRIVER)), options=options)
    driver.set_window_size(360, 780)
    return driver


def in_first_screen(driver, element) -> bool:
    return driver.execute_script(
        "const r = arguments[0].getBoundingClientRect();"
        "return r.top >= -2 && r.top < window.innerHeight - 40 && r.height > 0;", element)


def keep_screenshot(driver, tmp_path, name: str) -> None:
    """Screenshots go to tmp; `UPDATE_SCREENSHOTS=1 pytest` refreshes the README's in docs/."""
    driver.save_screenshot(str(tmp_path / name))
    assert (tmp_path / name).stat().st_size > 1000
    if os.environ.get("UPDATE_SCREENSHOTS"):
        DOCS.mkdir(exist_ok=True)
        shutil.copy(tmp_path / name, DOCS / name)


@BROWSER
def test_browser_at_phone_size(live_server, tmp_path):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    driver = phone(tmp_path)
    try:
        driver.get(live_server + "/")
        box = driver.find_element(By.NAME, "q")
        box.send_keys("posso usar um monstro de ritual da mão como tributo")
        box.send_keys(Keys.ENTER)
        answer = driver.find_element(By.CSS_SELECTOR, "section.answer")
        assert "PERMITIDO" in answer.text  # a Portuguese question, no toggle: Portuguese labels
        assert "Você pode usar um monstro de ritual da sua mão como tributo" in answer.text
        width = driver.execute_script("return document.documentElement.scrollWidth")
        assert width <= 360, "the page scrolls sideways on a phone"
        keep_screenshot(driver, tmp_path, "phone-answer.png")
        driver.find_element(By.ID, "answer-source").click()
        mark = driver.find_element(By.ID, "span")
        assert mark.text.startswith("Você pode usar um monstro de ritual")
        assert in_first_screen(driver, mark), "the ruling is below the first screen of its page"
        assert driver.execute_script("return getComputedStyle(arguments[0]).fontFamily", mark) \
            == driver.execute_script("return getComputedStyle(document.body).fontFamily")
        keep_screenshot(driver, tmp_path, "phone-record.png")
    finally:
        driver.quit()


@BROWSER
def test_browser_in_brazilian_portuguese(live_server, tmp_path):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    driver = phone(tmp_path, "pt-BR")
    try:
        driver.get(live_server + "/")
        assert driver.find_element(By.CSS_SELECTOR, "button[type=submit]").text == "Perguntar"
        # an English question keeps the Portuguese interface once the toggle says Portuguese
        driver.get(live_server + "/ui/pt?next=/")
        box = driver.find_element(By.NAME, "q")
        box.send_keys("Can I Tribute a monster of another Type under Rivalry of Warlords?")
        box.send_keys(Keys.ENTER)
        body = driver.find_element(By.TAG_NAME, "body").text
        assert "Regras" in body and "Rulings" not in body
        link = driver.find_elements(By.CSS_SELECTOR, "article.record .meta a")[0]
        record_url = link.get_attribute("href").split("#")[0]
        link.click()
        assert in_first_screen(driver, driver.find_element(By.ID, "span"))
        driver.get(record_url)  # even opened without the #span anchor, the ruling is in the first screen
        assert in_first_screen(driver, driver.find_element(By.ID, "span"))
    finally:
        driver.quit()


def test_a_corrected_word_is_shown(client):
    html = client.get("/ask?q=side+dek+between+games").get_data(as_text=True)
    assert "Read as: dek → deck" in html
    assert client.get("/api/search?q=side+dek").get_json()["corrected"] == {"dek": "deck"}


def test_a_result_turned_for_the_case_asked_says_the_ruling_s_own_verdict(client):
    """A ruling whose exception is the case asked shows the other side, and says its own."""
    page = client.get("/ask?q=am I able to activate my Trap Card in the same turn I set it?").get_data(as_text=True)
    assert "the ruling itself says" in page
