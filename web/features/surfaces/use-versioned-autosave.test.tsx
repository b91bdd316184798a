// @vitest-environment jsdom
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useVersionedAutosave } from "./use-versioned-autosave";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

interface Pending {
  value: string;
  resolve: (answer: string) => void;
}

let pending: Pending[];
let applied: string[];
let setValue: (v: string) => void;
let root: Root;

function Harness() {
  const [value, set] = useState("start");
  setValue = set;
  useVersionedAutosave({
    value,
    delayMs: 2000,
    savedMs: 2000,
    canSave: (v) => v !== "",
    save: (v) => new Promise<string>((resolve) => pending.push({ value: v, resolve })),
    onSaved: (answer) => applied.push(answer),
  });
  return null;
}

const flushPromises = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
  pending = [];
  applied = [];
  root = createRoot(document.createElement("div"));
  act(() => root.render(<Harness />));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("useVersionedAutosave (spec 001 §4)", () => {
  it("saves 2 s after the last edit, not before", async () => {
    act(() => setValue("a"));
    act(() => vi.advanceTimersByTime(1500));
    act(() => setValue("ab"));
    act(() => vi.advanceTimersByTime(1999));
    expect(pending).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    await flushPromises();
    expect(pending.map((p) => p.value)).toEqual(["ab"]);
    pending[0]!.resolve("answer-ab");
    await flushPromises();
    expect(applied).toEqual(["answer-ab"]);
    act(() => root.unmount());
  });

  it("ignores the answer of an older version and saves the newer edit after it, in order", async () => {
    act(() => setValue("old"));
    act(() => vi.advanceTimersByTime(2000));
    await flushPromises();
    expect(pending.map((p) => p.value)).toEqual(["old"]);
    act(() => setValue("new"));
    pending[0]!.resolve("answer-old");
    await flushPromises();
    expect(applied).toEqual([]);
    act(() => vi.advanceTimersByTime(2000));
    await flushPromises();
    expect(pending.map((p) => p.value)).toEqual(["old", "new"]);
    pending[1]!.resolve("answer-new");
    await flushPromises();
    expect(applied).toEqual(["answer-new"]);
    act(() => root.unmount());
  });

  it("saves pending changes when the screen is left, and nothing when all is saved", async () => {
    act(() => setValue("typed"));
    act(() => root.unmount());
    await flushPromises();
    expect(pending.map((p) => p.value)).toEqual(["typed"]);
  });

  it("does not save a value that cannot be saved", async () => {
    act(() => setValue(""));
    act(() => vi.advanceTimersByTime(2000));
    await flushPromises();
    expect(pending).toHaveLength(0);
    act(() => root.unmount());
  });
});
