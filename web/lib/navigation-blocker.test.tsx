// @vitest-environment jsdom
import { act, useState } from "react";
import { createRoot, type Root } from "react-dom/client";
import { Link, Route, Routes, useNavigate } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BlockingRouter, createBlockingHistory, useNavigationBlocker, type Blocker, type BlockingHistory } from "./navigation-blocker";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const path = () => window.location.pathname;

describe("createBlockingHistory", () => {
  let history: BlockingHistory;
  let seen: string[];
  let blocker: Blocker;
  let stop: () => void;

  beforeEach(() => {
    window.history.replaceState(null, "", "/start");
    history = createBlockingHistory();
    seen = [];
    blocker = { state: "unblocked" };
    stop = history.listen(({ action, location }) => seen.push(`${action} ${location.pathname}`));
  });
  afterEach(() => stop());

  const hold = (when: (to: string) => boolean) =>
    history.block(
      ({ nextLocation }) => when(nextLocation.pathname),
      (next) => (blocker = next),
    );

  it("lets every navigation through while no blocker is registered", () => {
    history.push("/a");
    history.replace("/b");
    expect(path()).toBe("/b");
    expect(seen).toEqual(["PUSH /a", "REPLACE /b"]);
  });

  it("holds a push until proceed, then runs it", () => {
    hold(() => true);
    history.push("/pieces?page=2");
    expect(path()).toBe("/start");
    expect(seen).toEqual([]);
    expect(blocker.state).toBe("blocked");
    expect(blocker.location?.pathname).toBe("/pieces");
    expect(blocker.location?.search).toBe("?page=2");

    blocker.proceed?.();
    expect(path()).toBe("/pieces");
    expect(window.location.search).toBe("?page=2");
    expect(seen).toEqual(["PUSH /pieces"]);
    expect(blocker.state).toBe("unblocked");
  });

  it("drops a held replace on reset", () => {
    hold(() => true);
    history.replace("/elsewhere");
    expect(blocker.state).toBe("blocked");
    blocker.reset?.();
    expect(blocker.state).toBe("unblocked");
    expect(path()).toBe("/start");
    expect(seen).toEqual([]);
  });

  it("asks the blocker with the shown and the next location", () => {
    const asked: string[] = [];
    history.block(
      ({ currentLocation, nextLocation, historyAction }) => {
        asked.push(`${historyAction} ${currentLocation.pathname} -> ${nextLocation.pathname}`);
        return false;
      },
      () => undefined,
    );
    history.push("/a");
    history.replace("/b");
    expect(asked).toEqual(["PUSH /start -> /a", "REPLACE /a -> /b"]);
    expect(path()).toBe("/b");
  });

  it("reverts a held Back and replays it on proceed", async () => {
    history.push("/pieces");
    history.push("/pieces/7");
    seen = [];
    hold((to) => to === "/pieces");

    act(() => history.go(-1));
    await vi.waitFor(() => expect(blocker.state).toBe("blocked"));
    // The address goes back to the details; the router never saw the list.
    await vi.waitFor(() => expect(path()).toBe("/pieces/7"));
    expect(seen).toEqual([]);
    expect(blocker.location?.pathname).toBe("/pieces");

    blocker.proceed?.();
    await vi.waitFor(() => expect(seen).toEqual(["POP /pieces"]));
    expect(path()).toBe("/pieces");
    expect(blocker.state).toBe("unblocked");
  });

  it("stops holding once the blocker is removed", () => {
    const remove = hold(() => true);
    remove();
    history.push("/a");
    expect(path()).toBe("/a");
    expect(blocker.state).toBe("unblocked");
  });
});

describe("useNavigationBlocker", () => {
  let root: Root;
  let container: HTMLDivElement;

  beforeEach(() => {
    window.history.replaceState(null, "", "/details");
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  function Details() {
    const [busy, setBusy] = useState(true);
    const blocker = useNavigationBlocker(({ currentLocation, nextLocation }) => busy && currentLocation.pathname !== nextLocation.pathname);
    const navigate = useNavigate();
    return (
      <>
        <p>{blocker.state === "blocked" ? "Saving..." : "Details"}</p>
        <Link to="/list">Back to list</Link>
        <button onClick={() => void navigate("/other")}>Go</button>
        <button onClick={() => setBusy(false)}>Done</button>
        {blocker.state === "blocked" && !busy ? <button onClick={() => blocker.proceed()}>Proceed</button> : null}
      </>
    );
  }

  const click = (name: string) =>
    act(() => {
      [...container.querySelectorAll<HTMLElement>("a, button")].find((el) => el.textContent === name)!.click();
    });

  it("holds a link and navigate() while the screen says so, then proceeds", async () => {
    await act(async () => {
      root.render(
        <BlockingRouter history={createBlockingHistory()}>
          <Routes>
            <Route path="/details" element={<Details />} />
            <Route path="/list" element={<p>List</p>} />
            <Route path="/other" element={<p>Other</p>} />
          </Routes>
        </BlockingRouter>,
      );
    });
    click("Back to list");
    expect(container.textContent).toContain("Saving...");
    expect(path()).toBe("/details");

    click("Go");
    expect(container.textContent).toContain("Saving...");
    click("Done");
    click("Proceed");
    // The latest held navigation is the one that runs.
    expect(container.textContent).toBe("Other");
    expect(path()).toBe("/other");
  });
});
