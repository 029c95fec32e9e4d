import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDataSource } from "../../server/src/db/data-source.js";
import { migrate } from "../../server/src/db/migrate.js";
import { AuditEntry } from "../../server/src/modules/admin/audit-entry.entity.js";
import { Opportunity } from "../../server/src/modules/opportunities/opportunity.entity.js";
import type { User } from "../../server/src/modules/users/user.entity.js";
import { startTestApp, type TestApp } from "../support/test-app.js";
import { provideTestDatabase, type TestDatabase } from "../support/test-database.js";

// The rules around a post on every path: who sees the poster's contact details and who the admins
// are, what a member unverified again may still do with old posts (and the badge they show), and
// an admin's removal of someone else's post (a reason, the audit log, an e-mail to the poster).
// A database of its own: opportunities.test.ts counts the whole board.

let database: TestDatabase;
let app: TestApp;

type Member = { user: User; token: string };
let pending: Member, verified: Member, poster: Member, admin: Member;

const complete = { profileCompleted: true, trade: "Electronics", currentLocation: "Mohali" };

async function member(overrides: Partial<User>): Promise<Member> {
  const user = await app.buildUser(overrides);
  return { user, token: await app.tokenFor(user) };
}

async function post(who: Member, title = `Fitter ${randomBytes(3).toString("hex")}`) {
  const res = await app.rest("POST", "/api/opportunities", {
    token: who.token,
    body: { title, type: "Job", location: "Ludhiana", description: "Hydraulics." },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; title: string };
}

const OPPORTUNITY = `query($id: ID!) { opportunity(id: $id) {
  istcianPosted viewerCanEdit viewerCanDelete viewerRemovesAsAdmin
  poster { email phoneNumber contactWithheld } } }`;

const view = async (id: string, who: Member) =>
  (await app.gql(OPPORTUNITY, { id }, { token: who.token })).data.opportunity;

beforeAll(async () => {
  database = await provideTestDatabase("_rules", 8);
  const ds = createDataSource({ url: database.url, poolSize: 2 });
  await ds.initialize();
  await migrate(ds);
  await ds.destroy();
  app = await startTestApp({ DATABASE_URL: database.url });
  pending = await member({ ...complete, fullName: "Pending Pia" });
  verified = await member({ ...complete, isVerified: true, fullName: "Verified Vik" });
  poster = await member({
    ...complete,
    isVerified: true,
    fullName: "Poster Priya",
    phoneNumber: "+91 98765 43210",
  });
  admin = await member({ ...complete, isVerified: true, isAdminFlag: true, fullName: "Admin Ada" });
});
afterAll(async () => {
  await app?.close();
  await database?.stop();
});

describe("the contact rule holds on an opportunity's poster", () => {
  it("hides the poster's e-mail and phone from a pending member, as User.email is hidden", async () => {
    const { id } = await post(poster);
    const one = await app.rest("GET", `/api/opportunities/${id}`, { token: pending.token });
    expect(one.body).toMatchObject({
      contact_visibility: true,
      posted_by_name: "Poster Priya",
      posted_by_email: null,
      posted_by_phone: null,
    });
    const list = await app.rest("GET", "/api/opportunities", { token: pending.token });
    const listed = (list.body as { id: string }[]).find((o) => o.id === id);
    expect(listed).toMatchObject({ posted_by_email: null, posted_by_phone: null });
    expect((await view(id, pending)).poster).toEqual({
      email: null,
      phoneNumber: null,
      contactWithheld: true,
    });
    // The same viewer, the same member, through User: the same answer.
    const user = await app.gql(
      `query($id: ID!) { user(id: $id) { email phoneNumber } }`,
      { id: poster.user.id },
      { token: pending.token },
    );
    expect(user.data.user).toEqual({ email: null, phoneNumber: null });
  });

  it("shows them to verified members, admins and the poster", async () => {
    const { id } = await post(poster);
    for (const who of [verified, admin, poster]) {
      const res = await app.rest("GET", `/api/opportunities/${id}`, { token: who.token });
      expect(res.body, who.user.fullName).toMatchObject({
        posted_by_email: poster.user.email,
        posted_by_phone: "+91 98765 43210",
      });
      expect((await view(id, who)).poster.contactWithheld).toBe(false);
    }
  });
});

describe("is_admin is told to the member and to admins only", () => {
  it("reads false for admins in the anonymous directory and to other members", async () => {
    const name = `Admin ${randomBytes(3).toString("hex")}`;
    const listed = await member({
      ...complete,
      isVerified: true,
      isAdminFlag: true,
      fullName: name,
    });
    const directory = await app.rest(
      "GET",
      `/api/directory/users?search=${encodeURIComponent(name)}`,
    );
    expect(directory.status).toBe(200);
    expect(directory.body).toEqual([
      expect.objectContaining({ id: listed.user.id, is_admin: false }),
    ]);
    const gql = await app.gql(`query($f: String) { directory(filter: $f) { nodes { isAdmin } } }`, {
      f: name,
    });
    expect(gql.data.directory.nodes).toEqual([{ isAdmin: false }]);
    for (const who of [verified, pending]) {
      const res = await app.rest("GET", `/api/users/${listed.user.id}`, { token: who.token });
      expect(res.body).toHaveProperty("is_admin", false);
    }
  });

  it("reads true for the admin themself (me) and to another admin", async () => {
    expect((await app.rest("GET", "/api/auth/me", { token: admin.token })).body.is_admin).toBe(
      true,
    );
    const other = await member({ isAdminFlag: true, fullName: "Second Admin" });
    const res = await app.rest("GET", `/api/users/${other.user.id}`, { token: admin.token });
    expect(res.body.is_admin).toBe(true);
  });
});

describe("a member unverified again", () => {
  it("may no longer edit old posts, which lose the ISTCian Posted badge; deleting stays theirs", async () => {
    const again = await member({ ...complete, isVerified: true, fullName: "Again Arun" });
    const { id, title } = await post(again);
    expect((await view(id, again)).istcianPosted).toBe(true);
    const unverify = await app.rest("PATCH", `/api/admin/users/${again.user.id}/verify`, {
      token: admin.token,
      body: { is_verified: false },
    });
    expect(unverify.status).toBe(200);

    const edit = { title: "Changed", type: "Job", location: "Ludhiana", description: "Changed." };
    const rest = await app.rest("PUT", `/api/opportunities/${id}`, {
      token: again.token,
      body: edit,
    });
    expect(rest).toMatchObject({
      status: 403,
      body: {
        detail:
          "Only verified ISTCians can post opportunities. Please wait for admin verification.",
      },
    });
    const gql = await app.gql(
      `mutation($id: ID!, $i: OpportunityInput!) { updateOpportunity(id: $id, input: $i) { id } }`,
      { id, i: { ...edit, type: "JOB" } },
      { token: again.token },
    );
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: "FORBIDDEN" } });
    expect((await app.db.getRepository(Opportunity).findOneByOrFail({ id })).title).toBe(title);

    // The badge follows the poster's verification now, for everyone, on every path.
    const shown = await app.rest("GET", `/api/opportunities/${id}`, { token: verified.token });
    expect(shown.body.istcian_posted).toBe(false);
    expect(await view(id, again)).toMatchObject({
      istcianPosted: false,
      viewerCanEdit: false,
      viewerCanDelete: true,
    });

    // Verified again: the badge and the edit come back.
    await app.rest("PATCH", `/api/admin/users/${again.user.id}/verify`, {
      token: admin.token,
      body: { is_verified: true },
    });
    const ok = await app.rest("PUT", `/api/opportunities/${id}`, {
      token: again.token,
      body: edit,
    });
    expect(ok).toMatchObject({ status: 200, body: { title: "Changed", istcian_posted: true } });
  });

  it("is asked to complete the profile first, as when posting", async () => {
    const mover = await member({ ...complete, isVerified: true, fullName: "Mover Mia" });
    const { id } = await post(mover);
    await app.db.query(`UPDATE users SET profile_completed = false WHERE id = $1`, [mover.user.id]);
    const res = await app.rest("PUT", `/api/opportunities/${id}`, {
      token: mover.token,
      body: { title: "Changed", type: "Job", location: "Ludhiana", description: "Changed." },
    });
    expect(res).toMatchObject({
      status: 403,
      body: { detail: "Please complete your profile to post opportunities." },
    });
  });
});

describe("an admin removing someone else's post", () => {
  const DELETE = `mutation($id: ID!, $reason: String) { deleteOpportunity(id: $id, reason: $reason) }`;
  const removals = (targetId: string) =>
    app.db.getRepository(AuditEntry).countBy({ action: "REMOVE_OPPORTUNITY", targetId });

  it("needs a reason: refused without one (or blank, or too long), and nothing happens", async () => {
    const victim = await member({ ...complete, isVerified: true, fullName: "Victim Vee" });
    const { id } = await post(victim);
    expect(await view(id, admin)).toMatchObject({
      viewerCanDelete: true,
      viewerRemovesAsAdmin: true,
    });
    for (const reason of [undefined, null, "   "]) {
      const res = await app.gql(DELETE, { id, reason }, { token: admin.token });
      expect(res.errors?.[0], String(reason)).toMatchObject({
        message: "Please give a reason for removing this post: the poster is told it by e-mail.",
        extensions: { code: "BAD_USER_INPUT", field: "reason" },
      });
    }
    const rest = await app.rest("DELETE", `/api/opportunities/${id}`, { token: admin.token });
    expect(rest).toMatchObject({
      status: 400,
      body: {
        detail: "Please give a reason for removing this post: the poster is told it by e-mail.",
      },
    });
    const long = await app.rest("DELETE", `/api/opportunities/${id}`, {
      token: admin.token,
      body: { reason: "x".repeat(501) },
    });
    expect(long).toMatchObject({
      status: 400,
      body: { detail: "The reason must be at most 500 characters" },
    });
    expect(await app.db.getRepository(Opportunity).countBy({ id })).toBe(1);
    expect(await removals(victim.user.id)).toBe(0);
  });

  it("with a reason: removes it, writes the audit log and tells the poster by e-mail", async () => {
    const victim = await member({ ...complete, isVerified: true, fullName: "Victim Vera" });
    const own = await post(victim, "Own delete");
    const removed = await post(victim, 'Cheap <b>"phones"</b>');
    // The poster deleting their own post: no reason asked, nothing logged, no e-mail (checked below:
    // the only mail the poster gets is the removal's).
    expect(await view(own.id, victim)).toMatchObject({ viewerRemovesAsAdmin: false });
    const mine = await app.rest("DELETE", `/api/opportunities/${own.id}`, {
      token: victim.token,
      body: { reason: "ignored" },
    });
    expect(mine.status).toBe(200);

    const reason = `Spam: <a href="https://evil.example/">claim your prize</a> & more\nSecond line`;
    const res = await app.rest("DELETE", `/api/opportunities/${removed.id}`, {
      token: admin.token,
      body: { reason },
    });
    expect(res).toMatchObject({
      status: 200,
      body: { id: removed.id, message: "Opportunity deleted successfully" },
    });
    expect(await app.db.getRepository(Opportunity).countBy({ id: removed.id })).toBe(0);

    const log = await app.gql(
      `{ adminAuditLog(first: 5) { nodes { action actorId actorName targetId targetName before after } } }`,
      {},
      { token: admin.token },
    );
    const entry = log.data.adminAuditLog.nodes.find(
      (e: { targetId: string }) => e.targetId === victim.user.id,
    );
    expect(entry).toEqual({
      action: "REMOVE_OPPORTUNITY",
      actorId: admin.user.id,
      actorName: "Admin Ada",
      targetId: victim.user.id,
      targetName: "Victim Vera",
      before: {
        opportunityId: removed.id,
        title: 'Cheap <b>"phones"</b>',
        type: "Job",
        location: "Ludhiana",
      },
      after: { removed: true, reason },
    });
    expect(await removals(victim.user.id)).toBe(1);

    const mail = await app.mailbox.waitForMail(victim.user.email);
    expect(mail.subject).toBe("ISTC Connect: your opportunity was removed");
    expect(mail.text).toContain('removed your opportunity "Cheap <b>"phones"</b>" from the board');
    expect(mail.text).toContain(`The reason given:\n${reason}\n`);
    // The HTML part shows the same words, escaped: the reason adds no link or markup.
    expect(mail.html).not.toContain("<a href");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain("&#60;a href=&#34;https://evil.example/&#34;&#62;claim your prize");
    expect(app.mailbox.to(victim.user.email)).toHaveLength(1);
  });

  it("keeps the reason as plain text: control characters and direction overrides are dropped", async () => {
    const victim = await member({ ...complete, isVerified: true, fullName: "Victim Val" });
    const { id } = await post(victim);
    const res = await app.gql(
      DELETE,
      { id, reason: "Spam\u0000 \u202Eevil\tlink\r\n\r\n\r\n\r\nSecond line " },
      { token: admin.token },
    );
    expect(res.data?.deleteOpportunity).toBe(id);
    const [entry] = await app.db
      .getRepository(AuditEntry)
      .findBy({ action: "REMOVE_OPPORTUNITY", targetId: victim.user.id });
    expect(entry.after).toEqual({ removed: true, reason: "Spam evil link\n\nSecond line" });
    const mail = await app.mailbox.waitForMail(victim.user.email);
    expect(mail.text).toContain("The reason given:\nSpam evil link\n\nSecond line\n");
    // Text or GraphQL's own checks: a reason that is not text is a 400, never a 500.
    for (const reason of [42, { a: 1 }]) {
      const rest = await app.rest("DELETE", `/api/opportunities/${id}`, {
        token: admin.token,
        body: { reason },
      });
      expect(rest.status, JSON.stringify(reason)).toBe(400);
    }
  });

  it("takes the reason as ?reason= on REST too; an admin's own post needs none", async () => {
    const victim = await member({ ...complete, isVerified: true, fullName: "Victim Vic" });
    const { id } = await post(victim);
    const res = await app.rest(
      "DELETE",
      `/api/opportunities/${id}?reason=${encodeURIComponent("Off-topic")}`,
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    const mail = await app.mailbox.waitForMail(victim.user.email);
    expect(mail.text).toContain("The reason given:\nOff-topic\n");

    const ownPost = await post(admin);
    expect(await view(ownPost.id, admin)).toMatchObject({ viewerRemovesAsAdmin: false });
    const own = await app.gql(DELETE, { id: ownPost.id }, { token: admin.token });
    expect(own.data?.deleteOpportunity).toBe(ownPost.id);
    expect(await removals(admin.user.id)).toBe(0);
  });

  it("is still refused to members who are neither poster nor admin, reason or not", async () => {
    const { id } = await post(poster);
    expect(await view(id, verified)).toMatchObject({
      viewerCanDelete: false,
      viewerRemovesAsAdmin: false,
    });
    const res = await app.rest("DELETE", `/api/opportunities/${id}`, {
      token: verified.token,
      body: { reason: "I do not like it" },
    });
    expect(res).toMatchObject({
      status: 403,
      body: { detail: "Only the member who posted this opportunity or an admin can delete it." },
    });
  });
});
