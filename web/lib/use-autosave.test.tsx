// @vitest-environment jsdom
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { useAutosave, type AutosaveOptions } from "./use-autosave";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Pending {
  value: string;
  resolve: (answer: string) => void;
  reject: (err: Error) => void;
}

type Extra = Partial<Pick<AutosaveOptions<string, string>, "pauseOnError" | "hideSavedOnEdit">>;

let pending: Pending[];
let applied: string[];
let setValue: (v: string) => void;
let hook: ReturnType<typeof useAutosave<string, string>>;
let root: Root;
let warn: MockInstance<typeof console.warn>;
let hidden: MockInstance<() => DocumentVisibilityState> | undefined;

function Harness(extra: Extra) {
  const [value, set] = useState("start");
  setValue = set;
  hook = useAutosave({
    value,
    delayMs: 2000,
    savedMs: 2000,
    canSave: (v) => v !== "",
    save: (v) => new Promise<string>((resolve, reject) => pending.push({ value: v, resolve, reject })),
    onSaved: (answer) => applied.push(answer),
    ...extra,
  });
  return null;
}

const settle = () => act(async () => {});
const edit = (v: string) => act(() => setValue(v));
const wait = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });
/** An edit left alone for the whole debounce, so its save starts. */
const editAndWait = async (v: string) => {
  edit(v);
  await wait(2000);
};
/** Unmounts the screen and lets its last save start; later renders go to a fresh root. */
const leave = async () => {
  act(() => root.unmount());
  await settle();
  root = createRoot(document.createElement("div"));
};
const flushNow = () =>
  act(async () => {
    void hook.flush();
  });
const sent = () => pending.map((p) => p.value);
const mount = (extra: Extra = {}) => act(() => root.render(<Harness {...extra} />));

beforeEach(() => {
  vi.useFakeTimers();
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  pending = [];
  applied = [];
  root = createRoot(document.createElement("div"));
});
afterEach(() => {
  act(() => root.unmount());
  vi.useRealTimers();
  warn.mockRestore();
  hidden?.mockRestore();
  hidden = undefined;
});

describe("useAutosave (product.md#r76)", () => {
  it("saves once, the latest value, delay after the last of several fast edits", async () => {
    mount();
    edit("a");
    await wait(1500);
    edit("ab");
    await wait(1500);
    edit("abc");
    await wait(1999);
    expect(sent()).toEqual([]);
    await wait(1);
    expect(sent()).toEqual(["abc"]);
    expect(hook.status).toBe("saving");
  });

  it("shows saved, then idle after savedMs, and hands over the answer", async () => {
    mount();
    await editAndWait("a");
    pending[0]!.resolve("answer-a");
    await settle();
    expect(hook.status).toBe("saved");
    expect(applied).toEqual(["answer-a"]);
    await wait(1999);
    expect(hook.status).toBe("saved");
    await wait(1);
    expect(hook.status).toBe("idle");
  });

  it("runs saves one at a time and ignores the answer of an older version", async () => {
    mount();
    await editAndWait("old");
    await editAndWait("new");
    // The newer save waits for the older one to finish.
    expect(sent()).toEqual(["old"]);
    pending[0]!.resolve("answer-old");
    await settle();
    expect(applied).toEqual([]);
    expect(hook.status).toBe("saving");
    expect(sent()).toEqual(["old", "new"]);
    pending[1]!.resolve("answer-new");
    await settle();
    expect(applied).toEqual(["answer-new"]);
    expect(hook.status).toBe("saved");
  });

  it("settles the indicator when an edit returns to what a stale answer stored", async () => {
    mount();
    await editAndWait("b");
    edit("c");
    edit("b");
    pending[0]!.resolve("answer-b");
    await settle();
    expect(hook.status).toBe("saving");
    await wait(2000);
    expect(sent()).toEqual(["b"]);
    expect(hook.status).toBe("saved");
  });

  it("sends nothing for a value that cannot be saved or equals the stored one", async () => {
    mount();
    edit("");
    await wait(2000);
    edit("x");
    await editAndWait("start");
    expect(sent()).toEqual([]);
    expect(hook.status).toBe("idle");
  });

  it("reports a failure, waits for the next edit, and clears the error once saved", async () => {
    mount();
    await editAndWait("a");
    pending[0]!.reject(new Error("Name is too long"));
    await settle();
    expect(hook.status).toBe("error");
    expect(hook.error).toBe("Name is too long");
    await wait(10_000);
    expect(sent()).toEqual(["a"]);
    await editAndWait("ab");
    expect(hook.status).toBe("saving");
    expect(hook.error).toBe("Name is too long");
    pending[1]!.resolve("ok");
    await settle();
    expect(hook.status).toBe("saved");
    expect(hook.error).toBeNull();
  });

  it("retries a failed save on leaving the screen", async () => {
    mount();
    await editAndWait("a");
    pending[0]!.reject(new Error("offline"));
    await settle();
    await leave();
    expect(sent()).toEqual(["a", "a"]);
  });

  it("with pauseOnError sends nothing after a failure, not even on flush or leaving, until the value changes", async () => {
    mount({ pauseOnError: true });
    await editAndWait("a");
    pending[0]!.reject(new Error("Server error"));
    await settle();
    expect(hook.error).toBe("Server error");
    await flushNow();
    expect(sent()).toEqual(["a"]);
    edit("ab");
    await wait(1999);
    expect(sent()).toEqual(["a"]);
    await wait(1);
    expect(sent()).toEqual(["a", "ab"]);
    pending[1]!.reject(new Error("Server error"));
    await settle();
    await leave();
    expect(sent()).toEqual(["a", "ab"]);
  });

  it("flush saves at once; hiding the page or leaving saves what waits", async () => {
    mount();
    edit("blurred");
    await flushNow();
    expect(sent()).toEqual(["blurred"]);
    pending[0]!.resolve("ok");
    edit("hidden");
    hidden = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
    act(() => document.dispatchEvent(new Event("visibilitychange")));
    await settle();
    expect(sent()).toEqual(["blurred", "hidden"]);
    pending[1]!.resolve("ok");
    edit("left");
    await leave();
    expect(sent()).toEqual(["blurred", "hidden", "left"]);
  });

  it("cancel drops pending work, including the save on leaving", async () => {
    mount();
    edit("doomed");
    act(() => hook.cancel());
    await wait(2000);
    await leave();
    expect(sent()).toEqual([]);
  });

  it("keeps 'saved' while typing unless hideSavedOnEdit is set", async () => {
    mount();
    await editAndWait("a");
    pending[0]!.resolve("ok");
    await settle();
    edit("ab");
    expect(hook.status).toBe("saved");
    await leave();
    mount({ hideSavedOnEdit: true });
    await editAndWait("a");
    pending.at(-1)!.resolve("ok");
    await settle();
    expect(hook.status).toBe("saved");
    edit("ab");
    expect(hook.status).toBe("idle");
  });
});
