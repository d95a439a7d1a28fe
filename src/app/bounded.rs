//! Reading a file that someone else may have made: never more than a
//! limit, whatever the file claims or is (`/dev/zero` has no end, and a
//! file can grow between a size check and the read).

use std::io::Read;
use std::path::Path;

/// Why a file was not read.
#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("{0}")]
    Io(#[from] std::io::Error),
    /// It holds more than the limit.
    #[error("over {0} bytes")]
    TooBig(usize),
}

/// The text of `path`, reading at most `limit + 1` bytes.
///
/// # Errors
///
/// [`ReadError::TooBig`] past `limit`; [`ReadError::Io`] when it cannot be
/// opened or read, or is not UTF-8.
pub fn read_text(path: &Path, limit: usize) -> Result<String, ReadError> {
    let file = std::fs::File::open(path)?;
    let mut text = String::new();
    file.take(limit as u64 + 1).read_to_string(&mut text)?;
    if text.len() > limit {
        return Err(ReadError::TooBig(limit));
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_endless_file_is_refused_after_the_limit() {
        let e = read_text(Path::new("/dev/zero"), 16 * 1024).unwrap_err();
        assert!(matches!(e, ReadError::TooBig(16_384)), "{e}");
    }

    #[test]
    fn a_file_at_the_limit_is_read() {
        let tmp = tempfile::Builder::new()
            .prefix("backrank-bounded-")
            .tempdir()
            .unwrap();
        let dir = tmp.path().to_path_buf();
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("f.txt");
        std::fs::write(&path, "x".repeat(100)).unwrap();
        assert_eq!(read_text(&path, 100).unwrap().len(), 100);
        assert!(matches!(read_text(&path, 99), Err(ReadError::TooBig(99))));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
