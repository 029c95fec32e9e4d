import type { OpportunityDetailFragment } from "../../gql/graphql";

/** An opportunity as the detail query answers it; override what a test is about. */
export function buildOpportunity(
  overrides: Partial<OpportunityDetailFragment> = {},
): OpportunityDetailFragment & {
  __typename: "Opportunity";
  poster: OpportunityDetailFragment["poster"] & { __typename?: "OpportunityPoster" };
} {
  return {
    __typename: "Opportunity",
    id: "o1",
    title: "Junior CNC Programmer",
    type: "JOB",
    location: "Mohali, Punjab",
    description: "Fanuc turning centres, day shift.",
    tags: ["CNC", "G-code", "Mastercam", "Fanuc"],
    istcianPosted: true,
    postedBy: "poster-1",
    createdAt: "2026-11-20T10:00:00.000Z",
    externalLink: "https://example.com/cnc",
    contactVisibility: true,
    poster: {
      __typename: "OpportunityPoster",
      id: "poster-1",
      fullName: "Kiran Gill",
      profileImage: null,
      email: "kiran@example.com",
      phoneNumber: "+91 98765 43210",
    },
    ...overrides,
  };
}
