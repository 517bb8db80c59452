//! Files on a page: a file the person picks is read as bytes, and a file Klados saves is a
//! download. A page cannot see folders or paths; the browser asks the person (or puts the file
//! in their downloads folder).

use std::sync::mpsc::{self, Receiver};

use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;

/// A file the person picked: its name (no folder: the browser gives none) and its bytes.
#[derive(Debug)]
pub struct PickedFile {
    /// The file's name, as the person's system calls it.
    pub name: String,
    /// What it holds.
    pub bytes: Vec<u8>,
}

/// A browser call that failed, as one line.
fn failed(what: &str) -> String {
    format!("the browser could not {what}")
}

/// Opens the browser's file picker for files matching `accept` (`".pgn"`, `".json"`). The file
/// picked (or `None` when the person cancels) comes over the channel returned; `wake` is called
/// when it has come. The picker needs a click a moment before (browsers allow it for a few
/// seconds after one), as a button gives.
pub fn pick_file(accept: &str, wake: impl Fn() + 'static) -> Result<Receiver<Option<PickedFile>>, String> {
    let document = web_sys::window()
        .and_then(|window| window.document())
        .ok_or_else(|| failed("find the page"))?;
    let input: web_sys::HtmlInputElement = document
        .create_element("input")
        .ok()
        .and_then(|element| element.dyn_into().ok())
        .ok_or_else(|| failed("make a file picker"))?;
    input.set_type("file");
    input.set_accept(accept);
    let (sender, receiver) = mpsc::channel();
    let wake = std::rc::Rc::new(wake);
    let cancelled = {
        let sender = sender.clone();
        let wake = std::rc::Rc::clone(&wake);
        Closure::once_into_js(move || {
            let _ = sender.send(None);
            wake();
        })
    };
    let picker = input.clone();
    let changed = Closure::once_into_js(move || {
        let Some(file) = picker.files().and_then(|files| files.get(0)) else {
            let _ = sender.send(None);
            wake();
            return;
        };
        wasm_bindgen_futures::spawn_local(async move {
            let bytes = wasm_bindgen_futures::JsFuture::from(file.array_buffer())
                .await
                .map(|buffer| js_sys::Uint8Array::new(&buffer).to_vec());
            let picked = bytes.ok().map(|bytes| PickedFile {
                name: file.name(),
                bytes,
            });
            let _ = sender.send(picked);
            wake();
        });
    });
    input
        .add_event_listener_with_callback("change", changed.unchecked_ref())
        .and_then(|()| input.add_event_listener_with_callback("cancel", cancelled.unchecked_ref()))
        .map_err(|_| failed("listen to its file picker"))?;
    input.click();
    Ok(receiver)
}

/// Saves `bytes` as a download named `name` (the browser puts it in the downloads folder, or
/// asks where). `mime` is the file's type (`"application/x-chess-pgn"`).
pub fn download(name: &str, bytes: &[u8], mime: &str) -> Result<(), String> {
    let document = web_sys::window()
        .and_then(|window| window.document())
        .ok_or_else(|| failed("find the page"))?;
    let parts = js_sys::Array::of1(&js_sys::Uint8Array::from(bytes));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options)
        .map_err(|_| failed("hold the file"))?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(|_| failed("hold the file"))?;
    let link: web_sys::HtmlAnchorElement = document
        .create_element("a")
        .ok()
        .and_then(|element| element.dyn_into().ok())
        .ok_or_else(|| failed("make a download link"))?;
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // The browser has taken the file once the click is handled; the URL is let go a while later.
    let revoke = Closure::once_into_js(move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    });
    if let Some(window) = web_sys::window() {
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(revoke.unchecked_ref(), 60_000);
    }
    Ok(())
}

/// Returns the type a download of a file named `name` is given, from its extension.
pub fn mime_of(name: &str) -> &'static str {
    let extension = name.rsplit('.').next().unwrap_or_default().to_ascii_lowercase();
    match extension.as_str() {
        "pgn" => "application/x-chess-pgn",
        "json" => "application/json",
        "csv" => "text/csv",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "txt" | "md" => "text/plain",
        _ => "application/octet-stream",
    }
}
