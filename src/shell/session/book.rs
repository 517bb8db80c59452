//! The computer's book moves: the [`Session`] decides them and keeps the last one.
//!
//! When the person has switched the book on and it is the computer's turn, the window asks
//! [`Session::play_book_move`] first. If the book has a move for the position, it is played at
//! once: no search runs, so there is no tree, and the thinking panel shows the book's moves
//! from the position instead ([`BookPlayed`]). Out of the book, the computer searches as before.
//!
//! The Session keeps the book move so that the rest of the game's flow stays right: a take back
//! past it makes it stale (as it does a search), a new or loaded game forgets it, and "think
//! about this position" can search the position the book move was played from, so a class can
//! see what the search would have played ([`Session::request_study_before_book_move`]).

use shakmaty::{Chess, Color, Position};

use crate::chess::book::{Book, BookChoice, book_words};
use crate::engine::said::Said;
use crate::engine::settings::SearchSettings;

use super::{SearchRequest, Session};

/// A book move the computer played, kept for the thinking panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookPlayed {
    /// The move, the book's other moves from the position, and the seed that chose.
    pub choice: BookChoice,
    /// The position the move was played from.
    pub position: Chess,
    /// How many moves of the game lead to that position.
    pub root_ply: usize,
    /// The book, in words: "the built-in book (3,807 named openings)".
    pub book: String,
    /// True for the built-in book, whose weights count named lines; false for a Polyglot
    /// file's own weights.
    pub built_in: bool,
}

impl BookPlayed {
    /// Returns the move with its number, as a game's score writes it: `3...a6`, `4. Ba4`.
    pub fn numbered(&self) -> String {
        numbered(&self.position, &self.choice.chosen.san)
    }

    /// Returns the side that played the move.
    pub fn mover(&self) -> Color {
        self.position.turn()
    }
}

/// Returns a move with its number before it: `3...a6` for Black, `4. Ba4` for White.
fn numbered(before: &Chess, san: &str) -> String {
    let number = before.fullmoves().get();
    match before.turn() {
        Color::White => format!("{number}. {san}"),
        Color::Black => format!("{number}...{san}"),
    }
}

impl Session {
    /// Plays the book's move for the computer, if it is the computer's turn, no search runs and
    /// `book` has a move for the position, chosen with `seed` ([`Book::choose`]). Returns the
    /// book move played; `None` leaves the game as it was (the computer then searches).
    ///
    /// The search kept for the thinking panel is forgotten: the book move is the computer's
    /// latest thought, and it had no search.
    pub fn play_book_move(&mut self, book: &Book, seed: u64) -> Option<&BookPlayed> {
        if self.pending.is_some() || !self.is_computers_turn() {
            return None;
        }
        let position = self.game.position().clone();
        let choice = book.choose(&position, seed)?;
        self.game.play(choice.chosen.played).ok()?;
        self.viewed_ply = None;
        self.shown = None;
        self.book_move = Some(BookPlayed {
            choice,
            position,
            root_ply: self.game.moves().len() - 1,
            book: book_words(book),
            built_in: matches!(book, Book::BuiltIn),
        });
        self.book_move.as_ref()
    }

    /// Returns the last book move the computer played in this game, until a search of its own
    /// replaces it (a study of a position keeps it, so the panel can say what the book played).
    pub fn book_move(&self) -> Option<&BookPlayed> {
        self.book_move.as_ref()
    }

    /// Returns true when the last book move is no longer in the game on the board: it was
    /// taken back (a redo brings it back).
    pub fn book_move_stale(&self) -> bool {
        let Some(played) = &self.book_move else {
            return false;
        };
        let moves = self.game.moves();
        let in_game = moves.get(played.root_ply) == Some(&played.choice.chosen.played)
            && self.game.position_at(played.root_ply) == &played.position;
        !in_game
    }

    /// Returns the search of the position the last book move was played from, to study it:
    /// what the search would have played there. Nothing is played. `Err` says why there is
    /// nothing to search (no book move, or it was taken back).
    pub fn request_study_before_book_move(&mut self, chosen: SearchSettings) -> Result<SearchRequest, Said> {
        let Some(played) = &self.book_move else {
            return Err(Said::new("session-no-book-move"));
        };
        if self.book_move_stale() {
            return Err(Said::new("session-book-move-taken-back"));
        }
        self.request_study_at(played.root_ply, chosen)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::settings::{Algorithm, SearchControl};
    use crate::shell::session::{Finished, search_with_fallback};

    fn play(session: &mut Session, text: &str) {
        assert_eq!(session.play_typed_move(text), Ok(()), "{text}");
    }

    #[test]
    fn the_book_answers_at_once_and_the_same_seed_answers_the_same() {
        let mut session = Session::new(Color::White);
        play(&mut session, "e4");
        let Some(played) = session.play_book_move(&Book::BuiltIn, 7).cloned() else {
            panic!("1. e4 is in the book")
        };
        assert!(!session.is_searching(), "no search was started");
        assert_eq!(session.game().moves().len(), 2);
        assert_eq!(played.root_ply, 1);
        assert!(played.choice.chosen.playable);
        assert!(played.numbered().starts_with("1..."), "{}", played.numbered());
        assert_eq!(played.book, "the built-in book (3,807 named openings)");
        assert_eq!(played.choice.seed, 7);
        assert!(session.person_may_move());

        let mut again = Session::new(Color::White);
        play(&mut again, "e4");
        let replayed = again
            .play_book_move(&Book::BuiltIn, 7)
            .map(|p| p.choice.chosen.san.clone());
        assert_eq!(replayed, Some(played.choice.chosen.san));
    }

    #[test]
    fn a_book_move_that_gives_check_is_headed_with_its_sign() {
        // The Giuoco Piano's Greco Attack: the book's one move is 6...Bb4+.
        let mut game = crate::chess::game::Game::new();
        for word in "e4 e5 Nf3 Nc6 Bc4 Bc5 c3 Nf6 d4 exd4 cxd4".split_whitespace() {
            assert!(game.play_text(word).is_ok(), "{word}");
        }
        let mut session = Session::new(Color::White);
        session.resume(game, Color::White);
        let played = session.play_book_move(&Book::BuiltIn, 1);
        assert_eq!(
            played.map(BookPlayed::numbered).as_deref(),
            Some("6...Bb4+"),
            "the move and its check sign"
        );
        assert_eq!(
            played
                .and_then(|played| played.choice.chosen.opening)
                .map(ToString::to_string)
                .as_deref(),
            Some("C54 Italian Game: Giuoco Piano, Greco's Attack")
        );
    }

    #[test]
    fn nothing_is_played_on_the_persons_turn_or_out_of_the_book() {
        let mut session = Session::new(Color::White);
        assert!(
            session.play_book_move(&Book::BuiltIn, 1).is_none(),
            "the person's turn"
        );
        assert!(session.game().moves().is_empty());
        // An endgame, White (the computer) to move: no book has it.
        let Ok(endgame) = crate::chess::game::Game::from_fen("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1") else {
            panic!("a legal FEN")
        };
        session.resume(endgame, Color::Black);
        assert!(session.is_computers_turn());
        assert!(session.play_book_move(&Book::BuiltIn, 1).is_none());
        assert!(session.game().moves().is_empty());
        assert!(session.book_move().is_none());
    }

    #[test]
    fn a_take_back_makes_the_book_move_stale_and_a_new_game_forgets_it() {
        let mut session = Session::new(Color::White);
        play(&mut session, "e4");
        assert!(session.play_book_move(&Book::BuiltIn, 3).is_some());
        assert!(!session.book_move_stale());
        assert_eq!(session.take_back(), Ok(()));
        assert!(session.book_move_stale());
        assert!(session.request_study_before_book_move(depth_1()).is_err());
        session.redo();
        assert!(!session.book_move_stale(), "redo brings it back");
        session.new_game(Color::White);
        assert!(session.book_move().is_none());
    }

    fn depth_1() -> SearchSettings {
        SearchSettings::new(1, Algorithm::Minimax)
    }

    #[test]
    fn thinking_before_the_book_move_searches_the_position_it_was_played_from() {
        let mut session = Session::new(Color::White);
        play(&mut session, "e4");
        assert!(session.play_book_move(&Book::BuiltIn, 5).is_some());
        let Ok(request) = session.request_study_before_book_move(depth_1()) else {
            panic!("the position after 1. e4 can be searched")
        };
        assert_eq!(request.game.moves().len(), 1, "the position after 1. e4");
        let outcome = search_with_fallback(&request, &SearchControl::new(), |_| {});
        assert_eq!(session.finish_search(outcome), Finished::Studied);
        assert_eq!(session.game().moves().len(), 2, "nothing was played");
        assert!(session.book_move().is_some(), "a study keeps the book move");
    }
}
