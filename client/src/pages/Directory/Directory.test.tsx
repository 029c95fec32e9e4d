import type { ApolloLink } from "@apollo/client";
import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildUser, meMock } from "../../../../tests/client/fixtures";
import { directoryMember, directoryMock } from "../../../../tests/client/members";
import { currentLocation, renderApp } from "../../../../tests/client/render";

const me = meMock(buildUser({ isVerified: true }));
const first = { filter: null, first: 24 };

function directoryCalls(operations: ApolloLink.Operation[]) {
  return operations.filter((o) => o.operationName === "Directory").map((o) => o.variables);
}

// Whole flows through the lazy app; generous on a busy 2-core machine (waits still use conditions).
describe("Directory", { timeout: 20_000 }, () => {
  // Transform the lazy screens once, before the clock of any test runs.
  beforeAll(async () => {
    await import("../../components/AppLayout");
    await import("./Directory");
  }, 60_000);

  afterEach(() => vi.unstubAllGlobals());

  it("shows the cards of verified members and the total count", async () => {
    const ravi = directoryMember({
      skills: ["CAD", "SolidWorks", "CNC", "GD&T", "Welding"],
      linkedinUrl: "https://www.linkedin.com/in/ravi",
      whatsappLink: "https://wa.me/919800000000",
    });
    renderApp({
      route: "/directory",
      token: "t",
      mocks: [me, directoryMock(first, [ravi], { totalCount: 57, endCursor: "c1" })],
    });

    expect(await screen.findByText("Showing 57 verified ISTCians")).toBeTruthy();
    const card = screen.getByRole("link", { name: "Ravi Kumar" }).closest("li")!;
    expect(screen.getByRole("link", { name: "Ravi Kumar" }).getAttribute("href")).toBe("/user/m1");
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText("ISTC-2018-011")).toBeTruthy();
    expect(inCard.getByText("Verified")).toBeTruthy();
    expect(inCard.getByText("Design Engineer at Hero Cycles")).toBeTruthy();
    expect(inCard.getByText("SolidWorks")).toBeTruthy();
    expect(inCard.queryByText("GD&T")).toBeNull();
    expect(inCard.getByText("+2 more")).toBeTruthy();
    const linkedIn = inCard.getByRole("link", { name: /LinkedIn of Ravi Kumar/ });
    expect(linkedIn.getAttribute("target")).toBe("_blank");
    expect(linkedIn.getAttribute("href")).toBe("https://www.linkedin.com/in/ravi");
    expect(inCard.getByRole("link", { name: /WhatsApp Ravi Kumar/ }).getAttribute("href")).toBe(
      "https://wa.me/919800000000",
    );
  });

  it("filters on the server once typing pauses, and keeps the filter in the URL", async () => {
    const operations: ApolloLink.Operation[] = [];
    const { user } = renderApp({
      route: "/directory",
      token: "t",
      onRequest: (o) => operations.push(o),
      mocks: [
        me,
        directoryMock(first, [directoryMember(), directoryMember({ id: "m2", fullName: "Aman" })], {
          totalCount: 2,
        }),
        directoryMock({ filter: "ludh", first: 24 }, [directoryMember()], { totalCount: 1 }),
      ],
    });
    await screen.findByText("Showing 2 verified ISTCians");

    await user.type(screen.getByRole("searchbox", { name: "Search the directory" }), "ludh");

    expect(await screen.findByText("Showing 1 verified ISTCians")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Aman" })).toBeNull();
    // One request for the whole word, not one per key.
    expect(directoryCalls(operations)).toEqual([first, { filter: "ludh", first: 24 }]);
    expect(currentLocation()).toBe("/directory?q=ludh");
  });

  it("starts from the filter in the URL", async () => {
    renderApp({
      route: "/directory?q=Mohali",
      token: "t",
      mocks: [
        me,
        directoryMock({ filter: "Mohali", first: 24 }, [directoryMember()], { totalCount: 1 }),
      ],
    });

    expect(await screen.findByText("Showing 1 verified ISTCians")).toBeTruthy();
    expect(
      (screen.getByRole("searchbox", { name: "Search the directory" }) as HTMLInputElement).value,
    ).toBe("Mohali");
  });

  it("says so when no one is there", async () => {
    renderApp({ route: "/directory", token: "t", mocks: [me, directoryMock(first, [])] });

    expect(
      await screen.findByText("No verified ISTCians found yet. Check back soon!"),
    ).toBeTruthy();
    expect(screen.getByText("Showing 0 verified ISTCians")).toBeTruthy();
  });
});

describe("Directory", { timeout: 20_000 }, () => {
  // Transform the lazy screens once, before the clock of any test runs.
  beforeAll(async () => {
    await import("../../components/AppLayout");
    await import("./Directory");
  }, 60_000);

  afterEach(() => vi.unstubAllGlobals());

  it("loads the next page with the button", async () => {
    const { user } = renderApp({
      route: "/directory",
      token: "t",
      mocks: [
        me,
        directoryMock(first, [directoryMember()], { totalCount: 2, endCursor: "c1" }),
        directoryMock(
          { ...first, after: "c1" },
          [directoryMember({ id: "m2", fullName: "Aman" })],
          {
            totalCount: 2,
          },
        ),
      ],
    });
    await screen.findByRole("link", { name: "Ravi Kumar" });

    await user.click(screen.getByRole("button", { name: "Show more ISTCians" }));

    expect(await screen.findByRole("link", { name: "Aman" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ravi Kumar" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show more ISTCians" })).toBeNull();
  });

  it("loads the next page when the end of the list scrolls into view", async () => {
    let reveal: (() => void) | undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private callback: IntersectionObserverCallback) {}
        observe() {
          reveal = () =>
            this.callback(
              [{ isIntersecting: true } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
        }
        disconnect() {
          reveal = undefined;
        }
      },
    );
    renderApp({
      route: "/directory",
      token: "t",
      mocks: [
        me,
        directoryMock(first, [directoryMember()], { totalCount: 2, endCursor: "c1" }),
        directoryMock(
          { ...first, after: "c1" },
          [directoryMember({ id: "m2", fullName: "Aman" })],
          {
            totalCount: 2,
          },
        ),
      ],
    });
    await screen.findByRole("link", { name: "Ravi Kumar" });
    expect(screen.queryByRole("link", { name: "Aman" })).toBeNull();
    // The end-of-list marker is observed once the deferred list has rendered (later on a busy machine).
    await waitFor(() => expect(reveal).toBeDefined());

    act(() => reveal?.());

    expect(await screen.findByRole("link", { name: "Aman" })).toBeTruthy();
  });

  it("opens a member's page from the card", async () => {
    const { user } = renderApp({
      route: "/directory",
      token: "t",
      mocks: [me, directoryMock(first, [directoryMember()])],
    });

    await user.click(await screen.findByRole("link", { name: "Ravi Kumar" }));

    await waitFor(() => expect(currentLocation()).toBe("/user/m1"));
  });
});
