"""JSON of any nesting and JSON Lines → the text a judge would read: the path of keys to a
string is its heading, an object with text-like fields is one block, a question with its
answer one Q&A, an export's own top fields the document's (as front matter)."""
from __future__ import annotations

import json
import re
from datetime import datetime, timezone

from ..model import JudgeError
from .converters import rfc_date
from .chatlog import AUTHOR_FIELDS, USER_ID, author_of, chat_text, entities_joined
from .lineshapes import source_line, untitled
from .inline import markdown_inline
from .markup import html_to_text
from .rows import objects_of_rows
from .bbcode import shown_text
from .jsonfields import (ANSWER_FIELDS, DOCUMENT_FIELDS, ENVELOPE_FIELDS, EXAMPLE_FIELDS, FIELDS, LANGUAGE_KEYS, NAME_FIELDS,
                         OTHER_LANGUAGE_KEYS, QUESTION_FIELDS, TALLY_FIELDS,
                         RULING_ANSWERS, TEXT_FIELDS, field_name, key_words)
from .jsonblocks import typed_blocks
from .jsonthreads import WRAPPERS, answers_listed, asked_and_answered
from .standing import rates

MAX_DEPTH = 40
URL = re.compile(r"\s*(?:https?://|www\.)", re.I)


def json_to_text(raw: str, where: str) -> str:
    """JSON of any shape → one text a judge would read: every string is text; the path of keys
    to it is its heading ("Flip > Union"); an object with text-like fields (ruling, text,
    interaction, example…) is one block with its other short fields as context, and a
    question with its answer is one Q&A; HTML inside strings is converted as HTML is."""
    try:
        data = json.loads(raw)
    except ValueError as err:
        raise JudgeError(f"{where}: not valid JSON ({err})") from None
    data = entities_joined(data, MAX_DEPTH)
    out: list[str] = []
    if isinstance(data, dict):  # what the export says of itself: the document's, as front matter
        said = _document_fields(data)
        # … at its top or in its envelope, the rest of which is no text
        envelopes = [k for k, v in data.items() if field_name(str(k)) in ENVELOPE_FIELDS and _envelope(v)]
        for k in envelopes:
            said = {**_document_fields(data[k]), **said}
        data = {k: v for k, v in data.items() if k not in envelopes}
        if said:
            out += ["---", *(f"{k}: {json.dumps(v, ensure_ascii=False)}" for k, v in said.items()), "---"]
            data = {k: v for k, v in data.items() if field_name(str(k)) not in DOCUMENT_FIELDS}
    head = len(out)
    _walk(data, [], out, 0)
    if not "\n".join(out[head:]).strip():  # what it says of itself is no ruling either
        raise JudgeError(f"{where}: no text in the JSON (within {MAX_DEPTH} levels of nesting)")
    return "\n".join(out).strip() + "\n"


def _envelope(value) -> bool:
    """Whether an object at an export's top only says what the file is: short fields, none holding a
    ruling, a question or an answer ({"info": {"card": "Jinzo", "text": …}} is a card's)."""
    said = TEXT_FIELDS + QUESTION_FIELDS + ANSWER_FIELDS + RULING_ANSWERS
    return isinstance(value, dict) and bool(value) and all(
        field_name(str(k)) not in said and (not isinstance(v, str) or len(v.split()) <= 8)
        and not isinstance(v, (dict, list)) for k, v in value.items())


def _document_fields(data: dict) -> dict[str, str]:
    """The fields at an export's top that say what the whole document is ("format": "goat",
    "updated": "2005-06-20", "lang": "pt"): short strings, read as front matter is (a date
    only when it reads as one)."""
    said: dict[str, str] = {}
    for k, v in data.items():
        field = DOCUMENT_FIELDS.get(field_name(str(k)))
        if field is not None and isinstance(v, str) and 0 < len(v.strip()) <= 40 and field not in said:
            said[field] = v.strip()
    return said


TAG = re.compile(r"<[a-zA-Z/][^>]*>")  # an HTML tag: a string, or a key, written in markup


def _plain(value: str) -> str:
    """A string's text: HTML read as HTML, a wiki page's source as the page (a wiki's API
    gives a page's markup as a string: {"parse": {"wikitext": …}}), Markdown's bold, italic
    and links as their words (a forum's or a chat's post is written in it)."""
    value = shown_text(chat_text(value))
    if TAG.search(value):
        return html_to_text(value)
    return markdown_inline(value).strip() + "\n"


def _heading(path: list[str], extra: str = "") -> str:
    label = " > ".join(p for p in map(_key_text, path) if p)
    return f"## {label}{f' ({extra})' if extra else ''}" if label or extra else ""


def _key_text(key: str) -> str:
    """A key as a heading shows it: its words, its markup read ("<strong>CHARM OF SHABTI</strong>")."""
    return " ".join((html_to_text(key) if TAG.search(key) else key).split())


def _walk(value, path: list[str], out: list[str], depth: int) -> None:
    if depth > MAX_DEPTH:
        return
    if isinstance(value, str):
        if value.strip():
            out += [h for h in (_heading(path),) if h] + [_plain(value)]
        return
    if isinstance(value, list):
        if (page := typed_blocks(value)) is not None:  # a block editor's page: the Markdown it shows
            out += [h for h in (_heading(path),) if h] + [page]
            return
        value = objects_of_rows(value)
        if value and all(isinstance(v, str) for v in value):  # a list of rulings: bullets under one heading
            out += [h for h in (_heading(path),) if h] + [f"- {' '.join(_plain(v).split())}" for v in value if v.strip()]
            out.append("")
            return
        for item in asked_and_answered(value):
            _walk(item, path, out, depth + 1)
        return
    if not isinstance(value, dict):
        return  # a number, a flag, null: no text
    # "@type", "@id", "@context": what JSON-LD says of the object, not its words; and of a text in
    # each language ({"ja": {…}, "en": {…}}), those of a language the app does not read
    read = any(isinstance(k, str) and k.strip().lower() in LANGUAGE_KEYS for k in value)
    value = {k: v for k, v in value.items() if not (isinstance(k, str) and (
        k.startswith("@") or read and k.strip().lower().replace("_", "-") in OTHER_LANGUAGE_KEYS))}
    asked, value = _numbered_pairs(value)
    for item in asked:  # "q1" / "a1", "pergunta2" / "resposta2": each a question and its answer
        _walk(item, path, out, depth + 1)
    keys = {field_name(k): k for k in value if isinstance(k, str)}
    if each := _in_each_language(value, keys):  # one question and answer per language written
        for item in each:
            _walk(item, path, out, depth + 1)
        return
    question = next((value[keys[f]] for f in QUESTION_FIELDS if f in keys and isinstance(value[keys[f]], str)), None)
    # an answer is a string, or an object holding its text ({"acceptedAnswer": {"text": …}})
    answer_key = next((keys[f] for f in ANSWER_FIELDS if f in keys and _answer_text(value[keys[f]])), None)
    if question and answer_key is None:  # a judge's log: its "question" answered by its "ruling"
        answer_key = next((keys[f] for f in RULING_ANSWERS if f in keys and isinstance(value[keys[f]], str)
                           and value[keys[f]].strip()), None)
    answer = _answer_text(value[answer_key]) if answer_key is not None else None
    if answer and not question:  # {"name": "Can I …?", "acceptedAnswer": …}: its name or text asks
        asked_key = next((keys[f] for f in NAME_FIELDS + TEXT_FIELDS if f in keys and isinstance(value[keys[f]], str)
                          and value[keys[f]].strip().endswith("?")), None)
        if asked_key is not None:
            question = value[asked_key]
            keys = {f: k for f, k in keys.items() if k != asked_key}
            value = {k: v for k, v in value.items() if k != asked_key}
    if question and not answer and (listed := answers_listed(value)):
        # a question with its own list of answers (a Q&A site's export): each answer read with it,
        # by its own author and votes (the asker's and the question's are not the answer's)
        asked = {k: v for k, v in value.items() if k != listed[0] and not rates(k) and str(k).strip().lower() not in AUTHOR_FIELDS}
        for item in listed[1]:
            _walk({**asked, **item}, path, out, depth + 1)
        return
    textual = [keys[f] for f in TEXT_FIELDS
               if f in keys and (isinstance(value[keys[f]], (str, list)) or _leaf_text(value[keys[f]]))
               and keys[f] != answer_key]
    record_like = bool(question and answer or textual)
    # its name: of a record, its card, title or id; of a group of others (no text of its own),
    # the words naming what they are about ("topic": "Damage Step"), never a bare number
    keys = {f: k for f, k in keys.items() if not _machine_id(k, value[k])}
    name_key = next((keys[f] for f in NAME_FIELDS if f in keys and len(str(value[keys[f]])) <= 80
                     and (isinstance(value[keys[f]], (str, int)) if record_like
                          else isinstance(value[keys[f]], str) and value[keys[f]].strip())), None)
    name = str(value[name_key]).strip() if name_key is not None else ""
    if record_like and name_key is None:  # its card named one level down: {"card": {"name": "Sangan"}}
        name_key, name = next(((keys[f], inner) for f in NAME_FIELDS if f in keys
                               for inner in (_own_name(value[keys[f]]),) if inner), (None, ""))
    if name and not record_like and depth == 0:  # the document's own title: its top heading (not a listed entry's)
        out.append(f"# {name}")
        name = ""
    here = path + ([name] if name else [])
    if record_like:
        used = set(textual) | {keys[f] for f in QUESTION_FIELDS + ANSWER_FIELDS if f in keys}
        used |= {answer_key} if answer_key is not None else set()
        used |= {keys[f] for f in NAME_FIELDS if f in keys}
        # a source given as an object of its own ({"source": {"name": "Konami FAQ", "date": …}}): its
        # fields are the entry's, its name the entry's source
        cited = {k: v for k, v in value.items() if isinstance(k, str) and field_name(k) in SOURCE_KEYS
                 and isinstance(v, dict) and not any(isinstance(x, (dict, list)) for x in v.values())}
        used |= set(cited)
        said = [*((k, v) for k, v in value.items() if k not in used),
                *(("source" if isinstance(k, str) and field_name(k) in NAME_FIELDS else k, v)
                  for source in cited.values() for k, v in source.items())]
        fields = [_field(k, v) for k, v in said
                  if isinstance(v, (str, int, float)) and 0 < len(str(v).strip()) <= 60
                  and not _machine_id(k, v) and not URL.match(str(v))]
        # a time given twice, as written and in seconds ("date_unixtime"), is shown once
        context = ", ".join(f for f in fields if not (f.startswith(SECONDS_DAY) and any(
            f.removeprefix(SECONDS_DAY) in other for other in fields if other is not f)))
        heading = _heading(here, context)
        if heading:
            out.append(heading)
        said_by = author_of(value)  # who wrote it (a message's sender, a Q&A's answerer): its source
        if question and answer:
            out += [f"Q: {' '.join(_plain(question).split())}", f"A: {' '.join(_plain(answer).split())}",
                    *([source_line(said_by)] if said_by else []), ""]
        nested = False  # an entry inside it wrote headings of its own: its own text is headed again
        # its own words first ("summary": …), then the entries it holds ("interactions": [{…}])
        for k in sorted(textual, key=lambda k: not isinstance(value[k], str)):
            v = _leaf_text(value[k]) or value[k]  # a text with its attributes ({"type": "html", "text": …}): the text
            items = v if isinstance(v, list) else [v]
            for item in items:
                if isinstance(item, str) and item.strip():
                    if nested and heading:
                        out.append(heading)
                        nested = False
                    # a list of rulings is a list: each item one ruling (never a card's own text); an
                    # example's field is marked as one ("example": "If …, then …" → "Example: If …")
                    example = EXAMPLE_FIELDS.get(field_name(k))
                    out.append(f"- {' '.join(_plain(item).split())}" if isinstance(v, list) else
                               f"{example}: {_plain(item).lstrip()}" if example else _plain(item))
                    if said_by and isinstance(v, str) and len(textual) == 1 and untitled(out[-1]):
                        # a message that says something (chatter unpunctuated is left as it reads):
                        # who wrote it on the line under its last, no blank between
                        out[-1] = out[-1].rstrip("\n")
                        out.append(source_line(said_by) + "\n")
                elif isinstance(item, (dict, list)):
                    _walk(item, here + [k], out, depth + 1)
                    nested = True
        rest = {k: v for k, v in value.items() if k not in used and isinstance(v, (dict, list))}
    else:
        rest = {k: v for k, v in value.items() if k != name_key}
        # a group's day or format ({"date": …, "qaData": {"en": {…}}}) is its entries', said with each
        told = {k: v for k, v in rest.items() if isinstance(k, str) and isinstance(v, (str, int))
                and DOCUMENT_FIELDS.get(field_name(k)) in ("date", "format")}
        if told and any(isinstance(v, (dict, list)) for v in rest.values()):
            rest = {k: _told(v, told) for k, v in rest.items() if k not in told}
    for k, v in rest.items():
        _walk(v, here + ([] if _no_topic(str(k), v) else [str(k)]), out, depth + 1)


def _told(value, fields: dict):
    """An entry, or a group of them, with the fields its parent says of it (its own first)."""
    if isinstance(value, dict):
        own = {field_name(k) for k in value if isinstance(k, str)}
        return {**{k: v for k, v in fields.items() if field_name(k) not in own}, **value}
    return [_told(v, fields) for v in value] if isinstance(value, list) else value


EPOCH_FIELD = re.compile(r"(?:^|[_\W])(?:created|timestamp|time|date|posted|edited|published|updated)(?:$|[_\W])"
                         r"|^(?:created|posted|published|updated|ts$)", re.I)
SECONDS_DAY = "created: "  # the day a time in seconds was, as an entry's context shows it
EPOCH_WRITTEN = re.compile(r"\d{9,10}(?:\.\d+)?")  # seconds since 1970 as a string ("ts": "1072181000.000200", Slack's)


def _field(key: str, value) -> str:
    """A field as an entry's context shows it; a time in seconds since 1970 in a field named for
    a time ("created_utc": 1118703600) as the day it was ("created: 2005-06-13": a date read)."""
    if isinstance(value, str) and EPOCH_WRITTEN.fullmatch(value.strip()):
        value = float(value)
    if (isinstance(value, (int, float)) and not isinstance(value, bool) and 631_152_000 <= value <= 2_208_988_800
            and EPOCH_FIELD.search(key)):
        return f"{SECONDS_DAY}{datetime.fromtimestamp(value, timezone.utc).date().isoformat()}"
    if isinstance(value, str) and EPOCH_FIELD.search(" ".join(key_words(key))):
        # a time written as e-mails write it ("Wed Feb 04 18:22:10 +0000 2004", a feed's "pubDate"): its day
        value = rfc_date(value) or value
    if isinstance(value, str) and EPOCH_FIELD.search(key) and field_name(key) not in FIELDS:
        # a time's compound name in words ("created_at" → "created at: 2005-07-10T13:00:00Z": a date read)
        return f"{' '.join(key_words(key))}: {value}"
    return f"{field_name(key)}: {value}"


def _in_each_language(value: dict, keys: dict) -> list[dict]:
    """A question written in several languages with its answer ({"question": {"en": …, "pt": …},
    "answer": {"en": …, "pt": …}}, or one answer for all), or a ruling's text: the entry once per
    language, each with its words in that language (none when it is not such an entry)."""
    asked, said = (next((keys[f] for f in fields if f in keys), None) for fields in (QUESTION_FIELDS, ANSWER_FIELDS))
    told = next((keys[f] for f in TEXT_FIELDS if f in keys and _translations(value[keys[f]])), None)
    if asked is None and told is not None:  # a ruling in each language ({"text": {"en": …, "pt": …}})
        return [{**value, told: text} for text in _translations(value[told]).values()]
    each = _translations(value.get(asked))
    if not each or said is None:
        return []
    answers = _translations(value[said]) or dict.fromkeys(each, value[said])
    return [{**value, asked: q, said: answers.get(lang, next(iter(answers.values())))} for lang, q in each.items()]


def _translations(value) -> dict[str, str]:
    """An object of a text per language ({"en": …, "pt": …}), else nothing."""
    return dict(value) if (isinstance(value, dict) and value and all(
        isinstance(k, str) and k.strip().lower() in LANGUAGE_KEYS and isinstance(v, str) for k, v in value.items())) else {}


def _answer_text(value) -> str | None:
    """An answer's words: a string, or the text an answer object holds ({"text": …}), or the
    first of a list of them."""
    if isinstance(value, str):
        return value if value.strip() else None
    if isinstance(value, list):
        return next((t for t in map(_answer_text, value) if t), None)
    if isinstance(value, dict):
        return next((v for k, v in value.items() if isinstance(k, str) and field_name(k) in TEXT_FIELDS
                     and isinstance(v, str) and v.strip()), None)
    return None


SOURCE_KEYS = frozenset({"source", "sources", "reference", "ref", "citation", "fonte", "origem", "referência",
                         "referencia"})
NUMBERED = re.compile(r"(?i)^(?:(?P<q>q|question|pergunta|p)|(?P<a>a|answer|resposta|r))[ _-]?(?P<n>\d{1,4})$")


def _numbered_pairs(value: dict) -> tuple[list[dict], dict]:
    """An object's questions and answers numbered in its keys ("q1" / "a1", "question_2" /
    "answer_2", "pergunta3" / "resposta3"): each pair as a question with its answer, in their
    numbers' order, and the object's other fields."""
    found: dict[str, dict[str, str]] = {}
    for k, v in value.items():
        m = NUMBERED.match(k) if isinstance(k, str) and isinstance(v, str) else None
        if m:
            found.setdefault(m.group("n"), {})["question" if m.group("q") else "answer"] = k
    pairs = {n: ks for n, ks in found.items() if len(ks) == 2}
    if not pairs:
        return [], value
    taken = {k for ks in pairs.values() for k in ks.values()}
    return ([{"question": value[ks["question"]], "answer": value[ks["answer"]]} for _, ks in
             sorted(pairs.items(), key=lambda item: int(item[0]))],
            {k: v for k, v in value.items() if k not in taken})


def _leaf_text(value) -> str | None:
    """The text of an object holding only a text and its attributes (an Atom entry's `<content
    type="html">…</content>` read as {"type": "html", "text": …}); None for anything else."""
    if not isinstance(value, dict) or any(isinstance(v, (dict, list)) for v in value.values()):
        return None
    text = next((k for k, v in value.items() if isinstance(k, str) and field_name(k) in TEXT_FIELDS
                 and isinstance(v, str) and v.strip()), None)
    # its other fields only say how the text is written ("type", "lang"), not when or of what: a
    # ruling's own date or card ({"date": …, "text": …}) makes it an entry of its own
    others = [k for k in value if k != text]
    if text is None or any(not isinstance(k, str) or field_name(k) in FIELDS or EPOCH_FIELD.search(" ".join(key_words(k)))
                           for k in others):
        return None
    return value[text]


def _own_name(value) -> str:
    """The name an object gives itself ({"name": "Sangan", "id": 26202165} → "Sangan", or in
    each language, {"name": {"en": …, "pt": …}}), if any."""
    if not isinstance(value, dict):
        return ""
    for k, v in value.items():
        v = next(iter(_translations(v).values()), v)  # a name in each language: the first given
        if isinstance(k, str) and field_name(k) in ENTRY_NAMES and isinstance(v, str) and 0 < len(v.strip()) <= 80:
            return v.strip()
    return ""


ENTRY_NAMES = frozenset({"name", "card", "title", "nome", "carta", "título", "titulo"})


def _machine_id(key, value) -> bool:
    """Whether a field is an id or a tally a program gave, naming nothing a reader knows: another
    entry's ("from_id": "user500", "reply_to_message_id": 12, "in_reply_to_screen_name": "ana", a
    thread's first message's time "thread_ts"), the entry's own when a number ("id": 13, "id_str":
    "1001"), a user's id in place of the name ("user": "U04MOBBB"), a count ("favorite_count": 30, "votes": 42)."""
    if not isinstance(key, str):
        return False
    low, words = key.strip().lower(), key_words(key)
    digits = not isinstance(value, bool) and str(value).strip().isdigit()
    if field_name(key) == "id" or words[:1] == ["id"]:
        return low != "id" or digits
    if low in AUTHOR_FIELDS:
        return isinstance(value, str) and USER_ID.fullmatch(value.strip()) is not None
    if "reply" in words and "to" in words or ((words[-1:] in (["count"], ["counts"]) or low in TALLY_FIELDS) and digits):
        return True
    return low != "ts" and words[-1:] == ["ts"]


ID_KEY = re.compile(r"\d{4,}|[0-9a-f]{8,}|[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}")


def _no_topic(key: str, value) -> bool:
    """Whether a key names no topic of its own: a language's ("en", "pt": a translation), an
    export's wrapper ("data", "items"), or a list whose entries each name themselves ("cards":
    [{"name": …}, …])."""
    low = key.strip().lower()
    if low in LANGUAGE_KEYS or low in WRAPPERS or ID_KEY.fullmatch(low):
        return True  # nor an entry's id ("1021": {…}, a UUID)
    return (isinstance(value, list) and len(value) > 1 and all(isinstance(v, dict) for v in value)
            and all(any(field_name(k) in ENTRY_NAMES for k in v) for v in value))
