import DataLoader from "dataloader";
import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { MENTORSHIP_LIMITS as L, SEARCH_LIMITS } from "#common/limits";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { pageArgsType, withPageInfo } from "../../paging/connection.types.js";
import type { PageArgs } from "../../paging/page.js";
import { LIST_PAGES } from "../../paging/page-sizes.js";
import { searcherOf } from "../search/search.service.js";
import { User } from "../users/user.entity.js";
import { topicSuggestions, type MentorProfileView } from "./mentor-profiles.js";
import type { MentorshipActor } from "./mentorship.policy.js";
import type { MentorshipRequestView } from "./mentorship.service.js";
import {
  MentorProfileInput,
  MentorshipFeedbackInput,
  MentorshipRequestInput,
} from "./mentorship.inputs.js";
import {
  MentorList,
  MentorProfile,
  MentorshipFeedbackList,
  MentorshipOverview,
  MentorshipRequest,
  MentorshipRole,
} from "./mentorship.types.js";

const MentorPageArgs = pageArgsType(LIST_PAGES.mentors, {
  items: "Mentors",
  after: "The `endCursor` of the previous page; omit for the first page.",
  defaultInSchema: false,
});

const FeedbackPageArgs = pageArgsType(LIST_PAGES.adminLists, {
  items: "Feedback entries",
  after: "The `endCursor` of the previous page; omit for the newest.",
  defaultInSchema: false,
});

const ID_DESCRIPTION =
  "The request's id (NOT_FOUND when unknown or not between the signed-in member and another).";

/** The signed-in member as the mentorship rules see them (the auth checker made sure there is one). */
export const mentorshipActor = (ctx: Context): MentorshipActor => ({
  id: ctx.viewer!.user.id,
  fullName: ctx.viewer!.user.fullName,
  profileCompleted: ctx.viewer!.user.profileCompleted,
  roles: ctx.viewer!.roles,
});

const SUGGESTIONS = topicSuggestions();

const formerMember = (id: string) => Object.assign(new User(), { id, fullName: "Former member" });

/** Per-request DataLoaders of this module (kept beside the request's context, dropped with it). */
const loaders = new WeakMap<
  Context,
  {
    profile: DataLoader<string, MentorProfileView | null>;
    open: DataLoader<string, MentorshipRequestView | null>;
  }
>();

function loadersOf(ctx: Context) {
  let found = loaders.get(ctx);
  if (!found) {
    const viewerId = ctx.viewer?.user.id;
    found = {
      profile: new DataLoader((ids) => ctx.services.mentorProfiles.mentoring(ids)),
      open: new DataLoader((ids) =>
        viewerId
          ? ctx.services.mentorship.openWith(viewerId, ids)
          : Promise.resolve(ids.map(() => null)),
      ),
    };
    loaders.set(ctx, found);
  }
  return found;
}

/** Mentorship: thin over MentorProfiles, MentorSearch, MentorshipService and MentorshipAdmin. */
@Resolver(() => MentorshipRequest)
export class MentorshipResolver {
  @Auth("MEMBER")
  @Query(() => MentorProfile, {
    nullable: true,
    description:
      "The signed-in member's mentor profile, whatever its state (stopped or paused too); null when never saved.",
  })
  myMentorProfile(@Ctx() ctx: Context): Promise<MentorProfileView | null> {
    return ctx.services.mentorProfiles.get(ctx.viewer!.user.id);
  }

  @Auth("VERIFIED")
  @Query(() => MentorList, {
    description:
      'Mentors: verified members mentoring and not paused, open places first, then relevance, members mentored and name. `query` is plain language read by smart search ("CNC mentors in Canada", "someone who moved to the Gulf"); `topic` one of their topics.',
  })
  async mentors(
    @Ctx() ctx: Context,
    @Args(() => MentorPageArgs) page: PageArgs,
    @Arg("query", () => String, {
      nullable: true,
      description: `Plain language, at most ${SEARCH_LIMITS.query} characters (BAD_USER_INPUT beyond); words that only ask for a mentor are ignored.`,
    })
    query?: string | null,
    @Arg("topic", () => String, {
      nullable: true,
      description: `Only mentors with this topic (any case; at most ${L.topicLength} characters).`,
    })
    topic?: string | null,
  ): Promise<MentorList> {
    const found = await ctx.services.mentorSearch.find(
      searcherOf(ctx.viewer!.user),
      { query, topic },
      page,
    );
    return withPageInfo(found) as MentorList;
  }

  @Auth("MEMBER")
  @Query(() => [String], {
    description:
      "Topics to suggest to a mentor: common goals (jobs abroad, higher studies, ...) and the centre's trades and crafts.",
  })
  mentorTopicSuggestions(): string[] {
    return SUGGESTIONS;
  }

  @Auth("MEMBER")
  @Query(() => [MentorshipRequest], {
    description: `The signed-in member's mentorship requests and mentorships, newest first (at most ${L.list}): as mentor, as mentee, or both when role is omitted.`,
  })
  mentorshipRequests(
    @Ctx() ctx: Context,
    @Arg("role", () => MentorshipRole, {
      nullable: true,
      description: "MENTOR: requests to you; MENTEE: your requests; omitted: both.",
    })
    role?: MentorshipRole | null,
  ): Promise<MentorshipRequestView[]> {
    return ctx.services.mentorship.list(ctx.viewer!.user.id, role ?? null);
  }

  @Auth("ADMIN")
  @Query(() => MentorshipOverview, {
    description: "The mentorship programme's counts and the mentees' feedback. Admins only.",
  })
  mentorshipOverview(@Ctx() ctx: Context) {
    return ctx.services.mentorshipAdmin.counts();
  }

  @Auth("VERIFIED")
  @Mutation(() => MentorProfile, {
    description:
      "Saves the signed-in member's offer to mentor (a verified member with a completed profile; FORBIDDEN otherwise). BAD_USER_INPUT names the first wrong field and nothing is stored.",
  })
  saveMentorProfile(
    @Arg("input", () => MentorProfileInput, { description: "The profile, every field." })
    input: MentorProfileInput,
    @Ctx() ctx: Context,
  ): Promise<MentorProfileView> {
    return ctx.services.mentorProfiles.save(mentorshipActor(ctx), input);
  }

  @Auth("VERIFIED")
  @Mutation(() => MentorshipRequest, {
    description: `Asks a mentor for mentorship; they are told. BAD_USER_INPUT for oneself or a bad goal; NOT_FOUND "No mentor with that id"; CONFLICT when paused, when you already have an open request with them, or when they have no open place; at most ${L.requestsPerDay} a day (RATE_LIMITED).`,
  })
  requestMentorship(
    @Arg("input", () => MentorshipRequestInput, { description: "The mentor and your goal." })
    input: MentorshipRequestInput,
    @Ctx() ctx: Context,
  ): Promise<MentorshipRequestView> {
    return ctx.services.mentorship.request(mentorshipActor(ctx), input);
  }

  @Auth("MEMBER")
  @Mutation(() => MentorshipRequest, {
    description:
      "The mentor accepts a pending request: it becomes ACTIVE and the two are connected (messages open); the mentee is told. The mentee is FORBIDDEN, anyone else NOT_FOUND; CONFLICT when not pending.",
  })
  acceptMentorship(
    @Arg("id", () => ID, { description: ID_DESCRIPTION }) id: string,
    @Ctx() ctx: Context,
  ): Promise<MentorshipRequestView> {
    return ctx.services.mentorship.accept(mentorshipActor(ctx), id);
  }

  @Auth("MEMBER")
  @Mutation(() => MentorshipRequest, {
    description:
      "The mentor declines a pending request; the mentee is told. The mentee is FORBIDDEN, anyone else NOT_FOUND; CONFLICT when not pending.",
  })
  declineMentorship(
    @Arg("id", () => ID, { description: ID_DESCRIPTION }) id: string,
    @Ctx() ctx: Context,
  ): Promise<MentorshipRequestView> {
    return ctx.services.mentorship.decline(mentorshipActor(ctx), id);
  }

  @Auth("MEMBER")
  @Mutation(() => MentorshipRequest, {
    description:
      "Either of the two ends it: an ACTIVE mentorship becomes ENDED (the other is told); a PENDING request becomes WITHDRAWN (the mentee) or DECLINED (the mentor). Anyone else NOT_FOUND; CONFLICT once closed.",
  })
  endMentorship(
    @Arg("id", () => ID, { description: ID_DESCRIPTION }) id: string,
    @Ctx() ctx: Context,
  ): Promise<MentorshipRequestView> {
    return ctx.services.mentorship.end(mentorshipActor(ctx), id);
  }

  @Auth("MEMBER")
  @Mutation(() => MentorshipRequest, {
    description:
      "The mentee's private feedback (rating 1 to 5, an optional note), once, after the mentorship ENDED; only admins see it. CONFLICT before it ended or a second time; the mentor is FORBIDDEN, anyone else NOT_FOUND.",
  })
  leaveMentorshipFeedback(
    @Arg("input", () => MentorshipFeedbackInput, { description: "The request, rating and note." })
    input: MentorshipFeedbackInput,
    @Ctx() ctx: Context,
  ): Promise<MentorshipRequestView> {
    return ctx.services.mentorship.feedback(mentorshipActor(ctx), input);
  }

  @FieldResolver(() => User, { description: "The mentor, who answers the request." })
  async mentor(@Root() r: MentorshipRequestView, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.user.load(r.mentorId)) ?? formerMember(r.mentorId);
  }

  @FieldResolver(() => User, { description: "The mentee, who asked." })
  async mentee(@Root() r: MentorshipRequestView, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.user.load(r.menteeId)) ?? formerMember(r.menteeId);
  }

  @FieldResolver(() => MentorshipRole, {
    description:
      "The signed-in member's side of it: MENTOR when they are the mentor, else MENTEE (an admin reading feedback sees MENTEE).",
  })
  viewerRole(@Root() r: MentorshipRequestView, @Ctx() ctx: Context): MentorshipRole {
    return ctx.viewer?.user.id === r.mentorId ? MentorshipRole.MENTOR : MentorshipRole.MENTEE;
  }
}

/** MentorProfile's relations: the mentor and the viewer's open request with them. */
@Resolver(() => MentorProfile)
export class MentorProfileResolver {
  @FieldResolver(() => User, { description: "The member who offers to mentor." })
  async user(@Root() p: MentorProfileView, @Ctx() ctx: Context): Promise<User> {
    return (await ctx.loaders.user.load(p.userId)) ?? formerMember(p.userId);
  }

  @FieldResolver(() => MentorshipRequest, {
    nullable: true,
    description:
      "The signed-in member's open (pending or active) request with this mentor; null when none.",
  })
  viewerRequest(
    @Root() p: MentorProfileView,
    @Ctx() ctx: Context,
  ): Promise<MentorshipRequestView | null> {
    if (!ctx.viewer || ctx.viewer.system) return Promise.resolve(null);
    return loadersOf(ctx).open.load(p.userId);
  }
}

/** MentorshipOverview.feedback: the feedback, paged (admins: the overview is theirs alone). */
@Resolver(() => MentorshipOverview)
export class MentorshipOverviewResolver {
  @FieldResolver(() => MentorshipFeedbackList, {
    description: "The mentees' feedback, newest first, a page at a time.",
  })
  async feedback(
    @Ctx() ctx: Context,
    @Args(() => FeedbackPageArgs) page: PageArgs,
  ): Promise<MentorshipFeedbackList> {
    return withPageInfo(
      await ctx.services.mentorshipAdmin.feedback(page),
    ) as MentorshipFeedbackList;
  }
}

/** User.mentorProfile: the member's offer to mentor, for verified members. */
@Resolver(() => User)
export class UserMentorProfileResolver {
  @FieldResolver(() => MentorProfile, {
    nullable: true,
    description:
      "The member's mentor profile while they mentor (paused shows paused: true); null when they don't, and for visitors and members pending verification.",
  })
  mentorProfile(@Root() user: User, @Ctx() ctx: Context): Promise<MentorProfileView | null> {
    if (!ctx.viewer || !ctx.viewer.roles.has("VERIFIED")) return Promise.resolve(null);
    return loadersOf(ctx).profile.load(user.id);
  }
}
