"""A chat saved as a web page by DiscordChatExporter (its HTML export, the one most servers' logs
are kept as) → its messages, read as a JSON chat export is: who wrote each, when, its words. A
group of messages shows its author and time once, over all of them; a reply's preview of the
message it answers, embeds and attachments are no one's words.

>>> page = ('<div class="chatlog__message-group"><span class="chatlog__author" title="ana#1">ana</span>'
...         '<span class="chatlog__timestamp" title="Monday, June 13, 2005 2:02 PM">13-Jun-05 02:02 PM</span>'
...         '<div class="chatlog__content"><span>Can I?<br>Really?</span></div>'
...         '<div class="chatlog__content">And now?</div></div>')
>>> chat_page_messages(page)
[{'from': 'ana', 'date': '2005-06-13', 'text': 'Can I?\\nReally?'}, {'from': 'ana', 'date': '2005-06-13', 'text': 'And now?'}]
"""
from __future__ import annotations

from datetime import datetime
from html.parser import HTMLParser

MARK = "chatlog__message"  # the exporter's class on every message: a page without it is no such export
VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})
# how the exporter writes a time: its tooltip's full date, its default short form, other locales'
TIME_FORMATS = ("%A, %B %d, %Y %I:%M %p", "%A, %d %B %Y %H:%M", "%d-%b-%y %I:%M %p", "%m/%d/%Y %I:%M %p",
                "%d/%m/%Y %H:%M", "%Y-%m-%d %H:%M", "%d-%b-%y %H:%M")


def chat_page_messages(page: str) -> list[dict] | None:
    """The messages of a DiscordChatExporter page, or None when the page is no such export."""
    if MARK not in page:
        return None
    reader = _ChatPage()
    reader.feed(page)
    reader.close()
    return [m for m in reader.messages if m["text"]] or None


class _ChatPage(HTMLParser):
    """Reads the author, the time and each message's words by the exporter's classes."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.messages: list[dict] = []
        self.author, self.date = "", ""
        self.stack: list[str | None] = []  # for each open element, what it holds (a role or None)
        self.role: str | None = None  # what the text read now is: author, timestamp, content
        self.buffer: list[str] = []

    def handle_starttag(self, tag, attrs):
        classes = (dict(attrs).get("class") or "").split()
        if self.role == "content" and tag == "br":
            self.buffer.append("\n")
        if tag in VOID:
            return
        role = None
        if self.role is None:
            if "chatlog__author" in classes:
                role = "author"
            elif "chatlog__timestamp" in classes:
                role = "timestamp"
                self.date = _day(dict(attrs).get("title") or "")
            elif "chatlog__content" in classes:
                role = "content"
            if role:
                self.role, self.buffer = role, []
        elif self.role == "content" and tag in ("p", "div", "li") and self.buffer:
            self.buffer.append("\n")
        self.stack.append(role)

    def handle_endtag(self, tag):
        if tag in VOID or not self.stack:
            return
        role = self.stack.pop()
        if role is None:
            return
        text = "".join(self.buffer).strip()
        if role == "author":
            self.author = " ".join(text.split())
        elif role == "timestamp":
            self.date = self.date or _day(" ".join(text.split()))
        elif role == "content" and self.author:
            message = {"from": self.author, **({"date": self.date} if self.date else {}), "text": text}
            self.messages.append(message)
        self.role, self.buffer = None, []

    def handle_data(self, data):
        if self.role:
            self.buffer.append(data)


def _day(written: str) -> str:
    """The day a time as the exporter writes it falls on (ISO), or "" when it is none it writes."""
    for fmt in TIME_FORMATS:
        try:
            return datetime.strptime(written, fmt).date().isoformat()
        except ValueError:
            continue
    return ""
