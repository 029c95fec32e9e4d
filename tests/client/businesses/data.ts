import type { MockLink } from "@apollo/client/testing";
import {
  BusinessDocument,
  BusinessesDocument,
  BusinessLocationsDocument,
  MyBusinessesDocument,
  type BusinessDetailFragment,
  type BusinessesQueryVariables,
} from "../../../client/src/gql/businesses/graphql";

export type TestBusiness = BusinessDetailFragment & { __typename: "Business" };

/** A business as the server sends it (the detail's fields); override what the test is about. */
export function buildBusiness(overrides: Partial<BusinessDetailFragment> = {}): TestBusiness {
  return {
    __typename: "Business",
    id: "b1",
    name: "Sandhu Tool Room",
    category: "TOOL_ROOM_AND_DIES",
    categoryLabel: "Tool Room and Dies",
    description: "Press tools, moulds and fixtures for the cycle industry.",
    services: ["Press tools", "Injection moulds", "CNC job work"],
    location: "Focal Point, Ludhiana",
    placeName: "Ludhiana",
    latitude: 30.9,
    website: "https://sandhutools.example",
    phone: "+91 98765 43210",
    email: "work@sandhutools.example",
    foundedYear: 2012,
    logo: null,
    recommendations: 4,
    viewerRecommended: false,
    viewerCanEdit: false,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    owner: { __typename: "User", id: "u9", fullName: "Harpreet Sandhu", profileImage: null },
    ...overrides,
  } as TestBusiness;
}

export const DEFAULT_LIST: BusinessesQueryVariables = {
  query: null,
  category: null,
  placeId: null,
  first: 20,
};

/** A page of `businesses` for these variables (everything, first page, by default). */
export function businessesMock(
  nodes: TestBusiness[],
  variables: Partial<BusinessesQueryVariables> = {},
  {
    endCursor = null as string | null,
    interpretation = null as string | null,
    totalCount = nodes.length,
    maxUsageCount = 1,
  } = {},
): MockLink.MockedResponse {
  return {
    request: { query: BusinessesDocument, variables: { ...DEFAULT_LIST, ...variables } },
    result: {
      data: {
        businesses: {
          __typename: "BusinessList",
          nodes,
          totalCount,
          interpretation,
          pageInfo: { __typename: "PageInfo", hasNextPage: endCursor !== null, endCursor },
        },
      },
    },
    maxUsageCount,
  };
}

/** The map's places of a search. */
export function locationsMock(
  places: { placeId: string; name: string; count: number }[],
  variables: { query?: string | null; category?: string | null } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: BusinessLocationsDocument,
      variables: { query: null, category: null, ...variables },
    },
    result: {
      data: {
        businessLocations: places.map((p) => ({
          __typename: "BusinessLocation",
          latitude: 30.9,
          longitude: 75.85,
          ...p,
        })),
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The viewer's own businesses (none by default). */
export function myBusinessesMock(
  businesses: { id: string; name: string }[] = [],
  maxUsageCount = Number.POSITIVE_INFINITY,
): MockLink.MockedResponse {
  return {
    request: { query: MyBusinessesDocument },
    result: {
      data: { myBusinesses: businesses.map((b) => ({ __typename: "Business", ...b })) },
    },
    maxUsageCount,
  };
}

/** The business page's query. */
export function businessMock(
  business: TestBusiness | null,
  maxUsageCount = 1,
): MockLink.MockedResponse {
  return {
    request: { query: BusinessDocument, variables: { id: business?.id ?? "b1" } },
    result: { data: { business } },
    maxUsageCount,
  };
}
