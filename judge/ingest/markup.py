"""Documents with a structure of their own → the text a judge would read: HTML (lists, tables,
Q&A in <details>, page chrome dropped; spreadsheets: sheets; JSON: jsontext; HTML inside Markdown: inline)."""
from __future__ import annotations

import json
import re
from html import unescape
from html.parser import HTMLParser

from ..model import fold
from .htmltables import layout_tables
from .inline import asks


INDENT = "\x01"  # a nested item's indentation while the text's spacing is cleaned up


QUOTE_REACH = 20_000  # characters above a quotation it is looked for in: the posts a reply may answer


class _TextExtractor(HTMLParser):
    """HTML → plain text keeping the structure segmentation needs: lines, bullets, headings."""

    # (a quotation's <cite>, "goatkid wrote:", is a line of its own: who is quoted, not their words)
    BLOCK = {"p", "div", "br", "table", "ul", "ol", "section", "article", "blockquote", "cite"}
    HEADINGS = {"h1", "h2", "h3", "h4", "h5", "h6"}
    # a table's cell: each a space (a table inside one is not read as such, nor a heading: "<td><h6>…")
    IN_CELL = BLOCK - {"table"} | {"li"} | HEADINGS
    SKIP = {"script", "style", "nav", "head", "title", "footer", "del", "s", "strike"}  # struck out: withdrawn
    # a container the page marks as its chrome: <div class="menu">, <ul id="breadcrumbs">, role="navigation"
    CHROME = re.compile(r"(?:^|[\s_-])(?:nav|navbar|navigation|menu|menubar|breadcrumbs?|sidebar|footer|cookies?|"
                        r"banner|share|social|contentinfo|navbox|editsection|references?)(?:$|[\s_-])", re.I)
    # (a wiki's "[edit]" links and "[1]" reference marks are chrome too: <span class="mw-editsection">,
    # <sup class="reference">)
    CONTAINERS = {"div", "ul", "ol", "aside", "section", "header", "menu", "span", "p", "sup"}

    def __init__(self, layout: frozenset = frozenset(), labels: frozenset = frozenset()) -> None:
        super().__init__(convert_charrefs=True)
        # where the tables that lay the page out start, and their columns' labels (`htmltables.layout_tables`)
        self.layout, self.labels, self.in_label = layout, labels, False
        self.tables: list[bool] = []  # each open table: whether it lays the page out
        self.parts: list[str] = []
        self.skip = 0
        self.header_row = False  # the table row being read has header cells
        self.data_row = False  # … and data cells: its <th> is the row's header, not the table's
        self.rows = 0  # rows of the table being read so far
        self.bold = 0  # how deep in <b>/<strong> the text being read is
        self.sup = 0  # how deep in <sup> ("…your hand.<sup>[1]</sup>": a reference mark)
        self.cells = [0, 0]  # the row's data cells all in bold, and with words not in bold
        self.cell = [False, False]  # the data cell being read has words in bold, words not
        self.answering = False  # just after a <summary>: the details that follow are its answer
        self.summary_at = 0  # where the <summary> being read starts in `parts`
        self.lists = 0  # how deep in lists the text being read is
        self.letters: list[int] = []  # each open list's items so far, -1 for one not lettered (<ol type="a">: "a) ", "b) ")
        self.term = 0  # where the <dt> being read starts in `parts`
        self.item_open = False  # a list item's marker is written and none of its words yet
        self.chrome: list[list] = []  # [tag, how many of that tag are open inside it] of each chrome container
        self.column = 0  # the column of the cell being read in its row
        self.spanning: dict[int, list] = {}  # column → [rows still under it, its words]: a cell's rowspan
        self.cell_at = 0  # where the cell being read starts in `parts`
        self.cell_rows = 1  # the rows the cell being read spans
        self.in_cell = False  # between a cell's <td> or <th> and its end
        self.struck: frozenset = frozenset()  # the classes the page's style sheet strikes out
        self.quotes: list[int] = []  # where each open <blockquote> starts in `parts`

    def _quoted_again(self, at: int) -> None:
        """A quotation of what the page says just above it (`QUOTE_REACH`: a reply quoting the post it
        answers) is read once, where it was said; a quoted question stays, read with its answer."""
        said = fold("".join(self.parts[at:]))
        if not said or said.endswith("?"):
            return
        above, size, i = [], 0, at
        while i > 0 and size < QUOTE_REACH:  # the page's last characters before it, not all of it each time
            i -= 1
            above.append(self.parts[i])
            size += len(self.parts[i])
        if said in fold("".join(reversed(above))):
            del self.parts[at:]

    def _is_chrome(self, tag: str, attrs) -> bool:
        """A container the page marks as its chrome, or words it strikes out (a class its style sheet
        draws with a line through, a Google Docs export's "c3"; a style saying so): withdrawn, as <del>."""
        return tag in self.CONTAINERS and any(value and (
            name in ("class", "id", "role") and self.CHROME.search(value)
            or name == "style" and STRUCK_STYLE.search(value)
            or name == "class" and self.struck.intersection(value.split())) for name, value in attrs)

    def handle_starttag(self, tag, attrs):
        if self.in_label and tag in ("th", "td", "tr", "table"):
            self._label_ends()  # a header cell's end tag may be left out: the next cell ends it
        if self._is_chrome(tag, attrs):
            self.chrome.append([tag, 1])
            self.skip += 1
            return
        if self.chrome and tag == self.chrome[-1][0]:
            self.chrome[-1][1] += 1
        if tag in self.SKIP:
            self.skip += 1
            return
        if self.skip:
            return  # inside what is dropped: no line, bullet or heading of it either
        if tag == "img" and self.in_cell:  # an icon in a table's cell says what its text says ("Pode", "✗")
            self.parts.append(f" {(dict(attrs).get('alt') or '').strip()} ")
            return
        if self.in_cell and tag in self.IN_CELL:
            self.parts.append(" ")  # a cell's line breaks and paragraphs: its row stays one line
            self.lists += tag in ("ul", "ol")
            self.letters += [-1] * (tag in ("ul", "ol"))
            return
        if tag == "table":
            self.tables.append(self.getpos() in self.layout)
        if self.tables and self.tables[-1] and tag in ("table", "tr", "td", "th"):
            self.parts.append("\n")  # a table that lays the page out: its rows and cells are blocks
            if tag == "th" and self.getpos() in self.labels:
                self.skip, self.in_label = self.skip + 1, True  # … and a column's label no words of it
            return
        if tag == "summary":  # <details><summary>question</summary>answer</details>: a Q&A
            self.parts.append("\n\nQ: ")
            self.summary_at = len(self.parts)
        elif self.answering and tag in self.BLOCK:
            self.answering = False  # the answer's first paragraph stays on the "A:" line
        elif self.item_open and tag in ("p", "div"):
            pass  # <li><p>…</p></li>: the item's paragraph stays on the item's line
        elif tag == "tr":
            self.column, self.in_cell = 0, False
        elif tag == "th":
            self.header_row = True
            self._open_cell(attrs)
        elif tag == "li":  # a nested list's items indented under their item (kept through the spacing clean-up)
            lettered = bool(self.letters) and self.letters[-1] >= 0
            if lettered:  # <ol type="a">: its items "a) ", "b) " …
                self.letters[-1] += 1
            self.parts.append("\n" + INDENT * max(0, self.lists - 1) + (f"{chr(96 + min(self.letters[-1], 26))}) " if lettered else "- "))
            self.item_open = True
        elif tag == "dt":  # <dt>term</dt><dd>definition</dd>: "term — definition"
            self.parts.append("\n\n")
            self.term = len(self.parts)
        elif tag == "dd":
            pass
        elif tag in self.HEADINGS:
            self.parts.append("\n\n" + "#" * int(tag[1]) + " ")
        elif tag == "td":
            self.data_row = True
            self.cell = [False, False]  # words in bold, words not
            self._open_cell(attrs)
        elif tag in ("b", "strong"):
            self.bold += 1
        elif tag == "sup":
            self.sup += 1
        elif tag == "table":
            self.rows, self.spanning = 0, {}
        elif tag == "blockquote":
            self.parts.append("\n\n")
            self.quotes.append(len(self.parts))
        elif tag in self.BLOCK:
            self.parts.append("\n")
        if tag in ("ul", "ol"):
            self.lists += 1
            self.letters.append(0 if tag == "ol" and dict(attrs).get("type") in ("a", "A") else -1)

    def handle_endtag(self, tag):
        if self.chrome and tag == self.chrome[-1][0]:
            self.chrome[-1][1] -= 1
            if self.chrome[-1][1] == 0:  # the chrome container itself closes
                self.chrome.pop()
                self.skip = max(0, self.skip - 1)
                return
        if self.in_label and tag in ("th", "tr", "table"):
            self._label_ends()
            if tag == "th":
                return
        if tag in self.SKIP:
            self.skip = max(0, self.skip - 1)
            return
        if self.skip:
            return
        if tag in ("ul", "ol"):
            self.lists, self.letters = max(0, self.lists - 1), self.letters[:-1]
        if self.in_cell and tag in self.IN_CELL:
            self.parts.append(" ")
            return
        if tag == "table" and self.tables and self.tables.pop():  # a table that laid the page out ends
            self.parts.append("\n\n")
            return
        if tag in ("tr", "td", "th") and self.tables and self.tables[-1]:
            self.parts.append("\n")
            return
        if tag == "dt":
            if "".join(self.parts[self.term:]).strip().endswith("?"):  # a question and its answer: a Q&A
                self.parts.insert(self.term, "Q: ")
                self.parts.append("\nA: ")
            else:
                self.parts.append(" — ")
        elif tag == "dd":
            self.parts.append("\n\n")
        elif tag == "summary":
            if asks("".join(self.parts[self.summary_at:])):
                self.parts.append("\nA: ")
                self.answering = True
            else:  # a label ("Example", "Ver mais") heads what it folds, as a line of its own
                self.parts[self.summary_at - 1] = "\n\n"
                self.parts.append("\n")
        elif tag in self.HEADINGS or tag in ("p", "ul", "ol", "table", "details", "blockquote"):
            if tag == "blockquote" and self.quotes:
                self._quoted_again(self.quotes.pop())
            self.parts.append("\n\n")  # a quotation (of another post, say) is a paragraph of its own
        elif tag == "cite":
            self.parts.append("\n")
        elif tag in ("b", "strong"):
            self.bold = max(0, self.bold - 1)
        elif tag == "sup":
            self.sup = max(0, self.sup - 1)
        elif tag in ("td", "th"):
            self.in_cell = False
            if tag == "td":
                bold, plain = self.cell
                self.cells[0 if bold and not plain else 1] += bold or plain
            if self.cell_rows > 1:  # its words stand in the rows below it too
                self.spanning[self.column] = [self.cell_rows - 1, "".join(self.parts[self.cell_at:]).strip()]
            self.column += 1
        elif tag == "tr":
            self.in_cell = False
            self._carried()  # a row of header cells only names the table's columns, and so does a
            # first row whose cells are all in bold (a page with no <th>: "<td><b>Card</b></td>")
            bold_head = self.rows == 0 and self.cells[0] >= 2 and not self.cells[1]
            header = (self.header_row and not self.data_row) or bold_head
            self.parts.append(" |\n" + ("|---|\n" if header else ""))
            self.header_row = self.data_row = False
            self.rows, self.cells = self.rows + 1, [0, 0]

    def _label_ends(self) -> None:
        self.skip, self.in_label = max(0, self.skip - 1), False

    def _open_cell(self, attrs) -> None:
        """A cell opens: the cells above that span down to here first, then its own."""
        self._carried()
        self.parts.append(" | ")
        self.cell_at, self.in_cell = len(self.parts), True
        rows = dict(attrs).get("rowspan") or "1"
        self.cell_rows = min(int(rows), MAX_ROWSPAN) if rows.strip().isdigit() else 1

    def _carried(self) -> None:
        """The words of the cells above spanning down into this row at its next columns."""
        while self.column in self.spanning:
            left, words = self.spanning[self.column]
            self.parts.append(" | " + words)
            if left > 1:
                self.spanning[self.column][0] = left - 1
            else:
                del self.spanning[self.column]
            self.column += 1

    def handle_data(self, data):
        if self.sup and REFERENCE_MARK.fullmatch(data) and (
                "[" in data or not (self.parts and self.parts[-1][-1:].isdigit())):
            return  # a footnote's mark ("hand.<sup>1</sup>", "<sup>[a]</sup>"), not a power ("10<sup>3</sup>")
        if not self.skip:
            self.parts.append(re.sub(r"\s+", " ", data))
            if data.strip():
                self.cell[0 if self.bold else 1] = True
            self.item_open = self.item_open and not data.strip()


MAX_ROWSPAN = 500  # rows a cell may span (a page's "rowspan" is not trusted beyond)
# a footnote's mark: "1", "[2]", "[a]", "[note 3]", or "[]" (a mark a site numbers when the page is shown)
REFERENCE_MARK = re.compile(r"\s*(?:\[\s*\]|\[?(?:\d{1,3}|[a-z]|note \d{1,3})\]?)\s*")
TITLE = re.compile(r"<title[^>]*>(.*?)</title\s*>", re.I | re.S)


STRUCK_STYLE = re.compile(r"(?i)text-decoration(?:-line)?\s*:[^;\"']*line-through")
STRUCK_CLASS = re.compile(r"(?i)\.([\w-]+)\s*\{[^}]*text-decoration(?:-line)?\s*:[^;}]*line-through")


def html_title(html: str) -> str:
    """The title a page gives itself (<title>), its markup and spacing undone; "" if none."""
    m = TITLE.search(html[:20_000])
    return " ".join(unescape(re.sub(r"<[^>]*>", " ", m.group(1))).split())[:200] if m else ""


def html_to_text(html: str) -> str:
    """Plain text of an HTML fragment or page, one block per line."""
    parser = _TextExtractor(*layout_tables(html))
    parser.struck = frozenset(STRUCK_CLASS.findall(html[:200_000])) if "line-through" in html else frozenset()
    parser.feed(html)
    parser.close()
    text = "".join(parser.parts)
    text = re.sub(r"[ \t]*\n[ \t]*", "\n", text)
    text = re.sub(r"\n{3,}", "\n\n", text).replace(INDENT, "  ")
    text = MARKED_ROW.sub(_marked_row, text)
    return text.strip() + "\n"


# HTML a Markdown document holds as blocks of its own: a table, a list, a heading (GitHub renders them)
HTML_BLOCK = re.compile(r"(?i)<(table|ul|ol|dl|h[1-6])\b[^>]*>")


def html_blocks(text: str) -> str:
    """A Markdown text with each HTML table, list or heading it holds read as HTML is
    (`html_to_text`: a table's rows as a table's, "✔️ …" cells and all); one never closed stays
    as written."""
    out, at = [], 0
    for m in HTML_BLOCK.finditer(text):
        if m.start() < at:
            continue  # inside a block already read
        depth, tag = 0, re.compile(rf"(?i)<(/?){m.group(1)}\b[^>]*>")
        for t in tag.finditer(text, m.start()):
            depth += -1 if t.group(1) else 1
            if depth == 0:
                out += [text[at:m.start()], "\n\n", html_to_text(text[m.start():t.end()]), "\n"]
                at = t.end()
                break
    return "".join(out) + text[at:] if out else text


# a page's schema.org markup, for search engines: its FAQ's questions and answers as JSON-LD
LD_JSON = re.compile(r"<script[^>]*type\s*=\s*[\"']application/ld\+json[\"'][^>]*>(.*?)</script\s*>", re.S | re.I)
MAX_LD_DEPTH = 8


def faq_markup(html: str, shown: str) -> str:
    """The questions and answers a page gives in its schema.org FAQ markup ({"@type":
    "Question", "name": …, "acceptedAnswer": {"text": …}}) and not in its text, as Q&A lines;
    "" when there are none (markup that is no JSON is passed over)."""
    seen = " ".join(shown.split()).lower()
    out = []
    for block in LD_JSON.findall(html):
        try:
            data = json.loads(block)
        except ValueError:
            continue
        for asked, answer in _questions(data, 0):
            asked, answer = " ".join(html_to_text(asked).split()), " ".join(html_to_text(answer).split())
            if asked and answer and asked.lower() not in seen:
                out.append(f"Q: {asked}\nA: {answer}\n")
    return "\n" + "\n".join(out) if out else ""


def _questions(data, depth: int):
    """(question, answer) of each schema.org Question within JSON-LD data."""
    if depth > MAX_LD_DEPTH:
        return
    if isinstance(data, list):
        for item in data:
            yield from _questions(item, depth + 1)
        return
    if not isinstance(data, dict):
        return
    kind = data.get("@type")
    if kind == "Question" or (isinstance(kind, list) and "Question" in kind):
        answer = data.get("acceptedAnswer") or data.get("suggestedAnswer")
        answer = answer[0] if isinstance(answer, list) and answer else answer
        text = answer.get("text") if isinstance(answer, dict) else answer
        if isinstance(data.get("name"), str) and isinstance(text, str):
            yield data["name"], text
    for value in data.values():
        if isinstance(value, (dict, list)):
            yield from _questions(value, depth + 1)


# a FAQ laid out as a table of two cells a row, a question's row marked "Q" and its answer's "A"
# ("| Q | Can I …? |", "| A | Yes. … |"; "Pergunta"/"Resposta"): its Q&A lines
ASKING = {"q", "p", "question", "pergunta"}
MARKERS = ASKING | {"a", "r", "answer", "resposta"}
MARKED_ROW = re.compile(r"(?im)^\|[ \t]*(" + "|".join(sorted(MARKERS)) + r")[ \t]*[:.]?[ \t]*\|"
                        r"[ \t]*([^|\n]*[^|\s])[ \t]*\|[ \t]*$")


def _marked_row(m: re.Match) -> str:
    """A marked row's Q&A line; a header row of two markers ("| Q | A |") stays a row."""
    if m.group(2).lower().strip(":. ") in MARKERS:
        return m.group(0)
    return f"{'Q' if m.group(1).lower() in ASKING else 'A'}: {m.group(2)}"
