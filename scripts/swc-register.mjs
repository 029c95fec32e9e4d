// Lets plain `node` run the server's TypeScript with decorator metadata (type-graphql and TypeORM need it).
// tsx/esbuild emit no metadata; SWC does. Used by npm scripts that run TypeScript directly.
process.env.SWC_NODE_PROJECT ??= "server/tsconfig.json";
await import("@swc-node/register/esm-register");
