import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildUser, meMock } from "../../../tests/client/fixtures";
import { renderApp } from "../../../tests/client/render";

function waitForTitle(title: string) {
  return vi.waitFor(() => expect(document.title).toBe(title));
}

describe("page titles and focus", () => {
  it.each([
    ["/", "ISTC Connect"],
    ["/login", "Sign in · ISTC Connect"],
    ["/no/such/page", "Page not found · ISTC Connect"],
  ])("%s is titled %j", async (route, title) => {
    renderApp({ route });
    await screen.findByRole("main");
    await waitForTitle(title);
  });

  it.each([
    ["/dashboard", "Dashboard · ISTC Connect"],
    ["/directory", "Directory · ISTC Connect"],
    ["/profile/complete", "Complete your profile · ISTC Connect"],
  ])("signed-in %s is titled %j", async (route, title) => {
    renderApp({ route, token: "t", mocks: [meMock(buildUser())] });
    await screen.findByRole("main");
    await waitForTitle(title);
  });

  it("moves focus to <main> after a navigation, not on the first page", async () => {
    const { user } = renderApp({ route: "/dashboard", token: "t", mocks: [meMock(buildUser())] });
    await screen.findByRole("heading", { name: /Welcome/ });
    const main = screen.getByRole("main");
    expect(document.activeElement).not.toBe(main);

    const nav = screen.getByRole("navigation", { name: "Main" });
    await user.click(within(nav).getByRole("link", { name: "Directory" }));

    expect(await screen.findByRole("heading", { name: "Directory" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("main"));
    expect(document.title).toBe("Directory · ISTC Connect");
  });

  it("moves focus to the new page's <main> when that page brings its own", async () => {
    const { user } = renderApp({ route: "/" });
    await user.click(await screen.findByRole("link", { name: "Get Started" }));

    expect(await screen.findByRole("heading", { name: "Welcome to ISTC Connect!" })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole("main"));
  });
});
