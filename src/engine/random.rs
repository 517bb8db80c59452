//! Random numbers that a whole class can share: the same seed gives the same numbers on every
//! computer, today and next year.
//!
//! They come from SplitMix64, written out here, rather than from a random-number crate: its
//! twelve lines will never change behind our back, so a seed written on the board gives the same
//! practice tree, the same book move and the same Monte Carlo tree search every time.

/// SplitMix64 (Steele, Lea and Flood, 2014): a 64-bit counter stepped by the golden ratio and
/// scrambled. Every seed, even 0, gives a good stream, which is why it suits typed seeds.
#[derive(Clone, Debug)]
pub struct SplitMix64 {
    state: u64,
}

impl SplitMix64 {
    /// Starts the stream of numbers for `seed`.
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// Returns the next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Returns a number in `0..count` (0 when `count` is 0). Multiplying and keeping the high
    /// half spreads the 64 bits evenly over the range, without the bias of `%` on small ranges
    /// worth mentioning.
    pub fn below(&mut self, count: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(count)) >> 64) as u64
    }

    /// Returns a number in `range` (its start when the range is empty).
    pub fn within(&mut self, range: std::ops::RangeInclusive<i64>) -> i64 {
        let span = range
            .end()
            .saturating_sub(*range.start())
            .saturating_add(1)
            .max(0) as u64;
        range.start() + self.below(span) as i64
    }
}

/// Returns one well-mixed number from `seed`: the first number of its stream. Nearby seeds give
/// unrelated numbers.
pub fn mix(seed: u64) -> u64 {
    SplitMix64::new(seed).next_u64()
}

/// Positions from random games, for tests: `games` games of up to `plies` random moves, from
/// the start, from Kiwipete (castling, en passant, pins) and from an endgame with pawns about to
/// promote, in turn; every position on the way, in order, up to a game's end.
#[cfg(test)]
pub(crate) fn random_game_positions(seed: u64, games: usize, plies: usize) -> Vec<shakmaty::Chess> {
    use shakmaty::Position;
    let starts = [
        shakmaty::Chess::default(),
        crate::engine::fen::parse_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1")
            .expect("Kiwipete"),
        crate::engine::fen::parse_fen("8/2P2k2/8/8/3q4/8/1p3K2/4R3 w - - 0 1").expect("an endgame"),
    ];
    let mut random = SplitMix64::new(seed);
    let mut positions = Vec::new();
    for game in 0..games {
        let mut position = starts[game % starts.len()].clone();
        for _ in 0..plies {
            positions.push(position.clone());
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            position.play_unchecked(moves[random.below(moves.len() as u64) as usize]);
        }
    }
    positions
}
