// @vitest-environment jsdom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { FormField } from "./form-field";
import { NativeSelect } from "./native-select";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root;
let container: HTMLDivElement;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

/** The select a label names, as a screen reader (and a browser test's getByLabel) finds it. */
function selectNamed(text: string): HTMLSelectElement {
  const label = [...container.querySelectorAll("label")].find((l) => l.textContent === text);
  expect(label, `a label "${text}"`).toBeDefined();
  const control = document.getElementById(label!.htmlFor);
  expect(control?.tagName).toBe("SELECT");
  return control as HTMLSelectElement;
}

it("ties its label to the select and hands the chosen value on", () => {
  const onChange = vi.fn<(value: string) => void>();
  act(() =>
    root.render(
      <NativeSelect label="Kiln type" defaultValue="Electric" onChange={(e) => onChange(e.target.value)}>
        <option>Electric</option>
        <option>Gas</option>
      </NativeSelect>,
    ),
  );
  const select = selectNamed("Kiln type");
  expect(select.value).toBe("Electric");
  act(() => {
    select.value = "Gas";
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
  expect(onChange).toHaveBeenCalledWith("Gas");
});

it("is 44 px high and takes the dark theme's colours for its open list", () => {
  act(() =>
    root.render(
      <NativeSelect aria-label="Outcome for Mug" className="w-32">
        <option>Survived</option>
      </NativeSelect>,
    ),
  );
  const select = container.querySelector("select")!;
  expect(select.getAttribute("aria-label")).toBe("Outcome for Mug");
  expect(select.classList).toContain("min-h-11");
  expect(select.classList).toContain("dark:scheme-dark");
  expect(select.classList).toContain("w-32");
  // Named by its aria-label alone: no label drawn.
  expect(container.querySelector("label")).toBeNull();
});

it("takes the id, hint and error wiring of a FormField around it", () => {
  act(() =>
    root.render(
      <FormField label="Cone" hint="The cone you fire to" error="Choose a cone">
        <NativeSelect>
          <option value="">None</option>
        </NativeSelect>
      </FormField>,
    ),
  );
  const select = selectNamed("Cone");
  expect(select.getAttribute("aria-invalid")).toBe("true");
  const described = select.getAttribute("aria-describedby")!.split(" ").map((id) => document.getElementById(id)?.textContent);
  expect(described).toEqual(["The cone you fire to", "Choose a cone"]);
});
