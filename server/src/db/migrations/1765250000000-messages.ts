import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Messages (modules/messages/) and the safety controls (modules/safety/):
 * - `conversations`: one per pair of members (member_a < member_b), with its last message;
 * - `conversation_members`: each member's side of a conversation: the unread count (kept by every
 *   send and read, so counting needs no scan), when they last read it (the other's "seen") and the
 *   last message's time (the list's sort key, indexed per member);
 * - `messages`: the text, oldest to newest by (created_at, id), `removed_at` when moderated;
 * - `member_blocks`: who blocked whom;
 * - `reports`: a member or a message reported to the admins, and how it was resolved;
 * - `message_sockets`: the open subscriptions of every app copy (a member with none is away).
 * Times are kept to the millisecond: the page cursors carry them.
 */
export class Messages1765250000000 implements MigrationInterface {
  name = "Messages1765250000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "conversations" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "member_a" uuid NOT NULL,
        "member_b" uuid NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_message_id" uuid,
        "last_message_at" timestamptz,
        CONSTRAINT "conversations_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "conversations_pair_key" UNIQUE ("member_a", "member_b"),
        CONSTRAINT "conversations_order_check" CHECK ("member_a" < "member_b"),
        CONSTRAINT "conversations_member_a_fkey" FOREIGN KEY ("member_a")
          REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "conversations_member_b_fkey" FOREIGN KEY ("member_b")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "conversations_member_b_idx" ON "conversations" ("member_b")`);
    await q.query(`
      CREATE TABLE "conversation_members" (
        "conversation_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "other_id" uuid NOT NULL,
        "unread_count" integer NOT NULL DEFAULT 0,
        "last_read_at" timestamptz,
        "last_message_at" timestamptz NOT NULL,
        CONSTRAINT "conversation_members_pkey" PRIMARY KEY ("user_id", "conversation_id"),
        CONSTRAINT "conversation_members_conversation_fkey" FOREIGN KEY ("conversation_id")
          REFERENCES "conversations" ("id") ON DELETE CASCADE,
        CONSTRAINT "conversation_members_user_fkey" FOREIGN KEY ("user_id")
          REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "conversation_members_other_fkey" FOREIGN KEY ("other_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX "conversation_members_list_idx" ON "conversation_members"
         ("user_id", "last_message_at" DESC, "conversation_id" DESC)`,
    );
    await q.query(
      `CREATE INDEX "conversation_members_unread_idx" ON "conversation_members" ("user_id")
         WHERE "unread_count" > 0`,
    );
    await q.query(
      `CREATE INDEX "conversation_members_conversation_idx" ON "conversation_members" ("conversation_id")`,
    );
    await q.query(`
      CREATE TABLE "messages" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "conversation_id" uuid NOT NULL,
        "sender_id" uuid NOT NULL,
        "body" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp()),
        "removed_at" timestamptz,
        CONSTRAINT "messages_pkey" PRIMARY KEY ("id"),
        CONSTRAINT "messages_conversation_fkey" FOREIGN KEY ("conversation_id")
          REFERENCES "conversations" ("id") ON DELETE CASCADE,
        CONSTRAINT "messages_sender_fkey" FOREIGN KEY ("sender_id")
          REFERENCES "users" ("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX "messages_thread_idx" ON "messages" ("conversation_id", "created_at" DESC, "id" DESC)`,
    );
    await q.query(`CREATE INDEX "messages_sender_idx" ON "messages" ("sender_id")`);
    await safetyTables(q);
    await socketTable(q);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "notifications" WHERE "kind" = 'message'`);
    await q.query(`DROP TABLE "message_sockets"`);
    await q.query(`DROP TABLE "reports"`);
    await q.query(`DROP TABLE "member_blocks"`);
    await q.query(`DROP TABLE "messages"`);
    await q.query(`DROP TABLE "conversation_members"`);
    await q.query(`DROP TABLE "conversations"`);
  }
}

/** Blocks between members and reports to the admins (modules/safety/). */
async function safetyTables(q: QueryRunner): Promise<void> {
  await q.query(`
    CREATE TABLE "member_blocks" (
      "blocker_id" uuid NOT NULL,
      "blocked_id" uuid NOT NULL,
      "created_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "member_blocks_pkey" PRIMARY KEY ("blocker_id", "blocked_id"),
      CONSTRAINT "member_blocks_not_self_check" CHECK ("blocker_id" <> "blocked_id"),
      CONSTRAINT "member_blocks_blocker_fkey" FOREIGN KEY ("blocker_id")
        REFERENCES "users" ("id") ON DELETE CASCADE,
      CONSTRAINT "member_blocks_blocked_fkey" FOREIGN KEY ("blocked_id")
        REFERENCES "users" ("id") ON DELETE CASCADE
    )`);
  await q.query(`CREATE INDEX "member_blocks_blocked_idx" ON "member_blocks" ("blocked_id")`);
  await q.query(`
    CREATE TABLE "reports" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "reporter_id" uuid,
      "reported_user_id" uuid,
      "message_id" uuid,
      "reason" text NOT NULL,
      "status" text NOT NULL DEFAULT 'open',
      "created_at" timestamptz NOT NULL DEFAULT date_trunc('milliseconds', clock_timestamp()),
      "resolved_at" timestamptz,
      "resolved_by" uuid,
      "action" text,
      "note" text,
      CONSTRAINT "reports_pkey" PRIMARY KEY ("id"),
      CONSTRAINT "reports_status_check" CHECK ("status" IN ('open', 'resolved')),
      CONSTRAINT "reports_action_check"
        CHECK ("action" IS NULL OR "action" IN ('dismiss', 'remove_message', 'suspend_member')),
      CONSTRAINT "reports_reporter_fkey" FOREIGN KEY ("reporter_id")
        REFERENCES "users" ("id") ON DELETE SET NULL,
      CONSTRAINT "reports_reported_user_fkey" FOREIGN KEY ("reported_user_id")
        REFERENCES "users" ("id") ON DELETE SET NULL,
      CONSTRAINT "reports_message_fkey" FOREIGN KEY ("message_id")
        REFERENCES "messages" ("id") ON DELETE SET NULL,
      CONSTRAINT "reports_resolved_by_fkey" FOREIGN KEY ("resolved_by")
        REFERENCES "users" ("id") ON DELETE SET NULL
    )`);
  await q.query(
    `CREATE INDEX "reports_queue_idx" ON "reports" ("status", "created_at" DESC, "id" DESC)`,
  );
  await q.query(`CREATE INDEX "reports_reporter_idx" ON "reports" ("reporter_id")`);
  await q.query(`CREATE INDEX "reports_reported_user_idx" ON "reports" ("reported_user_id")`);
  await q.query(`CREATE INDEX "reports_message_idx" ON "reports" ("message_id")`);
}

/** The open subscription sockets of every copy (modules/messages/message-presence.ts). */
async function socketTable(q: QueryRunner): Promise<void> {
  await q.query(`
    CREATE TABLE "message_sockets" (
      "id" uuid NOT NULL,
      "user_id" uuid NOT NULL,
      "copy_id" uuid NOT NULL,
      "seen_at" timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT "message_sockets_pkey" PRIMARY KEY ("id"),
      CONSTRAINT "message_sockets_user_fkey" FOREIGN KEY ("user_id")
        REFERENCES "users" ("id") ON DELETE CASCADE
    )`);
  await q.query(`CREATE INDEX "message_sockets_user_idx" ON "message_sockets" ("user_id")`);
  await q.query(`CREATE INDEX "message_sockets_copy_idx" ON "message_sockets" ("copy_id")`);
}
