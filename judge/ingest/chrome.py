"""The lines a page copied from a site carries that are not the document's: its navigation,
source footers, stray image fragments, and a post's byline or a page's dated footer."""
from __future__ import annotations

import re

from ..lang import names_the_game

# a site's navigation as a list: "• Pojo Home Page", "• Message Board" (a short item saying a word
# of the game, "• Player B chains "Book of Moon"", is a list's step)
NAV_ITEM = re.compile(r"^\s*[•·]\s*[^.!?:]{1,40}$")
CHROME = [re.compile(p, re.I) for p in (
    r"^\s*(?:fontes?|source|sources|fonte)\s*:?\s*(?:https?://|www\.)\S+\s*$",
    r"^\s*(?:https?://|www\.)\S+\s*$",
    r"^\s*\S*\.(?:jpe?g|png|gif|webp)\)?\s*$",           # .jpg)
    r"^\s*(?:home|back to top|top|menu|login|search|print|share)\s*$",
    # a site's own words alone on a line: its ads' label, its account links ("Yu-Gi-Oh! Wiki",
    # "Registre-se", "Advertisement" above a wiki page's first paragraph had headed its rulings)
    r"^\s*(?:advertisement|advertisements|ads?|sponsored|publicidade|an[uú]ncios?|patrocinado"
    r"|sign in|sign up|log in|log out|register|create account|subscribe|entrar|registre-se|registrar"
    r"|cadastre-se|cadastrar|inscreva-se|assine|sair|jump to:? navigation,? search|ir para navega[cç][aã]o)\s*$",
    # a wiki's lines about the page itself: its tagline ("From Yugipedia", "Da Wikipédia, a enciclopédia
    # livre") and the revision shown ("Revision as of 07:29, 3 December 2012 by …", "(Difference between revisions)")
    r"^\s*(?:from|da|de)\s+(?:[\w!'-]+\s){0,2}[\w-]*(?:p[eé]dia|wiki|wikia|fandom)"
    r"(?:,\s*(?:the free encyclopedia|a enciclop[eé]dia livre))?\s*$",
    r"^\s*(?:(?:latest|current|old)\s+)?(?:revision as of|revisão de|revisão das|edição de)\s[^\n]{0,120}$",
    r"^\s*\(?(?:difference between revisions|diferenças? entre revisões)\)?\s*$",
    # a thread's counts alone on their lines: a comment's votes ("22"), "95 Upvotes", "395 comments sorted by"
    r"^\s*\d[\d,.]*k?(?:\s+(?:points?|votes?|upvotes?|downvotes?|comments?(?:\s+sorted\s+by)?|replies|respostas|"
    r"coment[aá]rios|pontos|votos))?\s*$",
    # only punctuation, or a glyph a page's bullets became when read in another code page ("ˇ", a
    # spacing modifier letter, alone on its line over each item of a list)
    r"^\s*[\W_\u02b0-\u02ff]+\s*$",
    # a breadcrumb trail: "Início » Fórum » Regras", "Home > Rulings > Chains", "Portal :: Fórum :: Regras" (a Markdown heading's
    # path of keys is none: "## Sets > Cards > Sangan > rulings" heads what is under it)
    r"^\s*(?!#)[^.!?»›>\n]{1,30}(?:\s(?:»|›|>|::)\s[^.!?»›>\n]{1,30}|(?:»|›)[^.!?»›>\n]{1,30}){2,}\s*$",
)]
# the line a reply puts over the message it quotes: "On 13 Jun 2005, Alex wrote:", "Em …, Ana escreveu:"
REPLY_ATTRIBUTION = re.compile(r"^\s*(?:on|em)\s[^\n]{4,100}\s(?:wrote|escreveu):\s*$", re.I)
# a post's or a comment's writer alone on its line, a list's item or not: "goatkid wrote:", "JudgeKai
# (Head Judge) said:", "- duelist99 says:", "Carla escreveu:" (a name, not a sentence)
COMMENT_BYLINE = re.compile(r"^\s*(?:[-*•]\s+)?(?P<name>[\w.@-]{2,30}(?:\s[\w.@-]{1,30})?)(?:\s+\([^()\n]{1,30}\))?\s+"
                            r"(?:wrote|writes|said|says|replied|replies|answered|commented|escreveu|disse|diz|respondeu"
                            r"|comentou):?\s*$", re.I)
BYLINE = [REPLY_ATTRIBUTION, COMMENT_BYLINE] + [re.compile(p, re.I) for p in (
    r"^\s*from:\s+\S",                                   # From: Kevin Tewart (…)
    # a post's date and time alone on its line: "15/08/2005 22:02", "2005-08-15 22:02", "Aug 15, 2005, 10:02 PM"
    r"^\s*(?:\d{1,2}[./]\d{1,2}[./](?:19|20)\d{2}|(?:19|20)\d{2}-\d{2}-\d{2}"
    r"|[a-z]{3,9}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+(?:19|20)\d{2}|\d{1,2}\s+(?:de\s+)?[a-zç]{3,9}\.?\s+(?:de\s+)?(?:19|20)\d{2})"
    r",?\s*(?:(?:at|às|as|@)\s*)?(?:\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?)?\s*$",
    r"^\s*\d{1,2}[./]\d{1,2}[./]\d{2,4},?\s+by\s+\S+",  # 6.13.05, by GSAttack
    # a post's day with a two-digit year needs its time: "01/05/16 at 09:59 CET", "12.06.05 21:40"
    r"^\s*\d{1,2}[./]\d{1,2}[./]\d{2},?\s*(?:(?:at|às|as|@)\s*)?\d{1,2}:\d{2}(?::\d{2})?\s*(?:[ap]\.?m\.?)?\s*(?:[a-z]{2,5})?\s*$",
    r"^\s*(?:by|posted by|por)\s+\S+\s*$",
    # a forum post's author and its date: "by JudgeKai » Sat Jun 11, 2005 9:40 pm", "por Ana » 11/06/2005"
    r"^\s*(?:by|por)\s+[\w.@-]{2,32}(?:\s[\w.@-]{1,32})?\s*[»›|·•]\s*[^.!?\n]{0,30}\b(?:19|20)\d{2}\b[^.!?\n]{0,20}$",
    # a forum's post header, its writer and its day: "Post by [TwK] Phase Sun Sep 21, 2014 7:28 pm",
    # "Mensagem por Ana em Qua 14 Set 2005 - 19:02"
    r"^\s*(?:post|posted|postado|mensagem|publicado)\s+(?:by|por)\s+\S[^\n]{0,60}?\b(?:19|20)\d{2}\b[^.!?\n]{0,20}$",
    # a Reddit comment's author, flair and day as a page copied as text keeps them: "u/JudgeTeam2018 Apr 20 '18"
    r"^\s*u/[\w-]{3,30}(?:\s[^.!?\n]{0,80})?$",
    # a comment's author and age: "u/judgeguy · 3 yr. ago", "Carlos · há 2 dias"
    r"^\s*(?:u/)?[\w.-]{2,30}\s*[·•|]\s*(?:há\s+)?\d{1,3}\s*(?:y|yrs?|years?|mo|months?|w|wk|weeks?|d|days?|h|hrs?|hours?|min|minutes?"
    r"|anos?|m[eê]s|meses|semanas?|dias?|horas?)\.?\s*(?:ago|atrás|atras)?\s*$",
    # a post's byline: "Posted by u/goatplayer · 2 yr. ago", "Publicado em 12 de março de 2024 por Carlos"
    r"^\s*(?:posted|published|written|updated|compiled|prepared|postado|publicado|escrito|atualizado|compilado"
    r"|preparado|organizado)\s+(?:by|on|em|por)\s"
    r"[^.!?]{1,80}(?:\.\s*ago|ago|atrás|atras)?\s*$",
    # a forum post copied as text, who wrote it: "Originally Posted by goatkid", "Quote from: Ana",
    # "Reply from JudgeKai:", "Resposta do Juiz (Carla):", "Citação de Bia"
    r"^\s*(?:originally\s+posted\s+by|quote\s+from:?|quoting|quoted\s+from|citação\s+de|citacao\s+de|citando)"
    r"\s+[^.!?\s][^.!?\n]{0,40}?:?\s*$",
    r"^\s*(?:reply|replies|answer|answered|response|respondido|resposta|respostas|mensagem)\s+(?:from|by|de|do|da|por)"
    r"\s+[^.!?\n]{1,40}:\s*$",
    # a chat copied from its window: the sender and the time over each message ("JudgeKai — Today at
    # 12:05 PM", "ana — 13/06/2005 14:02", "Carla — Hoje às 12:05")
    r"^\s*[\w.@-]{2,32}(?:\s[\w.@-]{1,32})?\s+[—–-]\s+(?:today|yesterday|hoje|ontem|\d{1,2}/\d{1,2}/\d{2,4})"
    r"(?:\s+(?:at|às|as))?\s*\d{1,2}:\d{2}\s*(?:[ap]\.?m\.?)?\s*$",
    # an e-mail's header lines past its "From:" (a thread of messages saved as one text): "To: list@…",
    # "Date: Wed, 16 Mar 2005 09:30:00 -0500", "Enviado em: 16/03/2005 09:30" (a time with the day: a
    # record's "Date: 2005-06-13" under its ruling is its date, no byline)
    r"^\s*(?:to|cc|bcc|reply-to|para)\s*:\s*[^\n]*@[^\n]*$",
    r"^\s*(?:date|sent|data|enviado(?:\s+em)?)\s*:(?=[^\n]*\b(?:19|20)\d{2}\b)(?=[^\n]*\b\d{1,2}:\d{2}\b)[^\n]{1,80}$",
    # a forum's post header, dated: "Posted: Mon Mar 14, 2005 10:12 am Post subject: Sangan"
    r"^\s*(?:posted|postado|enviado|publicado)\s*:\s*[^\n]{0,40}\b(?:19|20)\d{2}\b[^\n]{0,80}$",
    # … and its author's profile beside the post: "Joined: 14 Mar 2005", "Posts: 120", "Location: Recife"
    r"^\s*(?:joined|posts|location|registered|member since|membro desde|registrado|mensagens|localização|localizacao)"
    r"\s*:\s*[^.!?\n]{1,40}$",
    # a page's footer, dated: "Last updated 14 May 2005 by the judges.", "Última atualização: 02/03/2006"
    r"^\s*(?:(?:last\s+)?(?:updated|modified|revised|edited)|(?:última|ultima)\s+(?:atualização|atualizacao|revisão|revisao))"
    r"\b[^.!?]{0,40}\b(?:19|20)\d{2}\b[^.!?]{0,40}\.?\s*$",
)]


# a table of contents' entry: a title (a dot in it, not a run), dot leaders, its page ("Chains ..... 12")
CONTENTS_ENTRY = re.compile(r"[ \t]*(?:[^\n.…·]|\.(?![ \t]?\.)){1,120}?[ \t]*(?:(?:\.[ \t]?){3,}|…{2,}|(?:·[ \t]?){4,})"
                            r"[ \t]*\d{1,4}(?!\d)[ \t]*")


# the link a wiki's page puts after each heading, kept when the page is copied as text: "Activation[edit]",
# "Efeito[]", "Ordem da Corrente[editar]", "Rulings [edit source]"
EDIT_LINK = re.compile(r"\s*\[\s*(?:edit|editar|edit source|editar c[oó]digo-fonte|)\s*\]\s*$", re.I)


def heading_of(text: str) -> str:
    """A heading's words without the edit link a wiki's page puts after it."""
    return EDIT_LINK.sub("", text).strip()


def is_chrome(line: str) -> bool:
    """Navigation, footers and fragments of the site a document was copied from, and a table of
    contents' entries, one to a line or run together ("WHAT IS A REPLAY? ....17 SPECIAL SUMMONS ....19")."""
    return (any(p.match(line) for p in CHROME) or (NAV_ITEM.match(line) is not None and not names_the_game(line))
            or (CONTENTS_ENTRY.match(line) is not None and not CONTENTS_ENTRY.sub("", line).strip()))


def is_byline(line: str) -> bool:
    """Who wrote a post and when, alone on its line: no ruling, no heading."""
    return any(p.match(line) for p in BYLINE)
