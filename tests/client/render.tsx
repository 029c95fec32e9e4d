import { ApolloLink } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { MockLink } from "@apollo/client/testing";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { StrictMode, type ReactNode } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { ToastProvider } from "../../client/src/components/Toast/ToastProvider";
import { createApolloClient } from "../../client/src/lib/apollo";
import { AppRoutes } from "../../client/src/routes";
import { SessionProvider } from "../../client/src/session/SessionProvider";
import { TOKEN_KEY } from "../../client/src/session/token";
import {
  appInfoMock,
  noReportsMock,
  quietEventsMock,
  unreadConversationsMock,
  unreadMock,
} from "./fixtures";

interface RenderOptions {
  /** The URL the app starts at. */
  route?: string;
  /**
   * Operation mocks; appInfo, the header bell's unread count (0), the unread conversations (0) and
   * a quiet live subscription are answered unless the test brings its own.
   */
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  /** A session token already stored in localStorage. */
  token?: string;
  /** Replaces the route table (e.g. to render a single component). */
  children?: ReactNode;
  /** Options for userEvent (e.g. fake timers). */
  userOptions?: Parameters<typeof userEvent.setup>[0];
  /** Sees each operation as it reaches the (mocked) server, with its context (headers...). */
  onRequest?: (operation: ApolloLink.Operation) => void;
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

/**
 * Renders the app as main.tsx does (StrictMode, the app's own Apollo link chain) with a mocked
 * server at the end of the chain and an in-memory router.
 */
export function renderApp({
  route = "/",
  mocks = [],
  token,
  children,
  userOptions,
  onRequest,
}: RenderOptions = {}) {
  if (token) localStorage.setItem(TOKEN_KEY, token);
  const user = userEvent.setup(userOptions);
  const has = (mock: MockLink.MockedResponse) =>
    mocks.some((m) => m.request.query === mock.request.query);
  const defaults = [
    appInfoMock(),
    unreadMock(0),
    unreadConversationsMock(0),
    quietEventsMock(),
    noReportsMock(),
  ].filter((mock) => !has(mock));
  const link = new MockLink([...mocks, ...defaults], { defaultOptions: { delay: 5 } });
  const tap = new ApolloLink((operation, forward) => {
    onRequest?.(operation);
    return forward(operation);
  });
  const client = createApolloClient(ApolloLink.from([tap, link]));
  const result = render(
    <StrictMode>
      <ApolloProvider client={client}>
        <MemoryRouter initialEntries={[route]}>
          <ToastProvider>
            <SessionProvider>
              {children ?? <AppRoutes />}
              <LocationProbe />
            </SessionProvider>
          </ToastProvider>
        </MemoryRouter>
      </ApolloProvider>
    </StrictMode>,
  );
  return { user, client, ...result };
}

/** The current path and query string of the in-memory router. */
export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? "";
}
