import { ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { render, screen, within } from "@testing-library/react";
import { Observable } from "rxjs";
import { MemoryRouter } from "react-router-dom";
import { prerender } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { SHELL_PAGES } from "../../client/vite-plugins/static-shells";
import { ToastProvider } from "../../client/src/components/Toast/ToastProvider";
import { createApolloClient } from "../../client/src/lib/apollo";
import { AppRoutes } from "../../client/src/routes";
import { SessionProvider } from "../../client/src/session/SessionProvider";
import { TOKEN_KEY } from "../../client/src/session/token";
import { renderShell as renderShellAtBuild } from "../../client/src/firstPaint/renderShell";
import { buildUser } from "./fixtures";

// A page's static first paint (client/vite-plugins/) is what the app itself shows first, so the swap from
// one to the other is invisible: same landmarks, headings, texts, controls and classes.

/**
 * The build's renderer (client/src/firstPaint/renderShell.tsx). React's server renderer leaves the last
 * render's context values set (it restores them when it starts the next one): an empty render
 * after it clears them, so the app rendered here does not see them.
 */
async function renderShell(path: string, kind: "member" | "visitor"): Promise<string> {
  const html = await renderShellAtBuild(path, kind);
  await prerender(<></>);
  return html;
}

/** The app as AppShell.tsx renders it: `me` answered, every other query still on its way. */
function renderAppWaiting(path: string, member: boolean) {
  if (member) localStorage.setItem(TOKEN_KEY, "t");
  const me = buildUser({ fullName: "Asha Verma", isVerified: true });
  const server = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationName === "Me") {
          observer.next({ data: { me } });
          observer.complete();
        }
      }),
  );
  return render(
    <ApolloProvider client={createApolloClient(server)}>
      <MemoryRouter initialEntries={[path]}>
        <ToastProvider>
          <SessionProvider>
            <AppRoutes />
          </SessionProvider>
        </ToastProvider>
      </MemoryRouter>
    </ApolloProvider>,
  );
}

/** An element's shape: tags, classes, roles, labels, texts and form values, not generated ids. */
function outline(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return (node.textContent ?? "").replace(/\s+/g, " ");
  if (!(node instanceof Element)) return "";
  const attrs = ["class", "role", "aria-label", "type", "placeholder", "value", "href"]
    .map((name) => [name, node.getAttribute(name)])
    .filter(([, value]) => value !== null)
    .map(([name, value]) => `${name}=${value}`);
  const inner = [...node.childNodes].map(outline).join("");
  return `<${node.tagName.toLowerCase()} ${attrs.join(" ")}>${inner}</>`;
}

describe("the static first paint of each page", () => {
  it.each(SHELL_PAGES.map((page) => [page.path, page.kind] as const))(
    "%s (%s) is the app's own first render",
    async (path, kind) => {
      const shell = document.createElement("div");
      shell.innerHTML = await renderShell(path, kind);
      const shellMain = shell.querySelector("main");
      expect(shellMain).not.toBeNull();

      const { container } = renderAppWaiting(path, kind === "member");
      if (path === "/dashboard") {
        // The dashboard is all about the member, unknown when the page is built: the frame only.
        expect(shellMain?.textContent).toBe("");
        await screen.findByRole("heading", { level: 1, name: "Welcome, Asha Verma!" });
      } else {
        const heading = within(shellMain!).getAllByRole("heading", { level: 1 })[0];
        await screen.findByRole("heading", { level: 1, name: heading.textContent?.trim() });
        expect(outline(container.querySelector("main")!)).toBe(outline(shellMain!));
      }
      // The frame around the page: the navigation and the footer (the member's name comes later).
      for (const part of ["nav", "footer"]) {
        const own = container.querySelector(part);
        expect(own === null ? null : outline(own)).toBe(
          shell.querySelector(part) && outline(shell.querySelector(part)!),
        );
      }
    },
  );

  it("a search in the address (?q=) is in the page's box at once", async () => {
    const shell = document.createElement("div");
    shell.innerHTML = await renderShell("/search?q=ISTC_SHELL_QUERY", "member");
    expect(shell.querySelector("input[type=search]")?.getAttribute("value")).toBe(
      "ISTC_SHELL_QUERY",
    );
    expect(within(shell).getByRole("status", { name: "Searching" })).toBeTruthy();
  });
});
