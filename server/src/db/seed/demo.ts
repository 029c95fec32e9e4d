import type { DataSource } from "typeorm";
import { resolvePendingPlaces } from "../../modules/search/place-resolver.js";
import { CITIES, EMPLOYERS, FIRST_NAMES, SURNAMES, TRADES, type Trade } from "./demo-data.js";

export const DEMO_ADMIN_EMAIL = "admin@example.com";
const VERIFIED_MEMBERS = 150;
const PENDING_MEMBERS = 8;
const CURRENT_YEAR = 2026;

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

export function demoMembers(): Member[] {
  const r = random(20261122);
  const members: Member[] = [];
  const serials = new Map<string, number>();
  const emails = new Set<string>();
  for (let i = 0; i < VERIFIED_MEMBERS + PENDING_MEMBERS; i++) {
    const female = r.next() < 0.42;
    const first = r.pick(female ? FIRST_NAMES.female : FIRST_NAMES.male);
    const surname =
      female && r.next() < 0.2 ? "Kaur" : r.pick(SURNAMES.filter((s) => s !== "Kaur" || female));
    const trade = r.pick(TRADES);
    const batchYear = r.int(2008, CURRENT_YEAR - 1);
    const key = `${batchYear}-${trade.code}`;
    const serial = (serials.get(key) ?? 0) + 1;
    serials.set(key, serial);
    const [city, state] = r.pick(CITIES);
    const student = batchYear >= CURRENT_YEAR - 2;
    const company = student ? null : employerFor(trade, r);
    const jobTitle = student ? null : r.pick(trade.titles);
    let email = `${first}.${surname}`.toLowerCase() + "@example.com";
    for (let n = 2; emails.has(email); n++)
      email = `${first}.${surname}${n}`.toLowerCase() + "@example.com";
    emails.add(email);
    const pending = i >= VERIFIED_MEMBERS;
    const incomplete = pending && i >= VERIFIED_MEMBERS + PENDING_MEMBERS - 2;
    const slug = `${first}-${surname}-${r.int(100, 999)}`.toLowerCase();
    const phone = `+91 ${r.pick(["98", "97", "94", "81", "70", "99"])}${r.int(10000000, 99999999)}`;
    const skills = r.some(trade.skills, r.int(2, 6));
    members.push({
      email,
      full_name: `${first} ${surname}`,
      roll_number: incomplete
        ? null
        : `ISTC-${batchYear}-${trade.code}-${String(serial).padStart(3, "0")}`,
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
  members.push({
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
    await resolvePendingPlaces(m);
    return { members: members.length, adminEmail: DEMO_ADMIN_EMAIL };
  });
}
