"""A question's page on a Q&A site of the Stack Exchange kind (Board & Card Games' rulings
questions, saved from the browser) → the question with its answers, read as such a site's JSON
export is: the question's title and body asked, each answer with its votes and whether the asker
accepted it (`standing.by_standing` then puts the accepted one first and drops those voted below
zero), who wrote each and when. Vote counts, tags, comments and the page's chrome are no text.

>>> page = ('<h1><a class="question-hyperlink">Can I chain?</a></h1><div class="question">'
...         '<div class="js-vote-count">3</div><div class="js-post-body"><p>Can I chain it?</p></div>'
...         '<span class="comment-copy">Which format?</span></div>'
...         '<div class="answer accepted-answer"><div class="js-vote-count">9</div>'
...         '<div class="js-post-body"><p>No.</p><p>It is Spell Speed 1.</p></div>'
...         '<div class="user-details"><a href="/u/2">bia</a><span>1,024</span></div></div>')
>>> qa_page(page)
[{'title': 'Can I chain?', 'question': 'Can I chain it?', 'score': 3, 'answers': [{'text': 'No.\\n\\nIt is Spell Speed 1.', 'is_accepted': True, 'score': 9, 'author': 'bia'}]}]
"""
from __future__ import annotations

import re

from .chatpage import ClassReader

BODY = ("js-post-body", "post-text")  # a post's words (the newer and the older page)
VOTES = ("js-vote-count", "vote-count-post")


def qa_page(page: str) -> list[dict] | None:
    """The question of such a page with its answers ([{"title", "question", "answers": [{"text", …}]}]),
    or None when the page is no question's page of such a site."""
    if not any(f'"{mark}' in page or f" {mark}" in page for mark in BODY) or "answer" not in page:
        return None
    reader = _QAPage()
    reader.feed(page)
    reader.close()
    question, answers = reader.question, [a for a in reader.answers if a.get("text")]
    if not question.get("question") or not answers:
        return None
    asked = {k: v for k, v in question.items() if v}
    if reader.title:
        asked = {"title": reader.title, **asked}
    return [{**asked, "answers": answers}]


class _QAPage(ClassReader):
    """Reads the title, the question's and each answer's words, votes, author and time by the
    site's classes."""

    def __init__(self) -> None:
        super().__init__()
        self.title = ""
        self.question: dict = {"question": ""}
        self.answers: list[dict] = []
        self.post: dict | None = None  # the question or the answer being read
        self.in_user = False

    def _opens(self, tag, classes, attrs):
        if self.post is None and ("question" in classes or attrs.get("id") == "question"):
            self.post = self.question
        elif self.post is None and "answer" in classes:
            self.post = {"text": "", "is_accepted": "accepted-answer" in classes}
            self.answers.append(self.post)
        else:
            return None
        return self.post

    def _role(self, tag, classes, attrs):
        """What an element of a post holds: its words, its votes, its author's name, no text."""
        if self.post is None:
            return "title" if "question-hyperlink" in classes and not self.title else None
        text_key = "question" if self.post is self.question else "text"
        if any(c in classes for c in BODY) and not self.post.get(text_key):
            return "body"
        if any(c in classes for c in VOTES) and "score" not in self.post:
            return "votes"
        if "relativetime" in classes and attrs.get("title") and "date" not in self.post:
            self.post["date"] = attrs["title"][:10]
        if "user-details" in classes:
            self.in_user = True
        elif self.in_user and tag == "a" and "author" not in self.post:
            return "author"
        if any(c.startswith("comment") or c == "post-taglist" for c in classes):
            return "skip"  # comments, tags: read into nothing
        return None

    def _read(self, role, text):
        if role == "title":
            self.title = " ".join(text.split())
        elif role == "body":
            self.post["question" if self.post is self.question else "text"] = text
        elif role == "votes" and re.fullmatch(r"[-−]?\d+", text):
            self.post["score"] = int(text.replace("−", "-"))
        elif role == "author":
            self.post["author"] = " ".join(text.split())
            self.in_user = False

    def _closes(self, scope):
        self.post, self.in_user = None, False
