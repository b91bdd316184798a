/**
 * Draws label PDFs off the main thread (server/services/labels/labels-pool.ts, docs/decisions/0176-label-worker.md). Plain
 * JavaScript, as heic-decode-worker.mjs, so Node starts it the same under tsx, the test runner and a bench; it loads
 * the TypeScript drawing code through tsx's loader, registered for this thread. One worker draws one PDF at a time
 * and stays for the next.
 */
import { parentPort } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
const { drawLabelsPdf } = await import("./labels-pdf.ts");

parentPort.on("message", async ({ id, input }) => {
  try {
    const pdf = await drawLabelsPdf(input);
    parentPort.postMessage({ id, pdf }, [pdf.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error?.stack ?? error) });
  }
});
parentPort.postMessage({ ready: true });
