import type { MockLink } from "@apollo/client/testing";
import {
  ViewerCanPostDocument,
  type OpportunityDetailFragment,
  type PostingRefusal,
} from "../../gql/opportunities/graphql";

/** A posting permission as the server words it (viewerCanPost, viewerEditPermission). */
export function permission(refusal: PostingRefusal | null = null) {
  const reasons: Record<PostingRefusal, string> = {
    SIGNED_OUT: "Please sign in to post opportunities.",
    PROFILE_INCOMPLETE: "Please complete your profile to post opportunities.",
    NOT_VERIFIED:
      "Only verified ISTCians can post opportunities. Please wait for admin verification.",
    NOT_POSTER: "Only the member who posted this opportunity can edit it.",
  };
  return {
    __typename: "PostingPermission" as const,
    allowed: refusal === null,
    reason: refusal && reasons[refusal],
    refusal,
  };
}

/** The server's answer to "may I post?" (null: yes). */
export function viewerCanPostMock(refusal: PostingRefusal | null = null): MockLink.MockedResponse {
  return {
    request: { query: ViewerCanPostDocument },
    result: { data: { viewerCanPost: permission(refusal) } },
  };
}

/** What the server lets the poster, an admin (someone else's post) and another member do. */
export const POSTER_CAN = {
  viewerCanEdit: true,
  viewerEditPermission: permission(),
  viewerCanDelete: true,
  viewerRemovesAsAdmin: false,
};
export const ADMIN_CAN = {
  viewerCanEdit: false,
  viewerEditPermission: permission("NOT_POSTER"),
  viewerCanDelete: true,
  viewerRemovesAsAdmin: true,
};
export const MEMBER_CAN = {
  viewerCanEdit: false,
  viewerEditPermission: permission("NOT_POSTER"),
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
    business: null,
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
