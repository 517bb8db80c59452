//! Writing a game as PGN: the Seven Tag Roster, the opening's tags, the moves numbered and
//! wrapped, the result.

use shakmaty::{Chess, Color, Position};

use crate::chess::game::Game;
use crate::engine::position::{START_FEN, fen_of};

/// Returns the game as PGN: the Seven Tag Roster, `ECO` and `Opening` when the game is in (or
/// passed through) a named opening, `SetUp`/`FEN` when it did not start from the usual position, the moves numbered and wrapped under 80 columns, and the result.
///
/// Tags the game was read with are kept; missing ones get sensible values: Event "Klados game",
/// Site "?", today's date, Round "-", and White and Black "Klados" or "Player" when `human`
/// says which side the person played, "?" otherwise. The result is the game's outcome by the
/// rules if it has one, else the result it was read with if it is still as read, else `*`.
pub fn write(game: &Game, human: Option<Color>) -> String {
    let tags = game.tags();
    let player = |side: Color| match human {
        Some(human) if human == side => "Player",
        Some(_) => "Klados",
        None => "?",
    };
    let result = result_token(game);
    let today = today();
    let roster = [
        ("Event", "Klados game"),
        ("Site", "?"),
        ("Date", today.as_str()),
        ("Round", "-"),
        ("White", player(Color::White)),
        ("Black", player(Color::Black)),
        ("Result", result.as_str()),
    ];
    let mut text = String::new();
    for (name, default) in roster {
        let value = match name {
            "Result" => default,
            _ => tags.get(name).unwrap_or(default),
        };
        push_tag(&mut text, name, value);
    }
    // The opening's name, found by position; a game Klados cannot name keeps the tags it was
    // read with.
    let opening = game.opening_at(game.moves().len());
    if let Some(opening) = opening {
        push_tag(&mut text, "ECO", opening.eco);
        push_tag(&mut text, "Opening", opening.name);
    }
    const COMPUTED: [&str; 10] = [
        "Event", "Site", "Date", "Round", "White", "Black", "Result", "SetUp", "FEN", "PlyCount",
    ];
    let named = |tag: &str| opening.is_some() && (tag == "ECO" || tag == "Opening");
    for (name, value) in &tags.pairs {
        if !COMPUTED.contains(&name.as_str()) && !named(name) {
            push_tag(&mut text, name, value);
        }
    }
    let start_fen = fen_of(game.start_position());
    if start_fen != START_FEN {
        push_tag(&mut text, "SetUp", "1");
        push_tag(&mut text, "FEN", &start_fen);
    }
    text.push('\n');
    text.push_str(&wrap(&movetext_words(game, &result), 79));
    text.push('\n');
    text
}

/// Returns the result token to write: the outcome by the rules, else the result read with the
/// game while it is unchanged, else `*`.
fn result_token(game: &Game) -> String {
    if let Some(outcome) = game.outcome() {
        return outcome.result_tag().to_owned();
    }
    match &game.tags().result_as_read {
        Some((token, plies)) if *plies == game.moves().len() => token.clone(),
        _ => "*".to_owned(),
    }
}

/// Writes one tag pair, escaping `"` and `\` as PGN asks.
fn push_tag(text: &mut String, name: &str, value: &str) {
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    text.push_str(&format!("[{name} \"{escaped}\"]\n"));
}

/// Returns the movetext as words: move numbers, moves in SAN, and the result last.
fn movetext_words(game: &Game, result: &str) -> Vec<String> {
    let mut words = numbered_moves(game);
    words.push(result.to_owned());
    words
}

/// Returns the game's moves as a score sheet writes them, as words: `1.`, `e4`, `e5`, `2.`,
/// `Nf3`; a game that starts with Black to move starts `1...`.
pub fn numbered_moves(game: &Game) -> Vec<String> {
    numbered(game.start_position(), game.san_moves())
}

/// Numbers moves written in SAN, played from `start`, as a score sheet does: `1.`, `e4`, `e5`,
/// `2.`, `Nf3`; from a position with Black to move, `1...` first.
pub fn numbered(start: &Chess, sans: impl IntoIterator<Item = String>) -> Vec<String> {
    let mut move_number = start.fullmoves().get();
    let mut words = Vec::new();
    for (ply, san) in sans.into_iter().enumerate() {
        let white_moves = (start.turn() == Color::White) == (ply % 2 == 0);
        if white_moves {
            words.push(format!("{move_number}."));
        } else if ply == 0 {
            words.push(format!("{move_number}..."));
        }
        if !white_moves {
            move_number += 1;
        }
        words.push(san);
    }
    words
}

/// Joins words with spaces into lines of at most `width` characters (a longer word gets a line
/// of its own).
fn wrap(words: &[String], width: usize) -> String {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in words {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    lines.push(line);
    lines.join("\n")
}

/// Returns today's date as PGN writes it (`2025.11.22`, in UTC), or `????.??.??` if the clock
/// is before 1970.
fn today() -> String {
    let Ok(since_epoch) = web_time::SystemTime::now().duration_since(web_time::UNIX_EPOCH) else {
        return "????.??.??".to_owned();
    };
    let (year, month, day) = civil_date(since_epoch.as_secs() / 86_400);
    format!("{year:04}.{month:02}.{day:02}")
}

/// Returns the (year, month, day) of the Gregorian calendar that is `days` days after
/// 1970-01-01. The calendar repeats every 400 years (146,097 days); counting years from March
/// puts the leap day last, so each month's length is a simple formula.
fn civil_date(days: u64) -> (u64, u64, u64) {
    let shifted = days + 719_468; // days from 0000-03-01 to 1970-01-01
    let era = shifted / 146_097;
    let day_of_era = shifted % 146_097;
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_from_march = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_from_march + 2) / 5 + 1;
    let month = if month_from_march < 10 {
        month_from_march + 3
    } else {
        month_from_march - 9
    };
    let year = year_of_era + era * 400 + u64::from(month <= 2);
    (year, month, day)
}

// ---------------------------------------------------------------------------------------------
// Reading, pass 2: what pgn-reader reads, and how it is checked against the locator.
// ---------------------------------------------------------------------------------------------

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn civil_dates_of_known_days() {
        assert_eq!(civil_date(0), (1970, 1, 1));
        assert_eq!(civil_date(11_016), (2000, 2, 29));
        assert_eq!(civil_date(20_414), (2025, 11, 22));
    }

    #[test]
    fn wrapping_keeps_lines_under_the_width() {
        let words: Vec<String> = (0..40).map(|i| format!("w{i}")).collect();
        let text = wrap(&words, 10);
        assert!(text.lines().all(|line| line.chars().count() <= 10), "{text}");
        assert_eq!(text.split_whitespace().count(), 40);
    }

    #[test]
    fn a_game_written_reads_back() {
        let mut game = Game::new();
        for m in ["e4", "e5", "Nf3", "Nc6", "Bb5"] {
            if let Err(error) = game.play_text(m) {
                panic!("{m}: {error}");
            }
        }
        let text = write(&game, None);
        assert!(text.contains("1. e4 e5 2. Nf3 Nc6 3. Bb5 *"), "{text}");
        match crate::chess::pgn::read(&text) {
            Ok(again) => assert_eq!(again.game.san_moves(), game.san_moves()),
            Err(error) => panic!("{error}"),
        }
    }
}
