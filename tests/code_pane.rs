//! The Code pane, driven through the window with egui_kittest: the key and the button that open
//! it, the settings that keep it, the line each step lights and the call stack beside a real
//! replay, a lesson's question kept back in it, and a lesson's pointer.
//!
//! The lines and frames expected are written by hand from the algorithm and the listing as a
//! textbook prints it (alpha-beta's `break` is line 19), not read back from Klados.

mod common;

use std::sync::Arc;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use klados::course::tree_text::parse_tree;
use klados::engine::abstract_tree::search_abstract;
use klados::engine::code::Source;
use klados::engine::replay::Order;
use klados::engine::settings::{Algorithm, SearchSettings};
use klados::engine::tree::{NodeId, SearchTree};
use klados::ui::KladosApp;
use klados::ui::code_pane::{CodePointer, kept_back};
use klados::ui::command::Command;
use klados::ui::settings::{CodeSettings, Settings};
use klados::ui::stepper::StepperCommand;
use klados::ui::thinking::{PanelContext, SearchNotes, ThinkingPanel};

/// A 1280×820 window after a depth-3 alpha-beta search of the start position.
fn searched(size: [f32; 2]) -> Harness<'static, KladosApp> {
    let settings = Settings {
        depth: 3,
        algorithm: Algorithm::AlphaBeta,
        ..Settings::default()
    };
    let mut harness = common::window(size, settings);
    harness.state_mut().apply(Command::ThinkHere);
    harness.state_mut().wait_for_computer();
    harness.run();
    assert!(harness.state().last_search().is_some(), "the search finished");
    harness
}

/// Runs frames until a lesson step's camera and animations have come to rest.
fn settle(harness: &mut Harness<'_, KladosApp>) {
    for _ in 0..20 {
        harness.step();
    }
}

/// Clicks the widget labelled `label`; the listing may glide to its lit line meanwhile.
fn press(harness: &mut Harness<'_, KladosApp>, label: &str) {
    harness.get_by_label(label).click();
    settle(harness);
}

fn key(harness: &mut Harness<'_, KladosApp>, key: egui::Key) {
    harness.key_press(key);
    harness.run();
}

/// The brightly lit line, its runs of spaces made one.
fn lit(harness: &Harness<'_, KladosApp>) -> String {
    let pane = harness.state().thinking().code_pane();
    let text = pane.lit_text().unwrap_or_default();
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn c_and_the_button_open_and_close_the_pane_and_the_settings_keep_it() {
    let folder = std::env::temp_dir().join(format!("klados-code-pane-{}", std::process::id()));
    std::fs::create_dir_all(&folder).ok();
    let file = folder.join("settings.json");
    let mut harness = searched([1280.0, 820.0]);
    harness.state_mut().set_settings_file(file.clone());
    assert!(harness.query_by_label("Pseudocode").is_none(), "closed at first");

    key(&mut harness, egui::Key::C);
    assert!(harness.state().settings().code.open);
    harness.get_by_label("Pseudocode");
    harness.get_by_label("Hide the code");
    // Level by level (the order a game's replay starts in) the code is Huo Chess's loops.
    assert_eq!(lit(&harness), "levels = [[root]] # the root alone, above level 0");

    key(&mut harness, egui::Key::C);
    assert!(!harness.state().settings().code.open);
    assert!(harness.query_by_label("Pseudocode").is_none());

    press(&mut harness, "Show the code");
    press(&mut harness, "Depth first");
    press(&mut harness, "Klados's Rust");
    assert_eq!(harness.state().settings().code.source, Source::Klados);
    let title = harness
        .state()
        .thinking()
        .code_pane()
        .listing()
        .map(|listing| listing.title.clone());
    assert_eq!(title.as_deref(), Some("Klados's search (src/engine/search.rs)"));

    // What was written comes back as it was left: open, on Klados's own code.
    let stored = std::fs::read_to_string(&file).unwrap_or_default();
    let (loaded, notice) = Settings::load(Some(&stored));
    assert_eq!(notice, None);
    assert_eq!(
        loaded.code,
        CodeSettings {
            open: true,
            source: Source::Klados
        }
    );
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn stepping_a_chess_search_depth_first_lights_the_lines_and_builds_the_stack() {
    let mut harness = searched([1280.0, 820.0]);
    key(&mut harness, egui::Key::C);
    press(&mut harness, "Depth first");
    let Some(tree) = harness.state().last_search().cloned() else {
        panic!("no search")
    };
    // The first move tried at each level, and the first leaf's value.
    let first = tree.root_children().next().unwrap_or(NodeId::new(0, 0));
    let second = tree.children_of(first).next().unwrap_or(NodeId::new(1, 0));
    let third = tree.children_of(second).next().unwrap_or(NodeId::new(2, 0));
    let [m1, m2, m3] = [first, second, third].map(|id| tree.san_of(id));
    let leaf = tree.get(third).and_then(|node| node.value()).unwrap_or_default();
    let leaf = tree.display_value(leaf);
    let moves = |id: NodeId| tree.children_of(id).count();
    let roots = tree.root_children().count();

    // Step 0: the driver calls the search on the root with the whole window.
    assert_eq!(lit(&harness), "alphabeta(root, depth, -INF, +INF)");
    harness.get_by_label("root: depth 3, MAX, α −∞, β +∞, best –");

    // Steps 1 and 2: the recursive calls into the first move and its first answer.
    key(&mut harness, egui::Key::ArrowRight);
    key(&mut harness, egui::Key::ArrowRight);
    assert_eq!(
        lit(&harness),
        "value = alphabeta(node.play(move), depth - 1, alpha, beta)"
    );
    harness.get_by_label(&format!(
        "root: depth 3, MAX, α −∞, β +∞, best –, child 1 of {roots}"
    ));
    harness.get_by_label(&format!(
        "{m1}: depth 2, MIN, α −∞, β +∞, best –, child 1 of {}",
        moves(first)
    ));
    harness.get_by_label(&format!("{m1} {m2}: depth 1, MAX, α −∞, β +∞, best –"));

    // Step 3: a leaf at the depth; its static score is its value.
    key(&mut harness, egui::Key::ArrowRight);
    assert_eq!(lit(&harness), "return evaluate(node) # the static score");
    // The call that reached the leaf is lit softly: line 11.
    let softly = harness
        .state()
        .thinking()
        .code_pane()
        .facts()
        .map(|facts| facts.lit.clone());
    assert_eq!(softly, Some(vec![6, 10]));
    harness.get_by_label(&format!("{m1} {m2} {m3}: depth 0, MIN, α −∞, β +∞, best –"));
    let words = harness
        .get_by_label_contains("▶ line 7: A leaf")
        .value()
        .unwrap_or_default();
    assert_eq!(words, "▶ line 7: A leaf: its static score is its value");

    // Step 4: the leaf returns to MAX, whose α rises from −∞ to its value.
    key(&mut harness, egui::Key::ArrowRight);
    assert_eq!(lit(&harness), "alpha = max(alpha, value)");
    harness.get_by_label(&format!(
        "{m1} {m2}: depth 1, MAX, α {leaf}, β +∞, best {leaf} ({m3}), child 1 of {}",
        moves(second)
    ));
    harness.get_by_label("Lit line 14: alpha = max(alpha, value)");
    let frames = harness
        .state()
        .thinking()
        .code_pane()
        .facts()
        .map_or(0, |facts| facts.frames.len());
    assert_eq!(
        frames, 3,
        "the leaf has returned: root, {m1} and {m1} {m2} are running"
    );

    // Clicking a call focuses its node; stepping back restores the stack exactly.
    press(
        &mut harness,
        &format!(
            "{m1}: depth 2, MIN, α −∞, β +∞, best –, child 1 of {}",
            moves(first)
        ),
    );
    assert_eq!(harness.state().thinking().focus(), Some(first));
    key(&mut harness, egui::Key::ArrowLeft);
    harness.get_by_label(&format!("{m1} {m2} {m3}: depth 0, MIN, α −∞, β +∞, best –"));
}

#[test]
fn a_lesson_question_keeps_its_answer_out_of_the_pane_until_reveal() {
    let mut harness = common::window([1280.0, 820.0], Settings::default());
    common::open_lesson(&mut harness, "Alpha-beta on a tree");
    // The lesson's first step opens the pane itself (it points at the first call); the next
    // step, pointing nowhere, closes it again, so the tree has the room.
    assert!(harness.state().settings().code.open, "the lesson opened the code");
    harness.state_mut().apply(Command::LessonStep(1));
    settle(&mut harness);
    assert!(
        !harness.state().settings().code.open,
        "the story moved on: the code closed"
    );
    // The person opens it: it stays open from step to step.
    harness.state_mut().apply(Command::OpenCode(true));
    // Step 6 asks, as C1 = 2 comes back to C: "Does the search need to look at C2 and C3?"
    harness.state_mut().apply(Command::LessonStep(5));
    settle(&mut harness);
    let Some(facts) = harness.state().thinking().code_pane().facts().cloned() else {
        panic!("the pane is drawn")
    };
    assert_eq!(facts.words, kept_back());
    // Not the `break`: the line C1's value comes back to, which tells nothing. (Not `return
    // best` either: C returning now would say the loop stops.)
    assert_eq!(
        lit(&harness),
        "value = alphabeta(node.play(move), depth - 1, alpha, beta)"
    );
    // The root's α and its best so far, C's β and best would say C is worth 2 and is cut.
    harness.get_by_label("root: depth 2, MAX, α ?, β ?, best ?, child 3 of 3");
    harness.get_by_label("C: depth 1, MIN, α 3, β +∞, best ?, child 1 of 3");
    assert!(
        !facts.frames.iter().any(|frame| frame.best.contains('2')),
        "{facts:?}"
    );

    harness.state_mut().apply(Command::RevealAnswer);
    settle(&mut harness);
    assert!(lit(&harness).starts_with("break"), "{}", lit(&harness));
    // The next step points at that line, "the line that prunes", and outlines C's call.
    harness.state_mut().apply(Command::LessonStep(6));
    settle(&mut harness);
    let pointer = harness.state().thinking().code_pointer();
    assert_eq!(pointer.marker.as_deref(), Some("cutoff"));
    assert_eq!(pointer.note.as_deref(), Some("this is the line that prunes"));
    let c = pointer.frame.flatten().map(|id| (id.level, id.index));
    assert_eq!(c, Some((0, 2)), "the call on C, the root's third move");
    assert!(lit(&harness).starts_with("break"), "{}", lit(&harness));
    harness.get_by_label("root: depth 2, MAX, α 3, β +∞, best 3 (B), child 3 of 3");
    harness.get_by_label("C: depth 1, MIN, α 3, β 2, best 2 (C1), child 1 of 3");
    // What the step does, in words (under the lesson's tree the pane leaves them to the lit
    // line, its note and the stepper's sentence).
    let words = harness
        .state()
        .thinking()
        .code_pane()
        .facts()
        .map(|facts| facts.words.clone());
    assert!(
        words.is_some_and(|words| words.contains("cutoff, the moves left are pruned")),
        "the step's words"
    );
}

/// The textbook tree searched with alpha-beta (MAX at the root, MIN at A, B and C).
fn textbook_tree() -> Arc<SearchTree> {
    let moves = parse_tree("[[3, 12, 8], [2, 4, 6], [14, 5, 2]]").unwrap_or_default();
    match search_abstract(&moves, Algorithm::AlphaBeta) {
        Ok(searched) => Arc::new(searched.tree),
        Err(error) => panic!("{error}"),
    }
}

/// The thinking panel alone, replaying `tree` depth first at `size` with the Code pane open
/// (beside the views when they are wide), pointed as `pointer` says.
fn panel_alone(
    tree: Arc<SearchTree>,
    size: [f32; 2],
    pointer: CodePointer,
) -> Harness<'static, ThinkingPanel> {
    let mut panel = ThinkingPanel::default();
    panel.show_tree(tree);
    // Steps are taken at time 0 and drawn at time 100: no animation is running.
    panel.apply(StepperCommand::SetOrder(Order::DepthFirst), 0.0);
    panel.set_code_pointer(pointer);
    let mut fonts = false;
    Harness::builder().with_size(size).build_ui_state(
        move |ui, panel: &mut ThinkingPanel| {
            // The first frame installs the window's fonts (α, β and ▶ are DejaVu's), as the app does.
            if !fonts {
                klados::ui::theme::install_fonts(ui.ctx());
                fonts = true;
                return;
            }
            let notes = SearchNotes {
                stale: None,
                fallback_from: None,
                current: SearchSettings::new(2, Algorithm::AlphaBeta),
                game_search: false,
                book: None,
            };
            let context = PanelContext {
                running: None,
                now: 100.0,
                notes: &notes,
                board_follows: false,
                projector: false,
                compact: false,
                studying: None,
                code: CodeSettings {
                    open: true,
                    source: Source::Pseudocode,
                },
            };
            let _ = panel.header_ui(ui, &context);
            let _ = panel.views_ui(ui, &context, true, 1.6, None);
        },
        panel,
    )
}

#[test]
fn the_cutoff_at_b1_lights_the_break_and_a_pointer_names_its_line_and_call() {
    let pointer = CodePointer {
        marker: Some(String::from("cutoff")),
        frame: Some(None),
        note: Some(String::from("this is the line that prunes")),
    };
    let mut harness = panel_alone(textbook_tree(), [1600.0, 820.0], pointer);
    harness.run();
    // Step 11: B1 = 2 comes back to B, where α = 3: 2 ≤ α, so B2 and B3 are pruned.
    for _ in 0..11 {
        harness.state_mut().apply(StepperCommand::Forward, 0.0);
    }
    harness.run();
    let line = harness
        .get_by_label_contains("Lit line 19: break")
        .value()
        .unwrap_or_default();
    assert!(
        line.ends_with("# cutoff: the rest are pruned ← this is the line that prunes"),
        "{line}"
    );
    harness.get_by_label("root: depth 2, MAX, α 3, β +∞, best 3 (A), child 2 of 3");
    harness.get_by_label("B: depth 1, MIN, α 3, β 2, best 2 (B1), child 1 of 3");
    harness.snapshot("code_pane_cutoff");
}

#[test]
fn a_pvs_replay_lights_the_null_window_and_says_its_alpha_and_beta() {
    use klados::engine::code::{self, Act};
    use klados::engine::replay::{Granularity, Replay};
    use klados::engine::settings::{SearchControl, Technique, Techniques};
    let position = klados::engine::fen::parse_fen(
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 5",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let settings = SearchSettings::new(3, Algorithm::Ordered).with(Techniques::of(&[Technique::Pvs]));
    let tree = Arc::new(
        klados::engine::search::search(&position, &[], &settings, &SearchControl::new())
            .unwrap_or_else(|e| panic!("{e}")),
    );
    // The first step that enters a later move with a null window, found from the engine; the
    // window's words are checked against the frame's numbers.
    let replay = Replay::new(Arc::clone(&tree), Order::DepthFirst, Granularity::Level);
    let step = (0..replay.step_count())
        .find(|&step| code::acts(&replay, step).first().map(|lit| lit.act) == Some(Act::NullWindow))
        .unwrap_or_else(|| panic!("no null window"));
    let klados::engine::replay::Step::Enter { node } = replay.step(step) else {
        panic!("step {step} enters nothing");
    };
    let (alpha, beta) = replay.given_window(step, node);
    let mut harness = panel_alone(Arc::clone(&tree), [1600.0, 900.0], CodePointer::default());
    harness.run();
    for _ in 0..step {
        harness.state_mut().apply(StepperCommand::Forward, 0.0);
    }
    harness.run();
    let lit = harness
        .state()
        .code_pane()
        .lit_text()
        .unwrap_or_default()
        .trim()
        .to_string();
    assert!(lit.starts_with("a, b = null_window(node, alpha, beta)"), "{lit}");
    let words = format!(
        "asked with a null window, α {} … β {}",
        tree.display_bound(alpha),
        tree.display_bound(beta)
    );
    harness.get_by_label_contains(&words);
}

#[test]
fn the_summary_tells_every_aspiration_window() {
    use klados::engine::settings::{SearchControl, Technique, Techniques};
    let position = klados::engine::fen::parse_fen(
        "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/3P1N2/PPP2PPP/RNBQK2R w KQkq - 1 5",
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let settings = SearchSettings::new(3, Algorithm::Ordered).with(Techniques::of(&[Technique::Aspiration]));
    let tree = Arc::new(
        klados::engine::search::search(&position, &[], &settings, &SearchControl::new())
            .unwrap_or_else(|e| panic!("{e}")),
    );
    let attempts = tree.aspiration_attempts().to_vec();
    let mut harness = panel_alone(Arc::clone(&tree), [1600.0, 900.0], CodePointer::default());
    harness.run();
    // The summary, unfolded: one line tells how many searches, and each window with how it
    // came out: the first failed
    // (the static score is no good guess of the Italian's value), the last held the value.
    let first = &attempts[0];
    let kept = attempts.last().unwrap_or_else(|| panic!("no attempt"));
    assert!(attempts.len() > 1);
    harness
        .get_by_label_contains("▶ Ordered alpha-beta with aspiration windows")
        .click();
    harness.run();
    harness.get_by_label_contains(&format!(
        "Aspiration windows, {} searches of the root: α {} … β {} failed",
        attempts.len(),
        tree.display_bound(first.alpha),
        tree.display_bound(first.beta)
    ));
    harness.get_by_label_contains(&format!(
        "; α {} … β {} held the value",
        tree.display_bound(kept.alpha),
        tree.display_bound(kept.beta)
    ));
}
