import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { APP_INFO, buildUser } from "../../tests/client/fixtures";
import { resetFetchedAppInfo } from "./lib/fetchedAppInfo";
import { Root } from "./Root";
import { TOKEN_KEY } from "./session/token";

// Root as main.tsx renders it, with the server behind a stubbed fetch: the landing page of a visitor
// runs without the app shell, which loads for any other screen.

const { __typename: _typename, ...appInfo } = APP_INFO;
let operations: string[];

function serve(answers: Record<string, unknown>) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init: RequestInit) => {
      const { operationName } = JSON.parse(String(init.body)) as { operationName: string };
      operations.push(operationName);
      return new Response(JSON.stringify({ data: answers[operationName] }), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
}

const renderRoot = (route: string) => {
  const user = userEvent.setup();
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[route]}>
        <Root />
      </MemoryRouter>
    </StrictMode>,
  );
  return user;
};

beforeEach(() => {
  operations = [];
  resetFetchedAppInfo();
});
afterEach(() => vi.unstubAllGlobals());

// The app shell is transformed on first use: slow on a busy machine.
describe("Root", { timeout: 20_000 }, () => {
  it("shows a visitor the landing page with the footer's contact lines from one plain request", async () => {
    serve({ AppInfo: { appInfo } });
    renderRoot("/");

    expect(await screen.findByRole("heading", { name: /Stay connected/ })).toBeTruthy();
    const footer = screen.getByRole("contentinfo");
    expect(await within(footer).findByRole("link", { name: APP_INFO.contactEmail })).toBeTruthy();
    expect(within(footer).getByText(APP_INFO.postalAddress)).toBeTruthy();
    expect(operations).toEqual(["AppInfo"]);
  });

  it("says so in the footer when the contact details cannot be loaded", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("down", { status: 503 })),
    );
    renderRoot("/");
    expect(await screen.findByText("Contact details are unavailable right now.")).toBeTruthy();
  });

  it("loads the app shell for Sign In, without asking appInfo again", async () => {
    serve({ AppInfo: { appInfo } });
    const user = renderRoot("/");
    const footer = screen.getByRole("contentinfo");
    await within(footer).findByRole("link", { name: APP_INFO.contactEmail });

    await user.click(screen.getAllByRole("link", { name: "Sign In" })[0]);
    expect(await screen.findByRole("heading", { name: "Welcome to ISTC Connect!" })).toBeTruthy();
    expect(within(screen.getByRole("contentinfo")).getByText(APP_INFO.postalAddress)).toBeTruthy();
    expect(operations).toEqual(["AppInfo"]);
  });

  it("sends a member with a stored session from the landing page to the dashboard", async () => {
    localStorage.setItem(TOKEN_KEY, "stored-token");
    serve({ AppInfo: { appInfo: APP_INFO }, Me: { me: buildUser({ fullName: "Asha Verma" }) } });
    renderRoot("/");
    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
    expect(operations).toContain("Me");
  });
});
