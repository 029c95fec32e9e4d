import { describe, expect, it } from "vitest";
import { mapNodes, pageSize, toConnection } from "../../server/src/paging/page.js";

// The paging kit alone (pure, no database): what every paged list builds its page with.

const SIZES = { defaultSize: 3, maxSize: 5, message: "Ask for 1 to 5" };
const cursorOf = (n: number) => `after-${n}`;

describe("toConnection", () => {
  it("promises another page only when a row beyond the page was read", () => {
    // Rows are read with LIMIT first + 1.
    expect(toConnection([1, 2, 3], 2, cursorOf)).toEqual({
      nodes: [1, 2],
      hasNextPage: true,
      endCursor: "after-2",
    });
    expect(toConnection([1, 2], 2, cursorOf)).toEqual({
      nodes: [1, 2],
      hasNextPage: false,
      endCursor: null,
    });
    expect(toConnection([1], 2, cursorOf, 7)).toEqual({
      nodes: [1],
      totalCount: 7,
      hasNextPage: false,
      endCursor: null,
    });
    expect(toConnection([], 2, cursorOf, 0)).toEqual({
      nodes: [],
      totalCount: 0,
      hasNextPage: false,
      endCursor: null,
    });
  });

  it("keeps the paging fields when the nodes are loaded", async () => {
    const page = toConnection([1, 2, 3], 2, cursorOf, 3);
    expect(await mapNodes(page, async (ids) => ids.map((id) => ({ id })))).toEqual({
      nodes: [{ id: 1 }, { id: 2 }],
      totalCount: 3,
      hasNextPage: true,
      endCursor: "after-2",
    });
  });
});

describe("pageSize", () => {
  it("is the default when omitted and refuses sizes outside 1..max on first", () => {
    expect(pageSize(undefined, SIZES)).toBe(3);
    expect(pageSize(null, SIZES)).toBe(3);
    expect(pageSize(5, SIZES)).toBe(5);
    for (const first of [0, -1, 6, 2.5, Number.NaN]) {
      expect(() => pageSize(first, SIZES)).toThrow(
        expect.objectContaining({
          code: "BAD_USER_INPUT",
          message: "Ask for 1 to 5",
          field: "first",
        }),
      );
    }
  });
});
