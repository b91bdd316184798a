// @vitest-environment jsdom
import { act, lazy, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { expect, it, vi } from "vitest";
import { afterFirstScreen, FirstScreenMark, useAfterFirstScreen } from "./first-screen";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The frame's extras (toaster, connection banner, Today's badge) beside the screen, as web/app/app-layout.tsx has them. */
function Extras() {
  return <p>{useAfterFirstScreen() ? "extras" : ""}</p>;
}

it("holds the deferred work until the screen beside the mark has loaded and is drawn", async () => {
  let finishLoading: (value: { default: () => React.JSX.Element }) => void = () => undefined;
  const Screen = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (finishLoading = resolve)));
  const work = vi.fn();
  afterFirstScreen(work);
  const container = document.createElement("div");
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <>
        <Suspense fallback={<p>loading</p>}>
          <Screen />
          <FirstScreenMark />
        </Suspense>
        <Extras />
      </>,
    );
  });
  expect(container.textContent).toBe("loading");
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(work).not.toHaveBeenCalled();
  expect(container.textContent).toBe("loading");

  await act(async () => finishLoading({ default: () => <p>screen</p> }));
  expect(container.textContent).toBe("screen");
  // The extras' switch is a React update from outside React: waited for inside act.
  await act(() => vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1)));
  expect(container.textContent).toBe("screenextras");
  act(() => root.unmount());
});
