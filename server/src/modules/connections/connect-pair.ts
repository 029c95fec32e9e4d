/** Anything that runs a statement: the DataSource, or a transaction's EntityManager. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/**
 * Makes two members connected (messages open), in the caller's transaction when given one: a
 * pending or declined row between them, either way, becomes accepted; none is inserted accepted;
 * connected already changes nothing. Nothing is done when either blocked the other (member_blocks).
 * True when they are connected afterwards.
 */
export async function connectPair(q: Queryable, a: string, b: string): Promise<boolean> {
  await q.query(
    `WITH blocked AS (
       SELECT 1 FROM member_blocks
        WHERE (blocker_id = $1 AND blocked_id = $2) OR (blocker_id = $2 AND blocked_id = $1)
     ), updated AS (
       UPDATE connections SET status = 'accepted', responded_at = now()
        WHERE LEAST(requester_id, recipient_id) = LEAST($1::uuid, $2::uuid)
          AND GREATEST(requester_id, recipient_id) = GREATEST($1::uuid, $2::uuid)
          AND status <> 'accepted' AND NOT EXISTS (SELECT 1 FROM blocked)
        RETURNING id
     )
     INSERT INTO connections (requester_id, recipient_id, status, responded_at)
     SELECT $1, $2, 'accepted', now()
      WHERE NOT EXISTS (SELECT 1 FROM blocked) AND NOT EXISTS (SELECT 1 FROM updated)
     ON CONFLICT DO NOTHING`,
    [a, b],
  );
  const [state] = (await q.query(
    `SELECT EXISTS (SELECT 1 FROM connections
             WHERE LEAST(requester_id, recipient_id) = LEAST($1::uuid, $2::uuid)
               AND GREATEST(requester_id, recipient_id) = GREATEST($1::uuid, $2::uuid)
               AND status = 'accepted') AS connected`,
    [a, b],
  )) as { connected: boolean }[];
  return state.connected;
}
