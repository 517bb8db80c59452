//! The browser's side of the shell (wasm32 only): files through the browser's picker and
//! downloads ([`files`]), and the web worker that runs the computer's searches off the page's
//! thread ([`remote`]: the page's side; [`worker`]: the worker's).

pub mod files;
pub mod remote;
pub mod worker;

pub use remote::Remote;
