import { registerEnumType } from "type-graphql";
import { OPPORTUNITY_TYPES } from "../../../../common/limits.js";

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
  description: "Job, Internship, Freelance, Collab or Service.",
});
