import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, uniqueEmail, type TestApp } from "../support/test-app.js";

let app: TestApp;
const adminEmail = uniqueEmail("admin-by-env");
beforeAll(async () => {
  app = await startTestApp({ ADMIN_EMAILS: adminEmail });
});
afterAll(() => app.close());

const roll = () => `ISTC-2019-ME-${randomBytes(3).toString("hex").toUpperCase()}`;
const update = (token: string, body: Record<string, unknown>) =>
  app.rest("PUT", "/api/profile/update", { token, body });
const stored = (id: string) => app.db.getRepository(User).findOneByOrFail({ id });

async function member(overrides: Partial<User> = {}) {
  const user = await app.buildUser({
    rollNumber: roll(),
    trade: "Mechanical",
    currentLocation: "Mohali",
    profileCompleted: true,
    ...overrides,
  });
  return { user, token: await app.tokenFor(user) };
}

describe("PUT /api/profile/update", () => {
  it("saves every field of the update call and answers the user JSON", async () => {
    const { user, token } = await member();
    const newRoll = roll();
    const res = await update(token, {
      roll_number: newRoll.toLowerCase(),
      trade: " Electronics ",
      current_location: "Chandigarh",
      job_title: "Design Engineer",
      company: "Tata Motors",
      skills: ["CAD", " welding ", "", "cad", "PLC, SCADA"],
      linkedin_url: "https://www.linkedin.com/in/someone",
      whatsapp_link: "+91 98765-43210",
      bio: "Line one\r\nLine two",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      roll_number: newRoll,
      trade: "Electronics",
      current_location: "Chandigarh",
      job_title: "Design Engineer",
      company: "Tata Motors",
      skills: ["CAD", "welding", "PLC", "SCADA"],
      linkedin_url: "https://www.linkedin.com/in/someone",
      whatsapp_link: "https://wa.me/919876543210",
      bio: "Line one\nLine two",
      profile_completed: true,
    });
    expect((await stored(user.id)).skills).toEqual(["CAD", "welding", "PLC", "SCADA"]);
  });

  it("keeps omitted fields and clears optional fields sent empty", async () => {
    const { user, token } = await member({ jobTitle: "Fitter", company: "HMT", bio: "Hello" });
    const res = await update(token, { company: "", skills: [] });
    expect(res.status).toBe(200);
    const after = await stored(user.id);
    expect(after).toMatchObject({ jobTitle: "Fitter", company: null, bio: "Hello", skills: [] });
  });

  it.each([
    ["whatsapp_link", "98765 43210", "https://wa.me/919876543210"],
    ["whatsapp_link", "+44 7700 900123", "https://wa.me/447700900123"],
    ["whatsapp_link", "https://wa.me/919876543210", "https://wa.me/919876543210"],
    ["whatsapp_link", "wa.me/+919876543210", "https://wa.me/919876543210"],
    [
      "whatsapp_link",
      "https://api.whatsapp.com/send?phone=919876543210",
      "https://wa.me/919876543210",
    ],
    ["linkedin_url", "linkedin.com/in/someone", "https://linkedin.com/in/someone"],
    ["linkedin_url", "http://linkedin.com/in/x", "http://linkedin.com/in/x"],
  ])("normalises %s %j", async (key, value, expected) => {
    const { token } = await member();
    const res = await update(token, { [key]: value });
    expect(res.status).toBe(200);
    expect(res.body[key]).toBe(expected);
  });

  const LINKEDIN = "LinkedIn URL must be a web address starting with http:// or https://";
  const WHATSAPP =
    "WhatsApp must be a wa.me link or a phone number with its country code, e.g. +91 98765 43210";
  it.each([
    [{ linkedin_url: "javascript:alert(1)" }, LINKEDIN, "linkedinUrl"],
    [{ linkedin_url: "data:text/html,<script>alert(1)</script>" }, LINKEDIN, "linkedinUrl"],
    [{ linkedin_url: "ftp://linkedin.com/in/x" }, LINKEDIN, "linkedinUrl"],
    [{ linkedin_url: "https://user:pw@evil.example/x" }, LINKEDIN, "linkedinUrl"],
    [
      { linkedin_url: `https://linkedin.com/${"a".repeat(300)}` },
      "LinkedIn URL must be at most 300 characters",
      "linkedinUrl",
    ],
    [{ whatsapp_link: "call me" }, WHATSAPP, "whatsappLink"],
    [{ whatsapp_link: "https://evil.example/919876543210" }, WHATSAPP, "whatsappLink"],
    [{ whatsapp_link: "12345" }, WHATSAPP, "whatsappLink"],
    [{ skills: ["x".repeat(51)] }, "Each skill must be at most 50 characters", "skills"],
    [
      { skills: Array.from({ length: 31 }, (_, i) => `skill ${i}`) },
      "Add at most 30 skills",
      "skills",
    ],
    [{ bio: "b".repeat(1001) }, "Bio must be at most 1000 characters", "bio"],
    [{ job_title: "j".repeat(101) }, "Job title must be at most 100 characters", "jobTitle"],
    [{ company: "c".repeat(101) }, "Company must be at most 100 characters", "company"],
    [{ trade: "  " }, "Trade is required", "trade"],
    [{ roll_number: "" }, "Roll number is required", "rollNumber"],
    [
      { current_location: "l".repeat(101) },
      "Current location must be at most 100 characters",
      "currentLocation",
    ],
  ])("refuses %j with a clear message and saves nothing", async (body, detail, field) => {
    const { user, token } = await member({ bio: "Before" });
    const res = await update(token, { bio: "After", ...body });
    expect(res).toMatchObject({ status: 400, body: { detail } });
    expect((await stored(user.id)).bio).toBe("Before");

    const gql = await app.gql(
      `mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`,
      { input: { [field]: Object.values(body)[0] } },
      { token },
    );
    expect(gql.errors?.[0]).toMatchObject({
      message: detail,
      extensions: { code: "BAD_USER_INPUT", field },
    });
  });

  it("keeps roll numbers unique (409) and a verified member who changes theirs is pending again", async () => {
    const taken = await member();
    const { user, token } = await member({ isVerified: true });
    const clash = await update(token, { roll_number: taken.user.rollNumber!.toLowerCase() });
    expect(clash).toMatchObject({
      status: 409,
      body: {
        detail:
          "This roll number is already registered to another member. If it is yours, contact an admin.",
      },
    });
    expect((await stored(user.id)).isVerified).toBe(true);

    // The same roll number (any case) is no change.
    const same = await update(token, { roll_number: user.rollNumber!.toLowerCase(), bio: "Hi" });
    expect(same.body.is_verified).toBe(true);
    const changed = await update(token, { roll_number: roll() });
    expect(changed.body).toMatchObject({ is_verified: false });
    expect(changed.body.pending_reason).toMatch(/^Your roll number changed from/);
  });

  it("needs a signed-in member and a JSON object", async () => {
    expect((await app.rest("PUT", "/api/profile/update", { body: { bio: "x" } })).status).toBe(401);
    const { token } = await member();
    const res = await app.rest("PUT", "/api/profile/update", { token, rawBody: "[1]" });
    expect(res).toMatchObject({
      status: 400,
      body: { detail: "Request body must be a JSON object" },
    });
    const wrongType = await update(token, { trade: 42 });
    expect(wrongType.status).toBe(400);
  });
});

describe("profile edits in one statement keep every guarantee", () => {
  it("concurrent edits of different fields are all kept", async () => {
    const { user, token } = await member();
    const edits = [
      { job_title: "Tool Designer" },
      { company: "Bharat Forge" },
      { bio: "Concurrent bio" },
      { skills: ["CNC", "PLC"] },
      { linkedin_url: "https://linkedin.com/in/concurrent" },
      { whatsapp_link: "+91 98765 43210" },
      { trade: "Tool and Die" },
      { contact_visibility: "connections" },
    ];
    const answers = await Promise.all(edits.map((body) => update(token, body)));
    for (const res of answers) expect(res.status).toBe(200);
    expect(await stored(user.id)).toMatchObject({
      jobTitle: "Tool Designer",
      company: "Bharat Forge",
      bio: "Concurrent bio",
      skills: ["CNC", "PLC"],
      linkedinUrl: "https://linkedin.com/in/concurrent",
      whatsappLink: "https://wa.me/919876543210",
      trade: "Tool and Die",
      contactVisibility: "connections",
    });
  });

  it("an edit waits for a change committed meanwhile, keeps it and answers it", async () => {
    const { user, token } = await member({ course: "Before" });
    const runner = app.db.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      await runner.query(`UPDATE users SET course = 'Set by an admin' WHERE id = $1`, [user.id]);
      const pending = update(token, { job_title: "Fitter" });
      // The edit waits on the row until the other transaction commits.
      let settled = false;
      void pending.then(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(settled).toBe(false);
      await runner.commitTransaction();
      const res = await pending;
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ job_title: "Fitter", course: "Set by an admin" });
    } finally {
      await runner.release();
    }
    expect(await stored(user.id)).toMatchObject({ jobTitle: "Fitter", course: "Set by an admin" });
  });

  it("resolves a new location's place and completes the profile from the new values", async () => {
    const { user, token } = await member({ currentLocation: null, profileCompleted: false });
    const res = await update(token, { current_location: "Ludhiana, Punjab" });
    expect(res.body).toMatchObject({
      current_location: "Ludhiana, Punjab",
      profile_completed: true,
    });
    expect(await stored(user.id)).toMatchObject({
      placeId: expect.any(String),
      placeName: expect.stringContaining("Ludhiana"),
      placeSource: "Ludhiana, Punjab",
      profileCompleted: true,
    });
    // Without a roll number the profile stays incomplete, whatever else is given.
    const other = await member({ rollNumber: null, profileCompleted: false });
    const edit = await update(other.token, { trade: "Civil", current_location: "Pune" });
    expect(edit.body).toMatchObject({ trade: "Civil", profile_completed: false });
    // An empty edit changes nothing and answers the member.
    const empty = await update(other.token, {});
    expect(empty).toMatchObject({ status: 200, body: { id: other.user.id, trade: "Civil" } });
  });

  it("an unknown member is not found", async () => {
    await expect(
      app.services.profiles.update(randomUUID(), { bio: "Ghost" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: "User not found" });
    await expect(
      app.services.profiles.update(randomUUID(), { rollNumber: roll() }),
    ).rejects.toMatchObject({ code: "NOT_FOUND", message: "User not found" });
  });
});

describe("GET /api/users/{id}", () => {
  it("answers the documented user JSON", async () => {
    const { user } = await member({ skills: ["CAD"], bio: "About me" });
    const viewer = await member({ isVerified: true });
    const res = await app.rest("GET", `/api/users/${user.id}`, { token: viewer.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      full_name: user.fullName,
      roll_number: user.rollNumber,
      skills: ["CAD"],
      bio: "About me",
      is_verified: false,
      profile_image: null,
    });
    for (const key of ["course", "occupation", "company_organization", "phone_number", "email"])
      expect(res.body).toHaveProperty(key);
  });

  it("answers 404 with a detail for unknown and malformed ids, 401 without a token", async () => {
    const { token } = await member();
    for (const id of ["00000000-0000-0000-0000-000000000000", "not-a-uuid", "1%27%20OR%201=1"]) {
      expect(await app.rest("GET", `/api/users/${id}`, { token })).toMatchObject({
        status: 404,
        body: { detail: "User not found" },
      });
    }
    const { user } = await member();
    expect((await app.rest("GET", `/api/users/${user.id}`)).status).toBe(401);
  });
});

describe("contact details (e-mail, phone number, WhatsApp) by viewer", () => {
  const CONTACT = `query($id: ID!) { user(id: $id) { email phoneNumber whatsappLink fullName } }`;

  async function target() {
    return (
      await member({
        phoneNumber: "+91 98765 43210",
        whatsappLink: "https://wa.me/919876543210",
      })
    ).user;
  }

  const viewers: [string, () => Promise<string>, boolean][] = [
    ["a pending member", async () => (await member()).token, false],
    ["a verified member", async () => (await member({ isVerified: true })).token, true],
    ["an admin by flag", async () => (await member({ isAdminFlag: true })).token, true],
    ["an admin by ADMIN_EMAILS", async () => (await member({ email: adminEmail })).token, true],
  ];

  it.each(viewers)("%s", async (_who, tokenOf, sees) => {
    const user = await target();
    const token = await tokenOf();
    const gql = await app.gql(CONTACT, { id: user.id }, { token });
    const rest = await app.rest("GET", `/api/users/${user.id}`, { token });
    const expected = sees
      ? { email: user.email, phone: "+91 98765 43210", whatsapp: "https://wa.me/919876543210" }
      : { email: null, phone: null, whatsapp: null };
    expect(gql.data.user).toMatchObject({
      email: expected.email,
      phoneNumber: expected.phone,
      whatsappLink: expected.whatsapp,
      fullName: user.fullName,
    });
    expect(rest.body).toMatchObject({
      email: expected.email,
      phone_number: expected.phone,
      whatsapp_link: expected.whatsapp,
    });
  });

  it("the member themself, even while pending", async () => {
    const user = await target();
    const token = await app.tokenFor(user);
    const rest = await app.rest("GET", `/api/users/${user.id}`, { token });
    expect(rest.body).toMatchObject({
      email: user.email,
      phone_number: "+91 98765 43210",
      whatsapp_link: "https://wa.me/919876543210",
    });
    const me = await app.rest("GET", "/api/auth/me", { token });
    expect(me.body.whatsapp_link).toBe("https://wa.me/919876543210");
  });

  it("an anonymous caller gets nothing at all", async () => {
    const user = await target();
    const gql = await app.gql(CONTACT, { id: user.id });
    expect(gql.data).toBeNull();
    expect(gql.errors?.[0].extensions?.code).toBe("UNAUTHENTICATED");
    const rest = await app.rest("GET", `/api/users/${user.id}`);
    expect(rest).toMatchObject({ status: 401 });
    expect(JSON.stringify(rest.body)).not.toContain(user.email);
  });
});
