//! Every search the window starts — the computer's move, *Think about this position*, *Compare
//! algorithms*, a lesson's search and sweeps, loading a lessons folder — runs as a [`Job`]: a
//! thread of its own that the window's thread can cancel, sending its results back over a
//! channel.
//!
//! The rules, the same for every kind of job:
//! - a job is started by [`crate::ui::app::KladosApp::apply`] (never while a panel is laid out);
//! - whoever holds the job owns it: replacing it (a new comparison, another lesson) or dropping
//!   it (leaving a lesson, closing the window) cancels it and waits for its thread to end, so no
//!   search outlives what it was started for and memory never piles up;
//! - the job's work checks the cancel flag of its [`SearchControl`] (the search does so before
//!   storing every position's moves), so cancelling is prompt;
//! - the app counts the jobs whose threads are alive ([`JobCount`]), so tests can check the rules.
//!
//! One kind of work cannot be cancelled: the platform's file dialog waits for the person. Its job
//! ([`Job::start_waiting_for_person`]) is let go without waiting, and only one is open at a time.
//!
//! On the page (wasm32) no thread can start: a job's work runs on the page's thread, at the
//! first [`Job::poll`] after it was started (the next frame), and the frame waits for it. Every
//! search that can take long runs in the page's web worker instead: the computer's
//! (`ui::worker`), a chess lesson's (`Job::start_remote`), and *Compare algorithms*, Predict,
//! grading a tree file and a chess Monte Carlo search ([`Job::start_in_worker`]); their messages
//! come from the worker's answers, and dropping the job ends the worker's work.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};
#[cfg(not(target_arch = "wasm32"))]
use std::thread::JoinHandle;

use web_time::Instant;

use crate::engine::settings::SearchControl;

/// The number of job threads alive, shared by the app and its jobs (one per app, not global).
#[derive(Clone, Debug, Default)]
pub struct JobCount(Arc<AtomicUsize>);

impl JobCount {
    /// Returns how many job threads are alive now.
    pub fn alive(&self) -> usize {
        self.0.load(Ordering::SeqCst)
    }
}

/// Counts one job thread while it lives: made when the thread starts, dropped when it ends
/// (even if the work panicked).
struct Alive(JobCount);

impl Alive {
    fn new(count: &JobCount) -> Alive {
        count.0.fetch_add(1, Ordering::SeqCst);
        Alive(count.clone())
    }
}

impl Drop for Alive {
    fn drop(&mut self) {
        (self.0).0.fetch_sub(1, Ordering::SeqCst);
    }
}

/// What a job's work is handed: the control to search with, and a way to send results back.
pub struct JobContext<M> {
    control: Arc<SearchControl>,
    sender: Sender<M>,
    wake: Box<dyn Fn() + Send>,
}

impl<M> JobContext<M> {
    /// Returns the control to search with: its cancel flag is the job's.
    pub fn control(&self) -> &SearchControl {
        &self.control
    }

    /// Returns true once the job has been cancelled: the work should stop.
    pub fn is_cancelled(&self) -> bool {
        self.control.is_cancelled()
    }

    /// Sends one result to the window and wakes it. Returns false when nobody listens any more
    /// (the job was dropped) or the job was cancelled: the work should stop.
    pub fn send(&self, message: M) -> bool {
        if self.is_cancelled() || self.sender.send(message).is_err() {
            return false;
        }
        (self.wake)();
        true
    }
}

/// What [`Job::poll`] found.
#[derive(Debug, PartialEq, Eq)]
pub enum Polled<M> {
    /// A result the job sent.
    Message(M),
    /// Nothing new; the job still runs.
    Running,
    /// The job has ended and everything it sent has been taken.
    Ended,
}

/// A job's work, kept until it runs (on the page).
#[cfg(target_arch = "wasm32")]
type Work<M> = Box<dyn FnOnce(&JobContext<M>)>;

/// Work that has not run yet, on the page: it runs at the job's first poll.
#[cfg(target_arch = "wasm32")]
type Pending<M> = std::cell::RefCell<Option<(Work<M>, JobContext<M>, Alive)>>;

/// Work in the page's web worker: the worker, what its answers mean to the job, and the count
/// it is in while it runs.
#[cfg(target_arch = "wasm32")]
type Remoted<M> = std::cell::RefCell<Option<(crate::shell::web::Remote, Translate<M>, Alive)>>;

/// What a web worker's answer means to a job: a message, or nothing.
#[cfg(target_arch = "wasm32")]
type Translate<M> = Box<dyn Fn(crate::shell::remote::RemoteAnswer) -> Option<M>>;

/// Work running on a thread of its own, sending results of type `M` to the window.
pub struct Job<M> {
    control: Arc<SearchControl>,
    messages: Receiver<M>,
    #[cfg(not(target_arch = "wasm32"))]
    thread: Option<JoinHandle<()>>,
    #[cfg(target_arch = "wasm32")]
    pending: Pending<M>,
    #[cfg(target_arch = "wasm32")]
    remote: Remoted<M>,
    started: Instant,
    /// False for work that cannot be cancelled because it waits for a person (a file dialog):
    /// dropping the job then stops listening without waiting for its thread.
    joined_on_drop: bool,
}

impl<M: Send + 'static> Job<M> {
    /// Starts `work` on a new thread named `name`. `wake` is called after every result sent (the
    /// window passes a function that asks egui for a repaint); `count` counts the thread while
    /// it lives. If no thread can be started, the job has ended at once, with nothing sent.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn start(
        name: &str,
        count: &JobCount,
        wake: impl Fn() + Send + 'static,
        work: impl FnOnce(&JobContext<M>) + Send + 'static,
    ) -> Job<M> {
        // A minimax search shares its moves among the cores but one: the window keeps a core to
        // draw with while it runs.
        let cores = std::thread::available_parallelism().map_or(1, usize::from);
        let control = Arc::new(SearchControl::new().with_threads(cores.saturating_sub(1)));
        let (sender, messages) = mpsc::channel();
        let context = JobContext {
            control: Arc::clone(&control),
            sender,
            wake: Box::new(wake),
        };
        let alive = Alive::new(count);
        let thread = std::thread::Builder::new()
            .name(name.to_owned())
            .spawn(move || {
                let _alive = alive;
                work(&context);
            })
            .ok();
        Job {
            control,
            messages,
            thread,
            started: Instant::now(),
            joined_on_drop: true,
        }
    }

    /// Keeps `work` to run at the job's first poll: on the page no thread can start (see the
    /// module's comment). `name` is not used; `wake` and `count` are as on the desktop.
    #[cfg(target_arch = "wasm32")]
    pub fn start(
        _name: &str,
        count: &JobCount,
        wake: impl Fn() + Send + 'static,
        work: impl FnOnce(&JobContext<M>) + Send + 'static,
    ) -> Job<M> {
        let control = Arc::new(SearchControl::new().with_threads(1));
        let (sender, messages) = mpsc::channel();
        let context = JobContext {
            control: Arc::clone(&control),
            sender,
            wake: Box::new(wake),
        };
        // The window draws the frame it was started in first, then runs it.
        (context.wake)();
        let work: Work<M> = Box::new(work);
        Job {
            control,
            messages,
            pending: std::cell::RefCell::new(Some((work, context, Alive::new(count)))),
            remote: std::cell::RefCell::new(None),
            started: Instant::now(),
            joined_on_drop: true,
        }
    }

    /// Hands `request` to the page's web worker; its answers become the job's messages through
    /// `translate`. `wake` is called whenever the worker says something; `count` counts the job
    /// while the worker works. `Err` when the page can make no worker.
    #[cfg(target_arch = "wasm32")]
    pub fn start_remote(
        count: &JobCount,
        wake: impl Fn() + 'static,
        request: &crate::shell::remote::RemoteRequest,
        translate: impl Fn(crate::shell::remote::RemoteAnswer) -> Option<M> + 'static,
    ) -> Result<Job<M>, String> {
        let remote = crate::shell::web::Remote::start(request, wake)?;
        // No message comes over the channel: the sender is let go at once.
        let (_, messages) = mpsc::channel();
        let translate: Translate<M> = Box::new(translate);
        Ok(Job {
            control: Arc::new(SearchControl::new()),
            messages,
            pending: std::cell::RefCell::new(None),
            remote: std::cell::RefCell::new(Some((remote, translate, Alive::new(count)))),
            started: Instant::now(),
            joined_on_drop: true,
        })
    }

    /// Takes the web worker's next answer that means something to the job, if the job is the
    /// worker's (`None` if it is not, or no longer).
    #[cfg(target_arch = "wasm32")]
    fn poll_remote(&self) -> Option<Polled<M>> {
        let mut slot = self.remote.borrow_mut();
        let (remote, translate, _) = slot.as_ref()?;
        while let Some(answer) = remote.take_answer() {
            if let Some(message) = translate(answer) {
                return Some(Polled::Message(message));
            }
        }
        if remote.has_ended() {
            *slot = None;
            return Some(Polled::Ended);
        }
        Some(Polled::Running)
    }

    /// Runs the work kept by [`Job::start`], if it has not run yet (on the page).
    #[cfg(target_arch = "wasm32")]
    fn run_pending(&self) {
        let pending = self.pending.borrow_mut().take();
        if let Some((work, context, alive)) = pending {
            work(&context);
            drop(alive);
        }
    }

    /// Starts work that a page runs in its web worker: on the desktop, `work` on a thread as
    /// [`Job::start`] does (`request` and `translate` are not used); on a page, the request
    /// `request` makes is handed to the worker and its answers become the job's messages through
    /// `translate` (as [`Job::start_remote`]). A page with no worker, or work the worker cannot
    /// take (`request` gives `None`), runs `work` as [`Job::start`] does there.
    pub fn start_in_worker(
        name: &str,
        count: &JobCount,
        wake: impl Fn() + Send + 'static,
        request: impl FnOnce() -> Option<crate::shell::remote::RemoteRequest>,
        translate: impl Fn(crate::shell::remote::RemoteAnswer) -> Option<M> + 'static,
        work: impl FnOnce(&JobContext<M>) + Send + 'static,
    ) -> Job<M> {
        #[cfg(target_arch = "wasm32")]
        {
            // The wake is shared by the worker's answers and, failing a worker, the work.
            let wake = Arc::new(std::sync::Mutex::new(wake));
            fn woken(wake: &std::sync::Mutex<impl Fn()>) {
                if let Ok(wake) = wake.lock() {
                    wake();
                }
            }
            if let Some(request) = request() {
                let remote_wake = Arc::clone(&wake);
                if let Ok(job) = Job::start_remote(count, move || woken(&remote_wake), &request, translate) {
                    return job;
                }
            }
            Job::start(name, count, move || woken(&wake), work)
        }
        #[cfg(not(target_arch = "wasm32"))]
        {
            let _ = (request, translate);
            Job::start(name, count, wake, work)
        }
    }

    /// Starts work that waits for a person and cannot be cancelled (the platform's file dialog):
    /// as [`Job::start`], but dropping the job does not wait for its thread, which ends when the
    /// person answers; what it sends then goes nowhere.
    pub fn start_waiting_for_person(
        name: &str,
        count: &JobCount,
        wake: impl Fn() + Send + 'static,
        work: impl FnOnce(&JobContext<M>) + Send + 'static,
    ) -> Job<M> {
        let mut job = Job::start(name, count, wake, work);
        job.joined_on_drop = false;
        job
    }

    /// Takes the next result if there is one, without waiting.
    pub fn poll(&self) -> Polled<M> {
        #[cfg(target_arch = "wasm32")]
        if let Some(polled) = self.poll_remote() {
            return polled;
        }
        #[cfg(target_arch = "wasm32")]
        self.run_pending();
        match self.messages.try_recv() {
            Ok(message) => Polled::Message(message),
            Err(TryRecvError::Empty) if self.is_running() => Polled::Running,
            // Ended: but a result may have arrived between the two looks.
            Err(TryRecvError::Empty) => self.messages.try_recv().map_or(Polled::Ended, Polled::Message),
            Err(TryRecvError::Disconnected) => Polled::Ended,
        }
    }

    /// Waits for the next result; `None` once the job has ended. Tests use this instead of
    /// counting frames, so they do not depend on the speed of the machine.
    pub fn wait(&self) -> Option<M> {
        #[cfg(target_arch = "wasm32")]
        self.run_pending();
        self.messages.recv().ok()
    }

    /// Returns the job's control (the window reads the search's progress from it).
    pub fn control(&self) -> &SearchControl {
        &self.control
    }

    /// Returns when the job started.
    pub fn started(&self) -> Instant {
        self.started
    }

    #[cfg(not(target_arch = "wasm32"))]
    fn is_running(&self) -> bool {
        self.thread.as_ref().is_some_and(|thread| !thread.is_finished())
    }

    #[cfg(target_arch = "wasm32")]
    fn is_running(&self) -> bool {
        self.pending.borrow().is_some()
    }
}

/// Takes the one result of a job that sends one (a comparison, a loaded folder, a chosen file)
/// out of `slot`, without waiting: the result once it has come, and the slot is emptied then or
/// when the job has ended without one.
pub fn take_result<M: Send + 'static>(slot: &mut Option<Job<M>>) -> Option<M> {
    let polled = slot.as_ref()?.poll();
    match polled {
        Polled::Running => None,
        Polled::Message(message) => {
            *slot = None;
            Some(message)
        }
        Polled::Ended => {
            *slot = None;
            None
        }
    }
}

impl<M> Job<M> {
    /// Cancels the job and waits for its thread to end.
    fn stop(&mut self) {
        self.control.cancel();
        #[cfg(not(target_arch = "wasm32"))]
        if self.joined_on_drop
            && let Some(thread) = self.thread.take()
        {
            // Work that panicked has nothing more to say; the window goes on.
            let _ = thread.join();
        }
    }
}

impl<M> Drop for Job<M> {
    fn drop(&mut self) {
        self.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_job_sends_its_results_in_order_then_ends() {
        let count = JobCount::default();
        let job = Job::start(
            "test",
            &count,
            || {},
            |context| {
                for n in 0..3 {
                    context.send(n);
                }
            },
        );
        let mut received = Vec::new();
        while let Some(n) = job.wait() {
            received.push(n);
        }
        assert_eq!(received, [0, 1, 2]);
        assert_eq!(job.poll(), Polled::Ended);
    }

    #[test]
    fn dropping_a_job_cancels_it_and_ends_its_thread() {
        let count = JobCount::default();
        let job = Job::start(
            "test",
            &count,
            || {},
            |context: &JobContext<()>| {
                while !context.is_cancelled() {
                    std::thread::yield_now();
                }
            },
        );
        assert_eq!(count.alive(), 1);
        drop(job);
        assert_eq!(count.alive(), 0);
    }
}
