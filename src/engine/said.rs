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

/// A sentence with the English the command line prints for it: what a lower layer says
/// through a layer that keeps both (a game's reason why a move is not legal, inside a tree
/// file's reason). `Display` is the English.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Told {
    /// The English, as the command line prints it.
    pub english: String,
    /// The same, as a sentence of the window's catalogue.
    pub said: Said,
}

impl Told {
    /// The English and the sentence that says the same.
    pub fn new(english: impl Into<String>, said: Said) -> Told {
        Told {
            english: english.into(),
            said,
        }
    }
}

impl std::fmt::Display for Told {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str(&self.english)
    }
}

/// A sentence as it travels between a page and its web worker: the worker says why a search
/// failed, and the page writes it in the window's language.
impl serde::Serialize for Said {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serde::Serialize::serialize(&StoredSaid::of(self), serializer)
    }
}

impl<'de> serde::Deserialize<'de> for Said {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Said, D::Error> {
        <StoredSaid as serde::Deserialize>::deserialize(deserializer).map(StoredSaid::into_said)
    }
}

/// A sentence with its names owned, as serde reads and writes it.
#[derive(serde::Serialize, serde::Deserialize)]
struct StoredSaid {
    id: String,
    args: Vec<(String, StoredArg)>,
}

#[derive(serde::Serialize, serde::Deserialize)]
enum StoredArg {
    Text(String),
    Count(u64),
    Said(StoredSaid),
}

impl StoredSaid {
    fn of(said: &Said) -> StoredSaid {
        let args = said
            .args
            .iter()
            .map(|(name, arg)| {
                let arg = match arg {
                    SaidArg::Text(text) => StoredArg::Text(text.clone()),
                    SaidArg::Count(count) => StoredArg::Count(*count),
                    SaidArg::Said(inner) => StoredArg::Said(StoredSaid::of(inner)),
                };
                ((*name).to_owned(), arg)
            })
            .collect();
        StoredSaid {
            id: said.id.to_owned(),
            args,
        }
    }

    fn into_said(self) -> Said {
        let args = self
            .args
            .into_iter()
            .map(|(name, arg)| {
                let arg = match arg {
                    StoredArg::Text(text) => SaidArg::Text(text),
                    StoredArg::Count(count) => SaidArg::Count(count),
                    StoredArg::Said(inner) => SaidArg::Said(inner.into_said()),
                };
                (interned(name), arg)
            })
            .collect();
        Said {
            id: interned(self.id),
            args,
        }
    }
}

/// The one lasting copy of a message's id or a variable's name read back: the catalogue's ids
/// are few, so the copies kept stay few however many sentences are read.
fn interned(name: String) -> &'static str {
    static NAMES: std::sync::Mutex<std::collections::BTreeSet<&'static str>> =
        std::sync::Mutex::new(std::collections::BTreeSet::new());
    let mut names = NAMES.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(known) = names.get(name.as_str()) {
        return known;
    }
    let kept: &'static str = Box::leak(name.into_boxed_str());
    names.insert(kept);
    kept
}

/// Sentences one after another, separated by commas ("quiescence, a transposition table");
/// `None` for none.
pub fn listed(items: Vec<Said>) -> Option<Said> {
    items
        .into_iter()
        .rev()
        .reduce(|rest, first| Said::new("said-comma").said("first", first).said("rest", rest))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sentence_reads_back_as_it_was_written() {
        let said = Said::new("state-then")
            .said("first", Said::new("file-not-found"))
            .text("file", "a.json")
            .count("count", 3);
        let json = serde_json::to_string(&said).unwrap();
        let back: Said = serde_json::from_str(&json).unwrap();
        assert_eq!(back, said);
        // An id read twice is kept once.
        let again: Said = serde_json::from_str(&json).unwrap();
        assert!(std::ptr::eq(again.id, back.id));
    }
}
