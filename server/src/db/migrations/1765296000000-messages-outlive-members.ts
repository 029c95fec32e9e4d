import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * A member who deletes their account leaves their messages with the members they wrote to (the
 * sender shown as "Deleted member"): the conversation, its messages and the other member's side no
 * longer reference `users`, so erasing a member keeps them (the erased member's own side still goes
 * with them). A conversation both of whose members are gone is deleted by the erasure.
 */
export class MessagesOutliveMembers1765296000000 implements MigrationInterface {
  name = "MessagesOutliveMembers1765296000000";

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "conversations" DROP CONSTRAINT "conversations_member_a_fkey"`);
    await q.query(`ALTER TABLE "conversations" DROP CONSTRAINT "conversations_member_b_fkey"`);
    await q.query(
      `ALTER TABLE "conversation_members" DROP CONSTRAINT "conversation_members_other_fkey"`,
    );
    await q.query(`ALTER TABLE "messages" DROP CONSTRAINT "messages_sender_fkey"`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Rows of members who are gone cannot point at them again: they go first.
    await q.query(
      `DELETE FROM "conversations" c WHERE NOT EXISTS (SELECT 1 FROM "users" u WHERE u.id = c.member_a)
         OR NOT EXISTS (SELECT 1 FROM "users" u WHERE u.id = c.member_b)`,
    );
    await q.query(
      `ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_fkey" FOREIGN KEY ("sender_id")
         REFERENCES "users" ("id") ON DELETE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "conversation_members" ADD CONSTRAINT "conversation_members_other_fkey"
         FOREIGN KEY ("other_id") REFERENCES "users" ("id") ON DELETE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "conversations" ADD CONSTRAINT "conversations_member_b_fkey" FOREIGN KEY ("member_b")
         REFERENCES "users" ("id") ON DELETE CASCADE`,
    );
    await q.query(
      `ALTER TABLE "conversations" ADD CONSTRAINT "conversations_member_a_fkey" FOREIGN KEY ("member_a")
         REFERENCES "users" ("id") ON DELETE CASCADE`,
    );
  }
}
