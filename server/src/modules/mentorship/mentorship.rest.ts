import { MENTORSHIP_LIMITS as L, SEARCH_LIMITS } from "#common/limits";
import { restRoute, type RestRoute } from "../../http/rest-route.js";
import { rest as params } from "../../http/rest-params.js";
import { notFound } from "../../errors.js";
import { NOT_A_MENTOR } from "./mentorship.policy.js";

/** A mentor profile as GraphQL aliases (the documented snake_case shape). */
const PROFILE = `user { id full_name: fullName } is_mentor: isMentor paused topics capacity
  open_slots: openSlots availability languages mentored_count: mentoredCount`;

/** A mentor in the list, with what a card shows of the member. */
const MENTOR = `user { id full_name: fullName trade current_location: currentLocation
  job_title: jobTitle batch_year: batchYear profile_image: profileImage }
  topics capacity open_slots: openSlots mentored_count: mentoredCount availability languages`;

/** A request as GraphQL aliases. */
const REQUEST = `id status viewer_role: viewerRole mentor { id full_name: fullName }
  mentee { id full_name: fullName } goal created_at: createdAt answered_at: answeredAt
  ended_at: endedAt feedback_given: feedbackGiven`;

type Raw = Record<string, unknown> & { status: string; viewer_role?: string };

/** GraphQL's enum names (PENDING, MENTOR) -> REST's lower-case values. */
const toJson = ({ status, viewer_role, ...rest }: Raw) => ({
  id: rest.id,
  status: status.toLowerCase(),
  ...(viewer_role ? { viewer_role: viewer_role.toLowerCase() } : {}),
  ...rest,
});

const answer = (action: "accept" | "decline" | "end", field: string): RestRoute => ({
  method: "post",
  path: `/mentorship/requests/:id/${action}`,
  document: `mutation ${field[0].toUpperCase()}${field.slice(1)}($id: ID!) { ${field}(id: $id) { id status } }`,
  variables: ({ path }) => ({ id: path.id }),
  result: (data) => toJson(data[field] as Raw),
});

export const mentorshipRoutes: RestRoute[] = [
  {
    method: "get",
    path: "/mentorship/profile",
    document: `query MyMentorProfile { myMentorProfile { ${PROFILE} } }`,
    result: (data) => {
      // Null in GraphQL (never saved) is REST's 404.
      if (!data.myMentorProfile) throw notFound(NOT_A_MENTOR);
      return data.myMentorProfile;
    },
  },
  restRoute({
    method: "put",
    path: "/mentorship/profile",
    body: {
      is_mentor: params.flag({ required: true }),
      paused: params.flag(),
      topics: params.texts(),
      capacity: params.int({}),
      availability: params.text(),
      languages: params.texts(),
    },
    document: `mutation SaveMentorProfile($input: MentorProfileInput!) {
      saveMentorProfile(input: $input) { ${PROFILE} } }`,
    variables: ({ body }) => ({
      input: {
        isMentor: body.is_mentor,
        paused: body.paused ?? null,
        topics: body.topics ?? [],
        capacity: body.capacity ?? 0,
        availability: body.availability ?? null,
        languages: body.languages ?? null,
      },
    }),
    result: (data) => data.saveMentorProfile,
  }),
  restRoute({
    method: "get",
    path: "/mentors",
    query: {
      q: params.text({ max: SEARCH_LIMITS.query * 4 }),
      topic: params.text({ max: L.topicLength * 4 }),
      first: params.int({ min: 1, max: L.maxPageSize }),
      after: params.text({ max: 1024 }),
    },
    document: `query Mentors($query: String, $topic: String, $first: Int, $after: String) {
      mentors(query: $query, topic: $topic, first: $first, after: $after) {
        nodes { ${MENTOR} } total_count: totalCount interpretation
        end_cursor: endCursor has_next_page: hasNextPage } }`,
    variables: ({ query }) => ({
      query: query.q?.trim() || null,
      topic: query.topic?.trim() || null,
      first: query.first ?? null,
      after: query.after ?? null,
    }),
    result: (data) => {
      const { nodes, ...page } = data.mentors as { nodes: unknown[] } & Record<string, unknown>;
      return { mentors: nodes, ...page };
    },
  }),
  restRoute({
    method: "post",
    path: "/mentorship/requests",
    status: 201,
    body: { mentor_id: params.text({ fallback: "" }), goal: params.text({ fallback: "" }) },
    document: `mutation RequestMentorship($input: MentorshipRequestInput!) {
      requestMentorship(input: $input) { ${REQUEST} } }`,
    variables: ({ body }) => ({ input: { mentorId: body.mentor_id, goal: body.goal } }),
    result: (data) => toJson(data.requestMentorship as Raw),
  }),
  restRoute({
    method: "get",
    path: "/mentorship/requests",
    query: { role: params.oneOf(["mentor", "mentee"] as const) },
    document: `query MentorshipRequests($role: MentorshipRole) {
      mentorshipRequests(role: $role) { ${REQUEST} } }`,
    variables: ({ query }) => ({ role: query.role?.toUpperCase() ?? null }),
    result: (data) => (data.mentorshipRequests as Raw[]).map(toJson),
  }),
  answer("accept", "acceptMentorship"),
  answer("decline", "declineMentorship"),
  answer("end", "endMentorship"),
  restRoute({
    method: "post",
    path: "/mentorship/requests/:id/feedback",
    body: { rating: params.int({}), note: params.text() },
    document: `mutation LeaveMentorshipFeedback($input: MentorshipFeedbackInput!) {
      leaveMentorshipFeedback(input: $input) { id status feedback_given: feedbackGiven } }`,
    variables: ({ body, path }) => ({
      input: { requestId: path.id, rating: body.rating ?? 0, note: body.note ?? null },
    }),
    result: (data) => toJson(data.leaveMentorshipFeedback as Raw),
  }),
  restRoute({
    method: "get",
    path: "/admin/mentorship",
    adminKey: true,
    query: {
      first: params.int({ min: 1, max: 100 }),
      after: params.text({ max: 1024 }),
    },
    document: `query MentorshipOverview($first: Int, $after: String) { mentorshipOverview {
      mentors active waiting ended
      feedback(first: $first, after: $after) {
        nodes { request { ${REQUEST} } rating note created_at: createdAt }
        total_count: totalCount end_cursor: endCursor has_next_page: hasNextPage } } }`,
    variables: ({ query }) => ({ first: query.first ?? null, after: query.after ?? null }),
    result: (data) => {
      const o = data.mentorshipOverview as Record<string, unknown> & {
        feedback: { nodes: { request: Raw }[] } & Record<string, unknown>;
      };
      const { nodes, ...page } = o.feedback;
      return {
        mentors: o.mentors,
        active: o.active,
        waiting: o.waiting,
        ended: o.ended,
        feedback: nodes.map((f) => ({ ...f, request: toJson(f.request) })),
        feedback_page: page,
      };
    },
  }),
];
