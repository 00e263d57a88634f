"""The interface's words in English and Portuguese."""
from __future__ import annotations

STRINGS = {
    "en": {
        "title": "judge — Yu-Gi-Oh! rulings", "ask": "Ask", "search": "Search", "placeholder": "Your question…",
        "card": "Card", "mechanic": "Mechanic", "language": "Language", "label": "Verdict", "any": "any",
        "answer": "Answer", "records": "Rulings", "source": "Source", "situation": "When", "verdict": "Verdict",
        "checked": "Simulator", "inert": "with inert cards", "disagree": "Sources disagree", "nothing": "No ruling found.",
        "names": "Names", "stats": "Stats", "did_you_mean": "Did you mean", "scenarios": "Scenarios",
        "sim": "Scenario checker", "replay": "Replay", "example": "Start from an example",
        "passage": "The passage in its document", "cards": "Cards", "mechanics": "Mechanics",
        "switch": "Português", "error": "Something is wrong with the request", "read_as": "Read as",
        "confidence": "Confidence", "levels": {"high": "high", "medium": "medium", "low": "low"},
        "closest": "No ruling answers this question well enough. The closest rulings (not an answer):",
        "caveats": {"exception": "the ruling holds only in some cases",
                    "opposite": "a close ruling says the opposite"},
    },
    "pt": {
        "title": "judge — regras de Yu-Gi-Oh!", "ask": "Perguntar", "search": "Buscar",
        "placeholder": "Sua pergunta…", "card": "Carta", "mechanic": "Mecânica", "language": "Idioma",
        "label": "Veredito", "any": "qualquer", "answer": "Resposta", "records": "Regras", "source": "Fonte",
        "situation": "Quando", "verdict": "Veredito", "checked": "Simulador", "inert": "com cartas inertes", "disagree": "As fontes divergem",
        "nothing": "Nenhuma regra encontrada.", "names": "Nomes", "stats": "Dados",
        "did_you_mean": "Você quis dizer", "scenarios": "Cenários", "sim": "Verificador de cenários",
        "replay": "Reproduzir", "example": "Começar de um exemplo", "passage": "O trecho no documento",
        "cards": "Cartas", "mechanics": "Mecânicas", "switch": "English", "read_as": "Lido como",
        "error": "Há um problema com o pedido",
        "confidence": "Confiança", "levels": {"high": "alta", "medium": "média", "low": "baixa"},
        "closest": "Nenhuma regra responde bem a esta pergunta. As regras mais próximas (não são uma resposta):",
        "caveats": {"exception": "a regra só vale em alguns casos",
                    "opposite": "uma regra próxima diz o contrário"},
    },
}

LABELS = {
    "en": {"allowed": "ALLOWED", "forbidden": "FORBIDDEN", "required": "REQUIRED", "outcome": "OUTCOME",
           "confirmed": "confirmed", "contradicted": "contradicted", "unverified": "unverified"},
    "pt": {"allowed": "PERMITIDO", "forbidden": "PROIBIDO", "required": "OBRIGATÓRIO", "outcome": "RESULTADO",
           "confirmed": "confirmado", "contradicted": "contradito", "unverified": "não verificado"},
}


def strings(lang: str) -> dict:
    out = dict(STRINGS.get(lang, STRINGS["en"]))
    out["labels"] = LABELS.get(lang, LABELS["en"])
    return out
