import type { MockLink } from "@apollo/client/testing";
import { MockedProvider } from "@apollo/client/testing/react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { ToastProvider } from "../../client/src/components/Toast/ToastProvider";
import { createCache } from "../../client/src/lib/apollo";
import { AppRoutes } from "../../client/src/routes";
import { SessionProvider } from "../../client/src/session/SessionProvider";
import { TOKEN_KEY } from "../../client/src/session/token";
import { appInfoMocks } from "./fixtures";

interface RenderOptions {
  /** The URL the app starts at. */
  route?: string;
  /** Operation mocks; appInfo is always answered. */
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** A session token already stored in localStorage. */
  token?: string;
  /** Replaces the route table (e.g. to render a single component). */
  children?: ReactNode;
}

/** Shows where the router is, so tests can check navigation. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

/** Renders the app as main.tsx does, with a mocked API and an in-memory router. */
export function renderApp({ route = "/", mocks = [], token, children }: RenderOptions = {}) {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  const user = userEvent.setup();
  const result = render(
    <MockedProvider
      mocks={[...mocks, ...appInfoMocks()]}
      cache={createCache()}
      mockLinkDefaultOptions={{ delay: 5 }}
    >
      <MemoryRouter initialEntries={[route]}>
        <ToastProvider>
          <SessionProvider>
            {children ?? <AppRoutes />}
            <LocationProbe />
          </SessionProvider>
        </ToastProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
  return { user, ...result };
}

/** The current path and query string of the in-memory router. */
export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? "";
}
