import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../../../tests/client/render";

// The codes the server's Google routes add for refused or failed sign-ins (server/src/modules/auth/
// google.service.ts, GoogleFailure); the original three are covered in Login.test.tsx.
describe("/login?error= after a refused Google sign-in", () => {
  it.each([
    [
      "google_account_conflict",
      "This e-mail's account is linked to a different Google account. Sign in with that Google account or continue with your e-mail.",
    ],
    [
      "google_admin_account",
      "Admin accounts sign in with an e-mail code. Please continue with your e-mail.",
    ],
    [
      "rate_limited",
      "Too many sign-in attempts from your network. Please try again in a few minutes.",
    ],
    ["service_unavailable", "Sign-in is temporarily unavailable. Please try again in a moment."],
  ])("explains ?error=%s", async (code, text) => {
    renderApp({ route: `/login?error=${code}` });

    expect((await screen.findByRole("alert")).textContent).toBe(text);
  });
});
