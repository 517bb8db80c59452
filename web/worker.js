// Klados's web worker: the same program as the page, running the computer's searches off the
// page's thread. The page sends the compiled module first, then search requests (bytes); the
// program posts back progress and the finished tree (src/shell/web/worker.rs).
import init, { worker_run } from "./klados.js";

let ready = null;
self.onmessage = async (event) => {
  if (event.data && event.data.module) {
    ready = init({ module_or_path: event.data.module });
    return;
  }
  await ready;
  worker_run(event.data);
};
