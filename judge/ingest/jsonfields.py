"""The fields of a JSON export as the reader knows them: which hold a ruling's text, which name
what it is about, which ask and which answer, which say what the whole document is; and a
field's name as those lists know it (`field_name`)."""
from __future__ import annotations

import re

# fields of a JSON object that hold ruling text; the object's other short fields are its context
# the fields' names in English and Portuguese (accented and not)
TEXT_FIELDS = ("ruling", "rulings", "text", "interaction", "interactions", "example", "examples", "explanation",
               "description", "rule", "note", "notes", "body", "content", "details", "summary", "selftext", "cooked",
               "regra", "regras", "decisão", "decisao", "decisões", "decisoes", "texto", "exemplo", "exemplos",
               "explicação", "explicacao", "descrição", "descricao", "nota", "notas", "observação", "observacao",
               "observações", "observacoes", "conteúdo", "conteudo", "detalhes", "resumo")
# fields holding a worked example, and the mark that says so on its line ("Example: …", as a text writes it)
EXAMPLE_FIELDS = {"example": "Example", "examples": "Example", "exemplo": "Exemplo", "exemplos": "Exemplo"}
NAME_FIELDS = ("name", "card", "title", "mechanic", "topic", "term", "heading", "id",
               "nome", "carta", "título", "titulo", "mecânica", "mecanica", "tema", "assunto", "termo")
QUESTION_FIELDS = ("question", "q", "pergunta", "questão", "questao")
ANSWER_FIELDS = ("answer", "a", "resposta")
# what a judge's log names the field answering its question: its ruling
RULING_ANSWERS = ("ruling", "rulings", "verdict", "decision", "decisão", "decisao", "veredito", "regra")


# what a whole export may say of itself at its top: its format, its date, its language
DOCUMENT_FIELDS = {"format": "format", "formato": "format", "era": "format",
                   "date": "date", "updated": "date", "atualizado": "date", "atualização": "date", "atualizacao": "date",
                   "lang": "lang", "language": "lang", "idioma": "lang",
                   # "dateModified", "datePublished" (schema.org): their head word
                   "modified": "date", "published": "date"}


# an export's envelope: an object at its top that says what the file is ({"meta": {"format": "goat",
# "exported": "2024-03-02", "generator": …}}), not what a card does; its format, date and language
# are the document's, the rest (when it was exported, by what) about the file
ENVELOPE_FIELDS = ("meta", "metadata", "_meta", "info", "header", "about", "export", "metadados", "cabeçalho",
                   "cabecalho", "sobre")


FIELDS = frozenset(TEXT_FIELDS + NAME_FIELDS + QUESTION_FIELDS + ANSWER_FIELDS + ("date", "data")
                   + tuple(DOCUMENT_FIELDS))
LANGUAGE_KEYS = frozenset({"en", "pt", "pt-br", "pt_br", "en-us", "en_us", "english", "portuguese", "português",
                           "portugues", "inglês", "ingles"})
# … and of the languages beside them a database's entries are written in, which the app does not read
OTHER_LANGUAGE_KEYS = frozenset({"ja", "jp", "ja-jp", "de", "de-de", "fr", "fr-fr", "it", "it-it", "es", "es-es", "ko",
                                 "kr", "ko-kr", "zh", "zh-cn", "zh-tw", "zh-hans", "zh-hant", "ru", "nl", "pl",
                                 "japanese", "german", "french", "italian", "spanish", "korean", "chinese"})


# a tally a site keeps of an entry ("votes": 42, "curtidas": 7), read by no judge
TALLY_FIELDS = frozenset({"votes", "vote", "likes", "upvotes", "downvotes", "score", "points", "views", "reactions",
                          "rating", "stars", "votos", "curtidas", "visualizações", "visualizacoes", "pontos"})


def field_name(key: str) -> str:
    """A JSON field's name as the lists above know it: in lower case, and of a compound name
    its head word when that is a known field: the last in English ("card_name", "rulingText",
    "ruling-date"), the first in Portuguese ("nome_da_carta", "data_da_regra").

    >>> [field_name(k) for k in ("Ruling", "card_name", "rulingText", "ruling-date", "source_url", "data_da_regra")]
    ['ruling', 'name', 'text', 'date', 'source_url', 'data']
    >>> field_name("Card of Safe Return")
    'card of safe return'
    """
    low = key.strip().lower()
    if low in FIELDS or " " in low:  # words apart are a name ("Card of Safe Return"), not a field's
        return low
    words = key_words(key)
    head = words[0] if set(words) & {"de", "da", "do", "das", "dos"} else words[-1] if words else ""
    return head if head in FIELDS else low


def key_words(key: str) -> list[str]:
    """A compound key's words, in lower case: "rulingText" → ["ruling", "text"], "created_at" →
    ["created", "at"]."""
    return re.sub(r"([a-z])([A-Z])", r"\1 \2", key.strip()).lower().replace("_", " ").replace("-", " ").split()
