// @vitest-environment jsdom
import { act, Suspense, useState } from "react";
import { createRoot } from "react-dom/client";
import { expect, it, vi } from "vitest";
import { lazyPart, useOpenedOnce } from "./lazy-part";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

it("loads a part once, tries a failed load again, and is not loaded before it is wanted", async () => {
  const load = vi
    .fn<() => Promise<(props: { name: string }) => React.JSX.Element>>()
    .mockRejectedValueOnce(new Error("offline"))
    .mockResolvedValue(({ name }) => <p>{name}</p>);
  const part = lazyPart(load);
  expect(load).not.toHaveBeenCalled();
  await expect(part.preload()).rejects.toThrow("offline");
  await part.preload();
  await part.preload();
  expect(load).toHaveBeenCalledTimes(2);

  let open: (value: boolean) => void = () => undefined;
  function Dialog() {
    const [isOpen, setOpen] = useState(false);
    open = setOpen;
    const mounted = useOpenedOnce(isOpen);
    return <Suspense fallback={null}>{mounted ? <part.Part name={isOpen ? "open" : "kept"} /> : null}</Suspense>;
  }
  const container = document.createElement("div");
  const root = createRoot(container);
  await act(async () => root.render(<Dialog />));
  expect(container.textContent).toBe("");
  await act(async () => open(true));
  expect(container.textContent).toBe("open");
  // Closed again, the part stays mounted (its closing animation and its state are kept).
  await act(async () => open(false));
  expect(container.textContent).toBe("kept");
  act(() => root.unmount());
});
