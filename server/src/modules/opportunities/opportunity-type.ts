import { registerEnumType } from "type-graphql";
import { OPPORTUNITY_TYPES } from "#common/limits";

/** The stored (and REST) spelling of a type: "Job", "Internship", ... */
export type OpportunityTypeValue = (typeof OPPORTUNITY_TYPES)[number];

/** GraphQL names in capitals, values as stored and as the REST API speaks them. */
export enum OpportunityType {
  JOB = "Job",
  INTERNSHIP = "Internship",
  FREELANCE = "Freelance",
  COLLAB = "Collab",
  SERVICE = "Service",
}

registerEnumType(OpportunityType, {
  name: "OpportunityType",
  description:
    "The kind of opportunity: Job, Internship, Freelance, Collab or Service (the REST API spells them so).",
  valuesConfig: {
    JOB: { description: "A job (REST spelling: Job)." },
    INTERNSHIP: { description: "An internship (REST spelling: Internship)." },
    FREELANCE: { description: "Freelance work (REST spelling: Freelance)." },
    COLLAB: {
      description: "A collaboration (REST spelling: Collab); not counted in OpportunityStats.",
    },
    SERVICE: { description: "A service offered (REST spelling: Service)." },
  },
});
