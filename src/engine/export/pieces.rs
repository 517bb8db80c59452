//! Writing rows on every core: a tree's rows are cut into pieces of [`PIECE_ROWS`] rows, threads
//! write the pieces' text, each with its own walk ([`Walk`]), and the calling thread puts the
//! pieces out in order. The output is byte for byte what one thread writes.
//!
//! Working out a row's SAN and formatting its numbers costs far more than putting its bytes
//! out, and no row's text depends on another's, so the writing shares out like the search.
//! Memory stays small: no more than [`MAX_THREADS`] threads write, a thread may not start a
//! piece more than [`PIECES_AHEAD`] pieces per thread ahead of the one being put out, and the
//! pieces' buffers are used again: a few megabytes at most (a piece of JSON is about 250 KB).

use std::collections::BTreeMap;
use std::io::{self, Write};
use std::ops::Range;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Condvar, Mutex, PoisonError, mpsc};

use super::rows::{Row, Walk};
use crate::engine::tree::SearchTree;

/// The rows of one piece: few enough that the pieces written ahead take a few hundred
/// kilobytes, enough that finding the first row's position is a small part of a piece.
const PIECE_ROWS: usize = 2048;

/// How many pieces per thread beyond the one being put out the threads may have written or be
/// writing: two keep every thread busy while one waits for its piece to be put out.
const PIECES_AHEAD: usize = 2;

/// The most threads that write: beyond a few, the output (a disk, a pipe) is the limit, and
/// every thread holds pieces.
const MAX_THREADS: usize = 4;

/// Writes the text `format` makes of every row of `tree` to `out`, level by level and in index
/// order within a level, as [`super::for_each_row`] visits them; on as many threads as the
/// machine has cores, up to [`MAX_THREADS`].
pub(crate) fn write_rows<W, F>(tree: &SearchTree, out: &mut W, format: F) -> io::Result<()>
where
    W: Write,
    F: Fn(&Row<'_>, &mut Vec<u8>) -> io::Result<()> + Sync,
{
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(MAX_THREADS);
    write_rows_with(tree, out, &format, threads, PIECE_ROWS)
}

/// [`write_rows`] on `threads` threads, with pieces of `piece_rows` rows.
pub(crate) fn write_rows_with<W, F>(
    tree: &SearchTree,
    out: &mut W,
    format: &F,
    threads: usize,
    piece_rows: usize,
) -> io::Result<()>
where
    W: Write,
    F: Fn(&Row<'_>, &mut Vec<u8>) -> io::Result<()> + Sync,
{
    let pieces = pieces_of(tree, piece_rows.max(1));
    let threads = threads.min(pieces.len());
    if threads <= 1 {
        let mut walk = Walk::new(tree);
        let mut buffer = Vec::new();
        for (level, rows) in pieces {
            write_piece(&mut walk, level, rows, format, &mut buffer)?;
            out.write_all(&buffer)?;
        }
        return Ok(());
    }

    let shared = Shared {
        ahead: PIECES_AHEAD * threads,
        next_piece: AtomicUsize::new(0),
        put_out: Mutex::new(0),
        moved_on: Condvar::new(),
        stop: AtomicBool::new(false),
        spare_buffers: Mutex::new(Vec::new()),
    };
    let (sender, receiver) = mpsc::channel::<(usize, io::Result<Vec<u8>>)>();
    std::thread::scope(|scope| {
        for _ in 0..threads {
            let (sender, shared, pieces) = (sender.clone(), &shared, &pieces);
            scope.spawn(move || write_pieces(tree, pieces, format, shared, &sender));
        }
        drop(sender);
        // However the putting out ends (done, an error, a panic in the output), the threads
        // stop at their next piece.
        let _stop = StopOnDrop {
            shared: &shared,
            only_in_a_panic: false,
        };
        put_out_in_order(out, &receiver, &shared, pieces.len())
    })
}

/// Stops the threads writing pieces when dropped; `only_in_a_panic`: only while the thread
/// dropping it panics (a thread writing pieces: the piece it was writing will never come, so
/// the others must not wait for it to be put out).
struct StopOnDrop<'a> {
    shared: &'a Shared,
    only_in_a_panic: bool,
}

impl Drop for StopOnDrop<'_> {
    fn drop(&mut self) {
        if self.only_in_a_panic && !std::thread::panicking() {
            return;
        }
        // The flag is set holding the lock the waiting threads check it under, so that none
        // misses the wake-up.
        let put_out = self.shared.put_out.lock().unwrap_or_else(PoisonError::into_inner);
        self.shared.stop.store(true, Ordering::Relaxed);
        drop(put_out);
        self.shared.moved_on.notify_all();
    }
}

/// What the threads writing pieces share with the one putting them out.
struct Shared {
    /// How many pieces beyond the one being put out may be written or being written.
    ahead: usize,
    /// The next piece a thread takes.
    next_piece: AtomicUsize,
    /// How many pieces have been put out (a thread waits for it to grow, to stay near).
    put_out: Mutex<usize>,
    moved_on: Condvar,
    /// Set when the output failed, or when all is put out: the threads stop.
    stop: AtomicBool,
    /// Buffers of pieces already put out, for the next pieces.
    spare_buffers: Mutex<Vec<Vec<u8>>>,
}

/// Cuts the rows of `tree` into pieces of at most `piece_rows` rows, none across two levels:
/// each is a level and a range of indexes in it.
fn pieces_of(tree: &SearchTree, piece_rows: usize) -> Vec<(usize, Range<usize>)> {
    let mut pieces = Vec::new();
    for (level, nodes) in tree.levels().iter().enumerate() {
        let count = nodes.nodes.len();
        for start in (0..count).step_by(piece_rows) {
            pieces.push((level, start..(start + piece_rows).min(count)));
        }
    }
    pieces
}

/// Makes the text of one piece's rows in `buffer` (emptied first).
fn write_piece<F>(
    walk: &mut Walk<'_>,
    level: usize,
    rows: Range<usize>,
    format: &F,
    buffer: &mut Vec<u8>,
) -> io::Result<()>
where
    F: Fn(&Row<'_>, &mut Vec<u8>) -> io::Result<()>,
{
    buffer.clear();
    walk.rows(level, rows, &mut |row: Row<'_>| format(&row, buffer))
}

/// One thread's work: takes the pieces one at a time, while any are left and none has failed,
/// each no more than `shared.ahead` ahead of the one being put out, and sends each one's text
/// (or its error) to the thread putting them out.
fn write_pieces<F>(
    tree: &SearchTree,
    pieces: &[(usize, Range<usize>)],
    format: &F,
    shared: &Shared,
    sender: &mpsc::Sender<(usize, io::Result<Vec<u8>>)>,
) where
    F: Fn(&Row<'_>, &mut Vec<u8>) -> io::Result<()>,
{
    let mut walk = Walk::new(tree);
    let _stop_if_panicking = StopOnDrop {
        shared,
        only_in_a_panic: true,
    };
    loop {
        let number = shared.next_piece.fetch_add(1, Ordering::Relaxed);
        let Some((level, rows)) = pieces.get(number).cloned() else {
            return;
        };
        let mut put_out = shared.put_out.lock().unwrap_or_else(PoisonError::into_inner);
        while number >= *put_out + shared.ahead && !shared.stop.load(Ordering::Relaxed) {
            put_out = shared
                .moved_on
                .wait(put_out)
                .unwrap_or_else(PoisonError::into_inner);
        }
        drop(put_out);
        if shared.stop.load(Ordering::Relaxed) {
            return;
        }
        let mut buffer = shared
            .spare_buffers
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .pop()
            .unwrap_or_default();
        let written = write_piece(&mut walk, level, rows, format, &mut buffer).map(|()| buffer);
        if sender.send((number, written)).is_err() {
            return;
        }
    }
}

/// Receives the pieces' texts and writes them to `out` in the pieces' order; returns the first
/// error, a piece's or the output's.
fn put_out_in_order<W: Write>(
    out: &mut W,
    receiver: &mpsc::Receiver<(usize, io::Result<Vec<u8>>)>,
    shared: &Shared,
    count: usize,
) -> io::Result<()> {
    let mut waiting = BTreeMap::new();
    let mut next = 0;
    while next < count {
        let Ok((number, text)) = receiver.recv() else {
            // Every thread stopped before the last piece: one of them panicked.
            return Err(io::Error::other("a thread writing the rows stopped"));
        };
        waiting.insert(number, text?);
        while let Some(buffer) = waiting.remove(&next) {
            out.write_all(&buffer)?;
            shared
                .spare_buffers
                .lock()
                .unwrap_or_else(PoisonError::into_inner)
                .push(buffer);
            next += 1;
            *shared.put_out.lock().unwrap_or_else(PoisonError::into_inner) = next;
            shared.moved_on.notify_all();
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::search::search;
    use crate::engine::settings::{Algorithm, SearchControl, SearchSettings};

    /// Minimax's tree from the start to `depth`.
    fn start_tree(depth: usize) -> SearchTree {
        search(
            &shakmaty::Chess::default(),
            &[],
            &SearchSettings::new(depth, Algorithm::Minimax),
            &SearchControl::new(),
        )
        .unwrap()
    }

    /// Writes each row's level, index and SAN, on `threads` threads with pieces of `piece_rows`.
    fn listing(tree: &SearchTree, threads: usize, piece_rows: usize) -> Vec<u8> {
        let mut out = Vec::new();
        let format = |row: &Row<'_>, buffer: &mut Vec<u8>| {
            writeln!(
                buffer,
                "{} {} {} {}",
                row.id.level, row.id.index, row.san, row.uci
            )
        };
        write_rows_with(tree, &mut out, &format, threads, piece_rows).unwrap();
        out
    }

    #[test]
    fn a_path_that_does_not_replay_still_gives_every_row() {
        // A damaged tree: the first root move holds no move, so its children's position cannot
        // be worked out. Their rows still come, with SAN "?", so a level's first row is its
        // index 0 (which writes the level's heading).
        let mut tree = start_tree(2);
        tree.levels[0].nodes[0] = crate::engine::tree::Node::without_move(0);
        let text = String::from_utf8(listing(&tree, 2, 7)).unwrap();
        assert_eq!(text.lines().count(), tree.node_count());
        let unknown: Vec<&str> = text.lines().filter(|line| line.contains(" ? ")).collect();
        // The first root move's 20 replies, and its own row (its move is no legal move).
        assert_eq!(unknown.len(), 21, "{unknown:?}");
        assert!(text.lines().nth(20).is_some_and(|line| line.starts_with("1 0 ?")));
    }

    #[test]
    fn pieces_on_threads_come_out_as_one_walk_writes_them() {
        let tree = search(
            &crate::engine::fen::parse_fen(
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            )
            .unwrap(),
            &[],
            &SearchSettings::new(2, Algorithm::Minimax),
            &SearchControl::new(),
        )
        .unwrap();
        let mut expected = Vec::new();
        super::super::for_each_row(&tree, |row| {
            writeln!(
                expected,
                "{} {} {} {}",
                row.id.level, row.id.index, row.san, row.uci
            )
        })
        .unwrap();
        assert_eq!(
            expected.iter().filter(|&&byte| byte == b'\n').count(),
            tree.node_count()
        );
        for (threads, piece_rows) in [(1, 7), (3, 1), (3, 7), (2, 100), (4, 5000)] {
            assert!(
                listing(&tree, threads, piece_rows) == expected,
                "{threads} threads, pieces of {piece_rows}"
            );
        }
    }

    #[test]
    fn a_thread_that_panics_ends_the_writing_and_nothing_waits_forever() {
        let tree = start_tree(3);
        let (done, finished) = mpsc::channel();
        std::thread::spawn(move || {
            let panicked = std::panic::catch_unwind(|| {
                // The piece with row 3 is the first to be put out: the others must not wait
                // for it.
                let format = |row: &Row<'_>, buffer: &mut Vec<u8>| {
                    assert!(row.id.level != 2 || row.id.index != 3, "row 3 cannot be written");
                    writeln!(buffer, "{}", row.san)
                };
                write_rows_with(&tree, &mut Vec::new(), &format, 3, 2).ok();
            })
            .is_err();
            done.send(panicked).ok();
        });
        // Not a measure of speed: the writing takes milliseconds, and only a hang takes a minute.
        let panicked = finished.recv_timeout(std::time::Duration::from_secs(60));
        assert_eq!(
            panicked,
            Ok(true),
            "the writing hung, or did not pass the panic on"
        );
    }

    #[test]
    fn an_output_that_fails_stops_the_threads_with_its_error() {
        struct Refuses;
        impl Write for Refuses {
            fn write(&mut self, _: &[u8]) -> io::Result<usize> {
                Err(io::Error::other("disk full"))
            }
            fn flush(&mut self) -> io::Result<()> {
                Ok(())
            }
        }
        let tree = start_tree(3);
        let format = |row: &Row<'_>, buffer: &mut Vec<u8>| writeln!(buffer, "{}", row.san);
        let error = write_rows_with(&tree, &mut Refuses, &format, 3, 10).unwrap_err();
        assert_eq!(error.to_string(), "disk full");
        // A row the format refuses stops the writing too.
        let refuse = |row: &Row<'_>, _: &mut Vec<u8>| match row.id.index {
            500 => Err(io::Error::other("row 500")),
            _ => Ok(()),
        };
        let error = write_rows_with(&tree, &mut Vec::new(), &refuse, 3, 10).unwrap_err();
        assert_eq!(error.to_string(), "row 500");
    }
}
