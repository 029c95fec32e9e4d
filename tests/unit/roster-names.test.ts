import { describe, expect, it } from "vitest";
import { namesMatch } from "../../server/src/modules/roster/roster-names.js";
import { checkRow, mapHeader } from "../../server/src/modules/roster/roster-columns.js";

describe("a roster name and a member's name are the same person's", () => {
  it.each([
    ["Harpreet Singh Bedi", "Harpreet Singh Bedi"],
    ["harpreet singh bedi", "HARPREET SINGH BEDI"],
    ["  Harpreet   Singh  Bedi ", "Harpreet Singh Bedi"],
    ["Bedi Harpreet Singh", "Harpreet Singh Bedi"],
    ["Bedi, Harpreet Singh", "Harpreet Singh Bedi"],
    ["Harpreet S Bedi", "Harpreet Singh Bedi"],
    ["Harpreet S. Bedi", "Harpreet Singh Bedi"],
    ["Harpreet Singh Bedi", "H Singh Bedi"],
    ["José Ramírez", "Jose Ramirez"],
    ["Zoë Kaur", "zoe kaur"],
  ])("%s = %s", (a, b) => {
    expect(namesMatch(a, b)).toBe(true);
    expect(namesMatch(b, a)).toBe(true);
  });

  it.each([
    ["Harpreet Bedi", "Harpreet Singh Bedi"], // a word missing
    ["Harpreet Singh Bedi Jr", "Harpreet Singh Bedi"], // a word more
    ["Harpeet Singh Bedi", "Harpreet Singh Bedi"], // misspelt
    ["Harpreet K Bedi", "Harpreet Singh Bedi"], // another initial
    ["H S Bedi", "Harpreet Singh Bedi"], // two initials
    ["Harpreet Singh", "Harpreet Singh Bedi"],
    ["Gurpreet Singh Bedi", "Harpreet Singh Bedi"],
    ["Harpreet Singh Bedi", "Harpreet Kaur Bedi"],
    ["Si Bedi", "Singh Bedi"], // a prefix is not an initial
    ["", ""],
  ])("%s != %s", (a, b) => {
    expect(namesMatch(a, b)).toBe(false);
    expect(namesMatch(b, a)).toBe(false);
  });
});

describe("roster columns and rows", () => {
  it("matches header names loosely", () => {
    expect(mapHeader(["Roll No.", "Name", "Batch", "Trade", "E-mail"])).toEqual({
      roll_number: 0,
      full_name: 1,
      batch_year: 2,
      trade: 3,
      email: 4,
    });
    expect(mapHeader(["ROLL_NUMBER", " full name ", "Year", "Course", "Email Address"])).toEqual({
      roll_number: 0,
      full_name: 1,
      batch_year: 2,
      trade: 3,
      email: 4,
    });
    expect(mapHeader(["Name", "Batch"])).toMatch(/no a roll number column/);
  });

  it("checks each row and says why one cannot be used", () => {
    expect(
      checkRow(
        { roll_number: " istc-2018-td-7 ", full_name: "Harpreet  Singh Bedi", batch_year: "2018" },
        2,
      ),
    ).toEqual({
      line: 2,
      rollNumber: "ISTC-2018-TD-7",
      rollKey: "ISTC2018TD7",
      fullName: "Harpreet Singh Bedi",
      batchYear: 2018,
      trade: null,
      email: null,
    });
    const reason = (raw: Record<string, string>) => (checkRow(raw, 5) as { reason: string }).reason;
    expect(reason({ full_name: "A B" })).toBe("The roll number is missing");
    expect(reason({ roll_number: "--", full_name: "A B" })).toMatch(/no letters or digits/);
    expect(reason({ roll_number: "X1" })).toBe("The name is missing");
    expect(reason({ roll_number: "X1", full_name: "A", batch_year: "18" })).toMatch(
      /batch year "18"/,
    );
    expect(reason({ roll_number: "X1", full_name: "A", email: "nope" })).toMatch(
      /e-mail address "nope"/,
    );
    expect(reason({ roll_number: "X".repeat(31), full_name: "A" })).toMatch(/longer than 30/);
  });
});
