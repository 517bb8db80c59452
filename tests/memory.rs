//! Memory: a search and its export take little more than the tree itself.
//!
//! One test in its own test binary, so no other test allocates while the process's peak memory
//! is read (Linux's `VmHWM` in `/proc/self/status`, reset through `/proc/self/clear_refs`).

use klados::engine::export::{write_json, write_table};
use klados::engine::search::search;
use klados::engine::settings::{Algorithm, SearchControl, SearchSettings};

/// Returns a field of `/proc/self/status` in bytes (the file says kB).
fn status_bytes(field: &str) -> Option<usize> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with(field))?;
    let kilobytes: usize = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kilobytes * 1024)
}

/// Starts counting the peak anew from the memory held now; returns that memory, or `None`
/// where Linux does not tell.
fn restart_peak() -> Option<usize> {
    std::fs::write("/proc/self/clear_refs", "5").ok()?;
    status_bytes("VmRSS:")
}

/// Returns how far the peak rose above `start` since [`restart_peak`].
fn peak_rise(start: usize) -> usize {
    status_bytes("VmHWM:").map_or(0, |peak| peak.saturating_sub(start))
}

fn search_start(depth: usize) -> klados::engine::tree::SearchTree {
    search(
        &shakmaty::Chess::default(),
        &[],
        &SearchSettings::new(depth, Algorithm::Minimax),
        // One thread: a split search's threads keep a little memory each besides the tree
        // (`tests/parallel.rs` and `klados bench` measure it on big trees).
        &SearchControl::new().with_threads(1),
    )
    .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn a_search_and_its_export_peak_near_the_tree() {
    // A small search and export first, so that the code they run is in memory before the
    // measuring starts (the peak counts the program's code as well as its data).
    let small = search_start(2);
    write_json(&small, &mut std::io::sink()).unwrap_or_else(|e| panic!("{e}"));
    write_table(&small, &mut std::io::sink()).unwrap_or_else(|e| panic!("{e}"));
    drop(small);
    let Some(start) = restart_peak() else {
        eprintln!("no /proc/self/clear_refs here: nothing to measure");
        return;
    };
    // Minimax to depth 4 from the start: 206,603 nodes, 3.3 MB of node arrays.
    let tree = search_start(4);
    let tree_bytes = tree.memory_bytes();
    let search_rise = peak_rise(start);
    eprintln!("tree {tree_bytes} bytes; the search rose {search_rise}");
    assert!(
        search_rise * 10 <= tree_bytes * 12,
        "the search rose {search_rise} bytes for a tree of {tree_bytes}"
    );

    // Writing the tree out must not hold a position for every node of a level (here 40 MB):
    // the peak may rise by a fifth of the tree, and by the pieces of rows the threads write
    // ahead: up to 4 threads, two pieces ahead per thread besides the one being put out and
    // those being written, each piece 2,048 rows (250 KB of JSON).
    for (format, write) in [
        (
            "json",
            write_json as fn(&_, &mut std::io::Sink) -> std::io::Result<()>,
        ),
        ("table", write_table),
    ] {
        let Some(before) = restart_peak() else {
            return;
        };
        write(&tree, &mut std::io::sink()).unwrap_or_else(|e| panic!("{e}"));
        let rise = peak_rise(before);
        eprintln!("writing {format} rose {rise}");
        let pieces = 4 * 3 * 250_000;
        assert!(
            rise <= tree_bytes / 5 + pieces,
            "writing {format} rose {rise} bytes over a tree of {tree_bytes}"
        );
    }
}
