import { registerEnumType } from "type-graphql";

/** Who sees a member's contact details (GraphQL enum; REST uses the lower-case values). */
export enum ContactVisibilityEnum {
  VERIFIED = "verified",
  CONNECTIONS = "connections",
  NOBODY = "nobody",
}

registerEnumType(ContactVisibilityEnum, {
  name: "ContactVisibility",
  description:
    "Who sees a member's e-mail, phone number and WhatsApp link, besides the member and admins.",
  valuesConfig: {
    VERIFIED: { description: "Every verified member (the default)." },
    CONNECTIONS: { description: "Only verified members connected with the member." },
    NOBODY: { description: "Nobody else." },
  },
});
