//! A Polyglot book takes about its own size in memory: it is read piece by piece, never held
//! whole beside its entries. Alone in its file, so no other test's memory is counted.

use std::io::Write;

use klados::chess::polyglot::PolyglotBook;

/// Returns the process's peak resident memory in bytes (`VmHWM`), where Linux tells it.
fn peak_memory() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kilobytes: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kilobytes * 1024)
}

#[test]
fn a_book_takes_about_its_own_size_in_memory() {
    // A 48 MB book, written a piece at a time: three million entries with keys in order.
    const ENTRIES: u64 = 3_000_000;
    let path = std::env::temp_dir().join(format!("klados-{}-large.bin", std::process::id()));
    {
        let file = std::fs::File::create(&path).unwrap_or_else(|e| panic!("{e}"));
        let mut out = std::io::BufWriter::new(file);
        for index in 0..ENTRIES {
            // The keys go up, as a book's must.
            let mut entry = (index << 24).to_be_bytes().to_vec();
            // e2e4 (from 12, to 28), weight 1, learn 0.
            entry.extend_from_slice(&((12u16 << 6) | 28).to_be_bytes());
            entry.extend_from_slice(&1u16.to_be_bytes());
            entry.extend_from_slice(&[0; 4]);
            out.write_all(&entry).unwrap_or_else(|e| panic!("{e}"));
        }
        out.flush().unwrap_or_else(|e| panic!("{e}"));
    }
    let before = peak_memory();
    let book = PolyglotBook::read(&path);
    let after = peak_memory();
    let _ = std::fs::remove_file(&path);
    let book = book.unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(book.len() as u64, ENTRIES);
    let (Some(before), Some(after)) = (before, after) else {
        return; // Not Linux: nothing to measure with.
    };
    let file_bytes = ENTRIES * 16;
    let grown = after.saturating_sub(before);
    assert!(
        grown * 10 <= file_bytes * 12,
        "reading a {} MB book took {} MB more",
        file_bytes >> 20,
        grown >> 20
    );
}
