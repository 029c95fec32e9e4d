import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  DeleteSavedSearchDocument,
  MarkSavedSearchSeenDocument,
  SaveSearchDocument,
  SavedSearchesDocument,
  UpdateSavedSearchDocument,
  type SavedSearchRowFragment,
} from "../../../client/src/gql/graphql";
import { buildUser, graphQLError, meMock } from "../fixtures";
import { searchMember, searchMock, searchResult } from "../members";
import { currentLocation, renderApp } from "../render";
import { savedSearch } from "./data";

const me = meMock(buildUser({ isVerified: true }));
const listMock = (searches: SavedSearchRowFragment[], maxUsageCount = 1) => ({
  request: { query: SavedSearchesDocument },
  result: { data: { savedSearches: searches } },
  maxUsageCount,
});
const toasts = () => screen.getByRole("status", { name: "Notifications" });

const cnc = savedSearch({ newMatches: 3, lastViewedAt: "2026-11-24T10:00:00.000Z" });
const batch = savedSearch({ id: "s2", query: "2020 batch in Pune", alert: "WEEKLY" });

describe("/saved-searches", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/components/AppLayout");
    await import("../../../client/src/pages/SavedSearches/SavedSearches");
  }, 60_000);

  it("lists each search with what is new since the member last looked and its alert", async () => {
    renderApp({ route: "/saved-searches", token: "t", mocks: [me, listMock([cnc, batch])] });

    const list = await screen.findByRole("list", { name: "Your saved searches" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(
      within(items[0]).getByRole("heading", { name: "“CNC programmers in Ludhiana”" }),
    ).toBeTruthy();
    expect(within(items[0]).getByText("3 new since you last looked")).toBeTruthy();
    expect(within(items[1]).getByText("Nothing new since you last looked")).toBeTruthy();
    const alert = within(items[1]).getByRole("combobox", {
      name: "E-mail alert for 2020 batch in Pune",
    }) as HTMLSelectElement;
    expect(alert.value).toBe("WEEKLY");
    expect([...alert.options].map((o) => o.text)).toEqual(["Instant", "Daily", "Weekly", "Off"]);
    expect(screen.queryByText(/the most you can keep/)).toBeNull();
  });

  it("points to Smart Search when there are none", async () => {
    renderApp({ route: "/saved-searches", token: "t", mocks: [me, listMock([])] });

    expect(await screen.findByText("No saved searches yet")).toBeTruthy();
    const go = screen.getByRole("link", { name: "Go to Smart Search" });
    expect(go.getAttribute("href")).toBe("/search");
  });

  it("says when the limit of 20 is reached", async () => {
    const twenty = Array.from({ length: 20 }, (_, i) =>
      savedSearch({ id: `s${i}`, query: `search ${i}` }),
    );
    renderApp({ route: "/saved-searches", token: "t", mocks: [me, listMock(twenty)] });

    expect(
      await screen.findByText(
        "You have 20 saved searches, the most you can keep. Delete one to save another.",
      ),
    ).toBeTruthy();
  });

  it("shows a failure with a way to try again", async () => {
    const { user } = renderApp({
      route: "/saved-searches",
      token: "t",
      mocks: [
        me,
        { request: { query: SavedSearchesDocument }, error: new TypeError("Failed to fetch") },
        listMock([cnc]),
      ],
    });

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Could not load your saved searches.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("3 new since you last looked")).toBeTruthy();
  });

  it("opens a search on /search with its words and marks it seen", async () => {
    const seen = vi.fn(() => ({
      data: {
        markSavedSearchSeen: { ...cnc, newMatches: 0, lastViewedAt: "2026-11-26T10:00:00Z" },
      },
    }));
    const { user } = renderApp({
      route: "/saved-searches",
      token: "t",
      mocks: [
        me,
        listMock([cnc]),
        { request: { query: MarkSavedSearchSeenDocument, variables: { id: "s1" } }, result: seen },
        searchMock(
          { query: "CNC programmers in Ludhiana" },
          searchResult({ results: [searchMember()] }),
        ),
      ],
    });

    await user.click(await screen.findByRole("link", { name: "Open CNC programmers in Ludhiana" }));

    await vi.waitFor(() => expect(currentLocation()).toBe("/search?q=CNC+programmers+in+Ludhiana"));
    expect(await screen.findByText("Found 1 ISTCians")).toBeTruthy();
    expect(
      (screen.getByRole("searchbox", { name: "Search ISTCians" }) as HTMLInputElement).value,
    ).toBe("CNC programmers in Ludhiana");
    expect(seen).toHaveBeenCalledTimes(1);
  });

  it("changes a search's alert", async () => {
    const updated = vi.fn(() => ({ data: { updateSavedSearch: { ...cnc, alert: "DAILY" } } }));
    const { user } = renderApp({
      route: "/saved-searches",
      token: "t",
      mocks: [
        me,
        listMock([cnc]),
        {
          request: {
            query: UpdateSavedSearchDocument,
            variables: { id: "s1", input: { alert: "DAILY" } },
          },
          result: updated,
        },
      ],
    });

    const select = (await screen.findByRole("combobox", {
      name: "E-mail alert for CNC programmers in Ludhiana",
    })) as HTMLSelectElement;
    await user.selectOptions(select, "Daily");

    expect(await within(toasts()).findByText("Alert changed")).toBeTruthy();
    expect(updated).toHaveBeenCalledTimes(1);
    expect(select.value).toBe("DAILY");
  });

  it("keeps the alert as it was when the change fails", async () => {
    const { user } = renderApp({
      route: "/saved-searches",
      token: "t",
      mocks: [
        me,
        listMock([cnc]),
        {
          request: {
            query: UpdateSavedSearchDocument,
            variables: { id: "s1", input: { alert: "OFF" } },
          },
          error: new TypeError("Failed to fetch"),
        },
      ],
    });

    const select = (await screen.findByRole("combobox", {
      name: "E-mail alert for CNC programmers in Ludhiana",
    })) as HTMLSelectElement;
    await user.selectOptions(select, "Off");

    expect(await within(toasts()).findByText("Could not change the alert")).toBeTruthy();
    expect(select.value).toBe("INSTANT");
  });

  it("deletes a search after a confirmation, and not without", async () => {
    const deleted = vi.fn(() => ({ data: { deleteSavedSearch: "s1" } }));
    const { user } = renderApp({
      route: "/saved-searches",
      token: "t",
      mocks: [
        me,
        listMock([cnc, batch]),
        { request: { query: DeleteSavedSearchDocument, variables: { id: "s1" } }, result: deleted },
      ],
    });
    const list = await screen.findByRole("list", { name: "Your saved searches" });

    await user.click(screen.getByRole("button", { name: "Delete CNC programmers in Ludhiana" }));
    let dialog = screen.getByRole("alertdialog", { name: "Delete this saved search?" });
    expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Cancel" }));
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(deleted).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Delete CNC programmers in Ludhiana" }));
    dialog = screen.getByRole("alertdialog", { name: "Delete this saved search?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    expect(await within(toasts()).findByText("Saved search deleted")).toBeTruthy();
    expect(deleted).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(1));
    expect(within(list).getByText("“2020 batch in Pune”")).toBeTruthy();
  });
});

describe("Save this search, on /search", { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await import("../../../client/src/components/AppLayout");
    await import("../../../client/src/pages/Search/Search");
  }, 60_000);

  const found = searchMock(
    { query: "CNC programmers in Ludhiana" },
    searchResult({ results: [searchMember()] }),
  );
  const saveMock = (alert: string, result: object) => ({
    request: {
      query: SaveSearchDocument,
      variables: { input: { query: "CNC programmers in Ludhiana", alert } },
    },
    result,
  });

  it("saves the search with the alert chosen (Instant by default) and says where to manage it", async () => {
    const saved = vi.fn(() => ({ data: { saveSearch: savedSearch({ alert: "WEEKLY" }) } }));
    const { user } = renderApp({
      route: "/search?q=CNC+programmers+in+Ludhiana",
      token: "t",
      mocks: [me, found, { ...saveMock("WEEKLY", {}), result: saved }],
    });

    await user.click(await screen.findByRole("button", { name: "Save this search" }));
    const form = screen.getByRole("form", { name: "Save this search" });
    const alert = within(form).getByRole("combobox", { name: "E-mail alert" }) as HTMLSelectElement;
    expect(alert.value).toBe("INSTANT");
    expect(document.activeElement).toBe(alert);
    await user.selectOptions(alert, "Weekly");
    await user.click(within(form).getByRole("button", { name: "Save" }));

    const done = await screen.findByText(/Saved\. Manage it in/);
    expect(done.textContent).toBe("Saved. Manage it in Saved searches");
    const manage = within(done).getByRole("link", { name: "Saved searches" });
    expect(manage.getAttribute("href")).toBe("/saved-searches");
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it("shows the server's refusal, e.g. the limit of 20", async () => {
    const limit = "You can keep at most 20 saved searches. Delete one to save another.";
    const { user } = renderApp({
      route: "/search?q=CNC+programmers+in+Ludhiana",
      token: "t",
      mocks: [me, found, saveMock("INSTANT", graphQLError(limit, "BAD_USER_INPUT"))],
    });

    await user.click(await screen.findByRole("button", { name: "Save this search" }));
    await user.click(screen.getByRole("button", { name: "Save" }));

    expect((await screen.findByRole("alert")).textContent).toBe(limit);
    expect(screen.getByRole("form", { name: "Save this search" })).toBeTruthy();
  });

  it("Cancel closes the form without saving", async () => {
    const { user } = renderApp({
      route: "/search?q=CNC+programmers+in+Ludhiana",
      token: "t",
      mocks: [me, found],
    });

    await user.click(await screen.findByRole("button", { name: "Save this search" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));

    expect(screen.queryByRole("form", { name: "Save this search" })).toBeNull();
    expect(screen.getByRole("button", { name: "Save this search" })).toBeTruthy();
  });
});
