//! The PINs of a served concours's tables (docs/concours.md, "From the tables"): six digits from
//! the operating system's random source, drawn once per round and table with the token their
//! cookie holds, and kept in the round's folder (`concours/NAME/round-R/pins.json`, readable and
//! writable by its owner only), so that a restart of the server keeps every table's PIN and
//! every phone's cookie. A file that does not read is drawn again (the phones enter the PIN
//! again); one a table lacks is drawn and added.

use crate::error::Error;
use crate::serve::pin::Pin;
use serde_json::{json, Map, Value};
use std::path::{Path, PathBuf};

/// The PIN file of a round's folder.
pub(crate) fn path(round_dir: &Path) -> PathBuf {
    round_dir.join("pins.json")
}

/// The PINs of `tables` (their numbers), kept in `file`: those it holds, the others drawn and
/// written to it (owner-only) before anything is served.
pub(crate) fn kept(file: &Path, tables: &[u32]) -> Result<Vec<Pin>, Error> {
    let held: Map<String, Value> = std::fs::read_to_string(file)
        .ok()
        .and_then(|t| serde_json::from_str::<Value>(&t).ok())
        .and_then(|v| v.as_object().cloned())
        .unwrap_or_default();
    let mut drawn = false;
    let mut pins = Vec::with_capacity(tables.len());
    for t in tables {
        let old = held.get(&t.to_string()).and_then(|v| {
            let digits = v.get("pin")?.as_str()?;
            Pin::kept(digits, v.get("token")?.as_str()?)
        });
        let pin = match old {
            Some(p) => p,
            None => {
                drawn = true;
                Pin::new(None)?
            }
        };
        pins.push(pin);
    }
    if drawn || held.len() != tables.len() {
        let all: Map<String, Value> = tables
            .iter()
            .zip(&pins)
            .map(|(t, p)| (t.to_string(), json!({"pin": p.digits, "token": p.token()})))
            .collect();
        write_owner_only(file, &format!("{}\n", Value::Object(all)))?;
    }
    Ok(pins)
}

/// The PINs kept in `file` by table number, read only (none when it does not read): what the
/// printed sheets carry.
pub(crate) fn read(file: &Path) -> std::collections::BTreeMap<u32, String> {
    let held: Map<String, Value> = std::fs::read_to_string(file)
        .ok()
        .and_then(|t| serde_json::from_str::<Value>(&t).ok())
        .and_then(|v| v.as_object().cloned())
        .unwrap_or_default();
    held.iter()
        .filter_map(|(k, v)| Some((k.parse().ok()?, v.get("pin")?.as_str().filter(|p| Pin::valid(p))?.to_string())))
        .collect()
}

/// Write `text` to `file` through a file beside it that only its owner may read, then renamed
/// over it (a crash leaves the old file or the new one).
fn write_owner_only(file: &Path, text: &str) -> Result<(), Error> {
    use std::io::Write;
    let dir = file.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(|e| Error::io(dir.display().to_string(), e))?;
    let part = file.with_extension("json.part");
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let io = |e| Error::io(file.display().to_string(), e);
    let mut f = options.open(&part).map_err(io)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        f.set_permissions(std::fs::Permissions::from_mode(0o600)).map_err(io)?;
    }
    f.write_all(text.as_bytes()).map_err(io)?;
    f.sync_all().map_err(io)?;
    drop(f);
    std::fs::rename(&part, file).map_err(io)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pins_are_drawn_once_kept_owner_only_and_a_missing_table_is_added() {
        let dir = std::env::temp_dir().join(format!("tapete-pins-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let file = path(&dir.join("round-1"));
        let first = kept(&file, &[1, 2]).unwrap();
        assert!(first.iter().all(|p| Pin::valid(&p.digits)));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            assert_eq!(std::fs::metadata(&file).unwrap().permissions().mode() & 0o777, 0o600);
        }
        let again = kept(&file, &[1, 2, 3]).unwrap();
        for (a, b) in first.iter().zip(&again) {
            assert_eq!((&a.digits, a.token()), (&b.digits, b.token()));
        }
        assert!(Pin::valid(&again[2].digits));
        let third = kept(&file, &[1, 2, 3]).unwrap();
        assert_eq!(third[2].token(), again[2].token());
        let read = read(&file);
        assert_eq!(read.get(&3), Some(&third[2].digits));
        assert_eq!(read.len(), 3);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
