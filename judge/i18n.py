"""The interface's words in English and Portuguese: the web pages and the command line's labels."""
from __future__ import annotations

STRINGS = {
    "en": {
        "title": "judge — Yu-Gi-Oh! rulings", "ask": "Ask", "search": "Search", "placeholder": "Your question…",
        "card": "Card", "mechanic": "Mechanic", "language": "Language", "label": "Verdict", "any": "any",
        "answer": "Answer", "records": "Rulings", "source": "Source", "situation": "When", "verdict": "Verdict",
        "checked": "Simulator", "inert": "with inert cards", "ruling_itself": "the ruling itself says",
        "disagree": "Sources disagree", "nothing": "No ruling found.",
        "names": "Names", "stats": "Stats", "did_you_mean": "Did you mean", "scenarios": "Scenarios",
        "sim": "Scenario checker", "replay": "Replay", "example": "Start from an example",
        "passage": "The passage in its document", "cards": "Cards", "mechanics": "Mechanics",
        "switch": "Português", "error": "Something is wrong with the request", "read_as": "Read as",
        "confidence": "Confidence", "levels": {"high": "high", "medium": "medium", "low": "low"},
        "closest": "No ruling answers this question well enough. The closest rulings (not an answer):",
        "caveats": {"exception": "the ruling holds only in some cases",
                    "opposite": "a close ruling says the opposite",
                    "exception-applies": "your case is the ruling's exception: its verdict is turned",
                    "exception-met": "your case is the one the ruling keeps",
                    "clause-asked": "the verdict of the ruling's sentence on what you asked",
                    "other-case": "the ruling is about the other case",
                    "card-not-covered": "no ruling in the library is about the card asked",
                    "cards-not-together": "no ruling in the library is about these cards together",
                    "mechanic-not-covered": "no ruling in the library is about what is asked",
                    "weak match": "the closest ruling shares little with the question",
                    "weak-evidence": "first by far, but first results found so are often not the answer: "
                                     "read its source",
                    "little-evidence": "rulings found as this one was (a worked example, a ruling on another "
                                       "card, another language) are seldom the answer",
                    "nothing-asked": "the question names no card and no play to rule on"},
        "details": "Details", "score": "score", "undated": "undated", "date": "Date",
        "disagree_long": "These two sources disagree",
        "disagree_why": {"opposite": "one allows what the other forbids",
                         "places": "they name different places for the same requirement"},
        "no_ruling": "no ruling found for this question", "closest_short": "closest rulings (not an answer)",
        "no_records": "no records found", "why": "why", "topics": "Topics",
        "by_format": "The rulings differ by format", "format": "Format", "any_format": "any format",
        "formats": {"goat": "Goat", "edison": "Edison", "current": "current"},
        "superseded": "superseded", "superseded_on": "by a ruling of",
        "topic_links": [
            ("Rivalry of Warlords", "Can I Tribute a monster of another Type under Rivalry of Warlords?"),
            ("Fusion", "Where must the Fusion Material Monsters be?"),
            ("Ritual", "Can I Ritual Summon with a Ritual Spell Set on the field?"),
            ("replay", "When does a replay happen?"),
            ("Toon", "Can a Toon monster attack the turn it is Summoned?"),
            ("Token", "What happens to a Token returned to the hand?"),
            ("Union", "How many Union monsters can equip one monster?"),
            ("chain", "Can I chain a Quick-Play Spell to a Counter Trap?"),
        ],
    },
    "pt": {
        "title": "judge — regras de Yu-Gi-Oh!", "ask": "Perguntar", "search": "Buscar",
        "placeholder": "Sua pergunta…", "card": "Carta", "mechanic": "Mecânica", "language": "Idioma",
        "label": "Veredito", "any": "qualquer", "answer": "Resposta", "records": "Regras", "source": "Fonte",
        "situation": "Quando", "verdict": "Veredito", "checked": "Simulador", "inert": "com cartas inertes",
        "ruling_itself": "a regra em si diz", "disagree": "As fontes divergem",
        "nothing": "Nenhuma regra encontrada.", "names": "Nomes", "stats": "Dados",
        "did_you_mean": "Você quis dizer", "scenarios": "Cenários", "sim": "Verificador de cenários",
        "replay": "Reproduzir", "example": "Começar de um exemplo", "passage": "O trecho no documento",
        "cards": "Cartas", "mechanics": "Mecânicas", "switch": "English", "read_as": "Lido como",
        "error": "Há um problema com o pedido",
        "confidence": "Confiança", "levels": {"high": "alta", "medium": "média", "low": "baixa"},
        "closest": "Nenhuma regra responde bem a esta pergunta. As regras mais próximas (não são uma resposta):",
        "caveats": {"exception": "a regra só vale em alguns casos",
                    "opposite": "uma regra próxima diz o contrário",
                    "exception-applies": "o seu caso é a exceção da regra: o veredito se inverte",
                    "exception-met": "o seu caso é o que a regra mantém",
                    "clause-asked": "o veredito da frase da regra sobre o que foi perguntado",
                    "other-case": "a regra trata do caso oposto",
                    "card-not-covered": "nenhuma regra da biblioteca trata da carta perguntada",
                    "cards-not-together": "nenhuma regra da biblioteca trata dessas cartas juntas",
                    "mechanic-not-covered": "nenhuma regra da biblioteca trata do que foi perguntado",
                    "weak match": "a regra mais próxima tem pouco em comum com a pergunta",
                    "weak-evidence": "a primeira de longe, mas primeiras achadas assim muitas vezes não são a "
                                     "resposta: leia a fonte",
                    "little-evidence": "regras achadas como esta (um exemplo, uma regra de outra carta, outro "
                                       "idioma) raramente são a resposta",
                    "nothing-asked": "a pergunta não cita carta nem jogada sobre a qual decidir"},
        "details": "Detalhes", "score": "pontuação", "undated": "sem data", "date": "Data",
        "disagree_long": "Estas duas fontes divergem",
        "disagree_why": {"opposite": "uma permite o que a outra proíbe",
                         "places": "indicam lugares diferentes para a mesma exigência"},
        "no_ruling": "nenhuma regra encontrada para esta pergunta",
        "closest_short": "regras mais próximas (não são uma resposta)",
        "no_records": "nenhuma regra encontrada", "why": "por quê", "topics": "Temas",
        "by_format": "As regras diferem por formato", "format": "Formato", "any_format": "qualquer formato",
        "formats": {"goat": "Goat", "edison": "Edison", "current": "atual"},
        "superseded": "substituída", "superseded_on": "por uma regra de",
        "topic_links": [
            ("Rivalry of Warlords", "Posso oferecer em tributo um monstro de outro Tipo com Rivalry of Warlords?"),
            ("Fusão", "Onde devem estar os monstros-materiais de fusão?"),
            ("Ritual", "Como se invoca um monstro ritual?"),
            ("Synchro", "Quais monstros podem ser materiais de uma invocação Synchro?"),
            ("Xyz", "O que acontece com os materiais de uma invocação Xyz?"),
            ("Tokens", "Um Token pode ser oferecido em tributo?"),
            ("Armadilhas", "Posso ativar uma Armadilha no turno em que a setei?"),
        ],
    },
}

LABELS = {
    "en": {"allowed": "ALLOWED", "forbidden": "FORBIDDEN", "required": "REQUIRED", "outcome": "OUTCOME",
           "confirmed": "confirmed", "contradicted": "contradicted", "unverified": "unverified",
           "when": "when", "cards": "cards", "mechanics": "mechanics", "read_as": "read as",
           "confidence": "confidence"},
    "pt": {"allowed": "PERMITIDO", "forbidden": "PROIBIDO", "required": "OBRIGATÓRIO", "outcome": "RESULTADO",
           "confirmed": "confirmado", "contradicted": "contradito", "unverified": "não verificado",
           "when": "quando", "cards": "cartas", "mechanics": "mecânicas", "read_as": "lido como",
           "confidence": "confiança"},
}


def strings(lang: str | None) -> dict:
    """Every word of the interface in one language (English for an unknown one)."""
    out = dict(STRINGS.get(lang, STRINGS["en"]))
    out["labels"] = LABELS.get(lang, LABELS["en"])
    return out
