"""English cue words and clause markers: data, read by the ingest rules."""

FUNCTION_WORDS = (
    "the of and to is you it that if can are be this with for your on when not "
    "by from has have an or its his their they will would does do was which than cannot must may"
).split()

# conditions that open a sentence: they form the situation
CONDITION_MARKERS = ["if", "when", "whenever", "while", "as long as", "even if", "even though", "even when", "because",
                     "since", "once", "unless", "after", "before", "during", "in order to", "as soon as", "until",
                     "although", "whether"]
# conditions after the main clause ("… destroyed if …")
TRAILING_MARKERS = ["if", "when", "while", "as long as", "even if", "unless", "once", "because"]
# a marker's word saying how often here: "once per turn", "more than once during …", "attack them once and …"
NOT_MARKERS = ["once per", "once each", "once every", "once a", "once more", "once again", "once in", "once during",
               "once for", "once by", "once within", "once while", "once when", "once if", "once as long as", "once until", "once and", "once or"]
# words that open the main clause after a condition's comma
MAIN_CLAUSE_STARTS = ("you your it its it's they their he his she her we each both the this that that's these those then a an all any no "
                      "neither either none whichever player players there there's only nothing one monsters cards so").split()
LEADING_CONJUNCTIONS = ["for example", "for instance", "but", "so", "and", "also", "however", "then", "now", "note", "thus"]
# before a card named only as an example ("cards such as a "Trap Hole""): what leans on it is not about it
EXAMPLE_MARKERS = [f"{m}{a}" for m in ("such as", "like", "e.g.", "for example", "for instance", "including")
                   for a in ("", " a", " an", " the effect of", " the effects of")]
# openers that lean on the sentence before ("So …", "In that case …"): read with its neighbours
FOLLOW_ON = ["so", "therefore", "thus", "hence", "consequently", "this means", "that means", "in that case", "in this case", "in the first case",
             "in the second case", "otherwise", "as a result", "because of this", "in addition", "likewise", "similarly", "instead"]
# a sentence with two verdicts is split here when both halves carry a cue
CONTRAST_SPLITS = [", but ", "; but ", "; however, ", "; ", ", however, ", ", while "]
# … or when the first carries a cue and the second is a clause of its own (a subject, then its verb: "you can activate it,
# but it will not flip monsters face-up"), or denies the first's modal, its verb left out ("…, but not by Divine Wrath")
CLAUSE_SPLITS = [", but ", "; but ", "; however, ", "; ", ", however, "]
ELLIPTIC_NEGATIONS = ["not", "never"]
# a condition after the main clause ends where a clause of its own follows: "… are negated while
# "Skill Drain" is active, so they can attack directly" (the consequence is a verdict too)
CONSEQUENCES = [", so ", ", and so ", ", therefore ", ", thus ", ", and therefore ", "; "]
# a condition after one of these opens a sentence of its own: "These states accumulate, so if you
# activate two, you may Summon two" is a ruling, then "if …, you may …"
JOINING = ["so", "and", "and so", "then", "and then", "but", "thus", "therefore"]

# label cues, most specific first; matched on folded text, whole words
# a pronoun and its "be" written as one ("you're"), and "it is" / "that is" likewise
CONTRACTED_BE = ("you're", "they're", "we're", "you’re", "they’re")
CONTRACTED_IS = ("it's", "that's", "it’s", "that’s")
# adverbs a negated modal may carry between its "not" and its verb ("can still not", "not even be")
NOT_ADVERBS = ("still", "also", "then", "now", "even", "therefore", "thus", "again", "ever", "simply")
NEGATED_FUTURES = ("not", "wouldn't", "won't", "couldn't", "shouldn't", "will never", "would never")  # will/would refused
BE_ADVERBS = [f"{be} {adverb}" for be in ("is", "are")  # "you are still able to", "are generally prohibited"
              for adverb in ("still", "also", "always", "generally", "usually", "normally", "now", "then")]
CUES = {
    "outcome": ["may or may not", "can or cannot", "might"],
    "forbidden": [
        "cannot", "can not", "can't", "can no longer", "may not", "must not", "mustn't",
        "is not allowed", "are not allowed", "not allowed to", "is unable to", "are unable to",
        "is not able to", "are not able to", "not be allowed", "not be permitted", "it is not possible", "is not possible", "no longer able",
        "can only", "may only", "can then only", "can still only", "could not", "couldn't", "is not permitted", "are not permitted",
        # "never" alone states a fact ("the Special Summon never occurs", "it is never sent to the
        # Graveyard"): an outcome; forbidding, it opens the verdict (PROHIBITIONS) or meets a modal
        "never allowed", "never able", "never permitted", "never legal", "never be allowed", "never be able",
        "is illegal", "are illegal", "is an illegal", "would be an illegal", "is not legal", "is not a legal", "is forbidden", "are forbidden",
        "is not an option", "are not legal", "prohibited from", "forbidden from",
        # a permission refused: "it does not allow you to Set it", "you are not entitled to another"
        *(f"{neg} {verb}" for neg in ("does not", "doesn't", "do not", "don't", "will not", "won't", "would not",
                                      "wouldn't", "no longer") for verb in ("allow", "let", "permit")),
        "not entitled to", "no longer entitled to", "not have the option", "no longer have the option",
        "no longer has the option", "not have the possibility", "no longer have the possibility", "not considered acceptable",
        *(f"{be} {what}" for be in BE_ADVERBS for what in ("prohibited", "unable to")), "is prohibited", "are prohibited",
        "isn't allowed", "aren't allowed", "isn't able to", "aren't able to",
        "isn't possible", "isn't legal", "aren't legal", "isn't permitted", "aren't permitted", "not acceptable",
        # spoken forms: "you're not allowed to", "it's not possible", "it's illegal"
        *(f"{who} not {what}" for who in CONTRACTED_BE for what in ("allowed to", "able to", "permitted to")),
        *(f"{what_is} {what}" for what_is in CONTRACTED_IS
          for what in ("not possible", "not legal", "illegal", "prohibited", "not allowed")),
        # a modal with an adverb before its "not": "may still not attack", "can also not be Set"
        *(f"{modal} {adverb} not" for modal in ("can", "may", "could") for adverb in NOT_ADVERBS),
        # a modal negated by "never": "can never be chained", "must never be Set"
        *(f"{modal} never" for modal in ("can", "may", "could", "must", "should")),
        # "not be able to", and a future or conditional refusal, an adverb between or not: "you
        # wouldn't even be able to target it", "it won't be allowed to attack", "would not ever be permitted to"
        *(f"{neg} {adverb}be {what}" for neg in NEGATED_FUTURES for adverb in ("", *(a + " " for a in NOT_ADVERBS))
          for what in ("able to", "allowed to", "permitted to"))],
    "required": [
        # what an effect or a cost is: "The Flip Effect is mandatory", "Drawing a card is not optional"
        "is mandatory", "are mandatory", "is not optional", "are not optional", "is compulsory", "are compulsory",
        "must", "have to", "has to", "need to", "needs to", "is required to", "are required to",
        "is forced to", "are forced to", *(f"{be} forced to" for be in BE_ADVERBS), "had to", "required to", "obligated to", "obliged to",
        "gotta", "have got to", "has got to",
        *(f"{who} got to" for who in ("you've", "we've", "they've", "i've", "he's", "she's", "it's")),
        *(f"{who} {what}" for who in CONTRACTED_BE for what in ("forced to", "required to")),
        # what a Summon or a cost takes: "1 Tribute is required" (not "requires": it is mostly
        # said of what an effect or a card needs, in a relative clause, "effects that require …")
        "is required", "are required"],
    "allowed": [
        "is optional", "are optional", "is not mandatory", "are not mandatory", "is not compulsory",
        "is an option", "is up to you", "is up to the player",  # "Special Summoning them is an option"
        "is legal", "are legal", "is a legal", "is still legal", "are still legal", "is acceptable", "are acceptable",
        # "you do not have to" leaves the choice to the player: allowed, not required
        "do not have to", "does not have to", "don't have to", "doesn't have to", "do not need to",
        "does not need to", "don't need to", "doesn't need to", "is not required to", "are not required to",
        "is not required", "are not required",
        "not necessary", "is not forced to", "are not forced to", "be allowed to", "be able to",
        "can", "may", "is allowed to", "are allowed to", "is able to", "are able to",
        *(f"{be} {what}" for be in BE_ADVERBS for what in ("allowed", "able to", "permitted to", "free to")),
        "is free to", "are free to", "it is possible", "is possible", "could", "is permitted", "are permitted", "is allowed", "are allowed",
        "needn't", "is fine to", "is okay to", "is ok to", "considered acceptable",
        # a permission given: "… and allows the player to conduct a Normal Summon", "you will
        # always be entitled to your manual battle position", "it lets you draw again"
        *(f"{verb} {who}" for verb in ("allows", "allow", "allowing", "lets", "let", "permits", "permit", "enables")
          for who in ("you", "the player", "players", "its controller", "the controller", "him", "her", "them",
                      "either player", "both players")),
        "entitled to", "have the option to", "has the option to", "has the possibility to", "have the possibility to",
        # spoken forms: "you're allowed to", "it's legal", "it's fine to"
        *(f"{who} {what}" for who in CONTRACTED_BE for what in ("allowed to", "able to", "free to", "permitted to")),
        *(f"{what_is} {what}" for what_is in CONTRACTED_IS for what in ("legal", "possible", "fine to", "okay to", "ok to"))],
}
JUDGEMENT_VERBS = ["get", "be", "become", "seem"]  # a possibility said of a judgement, not of a play ("This can get confusing")
JUDGEMENT_DEGREES = ["a little", "a bit", "very", "quite", "rather", "somewhat", "pretty", "really", "also", "sometimes", "often", "a"]
JUDGEMENTS = ["confusing", "tricky", "relevant", "important", "useful", "situational", "difficult", "complicated", "misleading",
              "counterintuitive", "found here"]
# a verdict that opens with one of these is an instruction: required
# a verdict that opens with one of these restricts ("Only one Field Spell Card can be face-up"): allows one, forbids the rest
RESTRICTIONS = ["only", "just"]
# a state said a few words after one of these is the only one a ruling holds for ("only negates face-up monsters")
EXCLUSIVE = ["only", "solely", "exclusively"]
# a condition opening with one of these concedes: the verdict holds in its case and in the other
CONCESSIVE = ["even if", "even though", "even when", "regardless of whether", "whether or not"]
REACH = ["even"]  # … and one of these, a case it reaches with no clause of its own ("even in the Damage Step")
# a verdict that opens with one of these forbids ("Do not roll the die while …"), and so does a list's heading ("## Don'ts")
PROHIBITIONS = ["do not", "don't", "never", "don'ts", "dont", "donts", "avoid"]
PERMISSIONS = ["do", "dos", "do's", "you can", "you may", "allowed", "legal"]  # a heading of one of these alone allows ("## Do's")
IMPERATIVES = ["place", "select", "declare", "follow", "put", "send", "shuffle", "return it", "discard", "you need", "you will need"]
YES = ["yes", "yeah", "correct", "that is correct", "that's correct", "right", "true"]  # answers to Q&A pairs
# the verbs a yes-or-no question opens on ("Can Sangan search …?"): it asks ("What's a Replay?" may be a title)
YES_NO_OPENERS = ["can", "could", "may", "must", "do", "does", "did", "is", "are", "was", "were", "will", "would",
                  "should", "has", "have"]
NO = ["no", "nope", "not", "incorrect", "false"]
QUESTION_ALLOWED = ["can", "could", "may", "is it possible", "am i allowed", "is it legal", "would it be legal", "does it allow",
                    "allowed", "legal", "legally", "able to", "permitted", "possible", "get to", "gets to",
                    # the floor's other ways to ask "can I": "is there a way to …?", "is it ok if …?"
                    "is there a way", "is there any way", "any way to", "is it ok", "is it okay", "ok to", "okay to"]
QUESTION_REQUIRED = ["must", "do i have to", "does he have to", "do you have to", "is it required", "have to", "has to", "need", "needs", "required",
                     "should", "mandatory", "forced to", "obliged to", "obligated to"]
# a modal asked negated ("you cannot activate it then?"): a yes or a no to it is read either way
QUESTION_NEGATED = ["cannot", "can not", "can't", "cant", "couldn't", "may not", "must not", "mustn't", "is it not possible",
                    "isn't it possible", "isn't it legal", "is it illegal", "don't i have to", "doesn't it have to"]
QUESTION_OPTIONAL = ["optional", "is it up to me", "up to me", "my choice",  # a duty asked the other way round: yes, it may; no, it must
                     "choose not to", "decide not to", "opt not to"]  # "can I choose not to search?"
# a duty word naming a kind of effect asks no duty ("can the mandatory effect miss the timing?"; folded, a regex)
DUTY_ATTRIBUTES = r"(?:mandatory|compulsory|optional)\s+(?:[\w-]+\s+)?(?:effects?|abilit(?:y|ies)|costs?|triggers?)"
# how a thing is done ("how do I Ritual Summon?"): answered by what one must do and what one may
QUESTION_HOW_TO = ["how do i", "how do you", "how does one", "how can i", "how can you", "how would i", "how should i",
                   "how to", "how am i supposed to"]
SET_CARD_FLIPS = ["flip", "flips", "flipped", "flipping"]  # "I flip Mirror Force": a Set Spell/Trap is activated
# a ruling's reason written under it ("Reason: it was not sent to the Graveyard."): part of that ruling
RATIONALE = ["reason", "reasons", "reasoning", "explanation", "why", "rationale"]
# a card's effect called by its place ("Black Rose Dragon's second effect"), as rulings number it "(2)"
EFFECT_ORDINALS = {"first": "1", "1st": "1", "second": "2", "2nd": "2", "third": "3", "3rd": "3", "fourth": "4", "4th": "4"}
EFFECT_NOUNS = ["effect", "effects", "ability"]
# a worked example: its header ("Example 2:", "EXAMPLE" alone on its line), the sentence its verdict begins
EXAMPLE_HEAD = r"(?:example|for example)\b[^:\n]{0,40}:|examples?(?:[ \t]+\d{1,2})?[ \t]*(?=\n|$)|(?=chain link 1[ \t]*:)"  # … a chain told
# words by which a list's introduction points at its items ("the rules below apply:"): such an
# introduction says nothing of its own, and is only the context of the items
# + a quoted name: a pointer to rulings elsewhere
CROSS_REFERENCES = ["see", "see also", "refer to"]
# what someone else says a ruling is ("My opponent says Jinzo can't be revived"): a claim to be judged, never a ruling
HEARSAY_WHO = ["my friend", "my friends", "a friend", "my opponent", "my opponents", "my buddy", "my brother",
               "someone", "somebody", "people", "some people", "some players", "a player", "he", "she", "they",
               "my local judge", "the other player", "a guy", "this guy", "everyone"]
HEARSAY_VERBS = ["says", "said", "say", "claims", "claimed", "claim", "thinks", "thought", "think", "insists",
                 "insisted", "told me", "tells me", "argues", "argued", "keeps saying"]
# … a guess of one's own ("I think you can …"), a question asked in words ("I was wondering if …"): no ruling
HEARSAY = [f"{who} {verb}" for who in HEARSAY_WHO for verb in HEARSAY_VERBS] + ["i heard", "i read somewhere", "i was told",
           "i think", "i guess", "i suppose", "i'm not sure", "i am not sure", "not sure but", "i'm pretty sure",
           "pretty sure", "imo", "in my opinion", "i feel like", "maybe", "i wonder", "i was wondering", "i am wondering",
           "i'm wondering", "i would like to know", "i'd like to know", "i want to know", "does anyone know", "anyone know",
           "i've never heard", "i have never heard", "never heard of", "i never heard"]  # nor what one never heard of
# what a ruling talks about besides cards and mechanics: a sentence with none of these, no card and
# no mechanic is about the page, the site or its writer ("Please ask only one question per e-mail.",
# "Let's begin."), not the game (`lexicon.game_word`)
GAME_WORDS = ["card", "cards", "monster", "monsters", "spell", "spells", "trap", "traps", "magic", "effect", "effects",
              "ability", "abilities", "deck", "decks", "hand", "hands", "graveyard", "graveyards", "grave", "gy", "field",
              "zone", "zones", "turn", "turns", "phase", "phases", "step", "steps", "chain", "chains", "chained",
              "activate", "activates", "activated", "activating", "activation", "resolve", "resolves", "resolved",
              "resolving", "resolution", "summon", "summons", "summoned", "summoning", "tribute", "tributes",
              "tributed", "attack", "attacks", "attacked", "attacking", "attacker", "battle", "battles", "damage",
              "life points", "lp", "duel", "duels", "duelist", "duelists", "draw", "draws", "drew", "drawn", "discard",
              "discards", "discarded", "destroy", "destroys", "destroyed", "destruction", "negate", "negates",
              "negated", "negation", "target", "targets", "targeted", "targeting", "flip", "flips", "flipped",
              "face-up", "face-down", "equip", "equips", "equipped", "token", "tokens", "counter", "counters", "cost",
              "costs", "control", "controls", "controlled", "controller", "position", "atk", "def", "level", "levels",
              "banish", "banished", "player", "players", "opponent", "opponents", "fusion", "ritual", "synchro", "xyz",
              "pendulum", "tuner", "material", "materials", "timing", "condition", "conditions", "die", "dice", "roll",
              "rolls", "rolled", "coin", "coins", "toss", "tossed", "legal", "illegal"]
REFERENCE_HEADINGS = ["references", "reference", "sources", "citations", "external links", "see also",  # what a page cites
                      "bibliography", "footnotes", "further reading", "table of contents", "contents"]  # or where it goes
# a figure's or a table's caption ("Figure 4: A chain with three Chain Links") describes a picture
CAPTIONS = ["figure", "fig", "table", "image", "illustration", "diagram", "picture"]
POINTERS = ["below", "the following", "as follows", "listed here", "these rules", "these steps"]
EXAMPLE_VERDICT = r"^(?:this|so|because|therefore|thus|as a result|but because|even though|the answer|then)\b|\breplay\b"
# "Yu-Gi-Oh!" does not end a sentence, tokenised "Oh" "!" or (as Portuguese keeps a hyphenated word) "Yu-Gi-Oh" "!"
ABBREVIATIONS = ["vs", "e.g", "i.e", "p", "pg", "no", "mr", "dr", "st", "approx", "b", "d", "oh", "yu-gi-oh"]
# subjects that open a main clause with no comma before it ("When X is active you can …")
SUBJECTS = ["you", "he", "she", "they", "it", "the player", "each player", "your opponent"]
# words opening a clause of time whose modal is no verdict ("… destroyed before you have to discard": nobody has to)
TEMPORAL = ["before", "after", "until", "till"]
# a question reported in a sentence, whose modal is what was asked, not a verdict ("a player asked whether Cyber Jar can be chained to")
REPORTED_QUESTION = ["asked", "asks", "asking", "wondered", "wonders", "wondering", "wants to know", "wanted to know",
                     "want to know", "the question is", "the question was", "was unsure", "were unsure", "not sure"]
REPORTED_IF = ["whether", "if"]
# words opening a relative clause whose modal is no verdict ("all monsters that could be Special
# Summoned will be sent …": a modal right after them, the clause's subject is the noun before)
RELATIVE = ["that", "which", "who"]
AMBIGUOUS_MARKERS = ["once", "since"]  # markers that are also other words; a trailing one needs a cue before it
# verbs playing a card: an everyday word naming a card names it right after one, before a preposition or the end ("chains disappear to it")
PLAYS = ["activate", "activates", "activated", "chain", "chains", "chained", "play", "plays", "played", "use", "uses", "used"]
# verbs that may follow a subject to open a main clause ("… is destroyed it is sent …")
AUXILIARIES = ["is", "are", "was", "were", "will", "does", "do", "has", "have", "gets", "get", "would"]
DETERMINERS = ["you", "your", "it", "its", "the", "this", "that", "he", "his", "they", "their", "each", "both"]  # open a subject
# a determiner right after one of these opens the preposition's object, not a subject ("… on the field you can …")
PREPOSITIONS = ["on", "in", "at", "to", "from", "of", "with", "by", "for", "into", "onto", "under", "over",
                "during", "through", "against", "without", "toward", "towards", "like", "as"]
# a clause ending in these is unfinished: no condition starts after it
DANGLING = ["that", "of", "to", "about", "means"]
# what a question asks: a permission (can I?), a duty (must I?), or what happens
QUESTION_OUTCOME = ["what happens", "what is", "does", "do", "is", "are", "will", "would", "which", "when", "how", "who", "whose", "where"]
# what a wh-question asks for, and the words of a verdict that give it: "when does it apply?"
# is answered by "after damage calculation", "how is it Summoned?" by "by removing …", "whose
# monsters?" by "its controller's", "how many?" by a number. A wh-word asks when it is followed
# by one of WH_FOLLOWERS, ends the question ("… activates where?") or opens one no comma parts
# ("when the turn ends, can I …?" is a condition); WH_ANYWHERE ("how many", "whose") ask anywhere
WH_ASKS = {
    "time": ["when", "at what point", "what time", "which step", "what step", "which phase", "what phase",
             "what moment", "which moment", "what stage", "which stage", "how long", "how soon", "timing"],
    "means": ["how"], "place": ["where", "which zone", "what zone", "what location"],
    "owner": ["whose", "who", "which player", "which side"],
    "amount": ["how many", "how much", "what amount"],
}
WH_ANYWHERE = ["how many", "how much", "whose", "which player", "which side", "timing"]
# a subject wh-word opening a sentence asks whatever verb follows it ("Who takes the damage?",
# "… back. who gets it at end phase?"); inside one it may be a relative ("the player who …")
WH_OPENERS = ["who"]
# a choice between two of these, joined by "or", asks for that kind too, wherever it stands:
# "do I choose when it activates, or only when it resolves?", "before or after damage calculation?"
WH_EITHER = {"time": ["when", "before", "after", "at activation", "on activation", "at resolution", "on resolution",
                      "upon activation", "upon resolution"]}
EITHER_OR = ["or"]
# a yes-or-no question offering another ("can my opponent chain to it, or does it not start a
# chain?"): the other is what it asks, so its ask gives the labels wanted
ALTERNATIVE_ASKS = ["does", "do", "did", "is", "are", "was", "were", "will", "would", "can", "could", "may",
                    "must", "should", "has", "have", "am"]
# two questions in one, joined by "and" ("does it keep the boost, and can I use it again?"): the
# one asked first is answered first, so its ask gives the labels wanted first
BOTH_AND = ["and"]
WH_FOLLOWERS = ["do", "does", "did", "is", "are", "was", "were", "will", "would", "can", "could", "should",
                "must", "may", "am", "has", "have", "exactly", "else", "to", "precisely"]
WH_ANSWERS = {
    "time": ["before", "after", "afterwards", "until", "till", "during", "immediately", "at the start",
             "at the end", "at the beginning", "as soon as", "substep", "at resolution", "on resolution",
             "upon resolution", "right away", "at that time", "at the time", "later", "at once", "first", "timing",
             "at the same time", "when", "whenever", "while", "as long as", "stage", "step", "phase", "turn"],
    "means": ["by", "through", "using", "except by", "only by", "by the effect", "by its effect", "in order to",
              "as a cost", "by paying", "by removing", "by sending", "by tributing", "by discarding"],
    "place": ["field", "graveyard", "hand", "deck", "zone", "zones", "location", "removed from play",
              "banished", "extra deck", "fusion deck", "side of the field"],
    "owner": ["controller", "controls", "controlled", "owner", "owns", "owned", "either player", "both players",
              "each player", "turn player", "his or her", "their own", "your own", "its owner",
              "side of the field", "your side", "opponent's side", "your opponent", "the opponent", "you"],
    "amount": ["half", "double", "twice", "all", "each", "equal", "one", "two", "three", "four", "five", "once",
               "as many", "none", "zero", "no card", "no cards", "no monster", "no monsters", "nothing"],
}
# what a question says to the judge rather than about the game: a greeting and whom it greets
# opening it ("Hi judge,"), an opener ("quick question:"), thanks closing it, "please" anywhere.
# Read as no words of the question (`lang.small_talk`), or they outweigh its rare words
GREETINGS = ["hi", "hello", "hey", "hiya", "howdy", "greetings", "good morning", "good afternoon", "good evening", "yo"]
ADDRESSED = ["judge", "judges", "guys", "all", "everyone", "everybody", "folks", "friends", "there"]
OPENERS = ["quick question", "a quick question", "question for you", "i have a question", "i've got a question",
           "got a question", "quick one", "just wondering", "just curious", "random question", "dumb question",
           "sorry if this is a dumb question", "sorry for the dumb question", "sorry"]
THANKS = ["thanks", "thank you", "thanks a lot", "thank you so much", "thanks in advance", "thx", "ty", "cheers",
          "much appreciated", "appreciate it", "regards", "best regards", "kind regards", "best wishes"]
POLITENESS = ["please", "pls", "plz"]
# words too common to search for
STOPWORDS = (
    "the a an of to in on at by for with from and or but if when where why while as is are was were be been "
    "being it its this that these those my your his her their our i you he she we they me him them what which "
    "who whom how does do did can could may might shall should will would have has had so then there here "
    "than also very just into onto about such get gets got happen happens many much"
).split()
# places a card can be: a ruling that lists them differently from another is a disagreement
ZONES = {
    "hand": ["hand"], "field": ["field", "on the field"], "graveyard": ["graveyard", "gy"],
    "deck": ["deck", "main deck"], "extra": ["extra deck", "fusion deck"],
    "banished": ["banished", "removed from play", "remove from play"],
}
# a table's columns that hold a row's situation and its verdict ("| Card | Situation | Ruling |")
SITUATION_COLUMNS = ["situation", "condition", "case", "scenario", "when", "if", "circumstance", "circumstances",
                     "question", "q"]
VERDICT_COLUMNS = ["ruling", "rulings", "verdict", "answer", "result", "outcome", "decision", "resolution", "a"]
# … and the column naming the card a row's ruling is about ("| Card | Ruling |": the card's rulings)
CARD_COLUMNS = ["card", "cards", "card name", "name"]
# a card's printed text, as no ruling on it is written: its words for itself and its effect's
# frame, and the game actions its sentences open with as orders ("Destroy 1 monster.")
CARD_TEXT_MARKS = ["this card", "activate only", "once per turn", "flip:", "equip only", "you can only",
                   "the equipped monster", "this face-up card"]
CARD_TEXT_OPENERS = ["add", "destroy", "target", "select", "special summon", "inflict", "draw", "send", "return",
                     "take control", "increase", "decrease", "negate", "pay", "discard", "tribute", "remove",
                     "banish", "look at", "reveal", "declare", "flip", "change", "switch", "shuffle", "equip"]
# a game term's word in another sense, as players ask of tournaments and products: "at competitive
# level" is no monster's Level, "the newest set" no Set card, "a match draw" no card drawn
OTHER_SENSES = ["competitive level", "tournament level", "judge level", "level of play", "skill level", "entry level",
                "next level", "local level", "regional level", "national level", "booster set", "newest set", "new set",
                "latest set", "set list", "card set", "starter set", "structure deck set", "match draw",
                "intentional draw", "ends in a draw", "end in a draw", "draw game"]
# … and a column saying which format (era of the rules) a row's ruling holds in ("| Format |")
FORMAT_COLUMNS = ["format", "formats", "game format", "era"]
CURRENT_COLUMNS = ["today", "now", "nowadays", "current", "modern", "present"]  # an era table's column of the rules now
# a subject that says "none" turns the permission after it: "Neither player can Special Summon", "no monster may attack" forbid
NEGATIVE_SUBJECTS = ["no", "neither", "none", "nobody", "no one", "nothing"]
# words whose presence turns a ruling ("can" / "can't", "only"): two texts that differ in one
# are never the same ruling written twice (words as `text.words_of` splits them: can't → can t)
NEGATIONS = ["not", "no", "never", "cannot", "t", "only", "unless", "except", "neither", "nor", "without"]
# states a card is in that exclude each other (states.OPPOSITE_STATES): a ruling for one says nothing of the other
FLIPS, FLIPPED, BACK = ("flip", "flips", "flipped", "flipping"), ("", " it", " them"), ("", "back ")
STATES = {
    # and as the floor says it: "it got flipped up", "flip it back down"
    "face-up": ["face-up", "face up", "faceup", *(f"{v}{it} {back}up" for v in FLIPS for it in FLIPPED for back in BACK)],
    "face-down": ["face-down", "face down", "facedown", *(f"{v}{it} {back}down" for v in FLIPS for it in FLIPPED for back in BACK)],
    "attack-position": ["attack position", "attack mode", "atk position"],
    "defense-position": ["defense position", "defence position", "defense mode", "defence mode", "def position"],
    "set": ["set", "was set", "been set", "set beforehand", "set previously"],  # a Spell or Trap Set beforehand, or from the hand
    "in-hand": [f"{p} {w} hand" for p in ("from", "in") for w in ("the", "your", "my", "his", "her", "their")],
    # a card on the field, or said not to be ("because Jinzo is not on the field" asked "Jinzo is on the field")
    "on-field": [f"{b} {s}on the field" for b in ("is", "are", "was", "were") for s in ("", "still ", "already ")],
    "off-field": [f"{b} {n} on the field" for b in ("is", "are", "was", "were") for n in ("not", "no longer", "not yet")]
                 + ["isn't on the field", "aren't on the field", "wasn't on the field", "weren't on the field"],
    "monster-zone": [f"monster {c}zone{s}" for c in ("", "card ") for s in ("", "s")],  # "all my Monster Zones are full"
    # a monster's part in a battle: the one attacking, or the one attacked
    "attacker": ["attacking monster", "attacking monsters", "the attacker", "monster that is attacking", "monster that attacks"],
    "attack-target": ["attacked monster", "being attacked", "defending monster", "attack target", "monster that is attacked",
                      "the defender", "monster targeted for an attack", "monster selected as an attack target"],
    "spell-trap-zone": [f"{st} {c}zone{s}" for st in ("spell trap", "spell / trap", "spell/trap", "spell & trap", "spell and trap",
                                                       "s/t", "s / t") for c in ("", "card ") for s in ("", "s")] + ["backrow", "back row"],
}
# a card in place first ("I already have Skill Drain face-up": the card named nearest), or come later
# ("Skill Drain is activated later", "… is activated after Hino-Kagu-Tsuchi …": the card named before)
CARD_ORDER = {"first": ["already"], "later": ["later", "afterwards", "afterward", "activated after", "activates after"]}
# a ruling that holds only in some cases: its verdict may not answer a question about the others
# of the exceptions, those that name the case where the verdict does NOT hold ("unless C");
# the others name the case where it does ("only if C", "as long as C")
UNLESS = ["unless", "except", "except for", "other than"]
# an exception opening with one of these names a means ("except by Fusion Summon"): what the asked
# action is done with, which the sentence that asks says, not the play told before it
MEANS = ["by", "through", "via", "using", "with"]
# the words of an exception that says only that a card is there ("only while Toon World is on
# your side of the field", "as long as Imperial Order remains active"): naming the card asks it
PRESENCE = ["field", "side", "active", "play", "remains", "stays", "control", "controls", "controlled",
            "present", "applies", "face"]
# the nouns every ruling names: in an exception naming a kind of card ("except Effect Monsters",
# "unless it is a Spell Card") they say nothing of which case; the words beside them do
KIND_NOUNS = ["monster", "monsters", "card", "cards"]
EXCEPTIONS = ["unless", "except", "except for", "only if", "only when", "only while", "provided that",
              "as long as", "other than", "so long as"]
# formats (the game's rules of an era) a text may say it speaks of: id -> how it is written
FORMATS = {
    "goat": ["goat format", "goat"], "edison": ["edison format", "edison"],
    "current": ["current format", "modern format", "current rules", "modern rules", "today's rules",
                *(f"{w} {game}" for w in ("current", "modern") for game in ("yu-gi-oh", "yugioh", "yu gi oh", "ygo")),
                # a question asking how it is now ("how many chains in the Damage Step nowadays?")
                "nowadays", "these days", "currently", "today's game", "the current game", "current ruling"],
}
# a format named only to contrast with the one a sentence rules on ("unlike in current format")
FORMAT_CONTRAST = ["unlike", "unlike in", "different from", "compared to", "compared with", "than in"]
# a sentence that carries on the previous one's situation with another verdict
CONTRAST_OPENERS = ["on the contrary", "in contrast", "by contrast", "conversely", "on the other hand"]
# a sentence that opens by pointing back ("The effect can be activated again.") rules on the
# sentence before's situation when it states none of its own
ANAPHORA = ["it", "its", "this effect", "that effect", "the effect", "this card", "that card", "they", "this is", "that is",
            "this play", "that play"]  # "This is an illegal play.": the play told before it
# a ruling that changed: the old one, the new one, one reversed
OLD_RULING = ["the old ruling", "the previous ruling", "the original ruling", "previously", "formerly",
              "old ruling", "previous ruling",  # a change list's own labels: "Old ruling: …", "New ruling: …"
              "old:", "before:",  # and bare: "Old: …" / "New: …", "Before: …" / "After: …"
              "used to be", "before the change", "prior to the change", "under the old ruling", "was originally"]
NEW_RULING = ["the new ruling", "the current ruling", "now", "from now on", "as of now", "currently",
              "new ruling", "current ruling", "new:", "now:", "after:",
              "has been changed to", "has changed to", "is now"]
REVERSED = ["has been reversed", "was reversed", "has been overturned", "was overturned",
            "is no longer the ruling", "ruling no longer applies", "ruling is no longer valid", "ruling no longer stands",
            "this ruling changed", "this ruling has changed", "this ruling was changed", "the ruling changed"]
# "as of June 13, 2005": the date a ruling takes effect
DATE_LEADS = ["as of", "since", "effective", "starting", "changed in", "changed on", "date:",
              # a post's byline and its updates: "Published on March 12, 2024", "Update (2024-04-01)"
              "published", "published on", "posted", "posted on", "updated", "updated on", "update", "edit",
              # an export's own fields: "timestamp: 2024-05-02T18:03:00"
              "timestamp:", "created:", "created at:", "published at:", "posted at:", "updated at:"]
DAY_FIRST = False  # "06/13/2005" is June 13
MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
          "november", "december"]
# a written word's ending → the endings its dictionary form may have, most likely first: a
# question's word the word list lacks ("tributing", "chains") is looked up as "tribute", "chain"
INFLECTIONS = [("ies", ["y"]), ("ied", ["y"]), ("ing", ["", "e"]), ("ed", ["", "e"]), ("es", ["", "e"]), ("s", [""])]
