//! What Klados keeps between runs cannot stop it from starting: eframe's own window state
//! (`app.ron`) and Klados's settings, corrupt in every way a file can be, are repaired or set
//! aside with a notice; settings that cannot be saved say so.

mod common;
use common::SplitMix;

use std::path::{Path, PathBuf};

use egui_kittest::Harness;
use klados::shell::i18n::said;
use klados::ui::KladosApp;
use klados::ui::saved_state::{read_settings, repair_window_state};
use klados::ui::settings::Settings;

/// [`repair_window_state`]'s notice, in English (the tests' thread speaks it).
fn repair(path: &Path) -> Option<String> {
    repair_window_state(path).map(|notice| said(&notice))
}

/// [`read_settings`], its notice in English.
fn read(path: &Path) -> Option<(Settings, Option<String>)> {
    read_settings(path).map(|(settings, notice)| (settings, notice.map(|notice| said(&notice))))
}

/// A real `app.ron`, as eframe 0.37 wrote it after a session.
const GOOD_STATE: &str = include_str!("data/app.ron");

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("klados-startup-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap_or_else(|error| panic!("{}: {error}", dir.display()));
    dir
}

/// After a repair, the file is gone (set aside) or every part of it passes the check: a second
/// repair finds nothing to do.
fn assert_repaired(path: &Path, what: &str) {
    if path.exists() {
        assert_eq!(
            repair(path),
            None,
            "{what}: a second repair still found something"
        );
    }
}

#[test]
fn a_good_window_state_is_left_alone() {
    let dir = scratch("good");
    let path = dir.join("app.ron");
    std::fs::write(&path, GOOD_STATE).unwrap();
    assert_eq!(repair(&path), None);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), GOOD_STATE);
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_zoom_factor_eframe_cannot_take_is_reset_before_the_window_opens() {
    assert!(GOOD_STATE.contains("zoom_factor:1.0"));
    let dir = scratch("zoom");
    let path = dir.join("app.ron");
    for zoom in ["0.0", "-1.0", "NaN", "100.0", "1e30", "inf"] {
        std::fs::write(
            &path,
            GOOD_STATE.replace("zoom_factor:1.0", &format!("zoom_factor:{zoom}")),
        )
        .unwrap();
        let notice = repair(&path).unwrap_or_else(|| panic!("zoom {zoom} was not noticed"));
        assert!(notice.contains("zoom factor"), "{zoom}: {notice}");
        assert!(!notice.contains('\n'), "{notice}");
        assert_repaired(&path, zoom);
        // The window's own size and place survive.
        assert!(
            std::fs::read_to_string(&path)
                .unwrap()
                .contains("inner_size_points")
        );
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_window_size_no_screen_has_is_reset() {
    let dir = scratch("size");
    let path = dir.join("app.ron");
    for size in ["NaN", "1e30", "-1e12"] {
        std::fs::write(&path, GOOD_STATE.replace("x:1600.0", &format!("x:{size}"))).unwrap();
        let notice = repair(&path).unwrap_or_else(|| panic!("size {size} was not noticed"));
        assert!(notice.contains("window size"), "{notice}");
        assert_repaired(&path, size);
    }
    std::fs::remove_dir_all(dir).unwrap();
}

/// Corrupts a state file the ways files get corrupted: cut short, bytes changed, parts repeated,
/// numbers replaced by extreme ones, binary junk.
fn corrupt(text: &str, rng: &mut SplitMix) -> Vec<u8> {
    let mut bytes = text.as_bytes().to_vec();
    match rng.below(6) {
        0 => bytes.truncate(rng.below(bytes.len())),
        1 => {
            for _ in 0..1 + rng.below(8) {
                let at = rng.below(bytes.len());
                bytes[at] = rng.next() as u8;
            }
        }
        2 => {
            let at = rng.below(bytes.len());
            let piece = bytes[at..(at + 40).min(bytes.len())].to_vec();
            bytes.splice(at..at, piece);
        }
        3 => {
            let extreme = [
                "NaN",
                "inf",
                "-inf",
                "1e300",
                "-0.0",
                "0.0",
                "340282350000000000000000000000000000000.0",
            ];
            let number = extreme[rng.below(extreme.len())];
            let text = String::from_utf8_lossy(&bytes).into_owned();
            let targets = ["1.0", "1600.0", "1000.0", "0.0", "40.0"];
            bytes = text
                .replacen(targets[rng.below(targets.len())], number, 1 + rng.below(3))
                .into_bytes();
        }
        4 => bytes = (0..rng.below(4096)).map(|_| rng.next() as u8).collect(),
        _ => {
            let at = rng.below(bytes.len());
            bytes.insert(at, b"(){}[]\"\\,:"[rng.below(10)]);
        }
    }
    bytes
}

#[test]
fn corrupt_window_states_are_repaired_or_set_aside() {
    let dir = scratch("corrupt");
    let path = dir.join("app.ron");
    let mut rng = SplitMix(0x9E37_79B9_7F4A_7C15);
    let (mut repaired, mut set_aside) = (0, 0);
    for attempt in 0..300 {
        let bytes = corrupt(GOOD_STATE, &mut rng);
        std::fs::write(&path, &bytes).unwrap();
        let notice = repair(&path);
        if let Some(notice) = &notice {
            assert!(!notice.contains('\n'), "attempt {attempt}: {notice}");
        }
        assert_repaired(&path, &format!("attempt {attempt}"));
        if !path.exists() {
            set_aside += 1;
            assert!(notice.is_some(), "attempt {attempt}: set aside without a word");
            let _ = std::fs::remove_file(dir.join("app.ron.unreadable"));
        } else if notice.is_some() {
            repaired += 1;
        }
    }
    // The mutations reach both kinds of repair.
    assert!(
        repaired > 0 && set_aside > 0,
        "repaired {repaired}, set aside {set_aside}"
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn a_state_file_that_is_not_a_file_is_set_aside_without_reading_it() {
    let dir = scratch("fifo");
    let path = dir.join("app.ron");
    std::fs::create_dir(&path).unwrap();
    let notice = repair(&path).unwrap();
    assert!(notice.contains("not a regular file"), "{notice}");
    assert!(!path.exists());
    // A FIFO would block a reader forever; it is never opened.
    let fifo = dir.join("fifo.ron");
    if std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .is_ok_and(|s| s.success())
    {
        let notice = repair(&fifo).unwrap();
        assert!(notice.contains("not a regular file"), "{notice}");
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn corrupt_settings_files_give_the_defaults_and_say_why() {
    let dir = scratch("settings");
    let path = dir.join("settings.json");
    assert!(read(&path).is_none(), "no file: look in the older place");
    let good = Settings {
        depth: 4,
        ..Settings::default()
    };
    std::fs::write(&path, good.to_stored()).unwrap();
    assert_eq!(read(&path), Some((good.clone(), None)));
    let mut rng = SplitMix(7);
    for attempt in 0..300 {
        let bytes = corrupt(&good.to_stored(), &mut rng);
        std::fs::write(&path, &bytes).unwrap();
        let (_, notice) = read(&path).unwrap();
        match notice {
            Some(notice) => assert!(!notice.contains('\n'), "{notice}"),
            // Read as it is: then it is a valid settings file.
            None => assert_eq!(
                Settings::load(Some(&String::from_utf8(bytes).unwrap())).1,
                None,
                "attempt {attempt}"
            ),
        }
    }
    // A file that cannot be read is kept aside, so that saving the defaults does not destroy it.
    std::fs::write(&path, "{ \"version\": 2, \"depth\": 4, }").unwrap();
    let (settings, notice) = read(&path).unwrap();
    assert_eq!(settings, Settings::default());
    assert!(notice.unwrap_or_default().contains("kept as"));
    assert!(!path.exists());
    let aside = dir.join("settings.json.unreadable");
    assert_eq!(
        std::fs::read_to_string(&aside).unwrap(),
        "{ \"version\": 2, \"depth\": 4, }"
    );
    std::fs::create_dir(&path).unwrap();
    let (settings, notice) = read(&path).unwrap();
    assert_eq!(settings, Settings::default());
    assert!(notice.unwrap().contains("not a regular file"));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn settings_that_cannot_be_saved_say_so_and_are_kept() {
    let dir = scratch("unsaved");
    // The settings' folder would have to be inside a file.
    let blocker = dir.join("a-file");
    std::fs::write(&blocker, "").unwrap();
    let mut harness = Harness::builder()
        .with_size([1280.0, 820.0])
        .build_eframe(|cc| KladosApp::with_settings(&cc.egui_ctx, Settings::default()));
    harness
        .state_mut()
        .set_settings_file(blocker.join("settings.json"));
    harness.state_mut().save_settings();
    let notice = harness
        .state()
        .notice()
        .map(|notice| notice.text.clone())
        .unwrap_or_default();
    assert!(notice.contains("could not be saved"), "notice: {notice:?}");
    assert_eq!(harness.state().settings(), &Settings::default());
    // A path that works saves them, and they read back.
    let path = dir.join("klados").join("settings.json");
    harness.state_mut().set_settings_file(path.clone());
    harness.state_mut().save_settings();
    assert_eq!(read(&path), Some((Settings::default(), None)));
    std::fs::remove_dir_all(dir).unwrap();
}
