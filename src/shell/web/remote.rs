//! The page's side of its web worker: work handed to the worker ([`Remote::start`]), what it
//! says read as it comes, and a cancel that stops the worker at once (it is terminated: a
//! search cannot be interrupted otherwise, and a new worker is made for the next request). A
//! worker that has said everything is kept for the next request.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use crate::engine::settings::{MAX_LEVELS, SearchError};
use crate::shell::remote::{RemoteAnswer, RemoteRequest, read_answer};

#[wasm_bindgen]
extern "C" {
    /// `web/index.html`'s function that makes a worker running the program's module.
    #[wasm_bindgen(js_name = kladosWorker, catch)]
    fn new_worker() -> Result<web_sys::Worker, JsValue>;
}

thread_local! {
    /// A worker that has said everything, kept for the next request.
    static IDLE: RefCell<Option<web_sys::Worker>> = const { RefCell::new(None) };
}

/// What the worker has said so far.
#[derive(Default)]
struct Inbox {
    /// The attempt running and the nodes stored in each level, as last told.
    progress: (usize, [usize; MAX_LEVELS]),
    /// The answers not taken yet, progress aside, in order.
    answers: VecDeque<RemoteAnswer>,
    /// True once the worker has said everything.
    ended: bool,
}

/// Work running in the page's web worker.
pub struct Remote {
    worker: web_sys::Worker,
    inbox: Rc<RefCell<Inbox>>,
    /// Keeps the function that takes the worker's messages alive while the work runs.
    _listener: Closure<dyn FnMut(web_sys::MessageEvent)>,
}

impl Remote {
    /// Hands `request` to a worker; `wake` is called whenever it says something. `Err` when the
    /// page can make no worker (then the work must run elsewhere).
    pub fn start(request: &RemoteRequest, wake: impl Fn() + 'static) -> Result<Remote, String> {
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
                    }) => inbox.progress = (attempt, nodes_per_level),
                    // A game's search says nothing after its end.
                    Ok(RemoteAnswer::Ended) => inbox.ended = true,
                    Ok(finished @ RemoteAnswer::Finished(_)) => {
                        inbox.answers.push_back(finished);
                        inbox.ended = true;
                    }
                    Ok(answer) => inbox.answers.push_back(answer),
                    Err(reason) => {
                        // Only a fault in the program can come here: it is said, and the work ends.
                        web_sys::console::error_1(&format!("klados: the worker's answer: {reason}").into());
                        inbox
                            .answers
                            .push_back(RemoteAnswer::Finished(Box::new(Err(SearchError::Cancelled))));
                        inbox.ended = true;
                    }
                }
                drop(inbox);
                wake();
            });
        worker.set_onmessage(Some(listener.as_ref().unchecked_ref()));
        let buffer = js_sys::Uint8Array::from(request.to_bytes().as_slice()).buffer();
        worker
            .post_message_with_transfer(&buffer, &js_sys::Array::of1(&buffer))
            .map_err(|_| String::from("the page could not hand its worker the work"))?;
        Ok(Remote {
            worker,
            inbox,
            _listener: listener,
        })
    }

    /// Returns the attempt running and the nodes stored so far in each level, as last told.
    pub fn progress(&self) -> (usize, [usize; MAX_LEVELS]) {
        self.inbox.borrow().progress
    }

    /// Takes the next answer the worker gave (progress aside), if there is one.
    pub fn take_answer(&self) -> Option<RemoteAnswer> {
        self.inbox.borrow_mut().answers.pop_front()
    }

    /// Returns true once the worker has said everything (some answers may not be taken yet).
    pub fn has_ended(&self) -> bool {
        self.inbox.borrow().ended
    }
}

impl Drop for Remote {
    /// Work still running is stopped by ending its worker; a worker that has said everything
    /// is kept for the next request.
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
