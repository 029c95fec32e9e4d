import { MemberProfileDocument } from "../../../client/src/gql/graphql";
import type { MockLink } from "@apollo/client/testing";
import {
  MemberMentorDocument,
  MentorsDocument,
  MentorshipOverviewDocument,
  MentorshipRequestsDocument,
  MentorTopicSuggestionsDocument,
  MyMentorProfileDocument,
  type MentorCardFieldsFragment,
  type MentorProfileFieldsFragment,
  type MentorshipRequestFieldsFragment,
} from "../../../client/src/gql/mentorship/graphql";

export const TOPICS = ["CNC machining", "Jobs abroad", "Higher studies", "Welding"];

type Mentor = MentorCardFieldsFragment & { __typename: "MentorProfile" };

/** A mentor's card as /mentors and a member page get it; override what the test is about. */
export function buildMentor(
  overrides: Partial<Omit<MentorCardFieldsFragment, "viewerRequest">> & {
    viewerRequest?: { __typename: "MentorshipRequest"; id: string; status: string } | null;
  } = {},
  user: Partial<MentorCardFieldsFragment["user"]> = {},
): Mentor {
  return {
    __typename: "MentorProfile",
    isMentor: true,
    paused: false,
    topics: ["CNC machining", "Jobs abroad"],
    capacity: 3,
    openSlots: 2,
    availability: "Weekends, after 6 pm India time",
    languages: ["Hindi", "Punjabi"],
    mentoredCount: 4,
    viewerRequest: null,
    ...(overrides as Partial<MentorCardFieldsFragment>),
    user: {
      __typename: "User",
      id: "m1",
      fullName: "Gurpreet Singh",
      profileImage: null,
      trade: "CNC Machinist",
      currentLocation: "Toronto, Canada",
      jobTitle: "CNC Programmer",
      ...user,
    } as MentorCardFieldsFragment["user"],
  };
}

/** The mentors query for these variables, answered with these mentors. */
export function mentorsMock(
  nodes: Mentor[],
  variables: { query?: string | null; topic?: string | null; after?: string } = {},
  page: { interpretation?: string | null; hasNextPage?: boolean; totalCount?: number } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: MentorsDocument,
      variables: { query: null, topic: null, first: 20, ...variables },
    },
    result: {
      data: {
        mentors: {
          __typename: "MentorList",
          nodes,
          totalCount: page.totalCount ?? nodes.length,
          interpretation: page.interpretation ?? null,
          pageInfo: {
            __typename: "PageInfo",
            endCursor: page.hasNextPage ? "c1" : null,
            hasNextPage: page.hasNextPage ?? false,
          },
        },
      },
    },
  };
}

export function topicsMock(): MockLink.MockedResponse {
  return {
    request: { query: MentorTopicSuggestionsDocument },
    result: { data: { mentorTopicSuggestions: TOPICS } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The member's own mentor profile (null: never offered). */
export function myProfileMock(
  profile: Partial<MentorProfileFieldsFragment> | null,
  maxUsageCount = Number.POSITIVE_INFINITY,
): MockLink.MockedResponse {
  return {
    request: { query: MyMentorProfileDocument },
    result: {
      data: {
        myMentorProfile: profile && {
          __typename: "MentorProfile",
          user: { __typename: "User", id: "u1" },
          isMentor: true,
          paused: false,
          topics: ["Electronics repair"],
          capacity: 2,
          openSlots: 1,
          availability: null,
          languages: [],
          mentoredCount: 1,
          ...profile,
        },
      },
    },
    maxUsageCount,
  };
}

const person = (id: string, fullName: string) => ({
  __typename: "User" as const,
  id,
  fullName,
  profileImage: null,
  trade: "Electronics",
  currentLocation: "Chandigarh",
});

export const ASHA = person("u1", "Asha Verma");
export const RAVI = person("u2", "Ravi Kumar");
export const MEERA = person("u3", "Meera Nair");

type Request = MentorshipRequestFieldsFragment & { __typename: "MentorshipRequest" };

/** A request between two members; the viewer (Asha, u1) is on the side `viewerRole` says. */
export function buildRequest(overrides: Partial<MentorshipRequestFieldsFragment> = {}): Request {
  return {
    __typename: "MentorshipRequest",
    id: "r1",
    goal: "I want to work as a CNC programmer in Canada.",
    status: "PENDING",
    viewerRole: "MENTOR",
    createdAt: "2026-11-20T10:00:00.000Z",
    answeredAt: null,
    endedAt: null,
    feedbackGiven: false,
    mentor: ASHA,
    mentee: RAVI,
    ...overrides,
  };
}

export function requestsMock(
  requests: Request[],
  maxUsageCount = Number.POSITIVE_INFINITY,
): MockLink.MockedResponse {
  return {
    request: { query: MentorshipRequestsDocument },
    result: { data: { mentorshipRequests: requests } },
    maxUsageCount,
  };
}

/** The member page's mentor section for member `id`. */
export function memberMentorMock(id: string, mentor: Mentor | null): MockLink.MockedResponse {
  return {
    request: { query: MemberMentorDocument, variables: { id } },
    result: { data: { user: { __typename: "User", id, mentorProfile: mentor } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export function overviewMock(
  feedback: { rating: number; note: string | null; mentee: string; mentor: string }[],
  page: { after?: string; hasNextPage?: boolean; totalCount?: number } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: MentorshipOverviewDocument,
      variables: { first: 20, ...(page.after ? { after: page.after } : {}) },
    },
    result: {
      data: {
        mentorshipOverview: {
          __typename: "MentorshipOverview",
          mentors: 12,
          active: 7,
          waiting: 3,
          ended: 5,
          feedback: {
            __typename: "MentorshipFeedbackList",
            totalCount: page.totalCount ?? feedback.length,
            nodes: feedback.map((f, i) => ({
              __typename: "MentorshipFeedback",
              rating: f.rating,
              note: f.note,
              createdAt: "2026-11-01T09:00:00.000Z",
              request: {
                __typename: "MentorshipRequest",
                id: `${page.after ?? "p"}-${i}`,
                mentor: {
                  __typename: "User",
                  id: `${page.after ?? "p"}-mentor-${i}`,
                  fullName: f.mentor,
                },
                mentee: {
                  __typename: "User",
                  id: `${page.after ?? "p"}-mentee-${i}`,
                  fullName: f.mentee,
                },
              },
            })),
            pageInfo: {
              __typename: "PageInfo",
              endCursor: page.hasNextPage ? "f1" : null,
              hasNextPage: page.hasNextPage ?? false,
            },
          },
        },
      },
    },
  };
}

/** The member page of Gurpreet (m1), as the page's own query answers it. */
export function memberMock(id = "m1", fullName = "Gurpreet Singh") {
  return {
    request: { query: MemberProfileDocument, variables: { id } },
    result: {
      data: {
        user: {
          __typename: "User",
          id,
          fullName,
          rollNumber: null,
          trade: "CNC Machinist",
          currentLocation: "Toronto, Canada",
          jobTitle: null,
          company: null,
          occupation: null,
          companyOrganization: null,
          course: null,
          skills: [],
          bio: null,
          profileImage: null,
          isVerified: true,
          email: null,
          phoneNumber: null,
          linkedinUrl: null,
          whatsappLink: null,
          viewerBlocked: false,
          viewerConnection: {
            __typename: "ViewerConnection",
            state: "NONE",
            connectionId: null,
          },
        },
      },
    },
  };
}
