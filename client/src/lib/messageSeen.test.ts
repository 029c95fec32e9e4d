import { gql } from "@apollo/client";
import { describe, expect, it } from "vitest";
import { createCache } from "./apollo";

const MESSAGE = gql`
  fragment SeenMessage on Message {
    id
    seen
  }
`;

describe("a message's seen mark in the cache", () => {
  it("stays seen when an answer written later says it is not (a send answered late)", () => {
    const cache = createCache();
    const write = (seen: boolean) =>
      cache.writeFragment({
        id: "Message:m1",
        fragment: MESSAGE,
        data: { __typename: "Message", id: "m1", seen },
      });
    write(false);
    write(true);
    write(false);
    expect(cache.readFragment({ id: "Message:m1", fragment: MESSAGE })).toMatchObject({
      seen: true,
    });
  });
});
