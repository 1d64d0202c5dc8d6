/*!
Records written out and read back in the order they came: what a streamed summary keeps of
its rows until the end of the night is known (which columns show, how wide each is), so that a
night of 20,000 hands is not held in memory (#40).

The records go to a temporary file with no name (the system removes it when it is closed), a
block at a time; where no such file can be made or written, the blocks stay in memory, so
that nothing is lost either way. A record is a list of texts.
*/

use std::fs::File;
use std::io::{BufReader, Read, Seek, Write};

/// Bytes gathered before a block is written out.
const BLOCK: usize = 1 << 16;

/// Records being written.
#[derive(Debug, Default)]
pub(crate) struct Spill {
    /// The file, and how many of its bytes hold whole blocks; None before the first block or
    /// once it failed (the blocks after it stay in `kept`).
    file: Option<(File, u64)>,
    /// Whether making or writing the file failed (it is not tried again).
    failed: bool,
    /// Blocks not written out, in order, after those of the file.
    kept: Vec<Vec<u8>>,
    /// The block being filled.
    block: Vec<u8>,
    count: usize,
}

impl Spill {
    /// One record.
    pub(crate) fn push<S: AsRef<str>>(&mut self, fields: &[S]) {
        let len = |n: usize| u32::try_from(n).unwrap_or(u32::MAX).to_le_bytes();
        self.block.extend_from_slice(&len(fields.len()));
        for f in fields {
            let f = f.as_ref().as_bytes();
            let f = &f[..f.len().min(u32::MAX as usize)];
            self.block.extend_from_slice(&len(f.len()));
            self.block.extend_from_slice(f);
        }
        self.count += 1;
        if self.block.len() >= BLOCK {
            self.write_out();
        }
    }

    /// The block being filled, written to the file (or kept, where there is no file).
    fn write_out(&mut self) {
        let block = std::mem::take(&mut self.block);
        if !self.failed && self.kept.is_empty() {
            if self.file.is_none() {
                match tempfile::tempfile() {
                    Ok(f) => self.file = Some((f, 0)),
                    Err(_) => self.failed = true,
                }
            }
            if let Some((f, whole)) = &mut self.file {
                // A block written in part is cut off again: the file holds whole blocks only.
                if f.write_all(&block).is_ok() {
                    *whole += block.len() as u64;
                    return;
                }
                self.failed = true;
                let _ = f.set_len(*whole);
            }
        }
        self.kept.push(block);
    }

    /// The records from the first, to read back.
    pub(crate) fn read(mut self) -> Reader {
        let file = self.file.take().and_then(|(mut f, whole)| {
            f.rewind().ok()?;
            Some(BufReader::with_capacity(BLOCK, f.take(whole)))
        });
        let mut kept = std::mem::take(&mut self.kept);
        kept.push(std::mem::take(&mut self.block));
        Reader { file, kept: std::io::Cursor::new(kept.concat()), left: self.count }
    }
}

/// Records read back.
pub(crate) struct Reader {
    file: Option<BufReader<std::io::Take<File>>>,
    kept: std::io::Cursor<Vec<u8>>,
    left: usize,
}

impl Reader {
    /// The next record into `fields` (cleared first); false when there is none. A file that can
    /// no longer be read is an error.
    pub(crate) fn next(&mut self, fields: &mut Vec<String>) -> std::io::Result<bool> {
        fields.clear();
        if self.left == 0 {
            return Ok(false);
        }
        self.left -= 1;
        let n = self.u32()?;
        for _ in 0..n {
            let len = self.u32()? as usize;
            let mut bytes = vec![0; len];
            self.exact(&mut bytes)?;
            fields.push(String::from_utf8(bytes).map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))?);
        }
        Ok(true)
    }

    fn u32(&mut self) -> std::io::Result<u32> {
        let mut b = [0; 4];
        self.exact(&mut b)?;
        Ok(u32::from_le_bytes(b))
    }

    /// Bytes from the file while it has some, then from the blocks kept in memory.
    fn exact(&mut self, buf: &mut [u8]) -> std::io::Result<()> {
        let mut done = 0;
        if let Some(f) = &mut self.file {
            while done < buf.len() {
                match f.read(&mut buf[done..])? {
                    0 => {
                        self.file = None;
                        break;
                    }
                    n => done += n,
                }
            }
        }
        self.kept.read_exact(&mut buf[done..])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(s: Spill) -> Vec<Vec<String>> {
        let mut r = s.read();
        let mut out = Vec::new();
        let mut f = Vec::new();
        while r.next(&mut f).unwrap() {
            out.push(f.clone());
        }
        out
    }

    #[test]
    fn records_come_back_in_order_across_blocks() {
        let mut s = Spill::default();
        let want: Vec<Vec<String>> =
            (0..20_000).map(|i| vec![i.to_string(), "é ♥".repeat(i % 7), String::new()]).collect();
        for r in &want {
            s.push(r);
        }
        assert_eq!(s.count, 20_000);
        // More than one block was written out.
        assert!(s.file.is_some() || !s.kept.is_empty());
        assert_eq!(all(s), want);
    }

    #[test]
    fn blocks_kept_in_memory_when_there_is_no_file_come_back_too() {
        let mut s = Spill { failed: true, ..Spill::default() };
        let want: Vec<Vec<String>> = (0..10_000).map(|i| vec![format!("row {i}")]).collect();
        for r in &want {
            s.push(r);
        }
        assert!(s.file.is_none() && s.kept.len() > 1);
        assert_eq!(all(s), want);
    }

    #[test]
    fn no_record_reads_as_none() {
        assert!(all(Spill::default()).is_empty());
        let mut s = Spill::default();
        s.push::<&str>(&[]);
        assert_eq!(all(s), vec![Vec::<String>::new()]);
    }
}
