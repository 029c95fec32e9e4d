import { screen } from "@testing-library/react";
import { lazy, type ReactNode } from "react";
import { Link, useLocation } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../../tests/client/render";
import { ErrorBoundary } from "./ErrorBoundary";

let broken = true;

function Fragile() {
  if (broken) throw new Error("render failed");
  return <p>All good</p>;
}

/** The boundary as the app places it (reset when the path changes), with a link outside it. */
function Frame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <>
      <Link to="/elsewhere">Elsewhere</Link>
      <ErrorBoundary resetKey={pathname} standalone>
        {children}
      </ErrorBoundary>
    </>
  );
}

beforeEach(() => {
  broken = true;
  // React and the boundary log the caught error; the test is about what the member sees.
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("ErrorBoundary", () => {
  it("shows a friendly message with a retry instead of a blank page", async () => {
    const { user } = renderApp({
      children: (
        <Frame>
          <Fragile />
        </Frame>
      ),
    });

    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByRole("main")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload page" })).toBeTruthy();

    broken = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));

    expect(screen.getByText("All good")).toBeTruthy();
  });

  it("clears when the member navigates elsewhere", async () => {
    function Page() {
      const { pathname } = useLocation();
      return pathname === "/" ? <Fragile /> : <p>Another page</p>;
    }
    const { user } = renderApp({
      children: (
        <Frame>
          <Page />
        </Frame>
      ),
    });
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();

    await user.click(screen.getByRole("link", { name: "Elsewhere" }));

    expect(screen.getByText("Another page")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Something went wrong" })).toBeNull();
  });

  it("offers a reload when a screen's code is gone after a deployment", async () => {
    const Gone = lazy(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/Gone.js")),
    );
    renderApp({
      children: (
        <Frame>
          <Gone />
        </Frame>
      ),
    });

    expect(await screen.findByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(
      screen.getByText("A new version of ISTC Connect is available. Reload the page to continue."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload page" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("says so when the code cannot load because the browser is offline", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const Gone = lazy(() =>
      Promise.reject(new TypeError("Failed to fetch dynamically imported module: /assets/Gone.js")),
    );
    renderApp({
      children: (
        <Frame>
          <Gone />
        </Frame>
      ),
    });

    expect(
      await screen.findByText(
        "You appear to be offline. Check your connection, then reload the page.",
      ),
    ).toBeTruthy();
    onLine.mockRestore();
  });
});
