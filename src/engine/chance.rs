//! Chance: probabilities as exact fractions, and the expectation a chance node backs up.
//!
//! In a game with dice nobody chooses the roll. At a **chance node** the value is the
//! **expectation** of its children's values: each outcome's value weighted by its probability,
//! then added up. A fair die's six outcomes each have probability 1/6; "a roll of 1 or 2" has
//! 1/3. This is **expectimax**: MAX and MIN choose as in minimax, chance averages.
//!
//! Probabilities are kept as exact fractions, never as floating-point numbers: six times 1/6 is
//! exactly 1 here, so a lesson's probabilities either add up to 1 or they do not, and an
//! expectation such as 1/2 × 2 + 1/2 × 9 is exactly 11/2.
//!
//! The search carries the **exact** value up: a chance node's expectation as a fraction, and
//! MAX and MIN compare fractions, so nested chance nodes are never rounded on the way (in
//! `[{1/2: [{1/2: 0, 1/2: 1}], 1/2: [0]}]` the root is worth exactly 1/4). Only for display do
//! the node arrays, which hold whole numbers, keep a value that is not whole **rounded** to the
//! nearest whole number, a half away from zero (11/2 = 5.5 is shown as 6, −5.5 as −6: the same
//! rule seen from MAX's side or from MIN's); the tree keeps the exact fraction beside them
//! ([`crate::engine::tree::SearchTree::exact_value_of`]), and the narration says both:
//! "1/2 × 2 + 1/2 × 9 = 5.5 (shown as 6)".

use std::fmt;
use std::str::FromStr;

/// The largest common denominator the probabilities of one chance node may have: enough for
/// three dice (1/216) and any fraction a teacher writes, and small enough that every
/// expectation is worked out exactly.
pub const MAX_DENOMINATOR: u32 = 1_000_000;

/// The largest denominator an exact value of a whole tree may need: chance nodes below chance
/// nodes multiply their denominators (a die under a die: 1/36). Up to this, every value and
/// every comparison the search makes fits in 128 bits with room to spare.
pub const MAX_TREE_DENOMINATOR: i128 = 1_000_000_000_000;

/// A probability as an exact fraction in lowest terms, more than 0 and at most 1: `1/6`,
/// `1/3`, `1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Probability {
    numerator: u32,
    denominator: u32,
}

/// Why a text is not a probability.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ProbabilityError {
    /// Not written as a fraction `a/b` (or the whole number 1).
    #[error("{0:?} is not a probability; write a fraction such as 1/6 or 2/3")]
    NotAFraction(String),
    /// A denominator of 0.
    #[error("{0} has the denominator 0")]
    ZeroDenominator(String),
    /// A probability of 0: an outcome that never happens is no outcome at all.
    #[error("the probability {0} is 0; an outcome that cannot happen is left out")]
    Zero(String),
    /// More than 1.
    #[error("the probability {0} is more than 1")]
    MoreThanOne(String),
}

impl Probability {
    /// Certainty: a chance node's only outcome.
    pub const ONE: Probability = Probability {
        numerator: 1,
        denominator: 1,
    };

    /// Makes the probability `numerator / denominator`, in lowest terms.
    ///
    /// ```
    /// use klados::engine::chance::Probability;
    /// assert_eq!(Probability::new(2, 12).unwrap().to_string(), "1/6");
    /// assert!(Probability::new(0, 6).is_err());
    /// assert!(Probability::new(7, 6).is_err());
    /// ```
    pub fn new(numerator: u32, denominator: u32) -> Result<Probability, ProbabilityError> {
        let written = format!("{numerator}/{denominator}");
        if denominator == 0 {
            return Err(ProbabilityError::ZeroDenominator(written));
        }
        if numerator == 0 {
            return Err(ProbabilityError::Zero(written));
        }
        if numerator > denominator {
            return Err(ProbabilityError::MoreThanOne(written));
        }
        let common = gcd(i128::from(numerator), i128::from(denominator)) as u32;
        Ok(Probability {
            numerator: numerator / common,
            denominator: denominator / common,
        })
    }

    /// Returns the numerator, in lowest terms (1 in 1/6).
    pub fn numerator(self) -> u32 {
        self.numerator
    }

    /// Returns the denominator, in lowest terms (6 in 1/6; 1 for certainty).
    pub fn denominator(self) -> u32 {
        self.denominator
    }
}

impl FromStr for Probability {
    type Err = ProbabilityError;

    /// Reads `1/6`, `2/12` (kept as 1/6) or `1`; spaces around the slash are allowed.
    fn from_str(text: &str) -> Result<Probability, ProbabilityError> {
        let not_a_fraction = || ProbabilityError::NotAFraction(text.to_string());
        let whole = |part: &str| {
            let part = part.trim();
            if part.is_empty() || !part.chars().all(|c| c.is_ascii_digit()) {
                return Err(not_a_fraction());
            }
            // Too many digits for u32: certainly not a fraction a lesson means.
            part.parse::<u32>().map_err(|_| not_a_fraction())
        };
        match text.split_once('/') {
            Some((numerator, denominator)) => Probability::new(whole(numerator)?, whole(denominator)?),
            None => Probability::new(whole(text)?, 1),
        }
    }
}

impl fmt::Display for Probability {
    /// Writes `1/6`, or `1` for certainty.
    fn fmt(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.denominator == 1 {
            write!(out, "{}", self.numerator)
        } else {
            write!(out, "{}/{}", self.numerator, self.denominator)
        }
    }
}

/// Why the probabilities of a chance node do not make a distribution.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DistributionError {
    /// The probabilities do not add up to exactly 1.
    #[error("the probabilities add up to {0}, not 1")]
    NotOne(String),
    /// The fractions need a common denominator beyond [`MAX_DENOMINATOR`].
    #[error("the probabilities need a common denominator of more than {MAX_DENOMINATOR}")]
    TooFine,
}

impl DistributionError {
    /// Says what is wrong, as a sentence of the window's catalogue (the same words as
    /// [`std::fmt::Display`]'s English).
    pub fn said(&self) -> crate::engine::said::Said {
        use crate::engine::said::Said;
        match self {
            DistributionError::NotOne(sum) => Said::new("chance-not-one").text("sum", sum.clone()),
            DistributionError::TooFine => Said::new("chance-too-fine"),
        }
    }
}

/// Checks that the probabilities of a chance node's outcomes add up to exactly 1 (within a
/// common denominator of at most [`MAX_DENOMINATOR`]).
///
/// ```
/// use klados::engine::chance::{check_distribution, Probability};
/// let sixth: Probability = "1/6".parse().unwrap();
/// assert!(check_distribution(&[sixth; 6]).is_ok());
/// assert_eq!(check_distribution(&[sixth; 5]).unwrap_err().to_string(),
///            "the probabilities add up to 5/6, not 1");
/// ```
pub fn check_distribution(probabilities: &[Probability]) -> Result<(), DistributionError> {
    let mut common: i128 = 1;
    for probability in probabilities {
        let denominator = i128::from(probability.denominator);
        common = common / gcd(common, denominator) * denominator;
        if common > i128::from(MAX_DENOMINATOR) {
            return Err(DistributionError::TooFine);
        }
    }
    // Every probability over the common denominator: the sum of the numerators must be it.
    let total: i128 = probabilities
        .iter()
        .map(|p| i128::from(p.numerator) * (common / i128::from(p.denominator)))
        .sum();
    if total == common {
        Ok(())
    } else {
        Err(DistributionError::NotOne(fraction_text(total, common)))
    }
}

/// An exact value in a tree with chance nodes, as a fraction in lowest terms: a chance node's
/// expectation (the sum of each outcome's probability times its value), or the value MAX or MIN
/// took from such nodes. Fractions compare by their value (1/4 < 1/2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Expectation {
    numerator: i128,
    /// Always positive.
    denominator: i128,
}

impl Expectation {
    /// Adds up `probability × value` over the outcomes, exactly.
    ///
    /// The probabilities are a chance node's, checked by [`check_distribution`]: their common
    /// denominator is at most [`MAX_DENOMINATOR`], so no step of the sum can overflow.
    ///
    /// ```
    /// use klados::engine::chance::{Expectation, Probability};
    /// let half: Probability = "1/2".parse().unwrap();
    /// let expectation = Expectation::of([(half, 2), (half, 9)]);
    /// assert_eq!(expectation.rounded(), 6);
    /// assert_eq!(expectation.exact_text(), "5.5");
    /// ```
    pub fn of(outcomes: impl IntoIterator<Item = (Probability, i32)>) -> Expectation {
        Expectation::of_exact(
            outcomes
                .into_iter()
                .map(|(probability, value)| (probability, Expectation::whole(value))),
        )
    }

    /// Adds up `probability × value` over the outcomes, exactly, where an outcome's value may
    /// itself be a fraction (a chance node below a chance node).
    ///
    /// The tree's denominators are checked first ([`MAX_TREE_DENOMINATOR`]), so no step of the
    /// sum can overflow.
    ///
    /// ```
    /// use klados::engine::chance::{Expectation, Probability};
    /// let half: Probability = "1/2".parse().unwrap();
    /// let inner = Expectation::of([(half, 0), (half, 1)]);
    /// let outer = Expectation::of_exact([(half, inner), (half, Expectation::whole(0))]);
    /// assert_eq!(outer.fraction_text(), "1/4");
    /// ```
    pub fn of_exact(outcomes: impl IntoIterator<Item = (Probability, Expectation)>) -> Expectation {
        let mut sum = Expectation::whole(0);
        for (probability, value) in outcomes {
            let denominator = i128::from(probability.denominator) * value.denominator;
            let numerator = i128::from(probability.numerator) * value.numerator;
            let common = sum.denominator / gcd(sum.denominator, denominator) * denominator;
            sum.numerator = sum.numerator * (common / sum.denominator) + numerator * (common / denominator);
            sum.denominator = common;
            let reduce = gcd(sum.numerator.abs(), sum.denominator).max(1);
            sum.numerator /= reduce;
            sum.denominator /= reduce;
        }
        sum
    }

    /// The whole number `value`, exactly.
    pub fn whole(value: i32) -> Expectation {
        Expectation {
            numerator: i128::from(value),
            denominator: 1,
        }
    }

    /// Returns true if the expectation is a whole number, kept as it is.
    pub fn is_whole(self) -> bool {
        self.denominator == 1
    }

    /// Returns the whole number a node keeps: the nearest, a half rounded away from zero
    /// (5.5 → 6, −5.5 → −6).
    pub fn rounded(self) -> i32 {
        let twice = 2 * self.numerator.abs() + self.denominator;
        let magnitude = twice / (2 * self.denominator);
        // A chance node's values are scores (within ±30,000): so is their average.
        (self.numerator.signum() * magnitude) as i32
    }

    /// Writes the exact expectation as a fraction in lowest terms: `11/2`, `-2/3`, `4`.
    pub fn fraction_text(self) -> String {
        fraction_text(self.numerator, self.denominator)
    }

    /// Writes the exact expectation as a person reads it: `4`, `5.5`, `-0.25`, or a fraction
    /// with two decimals when the decimals never end (`25/6 ≈ 4.17`).
    pub fn exact_text(self) -> String {
        if self.is_whole() {
            return self.numerator.to_string();
        }
        // A fraction whose denominator has no prime factors but 2 and 5 ends after a few
        // decimals; it is written out exactly when that is at most four.
        for places in 1..=4 {
            let scale = 10_i128.pow(places);
            if (scale % self.denominator) == 0 {
                let scaled = self.numerator * (scale / self.denominator);
                let sign = if scaled < 0 { "-" } else { "" };
                let (whole, part) = (scaled.abs() / scale, scaled.abs() % scale);
                return format!("{sign}{whole}.{part:0width$}", width = places as usize);
            }
        }
        let hundredths =
            (self.numerator * 100 * 2 + self.numerator.signum() * self.denominator) / (2 * self.denominator);
        let sign = if hundredths < 0 { "-" } else { "" };
        format!(
            "{} ≈ {sign}{}.{:02}",
            fraction_text(self.numerator, self.denominator),
            hundredths.abs() / 100,
            hundredths.abs() % 100
        )
    }
}

impl Ord for Expectation {
    /// Compares the values: a/b < c/d exactly when a·d < c·b (denominators are positive).
    fn cmp(&self, other: &Expectation) -> std::cmp::Ordering {
        (self.numerator * other.denominator).cmp(&(other.numerator * self.denominator))
    }
}

impl PartialOrd for Expectation {
    fn partial_cmp(&self, other: &Expectation) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

/// A value the search backs up: a whole number for chess (centipawns), which costs nothing
/// more than it did, or an exact fraction for a tree with chance nodes ([`Expectation`]), so
/// that MAX and MIN compare exact values and a chance node's expectation goes up unrounded.
pub trait SearchValue: Copy + Ord + std::fmt::Debug {
    /// The value of a position scored as a whole number: a leaf, a static score, a game's end.
    fn whole(value: i32) -> Self;

    /// The expectation of a chance node's outcomes.
    fn expectation(outcomes: Vec<(Probability, Self)>) -> Self;

    /// The whole number a node array keeps: the value itself, or the nearest whole number.
    fn shown(self) -> i32;

    /// The exact value when it is not a whole number, which the tree keeps beside the node
    /// arrays; `None` for a whole number.
    fn fraction(self) -> Option<Expectation>;
}

impl SearchValue for i32 {
    fn whole(value: i32) -> i32 {
        value
    }

    /// Only a game without fractions uses whole values: its chance nodes, if it had any,
    /// would keep their expectation rounded.
    fn expectation(outcomes: Vec<(Probability, i32)>) -> i32 {
        Expectation::of(outcomes).rounded()
    }

    fn shown(self) -> i32 {
        self
    }

    fn fraction(self) -> Option<Expectation> {
        None
    }
}

impl SearchValue for Expectation {
    fn whole(value: i32) -> Expectation {
        Expectation::whole(value)
    }

    fn expectation(outcomes: Vec<(Probability, Expectation)>) -> Expectation {
        Expectation::of_exact(outcomes)
    }

    fn shown(self) -> i32 {
        self.rounded()
    }

    fn fraction(self) -> Option<Expectation> {
        (!self.is_whole()).then_some(self)
    }
}

/// `5/6`, `-11/2`, `1`.
fn fraction_text(numerator: i128, denominator: i128) -> String {
    let common = gcd(numerator.abs(), denominator).max(1);
    let (numerator, denominator) = (numerator / common, denominator / common);
    if denominator == 1 {
        numerator.to_string()
    } else {
        format!("{numerator}/{denominator}")
    }
}

/// The least common multiple of two positive numbers.
pub(crate) fn lcm(a: i128, b: i128) -> i128 {
    a / gcd(a, b).max(1) * b
}

/// The greatest common divisor (Euclid's algorithm), never negative; `gcd(0, n) = |n|`.
fn gcd(mut a: i128, mut b: i128) -> i128 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a.abs()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(text: &str) -> Probability {
        text.parse().unwrap()
    }

    #[test]
    fn probabilities_read_as_fractions_in_lowest_terms() {
        for (text, shown) in [
            ("1/6", "1/6"),
            ("2/12", "1/6"),
            (" 1 / 3 ", "1/3"),
            ("1", "1"),
            ("4/4", "1"),
        ] {
            assert_eq!(p(text).to_string(), shown, "{text:?}");
        }
        for (text, error) in [
            ("0/6", "is 0"),
            ("0", "is 0"),
            ("7/6", "more than 1"),
            ("1/0", "denominator 0"),
            ("0.5", "not a probability"),
            ("-1/2", "not a probability"),
            ("1/2/3", "not a probability"),
            ("", "not a probability"),
            ("99999999999/2", "not a probability"),
        ] {
            let message = text.parse::<Probability>().unwrap_err().to_string();
            assert!(message.contains(error), "{text:?}: {message}");
        }
    }

    #[test]
    fn a_distribution_adds_up_to_exactly_one() {
        assert!(check_distribution(&[p("1/6"); 6]).is_ok());
        assert!(check_distribution(&[p("1/3"), p("1/2"), p("1/6")]).is_ok());
        assert!(check_distribution(&[p("1")]).is_ok());
        assert_eq!(
            check_distribution(&[p("1/2"), p("2/3")]),
            Err(DistributionError::NotOne(String::from("7/6")))
        );
        assert_eq!(
            check_distribution(&[p("1/999983"), p("1/999979")]),
            Err(DistributionError::TooFine)
        );
    }

    #[test]
    fn expectations_are_exact_and_kept_rounded() {
        let check = |outcomes: &[(&str, i32)], exact: &str, kept: i32| {
            let expectation = Expectation::of(outcomes.iter().map(|&(text, value)| (p(text), value)));
            assert_eq!(expectation.exact_text(), exact, "{outcomes:?}");
            assert_eq!(expectation.rounded(), kept, "{outcomes:?}");
        };
        check(&[("1/2", 2), ("1/2", 9)], "5.5", 6);
        check(&[("1/2", -2), ("1/2", -9)], "-5.5", -6);
        check(&[("1/3", -6), ("2/3", 9)], "4", 4);
        // A fair die: 1 + 2 + 3 + 4 + 5 + 6 = 21, over 6.
        let die: Vec<(&str, i32)> = (1..=6).map(|face| ("1/6", face)).collect();
        check(&die, "3.5", 4);
        check(
            &[
                ("1/6", 1),
                ("1/6", 2),
                ("1/6", 3),
                ("1/6", 4),
                ("1/6", 5),
                ("1/6", 10),
            ],
            "25/6 ≈ 4.17",
            4,
        );
        check(&[("1/3", 1), ("2/3", 0)], "1/3 ≈ 0.33", 0);
        check(&[("1/3", -2), ("2/3", 0)], "-2/3 ≈ -0.67", -1);
        check(&[("1/4", 1), ("3/4", 0)], "0.25", 0);
        check(&[("1", 7)], "7", 7);
    }
}
