import type { MeQuery } from "../gql/graphql";
import ME_QUERY from "./session.graphql?raw";
import { readToken } from "./token";

type Member = MeQuery["me"];

let prefetch: { token: string; answer: Promise<Member | null> } | undefined;

/**
 * Asks `me` (the same session.graphql the app uses) with the stored token as one plain POST, as
 * soon as the entry runs: the session is then known by the time Apollo and the screen have loaded,
 * instead of being asked after them. Anything but a clean answer counts as none (null): the app
 * then asks `me` itself, and its usual handling (refused token, server away) applies unchanged.
 */
export function startMePrefetch(): void {
  const token = readToken();
  if (!token) return;
  const answer = fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({ operationName: "Me", query: ME_QUERY }),
  })
    .then(async (res) => {
      const body = (await res.json()) as { data?: MeQuery | null; errors?: unknown[] };
      if (!res.ok || body.errors?.length || !body.data?.me) return null;
      return { ...body.data.me, __typename: "User" as const };
    })
    .catch(() => null);
  prefetch = { token, answer };
}

/** The prefetched answer, taken once: only if it was asked with `token` (mePrefetchLink.ts). */
export function takePrefetchedAnswer(
  token: string | undefined,
): Promise<Member | null> | undefined {
  const taken = prefetch;
  if (!taken || taken.token !== token) return undefined;
  prefetch = undefined;
  return taken.answer;
}

/**
 * The prefetched member if the answer arrives within `waitMs`, taken (the app will not ask again);
 * else null: a late answer then serves the app's own first `me` (mePrefetchLink.ts).
 */
export async function takeMePrefetch(waitMs: number): Promise<Member | null> {
  const pending = prefetch;
  if (!pending) return null;
  let timer: number | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = window.setTimeout(resolve, waitMs);
  });
  const member = await Promise.race([pending.answer, late]);
  window.clearTimeout(timer);
  if (member === undefined || prefetch !== pending) return null;
  prefetch = undefined;
  return readToken() === pending.token ? member : null;
}
