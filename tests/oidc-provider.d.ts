// oidc-provider ships no types; the tests use a small part of it.
declare module "oidc-provider" {
  import type { IncomingMessage, ServerResponse } from "node:http";
  type Handler = (req: IncomingMessage, res: ServerResponse) => void;
  interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): Handler;
    proxy: boolean;
    Grant: new (options: { accountId: string; clientId: string }) => Grant;
    interactionDetails(
      req: IncomingMessage,
      res: ServerResponse,
    ): Promise<{
      uid: string;
      prompt: { name: string };
      params: Record<string, unknown>;
      session?: { accountId?: string };
    }>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
  }
}
