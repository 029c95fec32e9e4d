import { Field, ID, InputType, ObjectType, registerEnumType } from "type-graphql";
import { PagedList } from "../../paging/connection.types.js";
import { CONNECTION_LIMITS as L } from "#common/limits";
import { IsOptional, MaxLength } from "class-validator";

/** Where a request stands (GraphQL enum; REST uses the lower-case values). */
export enum ConnectionStatusEnum {
  PENDING = "pending",
  ACCEPTED = "accepted",
  DECLINED = "declined",
}

registerEnumType(ConnectionStatusEnum, {
  name: "ConnectionStatus",
  description: "Where a connection request stands.",
  valuesConfig: {
    PENDING: { description: "Asked; waiting for the member asked to accept or decline." },
    ACCEPTED: { description: "Accepted: the two members are connected." },
    DECLINED: {
      description:
        "Declined by the member asked (only declineConnection answers it; a declined request is listed nowhere).",
    },
  },
});

/** Who asked, seen from the viewer (GraphQL enum; REST uses the lower-case values). */
export enum ConnectionDirectionEnum {
  INCOMING = "incoming",
  OUTGOING = "outgoing",
}

registerEnumType(ConnectionDirectionEnum, {
  name: "ConnectionDirection",
  description: "Who asked, seen from the signed-in member.",
  valuesConfig: {
    INCOMING: { description: "The other member asked the signed-in member." },
    OUTGOING: { description: "The signed-in member asked the other member." },
  },
});

/** Where the viewer stands with a member: the member page's button. */
export enum ViewerConnectionStateEnum {
  NONE = "NONE",
  REQUEST_SENT = "REQUEST_SENT",
  REQUEST_RECEIVED = "REQUEST_RECEIVED",
  CONNECTED = "CONNECTED",
}

registerEnumType(ViewerConnectionStateEnum, {
  name: "ViewerConnectionState",
  description: "Where the signed-in member stands with another member.",
  valuesConfig: {
    NONE: {
      description:
        "Not connected and no request either way (the page shows Connect; a request may still be refused, e.g. within 30 days of being declined).",
    },
    REQUEST_SENT: { description: "The signed-in member asked; no answer yet (Request sent)." },
    REQUEST_RECEIVED: { description: "The member asked the signed-in member (Accept)." },
    CONNECTED: { description: "The two are connected (Message)." },
  },
});

@ObjectType({
  description:
    "A connection between two members, or a request for one, as one of the two sees it. Only the two members see it.",
})
export class MemberConnection {
  @Field(() => ID, { description: "The connection's id (a UUID)." })
  id: string;

  @Field(() => ConnectionStatusEnum, { description: "Where it stands." })
  status: ConnectionStatusEnum;

  @Field(() => ConnectionDirectionEnum, {
    description: "Whether the signed-in member asked (OUTGOING) or was asked (INCOMING).",
  })
  direction: ConnectionDirectionEnum;

  /** The other member's id; `user` resolves it. */
  userId: string;

  @Field(() => String, {
    nullable: true,
    description: `The asker's note (plain text, at most ${L.note} characters); null when none.`,
  })
  note: string | null;

  @Field(() => Date, { description: "When the request was sent (UTC)." })
  createdAt: Date;
}

@ObjectType({
  description: "A page of the signed-in member's requests and connections, newest first.",
})
export class MemberConnectionPage extends PagedList {
  @Field(() => [MemberConnection], { description: "The requests and connections of this page." })
  items: MemberConnection[];
}

@ObjectType({ description: "A request's new state after an answer." })
export class ConnectionAnswer {
  @Field(() => ID, { description: "The connection's id." })
  id: string;

  @Field(() => ConnectionStatusEnum, { description: "ACCEPTED or DECLINED." })
  status: ConnectionStatusEnum;
}

@ObjectType({
  description:
    "Where the signed-in member stands with a member, with the id the buttons act on (accept, remove).",
})
export class ViewerConnection {
  @Field(() => ViewerConnectionStateEnum, { description: "The state between the two." })
  state: ViewerConnectionStateEnum;

  @Field(() => ID, {
    nullable: true,
    description: "The request's or connection's id; null when the state is NONE.",
  })
  connectionId: string | null;
}

@InputType({ description: "A request to connect with a verified member." })
export class RequestConnectionInput {
  @Field(() => ID, {
    description:
      "The member to ask (NOT_FOUND if unknown; FORBIDDEN if pending verification; BAD_USER_INPUT for oneself).",
  })
  userId: string;

  @Field(() => String, {
    nullable: true,
    description: `An optional note, plain text of at most ${L.note} characters (control characters removed, trimmed; blank means none).`,
  })
  @IsOptional()
  @MaxLength(L.note * 2, { message: `Keep the note to ${L.note} characters or fewer` })
  note?: string | null;
}
