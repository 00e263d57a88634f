"""A chat exported as text (WhatsApp's "13/06/2005 14:02 - João: Posso …?" lines, its iPhone
form "[13/06/2005, 14:02:11] João: …", an IRC client's log "[20:01] <ana> Can I …?" dated by its
"--- Log opened" and "--- Day changed" lines, a talk's transcript "[00:01:12] Rafael: …") → its
messages, read as a JSON chat export is: a message that asks and the one that answers it are
one Q&A, dated by the answer; and a JSON chat export's message written in pieces (Telegram's
styled runs) as one text; who wrote a message.

>>> chat_messages("13/06/2005 14:02 - Ana: Posso?\\n13/06/2005 14:03 - Bia: Sim.\\nNão pode.\\n"
...               "13/06/2005 14:04 - Ana: <Mídia oculta>\\n")
[{'from': 'Ana', 'date': '13/06/2005', 'text': 'Posso?'}, {'from': 'Bia', 'date': '13/06/2005', 'text': 'Sim.\\nNão pode.'}]
"""
from __future__ import annotations

import html
import re

_TIME = r"\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?\s?[Mm]\.?)?"
# a message's first line: its day, its time, its sender, its words (a system line has no sender)
MESSAGE = re.compile(r"^\[?(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}),?\s+" + _TIME + r"\]?\s*(?:[-–]\s*)?"
                     r"(?:([^:\n]{1,60}?):\s)?(.*)$")
# what a chat shows for what is not words: media left out, a deleted message
NOT_WORDS = re.compile(r"^\s*(?:<[^<>\n]{1,40}>|\u200e?(?:image|video|audio|sticker|document) omitted|"
                       r"(?:this message was deleted|mensagem apagada|essa mensagem foi apagada|"
                       r"você apagou esta mensagem)\.?)\s*$", re.I)
# an IRC client's log line (irssi's, HexChat's, mIRC's): a time, maybe its day, then "<nick> words",
# or an action or the client's own notice ("* ana nods", "-!- bia has joined"), which has no sender
IRC_LINE = re.compile(r"^\[?(?:(\d{4}-\d{2}-\d{2})[ T]|[A-Z][a-z]{2} \d{1,2} )?" + _TIME + r"\]?\s+"
                      r"(?:<[@+%&~ ]?([^<>\s]{1,40})>\s?|(?:\*{1,3}|-!-|<?-->?)\s)(.*)$")
# … WeeChat's, its fields apart by tabs: "2004-03-13 20:01:00<TAB>ana<TAB>Can I …?" (a notice or an
# action has a mark in the place of the nick: "-->", "<--", "--", " *": no sender)
WEECHAT_LINE = re.compile(r"^(\d{4}-\d{2}-\d{2}) " + _TIME + r"\t[@+%&~]?([^\t]{0,40})\t(.*)$")
# a talk's transcript (a podcast's, a stream's): where in it, then who speaks and the words
# ("[00:01:12] Rafael: Posso …?", "01:20 - Juliana: Não pode."); no day (group 1 is never set)
TRANSCRIPT_LINE = re.compile(r"^(?:((?!)))?\[?\(?(?:\d{1,2}:)?\d{1,2}:\d{2}(?:[.,]\d{1,3})?\)?\]?\s*(?:[-–]\s*)?"
                             r"([^\s:<>*\[\]-][^:\n]{0,39}?):\s(.*)$")
# the log's own lines giving the day the lines after it are of
IRC_DAY = re.compile(r"^-{2,3}\s+(?:log opened|day changed|session start:?)\s+(.+?)\s*$", re.I)
IRC_DAY_FORMATS = ("%a %b %d %H:%M:%S %Y", "%a %b %d %Y", "%a, %d %b %Y %H:%M:%S", "%Y-%m-%d")
MIN_MESSAGES = 3  # a text with fewer lines of a chat's shape is no chat
MIN_SHARE = 0.6  # of its lines that are not blank, those that open a message (the rest continue one)
SAMPLE = 20_000  # characters of its opening read first: a text whose opening is no chat is no chat


def chat_messages(text: str) -> list[dict] | None:
    """The messages of a chat exported as text (sender, day as written, words; a message's
    lines after its first are its own), or None when the text is no such export."""
    head = [line for line in text[:SAMPLE].split("\n") if line.strip()]
    if sum(1 for line in head if _opens(line)) < MIN_SHARE * len(head) / 2:
        return None  # its opening lines are no chat's: the rest is not read for it
    lines = [line for line in text.split("\n") if line.strip()]
    opening = [_opens(line) for line in lines]
    if sum(1 for m in opening if m) < max(MIN_MESSAGES, MIN_SHARE * len(lines)):
        return None
    messages: list[dict] = []
    current, day = None, None
    for line, m in zip(lines, opening):
        if m and m.re is IRC_DAY:
            current, day = None, _irc_day(m.group(1)) or day
        elif m:
            current = None
            date = m.group(1) or (day if m.re is IRC_LINE else None)
            # a system line ("X joined", WeeChat's "-->") has no sender
            if m.group(2) and re.search(r"\w", m.group(2)) and not NOT_WORDS.match(m.group(3)):
                current = {"from": m.group(2).strip(), **({"date": date} if date else {}), "text": m.group(3).strip()}
                messages.append(current)
        elif current is not None:
            current["text"] += "\n" + line.strip()
    return [m for m in messages if m["text"]] or None


def _opens(line: str) -> re.Match | None:
    """A line that opens a message of a chat (or is its log's own: the day, a notice)."""
    return (MESSAGE.match(line) or IRC_LINE.match(line) or WEECHAT_LINE.match(line) or IRC_DAY.match(line)
            or TRANSCRIPT_LINE.match(line))


def _irc_day(said: str) -> str | None:
    """The day an IRC log's "--- Log opened Sat Mar 13 20:00:03 2004" line gives, as 2004-03-13."""
    return day_written(" ".join(said.split()), IRC_DAY_FORMATS)


def day_written(said: str, formats) -> str | None:
    """The day (ISO) a time written in one of these `strptime` formats falls on, or None."""
    from datetime import datetime

    for fmt in formats:
        try:
            return datetime.strptime(said, fmt).date().isoformat()
        except ValueError:
            continue
    return None


def entities_joined(value, depth: int):
    """A message's words written as pieces (a chat export's "text": ["Não.", {"type": "bold",
    "text": " Trap Hole …"}]) as one string, and the same words given again as entities
    ("text_entities" beside "text") once: pieces of one text are no list of rulings; `depth`
    levels of nesting are read."""
    if depth <= 0:
        return value
    if isinstance(value, list):
        return [entities_joined(v, depth - 1) for v in value]
    if not isinstance(value, dict):
        return value
    out = {}
    for k, v in value.items():
        if isinstance(k, str) and k.lower().endswith("_entities") and k[:-len("_entities")] in value:
            continue  # {"text": …, "text_entities": […]}: the same words twice
        if _pieces(v):
            v = "".join(p if isinstance(p, str) else p["text"] for p in v)
        out[k] = entities_joined(v, depth - 1)
    return out


def _pieces(value) -> bool:
    """Whether a list is one text in pieces: strings and styled runs ({"type": "bold", "text": …}),
    at least one of each."""
    return (isinstance(value, list) and len(value) > 1 and any(isinstance(p, str) for p in value)
            and any(isinstance(p, dict) for p in value)
            and all(isinstance(p, str) or (isinstance(p, dict) and isinstance(p.get("text"), str) and "type" in p)
                    for p in value))


AUTHOR_FIELDS = ("author", "from", "sender", "username", "user", "autor", "remetente", "usuario", "usuário",
                 "user_profile", "judge", "juiz", "juíza", "juiza")  # a log's judge: who ruled
# of an author given as an object ({"user_profile": {"real_name": …}}: Slack's)
AUTHOR_NAMES = ("name", "real_name", "username", "display_name", "nome")
# a user's id as a chat program writes it in place of a name (Slack's "U04MOBBB")
USER_ID = re.compile(r"[A-Z]{1,2}\d[A-Z\d]{5,}|[A-Z]{1,2}[A-Z\d]{5,}\d")


def author_of(entry: dict) -> str:
    """Who wrote an entry of an export (a chat's or a forum's message, a Q&A's answerer): its
    author field, or the name an author object gives ({"author": {"name": "Lia", "id": 7}});
    a name before a user's id ({"user": "U04MOBBB", "user_profile": {"real_name": "Mo"}})."""
    found = []
    for k, v in entry.items():
        if isinstance(k, str) and k.strip().lower() in AUTHOR_FIELDS:
            if isinstance(v, dict):
                v = next((v[n] for n in AUTHOR_NAMES if isinstance(v.get(n), str) and v[n].strip()), "")
            if isinstance(v, str) and 0 < len(v.strip()) <= 60 and "\n" not in v:
                found.append(v.strip())
    return next((name for name in found if not USER_ID.fullmatch(name)), found[0] if found else "")


# a chat's own marks in a message (Slack's): a link with its words, a bare link, a mention of a
# user or a channel, "<!here>"
CHAT_LINK = re.compile(r"<(?:https?://|mailto:)[^|<>\s]*\|([^<>]+)>")
CHAT_MARK = re.compile(r"<(?:https?://|mailto:)[^|<>\s]*>|<[@#!][A-Za-z0-9^_-]*(?:\|([^<>]*))?>")
# a post's marks on a social network: the users a reply opens by naming ("@ana @rui Yes, …"), the
# tags it closes with ("… a Chain. #ygo #rulings")
REPLY_MENTIONS = re.compile(r"\A(?:@\w{1,30}[ \t,:]+)+(?=\S)")
CLOSING_TAGS = re.compile(r"(?:[ \t]+#\w{1,40})+[ \t]*\Z")


def chat_text(text: str) -> str:
    """A chat message's words without its program's marks ("<@U04LEE> It is destroyed. See <https://…|the
    page>." → "It is destroyed. See the page."; a post's opening mentions and closing tags), its
    HTML escapes ("&gt;", "&amp;") as written.

    >>> chat_text("<@U04LEE> Yes &gt; see <https://x.org/a|the FAQ> in <#C01|rulings> <!here>")
    'Yes > see the FAQ in rulings'
    >>> chat_text("@ana_rj @rui Yes, it does not start a Chain. #ygo #rulings")
    'Yes, it does not start a Chain.'
    """
    text = CLOSING_TAGS.sub("", REPLY_MENTIONS.sub("", text.strip())) if "@" in text or "#" in text else text
    if "<" in text:
        text = CHAT_MARK.sub(lambda m: m.group(1) or "", CHAT_LINK.sub(r"\1", text))
    if "&" in text and "<" not in text:
        text = html.unescape(text)
    return re.sub(r"(?<=\S) {2,}(?=\S)", " ", text).strip()
