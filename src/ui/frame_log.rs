//! A log of frame intervals for checking that the window stays responsive (set
//! `KLADOS_FRAME_LOG`): a summary every second, and one for the frames drawn while each search
//! ran. It also times the thinking panel's layout, which must stay cheap with millions of nodes.

use std::time::Duration;

use web_time::Instant;

/// The environment variable that makes the window log its frame intervals to stderr once a
/// second (set it to anything), to check that the window stays responsive during a search.
pub const FRAME_LOG_VARIABLE: &str = "KLADOS_FRAME_LOG";

/// Measures frame intervals and prints them to stderr: a summary once a second, and for each
/// search a summary of the frames drawn while it ran.
pub struct FrameLog {
    last_frame: Instant,
    window_start: Instant,
    frames: u32,
    longest: Duration,
    /// The intervals between frames drawn while the current search runs.
    search_intervals: Vec<Duration>,
    /// How long the thinking panel's layout took in the frames of this second: total and longest.
    panel_total: Duration,
    panel_longest: Duration,
}

impl FrameLog {
    /// Starts logging, if [`FRAME_LOG_VARIABLE`] is set.
    pub fn from_environment() -> Option<FrameLog> {
        std::env::var_os(FRAME_LOG_VARIABLE).map(|_| FrameLog::new())
    }

    fn new() -> FrameLog {
        let now = Instant::now();
        FrameLog {
            last_frame: now,
            window_start: now,
            frames: 0,
            longest: Duration::ZERO,
            search_intervals: Vec::new(),
            panel_total: Duration::ZERO,
            panel_longest: Duration::ZERO,
        }
    }

    /// Records how long the thinking panel took to lay out in this frame.
    pub fn panel(&mut self, took: Duration) {
        self.panel_total += took;
        self.panel_longest = self.panel_longest.max(took);
    }

    /// Records a frame; `thinking` says whether a search runs.
    pub fn frame(&mut self, thinking: bool) {
        let now = Instant::now();
        let interval = now - self.last_frame;
        self.longest = self.longest.max(interval);
        self.last_frame = now;
        self.frames += 1;
        if thinking {
            self.search_intervals.push(interval);
        } else if !self.search_intervals.is_empty() {
            let mut intervals: Vec<Duration> = std::mem::take(&mut self.search_intervals);
            intervals.sort();
            if let Some(longest) = intervals.last() {
                let total: Duration = intervals.iter().sum();
                eprintln!(
                    "search frames: {} intervals over {:.2} s: mean {:.1} ms, median {:.1} ms, longest {:.1} ms",
                    intervals.len(),
                    total.as_secs_f64(),
                    total.as_secs_f64() * 1000.0 / intervals.len() as f64,
                    intervals[intervals.len() / 2].as_secs_f64() * 1000.0,
                    longest.as_secs_f64() * 1000.0
                );
            }
        }
        let window = now - self.window_start;
        if window >= Duration::from_secs(1) {
            eprintln!(
                "frames: {} in {:.2} s, mean interval {:.1} ms, longest {:.1} ms, thinking: {}; \
                 thinking panel layout: mean {:.2} ms, longest {:.2} ms",
                self.frames,
                window.as_secs_f64(),
                window.as_secs_f64() * 1000.0 / f64::from(self.frames),
                self.longest.as_secs_f64() * 1000.0,
                if thinking { "yes" } else { "no" },
                self.panel_total.as_secs_f64() * 1000.0 / f64::from(self.frames),
                self.panel_longest.as_secs_f64() * 1000.0,
            );
            self.window_start = now;
            self.frames = 0;
            self.longest = Duration::ZERO;
            self.panel_total = Duration::ZERO;
            self.panel_longest = Duration::ZERO;
        }
    }
}
