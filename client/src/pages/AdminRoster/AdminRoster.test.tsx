import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, graphQLError, meMock } from "../../../../tests/client/fixtures";
import { renderApp } from "../../../../tests/client/render";
import {
  DeleteRosterEntryDocument,
  ImportRosterDocument,
  PreviewRosterDocument,
  RosterEntriesDocument,
} from "../../gql/admin/graphql";

const admin = buildUser({ id: "admin", fullName: "Ada Admin", isAdmin: true, isVerified: true });

const entry = (id: string, fullName: string, rollNumber: string) => ({
  __typename: "RosterEntry" as const,
  id,
  rollNumber,
  fullName,
  batchYear: 2018,
  trade: "Tool and Die",
  email: null,
});
const entries = (nodes: unknown[], search: string | null = null) => ({
  request: { query: RosterEntriesDocument, variables: { search, first: 20 } },
  result: {
    data: {
      rosterEntries: {
        __typename: "RosterEntryPage",
        totalCount: nodes.length,
        hasNextPage: false,
        endCursor: null,
        nodes,
      },
    },
  },
});
const match = {
  __typename: "RosterMatch" as const,
  userId: "u1",
  fullName: "Harpreet S Bedi",
  rollNumber: "ISTC-2018-TD-7",
};
const problem = { __typename: "RosterProblem" as const, line: 4, reason: "The name is missing" };
const anyFile = () => true;

const csv = () =>
  new File(["roll_number,full_name\nISTC-2018-TD-7,Harpreet Singh Bedi\n"], "roster.csv", {
    type: "text/csv",
  });

describe("Roster", { timeout: 20_000 }, () => {
  it("previews a file, imports it and shows the result", async () => {
    const { user } = renderApp({
      route: "/admin/roster",
      token: "t",
      mocks: [
        meMock(admin),
        entries([]),
        {
          request: { query: PreviewRosterDocument, variables: anyFile },
          result: {
            data: {
              previewRoster: {
                __typename: "RosterPreviewResult",
                rows: 3,
                valid: 2,
                invalidCount: 1,
                invalid: [problem],
                wouldVerify: [match],
              },
            },
          },
        },
        {
          request: { query: ImportRosterDocument, variables: anyFile },
          result: {
            data: {
              importRoster: {
                __typename: "RosterImportResult",
                imported: 2,
                updated: 0,
                invalidCount: 1,
                invalid: [problem],
                verifiedNow: [match],
              },
            },
          },
        },
        entries([entry("r1", "Harpreet Singh Bedi", "ISTC-2018-TD-7")]),
      ],
    });
    expect(await screen.findByRole("heading", { name: "Roster", level: 1 })).toBeTruthy();
    expect(await screen.findByText("The roster is empty: import a file above.")).toBeTruthy();
    const importButton = screen.getByRole("button", { name: "Import" });
    expect(importButton).toHaveProperty("disabled", true);

    await user.upload(screen.getByLabelText("Roster file"), csv());
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const counts = await screen.findByText("Rows read");
    expect(counts.closest("dl")!.textContent).toBe("Rows read3Valid2Invalid1Would verify1");
    expect(screen.getByText("Line 4:").closest("li")!.textContent).toBe(
      "Line 4: The name is missing",
    );
    expect(screen.getByText("Harpreet S Bedi")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Import" }));
    const summary = await screen.findByRole("heading", { name: "Imported" });
    expect(summary.parentElement!.textContent).toContain(
      "2 new, 0 updated, 1 invalid; 1 member verified.",
    );
    expect(await screen.findByText("Harpreet Singh Bedi")).toBeTruthy();
  });

  it("refuses a file too large or in the old Excel format before sending it", async () => {
    const operations: string[] = [];
    const { user } = renderApp({
      route: "/admin/roster",
      token: "t",
      mocks: [meMock(admin), entries([])],
      userOptions: { applyAccept: false },
      onRequest: (operation) => operations.push(operation.operationName ?? ""),
    });
    const input = await screen.findByLabelText("Roster file");
    await user.upload(input, new File(["x"], "roster.xls"));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Old Excel files (.xls) cannot be read: save the roster as .xlsx or CSV",
    );
    const big = new File(["x"], "big.csv");
    Object.defineProperty(big, "size", { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(screen.getByRole("alert").textContent).toBe(
      "The roster file is too large: at most 10 MB",
    );
    expect(screen.getByRole("button", { name: "Preview" })).toHaveProperty("disabled", true);
    expect(operations).not.toContain("PreviewRoster");
  });

  it("shows the server's reason when a file cannot be read", async () => {
    const { user } = renderApp({
      route: "/admin/roster",
      token: "t",
      mocks: [
        meMock(admin),
        entries([]),
        {
          request: { query: PreviewRosterDocument, variables: anyFile },
          result: graphQLError("The roster file is empty", "BAD_USER_INPUT"),
        },
      ],
    });
    await user.upload(await screen.findByLabelText("Roster file"), csv());
    await user.click(screen.getByRole("button", { name: "Preview" }));
    expect((await screen.findByRole("alert")).textContent).toBe("The roster file is empty");
  });

  it("deletes an entry after a confirmation", async () => {
    const bedi = entry("r1", "Harpreet Singh Bedi", "ISTC-2018-TD-7");
    const { user } = renderApp({
      route: "/admin/roster",
      token: "t",
      mocks: [
        meMock(admin),
        entries([bedi]),
        {
          request: { query: DeleteRosterEntryDocument, variables: { id: "r1" } },
          result: { data: { deleteRosterEntry: "r1" } },
        },
        entries([]),
      ],
    });
    await user.click(
      await screen.findByRole("button", { name: "Delete Harpreet Singh Bedi (ISTC-2018-TD-7)" }),
    );
    const dialog = screen.getByRole("alertdialog", { name: "Delete roster entry" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(screen.getByText("The roster is empty: import a file above.")).toBeTruthy(),
    );
  });
});
