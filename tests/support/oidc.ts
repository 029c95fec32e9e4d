import { createServer, type Server } from "node:http";
import Provider from "oidc-provider";

export interface OidcAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The account the next sign-in logs in as (the provider's login page "chooses" it). */
  signInAs(account: OidcAccount): void;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, standing in for Google. Its login and
 * consent steps approve the account chosen with signInAs().
 */
export async function startOidcProvider(redirectUris: string[]): Promise<TestOidcProvider> {
  const clientId = "istc-connect-test";
  const clientSecret = "test-client-secret-that-is-long-enough-0123456789";
  const accounts = new Map<string, OidcAccount>();
  let next: OidcAccount | undefined;

  let server: Server | undefined;
  const port = await new Promise<number>((resolve) => {
    server = createServer();
    server.listen(0, "127.0.0.1", () => resolve((server!.address() as { port: number }).port));
  });
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    scopes: ["openid", "email", "profile"],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ["test-cookie-key-0123456789"] },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ ...account }) };
    },
    // ID tokens carry the claims directly, as Google's do.
    conformIdTokenClaims: false,
  });
  const oidcHandler = provider.callback();

  server!.on("request", async (req, res) => {
    const match = /^\/interaction\/([\w-]+)/.exec(req.url ?? "");
    if (!match) return oidcHandler(req, res);
    try {
      const details = await provider.interactionDetails(req, res);
      const account = next ?? [...accounts.values()].at(-1);
      if (!account) throw new Error("call signInAs() before signing in");
      if (details.prompt.name === "login") {
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: account.sub } },
          { mergeWithLastSubmission: false },
        );
      } else {
        const grant = new provider.Grant({
          accountId: details.session?.accountId ?? account.sub,
          clientId,
        });
        grant.addOIDCScope("openid email profile");
        await provider.interactionFinished(
          req,
          res,
          { consent: { grantId: await grant.save() } },
          { mergeWithLastSubmission: true },
        );
      }
    } catch (err) {
      res.statusCode = 500;
      res.end(String(err));
    }
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      accounts.set(account.sub, account);
      next = account;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server!.closeAllConnections();
        server!.close(() => resolve());
      }),
  };
}
