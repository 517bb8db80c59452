//! The web worker's side: it is handed a search request as bytes, runs it
//! ([`crate::shell::remote::run_request`]) and posts back its progress and its tree, each as a
//! buffer it gives away (transfers) rather than copies. `web/worker.js` calls [`handle`] through
//! the crate's [`crate::web`] entry point.

use wasm_bindgen::{JsCast, JsValue};

/// Runs the request in `data` (bytes) and posts the answers to the page.
pub fn handle(data: &JsValue) {
    let bytes = js_sys::Uint8Array::new(data).to_vec();
    crate::shell::remote::run_request(&bytes, js_sys::Date::now, post);
}

/// Posts an answer to the page, handing over its buffer.
fn post(answer: Vec<u8>) {
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let buffer = js_sys::Uint8Array::from(answer.as_slice()).buffer();
    // A page that has gone away hears nothing; there is nobody to tell.
    let _ = scope.post_message_with_transfer(&buffer, &js_sys::Array::of1(&buffer));
}
