//! Sentences the engine says, as messages of the window's catalogue rather than words.
//!
//! The engine knows *what* it says (that MIN prefers 3 from B1 to the best so far, 5) but not
//! in which language: a [`Said`] is a message's id (`assets/i18n/en.ftl` and the others) with
//! its variables, and the shell writes it in the class's language (`shell::i18n::said`). A
//! variable may be another sentence (a node's name, a side), written the same way.

/// A sentence: a message of the catalogue and its variables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// The message's id in the catalogue.
    pub id: &'static str,
    /// Its variables, by name.
    pub args: Vec<(&'static str, SaidArg)>,
}

/// A variable of a sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaidArg {
    /// Text put in as it is: a move's name, a value, a formula.
    Text(String),
    /// A count, written with the language's separators and choosing its plural forms.
    Count(u64),
    /// Another sentence, written first.
    Said(Said),
}

impl Said {
    /// A sentence without variables.
    pub fn new(id: &'static str) -> Said {
        Said { id, args: Vec::new() }
    }

    /// Adds a text variable.
    pub fn text(mut self, name: &'static str, text: impl Into<String>) -> Said {
        self.args.push((name, SaidArg::Text(text.into())));
        self
    }

    /// Adds a count.
    pub fn count(mut self, name: &'static str, count: usize) -> Said {
        self.args.push((name, SaidArg::Count(count as u64)));
        self
    }

    /// Adds a sentence as a variable.
    pub fn said(mut self, name: &'static str, said: Said) -> Said {
        self.args.push((name, SaidArg::Said(said)));
        self
    }

    /// Adds a sentence, or nothing (the message's empty text), as a variable.
    pub fn maybe(self, name: &'static str, said: Option<Said>) -> Said {
        self.said(name, said.unwrap_or_else(|| Said::new("said-nothing")))
    }
}

/// Sentences one after another, separated by commas ("quiescence, a transposition table");
/// `None` for none.
pub fn listed(items: Vec<Said>) -> Option<Said> {
    items
        .into_iter()
        .rev()
        .reduce(|rest, first| Said::new("said-comma").said("first", first).said("rest", rest))
}
