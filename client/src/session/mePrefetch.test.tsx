import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { APP_INFO, buildUser } from "../../../tests/client/fixtures";
import { TOKEN_KEY } from "./token";

// The entry asks `me` before the app has loaded (mePrefetch.ts); the app's first render takes the
// answer (AppShell.tsx `prepare`), or its first `me` does when the answer comes late.

const member = buildUser({ fullName: "Asha Verma", isVerified: true });
const { __typename: _, ...memberAsSent } = member;

/** A server behind fetch: `me` as `answerMe` says, appInfo always; records every operation. */
function server(answerMe: () => Promise<Response>) {
  const asked: { operationName: string; authorization: string | null }[] = [];
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { operationName: string };
    asked.push({
      operationName: body.operationName,
      authorization: new Headers(init.headers).get("authorization"),
    });
    if (body.operationName === "Me") return answerMe();
    return Response.json({ data: { appInfo: APP_INFO } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return asked;
}

const meAnswer = () => Promise.resolve(Response.json({ data: { me: memberAsSent } }));

/** A fresh entry: the prefetch's state and the app shell's Apollo client are per page load. */
async function loadPage(path: string) {
  vi.resetModules();
  const prefetch = await import("./mePrefetch");
  const shell = await import("../AppShell");
  prefetch.startMePrefetch();
  const prepared = shell.prepare(path);
  const show = () =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <shell.default />
      </MemoryRouter>,
    );
  return { prefetch, prepared, show };
}

beforeEach(() => localStorage.setItem(TOKEN_KEY, "the-token"));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the session asked by the entry", () => {
  it("shows the signed-in page at once, without the session's spinner or a second `me`", async () => {
    const asked = server(meAnswer);
    const { prepared, show } = await loadPage("/dashboard");
    await prepared;

    await act(async () => void show());

    expect(screen.getByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
    expect(screen.queryByRole("status", { name: "Loading your session" })).toBeNull();
    expect(asked.filter((a) => a.operationName === "Me")).toEqual([
      { operationName: "Me", authorization: "Bearer the-token" },
    ]);
  });

  it("a late answer ends the session's spinner, still without a second `me`", async () => {
    let answer!: () => void;
    const asked = server(
      () => new Promise<Response>((resolve) => (answer = () => void meAnswer().then(resolve))),
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { prepared, show } = await loadPage("/dashboard");
    await vi.advanceTimersByTimeAsync(1000); // AppShell's SESSION_WAIT_MS
    await prepared;

    show();
    expect(await screen.findByRole("status", { name: "Loading your session" })).toBeTruthy();
    answer();
    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
    expect(asked.filter((a) => a.operationName === "Me")).toHaveLength(1);
  });

  it("a refused token is handled by the app as before: it asks again and signs out", async () => {
    const asked = server(() =>
      Promise.resolve(
        Response.json({
          errors: [{ message: "Sign in again", extensions: { code: "UNAUTHENTICATED" } }],
        }),
      ),
    );
    const { prepared, show } = await loadPage("/dashboard");
    await prepared;

    show();
    expect(await screen.findByRole("heading", { name: "Welcome to ISTC Connect!" })).toBeTruthy();
    expect(screen.getByText("Your session has ended. Please sign in again.")).toBeTruthy();
    expect(asked.filter((a) => a.operationName === "Me")).toHaveLength(2);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it("an answer for a token that is no longer stored is not used", async () => {
    server(meAnswer);
    const { prefetch } = await loadPage("/directory");
    localStorage.setItem(TOKEN_KEY, "another-token");
    expect(await prefetch.takeMePrefetch(1000)).toBeNull();
  });

  it("asks nothing without a stored session", async () => {
    localStorage.removeItem(TOKEN_KEY);
    const asked = server(meAnswer);
    const { prefetch } = await loadPage("/login");
    expect(await prefetch.takeMePrefetch(1000)).toBeNull();
    expect(asked.filter((a) => a.operationName === "Me")).toEqual([]);
  });
});
