// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { StageEntryFields, type StageEntryPatch } from "./stage-entry-fields";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLDivElement;
const onSave = vi.fn<(patch: StageEntryPatch) => void>();

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  onSave.mockReset();
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const show = (date: string, notes: string | null) =>
  act(() => root.render(<StageEntryFields stage="Bisqued" date={date} notes={notes} onSave={onSave} />));
const notesField = () => container.querySelector<HTMLInputElement>('input[aria-label="Bisqued notes"]')!;
const dateField = () => container.querySelector<HTMLInputElement>('input[aria-label="Bisqued date"]')!;

/** Types as a browser does: React listens for the native input event on the element's own value setter. */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  act(() => {
    setter.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

it("keeps notes being typed when the date's saved answer comes back, and saves them on leaving the field", () => {
  show("2026-11-26T12:00:00.000Z", "Cone 04");
  type(notesField(), "Cone 04, slow cool");
  // The date saved meanwhile: the server's answer carries the new date and the notes as they were stored.
  show("2026-02-01T12:00:00.000Z", "Cone 04");
  expect(notesField().value).toBe("Cone 04, slow cool");
  expect(dateField().value).toBe("2026-02-01");
  act(() => notesField().dispatchEvent(new FocusEvent("focusout", { bubbles: true })));
  expect(onSave).toHaveBeenCalledWith({ notes: "Cone 04, slow cool" });
});

it("shows a newer stored value in a field the potter has not changed", () => {
  show("2026-11-26T12:00:00.000Z", "Cone 04");
  show("2026-11-26T12:00:00.000Z", "Cone 04, from another device");
  expect(notesField().value).toBe("Cone 04, from another device");
  expect(onSave).not.toHaveBeenCalled();
});
