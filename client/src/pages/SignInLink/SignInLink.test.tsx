import { screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { buildUser, graphQLError, meMock } from "../../../../tests/client/fixtures";
import { currentLocation, renderApp } from "../../../../tests/client/render";
import { LogoutDocument, SignInWithLinkDocument } from "../../gql/graphql";

const EMAIL = "asha@example.com";
const TOKEN = "t".repeat(43);
const REFUSED =
  "This sign-in link has expired, was already used, or is not for this address. Each link works once, within 30 minutes. Please sign in again.";

const request = { query: SignInWithLinkDocument, variables: { email: EMAIL, token: TOKEN } };
const signedIn = (user = buildUser({ email: EMAIL })) => ({
  request,
  result: {
    data: {
      signInWithLink: {
        __typename: "AuthPayload" as const,
        token: "link-session",
        isNewUser: false,
        user,
      },
    },
  },
});

type Options = NonNullable<Parameters<typeof renderApp>[0]>;

/** Opens the link of the e-mail: the address and the token are in the address bar. */
function open(
  mocks: Options["mocks"] = [],
  search = `?email=${EMAIL}&token=${TOKEN}`,
  options: Options = {},
) {
  window.history.replaceState(null, "", `/auth/link${search}`);
  return renderApp({ route: `/auth/link${search}`, mocks, ...options });
}

afterEach(() => window.history.replaceState(null, "", "/"));

describe("/auth/link (the link of the 'codes paused' e-mail)", () => {
  it("names the address, takes the token out of the address bar, and signs in on Sign in", async () => {
    const { user } = open([signedIn()]);

    expect(await screen.findByRole("heading", { name: "Sign in with your link" })).toBeTruthy();
    expect(screen.getByText(EMAIL)).toBeTruthy();
    // The token leaves the address bar as the page takes it (an effect right after the first render).
    await waitFor(() => expect(window.location.search).toBe(""));
    // Nothing is spent until the member asks (a mail scanner opening the link signs nobody in).
    expect(localStorage.getItem("token")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
    expect(currentLocation()).toBe("/dashboard");
    expect(localStorage.getItem("token")).toBe("link-session");
  });

  it("explains a used, expired or foreign link and offers the way back", async () => {
    const { user } = open([{ request, result: graphQLError(REFUSED, "BAD_USER_INPUT") }]);

    await user.click(await screen.findByRole("button", { name: "Sign in" }));

    expect((await screen.findByRole("alert")).textContent).toBe(REFUSED);
    expect(screen.queryByRole("button", { name: "Sign in" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe(
      "/login",
    );
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("says so when the link is incomplete", async () => {
    open([], `?email=${EMAIL}`);

    expect((await screen.findByRole("alert")).textContent).toBe(
      "This sign-in link is incomplete. Please open it from the e-mail again, or sign in with a code.",
    );
    expect(screen.queryByRole("button", { name: "Sign in" })).toBeNull();
  });

  it("keeps the button when the server cannot be reached, to try again", async () => {
    const { user } = open([{ request, error: new TypeError("Failed to fetch") }, signedIn()]);

    await user.click(await screen.findByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Sign-in is temporarily unavailable. Please try again in a moment.",
    );
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
  });

  it("asks before replacing another member's session", async () => {
    const { user } = open(
      [
        meMock(buildUser({ id: "u-other", fullName: "Ravi Kumar", email: "ravi@example.com" })),
        signedIn(),
        // The screens start over with the new member; the previous session is revoked.
        meMock(buildUser({ email: EMAIL })),
        { request: { query: LogoutDocument }, result: { data: { logout: true } } },
      ],
      undefined,
      {
        token: "current-token",
      },
    );

    await user.click(await screen.findByRole("button", { name: "Sign in" }));

    expect(await screen.findByRole("heading", { name: "Switch account?" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Stay signed in as Ravi Kumar" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Continue as Asha Verma" }));
    expect(await screen.findByRole("heading", { name: "Welcome, Asha Verma!" })).toBeTruthy();
  });
});
