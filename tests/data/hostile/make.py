#!/usr/bin/env python3
"""Builds the hostile corpus: journals and rulesets that are broken, malicious or odd on purpose,
and expected.tsv, what `tapete verify` / `tapete rules check` must say of each:

    FILE <TAB> EXIT <TAB> WHERE <TAB> FRAGMENT

WHERE is the line the message must name (journals: "line N"; rulesets: "FILE:N:"), or "-" when the
file as a whole is at fault. FRAGMENT is a piece of the message (or "-" for a clean exit 0).
tests/hostile.rs runs every file; files made at run time (FIFOs, devices, huge or sparse files)
live in that test. Run from this folder: python3 make.py
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
J = os.path.join(HERE, "journals")
R = os.path.join(HERE, "rulesets")
rows = []

HEADER = {"type": "session", "format": 1, "ruleset": "belote-classic", "options": {"target": 501},
          "players": ["Pep", "Marta", "Iker", "Olga"]}
BODY = [
    {"type": "deal", "dealer": "Pep", "turned": "8C"},
    {"type": "bid", "player": "Marta", "call": "pass"},
    {"type": "bid", "player": "Iker", "call": "pass"},
    {"type": "bid", "player": "Olga", "call": "pass"},
    {"type": "bid", "player": "Pep", "call": "take"},
    {"type": "play", "player": "Marta", "card": "7C"},
    {"type": "play", "player": "Iker", "card": "AC"},
]


def line(obj):
    return json.dumps(obj, ensure_ascii=False)


def journal(name, exit, where, fragment, header=None, body=None, raw=None):
    path = os.path.join(J, name)
    if raw is None:
        lines = [line(header if header is not None else HEADER)] + [line(e) for e in (body if body is not None else BODY)]
        raw = ("\n".join(lines) + "\n").encode()
    elif isinstance(raw, str):
        raw = raw.encode()
    with open(path, "wb") as f:
        f.write(raw)
    rows.append(("journals/" + name, str(exit), where, fragment))


def h(**kw):
    x = dict(HEADER)
    for k, v in kw.items():
        if v is None:
            x.pop(k, None)
        else:
            x[k] = v
    return x


def body_with(i, entry):
    b = list(BODY)
    b.insert(i, entry)
    return b


os.makedirs(J, exist_ok=True)
os.makedirs(R, exist_ok=True)
good = "\n".join(line(x) for x in [HEADER] + BODY) + "\n"

# The file as a whole.
journal("01-empty.jsonl", 2, "-", "holds no session", raw="")
journal("02-blank-lines.jsonl", 2, "-", "holds no session", raw="\n\n  \n")
journal("03-cut-header.jsonl", 2, "-", "holds no session", raw=line(HEADER)[:40])
# The header.
journal("04-garbage-header.jsonl", 2, "line 1", "not valid JSON", raw="root:x:0:0:root:/root:/bin/bash\n")
journal("05-array-header.jsonl", 2, "line 1", "one JSON object", raw='["session", 1]\n')
journal("06-not-a-session.jsonl", 2, "line 1", "session header", header={"type": "deal", "dealer": "Pep"})
journal("07-format-2.jsonl", 2, "line 1", "format 2", header=h(format=2))
journal("08-format-as-text.jsonl", 2, "line 1", "'format' must be a whole number", header=h(format="1"))
journal("09-no-players.jsonl", 2, "line 1", "'players'", header=h(players=None))
journal("10-players-not-a-list.jsonl", 2, "line 1", "'players' must be a list", header=h(players="Pep,Marta"))
journal("11-escape-in-a-name.jsonl", 2, "line 1", "control or formatting character",
        header=h(players=["Pep\u001b[2J\u001b]0;pwned\u0007", "Marta", "Iker", "Olga"]))
journal("12-bidi-override-name.jsonl", 2, "line 1", "control or formatting character",
        header=h(players=["Pep\u202e", "Marta", "Iker", "Olga"]))
journal("13-names-equal-but-case.jsonl", 2, "line 1", "same name but for case",
        header=h(players=["Pep", "Marta", "PEP", "Olga"]))
journal("14-plus-in-a-name.jsonl", 2, "line 1", "'+'", header=h(players=["Pep+Iker", "Marta", "Iker", "Olga"]))
journal("15-three-players-for-four.jsonl", 2, "line 1", "played by 4 players", header=h(players=["Pep", "Marta", "Iker"]))
journal("16-ruleset-is-a-path.jsonl", 2, "line 1", "--ruleset", header=h(ruleset="/etc/passwd"))
journal("17-ruleset-proc-environ.jsonl", 2, "line 1", "--ruleset", header=h(ruleset="/proc/self/environ"))
journal("18-unknown-ruleset.jsonl", 2, "line 1", "not bundled", header=h(ruleset="mus"))
journal("19-broken-ruleset-inside.jsonl", 2, "line 1", "unknown field",
        header=h(ruleset="house", ruleset_yaml="format: 1\nname: house\ngmae: belote\n"))
journal("20-passwd-as-ruleset-inside.jsonl", 2, "line 1", "not a ruleset",
        header=h(ruleset="house", ruleset_yaml="root:x:0:0:SECRET:/root:/bin/bash\n"))
journal("21-option-of-wrong-type.jsonl", 2, "line 1", "option", header=h(options={"target": [501]}))
journal("22-target-too-high.jsonl", 2, "line 1", "at most", header=h(options={"target": 10 ** 15}))
journal("23-unknown-option.jsonl", 2, "line 1", "no option", header=h(options={"colour": "red"}))
journal("24-teams-not-opposite.jsonl", 2, "line 1", "opposite",
        header=h(teams=[["Pep", "Marta"], ["Iker", "Olga"]]))
journal("25-bad-time.jsonl", 2, "line 1", "RFC 3339", header=h(at="yesterday \u001b[31m"))
journal("26-unknown-language.jsonl", 2, "line 1", "en, es or fr", header=h(lang="xx"))
journal("27-ruleset-name-with-escape.jsonl", 2, "line 1", "'ruleset'", header=h(ruleset="belote\u001b[2J"))
journal("28-huge-option-number.jsonl", 2, "line 1", "not valid JSON",
        raw=line(HEADER).replace('"target": 501', '"target": 1e400') + "\n")
# Lines after the header.
journal("29-garbage-line.jsonl", 2, "line 3", "not valid JSON", raw=good.replace(line(BODY[1]), "this is not json"))
journal("30-nul-in-a-line.jsonl", 2, "line 4", "not valid JSON",
        raw=good.replace(line(BODY[2]), line(BODY[2])[:-5] + "\u0000" + line(BODY[2])[-5:]))
with open(os.path.join(J, "31-invalid-utf8.jsonl"), "wb") as f:
    f.write(good.replace(line(BODY[3]), "@@").encode().replace(b"@@", b'{"type": "note", "text": "\xff\xfe"}'))
rows.append(("journals/31-invalid-utf8.jsonl", "2", "line 5", "not UTF-8"))
with open(os.path.join(J, "32-invalid-utf8-cut-last.jsonl"), "wb") as f:
    # a crash inside a character: the first byte of "é"
    f.write(good.encode() + b'{"type": "note", "text": "caf\xc3')
rows.append(("journals/32-invalid-utf8-cut-last.jsonl", "0", "line 9", "incomplete"))
journal("33-cut-last-line.jsonl", 0, "line 9", "incomplete", raw=good + line(BODY[0])[:17])
journal("34-deep-nesting.jsonl", 2, "line 9", "recursion limit",
        raw=good + '{"type": "note", "text": ' + "[" * 100000 + "\n")
journal("35-huge-count.jsonl", 2, "line 9", "not valid JSON",
        raw=good + '{"type": "exchange", "player": "Pep", "count": 1e999}\n')
journal("36-count-as-text.jsonl", 2, "line 9", "'count' must be a whole number",
        body=BODY + [{"type": "exchange", "player": "Pep", "count": "SECRET"}])
journal("37-card-as-list.jsonl", 2, "line 8", "'card' must be a string",
        body=body_with(6, {"type": "play", "player": "Iker", "card": ["SECRET"]}))
journal("38-unknown-entry-type.jsonl", 2, "line 9", "unknown entry type", body=BODY + [{"type": "teleport"}])
journal("39-second-header.jsonl", 2, "line 9", "second 'session' header", body=BODY + [HEADER])
journal("40-play-without-card.jsonl", 2, "line 9", "needs the field 'card'",
        body=BODY + [{"type": "play", "player": "Olga"}])
journal("41-unknown-dealer.jsonl", 1, "line 2", "not a player", body=[{"type": "deal", "dealer": "Zorro", "turned": "8C"}])
journal("42-card-not-in-deck.jsonl", 1, "line 9", "not a card",
        body=BODY + [{"type": "play", "player": "Olga", "card": "ZZ"}])
journal("43-escape-in-a-card.jsonl", 1, "line 9", "not a card",
        body=BODY + [{"type": "play", "player": "Olga", "card": "7\u001b[2JC"}])
journal("44-option-out-of-range.jsonl", 1, "line 9", "at most",
        body=BODY + [{"type": "option", "key": "target", "value": 10 ** 12}])
journal("45-option-unknown-key.jsonl", 1, "line 9", "no option",
        body=BODY + [{"type": "option", "key": "\u001b[31mcolour", "value": 1}])
journal("46-bom-and-crlf.jsonl", 0, "-", "-", raw="\ufeff" + good.replace("\n", "\r\n"))
journal("47-escape-in-a-note.jsonl", 0, "-", "-", body=BODY + [{"type": "note", "text": "\u001b[2J\u001b]0;x\u0007"}])
journal("48-undo-past-the-start.jsonl", 1, "line 2", "nothing to undo", body=[{"type": "undo"}])
journal("49-long-name.jsonl", 2, "line 1", "longer than 40",
        header=h(players=["P" * 5000, "Marta", "Iker", "Olga"]))
journal("50-hundred-players.jsonl", 2, "line 1", "not 100", header=h(players=["P%d" % i for i in range(100)]))
journal("51-empty-object-lines.jsonl", 2, "line 1", "session header", raw="{}\n{}\n")
journal("52-say-garbage.jsonl", 1, "line 9", "not something to say",
        body=BODY + [{"type": "play", "player": "Olga", "card": "9C", "say": "\u001b[5mbelote"}])
journal("53-negative-exchange.jsonl", 1, "line 2", "has no place",
        body=[{"type": "exchange", "player": "Pep", "count": -5}])

# Rulesets: broken copies of the bundled files (a line replaced), and files that are not rulesets.
def bundled(name):
    with open(os.path.join(HERE, "..", "..", "..", "rulesets", name + ".yaml"), encoding="utf-8") as f:
        return f.read()


def ruleset(name, exit, where, fragment, text=None, base=None, find=None, replace=None, raw=None):
    path = os.path.join(R, name)
    if raw is None:
        if text is None:
            src = bundled(base)
            assert find in src, (name, find)
            text = src.replace(find, replace, 1)
            if where.startswith("@"):
                # the line of the replacement ("@+1": the line after it)
                where = str(src[: src.index(find)].count("\n") + 1 + int(where[1:] or 0))
        raw = text.encode()
    with open(path, "wb") as f:
        f.write(raw)
    rows.append(("rulesets/" + name, str(exit), "-" if where == "-" else "%s:%s:" % (name, where), fragment))


ruleset("01-empty.yaml", 2, "1", "missing field `format`", text="")
ruleset("02-passwd.yaml", 2, "1", "not a ruleset", text="root:x:0:0:SECRET:/root:/bin/bash\nbin:x:1:1::/:\n")
ruleset("03-not-utf8.yaml", 2, "2", "not UTF-8", raw=b"format: 1\nname: b\xffad\n")
ruleset("04-nul.yaml", 2, "2", "control characters", raw=b"format: 1\nname: x\x00y\n")
ruleset("05-deep.yaml", 2, "33", "nesting deeper", text="".join("  " * i + "a%d:\n" % i for i in range(40)))
ruleset("06-alias-bomb.yaml", 2, "1", "-",
        text="a: &a [1,2,3,4,5,6,7,8,9]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\n"
             "d: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]\ne: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]\nf: [*e,*e,*e,*e,*e,*e,*e,*e,*e]\n")
ruleset("07-huge-number.yaml", 2, "@", "-", base="belote-classic", find="    default: 1000", replace="    default: 1e400")
ruleset("08-negative-points.yaml", 2, "@", "from 0 to 1000", base="belote-classic",
        find='{J: 20, "9": 14', replace='{J: -20, "9": 14')
ruleset("09-points-too-high.yaml", 2, "@", "from 0 to 1000", base="belote-classic",
        find='{J: 20, "9": 14', replace='{J: 2000000, "9": 14')
ruleset("10-hand-size-zero.yaml", 2, "@", "from 1 to 16", base="belote-classic", find="hand_size: {4: 8}", replace="hand_size: {4: 0}")
ruleset("11-hand-size-overflows.yaml", 2, "@", "-", base="belote-classic",
        find="hand_size: {4: 8}", replace="hand_size: {4: 4294967297}")
ruleset("12-hand-size-for-nine.yaml", 2, "@", "not played by 9", base="belote-classic",
        find="hand_size: {4: 8}", replace="hand_size: {4: 8, 9: 3}")
ruleset("13-one-player.yaml", 2, "@", "impossible", base="bestia", find="counts: [3, 4, 5, 6, 7, 8]", replace="counts: [1, 3]")
ruleset("14-nine-players.yaml", 2, "@", "impossible", base="bestia", find="counts: [3, 4, 5, 6, 7, 8]", replace="counts: [3, 9]")
ruleset("15-count-twice.yaml", 2, "@", "listed twice", base="bestia", find="counts: [3, 4, 5, 6, 7, 8]", replace="counts: [3, 4, 4]")
ruleset("16-teams-of-three.yaml", 2, "@", "cannot form teams", base="belote-classic", find="counts: [4]", replace="counts: [3, 4]")
ruleset("17-penalty-banana.yaml", 2, "@", "-", base="belote-classic",
        find="    default: hand-lost", replace="    default: banana")
ruleset("18-penalty-choices-banana.yaml", 2, "@", "not a value the game reads", base="belote-classic",
        find="    choices: [hand-lost, flag-only]", replace="    choices: [hand-lost, banana]")
ruleset("19-target-zero.yaml", 2, "@", "at least 1", base="belote-classic", find="    default: 1000", replace="    default: 0")
ruleset("20-target-min-negative.yaml", 2, "@", "from 1 to", base="belote-classic", find="    min: 1", replace="    min: -5")
ruleset("21-ante-zero.yaml", 2, "@", "at least 1", base="bestia", find="    default: 2", replace="    default: 0")
ruleset("22-ante-huge.yaml", 2, "@", "at most 1000", base="bestia", find="    default: 2", replace="    default: 100000")
ruleset("23-stake-negative.yaml", 2, "@", "at least 0", base="perejila", find="    default: 1\n", replace="    default: -1\n")
ruleset("24-deck-47.yaml", 2, "@", "not a value the game reads", base="perejila",
        find="    choices: [40, 48]", replace="    choices: [40, 47]")
ruleset("25-wildcard-for-47.yaml", 2, "@", "not 47", base="perejila",
        find="wildcard: {40: 7O, 48: 9O}", replace="wildcard: {40: 7O, 47: 9O, 48: 9O}")
ruleset("26-wildcard-not-a-card.yaml", 2, "@", "not a card", base="perejila",
        find="wildcard: {40: 7O, 48: 9O}", replace="wildcard: {40: XX, 48: 9O}")
ruleset("27-bestia-hand-14.yaml", 2, "@", "from 1 to 13", base="bestia", find="  hand_size: 5", replace="  hand_size: 14")
ruleset("28-bestia-hand-too-big.yaml", 2, "-", "need more than", base="bestia", find="  hand_size: 5", replace="  hand_size: 12")
ruleset("29-exchange-six.yaml", 2, "@", "from 0 to 5", base="bestia", find="  max_exchange: 4", replace="  max_exchange: 6")
ruleset("30-min-pot-zero.yaml", 2, "@", "from 1 to 1000", base="bestia", find="  min_pot: 5", replace="  min_pot: 0")
ruleset("31-panfilo-not-a-card.yaml", 2, "@", "not a card", base="bestia", find="  panfilo_card: JC", replace="  panfilo_card: ZZ")
ruleset("32-swap-with-four.yaml", 2, "@", "must be table", base="belote-es", find="  swap_seven: [2, 3]", replace="  swap_seven: [2, 3, 4]")
ruleset("33-swap-without-sevens.yaml", 2, "-", "needs the 7s", base="belote-es",
        find='  ranks: [A, K, Q, J, "10", "9", "8", "7"]', replace='  ranks: [A, K, Q, J, "10", "9", "8"]')
ruleset("34-run-of-nine.yaml", 2, "-", "run of 9", base="belote-es",
        find="run_values: {3: 20,", replace="run_values: {9: 300, 3: 20,")
ruleset("35-brelan-worth-5000.yaml", 2, "@", "from 0 to 1000", base="belote-es",
        find="four_values: {J: 200,", replace="four_values: {J: 5000,")
ruleset("36-unknown-top-key.yaml", 2, "@", "unknown field `gmae`", base="belote-classic", find="game: belote", replace="gmae: belote")
ruleset("37-unknown-option.yaml", 2, "@+1", "unknown option", base="belote-classic",
        find="options:\n", replace="options:\n  colour:\n    default: 1\n    description: x\n")
ruleset("38-escape-in-description.yaml", 2, "@", "without control characters", base="bestia",
        find="    description: Chips every player puts in the pot before each deal; the pot must then hold at least 5.",
        replace='    description: "\\e[2JChips every player puts in the pot"')
ruleset("39-format-2.yaml", 2, "@", "format 2", base="perejila", find="format: 1", replace="format: 2")
ruleset("40-name-with-slash.yaml", 2, "@", "a name is letters", base="perejila", find="name: perejila", replace="name: ../perejila")
ruleset("41-game-bogus.yaml", 2, "@", "unknown variant `bogus`", base="perejila", find="game: perejila", replace="game: bogus")
ruleset("42-duty-typo.yaml", 2, "@", "unknown field `folow`", base="bestia", find="    follow: true", replace="    folow: true")
ruleset("43-order-misses-a-rank.yaml", 2, "@", "leaves out rank", base="belote-classic",
        find='    order: [A, "10", K, Q, J, "9", "8", "7"]\n    points: {A: 11,', replace='    order: [A, "10", K, Q, J, "9", "8"]\n    points: {A: 11,')
ruleset("44-rank-twice.yaml", 2, "@", "listed twice", base="belote-classic",
        find='  ranks: [A, K, Q, J, "10", "9", "8", "7"]', replace='  ranks: [A, K, Q, J, "10", "9", "8", "7", A]')
ruleset("45-rank-unknown.yaml", 2, "@", "not a rank", base="belote-classic",
        find='  ranks: [A, K, Q, J, "10", "9", "8", "7"]', replace='  ranks: [A, K, Q, J, "10", "9", "8", Z]')
ruleset("46-no-choices.yaml", 2, "@", "at least one choice", base="belote-classic",
        find="    choices: [hand-lost, flag-only]", replace="    choices: []")
ruleset("47-switch-with-min.yaml", 2, "-", "whole-number options", base="belote-classic",
        find="  all_no_trump:\n    default: false\n", replace="  all_no_trump:\n    default: false\n    min: 0\n")
ruleset("48-last-trick-huge.yaml", 2, "@", "from 0 to 1000", base="belote-classic", find="  last_trick: 10", replace="  last_trick: 99999")
ruleset("49-capot-negative.yaml", 2, "@", "from 0 to 1000", base="belote-classic", find="  capot_bonus: 90", replace="  capot_bonus: -1")
ruleset("50-tab-indent.yaml", 2, "@", "cannot start any token", base="bestia", find="  hand_size: 5", replace="\thand_size: 5")
ruleset("51-json-array.yaml", 2, "1", "not a ruleset", text='["format", 1]\n')
ruleset("53-bom-and-crlf.yaml", 0, "-", "-", raw=("\ufeff" + bundled("bestia").replace("\n", "\r\n")).encode())

with open(os.path.join(HERE, "expected.tsv"), "w", encoding="utf-8") as f:
    f.write("# file\texit\twhere\tfragment (made by make.py)\n")
    for r in rows:
        f.write("\t".join(r) + "\n")
print(len([r for r in rows if r[0].startswith("journals/")]), "journals,",
      len([r for r in rows if r[0].startswith("rulesets/")]), "rulesets")
