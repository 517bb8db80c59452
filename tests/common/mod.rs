//! What the tests share: a small seeded random generator, so that every robustness run tries the
//! same inputs on every machine and a failure can be replayed; a chess position searched
//! (`think`); and for the window tests, a window of a given size with its lessons loaded, and a
//! lesson opened by its title (`lesson_panel`: the lesson panel's own helpers). (Each test file
//! compiles this module on its own and uses part of it.)

#![allow(dead_code)]

pub mod lesson_panel;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use klados::engine::fen::parse_fen;
use klados::engine::search::search;
use klados::engine::settings::{Algorithm, SearchControl, SearchSettings};
use klados::engine::tree::SearchTree;
use klados::ui::KladosApp;
use klados::ui::command::Command;
use klados::ui::settings::Settings;

/// SplitMix64: a small, well-mixed pseudo-random generator. The same seed gives the same numbers.
pub struct SplitMix(pub u64);

impl SplitMix {
    /// The next number.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A number below `bound` (0 when `bound` is 0).
    pub fn below(&mut self, bound: usize) -> usize {
        (self.next() % bound.max(1) as u64) as usize
    }

    /// One of `items`, which must not be empty.
    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// A number from 0 up to `below`.
    pub fn float(&mut self, below: f32) -> f32 {
        (self.next() % 10_000) as f32 / 10_000.0 * below
    }
}

/// The smallest projector a classroom meets.
pub const SMALL_PROJECTOR: [f32; 2] = [1024.0, 700.0];

/// A window of `size` points with `settings`, its lessons folder loaded.
pub fn window(size: [f32; 2], settings: Settings) -> Harness<'static, KladosApp> {
    let mut harness = Harness::builder()
        .with_size(size)
        // A scroll area gliding to a far row (a result that arrives, say) takes up to 1.5 s;
        // the default of 4 steps (1 s) failed one run in three where one did.
        .with_max_steps(8)
        .build_eframe(move |cc| KladosApp::with_settings(&cc.egui_ctx, settings));
    harness.state_mut().wait_for_lessons();
    harness.run();
    harness
}

/// A 1024×700 window in projector mode, searching one ply when the computer moves.
pub fn projector_window() -> Harness<'static, KladosApp> {
    let settings = Settings {
        projector: true,
        depth: 1,
        ..Settings::default()
    };
    window(SMALL_PROJECTOR, settings)
}

/// Opens the lesson whose title starts with `title` and waits for its search.
pub fn open_lesson(harness: &mut Harness<'_, KladosApp>, title: &str) {
    let Some(index) = harness
        .state()
        .lessons()
        .lessons()
        .iter()
        .position(|lesson| lesson.title.starts_with(title))
    else {
        panic!("no lesson {title}")
    };
    harness.state_mut().apply(Command::OpenLesson(index));
    harness.state_mut().wait_for_lesson();
    harness.run();
}

/// Plays 1. e4 by clicking and waits for the computer's reply, whose search the panel shows.
pub fn play_e4(harness: &mut Harness<'_, KladosApp>) {
    for square in ["e2", "e4"] {
        harness.get_by_label(square).click();
        harness.step();
        harness.state_mut().wait_for_computer();
        harness.run();
    }
    assert_eq!(harness.state().game().moves().len(), 2, "the computer replied");
}

/// Searches the position `fen` to `depth` plies with `algorithm` (no techniques, the default
/// budget); panics on a bad FEN or a failed search.
pub fn think(fen: &str, depth: usize, algorithm: Algorithm) -> SearchTree {
    let root = parse_fen(fen).unwrap_or_else(|e| panic!("{e}"));
    search(
        &root,
        &[],
        &SearchSettings::new(depth, algorithm),
        &SearchControl::new(),
    )
    .unwrap_or_else(|e| panic!("{fen}: {e}"))
}

/// Positions reached by seeded random moves from the start: the same ones on every machine.
pub fn random_positions(count: usize, seed: u64) -> Vec<shakmaty::Chess> {
    let mut random = SplitMix(seed);
    let mut positions = Vec::new();
    while positions.len() < count {
        let mut game = klados::chess::game::Game::new();
        let plies = 4 + random.below(50);
        for _ in 0..plies {
            let moves = game.legal_moves();
            if moves.is_empty() {
                break;
            }
            let m = *random.pick(&moves);
            game.play(m).unwrap_or_else(|e| panic!("{e}"));
        }
        if game.outcome().is_none() {
            positions.push(game.position().clone());
        }
    }
    positions
}
