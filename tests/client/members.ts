import type { MockLink } from "@apollo/client/testing";
import {
  DirectoryDocument,
  SmartSearchDocument,
  type DirectoryCard_MemberFragment,
  type ResultCard_MemberFragment,
  type SearchPlaceFragment,
  type SmartSearchQuery,
} from "../../client/src/gql/graphql";

/** A verified member as the directory shows them. */
export function directoryMember(
  overrides: Partial<DirectoryCard_MemberFragment> = {},
): DirectoryCard_MemberFragment & { __typename: "User" } {
  return {
    __typename: "User",
    id: "m1",
    fullName: "Ravi Kumar",
    rollNumber: "ISTC-2018-011",
    trade: "Mechanical",
    currentLocation: "Ludhiana, Punjab",
    jobTitle: "Design Engineer",
    company: "Hero Cycles",
    skills: [],
    linkedinUrl: null,
    whatsappLink: null,
    profileImage: null,
    isVerified: true,
    ...overrides,
  };
}

/** The directory query answering one page. */
export function directoryMock(
  variables: { filter: string | null; first: number; after?: string },
  nodes: DirectoryCard_MemberFragment[],
  { totalCount = nodes.length, endCursor = null as string | null, maxUsageCount = 1 } = {},
): MockLink.MockedResponse {
  return {
    request: { query: DirectoryDocument, variables },
    result: {
      data: {
        directory: {
          __typename: "MemberPage",
          nodes: nodes.map((n) => ({ __typename: "User", ...n })),
          totalCount,
          endCursor,
          hasNextPage: endCursor !== null,
        },
      },
    },
    maxUsageCount,
  };
}

export function searchMember(
  overrides: Partial<ResultCard_MemberFragment> = {},
): ResultCard_MemberFragment & { __typename: "User" } {
  return {
    __typename: "User",
    id: "s1",
    fullName: "Neha Sharma",
    rollNumber: "ISTC-2020-007",
    occupation: "Software Engineer",
    companyOrganization: "Infosys",
    jobTitle: null,
    company: null,
    currentLocation: "Chandigarh",
    course: "Electronics",
    trade: "Electronics",
    profileImage: null,
    ...overrides,
  };
}

export function place(
  overrides: Partial<SearchPlaceFragment> = {},
): SearchPlaceFragment & { __typename: "LocationCount" } {
  return {
    __typename: "LocationCount",
    id: "1264527",
    name: "Chandigarh",
    count: 1,
    latitude: 30.7363,
    longitude: 76.7884,
    ...overrides,
  };
}

type Result = SmartSearchQuery["smartSearch"];

export function searchResult(overrides: Partial<Result> = {}): Result {
  return {
    results: [],
    count: overrides.results?.length ?? 0,
    endCursor: null,
    hasNextPage: false,
    criteria: {
      locations: [],
      batchYears: [],
      keywords: [],
      roles: [],
      employers: [],
      currentStudents: false,
      ...overrides.criteria,
    },
    suggestions: [],
    interpretation: "",
    related: [],
    relatedCount: overrides.related?.length ?? 0,
    broader: null,
    locations: [],
    ...overrides,
  };
}

/** The smartSearch query answering `result` for these variables. */
export function searchMock(
  variables: { query: string; placeId?: string | null; after?: string },
  result: Result | { errors: { message: string; extensions: { code: string } }[] },
  maxUsageCount = 1,
): MockLink.MockedResponse {
  const vars = { first: 20, placeId: null, ...variables };
  if ("errors" in result) {
    return { request: { query: SmartSearchDocument, variables: vars }, result, maxUsageCount };
  }
  return {
    request: { query: SmartSearchDocument, variables: vars },
    result: {
      data: {
        smartSearch: {
          __typename: "SmartSearchResult",
          ...result,
          results: result.results.map((r) => ({ __typename: "User", ...r })),
          criteria: { __typename: "SearchCriteria", ...result.criteria },
          locations: result.locations.map((l) => ({ __typename: "LocationCount", ...l })),
        },
      },
    },
    maxUsageCount,
  };
}
