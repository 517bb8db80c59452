//! What the robustness tests share: a small seeded random generator, so that every run tries the
//! same inputs on every machine and a failure can be replayed.

#![allow(dead_code)]

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
