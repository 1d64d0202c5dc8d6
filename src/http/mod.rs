/*!
The HTTP server that brings a table to the phones and screens around it: hyper 1 on a tokio
runtime of one thread, with the limits a table's network needs ([`limits`]). Each connection is
a task of its own, so a client that never reads its answers stalls only itself; a connection on
which nothing moves is closed; a request head must arrive whole and small, and a request, head
and body, within its deadline; a write's body is read past its first bytes only once its handler
lets it in; connections beyond a cap, or beyond a cap for one address, are closed at once;
running out of file descriptors makes the server wait and go on, never stop; a server that wants
many connections raises the process's open-file limit and keeps its cap within it
([`descriptors`]). Every answer carries the headers of [`policy`], a request that names a foreign `Host`
([`host`]) is answered 421, and a peer outside the private networks is refused unless the server
was told to answer anyone ([`peers`]).

Handlers ([`router`]) never block the runtime: they read snapshots made by other threads
([`Shared`]). The module knows no game and no session: what is served is given to it.
*/

mod body;
pub(crate) mod descriptors;
pub(crate) mod host;
pub(crate) mod limits;
pub(crate) mod peers;
pub(crate) mod policy;
pub(crate) mod router;
mod server;
mod shared;

pub(crate) use host::Hosts;
pub(crate) use limits::Limits;
pub(crate) use peers::Peers;
pub(crate) use policy::Csp;
pub(crate) use router::{Answer, Request, Response, Router};
pub(crate) use server::{serve, Event};
pub(crate) use shared::Shared;
