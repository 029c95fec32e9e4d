import { describe, expect, it } from "vitest";
import {
  gazetteer,
  normalizePlaceText,
} from "../../server/src/modules/search/gazetteer/gazetteer.js";
import { fromOtherLanguages } from "../../server/src/modules/search/query-languages.js";
import { parseQuery } from "../../server/src/modules/search/query-parser.js";
import { withRolesAsWords } from "../../server/src/modules/search/query-after-nobody.js";
import { rankingWords } from "../../server/src/modules/search/query-rules.js";
import { romanize } from "../../server/src/modules/search/query-scripts.js";
import { batchEdge } from "../../server/src/modules/search/query-superlatives.js";
import { buildFilter } from "../../server/src/modules/search/search-planner.js";
import { describe as describeQuery } from "../../server/src/modules/search/suggestions.js";

// Understanding added in the seventh generalisation round (issue 22). Pure: no database.

const NOW = new Date("2026-11-27T12:00:00Z");

describe("superlatives of seniority", () => {
  it("read the earliest or the latest batch among the members the rest finds", () => {
    expect(batchEdge("senior-most electrician in Punjab").edge).toBe("earliest");
    expect(batchEdge("who has been at BHEL the longest").edge).toBe("earliest");
    expect(batchEdge("most experienced toolmaker").edge).toBe("earliest");
    expect(batchEdge("the youngest alumni in Germany").edge).toBe("latest");
    expect(batchEdge("junior-most instrumentation engineer").edge).toBe("latest");
    expect(batchEdge("welders in Pune").edge).toBeNull();
    const q = parseQuery("senior-most electrician in Punjab", NOW);
    expect(q.batchEdge).toBe("earliest");
    expect(q.crafts.map((c) => c.label)).toEqual(["Electrician"]);
    expect(q.places.map((p) => p.name)).toEqual(["Punjab"]);
    expect(q.keywords).toEqual([]);
    expect(describeQuery(q)).toMatch(/earliest batch among them/);
  });

  it("are no fixed years and no senior title", () => {
    const latest = parseQuery("latest batch electricians", NOW);
    expect(latest.batchEdge).toBe("latest");
    expect(latest.batchYears).toEqual([]);
    const senior = parseQuery("most senior alumni in the UK", NOW);
    expect(senior.batchEdge).toBe("earliest");
    expect(senior.titleRanks ?? []).toEqual([]);
  });

  it("give way to batches the query names", () => {
    const q = parseQuery("the oldest batches, before 2000", NOW);
    expect(q.batchEdge).toBeUndefined();
    expect(q.batchYears.at(-1)).toBe(1999);
  });

  it("are one condition on the batch over the same conditions, dropped with the batches", () => {
    const q = parseQuery("oldest civil engineer", NOW);
    const f = buildFilter(q);
    const edge = f.where.find((w) => w.includes("min(u.search_batch_year)"));
    expect(edge).toBeDefined();
    // The subquery holds every condition before it (the civil role), not only the batch.
    expect(edge).toContain("u.facets &&");
    expect(buildFilter(q, { batchYears: true }).where.join(" ")).not.toContain("min(");
  });
});

describe("an unknown name after 'for'", () => {
  it("is a tentative employer (the probe keeps it only when some company holds it)", () => {
    const q = parseQuery("alumni in the UK for visa reference", NOW);
    expect(q.employers.map((e) => [e.name, e.tentative])).toEqual([["visa", true]]);
    // A known employer after "for" and an unknown one after "at" are employers outright.
    expect(parseQuery("works for Infosys", NOW).employers[0].tentative).toBeUndefined();
    expect(parseQuery("fitters at Zorbex Castings", NOW).employers[0].tentative).toBeUndefined();
  });
});

describe("career changes", () => {
  it("read as the profiles that say a switch", () => {
    for (const text of [
      "alumni who switched careers",
      "career changers",
      "engineers who switched to a different career",
    ])
      expect(parseQuery(text, NOW).keywords, text).toContain("switched");
    expect(parseQuery("career changers from mechanical", NOW).keywords).toEqual(["switched"]);
    expect(parseQuery("switchgear engineers", NOW).keywords).not.toContain("switched");
  });
});

describe("queries in the languages of the countries alumni live in", () => {
  it("read as the English they mean, the field before the people", () => {
    expect(fromOtherLanguages("soudeurs au Canada")).toBe("welders in Canada");
    expect(fromOtherLanguages("ingenieros de mantenimiento en Latinoamérica")).toBe(
      "maintenance engineers in Latin America",
    );
    expect(fromOtherLanguages("muhandis kahraba fi Qatar")).toBe("electrical engineer in Qatar");
    expect(fromOtherLanguages("Schweißer in Österreich")).toBe("welder in Austria");
    expect(fromOtherLanguages("ex-alunos em Portugal e no Brasil")).toBe(
      "alumni in Portugal and in Brazil",
    );
    expect(fromOtherLanguages("tuyauteur-soudeur avec expérience en raffinerie")).toBe(
      "pipe fitter welder with experience in refinery",
    );
    // A place after "de" is no field: not swapped.
    expect(fromOtherLanguages("ingénieur de Paris")).toBe("engineer Paris");
  });

  it("leave English and Hindustani queries as typed, their small words included", () => {
    for (const text of [
      "tool and die makers",
      "no students please",
      "Das electrical engineers",
      "Pune la welder pahije",
      "mechanical wale de bande",
    ])
      expect(fromOtherLanguages(text)).toBe(text);
  });

  it("are understood by the search as their English would be", () => {
    const q = parseQuery("électriciens en Allemagne ou en Suisse", NOW);
    expect(q.crafts.map((c) => c.label)).toEqual(["Electrician"]);
    expect(q.places.map((p) => p.name).sort()).toEqual(["Germany", "Switzerland"]);
    expect(q.keywords).toEqual([]);
  });
});

describe("words of India's scripts", () => {
  it("read English words of work as the southern and eastern scripts write them", () => {
    expect(romanize("ஓசூர் டூல் அண்ட் டை")).toMatch(/tool and die$/);
    expect(romanize("హైదరాబాద్ లో సాఫ్ట్‌వేర్ ఇంజనీర్లు")).toBe("hyderabad lo software engineers");
    // Malayalam's chillu letters end a syllable ("ടെക്നീഷ്യൻ" is technician).
    expect(romanize("എസി ടെക്നീഷ്യൻ")).toBe("ac technician");
  });

  it("read a place's name with its case ending, or sounding the same", () => {
    expect(romanize("കൊച്ചിയിലെ ഇലക്ട്രീഷ്യൻ")).toBe("kochi electrician");
    expect(romanize("ಬೆಂಗಳೂರಿನ")).toBe("bengaluru");
    expect(romanize("ವೈಟ್‌ಫೀಲ್ಡ್")).toBe("whitefield");
    // A short word is no place by its sound alone.
    expect(romanize("ਕਰਨ")).toBe("karan");
  });
});

describe("readings after nobody", () => {
  it("read the roles as the words of the work, in the title, skills or bio", () => {
    const q = parseQuery("pharma plant maintenance", NOW);
    const words = withRolesAsWords(q);
    expect(words.crafts).toEqual([]);
    expect(words.workWords).toEqual([["maintenance"]]);
    const sql = buildFilter(words).params.join(" ");
    // Not the company fields (weight C): "Next plc" is no PLC.
    expect(sql).toContain("maintenance:BD");
    // A query that says nothing else about people keeps its roles.
    expect(withRolesAsWords(parseQuery("maintenance engineers", NOW))).toEqual(
      parseQuery("maintenance engineers", NOW),
    );
  });

  it("leave another trade's phrase out of a word of the work ('test automation')", () => {
    const q = withRolesAsWords(parseQuery("automation engineers in Europe", NOW));
    expect(buildFilter(q).params.join(" ")).toMatch(/!\(.*test <-> autom/);
  });
});

describe("what a query names beside its roles", () => {
  it("ranks by words typed in brackets rather than requiring them when they find nobody", () => {
    const q = parseQuery("Welder (Gas & Electric)", NOW);
    expect(q.bracketed).toEqual(["gas & electric"]);
    expect(rankingWords(q).sort()).toEqual(["electric", "gas"]);
  });

  it("reads a word for workers beside a trade as the same people", () => {
    expect(parseQuery("Refrigeration and Air Conditioning Technician", NOW).keywords).toEqual([]);
    expect(parseQuery("Motor vehicle mechanics and repairers", NOW).keywords).toEqual([]);
  });

  it("reads a maker by its product, and the ITI trades by their names", () => {
    expect(parseQuery("Creta Verna plant", NOW).employers.map((e) => e.name)).toEqual(["hyundai"]);
    expect(parseQuery("Splendor maker", NOW).employers.map((e) => e.name)).toEqual([
      "hero motocorp",
    ]);
    expect(parseQuery("COPA trade", NOW).roles.map((r) => r.label)).toEqual(["Computer science"]);
    expect(parseQuery("ICTSM", NOW).crafts.map((c) => c.label)).toEqual(["IT support"]);
    // "profession" on a visa is how the title is asked for, no professor.
    expect(parseQuery("Welder iqama profession", NOW).crafts.map((c) => c.label)).toEqual([
      "Welder",
    ]);
  });
});

describe("places and words of the Gulf and Europe", () => {
  it("reads letters Unicode does not decompose, and English names of towns abroad", () => {
    expect(normalizePlaceText("Wrocław")).toBe("wroclaw");
    expect(normalizePlaceText("Tromsø")).toBe("tromso");
    expect(gazetteer().lookup("Wrocław")[0]?.country).toBe("PL");
    expect(gazetteer().lookup("antwerp")[0]?.country).toBe("BE");
    expect(gazetteer().lookup("latin america")[0]?.kind).toBe("region");
  });

  it("reads a title on the iqama as a job in the Gulf, and A/C as AC", () => {
    const q = parseQuery("Welder iqama profession", NOW);
    expect(q.places.map((p) => p.name)).toEqual(["the Gulf"]);
    expect(parseQuery("visa profession A/C technician", NOW).crafts.map((c) => c.label)).toEqual([
      "HVAC technician",
    ]);
  });
});

describe("countries written in a script", () => {
  it("are read by their sound when three sounds say a country ('ਕੈਨੇਡਾ': Canada)", () => {
    expect(romanize("ਕੈਨੇਡਾ ਵਿੱਚ ਮਕੈਨਿਕ")).toMatch(/^canada /);
    expect(romanize("जर्मनी में इंजीनियर")).toBe("germany mein engineer");
    // Three sounds are no town's: a word stays itself.
    expect(romanize("ਵਿਦਿਆਰਥੀ")).toBe("vidiarthi");
  });
});

describe("digits typed for letters", () => {
  it("are letters only when they make a word of the trades, employers or places", () => {
    expect(parseQuery("m3chan1cal 3ng1n33r5", NOW).roles.map((r) => r.label)).toEqual([
      "Mechanical",
    ]);
    // A code or a name with digits stays as typed ("zq4f3a1b05" is no word to read).
    expect(parseQuery("zq4f3a1b05", NOW).keywords).toEqual(["zq4f3a1b05"]);
  });
});
