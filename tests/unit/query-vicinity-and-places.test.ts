import { describe, expect, it } from "vitest";
import { gazetteer } from "../../server/src/modules/search/gazetteer/gazetteer.js";
import { resolveLocation } from "../../server/src/modules/search/place-resolver.js";
import { withWordsApart } from "../../server/src/modules/search/query-compounds.js";
import {
  parseQuery,
  rankingWords,
  sentenceWordsOptional,
} from "../../server/src/modules/search/query-parser.js";
import { describe as describeQuery } from "../../server/src/modules/search/suggestions.js";

// Understanding added in the fourth generalisation round (issue 22): a town's surroundings and
// district as a distance, the words of a sentence that say how it is asked, and profiles' places
// written town first then district. Pure: no database.
const said = (q: string) => describeQuery(parseQuery(q));

describe("a town's surroundings", () => {
  it("reads a district as a wider circle around its town", () => {
    expect(said("Bharuch district")).toBe("Members located within 50 km of Bharuch");
    expect(said("Sri Muktsar Sahib district")).toBe(
      "Members located within 50 km of Sri Muktsar Sahib",
    );
    expect(said("electrician for a school in Moga district")).toContain(
      "Electrician located within 50 km of Moga",
    );
  });

  it("reads an area, a belt or 'and around' as near the town", () => {
    expect(said("Kota and around")).toBe("Members located within 30 km of Kota");
    expect(said("Hajipur area")).toBe("Members located within 30 km of Hajipur");
    expect(said("welders in Ludhiana area")).toBe("Welder located within 30 km of Ludhiana");
  });

  it("leaves words before them that are no town as they are", () => {
    expect(parseQuery("parking area").keywords).toEqual(["parking", "area"]);
    expect(parseQuery("parking area").places).toEqual([]);
  });
});

describe("the words of the asking", () => {
  it("lets everyday words of a sentence rank, the trades' words and terms still narrow", () => {
    const q = "Alumni in multinational companies are requested to share referral openings";
    const notice = sentenceWordsOptional(parseQuery(q), q);
    // ("requested", a word of official letters, is no criterion at all.)
    expect(notice.optional).toEqual(expect.arrayContaining(["share", "referral"]));
    expect(notice.keywords).not.toContain("referral");
    expect(notice.keywords).not.toContain("requested");
    const t = "we need someone who knows AutoCAD and lives near Chandigarh";
    expect(sentenceWordsOptional(parseQuery(t), t).keywords).toContain("autocad");
    const v = "who can help with VRF systems in Goa?";
    expect(sentenceWordsOptional(parseQuery(v), v).keywords).toContain("vrf");
    // A short query is no sentence: its words stay required.
    const s = "Kampala office engineers";
    expect(sentenceWordsOptional(parseQuery(s), s).optional).toBeUndefined();
  });

  it("never lets a kind of person or a place rank instead of narrowing", () => {
    expect(rankingWords(parseQuery("dentists in Panchkula"))).toEqual([]);
    expect(rankingWords(parseQuery("proprietors of small workshops"))).toContain("workshops");
  });
});

describe("places in profiles", () => {
  const at = (text: string) => resolveLocation(text).placeName?.split(",")[0];

  it("reads the town, not the district after it", () => {
    expect(at("Rourkela, Distt. Sundargarh")).toBe("Raurkela");
    expect(at("Rawatbhata, Distt. Chittorgarh")).toBe("Rawatbhata");
    expect(at("Neemrana, Alwar")).toBe("Neemrana");
    expect(at("Sunabeda, Koraput")).toBe("Sunabeda");
    // A suburb counted in the big city beside it is still that city.
    expect(at("Chakan, Pune")).toBe("Pune");
  });

  it("does not take a name misspelt at its first letter for another name", () => {
    expect(at("Sri City, Tirupati Distt.")).toBe("Sri City");
    expect(gazetteer().fuzzy("sri city")).toBeNull();
    // Letters that sound alike still match: "Kalgary" is Calgary.
    expect(gazetteer().fuzzy("kalgary")?.places[0].name).toBe("Calgary");
  });

  it("knows towns abroad from 50,000 people and provinces by their abbreviations", () => {
    expect(at("Gyor, Hungary")).toBe("Gyor");
    expect(at("Rustenburg, South Africa")).toBe("Rustenburg");
    expect(resolveLocation("Estevan, Sask.").placeCountry).toBe("CA");
    expect(gazetteer().lookup("sask")[0]?.name).toBe("Saskatchewan");
  });
});

describe("lists, compounds and ranks", () => {
  it("leaves out every place of a list after a negation", () => {
    expect(said("students from outside Punjab Haryana Himachal")).toBe(
      "Current students located outside Punjab, Haryana and Himachal Pradesh",
    );
    expect(said("electricians not in Punjab or Haryana")).toBe(
      "Electrician located outside Punjab and Haryana",
    );
    // A place after another preposition is asked for again.
    expect(said("welders outside India, in Dubai")).toContain("in Dubai");
  });

  it("reads words typed without their space, and a name typed in two", () => {
    // Words no profile holds (the search's probe says which) are read apart.
    expect(withWordsApart("mechanicalengineers in odisha", ["mechanicalengineers"])).toBe(
      "mechanical engineers in odisha",
    );
    expect(said(withWordsApart("cncprogrammer malaysia", ["cncprogrammer"]))).toBe(
      "CNC programmer located in Malaysia",
    );
    expect(said("Hero Moto Corp Neemrana")).toContain("Hero Motocorp");
    // An English word made with an ending is not two words; nor is a name.
    expect(withWordsApart("apprenticeship", ["apprenticeship"])).toBe("apprenticeship");
    expect(withWordsApart("Jaswinder Singh", ["jaswinder"])).toBe("Jaswinder Singh");
  });

  it("reads a rank as a word of the job title; seniority by years narrows nothing", () => {
    expect(said("chief technician")).toBe('Members titled chief matching "technician"');
    expect(said("HOD mechanical")).toContain("titled head of department");
    expect(said("retired engineers")).toBe("Engineer titled retired");
    expect(parseQuery("senior draughtsman").titleRanks).toBeUndefined();
    // "head of" is the rank; the role after it says which heads.
    expect(said("head of maintenance")).toBe("Maintenance engineer titled head");
  });

  it("reads a role after 'with' as which of those asked for, not another kind", () => {
    const q = parseQuery("welders with supervisory experience");
    expect(q.roles.map((r) => r.label)).toEqual(["Welding"]);
    expect(q.requiredRoles.map((r) => r.label)).toEqual(["Supervisor"]);
    expect(parseQuery("welders and fitters").requiredRoles).toEqual([]);
  });
});

describe("regions and sectors", () => {
  it("knows the belts and regions people name", () => {
    expect(said("people in the coal belt")).toBe("Members located in the coal belt");
    expect(said("maintenance engineers in steel cities")).toBe(
      "Maintenance engineer located in the steel cities",
    );
    expect(said("Chota Nagpur region members")).toBe("Members located in Chota Nagpur");
    expect(said("NE India mechanical")).toBe("Mechanical located in Northeast India");
    expect(said("Benelux")).toBe("Members located in Benelux");
    expect(said("eastern europe")).toBe("Members located in Eastern Europe");
  });

  it("reads mining as a kind of employer, and coal as the part of it asked for", () => {
    expect(said("mining companies")).toBe("Members working at Mining");
    expect(said("coal mining")).toBe("Members working at Coal");
    expect(said("Jharkhand mein coal company mein kaam karne wale")).toBe(
      "Members working at Coal located in Jharkhand",
    );
  });
});

describe("airports' codes", () => {
  it("reads an airport's code as the town it serves", () => {
    expect(said("YYZ area mechanical")).toBe("Mechanical located in Greater Toronto Area");
    expect(said("IXR electronics")).toBe("Electronics located in Ranchi, Jharkhand");
    expect(said("welders dxb")).toBe("Welder located in Dubai, United Arab Emirates");
  });

  it("leaves a code that is a word, an abbreviation or typed as a name alone", () => {
    expect(parseQuery("NGO volunteers").places).toEqual([]);
    expect(parseQuery("Del").places).toEqual([]);
    expect(said("DEL welders")).toBe("Welder located in Delhi");
  });
});

describe("batches and distances said another way", () => {
  it("reads 'or later' after a batch, and a negated comparison the other way round", () => {
    expect(said("welding trade, working, 2015 batch or later")).toBe(
      "Welding who are alumni from the 2015 batch onwards",
    );
    expect(said("electrical engineers not older than 2010 batch")).toBe(
      "Electrical from the 2010 batch onwards",
    );
    expect(said("older than 2010 batch")).toBe("Members from the batches up to 2009");
  });

  it("reads less experience than N years as the alumni of the last N batches", () => {
    const year = new Date().getFullYear();
    expect(said("less than 3 years experience electricians")).toBe(
      `Electrician who are alumni from the ${year - 2} batch onwards`,
    );
  });

  it("reads hours of driving as a distance", () => {
    expect(said("2 hours from Chandigarh")).toBe("Members located within 100 km of Chandigarh");
  });
});

describe("employers left out", () => {
  it("leaves out a sector, a kind or a company named after a negation", () => {
    expect(said("instrumentation people except oil and gas")).toBe(
      "Instrumentation engineer not working at Oil and gas",
    );
    expect(said("electronics alumni not in IT companies")).toBe(
      "Electronics not working at Tech companies",
    );
    expect(said("welders not at L&T")).toBe("Welder not working at L&T");
    // Asked for, not left out.
    expect(said("Tata companies")).toBe("Members working at Tata group");
  });
});
