import { Arg, Args, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { Auth } from "../../graphql/auth.js";
import type { Context } from "../../graphql/context.js";
import { pageArgsType, withPageInfo } from "../../paging/connection.types.js";
import { CONNECTION_PAGES } from "./connection.service.js";
import { User } from "../users/user.entity.js";
import {
  ConnectionAnswer,
  ConnectionDirectionEnum,
  ConnectionStatusEnum,
  MemberConnection,
  MemberConnectionPage,
  RequestConnectionInput,
  ViewerConnection,
} from "./connection.types.js";

const ID_DESCRIPTION =
  "The connection's id (NOT_FOUND when unknown, declined, or not between the signed-in member and another).";

const ConnectionPageArgs = pageArgsType(CONNECTION_PAGES, {
  items: "Requests and connections",
  after: "The endCursor of the previous page; omitted for the newest.",
  defaultInSchema: false,
});

/** Connections: thin over ConnectionService, the signed-in member's own only. */
@Resolver(() => MemberConnection)
export class ConnectionResolver {
  @Auth("MEMBER")
  @Query(() => [MemberConnection], {
    description:
      "The signed-in member's connection requests (incoming and outgoing) and connections, newest first (at most 500); declined requests are not listed.",
  })
  connections(
    @Ctx() ctx: Context,
    @Arg("status", () => ConnectionStatusEnum, {
      nullable: true,
      description:
        "PENDING: requests either way; ACCEPTED: connections; omitted: both (DECLINED lists nothing).",
    })
    status?: ConnectionStatusEnum | null,
  ): Promise<MemberConnection[]> {
    if (status === ConnectionStatusEnum.DECLINED) return Promise.resolve([]);
    return ctx.services.connections.list(ctx.viewer!.user.id, status) as Promise<
      MemberConnection[]
    >;
  }

  @Auth("MEMBER")
  @Query(() => MemberConnectionPage, {
    description:
      "The signed-in member's requests and connections, paged, newest first, with a name search (/connections). Declined requests are not listed.",
  })
  async myConnections(
    @Ctx() ctx: Context,
    @Arg("status", () => ConnectionStatusEnum, {
      nullable: true,
      description:
        "PENDING: requests; ACCEPTED: connections; omitted: both (DECLINED lists nothing).",
    })
    status: ConnectionStatusEnum | null,
    @Arg("direction", () => ConnectionDirectionEnum, {
      nullable: true,
      description: "INCOMING or OUTGOING requests; omitted: both.",
    })
    direction: ConnectionDirectionEnum | null,
    @Arg("search", () => String, {
      nullable: true,
      description: "Only members whose name contains this (any case; at most 100 characters).",
    })
    search: string | null,
    @Args(() => ConnectionPageArgs) page: InstanceType<typeof ConnectionPageArgs>,
  ): Promise<MemberConnectionPage> {
    const found =
      status === ConnectionStatusEnum.DECLINED
        ? { nodes: [], hasNextPage: false, endCursor: null }
        : await ctx.services.connections.page(
            ctx.viewer!.user.id,
            { status: status as "pending" | "accepted" | null, direction, search },
            page,
          );
    return withPageInfo({ ...found, items: found.nodes }) as unknown as MemberConnectionPage;
  }

  @Auth("VERIFIED")
  @Mutation(() => MemberConnection, {
    description:
      "Asks a verified member to connect, with an optional note; they are notified. CONFLICT when already asked or connected, or within 30 days of them declining your request; if they had already asked you, their request is accepted instead. At most 20 requests a day (RATE_LIMITED, with retryAfter).",
  })
  requestConnection(
    @Arg("input", () => RequestConnectionInput, { description: "Whom to ask, and a note." })
    input: RequestConnectionInput,
    @Ctx() ctx: Context,
  ): Promise<MemberConnection> {
    return ctx.services.connections.request(ctx.viewer!.user, input) as Promise<MemberConnection>;
  }

  @Auth("VERIFIED")
  @Mutation(() => MemberConnection, {
    description:
      "Accepts a request sent to the signed-in member; the asker is notified. The asker may not (FORBIDDEN); anyone else NOT_FOUND.",
  })
  acceptConnection(
    @Arg("id", () => ID, { description: ID_DESCRIPTION }) id: string,
    @Ctx() ctx: Context,
  ): Promise<MemberConnection> {
    return ctx.services.connections.accept(ctx.viewer!.user, id) as Promise<MemberConnection>;
  }

  @Auth("MEMBER")
  @Mutation(() => ConnectionAnswer, {
    description:
      "Declines a request sent to the signed-in member (the asker is not told, and cannot ask again for 30 days). The asker may not (FORBIDDEN); anyone else NOT_FOUND; CONFLICT once connected.",
  })
  declineConnection(
    @Arg("id", () => ID, { description: ID_DESCRIPTION }) id: string,
    @Ctx() ctx: Context,
  ): Promise<ConnectionAnswer> {
    return ctx.services.connections.decline(ctx.viewer!.user.id, id) as Promise<ConnectionAnswer>;
  }

  @Auth("MEMBER")
  @Mutation(() => ID, {
    description:
      "Withdraws a request or removes a connection (either member); returns its id. NOT_FOUND for anyone else.",
  })
  removeConnection(
    @Arg("id", () => ID, { description: ID_DESCRIPTION }) id: string,
    @Ctx() ctx: Context,
  ): Promise<string> {
    return ctx.services.connections.remove(ctx.viewer!.user.id, id);
  }

  @FieldResolver(() => User, {
    description: "The other member (contact details by the contact rule, as everywhere).",
  })
  async user(@Root() c: MemberConnection, @Ctx() ctx: Context): Promise<User> {
    const user = await ctx.loaders.user.load(c.userId);
    // Rows cascade with their members, so the member is there; a stub keeps the type honest.
    return user ?? Object.assign(new User(), { id: c.userId, fullName: "Former member" });
  }
}

/** User.viewerConnection: where the signed-in member stands with that member. */
@Resolver(() => User)
export class UserConnectionResolver {
  @FieldResolver(() => ViewerConnection, {
    nullable: true,
    description:
      "Where the signed-in member stands with this member (NONE, REQUEST_SENT, REQUEST_RECEIVED, CONNECTED) and the connection's id: the member page's Connect / Request sent / Accept / Message. Null for visitors, on the member's own record, and when either blocked the other.",
  })
  async viewerConnection(
    @Root() user: User,
    @Ctx() ctx: Context,
  ): Promise<ViewerConnection | null> {
    if (!ctx.viewer || ctx.viewer.system || ctx.viewer.user.id === user.id) return null;
    // A block either way: no buttons (the blocked member is not told why).
    const view = await ctx.loaders.connection.load(user.id);
    if (view.viewerBlocked || view.blockedViewer) return null;
    return view as ViewerConnection;
  }
}
