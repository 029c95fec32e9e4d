import { isUuid } from "../../db/sql-values.js";
import { forbidden, notFound } from "../../errors.js";
import type { ConnectionStatus } from "./connection.entity.js";

export const CONNECTION_NOT_FOUND = "Connection not found";
export const MEMBER_NOT_FOUND = "Member not found";

/** A connection row as the rules read it. */
export interface ConnectionFacts {
  id: string;
  requesterId: string;
  recipientId: string;
  status: ConnectionStatus;
}

/**
 * Only the two members see a connection or a request, and a declined request is seen by neither
 * (its asker is held off by the request rule, not shown a refusal): anyone else's, an unknown or a
 * malformed id is NOT_FOUND, so ids reveal nothing.
 */
export function assertParty<T extends ConnectionFacts>(
  viewerId: string,
  row: T | null | undefined,
): asserts row is T {
  if (
    !row ||
    row.status === "declined" ||
    (row.requesterId !== viewerId && row.recipientId !== viewerId)
  )
    throw notFound(CONNECTION_NOT_FOUND);
}

/** Only the recipient answers a request: its asker is FORBIDDEN (they can see it, not answer it). */
export function assertRecipient<T extends ConnectionFacts>(
  viewerId: string,
  row: T | null | undefined,
): asserts row is T {
  assertParty(viewerId, row);
  if (row.recipientId !== viewerId)
    throw forbidden("Only the member you asked can answer your request");
}

/** A well-formed id, else NOT_FOUND (a malformed id is an unknown one). */
export function assertConnectionId(id: string): void {
  if (!isUuid(id)) throw notFound(CONNECTION_NOT_FOUND);
}
