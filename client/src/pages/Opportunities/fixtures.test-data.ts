import type { OpportunityDetailFragment } from "../../gql/graphql";

/** What the server lets the poster, an admin (someone else's post) and another member do. */
export const POSTER_CAN = {
  viewerCanEdit: true,
  viewerCanDelete: true,
  viewerRemovesAsAdmin: false,
};
export const ADMIN_CAN = {
  viewerCanEdit: false,
  viewerCanDelete: true,
  viewerRemovesAsAdmin: true,
};
export const MEMBER_CAN = {
  viewerCanEdit: false,
  viewerCanDelete: false,
  viewerRemovesAsAdmin: false,
};

/**
 * An opportunity as the detail query answers it, to another verified member (MEMBER_CAN); override
 * what a test is about.
 */
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
    ...MEMBER_CAN,
    poster: {
      __typename: "OpportunityPoster",
      id: "poster-1",
      fullName: "Kiran Gill",
      profileImage: null,
      email: "kiran@example.com",
      phoneNumber: "+91 98765 43210",
      contactWithheld: false,
    },
    ...overrides,
  };
}
