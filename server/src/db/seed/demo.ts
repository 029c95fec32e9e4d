import type { DataSource } from "typeorm";
import { seedDemoOpportunities } from "./opportunities.js";
import { resolvePendingPlaces } from "../../modules/search/place-resolver.js";
import {
  CAREERS,
  CITIES,
  CITIES_ABROAD,
  EMPLOYERS,
  FIRST_NAMES,
  SHOWCASE_MEMBERS,
  SURNAMES,
  TOWNS,
  TRADES,
  type ShowcaseMember,
  type Trade,
} from "./demo.data.js";

export const DEMO_ADMIN_EMAIL = "admin@example.com";
const VERIFIED_MEMBERS = 150;
const PENDING_MEMBERS = 8;
const CURRENT_YEAR = 2026;

/** The centre is in Chandigarh: many members stay in the Tricity. */
const TRICITY = [
  ["Chandigarh", "Chandigarh"],
  ["Mohali", "Punjab"],
  ["Panchkula", "Haryana"],
] as const;

/** A small seeded PRNG so every fresh start seeds the same members. */
function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const some = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < n && copy.length)
      out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]);
    return out;
  };
  return { next, pick, int, some };
}

type Member = Record<string, unknown>;

function employerFor(trade: Trade, r: ReturnType<typeof random>): string {
  if (trade.code === "CS") return r.pick(EMPLOYERS.tech);
  if (trade.code === "CE") return r.pick(EMPLOYERS.construction);
  if (trade.code === "EC" && r.next() < 0.3) return r.pick(EMPLOYERS.tech);
  return r.pick(EMPLOYERS.industry);
}

/** E-mail addresses and roll numbers for the demo members: each one free, deterministic. */
function memberNamer() {
  const serials = new Map<string, number>();
  const emails = new Set<string>();
  const nextSuffix = new Map<string, number>();
  /** first.surname@example.com, or with the next free number for this name (fast at 100,000). */
  const freeEmail = (first: string, surname: string) => {
    const base = `${first}.${surname}`.toLowerCase();
    let email = `${base}@example.com`;
    for (let n = nextSuffix.get(base) ?? 2; emails.has(email); n++) {
      email = `${base}${n}@example.com`;
      nextSuffix.set(base, n + 1);
    }
    emails.add(email);
    return email;
  };
  /** The next roll number of a batch and trade. */
  const rollNumber = (batchYear: number, trade: Trade) => {
    const key = `${batchYear}-${trade.code}`;
    const serial = (serials.get(key) ?? 0) + 1;
    serials.set(key, serial);
    return `ISTC-${batchYear}-${trade.code}-${String(serial).padStart(3, "0")}`;
  };
  return { freeEmail, rollNumber };
}

/** A showcase member (written by hand in demo.data.ts) as a demo member. */
function showcaseMember(
  s: ShowcaseMember,
  freeEmail: (first: string, surname: string) => string,
  rollNumber: (batchYear: number, trade: Trade) => string,
): Member {
  const trade = TRADES.find((t) => t.code === s.trade)!;
  const [city, state] = s.city;
  return {
    email: freeEmail(s.first, s.surname),
    full_name: `${s.first} ${s.surname}`,
    roll_number: rollNumber(s.batchYear, trade),
    trade: trade.name,
    course: trade.course,
    batch_year: s.batchYear,
    current_location: `${city}, ${state}`,
    job_title: s.jobTitle,
    company: s.company,
    occupation: s.jobTitle,
    company_organization: s.company,
    skills: s.skills,
    bio: `ISTC ${s.batchYear} batch, ${trade.name}. ${s.jobTitle} at ${s.company}, working with ${s.skills.slice(0, 2).join(" and ")}.`,
    linkedin_url: `https://www.linkedin.com/in/${s.first}-${s.surname}`.toLowerCase(),
    whatsapp_link: null,
    phone_number: null,
    profile_completed: true,
    is_verified: true,
  };
}

/** The demo admin (DEMO_ADMIN_EMAIL). */
const demoAdmin = (): Member => ({
  email: DEMO_ADMIN_EMAIL,
  full_name: "Demo Admin",
  roll_number: "ISTC-ADMIN-001",
  trade: "Administration",
  current_location: "Chandigarh, Chandigarh",
  occupation: "Community Admin",
  company_organization: "ISTC Connect",
  skills: ["Community", "Verification"],
  profile_completed: true,
  is_verified: true,
  is_admin: true,
});

/**
 * The demo population: `verified` verified members and `pending` pending ones (the last two of them
 * with incomplete profiles), then the showcase members (verified, written by hand), deterministic. The benchmark generates 100,000 with the same code.
 */
export function demoMembers(verified = VERIFIED_MEMBERS, pending = PENDING_MEMBERS): Member[] {
  const VERIFIED_MEMBERS = verified;
  const PENDING_MEMBERS = pending;
  const r = random(20261122);
  const members: Member[] = [];
  const { freeEmail, rollNumber } = memberNamer();
  for (let i = 0; i < VERIFIED_MEMBERS + PENDING_MEMBERS; i++) {
    const female = r.next() < 0.42;
    const first = r.pick(female ? FIRST_NAMES.female : FIRST_NAMES.male);
    const surname =
      female && r.next() < 0.2 ? "Kaur" : r.pick(SURNAMES.filter((s) => s !== "Kaur" || female));
    const trade = r.pick(TRADES);
    const batchYear = r.int(2008, CURRENT_YEAR - 1);
    const roll = rollNumber(batchYear, trade);
    // Most live in the big cities, some in small towns, about one in twelve abroad.
    const where = r.next();
    const places: readonly (readonly [string, string])[] =
      where < 0.08 ? CITIES_ABROAD : where < 0.2 ? TOWNS : where < 0.45 ? TRICITY : CITIES;
    const [city, state] = r.pick(places);
    const student = batchYear >= CURRENT_YEAR - 2;
    // About one alumnus in ten teaches, founded a business or changed field.
    const career = !student && r.next() < 0.1 ? r.pick(CAREERS) : null;
    const company = student
      ? null
      : career
        ? career.company.replace("{surname}", surname).replace("{city}", city)
        : employerFor(trade, r);
    const jobTitle = student ? null : career ? career.title : r.pick(trade.titles);
    const email = freeEmail(first, surname);
    const pending = i >= VERIFIED_MEMBERS;
    const incomplete = pending && i >= VERIFIED_MEMBERS + PENDING_MEMBERS - 2;
    const slug = `${first}-${surname}-${r.int(100, 999)}`.toLowerCase();
    const phone = `+91 ${r.pick(["98", "97", "94", "81", "70", "99"])}${r.int(10000000, 99999999)}`;
    const skills = r.some(trade.skills, r.int(2, 6));
    members.push({
      email,
      full_name: `${first} ${surname}`,
      roll_number: incomplete ? null : roll,
      trade: incomplete ? null : trade.name,
      course: trade.course,
      batch_year: batchYear,
      current_location: incomplete ? null : `${city}, ${state}`,
      job_title: jobTitle,
      company,
      occupation: student ? "Student" : jobTitle,
      company_organization: student ? "ISTC Chandigarh" : company,
      skills,
      bio: student
        ? `${trade.course} student (batch ${batchYear}) at ISTC, interested in ${skills.slice(0, 2).join(" and ")}.`
        : `ISTC ${batchYear} batch, ${trade.name}. ${jobTitle} at ${company}, working with ${skills.slice(0, 2).join(" and ")}.`,
      linkedin_url: r.next() < 0.8 ? `https://www.linkedin.com/in/${slug}` : null,
      whatsapp_link: r.next() < 0.5 ? `https://wa.me/${phone.replace(/\D/g, "")}` : null,
      phone_number: r.next() < 0.6 ? phone : null,
      profile_completed: !incomplete,
      is_verified: !pending,
    });
  }
  members.push(...SHOWCASE_MEMBERS.map((m) => showcaseMember(m, freeEmail, rollNumber)));
  members.push(demoAdmin());
  return members;
}

/** Seeds the demo members when the database has no members yet. Returns what it did, or null. */
export async function seedDemoData(
  db: DataSource,
): Promise<{ members: number; adminEmail: string } | null> {
  return db.transaction(async (m) => {
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('seed-demo-data'))`);
    const [{ count }] = await m.query(`SELECT count(*)::int AS count FROM users`);
    if (count > 0) return null;
    const members = demoMembers();
    const columns = Object.keys(members[0]).concat("is_admin");
    for (const member of members) {
      const values = columns.map(
        (c) => member[c] ?? (c === "is_admin" ? false : c === "skills" ? [] : null),
      );
      const placeholders = columns.map((_, i) => `$${i + 1}`).join(", ");
      await m.query(`INSERT INTO users (${columns.join(", ")}) VALUES (${placeholders})`, values);
    }
    await seedDemoOpportunities(m);
    await resolvePendingPlaces(m);
    return { members: members.length, adminEmail: DEMO_ADMIN_EMAIL };
  });
}
