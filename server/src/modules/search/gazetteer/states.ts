/**
 * Indian states and union territories: GeoNames admin1 code -> our code, name and what people type.
 * Shared by the gazetteer build script (scripts/build-gazetteer.mjs) and the runtime gazetteer.
 */
export interface StateInfo {
  code: string;
  name: string;
  /** Other names and abbreviations people type (lower case). */
  aliases: string[];
}

export const INDIAN_STATES: Record<string, StateInfo> = {
  "01": {
    code: "AN",
    name: "Andaman and Nicobar Islands",
    aliases: ["andaman", "andamans", "a&n"],
  },
  "02": { code: "AP", name: "Andhra Pradesh", aliases: ["ap", "andhra"] },
  "03": { code: "AS", name: "Assam", aliases: [] },
  "05": { code: "CH", name: "Chandigarh", aliases: [] },
  "06": {
    code: "DH",
    name: "Dadra and Nagar Haveli and Daman and Diu",
    aliases: ["dadra and nagar haveli", "daman and diu", "daman", "silvassa"],
  },
  "07": { code: "DL", name: "Delhi", aliases: ["nct of delhi", "nct", "dl"] },
  "09": { code: "GJ", name: "Gujarat", aliases: ["gj", "gujrat"] },
  "10": { code: "HR", name: "Haryana", aliases: [] },
  "11": { code: "HP", name: "Himachal Pradesh", aliases: ["hp", "himachal", "h.p."] },
  "12": {
    code: "JK",
    name: "Jammu and Kashmir",
    aliases: ["j&k", "jk", "j and k", "kashmir", "jammu & kashmir"],
  },
  "13": { code: "KL", name: "Kerala", aliases: ["kl"] },
  "14": { code: "LD", name: "Lakshadweep", aliases: [] },
  "16": { code: "MH", name: "Maharashtra", aliases: ["mh", "maharastra"] },
  "17": { code: "MN", name: "Manipur", aliases: [] },
  "18": { code: "ML", name: "Meghalaya", aliases: [] },
  "19": { code: "KA", name: "Karnataka", aliases: ["ka"] },
  "20": { code: "NL", name: "Nagaland", aliases: [] },
  "21": { code: "OD", name: "Odisha", aliases: ["orissa"] },
  "22": { code: "PY", name: "Puducherry", aliases: ["pondicherry", "pondy"] },
  "23": { code: "PB", name: "Punjab", aliases: ["pb", "panjab"] },
  "24": { code: "RJ", name: "Rajasthan", aliases: ["rj", "rajsthan"] },
  "25": { code: "TN", name: "Tamil Nadu", aliases: ["tn", "tamilnadu"] },
  "26": { code: "TR", name: "Tripura", aliases: [] },
  "28": { code: "WB", name: "West Bengal", aliases: ["wb", "bengal"] },
  "29": { code: "SK", name: "Sikkim", aliases: [] },
  "30": { code: "AR", name: "Arunachal Pradesh", aliases: ["arunachal"] },
  "31": { code: "MZ", name: "Mizoram", aliases: [] },
  "32": { code: "DH", name: "Dadra and Nagar Haveli and Daman and Diu", aliases: [] },
  "33": { code: "GA", name: "Goa", aliases: [] },
  "34": { code: "BR", name: "Bihar", aliases: [] },
  "35": { code: "MP", name: "Madhya Pradesh", aliases: ["mp", "m.p."] },
  "36": { code: "UP", name: "Uttar Pradesh", aliases: ["up", "u.p."] },
  "37": { code: "CG", name: "Chhattisgarh", aliases: ["chattisgarh", "chhatisgarh", "cg"] },
  "38": { code: "JH", name: "Jharkhand", aliases: ["jh"] },
  "39": { code: "UK", name: "Uttarakhand", aliases: ["uttaranchal", "uttrakhand"] },
  "40": { code: "TS", name: "Telangana", aliases: ["telengana"] },
  "41": { code: "LA", name: "Ladakh", aliases: [] },
};
