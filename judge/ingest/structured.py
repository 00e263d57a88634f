"""YAML and XML exports → the JSON their data would be, read as JSON is (`jsontext`): a
ruling store dumped as YAML ("- card: Jinzo / rulings: [...]"), an FAQ kept as XML
(<entry card="Jinzo"><question>…</question><answer>…</answer></entry>)."""
from __future__ import annotations

import json
import xml.etree.ElementTree as ET

import yaml

from ..model import JudgeError

MAX_VALUES = 2_000_000  # strings, numbers and containers a document may hold once its aliases are followed

# every scalar read as the text it is written as: a date stays "2004-09-14", a key "yes" or "1"
# stays a key of its own (YAML 1.1's types would make it True, or 1, and one overwrite the other),
# and no tag builds anything; libyaml's parser when PyYAML was built with it (several times faster)
TextLoader = getattr(yaml, "CBaseLoader", yaml.BaseLoader)
NULLS = frozenset({"~", "null", "Null", "NULL"})


def yaml_to_json(raw: str, where: str) -> str:
    """A YAML document (or several, "---" apart: a list of them) → JSON text, every scalar a string."""
    try:
        documents = [d for d in yaml.load_all(raw, Loader=TextLoader) if d not in (None, "")]
    except yaml.YAMLError as err:
        mark = getattr(err, "problem_mark", None)
        at = f"line {mark.line + 1}: " if mark is not None else ""
        problem = getattr(err, "problem", None) or str(err).splitlines()[0]
        raise JudgeError(f"{where}: not valid YAML ({at}{problem})") from None
    data = documents[0] if len(documents) == 1 else documents
    return json.dumps(_plain_data(data, where, [0]), ensure_ascii=False)


def _plain_data(value, where: str, count: list[int]):
    """`value` as JSON's types. Aliases make YAML's data a graph whose copies multiply when
    written out ("a billion laughs"): past MAX_VALUES values the document is refused."""
    count[0] += 1
    if count[0] > MAX_VALUES:
        raise JudgeError(f"{where}: more than {MAX_VALUES:,} values once its aliases are followed")
    if isinstance(value, dict):
        return {str(k): _plain_data(v, where, count) for k, v in value.items()}
    if isinstance(value, list):
        return [_plain_data(v, where, count) for v in value]
    return None if value in NULLS else value


def xml_to_json(raw: str, where: str) -> str:
    """An XML document → JSON text: an element with attributes or children is an object (its
    attributes and its children by tag, a tag repeated a list, its own text under "text"); an
    element of text alone is that text. The root's content is the document's (its attributes
    say what the whole export is: format="goat")."""
    try:
        root = ET.fromstring(raw.lstrip("\ufeff"))
    except ET.ParseError as err:
        raise JudgeError(f"{where}: not valid XML ({err})") from None
    data = _element(root, where, [0])
    return json.dumps(data if isinstance(data, dict) else {_tag(root): data}, ensure_ascii=False)


def _tag(element: ET.Element) -> str:
    return str(element.tag).rpartition("}")[2]  # "{namespace}entry" → "entry"


def _element(element: ET.Element, where: str, count: list[int]):
    count[0] += 1
    if count[0] > MAX_VALUES:
        raise JudgeError(f"{where}: more than {MAX_VALUES:,} elements")
    own = " ".join((element.text or "").split())
    children = list(element)
    if not children and not element.attrib:
        return own
    out: dict = {str(k).rpartition("}")[2]: v for k, v in element.attrib.items()}
    repeated: set[str] = set()  # the tags of which it holds several: their list
    for child in children:
        if not isinstance(child.tag, str):  # a comment or a processing instruction
            continue
        tag, value = _tag(child), _element(child, where, count)
        if tag in repeated:
            out[tag].append(value)
        elif tag in out:
            out[tag] = [out[tag], value]
            repeated.add(tag)
        else:
            out[tag] = value
    tails = " ".join(" ".join((c.tail or "").split()) for c in children).strip()
    said = " ".join(s for s in (own, tails) if s)
    if said:
        out["text" if "text" not in out else "#text"] = said
    return out
