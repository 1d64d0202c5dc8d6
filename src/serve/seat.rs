/*!
Whose phone it is (docs/serve.md, "Seats"): a phone with the PIN may say it is a player's, or the
scorer's, and change it at any time (`POST /seat`, field `seat`: a player's number in seating
order from 0, `scorer`, or `none`). The seat is kept with the phone, in a second cookie beside the
PIN's (`tapete-seat`: HttpOnly, SameSite=Strict, a day's `Max-Age`), which names this start of
the table by a tag made from its token: a seat kept from another start is worth nothing here, and
the cookie lets no one in (the PIN's cookie does). Setting a seat needs the PIN's cookie (or the
PIN), is checked for its `Origin` as an entry is, and writes nothing to the journal: a seat is a
convenience of the table, not an authority. Several phones may hold one seat.
*/

use super::form;
use super::routes::{header, let_in, refuse, State};
use crate::http::{Answer, Request, Response};
use crate::report::seat::PhoneSeat;
use hyper::StatusCode;
use serde_json::json;
use std::sync::Arc;

/// The seat's cookie.
pub(crate) const COOKIE: &str = "tapete-seat";

/// The `Set-Cookie` value that keeps `seat` for this start (`tag`: `Pin::seat_tag`), or, with no
/// seat, that forgets it.
pub(crate) fn cookie(tag: &str, base: &str, seat: Option<PhoneSeat>) -> String {
    let attributes = format!("HttpOnly; SameSite=Strict; Path={base}");
    match seat {
        Some(s) => {
            let code = match s {
                PhoneSeat::Player(p) => p.to_string(),
                PhoneSeat::Scorer => "scorer".into(),
            };
            format!("{COOKIE}={tag}.{code}; {attributes}; Max-Age={}", super::pin::COOKIE_AGE.as_secs())
        }
        None => format!("{COOKIE}=; {attributes}; Max-Age=0"),
    }
}

/// The seat a `Cookie` header keeps for this start (`tag`) at a table of `players`, if any.
pub(crate) fn in_cookie(header: &str, tag: &str, players: usize) -> Option<PhoneSeat> {
    let value = header.split(';').filter_map(|c| c.trim().split_once('=')).find(|(k, _)| *k == COOKIE)?.1;
    let (at, code) = value.split_once('.')?;
    if at != tag {
        return None;
    }
    chosen(code, players).flatten()
}

/// What a posted `seat` chooses at a table of `players`: a player by their number in seating
/// order (from 0), `scorer`, or `none` (no seat: `Some(None)`); None when it is none of these.
pub(crate) fn chosen(value: &str, players: usize) -> Option<Option<PhoneSeat>> {
    match value.trim() {
        "scorer" => Some(Some(PhoneSeat::Scorer)),
        "none" => Some(None),
        n if !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()) => {
            n.parse().ok().filter(|p| *p < players).map(|p| Some(PhoneSeat::Player(p)))
        }
        _ => None,
    }
}

/// The seat the request's cookie keeps at this start of `state`'s table.
pub(super) fn of(state: &State, req: &Request) -> Option<PhoneSeat> {
    let players = state.served.snapshot.get().players.len();
    header(req, "cookie").and_then(|c| in_cookie(c, &state.served.pin.seat_tag(), players))
}

/// `POST /seat`: let in as an entry is (the `Origin`, the PIN's cookie or the PIN), then the seat
/// chosen kept in the phone's cookie. With `Accept: application/json`, 200 `{"ok": true, "seat":
/// NAME | "scorer" | null}`; a form's post, 303 to `/`. A `seat` that is none of this table's:
/// 400, and the seat is left as it was.
pub(super) fn post(state: Arc<State>, mut req: Request) -> Answer {
    Box::pin(async move {
        let json_wanted = header(&req, "accept").is_some_and(|a| a.contains("application/json"));
        let urlencoded = match let_in(&state, &mut req, json_wanted).await {
            Ok(urlencoded) => urlencoded,
            Err(refused) => return refused,
        };
        let players = state.served.snapshot.get().players.clone();
        let value = if urlencoded { form::field(&req.body, "seat", true) } else { None };
        let Some(seat) = value.and_then(|v| chosen(&v, players.len())) else {
            let why = state.served.lang.catalog().seat_unknown(&players);
            return refuse(&state, json_wanted, StatusCode::BAD_REQUEST, &why);
        };
        let set = cookie(&state.served.pin.seat_tag(), state.served.pin.base(), seat);
        if json_wanted {
            let name = match seat {
                Some(PhoneSeat::Player(p)) => json!(players[p]),
                Some(PhoneSeat::Scorer) => json!("scorer"),
                None => json!(null),
            };
            return Response::json(json!({"ok": true, "seat": name}).to_string()).with_header("Set-Cookie", set);
        }
        Response::new(StatusCode::SEE_OTHER, "text/plain; charset=utf-8", "")
            .with_header("Location", state.served.pin.base())
            .with_header("Set-Cookie", set)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_is_kept_for_this_start_only() {
        let set = cookie("ab12", "/", Some(PhoneSeat::Player(3)));
        assert_eq!(set, "tapete-seat=ab12.3; HttpOnly; SameSite=Strict; Path=/; Max-Age=86400");
        let value = set.split(';').next().unwrap();
        assert_eq!(in_cookie(&format!("tapete=ff; {value}"), "ab12", 4), Some(PhoneSeat::Player(3)));
        assert_eq!(in_cookie(value, "cd34", 4), None, "another start's");
        assert_eq!(in_cookie(value, "ab12", 3), None, "no such player");
        let scorer = cookie("ab12", "/", Some(PhoneSeat::Scorer));
        assert_eq!(in_cookie(scorer.split(';').next().unwrap(), "ab12", 4), Some(PhoneSeat::Scorer));
        assert_eq!(cookie("ab12", "/", None), "tapete-seat=; HttpOnly; SameSite=Strict; Path=/; Max-Age=0");
        assert_eq!(in_cookie("tapete-seat=", "ab12", 4), None);
        assert_eq!(in_cookie("tapete=ab12.3", "ab12", 4), None, "the PIN's cookie is no seat");
    }

    #[test]
    fn a_seat_is_a_player_s_number_the_scorer_or_none() {
        assert_eq!(chosen("0", 4), Some(Some(PhoneSeat::Player(0))));
        assert_eq!(chosen("3", 4), Some(Some(PhoneSeat::Player(3))));
        assert_eq!(chosen("scorer", 4), Some(Some(PhoneSeat::Scorer)));
        assert_eq!(chosen("none", 4), Some(None));
        for bad in ["4", "-1", "", "Pep", "1.0", "99999999999999999999999"] {
            assert_eq!(chosen(bad, 4), None, "{bad}");
        }
    }
}
