//! The concours journal's lines as JSON, both ways. A line that does not read is a
//! [`Problem`] naming the field, never the line's content.

use super::event::{Draw, Entry, Event, Provenance, Score};
use super::header::{pairing_code, pairing_from_code, ByePoints, Header, Length, Ranking, Team};
use crate::error::journal::{Kind, Problem};
use crate::ruleset::OptValue;
use indexmap::IndexMap;
use serde_json::{json, Map, Value};

pub(crate) fn header_json(h: &Header) -> Value {
    let mut m = Map::new();
    m.insert("type".into(), json!("concours"));
    m.insert("format".into(), json!(h.format));
    m.insert("name".into(), json!(h.name));
    m.insert("ruleset".into(), json!(h.ruleset));
    if let Some(s) = &h.ruleset_sha256 {
        m.insert("ruleset_sha256".into(), json!(s));
    }
    if let Some(y) = &h.ruleset_yaml {
        m.insert("ruleset_yaml".into(), json!(y));
    }
    m.insert("options".into(), Value::Object(h.options.iter().map(|(k, v)| (k.clone(), v.to_json())).collect()));
    m.insert("teams".into(), Value::Array(h.teams.iter().map(team_json).collect()));
    m.insert("rounds".into(), json!(h.rounds));
    match h.length {
        Length::Hands(n) => m.insert("hands".into(), json!(n)),
        Length::Target(t) => m.insert("target".into(), json!(t)),
    };
    m.insert("pairing".into(), json!(pairing_code(h.pairing)));
    m.insert("ranking".into(), json!(h.ranking.code()));
    m.insert("bye_points".into(), json!(h.bye_points.code()));
    m.insert("seed".into(), json!(h.seed));
    m.insert("order".into(), Value::Array(h.order.iter().map(|&t| json!(h.id(t))).collect()));
    if let Some(l) = &h.lang {
        m.insert("lang".into(), json!(l));
    }
    if let Some(a) = &h.at {
        m.insert("at".into(), json!(a));
    }
    Value::Object(m)
}

/// A team as the header and an `add` line write it.
fn team_json(t: &Team) -> Value {
    json!({"id": t.id(), "players": [t.players[0], t.players[1]], "name": t.name})
}

fn draw_fields(h: &Header, d: &Draw, m: &mut Map<String, Value>) {
    m.insert("round".into(), json!(d.round));
    let tables: Vec<Value> =
        d.tables.iter().enumerate().map(|(k, t)| json!({"table": k + 1, "teams": [h.id(t[0]), h.id(t[1])]})).collect();
    m.insert("tables".into(), Value::Array(tables));
    m.insert("bye".into(), d.bye.map(|b| json!(h.id(b))).unwrap_or(Value::Null));
}

fn event_fields(h: &Header, e: &Event, m: &mut Map<String, Value>) {
    m.insert("type".into(), json!(e.kind()));
    match e {
        Event::Draw(d) => draw_fields(h, d, m),
        Event::Redraw { draw, seed } => {
            draw_fields(h, draw, m);
            m.insert("seed".into(), json!(seed));
        }
        Event::Add { teams, from_round } => {
            m.insert("teams".into(), Value::Array(teams.iter().map(|(_, t)| team_json(t)).collect()));
            m.insert("from_round".into(), json!(from_round));
        }
        Event::Result(s) => {
            m.insert("round".into(), json!(s.round));
            m.insert("table".into(), json!(s.table));
            // The teams are the draw's; the journal names them with their points, for a reader
            // without the draw at hand (and the fold checks them against the draw).
            if let Some(t) = s.teams {
                m.insert("teams".into(), json!([h.id(t[0]), h.id(t[1])]));
            }
            m.insert("points".into(), json!(s.points));
            if s.from.is_none() {
                // What the sheet says; a session's result is its journal's.
                m.insert("belotes".into(), json!(s.belotes));
                m.insert("capots".into(), json!(s.capots));
                m.insert("held".into(), json!(s.held));
            }
            if let Some(n) = s.hands {
                m.insert("hands".into(), json!(n));
            }
            if let Some(p) = &s.from {
                m.insert("from".into(), json!({"journal": p.journal, "sha256": p.sha256}));
            }
        }
        Event::Withdraw { team, from_round } => {
            m.insert("team".into(), json!(h.id(*team)));
            m.insert("from_round".into(), json!(from_round));
        }
        Event::Undo => {}
        Event::Amend { line, event } => {
            m.insert("line".into(), json!(line));
            let mut inner = Map::new();
            event_fields(h, event, &mut inner);
            m.insert("entry".into(), Value::Object(inner));
        }
    }
}

/// An entry's line, with the time it was written.
pub(crate) fn entry_json(h: &Header, e: &Event, at: Option<&str>) -> Value {
    let mut m = Map::new();
    event_fields(h, e, &mut m);
    if let Some(a) = at {
        m.insert("at".into(), json!(a));
    }
    Value::Object(m)
}

fn need<'a>(m: &'a Map<String, Value>, ty: &str, field: &str) -> Result<&'a Value, Problem> {
    m.get(field).filter(|v| !v.is_null()).ok_or_else(|| Problem::Missing { ty: ty.into(), field: field.into() })
}

fn whole(m: &Map<String, Value>, ty: &str, field: &str) -> Result<u64, Problem> {
    need(m, ty, field)?.as_u64().ok_or(Problem::FieldKind { field: field.into(), kind: Kind::Whole })
}

fn small(m: &Map<String, Value>, ty: &str, field: &str) -> Result<u32, Problem> {
    u32::try_from(whole(m, ty, field)?).map_err(|_| Problem::FieldKind { field: field.into(), kind: Kind::Whole })
}

fn text<'a>(m: &'a Map<String, Value>, ty: &str, field: &str) -> Result<&'a str, Problem> {
    need(m, ty, field)?.as_str().ok_or(Problem::FieldKind { field: field.into(), kind: Kind::Text })
}

fn opt_text<'a>(m: &'a Map<String, Value>, field: &str) -> Result<Option<&'a str>, Problem> {
    match m.get(field) {
        None | Some(Value::Null) => Ok(None),
        Some(Value::String(s)) => Ok(Some(s)),
        Some(_) => Err(Problem::FieldKind { field: field.into(), kind: Kind::Text }),
    }
}

fn object(text: &str) -> Result<Map<String, Value>, Problem> {
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Object(m)) => Ok(m),
        Ok(_) => Err(Problem::NotObject),
        Err(e) => Err(Problem::NotJson { detail: crate::term::scrub(&e.to_string()), column: e.column() }),
    }
}

fn at(m: &Map<String, Value>) -> Result<Option<String>, Problem> {
    let at = opt_text(m, "at")?;
    if let Some(a) = at {
        if chrono::DateTime::parse_from_rfc3339(a).is_err() {
            return Err(Problem::At);
        }
    }
    Ok(at.map(str::to_string))
}

/// The `teams` of a header or an `add` line: each its two players and its name.
fn teams_of(m: &Map<String, Value>, ty: &str) -> Result<Vec<Team>, Problem> {
    let bad_teams = || Problem::FieldKind { field: "teams".into(), kind: Kind::Teams };
    let mut teams = Vec::new();
    for t in need(m, ty, "teams")?.as_array().ok_or_else(bad_teams)? {
        let t = t.as_object().ok_or_else(bad_teams)?;
        let players = t.get("players").and_then(Value::as_array).ok_or_else(bad_teams)?;
        let names: Vec<String> = players.iter().filter_map(|p| p.as_str().map(str::to_string)).collect();
        let [a, b]: [String; 2] = names.try_into().map_err(|_| bad_teams())?;
        let name = opt_text(t, "name").map_err(|_| bad_teams())?.map(str::to_string);
        teams.push(Team { players: [a, b], name });
    }
    Ok(teams)
}

/// The header line, or why it is not a concours header.
pub(crate) fn parse_header(line: &str) -> Result<Header, Problem> {
    let m = object(line)?;
    if m.get("type").and_then(Value::as_str) != Some("concours") {
        return Err(Problem::NotConcours);
    }
    let ty = "concours";
    let format = small(&m, ty, "format")?;
    if format != 1 {
        return Err(Problem::Format { format });
    }
    let mut options = IndexMap::new();
    if let Some(o) = m.get("options").filter(|v| !v.is_null()) {
        let o = o.as_object().ok_or(Problem::FieldKind { field: "options".into(), kind: Kind::Object })?;
        for (k, v) in o {
            options.insert(k.clone(), OptValue::from_json(v).ok_or_else(|| Problem::OptionValue { key: k.clone() })?);
        }
    }
    let teams = teams_of(&m, ty)?;
    let all: Vec<String> = teams.iter().flat_map(|t| t.players.iter().cloned()).collect();
    crate::names::check_structure(&all).map_err(Problem::Players)?;
    let length = match (m.get("hands").filter(|v| !v.is_null()), m.get("target").filter(|v| !v.is_null())) {
        (Some(_), None) => Length::Hands(small(&m, ty, "hands")?),
        (None, Some(t)) => {
            Length::Target(t.as_i64().ok_or(Problem::FieldKind { field: "target".into(), kind: Kind::Whole })?)
        }
        _ => return Err(Problem::Missing { ty: ty.into(), field: "hands".into() }),
    };
    let word = |field: &str| -> Result<&str, Problem> { text(&m, ty, field) };
    let shape = |field: &str| Problem::FieldKind { field: field.into(), kind: Kind::Text };
    let pairing = pairing_from_code(word("pairing")?).ok_or_else(|| shape("pairing"))?;
    let ranking = Ranking::from_code(word("ranking")?).ok_or_else(|| shape("ranking"))?;
    let bye_points = ByePoints::from_code(word("bye_points")?).ok_or_else(|| shape("bye_points"))?;
    let mut h = Header {
        format,
        name: text(&m, ty, "name")?.to_string(),
        ruleset: text(&m, ty, "ruleset")?.to_string(),
        ruleset_sha256: opt_text(&m, "ruleset_sha256")?.map(str::to_string),
        ruleset_yaml: opt_text(&m, "ruleset_yaml")?.map(str::to_string),
        options,
        teams,
        rounds: small(&m, ty, "rounds")?,
        length,
        pairing,
        ranking,
        bye_points,
        seed: whole(&m, ty, "seed")?,
        order: Vec::new(),
        lang: opt_text(&m, "lang")?.map(str::to_string),
        at: at(&m)?,
        index: Default::default(),
    };
    if let Some(l) = &h.lang {
        if !matches!(l.as_str(), "en" | "es" | "fr") {
            return Err(Problem::Lang { lang: l.clone() });
        }
    }
    let bad_order = || Problem::FieldKind { field: "order".into(), kind: Kind::Texts };
    let mut order = Vec::new();
    for id in need(&m, ty, "order")?.as_array().ok_or_else(bad_order)? {
        let t = id.as_str().and_then(|id| h.team_by_id(id)).ok_or_else(bad_order)?;
        if order.contains(&t) {
            return Err(bad_order());
        }
        order.push(t);
    }
    if order.len() != h.teams.len() {
        return Err(bad_order());
    }
    h.order = order;
    Ok(h)
}

fn team(h: &Header, m: &Map<String, Value>, field: &str) -> Result<usize, Problem> {
    let id = text(m, "withdraw", field)?;
    h.team_by_id(id).ok_or(Problem::FieldKind { field: field.into(), kind: Kind::Teams })
}

fn draw_of(h: &Header, m: &Map<String, Value>, ty: &str) -> Result<Draw, Problem> {
    let round = small(m, ty, "round")?;
    let bad = || Problem::FieldKind { field: "tables".into(), kind: Kind::Teams };
    let mut tables = Vec::new();
    for t in need(m, ty, "tables")?.as_array().ok_or_else(bad)? {
        let ids = t.get("teams").and_then(Value::as_array).ok_or_else(bad)?;
        let teams: Vec<usize> =
            ids.iter().map(|i| i.as_str().and_then(|i| h.team_by_id(i)).ok_or_else(bad)).collect::<Result<_, _>>()?;
        let pair: [usize; 2] = teams.try_into().map_err(|_| bad())?;
        tables.push(pair);
    }
    let bye = match m.get("bye") {
        None | Some(Value::Null) => None,
        Some(_) => Some(team(h, m, "bye")?),
    };
    Ok(Draw { round, tables, bye })
}

/// An entry; an `add` line's teams join the journal's teams (`h.teams`, the header's first) when
/// it names them first, so that the lines after it name them by id.
fn event(h: &mut Header, m: &Map<String, Value>, inner: bool) -> Result<Event, Problem> {
    let ty = text(m, "", "type").map_err(|_| Problem::Missing { ty: String::new(), field: "type".into() })?;
    Ok(match ty {
        "draw" => Event::Draw(draw_of(h, m, ty)?),
        "redraw" => Event::Redraw { draw: draw_of(h, m, ty)?, seed: whole(m, ty, "seed")? },
        "add" if !inner => {
            let teams = teams_of(m, ty)?;
            if teams.is_empty() {
                return Err(Problem::FieldKind { field: "teams".into(), kind: Kind::Teams });
            }
            let all: Vec<String> = teams.iter().flat_map(|t| t.players.iter().cloned()).collect();
            crate::names::check_structure(&all).map_err(Problem::Players)?;
            let from_round = small(m, ty, "from_round")?;
            let mut indexed = Vec::with_capacity(teams.len());
            for t in teams {
                let k = h.team_by_id(&t.id()).unwrap_or_else(|| {
                    h.teams.push(t.clone());
                    h.teams.len() - 1
                });
                indexed.push((k, t));
            }
            Event::Add { teams: indexed, from_round }
        }
        "result" => {
            let bad = || Problem::FieldKind { field: "points".into(), kind: Kind::Wholes };
            let points = need(m, ty, "points")?.as_array().ok_or_else(bad)?;
            let points: Vec<i64> = points.iter().map(|p| p.as_i64().ok_or_else(bad)).collect::<Result<_, _>>()?;
            let points: [i64; 2] = points.try_into().map_err(|_| bad())?;
            let from = match m.get("from") {
                None | Some(Value::Null) => None,
                Some(Value::Object(f)) => Some(Provenance {
                    journal: text(f, ty, "journal")?.to_string(),
                    sha256: text(f, ty, "sha256")?.to_string(),
                }),
                Some(_) => return Err(Problem::FieldKind { field: "from".into(), kind: Kind::Object }),
            };
            let held = match m.get("held") {
                None | Some(Value::Null) => 0,
                Some(v) => v.as_i64().ok_or(Problem::FieldKind { field: "held".into(), kind: Kind::Whole })?,
            };
            let teams = match m.get("teams") {
                None | Some(Value::Null) => None,
                Some(v) => {
                    let bad = || Problem::FieldKind { field: "teams".into(), kind: Kind::Teams };
                    let ids = v.as_array().ok_or_else(bad)?;
                    let teams: Vec<usize> = ids
                        .iter()
                        .map(|i| i.as_str().and_then(|i| h.team_by_id(i)).ok_or_else(bad))
                        .collect::<Result<_, _>>()?;
                    Some(<[usize; 2]>::try_from(teams).map_err(|_| bad())?)
                }
            };
            let count = |field: &str| -> Result<u32, Problem> {
                if m.get(field).is_none_or(Value::is_null) {
                    return Ok(0);
                }
                small(m, ty, field)
            };
            Event::Result(Score {
                round: small(m, ty, "round")?,
                table: small(m, ty, "table")?,
                teams,
                points,
                belotes: count("belotes")?,
                capots: count("capots")?,
                held,
                hands: if m.get("hands").is_none_or(Value::is_null) { None } else { Some(small(m, ty, "hands")?) },
                from,
            })
        }
        "withdraw" => Event::Withdraw { team: team(h, m, "team")?, from_round: small(m, ty, "from_round")? },
        "undo" if !inner => Event::Undo,
        "amend" if !inner => {
            let line = whole(m, ty, "line")? as usize;
            let e = need(m, ty, "entry")?
                .as_object()
                .ok_or(Problem::FieldKind { field: "entry".into(), kind: Kind::Object })?;
            let inner = event(h, e, true).map_err(|p| match p {
                Problem::AmendOfAmend => p,
                p => Problem::InAmend(Box::new(p)),
            })?;
            Event::Amend { line, event: Box::new(inner) }
        }
        "undo" | "amend" | "add" | "concours" if inner => return Err(Problem::AmendOfAmend),
        "concours" => return Err(Problem::SecondHeader),
        _ => return Err(Problem::UnknownConcoursType { ty: crate::term::scrub(ty) }),
    })
}

/// An event line (its line number is the caller's). `h` holds the journal's teams so far: an
/// `add` line's new teams join them.
pub(crate) fn parse_entry(h: &mut Header, text_line: &str, line: usize) -> Result<Entry, Problem> {
    let m = object(text_line)?;
    Ok(Entry { line, at: at(&m)?, event: event(h, &m, false)? })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::concours::state::{sample, typed};

    #[test]
    fn every_line_reads_back_as_written() {
        let mut h = sample(5, 12).header;
        h.teams[1].name = Some("Los Primos".into());
        h.order = vec![4, 2, 0, 1, 3];
        h.lang = Some("es".into());
        let back = parse_header(&header_json(&h).to_string()).unwrap();
        assert_eq!(back, h);
        let events = [
            Event::Draw(Draw { round: 1, tables: vec![[0, 1], [2, 3]], bye: Some(4) }),
            typed(1, 2, [1000, 964], 1),
            Event::Result(Score {
                round: 1,
                table: 1,
                teams: Some([0, 1]),
                points: [1010, 934],
                belotes: 0,
                capots: 0,
                held: 0,
                hands: Some(12),
                from: Some(Provenance { journal: "t1.jsonl".into(), sha256: "ab".repeat(32) }),
            }),
            Event::Withdraw { team: 3, from_round: 2 },
            Event::Redraw { draw: Draw { round: 1, tables: vec![[0, 2], [1, 3]], bye: Some(4) }, seed: 8 },
            Event::Undo,
            Event::Amend { line: 3, event: Box::new(typed(1, 2, [1100, 864], 1)) },
        ];
        for (k, e) in events.iter().enumerate() {
            let text = entry_json(&h, e, Some("2026-11-26T19:00:00Z")).to_string();
            let back = parse_entry(&mut h.clone(), &text, k + 2).unwrap();
            assert_eq!(&back.event, e, "{text}");
        }
    }

    #[test]
    fn a_late_team_joins_the_journal_s_teams_and_later_lines_name_it() {
        let h = sample(2, 12).header;
        let mut teams = h.clone();
        let zoe = Team { players: ["Zoe".into(), "Max".into()], name: Some("Las Tardes".into()) };
        let add = Event::Add { teams: vec![(2, zoe.clone())], from_round: 2 };
        let text = entry_json(&h, &add, None).to_string();
        assert_eq!(parse_entry(&mut teams, &text, 2).unwrap().event, add);
        assert_eq!(teams.teams.len(), 3);
        let w = r#"{"type":"withdraw","team":"Zoe+Max","from_round":3}"#;
        assert_eq!(parse_entry(&mut teams, w, 3).unwrap().event, Event::Withdraw { team: 2, from_round: 3 });
        // The same team added again (after an undo) is the same team.
        assert_eq!(parse_entry(&mut teams, &text, 4).unwrap().event, add);
        assert_eq!(teams.teams.len(), 3);
        // Before its add line, no line names it.
        assert!(parse_entry(&mut h.clone(), w, 2).is_err());
    }

    #[test]
    fn a_line_that_is_not_a_concours_entry_names_what_is_wrong() {
        let h = sample(2, 12).header;
        assert_eq!(
            parse_entry(&mut h.clone(), r#"{"type":"play","card":"7S"}"#, 2).unwrap_err(),
            Problem::UnknownConcoursType { ty: "play".into() }
        );
        assert!(matches!(
            parse_entry(&mut h.clone(), r#"{"type":"withdraw","team":"Z+z","from_round":1}"#, 2),
            Err(Problem::FieldKind { .. })
        ));
        assert!(matches!(parse_header(r#"{"type":"session","format":1}"#), Err(Problem::NotConcours)));
        // A result's teams are ids of the concours's teams, two of them.
        for teams in [r#"["A1+A2","Z+z"]"#, r#"["A1+A2"]"#, r#""A1+A2""#] {
            let line = format!(r#"{{"type":"result","round":1,"table":1,"teams":{teams},"points":[1000,944]}}"#);
            assert!(
                matches!(parse_entry(&mut h.clone(), &line, 3), Err(Problem::FieldKind { ref field, .. }) if field == "teams"),
                "{line}"
            );
        }
    }
}
