//! Writing the cells of an exported row into a byte buffer kept from row to row: whole numbers,
//! scores in pawns and padded columns, without the allocation `format!` and `to_string` make
//! for every number. A tree of five million nodes has tens of millions of cells, and these are
//! most of what writing it costs once the moves are written.

use crate::engine::eval::{MATE, MATE_THRESHOLD};

/// Appends a whole number in decimal, as `{}` writes it.
pub fn push_int(out: &mut Vec<u8>, value: i64) {
    if value < 0 {
        out.push(b'-');
    }
    push_unsigned(out, value.unsigned_abs());
}

/// Appends an unsigned whole number in decimal.
#[inline]
pub fn push_unsigned(out: &mut Vec<u8>, value: u64) {
    // A copy of a fixed size takes a few instructions, where a copy of `digits` bytes calls
    // memcpy. So twenty zeros go in (twenty digits hold any u64), the first `digits` are kept,
    // and the digits are written over them from the right, two at a time (half the divisions).
    //
    // They are written straight into `out`. Digits written into a small array first, then
    // copied out whole, made the processor wait at every number: it cannot read sixteen bytes
    // at once from a store of two bytes it has not finished (a store-forwarding stall).
    let digits = decimal_digits(value);
    let start = out.len();
    out.extend_from_slice(&[b'0'; 20]);
    out.truncate(start + digits);
    let text = &mut out[start..];
    let mut rest = value;
    let mut end = digits;
    while rest >= 100 {
        let pair = (rest % 100) as usize * 2;
        rest /= 100;
        end -= 2;
        text[end..end + 2].copy_from_slice(&DIGIT_PAIRS[pair..pair + 2]);
    }
    if rest >= 10 {
        let pair = rest as usize * 2;
        text[..2].copy_from_slice(&DIGIT_PAIRS[pair..pair + 2]);
    } else {
        text[0] = b'0' + rest as u8;
    }
}

/// "00", "01", … "99": two digits at a time for [`push_unsigned`].
const DIGIT_PAIRS: &[u8; 200] = b"\
    0001020304050607080910111213141516171819\
    2021222324252627282930313233343536373839\
    4041424344454647484950515253545556575859\
    6061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899";

/// The number of decimal digits of `value` (1 for 0).
#[inline]
fn decimal_digits(value: u64) -> usize {
    // The number of bits gives the digits to within one (2^10 = 1024 is close to 10^3: a number
    // of b bits has about b × 1233 / 4096 digits), and one comparison settles which. No loop of
    // divisions, each waiting for the one before.
    let bits = u64::BITS - (value | 1).leading_zeros();
    let guess = ((bits * 1233) >> 12) as usize;
    (guess + usize::from(value >= POWERS_OF_TEN[guess])).max(1)
}

/// 1, 10, 100, … 10^19: the powers of ten a u64 holds.
const POWERS_OF_TEN: [u64; 20] = {
    let mut powers = [1; 20];
    let mut power = 1;
    while power < 20 {
        powers[power] = powers[power - 1] * 10;
        power += 1;
    }
    powers
};

/// Appends a score as [`crate::engine::eval::display_score`] writes it: pawns with two decimals
/// and a sign (`+0.35`, `-1.00`, `0.00`), or a mate in moves (`#2`, `-#1`).
pub fn push_score(out: &mut Vec<u8>, score: i32) {
    let size = score.unsigned_abs();
    if size > MATE_THRESHOLD.unsigned_abs() && size <= MATE.unsigned_abs() {
        let moves = (MATE.unsigned_abs() - size).div_ceil(2);
        if score < 0 {
            out.push(b'-');
        }
        out.push(b'#');
        push_unsigned(out, u64::from(moves));
        return;
    }
    match score {
        s if s > 0 => out.push(b'+'),
        s if s < 0 => out.push(b'-'),
        _ => {}
    }
    push_unsigned(out, u64::from(size / 100));
    let cents = (size % 100) as u8;
    out.extend_from_slice(&[b'.', b'0' + cents / 10, b'0' + cents % 10]);
}

/// Appends `text` padded with spaces to `width` characters, on the left (`right_align`, as
/// `{:>8}` does) or on the right (`{:<8}`); longer text is written whole. Characters are
/// counted as the standard formatter counts them (`char`s).
pub fn push_padded(out: &mut Vec<u8>, text: &[u8], width: usize, right_align: bool) {
    let padding = width.saturating_sub(characters(text));
    if right_align {
        out.resize(out.len() + padding, b' ');
        out.extend_from_slice(text);
    } else {
        out.extend_from_slice(text);
        out.resize(out.len() + padding, b' ');
    }
}

/// Appends what `write` appends, right-aligned in a column of `width` characters as
/// [`push_padded`] aligns it: written in place, then moved right by the padding (a cell is a few
/// bytes), with no buffer of its own.
pub fn push_right_aligned(out: &mut Vec<u8>, width: usize, write: impl FnOnce(&mut Vec<u8>)) {
    let start = out.len();
    write(out);
    let padding = width.saturating_sub(characters(&out[start..]));
    out.resize(out.len() + padding, b' ');
    out[start..].rotate_right(padding);
}

/// Returns how many characters `text` holds, as the standard formatter counts them (`char`s).
fn characters(text: &[u8]) -> usize {
    match std::str::from_utf8(text) {
        // ASCII, as moves and numbers are: a byte is a character.
        Ok(text) if text.is_ascii() => text.len(),
        Ok(text) => text.chars().count(),
        Err(_) => text.len(),
    }
}

/// Appends a CSV cell: quoted when it holds a comma, a quote or a line break, with quotes
/// doubled. A cell a spreadsheet would take for a formula (`=`, `+`, `-`, `@` first) is not
/// changed: the values are numbers that may be negative, and labels come from the teacher.
pub fn push_csv_cell(out: &mut Vec<u8>, text: &str) {
    // The four characters are ASCII, and no byte of another character's UTF-8 is ASCII.
    if text
        .bytes()
        .any(|byte| matches!(byte, b',' | b'"' | b'\n' | b'\r'))
    {
        out.push(b'"');
        out.extend_from_slice(text.replace('"', "\"\"").as_bytes());
        out.push(b'"');
    } else {
        push_short(out, text.as_bytes());
    }
}

/// Appends `bytes`, a few of them (a move, a name) one at a time: quicker than a call to memcpy,
/// which a copy of any length not known in advance makes.
#[inline]
pub fn push_short(out: &mut Vec<u8>, bytes: &[u8]) {
    if bytes.len() <= 16 {
        for &byte in bytes {
            out.push(byte);
        }
    } else {
        out.extend_from_slice(bytes);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::eval::display_score;

    #[test]
    fn numbers_are_written_as_the_formatter_writes_them() {
        let mut values = vec![
            0,
            7,
            -7,
            10,
            -10,
            99,
            100,
            101,
            1000,
            4_294_967_296,
            i64::MAX,
            i64::MIN,
        ];
        values.extend((0..19).flat_map(|power| {
            let ten = 10_i64.pow(power);
            [ten - 1, ten, ten + 1, -ten, 3 * ten + 7]
        }));
        for value in values {
            let mut out = Vec::new();
            push_int(&mut out, value);
            assert_eq!(out, value.to_string().into_bytes());
        }
        for value in [u64::MAX, u64::MAX - 1, 10_u64.pow(19), 10_u64.pow(19) - 1] {
            let mut out = b"row ".to_vec();
            push_unsigned(&mut out, value);
            assert_eq!(out, format!("row {value}").into_bytes());
        }
    }

    #[test]
    fn scores_are_written_as_display_score_writes_them() {
        let edges = [
            i32::MIN,
            i32::MAX,
            -MATE - 1,
            -MATE,
            -MATE_THRESHOLD,
            -MATE_THRESHOLD - 1,
            MATE_THRESHOLD,
            MATE_THRESHOLD + 1,
            MATE - 1,
            MATE,
            MATE + 1,
        ];
        for score in (-1000..=1000).chain(edges) {
            let mut out = Vec::new();
            push_score(&mut out, score);
            assert_eq!(String::from_utf8(out).unwrap(), display_score(score), "{score}");
        }
    }

    #[test]
    fn padding_counts_characters_as_the_formatter_does() {
        for text in ["e4", "Nbd7+", "longer than eight", "B2ab", "Zürich", ""] {
            let mut out = Vec::new();
            push_padded(&mut out, text.as_bytes(), 8, true);
            push_padded(&mut out, text.as_bytes(), 8, false);
            assert_eq!(String::from_utf8(out).unwrap(), format!("{text:>8}{text:<8}"));
            // In place, after what the buffer already holds.
            let mut out = b"|".to_vec();
            push_right_aligned(&mut out, 8, |cell| cell.extend_from_slice(text.as_bytes()));
            assert_eq!(String::from_utf8(out).unwrap(), format!("|{text:>8}"));
        }
    }
}
