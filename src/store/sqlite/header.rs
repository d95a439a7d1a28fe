//! What a file SQLite calls "not a database" is (issue 59: a store whose
//! first page was zeroed was taken for a folder this user may not write
//! in). SQLite says the same of a file whose header is damaged and of a
//! file that is no SQLite file at all; the first bytes of the file tell
//! them apart, and what to do differs: a damaged store is put back from a
//! backup, another program's file is moved away.

use std::io::Read;
use std::path::Path;

/// The first bytes of every SQLite file.
const MAGIC: &[u8; 16] = b"SQLite format 3\0";

/// The length of SQLite's header, at the start of the first page.
const HEADER_LEN: usize = 100;

/// What the header of a file SQLite would not read shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Header {
    /// All zeros: the first page was wiped, as a failing disk or a bad
    /// copy leaves it. The file was a store; its header is gone.
    Zeroed,
    /// SQLite's mark, with the rest of the header wrong.
    Damaged,
    /// Neither: another program's file.
    Foreign,
}

impl Header {
    /// Reads the header of the file at `path`. A file that cannot be read
    /// here is taken as damaged: SQLite could open it, so it is there.
    pub(super) fn of(path: &Path) -> Header {
        let mut head = Vec::with_capacity(HEADER_LEN);
        let read = std::fs::File::open(path)
            .and_then(|f| f.take(HEADER_LEN as u64).read_to_end(&mut head));
        match read {
            Err(_) => Header::Damaged,
            Ok(_) if head.iter().all(|b| *b == 0) => Header::Zeroed,
            Ok(_) if head.starts_with(MAGIC) => Header::Damaged,
            Ok(_) => Header::Foreign,
        }
    }

    /// What is wrong, for the report, with SQLite's own words `said`;
    /// `None` for another program's file, which is not damage.
    pub(super) fn damage(self, said: &str) -> Option<String> {
        match self {
            Header::Zeroed => Some(format!(
                "its first page, SQLite's header, is zeroed; SQLite says: {said}"
            )),
            Header::Damaged => Some(format!("its header is damaged; SQLite says: {said}")),
            Header::Foreign => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_header_is_zeroed_damaged_or_another_programs() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("f");
        let mut header = MAGIC.to_vec();
        header.resize(4096, 0);
        for (bytes, found) in [
            (vec![0; 4096], Header::Zeroed),
            (header, Header::Damaged),
            (b"a shopping list".repeat(100), Header::Foreign),
        ] {
            std::fs::write(&file, bytes).unwrap();
            assert_eq!(Header::of(&file), found);
        }
        assert_eq!(
            Header::Zeroed.damage("file is not a database").unwrap(),
            "its first page, SQLite's header, is zeroed; SQLite says: file is not a database"
        );
        assert_eq!(Header::Foreign.damage("file is not a database"), None);
    }
}
