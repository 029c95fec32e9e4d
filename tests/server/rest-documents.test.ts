import { describe, expect, it } from "vitest";
import { buildAppSchema } from "../../server/src/graphql/schema.js";
import { restRouteTables } from "../../server/src/http/routes.js";
import { restDocumentErrors } from "../../scripts/rest-documents.js";

// `npm run drift` (part of `npm test` and CI) runs restDocumentErrors over every route table.
describe("the REST adapters' GraphQL documents are checked against the schema", () => {
  it("every document of every route table is valid", async () => {
    expect(restDocumentErrors(await buildAppSchema(), restRouteTables)).toEqual([]);
  });

  it("a typo in a field, an argument or the syntax is reported with its route", async () => {
    const schema = await buildAppSchema();
    const problems = restDocumentErrors(schema, [
      [
        { method: "get", path: "/typo", document: `query { me { rolNumber } }` },
        {
          method: "post",
          path: "/choice",
          document: { ok: `query { me { id } }`, broken: `query { me { id }` },
          choose: () => "ok",
        },
        {
          method: "put",
          path: "/args",
          document: `mutation($i: CompleteProfileInput!) { completeProfile(inptu: $i) { id } }`,
        },
      ],
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/^GET \/typo: Cannot query field "rolNumber" on type "User"\./),
      "POST /choice: Syntax Error: Expected Name, found <EOF>.",
      expect.stringMatching(
        /^PUT \/args: Unknown argument "inptu" on field "Mutation\.completeProfile"\./,
      ),
      expect.stringMatching(/^PUT \/args: Field "completeProfile" argument "input" .* is required/),
    ]);
  });
});
