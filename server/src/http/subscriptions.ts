import { randomUUID } from "node:crypto";
import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import {
  GraphQLError,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionArgs,
  type GraphQLFormattedError,
  type GraphQLSchema,
} from "graphql";
import type { ServerOptions, Context as WsContext } from "graphql-ws";
import { useServer, type Extra } from "graphql-ws/use/ws";
import { WebSocketServer } from "ws";
import type { Config } from "../config.js";
import type { Context } from "../graphql/context.js";
import { makeFormatError, toGraphQLError } from "../graphql/errors.js";
import { badInput, unauthenticated } from "../errors.js";
import { createLoaders, type Loaders } from "../graphql/loaders.js";
import { graphqlLimits } from "../graphql/operation-limits.js";
import type { Logger } from "../logger.js";
import { viewerOfBearer, type Viewer } from "../modules/auth/viewer.js";
import type { Services } from "../services.js";

/** The largest frame a client may send (a subscription document and its variables). */
export const WS_MAX_PAYLOAD = 64 * 1024;
/** Operations one socket may run at once. */
export const WS_MAX_SUBSCRIPTIONS = 20;
/** Sockets one member may hold open on one copy (tabs, devices). */
export const WS_MAX_SOCKETS_PER_MEMBER = 20;
/** Close codes: no (or no longer a) valid token; too many sockets. */
export const WS_UNAUTHORIZED = 4401;
export const WS_TOO_MANY = 4429;
/** Loaders of a long subscription are renewed this often, so names and photos stay current. */
const LOADERS_MS = 10_000;

/** A parse or validation error with the code Apollo gives it over HTTP. */
const coded = (message: string, code: string) =>
  new GraphQLError(message, { extensions: { code } });

interface SocketState {
  token: string;
  viewer: Viewer;
  presenceId: Promise<string>;
}

type Ctx = WsContext<Record<string, unknown> | undefined, Extra & { state?: SocketState }>;

type Deps = { schema: GraphQLSchema; services: Services; config: Config; log: Logger };

/** A subscription's context: the socket's viewer, with loaders renewed every LOADERS_MS. */
function contextOf(deps: Deps, state: SocketState, request: IncomingMessage): Context {
  const { services, config, log } = deps;
  let loaders: Loaders | null = null;
  let made = 0;
  return {
    requestId: randomUUID(),
    ip: request.socket.remoteAddress ?? "unknown",
    viewer: state.viewer,
    services,
    get loaders() {
      if (!loaders || Date.now() - made > LOADERS_MS) {
        loaders = createLoaders(services.users, state.viewer.user, services.connections);
        made = Date.now();
      }
      return loaders;
    },
    config,
    log,
    cookie: () => undefined,
  };
}

/** The operation a subscribe message asks for, checked: or the errors to answer. */
function subscriptionArgs(
  deps: Deps,
  ctx: Ctx,
  payload: { query: string; operationName?: string | null; variables?: unknown },
): ExecutionArgs | GraphQLError[] {
  const state = ctx.extra.state;
  if (!state) return [toGraphQLError(unauthenticated())];
  if (Object.keys(ctx.subscriptions).length > WS_MAX_SUBSCRIPTIONS)
    return [toGraphQLError(badInput(`At most ${WS_MAX_SUBSCRIPTIONS} subscriptions per socket`))];
  const limits = graphqlLimits({ production: deps.config.production });
  let document: DocumentNode;
  try {
    document = parse(payload.query, limits.parseOptions);
  } catch (err) {
    return [coded(err instanceof Error ? err.message : "Invalid query", "GRAPHQL_PARSE_FAILED")];
  }
  const errors = validate(deps.schema, document, [...specifiedRules, ...limits.validationRules]);
  if (errors.length) return errors.map((e) => coded(e.message, "GRAPHQL_VALIDATION_FAILED"));
  const operation = getOperationAST(document, payload.operationName);
  if (operation?.operation !== "subscription")
    return [
      toGraphQLError(
        badInput(
          "Only subscriptions run over the socket: send queries and mutations to POST /graphql",
        ),
      ),
    ];
  return {
    schema: deps.schema,
    document,
    operationName: payload.operationName,
    variableValues: (payload.variables ?? undefined) as Record<string, unknown> | undefined,
    contextValue: contextOf(deps, state, ctx.extra.request),
  };
}

/** graphql-ws's hooks: sign-in on connection_init, presence, the checks, error shapes. */
function serverOptions(
  deps: Deps,
  isClosing: () => boolean,
): ServerOptions<Record<string, unknown> | undefined, Extra & { state?: SocketState }> {
  const { services, config } = deps;
  const formatError = makeFormatError();
  const format = (errors: readonly GraphQLError[]): GraphQLFormattedError[] =>
    errors.map((e) => formatError(e.toJSON(), e));
  const socketsOf = new Map<string, number>();
  const viewerOf = (token: string) =>
    viewerOfBearer(token, services.sessions, config.adminEmails).catch(() => null);
  return {
    schema: deps.schema,
    async onConnect(ctx: Ctx) {
      const raw = ctx.connectionParams?.authorization;
      const match = typeof raw === "string" ? /^Bearer\s+(\S+)$/i.exec(raw) : null;
      const viewer = match && !isClosing() ? await viewerOf(raw as string) : null;
      if (!viewer || viewer.system) {
        ctx.extra.socket.close(WS_UNAUTHORIZED, "Unauthorized");
        return false;
      }
      const open = socketsOf.get(viewer.user.id) ?? 0;
      if (open >= WS_MAX_SOCKETS_PER_MEMBER) {
        ctx.extra.socket.close(WS_TOO_MANY, "Too many sockets");
        return false;
      }
      socketsOf.set(viewer.user.id, open + 1);
      ctx.extra.state = {
        token: raw as string,
        viewer,
        presenceId: services.messages.presence.opened(viewer.user.id),
      };
      return true;
    },
    async onClose(ctx: Ctx) {
      const state = ctx.extra.state;
      if (!state) return;
      ctx.extra.state = undefined;
      const id = state.viewer.user.id;
      const left = (socketsOf.get(id) ?? 1) - 1;
      if (left > 0) socketsOf.set(id, left);
      else socketsOf.delete(id);
      await services.messages.presence.closed(await state.presenceId);
    },
    onSubscribe: (ctx: Ctx, _id, payload) => subscriptionArgs(deps, ctx, payload),
    async onNext(ctx: Ctx, _id, _payload, _args, result) {
      // A session signed out or revoked since the socket opened hears nothing more.
      const state = ctx.extra.state;
      if (!state || !(await viewerOf(state.token))) {
        ctx.extra.socket.close(WS_UNAUTHORIZED, "Unauthorized");
        return { data: null };
      }
      if (!result.errors) return result;
      return { ...result, errors: format(result.errors) } as never;
    },
    onError: (_ctx, _id, _payload, errors) => format(errors),
  };
}

/**
 * GraphQL subscriptions over graphql-ws on the app's HTTP server (path /graphql, upgrade). The
 * socket signs in with `connectionParams.authorization` ("Bearer <token>", a session or an API
 * token), looked up as every request is; no valid token closes it with 4401. Only subscriptions
 * run here (queries and mutations go over HTTP, through the request limits); frames are capped at
 * WS_MAX_PAYLOAD, operations per socket at WS_MAX_SUBSCRIPTIONS, and bad input closes that socket
 * only. `close()` (SIGTERM) closes every socket with 1001 so clients reconnect to another copy.
 */
export async function attachSubscriptions(
  server: Server,
  deps: Deps,
): Promise<{ close(): Promise<void>; readonly size: number }> {
  let closing = false;
  const wss = new WebSocketServer({ noServer: true, maxPayload: WS_MAX_PAYLOAD });
  wss.on("error", (err) => deps.log.warn({ err }, "websocket server error"));
  useServer(
    serverOptions(deps, () => closing),
    wss,
    12_000,
  );
  // A client's protocol error (a frame over WS_MAX_PAYLOAD, invalid UTF-8) closes its socket (ws
  // sends the close code itself); it is logged here, never thrown to the process, and not sent to
  // the console as graphql-ws's own handler does.
  wss.on("connection", (socket) => {
    socket.removeAllListeners("error");
    socket.on("error", (err) => deps.log.debug({ err }, "websocket closed on a protocol error"));
  });

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on("error", () => {});
    let path = "";
    try {
      path = new URL(request.url ?? "/", "http://localhost").pathname;
    } catch {
      /* refused below */
    }
    if (path !== "/graphql" || closing) {
      socket.end(
        closing
          ? "HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\n\r\n"
          : "HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n",
      );
      socket.destroy();
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit("connection", ws, request));
  };
  server.on("upgrade", onUpgrade);

  return {
    get size() {
      return wss.clients.size;
    },
    async close() {
      if (closing) return;
      closing = true;
      server.off("upgrade", onUpgrade);
      for (const client of wss.clients) client.close(1001, "Going away");
      // Clients answer the close at once; one that does not is cut off after a second.
      const deadline = Date.now() + 1_000;
      while (wss.clients.size && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
