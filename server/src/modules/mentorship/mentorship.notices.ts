import type { DataSource } from "typeorm";
import { MENTORSHIP_LIMITS as L } from "#common/limits";
import type { JobDefinition, JobQueue } from "../../jobs/job-queue.js";
import type { Logger } from "../../logger.js";
import type { NotifyInput } from "../notifications/notification.service.js";

export const REMINDER_JOB = "mentorship-reminder";

interface ReminderData {
  requestId: string;
}

/** The two members of a request, with their names, as the notices read them. */
export interface RequestBrief {
  id: string;
  mentorId: string;
  menteeId: string;
  mentorName: string;
  menteeName: string;
  goal: string;
  status: string;
}

const DAY_MS = 86_400_000;
const URL = "/mentorship";

/** The goal in a notice: its first line, shortened. */
const excerpt = (goal: string) => {
  const line = goal.split("\n")[0];
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
};

/**
 * What members are told about mentorship, all through NotificationService.notify (kind
 * "mentorship", preference "mentorship"): a new request to the mentor, the answer to the mentee,
 * the end to the other one, and a reminder to the mentor after 7 days without an answer (a keyed
 * job due then, which does nothing once the request was answered). Each key makes a notice once.
 */
export class MentorshipNotices {
  constructor(
    private readonly db: DataSource,
    private readonly jobs: JobQueue,
    private readonly notify: (input: NotifyInput) => Promise<unknown>,
    private readonly log?: Logger,
  ) {}

  definitions(): JobDefinition[] {
    return [
      { name: REMINDER_JOB, handler: (d) => this.remind(d as ReminderData) },
    ] as JobDefinition[];
  }

  /** Tells a member; a failure to tell never undoes what was done. */
  private async tell(input: NotifyInput): Promise<void> {
    try {
      await this.notify({ ...input, kind: "mentorship" });
    } catch (err) {
      this.log?.error({ err, key: input.key }, "mentorship notification failed");
    }
  }

  async brief(requestId: string): Promise<RequestBrief | null> {
    const [row] = (await this.db.query(
      `SELECT r.id, r.mentor_id AS "mentorId", r.mentee_id AS "menteeId", r.goal, r.status,
              mentor.full_name AS "mentorName", mentee.full_name AS "menteeName"
         FROM mentorship_requests r
         JOIN users mentor ON mentor.id = r.mentor_id
         JOIN users mentee ON mentee.id = r.mentee_id
        WHERE r.id = $1`,
      [requestId],
    )) as RequestBrief[];
    return row ?? null;
  }

  /** A new request: the mentor is told, and reminded in 7 days if it is still waiting. */
  async requested(r: RequestBrief, createdAt: Date): Promise<void> {
    await this.tell({
      userId: r.mentorId,
      kind: "mentorship",
      title: `${r.menteeName} asked you for mentorship`,
      body: `${excerpt(r.goal)} Open Mentorship to accept or decline.`,
      url: URL,
      key: `mentorship-request:${r.id}`,
    });
    try {
      await this.jobs.send(
        REMINDER_JOB,
        { requestId: r.id },
        { key: r.id, startAfter: new Date(createdAt.getTime() + L.reminderDays * DAY_MS) },
      );
    } catch (err) {
      this.log?.error({ err, requestId: r.id }, "mentorship reminder not scheduled");
    }
  }

  /** The mentor's answer, to the mentee. */
  async answered(r: RequestBrief, answer: "accepted" | "declined"): Promise<void> {
    await this.tell({
      userId: r.menteeId,
      kind: "mentorship",
      title:
        answer === "accepted"
          ? `${r.mentorName} accepted your mentorship request`
          : `${r.mentorName} declined your mentorship request`,
      body:
        answer === "accepted"
          ? `You and ${r.mentorName} are now connected: send a message to plan your first conversation.`
          : `${r.mentorName} can't take you on right now. Other mentors on the Mentors page may help.`,
      url: URL,
      key: `mentorship-${answer}:${r.id}`,
    });
  }

  /** The end of an active mentorship, to the one who did not end it. */
  async ended(r: RequestBrief, endedBy: string): Promise<void> {
    const byMentor = endedBy === r.mentorId;
    const other = byMentor ? r.menteeId : r.mentorId;
    const name = byMentor ? r.mentorName : r.menteeName;
    await this.tell({
      userId: other,
      kind: "mentorship",
      title: `${name} ended your mentorship`,
      body: byMentor
        ? `Your mentorship with ${name} has ended. You can leave private feedback on the Mentorship page.`
        : `Your mentorship of ${name} has ended. Thank you for guiding a fellow ISTCian.`,
      url: URL,
      key: `mentorship-ended:${r.id}`,
    });
  }

  /** The reminder job: the mentor, when the request still waits for an answer. */
  async remind({ requestId }: ReminderData): Promise<void> {
    const r = await this.brief(requestId);
    if (!r || r.status !== "pending") return;
    await this.tell({
      userId: r.mentorId,
      kind: "mentorship",
      title: `${r.menteeName} is waiting for your answer`,
      body: `${r.menteeName} asked you for mentorship a week ago: "${excerpt(r.goal)}" Please accept or decline, so they know where they stand.`,
      url: URL,
      key: `mentorship-reminder:${r.id}`,
    });
  }
}
