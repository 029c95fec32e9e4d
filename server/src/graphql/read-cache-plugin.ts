import { HeaderMap, type ApolloServerPlugin } from "@apollo/server";
import type { Context } from "./context.js";
import { cacheVerdict, readCacheCounts, type ReadCache, type Stamp } from "./read-cache.js";

/**
 * Serves a kept answer instead of executing the operation (graphql/read-cache.ts). It answers in
 * `responseForOperation`, after every `didResolveOperation` hook: the operation limits, the token
 * scope and the read limit are checked and counted for each request, kept answer or not. Only an
 * answer without errors is kept, and only its `data` (the read limit's figures are added per
 * request). A request whose context has no `changeMark` (the REST adapters', or one that began
 * while the notifications were down) is neither served nor kept.
 */
export function readCachePlugin(cache: ReadCache): ApolloServerPlugin<Context> {
  return {
    async serverWillStart() {
      await cache.start();
      return { serverWillStop: async () => cache.stop() };
    },
    async requestDidStart() {
      let pending: { key: string; stamp: Stamp; readsProfileText: boolean } | null = null;
      return {
        async responseForOperation({
          contextValue: ctx,
          schema,
          document,
          operation,
          request,
          queryHash,
          operationName,
        }) {
          const mark = ctx.changeMark;
          const verdict =
            mark !== undefined && queryHash !== undefined && cache.enabled
              ? cacheVerdict(schema, document, operation)
              : null;
          const key = verdict?.cacheable
            ? cache.key(ctx.viewer, queryHash!, operationName, request.variables)
            : null;
          if (key === null) {
            readCacheCounts.bypassed++;
            return null;
          }
          const { readsProfileText } = verdict!;
          const data = await cache.get(key, mark!, readsProfileText);
          if (data !== undefined) {
            readCacheCounts.hits++;
            return {
              http: { headers: new HeaderMap() },
              body: { kind: "single", singleResult: { data: data as Record<string, unknown> } },
            };
          }
          readCacheCounts.misses++;
          pending = { key, stamp: cache.current(), readsProfileText };
          return null;
        },
        async willSendResponse({ response }) {
          if (!pending || response.body.kind !== "single") return;
          const result = response.body.singleResult;
          if (result.errors?.length || !result.data || (response.http.status ?? 200) !== 200)
            return;
          cache.set(pending.key, result.data, pending.stamp, pending.readsProfileText);
        },
      };
    },
  };
}
