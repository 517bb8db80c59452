//! The page's side of its web worker: a search handed to the worker
//! ([`RemoteSearch::start`]), its progress and its end read as they come, and a cancel that
//! stops the worker at once (it is terminated: a search cannot be interrupted otherwise, and a
//! new worker is made for the next search). A worker whose search ended is kept for the next one.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::engine::settings::{MAX_LEVELS, SearchError};
use crate::shell::remote::{RemoteAnswer, RemoteRequest, read_answer};
use crate::shell::session::Searched;

#[wasm_bindgen]
extern "C" {
    /// `web/index.html`'s function that makes a worker running the program's module.
    #[wasm_bindgen(js_name = kladosWorker, catch)]
    fn new_worker() -> Result<web_sys::Worker, JsValue>;
}

thread_local! {
    /// A worker whose search has ended, kept for the next search.
    static IDLE: RefCell<Option<web_sys::Worker>> = const { RefCell::new(None) };
}

/// What the worker has said so far.
#[derive(Default)]
struct Inbox {
    attempt: usize,
    nodes_per_level: [usize; MAX_LEVELS],
    outcome: Option<Result<Searched, SearchError>>,
    /// True once the search's end has come (and maybe been taken).
    ended: bool,
}

/// A search running in the page's web worker.
pub struct RemoteSearch {
    worker: web_sys::Worker,
    inbox: Rc<RefCell<Inbox>>,
    /// Keeps the function that takes the worker's messages alive while the search runs.
    _listener: Closure<dyn FnMut(web_sys::MessageEvent)>,
}

impl RemoteSearch {
    /// Hands `request` to a worker; `wake` is called whenever it says something. `Err` when the
    /// page can make no worker (then the search must run elsewhere).
    pub fn start(request: &RemoteRequest, wake: impl Fn() + 'static) -> Result<RemoteSearch, String> {
        let worker = match IDLE.with(|idle| idle.borrow_mut().take()) {
            Some(worker) => worker,
            None => new_worker().map_err(|_| String::from("the page could not start its worker"))?,
        };
        let inbox = Rc::new(RefCell::new(Inbox::default()));
        let heard = Rc::clone(&inbox);
        let listener =
            Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
                let bytes = js_sys::Uint8Array::new(&event.data()).to_vec();
                let mut inbox = heard.borrow_mut();
                match read_answer(&bytes) {
                    Ok(RemoteAnswer::Progress {
                        attempt,
                        nodes_per_level,
                    }) => {
                        inbox.attempt = attempt;
                        inbox.nodes_per_level = nodes_per_level;
                    }
                    Ok(RemoteAnswer::Finished(outcome)) => {
                        inbox.outcome = Some(*outcome);
                        inbox.ended = true;
                    }
                    Err(reason) => {
                        web_sys::console::error_1(&format!("klados: the worker's answer: {reason}").into());
                        inbox.outcome = Some(Err(SearchError::Cancelled));
                        inbox.ended = true;
                    }
                }
                drop(inbox);
                wake();
            });
        worker.set_onmessage(Some(listener.as_ref().unchecked_ref()));
        let bytes = js_sys::Uint8Array::from(request.to_bytes().as_slice());
        let buffer = bytes.buffer();
        worker
            .post_message_with_transfer(&buffer, &js_sys::Array::of1(&buffer))
            .map_err(|_| String::from("the page could not hand its worker the search"))?;
        Ok(RemoteSearch {
            worker,
            inbox,
            _listener: listener,
        })
    }

    /// Returns the attempt running and the nodes stored so far in each level, as last told.
    pub fn progress(&self) -> (usize, [usize; MAX_LEVELS]) {
        let inbox = self.inbox.borrow();
        (inbox.attempt, inbox.nodes_per_level)
    }

    /// Takes the search's outcome once it has come.
    pub fn take_outcome(&self) -> Option<Result<Searched, SearchError>> {
        self.inbox.borrow_mut().outcome.take()
    }
}

impl Drop for RemoteSearch {
    /// A search still running is stopped by ending its worker; a worker that has finished is
    /// kept for the next search.
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        if self.inbox.borrow().ended {
            let worker = self.worker.clone();
            IDLE.with(|idle| *idle.borrow_mut() = Some(worker));
        } else {
            self.worker.terminate();
        }
    }
}
