// @vitest-environment jsdom
import { act, lazy, Suspense } from "react";
import { createRoot } from "react-dom/client";
import { expect, it, vi } from "vitest";
import { afterFirstScreen, FirstScreenMark } from "./first-screen";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
      </>,
    );
  });
  expect(container.textContent).toBe("loading");
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(work).not.toHaveBeenCalled();

  await act(async () => finishLoading({ default: () => <p>screen</p> }));
  expect(container.textContent).toBe("screen");
  await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
  act(() => root.unmount());
});
