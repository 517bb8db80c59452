//! Memory: a tree file with a 5 MB string, opened in the window, takes about the file's size
//! (issue 41: it took the window from 118 MB to 1.25 GB, its message quoting the string whole).
//!
//! One test in its own test binary, so no other test allocates while the process's peak memory
//! is read (Linux's `VmHWM` in `/proc/self/status`, reset through `/proc/self/clear_refs`).

use klados::ui::command::Command;
use klados::ui::settings::Settings;

mod common;

/// Returns a field of `/proc/self/status` in bytes (the file says kB).
fn status_bytes(field: &str) -> Option<usize> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with(field))?;
    let kilobytes: usize = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kilobytes * 1024)
}

#[test]
fn a_file_with_a_five_megabyte_string_takes_about_its_size_in_the_window() {
    let folder = std::env::temp_dir().join(format!("klados-open-memory-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap_or_else(|e| panic!("{e}"));
    let path = folder.join("long.json");
    let long = "x".repeat(5_000_000);
    let text = format!(
        r#"{{"format": "klados-tree/1", "depth": 1, "algorithm": "{long}", "levels": [{{"nodes": [{{"n": 1, "parent": 0, "label": "{long}", "value": 0}}]}}]}}"#
    );
    std::fs::write(&path, text.as_bytes()).unwrap_or_else(|e| panic!("{e}"));
    drop(text);

    let mut harness = common::window([1280.0, 820.0], Settings::default());
    harness.run();
    // The peak counted from here: Linux's clear_refs 5 sets VmHWM back to VmRSS.
    let start = std::fs::write("/proc/self/clear_refs", "5")
        .ok()
        .and_then(|()| status_bytes("VmRSS:"));
    harness.state_mut().apply(Command::OpenTreeFile(path.clone()));
    harness.state_mut().wait_for_tree_file();
    for _ in 0..3 {
        harness.run();
    }
    let peak = status_bytes("VmHWM:");
    let _ = std::fs::remove_dir_all(&folder);
    let notice = harness.state().notice().cloned();
    assert!(
        notice.as_ref().is_some_and(|notice| notice.is_problem),
        "{notice:?}"
    );
    let (Some(start), Some(peak)) = (start, peak) else {
        // Linux does not tell here: the message's length is checked in tests/opened_mcts_ui.rs.
        return;
    };
    let rise = peak.saturating_sub(start);
    // The file's 10 MB read, its JSON value and the message: far under 100 MB.
    assert!(rise < 100_000_000, "the window rose by {} MB", rise / 1_000_000);
    eprintln!("peak rise {} MB", rise / 1_000_000);
}
