//! [`PackedMove`]: a node's move in 16 bits.

use shakmaty::uci::UciMove;
use shakmaty::{Chess, Move, Role, Square};

/// A move packed into 16 bits: from square (6 bits), to square (6 bits), promotion piece
/// (3 bits). Castling is stored as the king's two-square move (`e1g1`), so the packed move reads
/// back exactly like UCI in the position before it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PackedMove(pub(super) u16);

impl PackedMove {
    /// Packs a move of standard chess.
    #[inline]
    pub fn new(m: Move) -> PackedMove {
        let (from, to, promotion) = match m {
            Move::Normal {
                from, to, promotion, ..
            } => (from, to, promotion),
            Move::EnPassant { from, to } => (from, to, None),
            // The king's destination, not the rook's square (shakmaty's `to` for castling).
            Move::Castle { king, rook } => {
                let file = if king < rook { 6 } else { 2 };
                (
                    king,
                    Square::from_coords(shakmaty::File::new(file), king.rank()),
                    None,
                )
            }
            // A drop (not in standard chess) has no square it comes from.
            Move::Put { to, .. } => (Square::A1, to, None),
        };
        let promotion = promotion.map_or(0, |role| role as u16);
        PackedMove(from as u16 | ((to as u16) << 6) | (promotion << 12))
    }

    /// Returns the move's 16 bits, to write it into a buffer ([`PackedMove::from_bits`] reads
    /// them back).
    pub fn bits(self) -> u16 {
        self.0
    }

    /// Returns the move whose bits are `bits` (as [`PackedMove::bits`] gave them).
    pub fn from_bits(bits: u16) -> PackedMove {
        PackedMove(bits)
    }

    /// Returns the square the piece moved from.
    pub fn from(self) -> Square {
        Square::new(u32::from(self.0 & 63))
    }

    /// Returns the square the piece moved to (for castling, the king's square).
    pub fn to(self) -> Square {
        Square::new(u32::from((self.0 >> 6) & 63))
    }

    /// Returns the piece a pawn promoted to, if it did.
    pub fn promotion(self) -> Option<Role> {
        Role::try_from(u32::from(self.0 >> 12)).ok()
    }

    /// Returns the move in UCI notation, e.g. `e2e4`, `e1g1`, `a7a8q`.
    pub fn uci(self) -> String {
        self.uci_move().to_string()
    }

    /// Unpacks the move in the position it was played from; `None` if it is not legal there.
    pub fn unpack(self, before: &Chess) -> Option<Move> {
        self.uci_move().to_move(before).ok()
    }

    fn uci_move(self) -> UciMove {
        UciMove::Normal {
            from: self.from(),
            to: self.to(),
            promotion: self.promotion(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Position;

    #[test]
    fn packed_moves_unpack_to_the_same_move() {
        for fen in [
            crate::engine::position::START_FEN,
            "r3k2r/pPpp1ppp/8/4pP2/8/8/PP1PP1PP/R3K2R w KQkq e6 0 1",
        ] {
            let position = crate::engine::fen::parse_fen(fen).unwrap();
            for m in position.legal_moves() {
                assert_eq!(PackedMove::new(m).unpack(&position), Some(m), "{m:?}");
            }
        }
    }
}
