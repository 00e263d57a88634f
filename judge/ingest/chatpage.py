"""A chat saved as a web page by DiscordChatExporter (its HTML export, the one most servers' logs
are kept as) → its messages, read as a JSON chat export is: who wrote each, when, its words. A
group of messages shows its author and time once, over all of them; a reply's preview of the
message it answers, embeds and attachments are no one's words. `ClassReader`, the reading of a
page by its elements' classes, serves a Q&A site's page too (qapage.py).

>>> page = ('<div class="chatlog__message-group"><span class="chatlog__author" title="ana#1">ana</span>'
...         '<span class="chatlog__timestamp" title="Monday, June 13, 2005 2:02 PM">13-Jun-05 02:02 PM</span>'
...         '<div class="chatlog__content"><span>Can I?<br>Really?</span></div>'
...         '<div class="chatlog__content">And now?</div></div>')
>>> chat_page_messages(page)
[{'from': 'ana', 'date': '2005-06-13', 'text': 'Can I?\\nReally?'}, {'from': 'ana', 'date': '2005-06-13', 'text': 'And now?'}]
"""
from __future__ import annotations

import re
from html.parser import HTMLParser

from .chatlog import day_written

MARK = "chatlog__message"  # the exporter's class on every message: a page without it is no such export
VOID = frozenset({"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"})
BLOCKS = frozenset({"p", "div", "li", "pre", "blockquote", "h1", "h2", "h3", "h4", "ul", "ol"})
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


class ClassReader(HTMLParser):
    """A page read by the classes its elements carry (an export's or a site's own markup): an
    element may open a scope (`_opens`: what it is, e.g. a post) and the text inside one may be
    read for a role (`_role`), given whole to `_read` when the element closes; a `<br>` or a
    block inside parts the text read. The elements HTML never closes open nothing."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[tuple[object, str | None]] = []  # for each open element: its scope, its role
        self.role: str | None = None  # what the text read now is
        self.buffer: list[str] = []

    def _opens(self, tag: str, classes: list[str], attrs: dict) -> object:
        return None

    def _role(self, tag: str, classes: list[str], attrs: dict) -> str | None:
        return None

    def _read(self, role: str, text: str) -> None: ...

    def _closes(self, scope: object) -> None: ...

    def handle_starttag(self, tag, attrs):
        if self.role is not None and tag == "br":
            self.buffer.append("\n")
        if tag in VOID:
            return
        attrs = dict(attrs)
        classes = (attrs.get("class") or "").split()
        scope = role = None
        if self.role is None:
            scope = self._opens(tag, classes, attrs)
            role = None if scope is not None else self._role(tag, classes, attrs)
            if role:
                self.role, self.buffer = role, []
        elif tag in BLOCKS and self.buffer:
            self.buffer.append("\n\n")
        self.stack.append((scope, role))

    def handle_endtag(self, tag):
        if tag in VOID or not self.stack:
            return
        scope, role = self.stack.pop()
        if role is not None:
            self._read(role, re.sub(r"\n{3,}", "\n\n", "".join(self.buffer)).strip())
            self.role, self.buffer = None, []
        if scope is not None:
            self._closes(scope)

    def handle_data(self, data):
        if self.role:
            self.buffer.append(data)


class _ChatPage(ClassReader):
    """Reads the author, the time and each message's words by the exporter's classes."""

    def __init__(self) -> None:
        super().__init__()
        self.messages: list[dict] = []
        self.author, self.date = "", ""

    def _role(self, tag, classes, attrs):
        if "chatlog__author" in classes:
            return "author"
        if "chatlog__timestamp" in classes:
            self.date = day_written(attrs.get("title") or "", TIME_FORMATS) or ""
            return "timestamp"
        return "content" if "chatlog__content" in classes else None

    def _read(self, role, text):
        if role == "author":
            self.author = " ".join(text.split())
        elif role == "timestamp":
            self.date = self.date or day_written(" ".join(text.split()), TIME_FORMATS) or ""
        elif self.author:
            self.messages.append({"from": self.author, **({"date": self.date} if self.date else {}), "text": text})
