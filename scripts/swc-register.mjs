// Lets plain `node` run the server's TypeScript with decorator metadata (type-graphql and TypeORM need it).
// tsx/esbuild emit no metadata; SWC does. Used by npm scripts that run TypeScript directly.
import { register } from "node:module";

process.env.SWC_NODE_PROJECT ??= "server/tsconfig.json";
await import("@swc-node/register/esm-register");
// `#common/*` (package.json "imports") is the TypeScript source here, not the compiled dist/.
register("./source-condition.mjs", import.meta.url);
