import type { ApolloLink } from "@apollo/client";
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { buildUser, graphQLError, meMock } from "../../../../tests/client/fixtures";
import { place, searchMember, searchMock, searchResult } from "../../../../tests/client/members";
import { currentLocation, renderApp } from "../../../../tests/client/render";
import { EXAMPLE_QUERIES } from "./ExampleChips";

const me = meMock(buildUser({ isVerified: true }));
const toasts = () => screen.getByRole("status", { name: "Notifications" });

const softwareInChandigarh = searchResult({
  results: [
    searchMember(),
    searchMember({
      id: "s2",
      fullName: "Arjun Mehta",
      occupation: "SDE",
      companyOrganization: "Google",
    }),
  ],
  criteria: {
    locations: ["Chandigarh"],
    batchYears: [],
    keywords: [],
    roles: ["Software engineer"],
    employers: [],
    currentStudents: false,
  },
  interpretation: "Software engineers located in Chandigarh",
  locations: [place({ count: 2 })],
});

// Whole flows through the lazy app; generous on a busy 2-core machine (waits still use conditions).
describe("Smart search", { timeout: 20_000 }, () => {
  // Transform the screen and the map (d3-geo, outlines) once, before the clock of any test runs.
  beforeAll(async () => {
    await import("../../components/AppLayout");
    await import("./Search");
    await import("./map/MemberMap");
  }, 60_000);

  it("offers the spec's examples before the first search and runs the one chosen", async () => {
    const { user } = renderApp({
      route: "/search",
      token: "t",
      mocks: [me, searchMock({ query: "software engineers in Chandigarh" }, softwareInChandigarh)],
    });

    for (const example of EXAMPLE_QUERIES) {
      expect(await screen.findByRole("button", { name: example })).toBeTruthy();
    }
    await user.click(screen.getByRole("button", { name: "software engineers in Chandigarh" }));

    expect(await screen.findByText("Found 2 ISTCians")).toBeTruthy();
    expect(currentLocation()).toBe("/search?q=software+engineers+in+Chandigarh");
    expect(screen.queryByRole("button", { name: "2020 batch students" })).toBeNull();
    const understood = screen.getByRole("region", { name: "What we searched for" });
    expect(within(understood).getByText("Software engineers located in Chandigarh")).toBeTruthy();
    expect(within(understood).getByText("Chandigarh")).toBeTruthy();
    expect(within(understood).getByText("Software engineer")).toBeTruthy();
    const results = screen.getByRole("list", { name: "Results" });
    const neha = within(results).getByRole("link", { name: "Neha Sharma" });
    expect(neha.getAttribute("href")).toBe("/user/s1");
    const card = within(neha.closest("li")!);
    expect(card.getByText("ISTC-2020-007")).toBeTruthy();
    expect(card.getByText("Software Engineer at Infosys")).toBeTruthy();
    expect(card.getByText("Chandigarh")).toBeTruthy();
    expect(card.getByText("Electronics")).toBeTruthy();
    expect(
      (screen.getByRole("searchbox", { name: "Search ISTCians" }) as HTMLInputElement).value,
    ).toBe("software engineers in Chandigarh");
  });

  it("runs a typed search with Enter and shows at most 3 keywords", async () => {
    const { user } = renderApp({
      route: "/search",
      token: "t",
      mocks: [
        me,
        searchMock(
          { query: "react node graphql docker kubernetes" },
          searchResult({
            results: [searchMember()],
            criteria: {
              locations: [],
              batchYears: [2019],
              keywords: ["react", "node", "graphql", "docker", "kubernetes"],
              roles: [],
              employers: [],
              currentStudents: false,
            },
          }),
        ),
      ],
    });

    await user.type(
      await screen.findByRole("searchbox", { name: "Search ISTCians" }),
      "react node graphql docker kubernetes{Enter}",
    );

    const understood = await screen.findByRole("region", { name: "What we searched for" });
    expect(within(understood).getByText("graphql")).toBeTruthy();
    expect(within(understood).queryByText("docker")).toBeNull();
    expect(within(understood).getByText("2019 batch")).toBeTruthy();
    expect(screen.getByText("Found 1 ISTCians")).toBeTruthy();
  });
});

describe("Smart search", { timeout: 20_000 }, () => {
  // Transform the screen and the map (d3-geo, outlines) once, before the clock of any test runs.
  beforeAll(async () => {
    await import("../../components/AppLayout");
    await import("./Search");
    await import("./map/MemberMap");
  }, 60_000);

  it("shows a run of batch years as one chip", async () => {
    const years = Array.from({ length: 50 }, (_, i) => 1960 + i);
    renderApp({
      route: "/search?q=before%202010",
      token: "t",
      mocks: [
        me,
        searchMock(
          { query: "before 2010" },
          searchResult({
            results: [searchMember()],
            criteria: {
              locations: [],
              batchYears: [1999, 2001, ...years.filter((y) => y > 2005)],
              keywords: [],
              roles: [],
              employers: [],
              currentStudents: false,
            },
          }),
        ),
      ],
    });

    const understood = await screen.findByRole("region", { name: "What we searched for" });
    // 1999 and 2001 alone; 2006 to 2009 in one chip.
    expect(within(understood).getByText("1999 batch")).toBeTruthy();
    expect(within(understood).getByText("2001 batch")).toBeTruthy();
    expect(within(understood).getByText("2006–2009 batches")).toBeTruthy();
    expect(within(understood).queryByText("2007 batch")).toBeNull();
  });

  it("refuses a blank query with the spec's toast and asks nothing of the server", async () => {
    const operations: ApolloLink.Operation[] = [];
    const { user } = renderApp({
      route: "/search",
      token: "t",
      mocks: [me],
      onRequest: (o) => operations.push(o),
    });

    await user.type(await screen.findByRole("searchbox", { name: "Search ISTCians" }), "   ");
    await user.click(screen.getByRole("button", { name: "Search" }));

    expect(await within(toasts()).findByText("Enter search query")).toBeTruthy();
    expect(within(toasts()).getByText("Please type what you're looking for")).toBeTruthy();
    expect(operations.some((o) => o.operationName === "SmartSearch")).toBe(false);
    expect(currentLocation()).toBe("/search");
  });

  it("reruns a shared search from the URL", async () => {
    renderApp({
      route: "/search?q=2020%20batch%20students",
      token: "t",
      mocks: [me, searchMock({ query: "2020 batch students" }, softwareInChandigarh)],
    });

    expect(await screen.findByText("Found 2 ISTCians")).toBeTruthy();
    expect(
      (screen.getByRole("searchbox", { name: "Search ISTCians" }) as HTMLInputElement).value,
    ).toBe("2020 batch students");
    expect(screen.queryByRole("button", { name: "civil engineers in Mohali" })).toBeNull();
  });

  it("shows the craft asked for first and counted, related members after under their own count, and runs the broader reading", async () => {
    const electricians = searchResult({
      results: [searchMember({ id: "e1", fullName: "Harpal Singh", occupation: "Electrician" })],
      related: [
        searchMember({ id: "e2", fullName: "Ishaan Mehta", occupation: "Electrical Engineer" }),
      ],
      relatedCount: 3,
      broader: { label: "Electrical", query: "electrical in Mohali" },
      criteria: {
        locations: ["Mohali"],
        batchYears: [],
        keywords: [],
        roles: ["Electrician"],
        employers: [],
        currentStudents: false,
      },
      interpretation: "Electrician located in Mohali",
    });
    const wholeTrade = searchResult({
      results: [searchMember({ id: "e2", fullName: "Ishaan Mehta" })],
      interpretation: "Electrical located in Mohali",
    });
    const { user } = renderApp({
      route: "/search?q=electricians%20in%20Mohali",
      token: "t",
      mocks: [
        me,
        searchMock({ query: "electricians in Mohali" }, electricians),
        searchMock({ query: "electrical in Mohali" }, wholeTrade),
      ],
    });

    // "Found N" counts the electricians only; the rest of the trade follows under "Related".
    expect(await screen.findByText("Found 1 ISTCians")).toBeTruthy();
    const results = screen.getByRole("list", { name: "Results" });
    expect(within(results).getByText("Harpal Singh")).toBeTruthy();
    expect(within(results).queryByText("Ishaan Mehta")).toBeNull();
    const related = screen.getByRole("region", { name: "Related (3)" });
    expect(within(related).getByText("Ishaan Mehta")).toBeTruthy();
    // The chips say the reading applied, and offer the broader one.
    const understood = screen.getByRole("region", { name: "What we searched for" });
    expect(within(understood).getByText("Electrician (in Electrical)")).toBeTruthy();
    // Two ways to the broader search: the chip, and the related list's "show all" (3 > 1 shown).
    expect(within(related).getByRole("button", { name: "Show all electrical" })).toBeTruthy();
    await user.click(within(understood).getByRole("button", { name: "Show all electrical" }));

    expect(await screen.findByText("Electrical located in Mohali")).toBeTruthy();
    expect(currentLocation()).toBe("/search?q=electrical+in+Mohali");
    expect(screen.queryByRole("region", { name: /^Related/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Show all electrical" })).toBeNull();
  });

  it("shows the empty state, the suggestions and the 'No results found' toast", async () => {
    renderApp({
      route: "/search?q=civil%20engineers%20in%20Mohali",
      token: "t",
      mocks: [
        me,
        searchMock(
          { query: "civil engineers in Mohali" },
          searchResult({ suggestions: ["No one in Mohali yet: 12 in Chandigarh"] }),
        ),
      ],
    });

    expect(await screen.findByText("No ISTCians found matching your search")).toBeTruthy();
    expect(screen.getByText("Found 0 ISTCians")).toBeTruthy();
    expect(screen.getByText("No one in Mohali yet: 12 in Chandigarh")).toBeTruthy();
    expect(await within(toasts()).findByText("No results found")).toBeTruthy();
    expect(within(toasts()).getByText("Try different search terms")).toBeTruthy();
  });
});

describe("Smart search", { timeout: 20_000 }, () => {
  // Transform the screen and the map (d3-geo, outlines) once, before the clock of any test runs.
  beforeAll(async () => {
    await import("../../components/AppLayout");
    await import("./Search");
    await import("./map/MemberMap");
  }, 60_000);

  it("says 'Search failed' with the server's reason", async () => {
    renderApp({
      route: "/search?q=x",
      token: "t",
      mocks: [
        me,
        searchMock({ query: "x" }, graphQLError("The query is too long.", "BAD_USER_INPUT")),
      ],
    });

    expect(await within(toasts()).findByText("Search failed")).toBeTruthy();
    expect(within(toasts()).getByText("The query is too long.")).toBeTruthy();
    // The same words would fail again: the reason stays on the page, with no "Try again".
    expect(within(screen.getByRole("alert")).getByText("The query is too long.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("offers 'Try again' when the search failed for another reason", async () => {
    renderApp({
      route: "/search?q=x",
      token: "t",
      mocks: [
        me,
        searchMock({ query: "x" }, graphQLError("Unexpected error.", "INTERNAL_SERVER_ERROR")),
      ],
    });

    expect(await within(toasts()).findByText("Search failed")).toBeTruthy();
    expect(
      within(screen.getByRole("alert")).getByText("The search could not be completed."),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("loads more results with the button", async () => {
    const { user } = renderApp({
      route: "/search?q=mechanical",
      token: "t",
      mocks: [
        me,
        searchMock(
          { query: "mechanical" },
          searchResult({ results: [searchMember()], count: 2, endCursor: "c1", hasNextPage: true }),
        ),
        searchMock(
          { query: "mechanical", after: "c1" },
          searchResult({
            results: [searchMember({ id: "s2", fullName: "Arjun Mehta" })],
            count: 2,
          }),
        ),
      ],
    });

    await user.click(await screen.findByRole("button", { name: "Show more results" }));

    expect(await screen.findByRole("link", { name: "Arjun Mehta" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Neha Sharma" })).toBeTruthy();
  });
});

describe("Smart search", { timeout: 20_000 }, () => {
  // Transform the screen and the map (d3-geo, outlines) once, before the clock of any test runs.
  beforeAll(async () => {
    await import("../../components/AppLayout");
    await import("./Search");
    await import("./map/MemberMap");
  }, 60_000);

  it("loads the map only in Map View, lists places with counts, and filters by a bubble", async () => {
    const punjab = searchResult({
      results: [
        searchMember({ id: "s1" }),
        searchMember({ id: "s3", fullName: "Kiran Gill", currentLocation: "Ludhiana, Punjab" }),
      ],
      count: 4,
      locations: [
        place({
          id: "1264728",
          name: "Ludhiana, Punjab",
          count: 3,
          latitude: 30.9,
          longitude: 75.85,
        }),
        place({ id: "1275339", name: "Mohali, Punjab", count: 1, latitude: 30.7, longitude: 76.7 }),
        place({
          id: "text:somewhere",
          name: "Somewhere",
          count: 1,
          latitude: null,
          longitude: null,
        }),
      ],
    });
    const { user } = renderApp({
      route: "/search?q=mechanical%20engineers%20from%20Punjab",
      token: "t",
      mocks: [
        me,
        searchMock({ query: "mechanical engineers from Punjab" }, punjab),
        searchMock(
          { query: "mechanical engineers from Punjab", placeId: "1264728" },
          { ...punjab, results: [punjab.results[1]], count: 3 },
        ),
      ],
    });
    await screen.findByText("Found 4 ISTCians");
    expect(screen.queryByLabelText("Map of ISTCians by city")).toBeNull();

    await user.click(screen.getByRole("button", { name: "Map View" }));

    const list = screen.getByRole("list", { name: "Locations" });
    expect(
      within(list).getByRole("button", { name: /Ludhiana, Punjab\s*3 ISTCians/ }),
    ).toBeTruthy();
    expect(within(list).getByRole("button", { name: /Mohali, Punjab\s*1 ISTCian$/ })).toBeTruthy();
    // (Label queries: role queries walk every path of the map and are slow in jsdom.)
    const map = await screen.findByLabelText("Map of ISTCians by city");
    expect(currentLocation()).toContain("view=map");
    // A bubble per place with a position; the unplaced one is only in the list.
    expect(map.querySelectorAll('circle[role="button"]')).toHaveLength(2);
    expect(screen.getByText(/1 place without a known position/)).toBeTruthy();

    await user.click(within(map).getByLabelText("Ludhiana, Punjab: 3 ISTCians"));

    expect(await screen.findByText("Found 3 ISTCians")).toBeTruthy();
    const results = within(screen.getByRole("list", { name: "Results" }));
    expect(results.queryByRole("link", { name: "Neha Sharma" })).toBeNull();
    expect(results.getByRole("link", { name: "Kiran Gill" })).toBeTruthy();
    expect(screen.getByText("Ludhiana, Punjab", { selector: "strong" })).toBeTruthy();
    expect(currentLocation()).toContain("place=1264728");
    expect(
      within(map).getByLabelText("Ludhiana, Punjab: 3 ISTCians").getAttribute("aria-pressed"),
    ).toBe("true");
  });
});

describe("Smart search", { timeout: 20_000 }, () => {
  // Transform the screen and the map (d3-geo, outlines) once, before the clock of any test runs.
  beforeAll(async () => {
    await import("../../components/AppLayout");
    await import("./Search");
    await import("./map/MemberMap");
  }, 60_000);

  it("filters by a place chosen in the list, and shows every place again", async () => {
    const result = searchResult({
      results: [searchMember(), searchMember({ id: "s3", fullName: "Kiran Gill" })],
      locations: [
        place({ id: "1264728", name: "Ludhiana, Punjab", count: 1 }),
        place({ count: 1 }),
      ],
    });
    const { user } = renderApp({
      route: "/search?q=engineers&view=map",
      token: "t",
      mocks: [
        me,
        searchMock({ query: "engineers" }, result, 2),
        searchMock(
          { query: "engineers", placeId: "1264728" },
          { ...result, results: [result.results[1]], count: 1 },
        ),
      ],
    });
    const list = await screen.findByRole("list", { name: "Locations" });

    await user.click(within(list).getByRole("button", { name: /Ludhiana, Punjab/ }));
    expect(await screen.findByText("Found 1 ISTCians")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Show all places" }));
    expect(await screen.findByText("Found 2 ISTCians")).toBeTruthy();
    expect(currentLocation()).toBe("/search?q=engineers&view=map");
  });
});
