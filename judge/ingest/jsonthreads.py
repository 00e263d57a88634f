"""A thread's messages in JSON (a forum's API, a chat's export, a Q&A site's): the message that
asks and the reply that answers it read as one question with its answer, through the wrappers
an API puts around them."""
from __future__ import annotations

import re

from .jsonfields import ANSWER_FIELDS, QUESTION_FIELDS, TEXT_FIELDS, field_name
from .standing import by_standing

WRAPPERS = frozenset({"data", "payload", "response", "result", "results", "items", "entries", "records",
                      "children", "replies", "dados", "itens", "registros", "resultados", "respostas",
                      # a GraphQL connection's, a spreadsheet's rows, a search engine's hits
                      "edges", "node", "nodes", "values", "rows", "hits", "_source",
                      # a block editor's page, a JSON:API resource's fields
                      "blocks", "attributes",
                      # a news feed's (RSS's channel)
                      "channel"})


def asked_and_answered(items: list) -> list:
    """A thread's messages as a judge reads them: a message that asks ("can I …?") and the one
    that answers it, which does not ask, one question with its answer ({"question": …,
    "answer": …} with the answer's other fields: its author, its date); every other item as it
    is. The answer is the first of the message's own replies, else the next message (a chat
    log's), else the first of the next item's messages (a forum's API: the post, then the list
    of its replies); messages may sit in an API's wrappers ({"kind": "t1", "data": {…}})."""
    items, out, i = list(items), [], 0
    while i < len(items):
        post = _unwrapped(items[i])
        asked = _message(post)
        if asked and _asks(asked[1], told_after=bool(_title(post))):
            question = _asking(post, asked)
            replies = _replies(post)
            answer = _answering(replies[0]) if replies else None
            if answer is not None:
                out.append({"question": question, **answer})
                out += replies[1:]
                i += 1
                continue
            following = items[i + 1] if i + 1 < len(items) else None
            answer = _answering(following) if following is not None else None
            if answer is not None:  # the next message (a chat log's)
                out += [{"question": question, **answer}, *replies]
                i += 2
                continue
            following = _thread_of(following)
            answer = _answering(following[0]) if following else None
            if answer is not None:  # the first of the next item's (a post, then its replies)
                out += [{"question": question, **answer}, *replies]
                items[i + 1] = following[1:]
                i += 1
                continue
        out.append(items[i])
        i += 1
    return out


TOLD_AFTER = 30  # words a post may tell after its question ("… next Standby Phase? My friend says …")


def _asks(words: str, told_after: bool = False) -> bool:
    """Whether a message asks: its words (HTML's tags aside) end on a question mark, or, of a
    titled post opening a thread (`told_after`), a question is followed only by a few words that
    tell more of the play ("… can I still add it back? My friend says it has to be a cost."); a
    chat's message so written does not ask ("… the turn you make them? idk")."""
    words = re.sub(r"<[^>]*>", " ", words).rstrip()
    if words.endswith("?"):
        return True
    asked = words.rfind("? ")
    return told_after and asked > 0 and len(words[asked + 2:].split()) <= TOLD_AFTER


def _title(post) -> str:
    """A message's title, when it has one: a forum post's, a thread's opening one."""
    return next((v.strip() for k, v in post.items() if isinstance(k, str) and field_name(k) == "title"
                 and isinstance(v, str) and v.strip()), "") if isinstance(post, dict) else ""


def _asking(post: dict, asked: tuple[str, str]) -> str:
    """A message's question: its words, after its title when it has one (a forum post's)."""
    title = _title(post)
    return f"{title} {asked[1].strip()}" if title else asked[1]


def _answering(item) -> dict | None:
    """A reply as the answer of a question ({"answer": …, its other fields}), when it is a
    message that does not ask in turn."""
    reply = _unwrapped(item)
    said = _message(reply)
    if not said or _asks(said[1]):
        return None
    return {"answer": said[1], **{k: v for k, v in reply.items() if k != said[0]}}


def _unwrapped(item, listed: bool = False):
    """An item through the wrappers an API puts around a message or a list of them: an object
    whose only object or list is under a wrapper's name ({"kind": "Listing", "data": {…}});
    a list of one message is that message, unless the list is what is `listed`."""
    for _ in range(MAX_WRAPPING):
        if isinstance(item, list) and len(item) == 1 and not listed:  # a listing of one: a thread's post
            item = item[0]
        if not isinstance(item, dict) or _message(item):
            return item
        inner = [(k, v) for k, v in item.items() if isinstance(v, (dict, list))]
        if len(inner) != 1 or not isinstance(inner[0][0], str) or inner[0][0].strip().lower() not in WRAPPERS:
            return item
        item = inner[0][1]
    return item


def _replies(post) -> list:
    """A message's own replies: the list under its replies' field, through its wrappers."""
    if not isinstance(post, dict):
        return []
    return by_standing(next((_thread_of(v) for k, v in post.items()
                             if isinstance(k, str) and k.strip().lower() in REPLY_FIELDS), []))


def _thread_of(value) -> list:
    """The messages a value holds as a list: a list, or one through its wrappers."""
    inner = _unwrapped(value, listed=True)
    if isinstance(inner, list):
        return inner
    return []


REPLY_FIELDS = frozenset({"replies", "children", "comments", "answers", "respostas", "comentarios", "comentários"})
MAX_WRAPPING = 4


def _message(item) -> tuple[str, str] | None:
    """A message of a thread: an object whose one text field (TEXT_FIELDS) holds its words, and
    that is no question with its answer already: (that field, its words)."""
    if not isinstance(item, dict) or any(isinstance(k, str) and field_name(k) in QUESTION_FIELDS + ANSWER_FIELDS
                                         for k in item):
        return None
    texts = [(k, v) for k, v in item.items() if isinstance(k, str) and field_name(k) in TEXT_FIELDS]
    return texts[0] if len(texts) == 1 and isinstance(texts[0][1], str) and texts[0][1].strip() else None


def answers_listed(post: dict) -> tuple[str, list[dict]] | None:
    """A question's own list of answers ({"question": …, "answers": [{"text": …, "author": …},
    "Yes, …"]}, a Q&A site's export): the list's key and each answer as {"answer": …, its other
    fields} (an answer that asks in turn is none), the accepted one first and those voted below
    zero left out (`by_standing`); None when it has no such list."""
    key = next((k for k, v in post.items() if isinstance(k, str) and k.strip().lower() in REPLY_FIELDS
                and isinstance(v, list)), None)
    if key is None:
        return None
    each = by_standing([answer for answer in map(_listed_answer, post[key]) if answer is not None])
    return (key, each) if each else None


def _listed_answer(item) -> dict | None:
    """An answer of a question's list: a string that does not ask, or a reply (`_answering`)."""
    if isinstance(item, str):
        return {"answer": item} if item.strip() and not _asks(item) else None
    return _answering(item)
