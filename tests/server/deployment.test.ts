import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

// The deployment files, read as Docker would read them (no Docker engine is needed for these checks;
// .ci/run builds the image and waits for its health check where there is one).

const read = (file: string) => readFileSync(file, "utf8");
const pkg = JSON.parse(read("package.json")) as {
  engines: { node: string };
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  imports?: Record<string, unknown>;
};

interface ComposeService {
  image?: string;
  build?: unknown;
  ports?: string[];
  expose?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
}
const compose = parse(read("docker-compose.yml")) as { services: Record<string, ComposeService> };

describe("the Dockerfile", () => {
  const lines = read("Dockerfile").split("\n");
  const runtimeStage = lines.slice(lines.findLastIndex((l) => l.startsWith("FROM ")));

  it("builds and runs on Node 24 LTS", () => {
    const from = lines.filter((l) => l.startsWith("FROM "));
    expect(from.length).toBeGreaterThan(0);
    for (const line of from) expect(line).toMatch(/^FROM node:24[-.\w]* ?/);
  });

  it("runs as node, with /app/data (DATA_DIR) created and owned by node before switching", () => {
    const user = runtimeStage.findIndex((l) => l.trim() === "USER node");
    const chown = runtimeStage.findIndex((l) => /chown node:node \/app\/data/.test(l));
    expect(user).toBeGreaterThan(-1);
    expect(chown).toBeGreaterThan(-1);
    expect(chown).toBeLessThan(user);
    expect(runtimeStage.join("\n")).toMatch(/DATA_DIR=\/app\/data/);
    expect(runtimeStage.join("\n")).toMatch(/NODE_ENV=production/);
  });

  it("leaves the build tools in the build stage and checks readiness", () => {
    expect(read("Dockerfile")).toMatch(/npm prune --omit=dev/);
    expect(runtimeStage.join("\n")).toMatch(/HEALTHCHECK[\s\S]*\/readyz/);
  });
});

describe("docker-compose.yml", () => {
  const { services } = compose;
  /** "127.0.0.1:8025:8025" -> the host address it binds ("" when all interfaces). */
  const hostAddress = (mapping: string) => {
    const parts = mapping.split(":");
    return parts.length >= 3 ? parts.slice(0, -2).join(":") : "";
  };

  it("publishes no fixed host port on the app, so it scales (`--scale app=3`)", () => {
    expect(services.app.build).toBeDefined();
    expect(services.app.ports).toBeUndefined();
    expect(services.app.expose).toEqual(["4000"]);
  });

  it("puts a proxy in front that finds every app copy", () => {
    const proxy = services.proxy;
    expect(proxy.image).toMatch(/^caddy:2/);
    expect(proxy.ports).toEqual(["${HTTP_PORT:-4000}:80"]);
    const mount = proxy.volumes!.find((v) => v.endsWith(":/etc/caddy/Caddyfile:ro"))!;
    const caddyfile = read(mount.split(":")[0]);
    expect(caddyfile).toMatch(/dynamic a \{\s*name app\s*port 4000/);
  });

  it("publishes Mailpit's web UI (every sign-in code) and PostgreSQL on 127.0.0.1 only", () => {
    expect(services.mailpit.ports).toEqual(["127.0.0.1:8025:8025"]);
    for (const [name, service] of Object.entries(services)) {
      if (name === "proxy") continue;
      for (const mapping of service.ports ?? []) {
        expect({ name, mapping, host: hostAddress(mapping) }).toMatchObject({ host: "127.0.0.1" });
      }
    }
  });

  it("configures the app for production: its own database and mail server, no demo seed", () => {
    const env = services.app.environment!;
    expect(env.DATABASE_URL).toMatch(/@postgres:5432\//);
    expect(env.SMTP_URL).toBe("smtp://mailpit:1025");
    expect(env.AUTH_SECRET).toMatch(/:\?/);
    expect(env.SEED_DEMO_DATA).toBeUndefined();
    expect(env.TRUST_PROXY).toBe("${TRUST_PROXY:-1}");
  });
});

/** Packages a source tree imports (static, dynamic and side-effect imports). */
function importsOf(dirs: string[]): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|tsx|mjs|js)$/.test(full)) {
        const text = read(full);
        // Import and export statements, side-effect imports and dynamic import() only: a word like
        // "from" inside a string or a comment is not an import.
        const specifiers = [
          ...text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s*"([^".][^"]*)"/gms),
          ...text.matchAll(/^\s*import\s*"([^".][^"]*)"/gm),
          ...text.matchAll(/\bimport\s*\(\s*"([^".][^"]*)"\s*\)/g),
        ];
        for (const m of specifiers) {
          const name = m[1].startsWith("@")
            ? m[1].split("/").slice(0, 2).join("/")
            : m[1].split("/")[0];
          if (!name.startsWith("node:")) found.add(name);
        }
      }
    }
  };
  dirs.forEach(walk);
  return found;
}

/** Needed at run time without being imported by our code. */
const RUNTIME_PEERS: Record<string, string> = {
  pg: "TypeORM's PostgreSQL driver",
  "graphql-scalars": "a peer of type-graphql (DateTimeISO)",
  dataloader: "per-request loaders (docs/ARCHITECTURE.md)",
};

describe("package.json", () => {
  it("lists everything the compiled server imports as a dependency (the image prunes the rest)", () => {
    // `#common/...` is the package's own subpath import: it must be mapped in "imports".
    const imports = pkg.imports ?? {};
    const missing = [...importsOf(["server/src", "common"])].filter(
      (name) => !(name in pkg.dependencies) && !(name.startsWith("#") && `${name}/*` in imports),
    );
    expect(missing).toEqual([]);
  });

  it("keeps build-only tools and client libraries in devDependencies", () => {
    const serverImports = importsOf(["server/src", "common"]);
    const buildOnly = Object.keys(pkg.dependencies).filter(
      (name) => !serverImports.has(name) && !(name in RUNTIME_PEERS),
    );
    expect(buildOnly).toEqual([]);
    for (const tool of ["typescript", "vite", "@swc/core", "react", "@apollo/client"]) {
      expect(pkg.devDependencies[tool]).toBeDefined();
    }
  });

  it("asks for no newer Node than `engines` promises, anywhere in the lockfile (no EBADENGINE)", () => {
    const lowest = semver.minVersion(pkg.engines.node)!.version;
    const lock = JSON.parse(read("package-lock.json")) as {
      packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
    };
    const wantNewer = Object.entries(lock.packages)
      .filter(([, p]) => {
        const node = !Array.isArray(p.engines) ? p.engines?.node : undefined;
        return node && !semver.satisfies(lowest, node);
      })
      .map(([where, p]) => `${where}@${p.version}`);
    expect(wantNewer).toEqual([]);
  });

  it("reviews every install script: each package that has one is approved or denied", () => {
    const approvals = (JSON.parse(read("package.json")) as { allowScripts?: object }).allowScripts;
    const lock = JSON.parse(read("package-lock.json")) as {
      packages: Record<string, { hasInstallScript?: boolean; optional?: boolean }>;
    };
    const withScripts = Object.entries(lock.packages)
      .filter(([where, p]) => where && p.hasInstallScript && !p.optional)
      .map(([where]) => where.slice(where.lastIndexOf("node_modules/") + 13));
    expect(withScripts.filter((name) => !(name in (approvals ?? {})))).toEqual([]);
  });
});
