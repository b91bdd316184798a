/**
 * A small pool of worker threads that draw label PDFs (docs/decisions/0176-label-worker.md). A 1,000-label sheet
 * takes seconds of CPU; on the main thread it would hold every other potter's call that long. The pool is bounded
 * (one worker per spare core, at most two) and so is its queue: past it a request is refused at once with 429 and
 * Retry-After instead of waiting behind a flood. Idle workers leave after a minute and never keep the process alive.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import { LABEL_TEXTS as T } from "../../../contract/labels/texts";
import { RateLimitedError } from "../../errors";
import type { LabelsPdfInput } from "./labels-pdf";

export const LABEL_WORKERS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** Sheets waiting for a worker; with 10 sheets a minute per potter, more waiting means the server is swamped. */
export const LABEL_QUEUE_MAX = 16;
/** 1,000 labels draw in about 4 s; far past that the worker is stuck. */
const TASK_TIMEOUT_MS = 120_000;
const IDLE_MS = 60_000;
const BUSY_RETRY_SECONDS = 30;

interface Task {
  input: LabelsPdfInput;
  resolve: (pdf: Uint8Array) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
  send: (task: Task) => void;
}

type Answer = { ready: true } | { id: number; pdf: Uint8Array } | { id: number; error: string };

const slots = new Set<Slot>();
const queue: Task[] = [];
let nextId = 0;

function startWorker(): Slot {
  const worker = new Worker(new URL("./labels-worker.mjs", import.meta.url), {
    // pdf-lib holds the whole document until it is saved: 1,000 labels are about 60 MB at the peak.
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  let taskId = -1;
  const slot: Slot = {
    worker,
    task: null,
    timer: null,
    send: (task) => {
      taskId = nextId++;
      slot.task = task;
      if (slot.timer) clearTimeout(slot.timer);
      worker.ref();
      slot.timer = setTimeout(() => fail(new Error("label drawing timed out")), TASK_TIMEOUT_MS);
      worker.postMessage({ id: taskId, input: task.input });
    },
  };
  const fail = (error: Error) => {
    slots.delete(slot);
    if (slot.timer) clearTimeout(slot.timer);
    slot.task?.reject(error);
    slot.task = null;
    void worker.terminate();
    pump();
  };
  worker.on("message", (answer: Answer) => {
    if ("ready" in answer || answer.id !== taskId || !slot.task) return;
    const task = slot.task;
    slot.task = null;
    if (slot.timer) clearTimeout(slot.timer);
    if ("error" in answer) task.reject(new Error(`label drawing failed: ${answer.error}`));
    else task.resolve(new Uint8Array(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
    idle(slot);
    pump();
  });
  worker.on("error", fail);
  worker.on("exit", (code) => fail(new Error(`label worker exited (${code})`)));
  slots.add(slot);
  return slot;
}

/** A waiting worker neither keeps the process alive nor stays past IDLE_MS. */
function idle(slot: Slot): void {
  slot.worker.unref();
  slot.timer = setTimeout(() => {
    slots.delete(slot);
    void slot.worker.terminate();
  }, IDLE_MS);
  slot.timer.unref();
}

function pump(): void {
  while (queue.length > 0) {
    let slot = [...slots].find((s) => !s.task);
    if (!slot && slots.size < LABEL_WORKERS) slot = startWorker();
    if (!slot) return;
    slot.send(queue.shift()!);
  }
}

/** Draws the PDF on a worker; refuses at once (429) when the queue is full. */
export function drawLabelsOffThread(input: LabelsPdfInput): Promise<Uint8Array> {
  if (queue.length >= LABEL_QUEUE_MAX) return Promise.reject(new RateLimitedError(BUSY_RETRY_SECONDS, T.busy));
  return new Promise<Uint8Array>((resolve, reject) => {
    queue.push({ input, resolve, reject });
    pump();
  });
}
