import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildUser, graphQLError, meMock } from "../../../../tests/client/fixtures";
import { currentLocation, renderApp } from "../../../../tests/client/render";
import { CompleteProfileDocument } from "../../gql/graphql";

const incomplete = buildUser({
  fullName: "Ravi Kumar",
  rollNumber: null,
  trade: null,
  currentLocation: "Mohali",
  profileCompleted: false,
});

const input = { rollNumber: "ISTC-2021-007", trade: "Mechanical", currentLocation: "Mohali" };

describe("Complete profile", () => {
  it("prefills what the member already has and notes the pending verification", async () => {
    renderApp({ route: "/profile/complete", token: "t", mocks: [meMock(incomplete)] });

    expect(await screen.findByRole("heading", { name: "Complete your profile" })).toBeTruthy();
    expect((screen.getByLabelText("Roll Number") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Current Location") as HTMLInputElement).value).toBe("Mohali");
    expect(
      screen.getByText(/stays ‘Pending Verification’ until an admin verifies it/),
    ).toBeTruthy();
  });

  it("requires all three fields", async () => {
    const { user } = renderApp({
      route: "/profile/complete",
      token: "t",
      mocks: [meMock(incomplete)],
    });
    const location = await screen.findByLabelText("Current Location");
    await user.clear(location);

    await user.click(screen.getByRole("button", { name: "Complete Profile" }));

    expect(screen.getByText("Roll number is required")).toBeTruthy();
    expect(screen.getByText("Trade is required")).toBeTruthy();
    expect(screen.getByText("Current location is required")).toBeTruthy();
    expect(screen.getByLabelText("Trade").getAttribute("aria-invalid")).toBe("true");
    // Focus goes to the first invalid field, whose message describes it.
    const roll = screen.getByLabelText("Roll Number");
    expect(document.activeElement).toBe(roll);
    expect(roll.getAttribute("aria-describedby")).toBe(
      screen.getByText("Roll number is required").id,
    );
  });

  it("saves the profile and opens the dashboard without the incomplete banner", async () => {
    const saved = { ...incomplete, ...input, profileCompleted: true };
    const { user } = renderApp({
      route: "/profile/complete",
      token: "t",
      mocks: [
        meMock(incomplete),
        {
          request: { query: CompleteProfileDocument, variables: { input } },
          result: { data: { completeProfile: saved } },
        },
      ],
    });
    await user.type(await screen.findByLabelText("Roll Number"), "ISTC-2021-007");
    await user.type(screen.getByLabelText("Trade"), "  Mechanical ");

    await user.click(screen.getByRole("button", { name: "Complete Profile" }));

    expect(await screen.findByRole("heading", { name: "Welcome, Ravi Kumar!" })).toBeTruthy();
    expect(currentLocation()).toBe("/dashboard");
    const toast = screen.getByRole("status", { name: "Notifications" });
    expect(within(toast).getByText("Profile completed!")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Complete My Profile" })).toBeNull();
    expect(screen.getByText("ISTC-2021-007")).toBeTruthy();
  });

  it("shows the server's message when saving fails", async () => {
    const { user } = renderApp({
      route: "/profile/complete",
      token: "t",
      mocks: [
        meMock(incomplete),
        {
          request: { query: CompleteProfileDocument, variables: { input } },
          result: graphQLError("Roll number ISTC-2021-007 is already taken.", "CONFLICT", {
            field: "rollNumber",
          }),
        },
      ],
    });
    await user.type(await screen.findByLabelText("Roll Number"), "ISTC-2021-007");
    await user.type(screen.getByLabelText("Trade"), "Mechanical");

    await user.click(screen.getByRole("button", { name: "Complete Profile" }));

    // On the field it names, focused and described; and in the toast.
    const roll = screen.getByLabelText("Roll Number");
    await vi.waitFor(() => expect(document.activeElement).toBe(roll));
    expect(roll.getAttribute("aria-invalid")).toBe("true");
    const onField = within(roll.closest(".field") as HTMLElement).getByText(
      "Roll number ISTC-2021-007 is already taken.",
    );
    expect(roll.getAttribute("aria-describedby")).toBe(onField.id);
    const toast = screen.getByRole("status", { name: "Notifications" });
    expect(within(toast).getByText("Error")).toBeTruthy();
    expect(currentLocation()).toBe("/profile/complete");
  });
});

describe("Complete profile", () => {
  it("falls back to 'Failed to update profile' on a network failure", async () => {
    const { user } = renderApp({
      route: "/profile/complete",
      token: "t",
      mocks: [
        meMock(incomplete),
        {
          request: { query: CompleteProfileDocument, variables: { input } },
          error: new TypeError("Failed to fetch"),
        },
      ],
    });
    await user.type(await screen.findByLabelText("Roll Number"), "ISTC-2021-007");
    await user.type(screen.getByLabelText("Trade"), "Mechanical");

    await user.click(screen.getByRole("button", { name: "Complete Profile" }));

    expect(await screen.findByText("Failed to update profile")).toBeTruthy();
  });
});
