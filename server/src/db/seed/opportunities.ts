import type { EntityManager } from "typeorm";
import { searchTextOf } from "../../modules/opportunities/opportunity.search.js";

type Demo = {
  title: string;
  type: "Job" | "Internship" | "Freelance" | "Collab" | "Service";
  location: string;
  description: string;
  external_link?: string;
  tags: string[];
  contact_visibility?: boolean;
  /** Days before the seed ran. */
  age: number;
};

const DEMO_OPPORTUNITIES: Demo[] = [
  {
    title: "Junior CNC Programmer",
    type: "Job",
    location: "Mohali, Punjab",
    description:
      "Our machining unit in Phase 8 needs a CNC programmer for Fanuc turning centres. Freshers with good G-code basics are welcome; we train on CAM. Day shift, PF and ESI.",
    external_link: "https://example.com/careers/cnc-programmer",
    tags: ["CNC", "G-code", "Mastercam"],
    age: 1,
  },
  {
    title: "Summer internship: PCB design and testing",
    type: "Internship",
    location: "Chandigarh",
    description:
      "Six-week paid internship with our electronics lab: schematic capture, two-layer PCB layout in KiCad, and bench testing of power supplies. Final-year ISTC students preferred.",
    tags: ["KiCad", "PCB", "Electronics"],
    age: 2,
  },
  {
    title: "Freelance: website for a tiffin service",
    type: "Freelance",
    location: "Remote",
    description:
      "Need a simple mobile-friendly site with a menu, WhatsApp ordering and a monthly plan page. Budget around ₹15,000. Two weeks.",
    tags: ["React", "Web design"],
    age: 3,
  },
  {
    title: "Looking for partners: solar water pump kits",
    type: "Collab",
    location: "Ludhiana, Punjab",
    description:
      "I am building low-cost solar pump kits for small farms and want an electrical and a mechanical ISTCian to co-design the controller and the mounting. Weekend work to start.",
    tags: ["Solar", "Agritech", "Embedded"],
    contact_visibility: true,
    age: 4,
  },
  {
    title: "AutoCAD drafting and 3D modelling service",
    type: "Service",
    location: "Panchkula, Haryana",
    description:
      "I draft house plans, electrical layouts and machine parts in AutoCAD and SolidWorks. Quick turnaround, discounts for fellow ISTCians.",
    tags: ["AutoCAD", "SolidWorks", "Drafting"],
    age: 5,
  },
  {
    title: "Maintenance Engineer (Electrical), night shift",
    type: "Job",
    location: "Baddi, Himachal Pradesh",
    description:
      "Pharma plant needs an electrical maintenance engineer for HT/LT panels, VFDs and DG sets. 2+ years of experience. Company bus from Chandigarh.",
    external_link: "https://example.com/jobs/maintenance-electrical",
    tags: ["PLC", "VFD", "Maintenance"],
    age: 7,
  },
  {
    title: "Internship: Android app developer",
    type: "Internship",
    location: "Noida, Uttar Pradesh",
    description:
      "Three-month internship with a small product team building a Kotlin app for clinics. Stipend ₹12,000 a month, remote possible after the first month.",
    tags: ["Kotlin", "Android"],
    contact_visibility: false,
    age: 9,
  },
  {
    title: "Freelance tool-room work: press tool design",
    type: "Freelance",
    location: "Faridabad, Haryana",
    description:
      "Design of progressive press tools for sheet-metal brackets, per project. Share previous drawings when you reply.",
    tags: ["Tool design", "Sheet metal"],
    age: 12,
  },
];

/** A few realistic opportunities from verified demo members, newest first. */
export async function seedDemoOpportunities(m: EntityManager): Promise<number> {
  const posters: { id: string }[] = await m.query(
    `SELECT id FROM users WHERE is_verified AND profile_completed AND NOT is_admin
     ORDER BY email LIMIT $1`,
    [DEMO_OPPORTUNITIES.length],
  );
  if (!posters.length) return 0;
  for (const [n, o] of DEMO_OPPORTUNITIES.entries()) {
    await m.query(
      `INSERT INTO opportunities (title, type, location, description, external_link, tags,
         contact_visibility, posted_by, search_text, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9,
         now() - make_interval(days => $10), now() - make_interval(days => $10))`,
      [
        o.title,
        o.type,
        o.location,
        o.description,
        o.external_link ?? null,
        o.tags,
        o.contact_visibility ?? true,
        posters[n % posters.length].id,
        searchTextOf(o),
        o.age,
      ],
    );
  }
  return DEMO_OPPORTUNITIES.length;
}
