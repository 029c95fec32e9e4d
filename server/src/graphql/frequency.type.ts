import { registerEnumType } from "type-graphql";

/** How often a member is e-mailed about something (GraphQL enum; REST uses the lower-case values). */
export enum AlertFrequency {
  INSTANT = "instant",
  DAILY = "daily",
  WEEKLY = "weekly",
  OFF = "off",
}

registerEnumType(AlertFrequency, {
  name: "AlertFrequency",
  description:
    "How often to e-mail: at once, in a daily or weekly digest (08:00 India time), or never.",
  valuesConfig: {
    INSTANT: { description: "An e-mail at once (within a minute)." },
    DAILY: { description: "In the daily digest, 08:00 India time." },
    WEEKLY: { description: "In the weekly digest, Mondays 08:00 India time." },
    OFF: { description: "No e-mail (in-app notifications still appear)." },
  },
});
