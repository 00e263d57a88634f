"""The file types the readers read, by suffix, and how a user is told of them."""

# each suffix's kind: which of read.py's readers turns it into text ("sheets": a workbook's, "sql": a
# database dump's tables, each read as a table's rows; "slides": a deck's slides)
SUFFIXES = {".txt": "text", ".text": "text", ".md": "text", ".markdown": "text", ".mdown": "text", ".mkd": "text", ".log": "text",
            ".tsv": "text", ".html": "html", ".htm": "html", ".xhtml": "html", ".json": "json", ".jsonl": "jsonl", ".ndjson": "jsonl",
            ".csv": "csv", ".wiki": "text", ".mediawiki": "text", ".wikitext": "text", ".rst": "text", ".rest": "text", ".yaml": "yaml",
            ".yml": "yaml", ".xml": "xml", ".pdf": "pdf", ".org": "org", ".adoc": "asciidoc", ".asciidoc": "asciidoc", ".srt": "subtitles",
            ".vtt": "subtitles", ".eml": "email", ".js": "script", ".docx": "docx", ".rss": "xml", ".atom": "xml", ".ipynb": "notebook",
            ".mbox": "mailbox", ".odt": "odt", ".xlsx": "sheets", ".xls": "sheets", ".ods": "sheets", ".sql": "sql", ".rtf": "rtf",
            ".epub": "epub", ".pptx": "slides", ".odp": "odp", ".mhtml": "mhtml", ".mht": "mhtml", ".tex": "latex", ".latex": "latex"}
# the file types a user is told of (each of SUFFIXES' kinds by its usual suffix)
TYPES_SAID = (".txt, .md, .rst, .org, .adoc, .tex, .wiki, .html, .json, .jsonl, .js, .csv, .xlsx, .xls, .ods, .sql, .yaml, "
              ".xml, .rss, .srt, .vtt, .mhtml, .eml, .mbox, .docx, .odt, .pptx, .odp, .rtf, .epub, .ipynb or .pdf")
# the kinds read as a table's rows: the first heading of their text is their first row's, no title
ROWS = ("csv", "sheets", "sql")
