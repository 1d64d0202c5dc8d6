/*!
The page of a served table on a phone (docs/serve.md): the live board on top, and, for a phone
that gave the table's PIN, the questions of the moment with their answers as large tap targets
(each sends one whole entry), a free entry line for anything else, undo, and under them the folds
(`phone_folds`: the hand in play, the last hand, the score, help). Forms post to
`/entry` with the `seq` the page was made at, so the page works without scripts
(post-redirect-get); a small script, allowed by its hash, keeps it live: it follows `/state` (twice a second),
posts without leaving the page, says when the table cannot be reached and sends again.
*/

use super::asked::Asked;
use super::html::escape;
use super::{live, phone_deal, phone_folds, phone_tally};
use crate::i18n::{Catalog, Text};

/// The page's own style, after the board's: tap targets (cards in a grid of equal cells), the
/// entry line, a light scheme; on a wide screen the questions beside the board, kept in view.
pub(crate) const CSS: &str = "#ask{margin-top:1rem}.q{font-size:1.1rem;margin:.75rem 0 .5rem}.q.first{font-weight:600}\
.taps{display:flex;flex-wrap:wrap;gap:.5rem}.taps button,.line button,.undo button{font:inherit;font-size:1.1rem;\
min-height:3rem;min-width:3rem;padding:.5rem .9rem;border-radius:.6rem;border:1px solid #475569;background:#1e293b;\
color:inherit}.taps .cards{display:grid;grid-template-columns:repeat(auto-fill,minmax(3.4rem,1fr));gap:.5rem;width:100%}\
.cards button{min-width:0;padding:.5rem .25rem;font-variant-numeric:tabular-nums}.cards .red{color:#f87171}\
.line{display:flex;gap:.5rem;margin-top:1rem}.line input{flex:1;min-width:0;font:inherit;font-size:1.1rem;\
padding:.5rem;border-radius:.6rem;border:1px solid #475569;background:#0b1220;color:inherit}\
.undo{margin-top:.75rem}.amend{margin-top:.75rem}.amend summary{min-height:2.75rem;line-height:2.75rem;\
cursor:pointer}.fix{display:flex;gap:.5rem;margin:.4rem 0}.fix label{flex:1;display:flex;flex-direction:column;gap:.25rem}\
.fix input{font:inherit;font-size:1rem;min-height:2.75rem;box-sizing:border-box;padding:.45rem;border-radius:.6rem;border:1px solid #475569;background:#0b1220;\
color:inherit}.fix button{font:inherit;min-height:2.75rem;min-width:2.75rem;border-radius:.6rem;border:1px solid #475569;\
background:#1e293b;color:inherit;align-self:flex-end}.msg{white-space:pre-wrap;padding:.5rem .75rem;border-radius:.5rem;background:#334155}\
.bid .values,.bid .trumps{display:grid;grid-template-columns:repeat(auto-fill,minmax(4.2rem,1fr));gap:.5rem;\
margin-bottom:.5rem}.bid .values{margin-bottom:1rem}.bid label{display:block}.bid input{position:absolute;opacity:0;width:1px;height:1px}\
.bid label span,.bid button{display:flex;align-items:center;justify-content:center;box-sizing:border-box;\
font:inherit;font-size:1.1rem;min-height:3rem;padding:.5rem .25rem;border-radius:.6rem;border:1px solid #475569;\
background:#1e293b;color:inherit;font-variant-numeric:tabular-nums}.bid input:checked+span{background:#2563eb;\
border-color:#93c5fd;color:#fff;font-weight:700}.bid input:focus-visible+span{outline:2px solid #93c5fd}\
.bid .trumps button:nth-child(-n+4){font-size:1.4rem}.bid .trumps .red{color:#f87171}\
.msg.bad{background:#7f1d1d}.seating fieldset{border:0;padding:0;margin:0 0 1rem;display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:.5rem}.seating legend{font-weight:600;padding:0;margin-bottom:.5rem}.seating .seat{display:flex;align-items:center;gap:.5rem;box-sizing:border-box;min-height:3rem;padding:.5rem .75rem;border-radius:.6rem;border:1px solid #475569;background:#1e293b;overflow-wrap:anywhere}.seating .seat:has(input:checked){background:#2563eb;border-color:#93c5fd;color:#fff;font-weight:700}.seating .seat input{width:1.2rem;height:1.2rem;margin:0;flex:none}.seating .wide{font:inherit;font-size:1.1rem;width:100%;min-height:3rem;border-radius:.6rem;border:1px solid #93c5fd;background:#2563eb;color:#fff;font-weight:700}.closing{background:#1e3a8a;font-weight:600}.confirm{margin-top:1rem;background:#7c2d12;scroll-margin-top:1rem}.confirm p{margin:0 0 .75rem}.confirm form{display:inline-block;margin:0 .5rem .25rem 0}.confirm button,.confirm a{display:inline-flex;align-items:center;box-sizing:border-box;font:inherit;font-size:1.1rem;min-height:3rem;padding:.5rem .9rem;border-radius:.6rem;border:1px solid #475569;background:#1e293b;color:inherit;text-decoration:none}.confirm button{background:#b91c1c;color:#fff;border-color:#fca5a5}.off{background:#78350f;position:fixed;top:0;left:0;right:0;z-index:9;margin:0;\
border-radius:0;text-align:center}\
@media (max-width:40rem){#board .chart,#board .wide{display:none}}\
@media (min-width:64rem){main{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:0 2rem;align-items:start}\
main>h1{grid-column:1/-1}#ask,#pin{position:sticky;top:1rem;margin-top:0}}\
@media (prefers-color-scheme:light){.fix input,.fix button{background:#fff;border-color:#94a3b8}body{background:#f8fafc;color:#0f172a}.side,.chart{background:#e2e8f0}\
h1,th{color:#475569}.now{color:#334155}td,th{border-color:#cbd5e1}.taps button,.line button,.undo button{background:#fff;\
border-color:#94a3b8}.bid label span,.bid button{background:#fff;border-color:#94a3b8}\
.bid input:checked+span{background:#2563eb;color:#fff}.bid .trumps .red{color:#b91c1c}.line input{background:#fff}.cards .red,.red{color:#b91c1c}.msg{background:#e2e8f0}\
.msg.bad{background:#fecaca}.seating .seat{background:#fff;border-color:#94a3b8}.seating .seat:has(input:checked){background:#2563eb;color:#fff}.off{background:#fde68a}.closing{background:#bfdbfe}.confirm{background:#fed7aa}.confirm a{background:#fff;border-color:#94a3b8}}";

/// The page's script (static, so its hash is its permission): follow `/state` and draw the
/// page again (from `/`) when the table's state moved, keeping what is being typed and the folds
/// open; open the fold `score` or `help` shows, say what an undo or an amend did; post
/// without leaving the page; say what came of a post, what changed when the page was older than
/// the table, and when the table cannot be reached (and send again); show the confirmation an
/// `end` is answered with; once the table is closing, a table that cannot be reached (or
/// `/state` saying so) has closed: say so, and stop asking and sending.
pub(crate) const SCRIPT: &str = "(function(){var body=document.body,seq=+body.dataset.seq,drawing=false,shut=false,timer,waiting=0;\
function el(id){return document.getElementById(id)||{}}\
function ending(){return !!document.getElementById('closing')}\
function off(){var o=el('off');o.textContent=waiting>0?o.dataset.pending:o.dataset.idle;o.hidden=false}\
var held=el('ask').dataset?el('ask').dataset.held||'':'';\
function say(t,bad){var m=el('msg');m.textContent=t;m.className=bad?'msg bad':'msg';m.hidden=false}\
function close(){shut=true;clearInterval(timer);el('off').hidden=true;el('closing').hidden=true;el('closed').hidden=false;\
el('ask').hidden=true;el('confirm').hidden=true}\
function hk(s){var q=s.question;return q&&q.ask==='say'&&q.default?q.default.entry:''}\
function redraw(after){if(drawing||shut)return;drawing=true;fetch('./',{cache:'no-store'}).then(function(r){return r.text()})\
.then(function(h){drawing=false;if(shut)return;var d=new DOMParser().parseFromString(h,'text/html'),na=d.getElementById('ask'),\
nb=d.getElementById('board'),oa=document.getElementById('ask'),ob=document.getElementById('board');\
if(!na||!nb||!oa||!ob){location.replace('./');return}\
var a=document.activeElement,keep=[],m=el('msg'),shown=!m.hidden&&m.className==='msg'&&m.textContent,\
open=Array.prototype.map.call(oa.querySelectorAll('details[open]'),function(x){return x.id||x.className});\
oa.querySelectorAll('input[name=entry]').forEach(function(i){var c=i.form?i.form.className:'';\
if(i.type==='radio'){if(i.checked)keep.push({c:c,t:'radio',v:i.value})}\
else if(i.value!==i.defaultValue||i===a)keep.push({c:c,t:i.type,d:i.defaultValue,v:i.value,f:i===a,\
s:i.selectionStart,e:i.selectionEnd})});\
var qk=Array.prototype.map.call(oa.querySelectorAll('.quick input[type=number],.quick select'),function(x){\
return{n:x.name,v:x.value,t:x.dataset.typed||'',f:x===a}});\
na=document.importNode(na,true);nb=document.importNode(nb,true);ob.replaceWith(nb);oa.replaceWith(na);\
['closing','closed'].forEach(function(i){var o=document.getElementById(i);if(o)o.remove()});\
var at=nb;['closing','closed'].forEach(function(i){var n=d.getElementById(i);if(n){n=document.importNode(n,true);at.after(n);at=n}});\
var oc=document.getElementById('confirm'),nc=d.getElementById('confirm');\
if(oc&&nc){nc=document.importNode(nc,true);if(!oc.hidden&&!ending()&&!d.getElementById('closed')){nc.hidden=false;\
nc.querySelector('#confirm-text').textContent=oc.querySelector('#confirm-text').textContent}oc.replaceWith(nc)}\
keep.forEach(function(k){var n=Array.prototype.find.call(na.querySelectorAll('input[name=entry]'),function(x){\
return(x.form?x.form.className:'')===k.c&&x.type===k.t&&(k.t==='radio'?x.value===k.v:x.defaultValue===k.d)});\
if(!n)return;if(k.t==='radio'){n.checked=true;return}n.value=k.v;if(k.f){n.focus();\
try{n.setSelectionRange(k.s,k.e)}catch(e){}}});\
qk.forEach(function(k){var q=na.querySelector('.quick [name=\"'+k.n+'\"]');if(!q)return;q.value=k.v;q.dataset.typed=k.t;if(k.f)q.focus()});\
na.querySelectorAll('details').forEach(function(x){if(open.indexOf(x.id||x.className)>=0)x.open=true});if(shown)say(shown,false);\
seq=+d.body.dataset.seq;held=na.dataset.held||'';body.dataset.seq=seq;document.title=d.title;if(after)after()})\
.catch(function(){drawing=false;if(ending())close();else off()})}\
function poll(){if(shut)return;fetch('state',{cache:'no-store'}).then(function(r){return r.json()}).then(function(s){el('off').hidden=true;\
if(s.table==='closed')close();else if(s.seq!==seq||hk(s)!==held)redraw()}).catch(function(){if(ending())close();else off()})}\
timer=setInterval(poll,500);\
document.addEventListener('tapete:redraw',function(){drawing=false;redraw()});\
function send(body,f,again){if(again)waiting--;if(shut)return;fetch('entry',{method:'POST',headers:{'Accept':'application/json',\
'Content-Type':'application/x-www-form-urlencoded'},body:body}).then(function(r){return r.json().then(function(j){return[r.status,j]})})\
.then(function(x){el('off').hidden=true;var s=x[0],j=x[1];if(s===200&&f)f.reset();\
if(s===200&&j.confirm){var c=el('confirm');el('confirm-text').textContent=j.text;c.hidden=false;if(c.scrollIntoView)c.scrollIntoView()}\
else if(s===200&&j.show){var o=el(j.show);el('msg').hidden=true;if(o.tagName){o.open=true;if(o.scrollIntoView)o.scrollIntoView()}}\
else if(s===200&&j.text){say(j.text,false)}else if(s===200&&j.done){say(j.done,false);redraw()}else if(s===200){el('msg').hidden=true;redraw()}\
else if(s===409){drawing=false;redraw(function(){say(j.moved||'',true)})}\
else{say(j.refusal||j.error||String(s),true)}}).catch(function(){if(ending()){close();return}\
waiting++;off();setTimeout(function(){send(body,f,true)},2000)})}\
document.addEventListener('submit',function(e){var f=e.target;if((f.getAttribute('action')||'').slice(-6)!=='/entry')return;e.preventDefault();\
send(new URLSearchParams(new FormData(f,e.submitter)).toString(),f)})})();";

/// Where a page was made: the journal's lines (`seq`), and the play held for its word then
/// (empty: none), which each of its forms posts.
pub(crate) type At<'a> = (usize, &'a str);

/// A form posting to `/entry` at `at`, around `inner`.
pub(crate) fn form(class: &str, (seq, held): At, inner: &str) -> String {
    format!(
        "<form method=\"post\" action=\"/entry\" class=\"{class}\"><input type=\"hidden\" name=\"seq\" value=\"{seq}\"/>\
         <input type=\"hidden\" name=\"held\" value=\"{}\"/>{inner}</form>",
        escape(held)
    )
}

fn tap(label: &str, entry: &str, class: &str) -> String {
    format!(
        "<button name=\"entry\" value=\"{}\"{}>{}</button>",
        escape(entry),
        if class.is_empty() { String::new() } else { format!(" class=\"{class}\"") },
        escape(label)
    )
}

/// The part of the page that asks: a message (a refusal, what an undo did), the questions with
/// their taps, the entry line and undo. `at`: the journal's lines the page is made at, and the
/// play held for its word then; `around`: what comes before the questions (the banner of a
/// hand just settled) and after the amend fold (the folds).
pub(crate) fn ask(
    asked: &[Asked],
    recent: &[(usize, String)],
    at: At,
    message: Option<(&str, bool)>,
    cat: &dyn Catalog,
    around: (&str, &str),
) -> String {
    let mut out = format!("<section id=\"ask\" data-seq=\"{}\" data-held=\"{}\">", at.0, escape(at.1));
    let (text, bad) = message.unwrap_or(("", false));
    out.push_str(&format!(
        "<p id=\"msg\" class=\"msg{}\" role=\"status\"{}>{}</p>",
        if bad { " bad" } else { "" },
        if message.is_none() { " hidden" } else { "" },
        escape(text)
    ));
    out.push_str(&format!(
        "<p id=\"off\" class=\"msg off\" role=\"alert\" data-idle=\"{0}\" data-pending=\"{1}\" hidden>{0}</p>",
        escape(&cat.offline()),
        escape(&cat.offline_pending())
    ));
    out.push_str(around.0);
    for (i, a) in asked.iter().enumerate() {
        out.push_str(&format!("<p class=\"q{}\">{}</p>", if i == 0 { " first" } else { "" }, escape(&a.text)));
        if let Some(b) = &a.bid {
            out.push_str(&bid(b, at));
        }
        let mut taps = String::new();
        for c in &a.choices {
            taps.push_str(&tap(&c.label, &c.entry, ""));
        }
        if !a.cards.is_empty() {
            taps.push_str("<span class=\"cards\">");
            for c in &a.cards {
                taps.push_str(&tap(&c.label, &c.entry, if c.red { "red" } else { "" }));
            }
            taps.push_str("</span>");
        }
        if a.bottom {
            out.push_str(&phone_deal::two_taps(a, at, cat));
        } else if !taps.is_empty() {
            out.push_str(&form("taps", at, &taps));
        }
        if let Some(legend) = &a.legend {
            out.push_str(&format!("<p class=\"legend\">{}</p>", super::html::text(legend)));
        }
    }
    let line = format!(
        "<input name=\"entry\" autocomplete=\"off\" autocapitalize=\"off\" spellcheck=\"false\" placeholder=\"{0}\" \
         aria-label=\"{0}\"/><button>↵</button>",
        escape(cat.text(Text::PhoneEntry))
    );
    out.push_str(&form("line", at, &line));
    let undo = cat.words().undo.first().copied().unwrap_or("undo");
    out.push_str(&form("undo", at, &tap(undo, "undo", "")));
    out.push_str(&amend(recent, at, cat));
    out.push_str(around.1);
    out.push_str("</section>");
    out
}

/// Coinche's bid in two taps, without a script: the values are a choice (radio buttons drawn as
/// taps, the one chosen lit), each the bidder's entry without its trump; a trump's tap posts the
/// form with the value chosen as `entry` and itself as `trump`. No value chosen: the browser
/// asks for one (`required`) and posts nothing.
fn bid(b: &super::asked::BidEntry, at: At) -> String {
    let mut values = String::new();
    for v in &b.values {
        values.push_str(&format!(
            "<label><input type=\"radio\" name=\"entry\" value=\"{}\" required/><span>{}</span></label>",
            escape(&v.entry),
            escape(&v.label)
        ));
    }
    let mut trumps = String::new();
    for t in &b.trumps {
        trumps.push_str(&format!(
            "<button name=\"trump\" value=\"{}\"{}>{}</button>",
            escape(&t.entry),
            if t.red { " class=\"red\"" } else { "" },
            escape(&t.label)
        ));
    }
    form("bid", at, &format!("<div class=\"values\">{values}</div><div class=\"trumps\">{trumps}</div>"))
}

/// Amend, folded away: each recent entry with its journal line, and a line that starts as its
/// amend (`amend 41 `) for the entry that replaces it.
fn amend(recent: &[(usize, String)], at: At, cat: &dyn Catalog) -> String {
    if recent.is_empty() {
        return String::new();
    }
    let word = cat.words().amend.first().copied().unwrap_or("amend");
    let mut out = format!("<details class=\"amend\"><summary>{}</summary>", escape(word));
    for (line, entry) in recent {
        let field = format!(
            "<label>{line}: {}<input name=\"entry\" autocomplete=\"off\" autocapitalize=\"off\" value=\"amend {line} \"/>\
             </label><button>↵</button>",
            escape(entry)
        );
        out.push_str(&form("fix", at, &field));
    }
    out.push_str("</details>");
    out
}

/// What every page of a table whose session has ended says above the rest: that it closes in
/// `left` seconds (an undo takes the end back), with the sentence shown once it has closed
/// (hidden until then); `None`: that it has closed.
pub(crate) fn closing(left: Option<u64>, cat: &dyn Catalog) -> String {
    match left {
        Some(secs) => format!(
            "<p id=\"closing\" class=\"msg closing\" role=\"status\">{}</p>\
             <p id=\"closed\" class=\"msg closing\" role=\"status\" hidden>{}</p>",
            escape(&cat.closing(secs)),
            escape(&cat.closed())
        ),
        None => format!("<p id=\"closed\" class=\"msg closing\" role=\"status\">{}</p>", escape(&cat.closed())),
    }
}

/// The confirmation a phone's lone `end` is answered with: `asked`, a button that sends the
/// `end` again with `confirm=1`, and a link back to the table that leaves it be. Shown when
/// `asked` is given (a form's post, redirected here); otherwise hidden, for the script to fill
/// and show. `at`: where the page is made.
pub(crate) fn confirm_end(asked: Option<&str>, at: At, cat: &dyn Catalog) -> String {
    let yes = format!(
        "<input type=\"hidden\" name=\"confirm\" value=\"1\"/><button name=\"entry\" value=\"end\">{}</button>",
        escape(&cat.end_confirm_yes())
    );
    format!(
        "<section id=\"confirm\" class=\"msg confirm\" role=\"alertdialog\" aria-labelledby=\"confirm-text\"{}>\
         <p id=\"confirm-text\">{}</p>{}<a href=\"/\">{}</a></section>",
        if asked.is_none() { " hidden" } else { "" },
        escape(asked.unwrap_or_default()),
        form("end", at, &yes),
        escape(&cat.end_confirm_no())
    )
}

/// The PIN form a phone without the PIN sees under the board (a GET, so the PIN is the link's).
pub(crate) fn pin_form(message: Option<&str>, cat: &dyn Catalog) -> String {
    let said = message.map(|m| format!("<p class=\"msg bad\" role=\"alert\">{}</p>", escape(m))).unwrap_or_default();
    format!(
        "<section id=\"pin\">{said}<form method=\"get\" action=\"/\" class=\"line\"><input name=\"pin\" \
         inputmode=\"numeric\" autocomplete=\"off\" maxlength=\"6\" placeholder=\"{0}\" aria-label=\"{0}\"/>\
         <button>↵</button></form></section>",
        escape(&cat.pin_prompt())
    )
}

/// The whole page: the title, the board part, and what follows it (the questions or the PIN
/// form).
pub(crate) fn page(title: &str, lang: &str, seq: usize, board: &str, below: &str) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\"/>\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>{0}</title>\n\
         <style>{1}{CSS}{2}</style>\n<style>{3}</style>\n<style>{6}</style>\n</head>\n<body data-seq=\"{seq}\">\n<main>\n<h1>{0}</h1>\n<div id=\"board\">{board}</div>\n{below}\n</main>\n\
         <script>{SCRIPT}</script>\n<script>{4}</script>\n<script>{5}</script>\n<script>{7}</script>\n</body>\n</html>\n",
        escape(title),
        live::style(),
        super::seat::CSS,
        phone_folds::CSS,
        super::seat::SCRIPT,
        phone_folds::SCRIPT,
        phone_tally::CSS,
        phone_tally::SCRIPT,
    )
}
