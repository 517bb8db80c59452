//! Nothing a person does in the window crashes it: seeded random clicks, drags, keys, typing,
//! pastes, scrolling and resizes over each of the window's screens (the game with a search to
//! replay, the lessons list, a lesson being taught, the FEN/PGN window, help, the practice tabs,
//! the handouts window), in both themes and in projector mode. The test passes if no frame panics
//! and the jobs stay few.

mod common;
use common::SplitMix;
use klados::engine::settings::Technique;

use egui::{Event, Key, Modifiers, PointerButton, Pos2, Vec2};
use egui_kittest::Harness;
use klados::engine::settings::Techniques;
use klados::ui::KladosApp;
use klados::ui::command::{Command, PracticeCommand, PracticeTab};
use klados::ui::settings::Settings;

/// The keys a person might press: every shortcut's key and then some (not the depths above 2,
/// so that the searches the keys start stay small).
const KEYS: [Key; 31] = [
    Key::A,
    Key::F,
    Key::H,
    Key::L,
    Key::M,
    Key::N,
    Key::P,
    Key::S,
    Key::T,
    Key::Y,
    Key::Z,
    Key::C,
    Key::E,
    Key::Q,
    Key::Num1,
    Key::Num2,
    Key::Escape,
    Key::Enter,
    Key::Space,
    Key::Tab,
    Key::Backspace,
    Key::Delete,
    Key::Home,
    Key::End,
    Key::PageUp,
    Key::PageDown,
    Key::ArrowLeft,
    Key::ArrowRight,
    Key::ArrowUp,
    Key::ArrowDown,
    Key::F1,
];

/// What people type or paste: moves, FENs, PGN, and junk.
const TEXTS: [&str; 15] = [
    "e2e4",
    "Nf3",
    "O-O",
    "e7e8q",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    "8/8/8/8/8/8/8/8 w - - 0 1",
    "[Event \"x\"]\n1. e4 e5 2. Nf3 {a comment (unclosed 1-0",
    "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0",
    "\u{0}\u{7f}\u{202e}ключ♞♘",
    "99999999999999999999",
    "-1",
    "/home/nobody/no-such-folder",
    "[[3, 12, 8], [2, 4, 6], [14, 5, 2]]",
    "[[1, [2, [3, [4, [5, [6, [7]]]]]]]",
    "-inf",
];

/// Sends one random event and draws a frame.
fn random_event(harness: &mut Harness<'_, KladosApp>, rng: &mut SplitMix, size: &mut Vec2) {
    let at = Pos2::new(rng.float(size.x), rng.float(size.y));
    let modifiers = match rng.below(8) {
        0 => Modifiers::SHIFT,
        1 => Modifiers::COMMAND,
        2 => Modifiers::COMMAND | Modifiers::SHIFT,
        _ => Modifiers::NONE,
    };
    match rng.below(100) {
        0..=39 => {
            harness.hover_at(at);
            for pressed in [true, false] {
                harness.event(Event::PointerButton {
                    pos: at,
                    button: if rng.below(10) == 0 {
                        PointerButton::Secondary
                    } else {
                        PointerButton::Primary
                    },
                    pressed,
                    modifiers,
                });
            }
        }
        40..=49 => {
            harness.drag_at(at);
            harness.step();
            let to = Pos2::new(rng.float(size.x), rng.float(size.y));
            harness.hover_at(to);
            harness.step();
            harness.drop_at(to);
        }
        50..=74 => harness.key_press_modifiers(modifiers, KEYS[rng.below(KEYS.len())]),
        75..=82 => harness.event(Event::Text(TEXTS[rng.below(TEXTS.len())].to_owned())),
        83..=86 => harness.event(Event::Paste(TEXTS[rng.below(TEXTS.len())].to_owned())),
        87..=93 => {
            harness.hover_at(at);
            harness.event(Event::MouseWheel {
                unit: egui::MouseWheelUnit::Point,
                delta: Vec2::new(rng.float(400.0) - 200.0, rng.float(2000.0) - 1000.0),
                modifiers,
                phase: egui::TouchPhase::Move,
                source: egui::MouseWheelSource::Wheel,
            });
        }
        _ => {
            // Resizes, down to sizes nobody should use and up past a projector's.
            *size = match rng.below(5) {
                0 => Vec2::new(120.0 + rng.float(300.0), 90.0 + rng.float(200.0)),
                1 => Vec2::new(1024.0, 700.0),
                2 => Vec2::new(1280.0, 820.0),
                3 => Vec2::new(1600.0, 1000.0),
                _ => Vec2::new(400.0 + rng.float(2400.0), 300.0 + rng.float(1400.0)),
            };
            harness.set_size(*size);
        }
    }
    harness.step();
}

/// Puts the window on one of its screens.
fn set_screen(harness: &mut Harness<'_, KladosApp>, screen: usize) {
    let app = harness.state_mut();
    match screen {
        // The game, with a search to replay.
        0 => {
            app.apply(Command::ThinkHere);
            app.wait_for_computer();
        }
        // The lessons list.
        1 => app.apply(Command::ToggleLessons),
        // A lesson being taught: the first drawn tree (01) and a chess one (08).
        2 | 3 => {
            let number = if screen == 2 { "01-" } else { "08-" };
            let index = app
                .lessons()
                .lessons()
                .iter()
                .position(|lesson| lesson.id.starts_with(number))
                .unwrap_or_default();
            app.apply(Command::OpenLesson(index));
            app.wait_for_lesson();
        }
        // The FEN and PGN window, and help.
        4 => app.apply(Command::ToggleExchange),
        5 => app.apply(Command::ToggleHelp),
        // Practice: a minimax sheet, an alpha-beta sheet, Predict, the builder; the handouts window.
        6 => {
            if !app.practice().open {
                app.apply(Command::TogglePractice);
            }
        }
        7 => app.apply(Command::Practice(PracticeCommand::Tab(PracticeTab::AlphaBeta))),
        8 => app.apply(Command::Practice(PracticeCommand::Tab(PracticeTab::Predict))),
        9 => app.apply(Command::Practice(PracticeCommand::Tab(PracticeTab::Build))),
        10 => app.apply(Command::ToggleHandouts),
        // The game again, searched with every technique beside the algorithm: quiescence levels,
        // transpositions and the iterations to choose from.
        _ => {
            if app.practice().open {
                app.apply(Command::TogglePractice);
            }
            app.apply(Command::LeaveLesson);
            app.apply(Command::SetTechniques(
                Techniques::NONE
                    .with(Technique::Quiescence)
                    .with(Technique::Iterative)
                    .with(Technique::Transpositions),
            ));
            app.apply(Command::ThinkHere);
            app.wait_for_computer();
        }
    }
}

#[test]
fn random_clicks_drags_keys_and_resizes_never_crash_the_window() {
    const EVENTS_PER_SCREEN: usize = 40;
    let started = std::time::Instant::now();
    let mut events = 0;
    for (seed, theme_and_projector) in [(1_u64, (false, false)), (2, (true, true))] {
        let settings = Settings {
            depth: 2,
            node_budget: 1_000_000,
            theme: if theme_and_projector.0 {
                klados::ui::settings::ThemeChoice::Dark
            } else {
                klados::ui::settings::ThemeChoice::Light
            },
            projector: theme_and_projector.1,
            ..Settings::default()
        };
        let mut harness = Harness::builder()
            .with_size([1280.0, 820.0])
            .build_eframe(move |cc| KladosApp::with_settings(&cc.egui_ctx, settings));
        harness.state_mut().wait_for_lessons();
        // Files a random click saves (a built tree's lesson, handouts) go to a folder of the test's.
        let folder = std::env::temp_dir().join(format!("klados-robust-{}-{seed}", std::process::id()));
        let _ = std::fs::create_dir_all(&folder);
        harness.state_mut().set_save_folder(&folder);
        harness.run_steps(2);
        let mut rng = SplitMix(0x5DEE_CE66_D1CE_4E5B ^ seed);
        let mut size = Vec2::new(1280.0, 820.0);
        for screen in 0..12 {
            set_screen(&mut harness, screen);
            harness.step();
            for _ in 0..EVENTS_PER_SCREEN {
                random_event(&mut harness, &mut rng, &mut size);
                events += 1;
            }
            let jobs = harness.state().running_jobs();
            assert!(jobs <= 3, "seed {seed}, screen {screen}: {jobs} jobs alive");
        }
        let _ = std::fs::remove_dir_all(&folder);
    }
    eprintln!(
        "{events} random events in {:.1} s",
        started.elapsed().as_secs_f64()
    );
}
