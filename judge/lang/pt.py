"""Portuguese cue words and clause markers (Brazilian and European spellings), as data."""

FUNCTION_WORDS = (
    "de o os do da dos das em no na nos nas um uma e que se para com não nao você voce "
    "seu sua seus suas por pode podem ser são sao ao aos mais como ou quando deve devem "
    "ele ela eles elas isso este esta mesmo também tambem já ja já é "
    # the words of a player's question: first person, "can I", "is it still", who/which/where
    "eu meu minha meus minhas posso pra foi tem tenho ainda quem qual quais onde dele dela"
).split()

CONDITION_MARKERS = [
    "se", "quando", "enquanto", "contanto que", "desde que", "a não ser que", "a nao ser que",
    "caso", "mesmo se", "mesmo que", "mesmo quando", "embora", "porque", "já que", "ja que",
    "uma vez que", "assim que", "depois que", "antes de", "após", "apos", "durante", "para",
    "sempre que",
]
NOT_MARKERS = ["uma vez por", "uma vez a cada"]
TRAILING_MARKERS = [
    "se", "quando", "enquanto", "contanto que", "desde que", "a não ser que", "a nao ser que",
    "caso", "mesmo se", "já que", "ja que", "uma vez que",
]
MAIN_CLAUSE_STARTS = (
    "você voce vc o a os as ele ela eles elas seu sua seus suas isso este esta esse essa "
    "todos todas nenhum nenhuma então entao um uma não nao só so somente apenas cada "
    "ambos ambas monstros cartas nem sempre"
).split()
LEADING_CONJUNCTIONS = ["por exemplo", "mas", "e", "então", "entao", "porém", "porem", "também", "tambem", "logo", "contudo"]
# before a card named only as an example ("cartas como "Trap Hole""): what leans on it is not about it
EXAMPLE_MARKERS = [f"{m}{a}" for m in ("como", "tal como", "tais como", "por exemplo", "p. ex.", "incluindo")
                   for a in ("", " um", " uma", " o efeito de", " o efeito do", " os efeitos de", " os efeitos do")]
FOLLOW_ON = ["então", "portanto", "logo", "por isso", "consequentemente", "dessa forma", "desta forma", "isso significa",
             "nesse caso", "neste caso", "no primeiro caso", "no segundo caso", "assim", "caso contrário", "caso contrario",
             "além disso", "alem disso", "da mesma forma", "em vez disso"]
CONTRAST_SPLITS = [", mas ", "; mas ", ", porém, ", ", porem, ", "; ", ", contudo, "]
CLAUSE_SPLITS = CONTRAST_SPLITS
ELLIPTIC_NEGATIONS = ["não", "nao", "nunca"]  # "… na Battle Phase, mas não na Damage Step": o modal de antes, negado
JOINING = ["então", "entao", "e", "e então", "e entao", "mas", "portanto", "logo"]
CONSEQUENCES = [", então ", ", entao ", ", portanto ", ", portanto, ", ", logo ", ", por isso ", ", e assim ", "; "]

# uma possibilidade dita de um juízo, não de uma jogada ("isso pode ficar confuso", "pode ser relevante"): nenhuma permissão
JUDGEMENT_VERBS = ["ser", "ficar", "parecer", "se tornar", "tornar-se"]
JUDGEMENT_DEGREES = ["um pouco", "bem", "muito", "meio", "bastante", "também", "às vezes", "mais"]
JUDGEMENTS = ["confuso", "confusa", "complicado", "complicada", "relevante", "importante", "útil", "difícil", "situacional",
              "enganoso", "enganosa", "encontrado aqui", "encontrada aqui"]
CUES = {
    "outcome": ["pode ou não", "podem ou não", "pode ou nao", "podem ou nao"],
    "forbidden": [
        "não se pode", "nao se pode",  # "não pode", "não podem": below, with the other negated modals
        "não podia", "não podiam", "nao podia", "nao podiam", "não poderia", "nao poderia",
        "não é possível", "nao e possivel", "não é permitido", "nao e permitido", "não é uma opção", "nao e uma opcao",
        "não é aceitável", "nao e aceitavel", "não são aceitáveis",
        "não deve", "não devem", "nao deve", "nao devem",
        "só pode", "só podem", "so pode", "so podem", "somente pode", "somente podem",
        "somente se pode", "apenas pode", "apenas podem", "nunca pode", "nunca podem", "nunca",
        "proibido", "é proibida", "e proibida", "são proibidos", "sao proibidos", "são proibidas", "sao proibidas", "é proibido", "é ilegal", "e ilegal", "jogada ilegal", "são ilegais", "sao ilegais",
        # uma permissão negada: "não permite que você ative", "não deixa o jogador invocar"
        *(f"{neg} {verb}" for neg in ("não", "nao") for verb in ("permite", "permitem", "deixa", "deixam")),
        "não tem direito", "nao tem direito", "não têm direito", "não tem o direito", "nao tem o direito",
        "não têm o direito", "não tem a opção", "nao tem a opcao",
        "não têm a opção",
        # o "dá para" do dia a dia: "não dá para ativar …" (Brasil)
        "não dá para", "nao da para", "não dá pra", "nao da pra", "não deverá", "nao devera",
        "não deveria", "nao deveria", "não deveriam", "nao deveriam",
        # o futuro negado, e o "nem" que nega com ênfase: "não poderá ser ativada", "não vai poder
        # atacar", "nem pode ser invocado"
        *(f"{neg} {modal}" for neg in ("não", "nao", "nem", "nem sequer", "nem mesmo")
          for modal in ("poderá", "podera", "poderão", "poderao", "poderiam", "vai poder", "vão poder", "vao poder",
                        "consegue", "conseguem", "pode", "podem")),
    ],
    "required": [
        "deve", "devem", "deve-se", "devem-se", "precisa", "precisam", "necessita", "necessitam",
        "é necessário", "e necessario", "é preciso", "e preciso", "tem que", "têm que", "tem de",
        "têm de", "requer", "requerem", "é obrigatório", "e obrigatorio", "obrigatoriamente",
        "é obrigatória", "e obrigatoria", "não é opcional", "nao e opcional",
        "deverá", "devera", "deverão", "deverao", "deveria", "deveriam",
    ],
    "allowed": [
        # "não precisa" leaves the choice to the player: allowed, not required
        "não precisa", "nao precisa", "não precisam", "nao precisam", "não é necessário", "nao e necessario",
        "não é obrigado", "nao e obrigado", "não tem que", "nao tem que",
        "não é obrigatório", "nao e obrigatorio", "não é obrigatória", "nao e obrigatoria", "é opcional", "e opcional",
        "é uma opção", "e uma opcao",
        "pode", "podem", "se pode", "é possível", "e possivel", "é permitido", "e permitido", "é permitida", "e permitida", "são permitidos", "sao permitidos", "são permitidas", "sao permitidas", "é aceitável", "e aceitavel",
        "são aceitáveis",
        "podia", "podiam", "poderia", "poderiam",  # "antes, você podia …": what was allowed
        "podera", "poderá", "poderão", "poderao", "consegue", "conseguem",
        "dá para", "da para", "dá pra", "da pra",  # "dá para encadear …": you can
        # uma permissão dada: "permite que o jogador faça uma Invocação-Normal", "tem direito a"
        "permite que", "permitem que", "permite ao jogador", "permite a você", "permite você", "deixa você",
        "tem direito a", "têm direito a", "tem direito ao", "têm direito ao", "tem direito à",
        "tem o direito de", "têm o direito de", "tem o direito a", "têm o direito a", "tem direito de", "têm direito de",
        "tem a opção de", "têm a opção de", "tem a opcao de",
    ],
}
RESTRICTIONS = ["apenas", "somente", "só", "so"]
EXCLUSIVE = ["apenas", "somente", "só", "exclusivamente"]
CONCESSIVE = ["mesmo se", "mesmo que", "mesmo quando", "ainda que", "embora", "independentemente de"]
REACH = ["até mesmo", "mesmo durante", "mesmo no", "mesmo na", "mesmo nos", "mesmo nas", "mesmo em", "mesmo com", "mesmo sem",
         "inclusive"]  # "… mesmo durante a Damage Step": um caso a que o veredito chega sem oração própria
PROHIBITIONS = ["nunca", "não ative", "nao ative", "não use", "nao use", "não coloque", "nao coloque", "não faça", "nao faca",
                "evite", "proibido"]
PERMISSIONS = ["faça", "faca", "pode", "você pode", "voce pode", "pode fazer", "permitido", "permitida"]  # um título só disso permite
IMPERATIVES = ["o coloque", "coloque", "coloca", "a coloque", "siga", "use", "descarte", "embaralhe"]
YES = ["sim", "correto", "certo", "pode sim", "podem sim", "dá sim", "da sim", "verdadeiro"]
# os verbos com que abre uma pergunta de sim ou não ("Posso encadear …?")
YES_NO_OPENERS = ["posso", "pode", "podem", "podemos", "devo", "deve", "devem", "preciso", "precisa", "dá", "tem",
                  "há", "existe", "consigo", "é"]
NO = ["não", "nao", "errado", "falso"]
QUESTION_ALLOWED = ["posso", "pode", "podem", "podemos", "é possível", "e possivel", "dá para", "da para", "consigo",
                    "permitido", "permitida", "válido", "valido",
                    # the floor's Brazilian ways to ask "can I": "dá pra", "tem como", "vale", "rola"
                    "dá pra", "da pra", "tem como", "vale", "rola", "consegue", "conseguimos", "pode-se",
                    # … and their conditionals: "daria pra", "dava pra", "seria possível"
                    "daria pra", "daria para", "dava pra", "dava para", "possível", "possivel", "tem jeito"]
QUESTION_REQUIRED = ["devo", "deve", "devem", "preciso", "precisa", "tenho que", "tem que", "é obrigatório",
                     "obrigatório", "obrigatorio", "obrigatória", "obrigatoria", "sou obrigado", "é obrigado", "e obrigado"]
# a modal asked negated ("não posso ativar?"): a sim or a não to it is read either way
QUESTION_NEGATED = ["não pode", "não posso", "não podem", "não podemos", "não dá", "não da", "não deve", "não devo",
                    "não precisa", "não preciso", "não é possível"]
# a duty asked the other way round (yes, it may; no, it must): "é opcional?", "posso escolher não …?"
QUESTION_OPTIONAL = ["opcional", "é escolha minha", "eu escolho", "escolher não", "decidir não", "optar por não"]  # matched folded
# a duty word naming a kind of effect asks no duty ("o efeito obrigatório pode perder o timing?"; folded, a regex)
DUTY_ATTRIBUTES = r"(?:efeitos?|custos?|habilidades?|gatilhos?)(?:\s+de\s+[\w-]+)?\s+(?:obrigatori[oa]s?|opcional|opcionais)"
# how a thing is done ("como faço pra invocar um Xyz?"): answered by what one must do and what one may
QUESTION_HOW_TO = ["como faço", "como eu faço", "como que eu faço", "como que faz", "como faz", "como fazer", "como se faz",
                   "como posso", "como eu posso", "como consigo", "como eu consigo"]
# "virei o Mirror Force", "flipei a Skill Drain": uma Magia ou Armadilha setada virada para cima é ativada
SET_CARD_FLIPS = ["flipar", "flipo", "flipei", "flipou", "flipa", "flipada", "flipado", "virar", "virei", "virou",
                  "vira", "virada", "virado", "desvirar", "desvirei", "desvirou", "desvira"]
# a ruling's reason written under it ("Motivo: ele não foi enviado ao Cemitério."): part of that ruling
RATIONALE = ["motivo", "razão", "explicação", "justificativa", "porquê", "por quê", "por que"]
# a card's effect called by its place ("o segundo efeito do Black Rose Dragon"), as rulings number it "(2)"
EFFECT_ORDINALS = {"primeiro": "1", "primeira": "1", "segundo": "2", "segunda": "2", "terceiro": "3", "terceira": "3",
                   "quarto": "4", "quarta": "4"}
EFFECT_NOUNS = ["efeito", "efeitos", "habilidade"]
# (and the English mark an export's "example" field is written with, `jsontext`)
EXAMPLE_HEAD = (r"(?:exemplo|por exemplo|example)\b[^:\n]{0,40}:|exemplos?(?:[ \t]+\d{1,2})?[ \t]*(?=\n|$)"
                r"|(?=(?:elo|chain link)(?: de corrente)? 1[ \t]*:)")  # uma corrente passo a passo ("Elo 1: …") é um exemplo
# + a quoted name: a pointer to rulings elsewhere
CROSS_REFERENCES = ["veja", "veja também", "veja tambem", "ver", "consulte"]
# o que outro diz que é a regra ("Meu amigo disse que …"): o relato de quem pergunta, nunca uma regra
HEARSAY = [f"{who} {verb}" for who in ("meu amigo", "meus amigos", "um amigo", "meu oponente", "meu adversário",
                                        "meu adversario", "alguém", "alguem", "ele", "ela", "eles", "o pessoal",
                                        "todo mundo", "um cara", "o cara", "o juiz da loja")
           for verb in ("disse", "diz", "falou", "fala", "acha", "achou", "afirma", "afirmou", "jura", "insiste")
           ] + ["disseram que", "dizem que", "ouvi dizer", "ouvi que", "me disseram", "li em algum lugar",
                # … e um palpite próprio ("Acho que pode …"): também não é regra
                "acho que", "eu acho", "eu acho que", "creio que", "eu creio", "não tenho certeza", "nao tenho certeza",
                "na minha opinião", "na minha opiniao", "talvez", "sei lá", "sei la", "nunca ouvi", "nunca vi", "nunca li",
                # … ou uma pergunta feita em palavras ("Gostaria de saber se …", "Alguém sabe se …")
                "gostaria de saber", "queria saber", "quero saber", "alguém sabe", "alguem sabe", "me pergunto"]
# o que uma regra trata além de cartas e mecânicas (ver en.GAME_WORDS)
GAME_WORDS = ["legal", "ilegal", "jogada", "jogadas", "carta", "cartas", "card", "cards", "monstro", "monstros", "magia", "magias", "magic", "armadilha",
              "armadilhas", "trap", "traps", "efeito", "efeitos", "habilidade", "habilidades", "deck", "decks", "baralho",
              "mão", "mãos", "cemitério", "cemi", "campo", "zona", "zonas", "turno", "turnos", "fase", "fases", "etapa",
              "etapas", "corrente", "correntes", "chain", "ativar", "ativa", "ativo", "ativado", "ativada", "ativados",
              "ativadas", "ativação", "ativou", "resolver", "resolve", "resolvido", "resolvida", "resolução", "invocar",
              "invoca", "invocado", "invocada", "invocados", "invocação", "invocações", "tributo", "tributos",
              "tributar", "ataque", "ataques", "atacar", "ataca", "atacou", "atacado", "atacante", "batalha",
              "batalhas", "dano", "danos", "pontos de vida", "lp", "duelo", "duelos", "duelista", "duelistas",
              "comprar", "compra", "descartar", "descarta", "descarte", "destruir", "destrói", "destruído",
              "destruída", "destruição", "negar", "nega", "negado", "negada", "negação", "alvo", "alvos", "virar",
              "virado", "virada", "face-up", "face-down", "equipar", "equipado", "equipada", "equipamento",
              "equipamentos", "ficha", "fichas", "token", "tokens", "marcador", "marcadores", "custo", "custos",
              "controle", "controla", "controlador", "posição", "atk", "def", "nível", "níveis", "banir", "banido",
              "banida", "jogador", "jogadores", "oponente", "oponentes", "adversário", "adversários", "fusão",
              "ritual", "rituais", "sincro", "synchro", "xyz", "pêndulo", "tuner", "material", "materiais", "condição",
              "condições", "dado", "dados", "moeda", "moedas"]
REFERENCE_HEADINGS = ["referências", "referencias", "fontes", "ligações externas", "links externos", "veja também",
                      "ver também", "bibliografia", "notas de rodapé", "leitura adicional", "índice", "sumário",
                      "tabela de conteúdo", "conteúdo"]
CAPTIONS = ["figura", "fig", "tabela", "imagem", "ilustração", "ilustracao", "diagrama", "quadro"]
POINTERS = ["abaixo", "a seguir", "seguintes", "o seguinte", "as regras listadas", "estas regras", "estes passos"]
EXAMPLE_VERDICT = r"^(?:isso|isto|então|entao|portanto|logo|assim|porque|como resultado)\b|\breplay\b"
ABBREVIATIONS = ["ex", "p", "pg", "pág", "sr", "sra", "dr", "nº", "obs", "b", "d"]
SUBJECTS = ["você", "voce", "ele", "ela", "eles", "elas", "o jogador", "seu oponente"]
# "se" is also the reflexive pronoun ("se aplicam aqui"), "caso" also a noun ("o caso dos níveis")
# palavras que abrem uma oração de tempo cujo modal não é o veredito ("… antes que você precise")
TEMPORAL = ["antes que", "antes de", "depois que", "depois de", "até que", "até"]
# uma pergunta relatada, cujo modal é o que se perguntou e não o veredito ("um jogador perguntou
# se pode encadear")
REPORTED_QUESTION = ["perguntou", "pergunta", "perguntaram", "perguntando", "quer saber", "queria saber",
                     "querem saber", "queriam saber", "a dúvida é", "a dúvida era", "não sabia", "não sabe"]
REPORTED_IF = ["se"]
# pronomes que abrem uma oração relativa ("os monstros os quais podem …"); não "que", também
# conjunção ("diz que pode ativar")
RELATIVE = ["o qual", "a qual", "os quais", "as quais"]
AMBIGUOUS_MARKERS = ["se", "caso", "para"]
ABBREVIATIONS += ["oh", "yu-gi-oh"]  # "Yu-Gi-Oh! ESTAMPAS ILUSTRADAS": uma só palavra aqui
AUXILIARIES = ["é", "são", "será", "serão", "fica", "ficam", "vai", "vão", "tem", "têm"]
DETERMINERS = ["você", "voce", "o", "a", "os", "as", "seu", "sua", "seus", "suas", "ele", "ela", "eles", "elas", "este", "esta", "isso"]
# verbos com que se joga uma carta: o nome de carta que é palavra comum, logo depois de um, nomeia a carta
PLAYS = ["ativar", "ativo", "ativa", "ativou", "ativei", "encadear", "encadeio", "encadeia", "encadeou", "encadeei",
         "jogar", "jogo", "joga", "jogou", "joguei", "usar", "uso", "usa", "usou", "usei"]
PREPOSITIONS = ["em", "de", "com", "por", "para", "sob", "sobre", "até", "entre", "contra", "sem", "durante", "como",
                "no", "na", "nos", "nas", "do", "da", "dos", "das", "ao", "aos", "à", "às", "pelo", "pela"]
DANGLING = ["que", "de", "do", "da", "para"]
QUESTION_OUTCOME = ["o que acontece", "o que", "qual", "quando", "como", "é", "são", "fica", "vai", "quem", "onde", "aonde"]
# o que uma pergunta com "quando", "como", "onde", "de quem", "quantos" pede, e as palavras de
# um veredito que o dão (ver en.WH_ASKS)
WH_ASKS = {
    "time": ["quando", "em que momento", "em que fase", "em qual fase", "em que etapa", "em qual etapa",
             "em que passo", "até quando", "por quanto tempo"],
    "means": ["como"],
    "place": ["onde", "aonde", "em que zona", "em qual zona", "pra onde", "para onde"],
    "owner": ["de quem", "quem", "qual jogador", "que jogador"],
    "amount": ["quantos", "quantas", "quanto", "quanta"],
}
WH_ANYWHERE = ["quantos", "quantas", "quanto", "quanta", "de quem", "qual jogador", "que jogador",
               "em que momento", "em que fase", "em qual fase", "em que etapa", "em qual etapa"]
# quem abrindo uma frase pergunta, seja qual for o verbo ("Quem toma o dano?"); no meio dela
# pode ser relativo ("o jogador a quem …")
WH_OPENERS = ["quem"]
# uma escolha entre duas destas, unidas por "ou", pergunta por esse tipo também, onde estiver:
# "escolho quando ativa ou só quando resolve?", "antes ou depois do cálculo de dano?"
WH_EITHER = {
    "time": ["quando", "antes", "depois", "após", "apos", "na ativação", "na ativacao", "na resolução",
             "na resolucao", "ao ativar", "ao resolver"],
}
EITHER_OR = ["ou"]
ALTERNATIVE_ASKS = ["pode", "posso", "podem", "deve", "devo", "devem", "tenho", "tem", "vai", "fica", "será",
                    "sera", "acontece", "precisa", "preciso"]
BOTH_AND = ["e"]
WH_FOLLOWERS = ["é", "e", "são", "sao", "foi", "posso", "pode", "podem", "devo", "deve", "devem", "que",
                "exatamente", "ocorre", "acontece", "ativa", "resolve", "faço", "faco", "fica", "vai"]
WH_ANSWERS = {
    "time": ["antes", "depois", "após", "apos", "até", "durante", "imediatamente", "no início", "no inicio",
             "no começo", "no fim", "no final", "assim que", "ao resolver", "na resolução", "primeiro",
             "ao mesmo tempo", "quando", "enquanto", "contanto que", "etapa", "passo", "fase", "turno",
             "no momento", "timing"],
    "means": ["por", "pelo", "pela", "usando", "através", "atraves", "por meio", "pelo efeito",
              "como custo", "removendo", "enviando", "pagando", "descartando", "tributando"],
    "place": ["campo", "cemitério", "cemiterio", "mão", "mao", "deck", "zona", "zonas", "removido do jogo",
              "banido", "deck adicional", "deck de fusão"],
    "owner": ["controlador", "controla", "controlado", "dono", "dona", "qualquer jogador", "ambos os jogadores",
              "cada jogador", "jogador do turno", "seu próprio", "sua própria", "seu oponente", "o oponente",
              "você", "voce"],
    "amount": ["metade", "dobro", "todos", "todas", "cada", "igual", "um", "uma", "dois", "duas", "três",
               "tres", "quatro", "cinco", "uma vez", "nenhum", "nenhuma", "zero", "nada"],
}
# what a question says to the judge rather than about the game (see en.py)
GREETINGS = ["oi", "olá", "ola", "opa", "e aí", "e ai", "eai", "salve", "bom dia", "boa tarde", "boa noite"]
ADDRESSED = ["juiz", "juíza", "juiza", "juízes", "juizes", "pessoal", "galera", "gente", "amigos", "mestre"]
OPENERS = ["pergunta rápida", "pergunta rapida", "uma pergunta", "tenho uma pergunta", "tenho uma dúvida",
           "tenho uma duvida", "uma dúvida", "uma duvida", "dúvida rápida", "duvida rapida", "dúvida", "duvida",
           "rapidinho"]
THANKS = ["obrigado", "obrigada", "muito obrigado", "muito obrigada", "obg", "valeu", "vlw", "brigado", "brigada",
          "agradeço", "agradeco", "desde já agradeço", "desde ja agradeco", "grato", "grata", "abraço", "abraços",
          "abraco", "abracos", "abs", "atenciosamente"]
POLITENESS = ["por favor", "pfv", "pfvr", "pf"]
STOPWORDS = (
    "o a os as um uma uns umas de do da dos das em no na nos nas por pelo pela para com sem e ou mas se "
    "que quando como qual quais é são ser foi era eu você voce ele ela eles elas meu minha seu sua seus suas "
    "isso isto esse essa este esta não nao sim já ja também tambem mais muito ao aos à às lo la posso pode "
    "podem devo deve preciso tem ter há bom boa "
    # Brazilian contractions and floor words that ask, not say ("pra", "pro", "nele", "vc",
    # "o que acontece", "quantas")
    "pra pro pras pros num numa nuns numas nele nela neles nelas dele dela deles delas nesse nessa "
    "neste nesta nisso nisto vc vcs né acontece acontecem acontecer quanto quanta quantos quantas "
    "tenho tinha vai vão vao vou estou estava"
).split()
ZONES = {
    "hand": ["mão", "mao", "mãos"], "field": ["campo"], "graveyard": ["cemitério", "cemiterio"],
    "deck": ["deck"], "extra": ["extra deck", "deck adicional", "fusion deck"],
    "banished": ["removido do jogo", "removidos do jogo", "banido", "banidos"],
}
# as colunas de uma tabela com a situação e a decisão de cada linha
SITUATION_COLUMNS = ["situação", "situacao", "condição", "condicao", "caso", "cenário", "cenario", "quando", "se",
                     "pergunta", "p"]
VERDICT_COLUMNS = ["decisão", "decisao", "resposta", "resultado", "regra", "regras", "veredito", "ruling", "rulings", "r"]
# … e a coluna com a carta de que trata a decisão da linha ("| Carta | Regra |")
CARD_COLUMNS = ["carta", "cartas", "nome", "nome da carta", "card"]
# o texto impresso de uma carta, como nenhuma regra sobre ela é escrita
CARD_TEXT_MARKS = ["esta carta", "ative somente", "ative apenas", "uma vez por turno", "virar:", "equipe somente",
                   "você só pode", "voce so pode", "o monstro equipado"]
CARD_TEXT_OPENERS = ["adicione", "destrua", "selecione", "escolha", "invoque", "cause", "compre", "envie", "devolva",
                     "retorne", "tome o controle", "aumente", "diminua", "negue", "pague", "descarte", "ofereça",
                     "remova", "bana", "revele", "declare", "vire", "mude", "embaralhe", "equipe"]
# a palavra de um termo do jogo em outro sentido (torneios, produtos)
OTHER_SENSES = ["nível competitivo", "nivel competitivo", "nível de jogo", "nivel de jogo", "nível regional",
                "nível nacional", "coleção nova", "nova coleção", "colecao nova", "nova colecao", "último set",
                "novo set"]
# … e a coluna com o formato (a era das regras) em que vale a decisão da linha
FORMAT_COLUMNS = ["formato", "formatos", "era"]
CURRENT_COLUMNS = ["hoje", "agora", "atual", "atualmente", "hoje em dia", "moderno", "regras atuais"]  # as regras de agora
# um sujeito negativo inverte a permissão: "nenhum jogador pode" proíbe
NEGATIVE_SUBJECTS = ["nenhum", "nenhuma", "ninguém", "ninguem", "nada", "nem"]
# words whose presence turns a ruling ("can" / "can't", "only"): two texts that differ in one
# are never the same ruling written twice (words as `text.words_of` splits them: can't → can t)
NEGATIONS = ["não", "nao", "nunca", "nem", "jamais", "só", "so", "somente", "apenas", "exceto", "menos", "sem"]
# states a card is in that exclude each other (the English table's keys)
STATES = {  # "pra": the Brazilian "para"
    "face-up": [f"{w} {p} cima" for w in ("virado", "virada", "virados", "viradas", "com a face", "de face", "face")
                for p in ("para", "pra")] + ["face-up"],
    "face-down": [f"{w} {p} baixo" for w in ("virado", "virada", "virados", "viradas", "com a face", "de face", "face")
                  for p in ("para", "pra")] + ["face-down"],
    "attack-position": ["posição de ataque", "posicao de ataque", "modo de ataque"],
    "defense-position": ["posição de defesa", "posicao de defesa", "modo de defesa"],
    "set": ["setada", "setado", "setadas", "setados", "baixada", "baixado", "baixadas", "baixados"],
    "in-hand": ["da mão", "da mao", "na mão", "na mao"] + [f"{p} {w} {m}" for p in ("da", "de", "na", "em")
                                                           for w in ("sua", "minha") for m in ("mão", "mao")],
    "on-field": [f"{b} {a}no campo" for b in ("está", "esta", "estiver", "estão", "estao", "estava") for a in ("", "ainda ", "já ")],
    "off-field": [f"não {b} {a}no campo" for b in ("está", "esta", "estiver", "estão", "estao", "estava")
                  for a in ("", "mais ")] + [f"nao {b} no campo" for b in ("esta", "estiver", "estao")],
    "monster-zone": [f"{z} de {m}" for z in ("zona", "zonas") for m in ("monstro", "monstros")],
    "attacker": ["monstro atacante", "monstros atacantes", "o atacante", "monstro que está atacando", "monstro que esta atacando",
                 "monstro que ataca"],
    "attack-target": ["monstro atacado", "sendo atacado", "monstro defensor", "alvo do ataque", "alvo de ataque",
                      "monstro que está sendo atacado", "monstro que esta sendo atacado"],
    "spell-trap-zone": [f"{z} de {m}" for z in ("zona", "zonas") for m in ("magia e armadilha", "magias e armadilhas",
                                                                           "magia/armadilha", "s/t", "spell/trap")]
                       + [f"{e} de {m}" for e in ("espaço", "espaços") for m in ("magic/trap", "magia/armadilha", "magic/traps")] + ["backrow"],
}
# uma carta já em jogo antes ("já tenho Skill Drain virada"), ou que vem depois (ver en)
CARD_ORDER = {"first": ["já", "ja"], "later": ["mais tarde", "depois", "posteriormente", "em seguida"]}
# uma decisão que só vale em alguns casos: o veredito pode não responder a pergunta sobre os outros
UNLESS = ["a menos que", "a não ser que", "a nao ser que", "exceto", "salvo"]
MEANS = ["por", "pelo", "pela", "através", "atraves", "via", "usando", "com"]
# as palavras de uma exceção que diz só que uma carta está lá ("contanto que você tenha um Toon
# World em campo", "enquanto Imperial Order estiver ativa"): nomear a carta a pergunta (ver en)
PRESENCE = ["campo", "lado", "ativo", "ativa", "jogo", "permanece", "fica", "controla", "controlar",
            "controlado", "controlada", "face", "cima"]
# os substantivos que toda decisão usa (ver en)
KIND_NOUNS = ["monstro", "monstros", "carta", "cartas"]
EXCEPTIONS = ["a menos que", "a não ser que", "a nao ser que", "exceto", "salvo", "só se", "so se",
              "somente se", "apenas se", "contanto que", "desde que", "só quando", "somente quando"]
# formats (as en.FORMATS)
FORMATS = {
    "goat": ["formato goat", "goat format", "goat"],
    "edison": ["formato edison", "edison"],
    "current": ["formato atual", "regras atuais", "formato moderno", "regras modernas",
                "hoje em dia", "atualmente", "nos dias de hoje", "no jogo atual", "regra atual",
                *(f"{game} {w}" for w in ("atual", "moderno") for game in ("yu-gi-oh", "yugioh", "yu gi oh", "ygo"))],
}
FORMAT_CONTRAST = ["ao contrário do", "ao contrario do", "diferente do", "diferentemente do", "comparado ao"]
CONTRAST_OPENERS = ["ao contrário", "ao contrario", "por outro lado", "em contrapartida", "já no", "ja no"]
ANAPHORA = ["ele", "ela", "eles", "elas", "o efeito", "esse efeito", "este efeito", "essa carta", "esta carta", "isso é",
            "isto é", "essa jogada", "esta jogada"]
OLD_RULING = ["a regra antiga", "a antiga regra", "a regra anterior", "antigamente", "anteriormente",
              "regra antiga", "regra anterior", "decisão antiga", "decisao antiga",
              "antes da mudança", "antes da mudanca", "costumava", "antes,",
              "antes:", "antiga:", "antigo:"]  # a change list's bare labels: "Antes: …" / "Agora: …"
NEW_RULING = ["a nova regra", "a regra nova", "a regra atual", "agora", "atualmente", "a partir de agora",
              "regra nova", "nova regra", "regra atual", "decisão nova", "decisao nova", "nova decisão", "nova decisao",
              "passou a", "passa a", "nova:", "novo:", "depois:"]
REVERSED = ["foi revogada", "foi revertida", "foi anulada", "regra não vale mais", "regra nao vale mais",
            "regra não se aplica mais", "regra nao se aplica mais", "regra deixou de valer", "esta regra mudou",
            "a regra mudou"]
DATE_LEADS = ["a partir de", "desde", "válido a partir de", "valido a partir de", "mudou em", "data:", "date:",
              "publicado em", "postado em", "atualizado em", "atualização", "atualizacao", "editado em",
              # a field or a byline named so: "Atualizado: 13/06/2005", "Publicado: …"
              "atualizado", "publicado", "postado", "editado"]
DAY_FIRST = True  # "13/06/2005" is 13 de junho
MONTHS = ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro",
          "novembro", "dezembro"]
# a written word's ending → the endings its dictionary form may have, most likely first: a
# question's word the word list lacks ("ativei", "encadeou", "ataquei") is looked up as the verb
# it inflects ("ativar", "encadear", "atacar"). Folded (no accents); Brazilian forms included.
INFLECTIONS = [
    # a noun's or an adjective's plural: "normais" → "normal", "possíveis" → "possível",
    # "restrições" → "restrição" (folded: no accents)
    ("ais", ["al"]), ("eis", ["el"]), ("oes", ["ao"]),
    ("aram", ["ar"]), ("amos", ["ar"]), ("ando", ["ar"]), ("avam", ["ar"]), ("ava", ["ar"]), ("asse", ["ar"]),
    ("eram", ["er"]), ("emos", ["er", "ar"]), ("endo", ["er"]), ("iram", ["ir"]), ("imos", ["ir"]), ("indo", ["ir"]),
    ("ados", ["ar"]), ("adas", ["ar"]), ("idos", ["er", "ir"]), ("idas", ["er", "ir"]),
    ("quei", ["car"]), ("guei", ["gar"]), ("que", ["car"]), ("gue", ["gar"]),
    ("ado", ["ar"]), ("ada", ["ar"]), ("ido", ["er", "ir"]), ("ida", ["er", "ir"]),
    ("ei", ["ar"]), ("ou", ["ar"]), ("eu", ["er"]), ("iu", ["ir"]), ("ia", ["er", "ir"]), ("am", ["ar"]),
    ("em", ["er", "ir", "ar"]), ("as", ["ar"]), ("es", ["er", "ir", "ar"]),
    ("a", ["ar"]), ("o", ["ar", "er", "ir"]), ("e", ["er", "ir", "ar"]), ("i", ["ir", "er"]),
]
