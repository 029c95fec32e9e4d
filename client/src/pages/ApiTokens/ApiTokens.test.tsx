import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { buildUser, graphQLError, meMock } from "../../../../tests/client/fixtures";
import { renderApp } from "../../../../tests/client/render";
import {
  AccessTokensDocument,
  CreateAccessTokenDocument,
  RevokeAccessTokenDocument,
  type AccessTokenRowFragment,
} from "../../gql/graphql";

const me = buildUser({ fullName: "Asha Rani" });
const row = (over: Partial<AccessTokenRowFragment> = {}) => ({
  __typename: "AccessToken" as const,
  id: "t1",
  name: "Batch report",
  prefix: "istc_pat_AbCd",
  scope: "READ",
  createdAt: "2026-11-01T10:00:00.000Z",
  lastUsedAt: null,
  expiresAt: null,
  ...over,
});
const list = (tokens: ReturnType<typeof row>[]) => ({
  request: { query: AccessTokensDocument },
  result: { data: { accessTokens: tokens } },
});

describe("API tokens", () => {
  it("lists tokens with prefix, scope and dates", { timeout: 15_000 }, async () => {
    renderApp({
      route: "/profile/api-tokens",
      token: "t",
      mocks: [meMock(me), list([row(), row({ id: "t2", name: "Poster", scope: "READ_WRITE" })])],
    });
    // The first render loads the lazy screen, which takes a while on a busy machine.
    const tokens = await screen.findByRole("list", { name: "Your API tokens" }, { timeout: 5_000 });
    const items = within(tokens).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText("istc_pat_AbCd…")).toBeTruthy();
    expect(within(items[0]).getByText("Read only")).toBeTruthy();
    expect(within(items[0]).getAllByText("Never")).toHaveLength(2);
    expect(within(items[1]).getByText("Read and write")).toBeTruthy();
  });

  it("shows an empty state", { timeout: 15_000 }, async () => {
    renderApp({ route: "/profile/api-tokens", token: "t", mocks: [meMock(me), list([])] });
    expect(await screen.findByText("You have no API tokens yet.")).toBeTruthy();
  });

  it(
    "requires a name, then creates a token and shows its secret once",
    { timeout: 20_000 },
    async () => {
      const secret = "istc_pat_" + "x".repeat(43);
      const { user } = renderApp({
        route: "/profile/api-tokens",
        token: "t",
        mocks: [
          meMock(me),
          list([]),
          {
            request: {
              query: CreateAccessTokenDocument,
              variables: { input: { name: "Script", scope: "READ_WRITE", expiresInDays: null } },
            },
            result: {
              data: {
                createAccessToken: {
                  __typename: "CreatedAccessToken",
                  token: secret,
                  accessToken: row({ id: "n1", name: "Script", scope: "READ_WRITE" }),
                },
              },
            },
          },
          list([row({ id: "n1", name: "Script", scope: "READ_WRITE" })]),
        ],
      });
      await screen.findByText("You have no API tokens yet.");
      await user.click(screen.getByRole("button", { name: "Create token" }));
      expect(screen.getByText("Token name is required")).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByLabelText("Token name"));

      await user.type(screen.getByLabelText("Token name"), "Script");
      await user.click(screen.getByLabelText(/Read and write/));
      await user.selectOptions(screen.getByLabelText("Expires"), "Never");
      await user.click(screen.getByRole("button", { name: "Create token" }));

      const shown = (await screen.findByLabelText("New API token")) as HTMLInputElement;
      expect(shown.value).toBe(secret);
      expect(screen.getByText(/you will not see it again/)).toBeTruthy();
      expect(await screen.findByText("Script")).toBeTruthy();
      await user.click(screen.getByRole("button", { name: "Done" }));
      expect(screen.queryByLabelText("New API token")).toBeNull();
    },
  );

  it("revokes after a confirmation, and reports a failure", { timeout: 15_000 }, async () => {
    const { user } = renderApp({
      route: "/profile/api-tokens",
      token: "t",
      mocks: [
        meMock(me),
        list([row()]),
        {
          request: { query: RevokeAccessTokenDocument, variables: { id: "t1" } },
          result: graphQLError("API token not found", "NOT_FOUND"),
        },
      ],
    });
    await user.click(await screen.findByRole("button", { name: "Revoke Batch report" }));
    const confirm = screen.getByRole("group", { name: "Revoke Batch report?" });
    await user.click(within(confirm).getByRole("button", { name: "Revoke" }));
    expect(await screen.findByText("API token not found")).toBeTruthy();
  });
});
