import type { CodegenConfig } from "@graphql-codegen/cli";

// schema.graphql (printed from the server) + the .graphql operations beside each screen
// -> typed documents in client/src/gql/, used with Apollo's own useQuery/useMutation.
//
// A generated module is one chunk that every screen using any of its documents loads, so a
// feature whose screens stand apart keeps its documents in a module of its own
// (client/src/gql/<feature>/), loaded with its screens rather than with every screen of the app.
const SEPARATE = {
  opportunities: "client/src/pages/Opportunities/**/*.graphql",
  mentorship: "client/src/pages/{Mentors,Mentorship,AdminMentorship}/**/*.graphql",
  businesses: "client/src/pages/Business*/**/*.graphql",
  events: "client/src/pages/Events/**/*.graphql",
  admin: "client/src/pages/{Admin,AdminRoster,AdminUsers}/**/*.graphql",
};

const target = (documents: string[]) => ({
  documents,
  preset: "client" as const,
  presetConfig: { fragmentMasking: false },
  config: {
    enumsAsTypes: true,
    useTypeImports: true,
    scalars: { DateTimeISO: "string", Upload: "File" },
  },
});

const config: CodegenConfig = {
  schema: "schema.graphql",
  ignoreNoDocuments: true,
  generates: {
    "client/src/gql/": target([
      "client/src/**/*.graphql",
      ...Object.values(SEPARATE).map((glob) => `!${glob}`),
    ]),
    ...Object.fromEntries(
      Object.entries(SEPARATE).map(([name, glob]) => [`client/src/gql/${name}/`, target([glob])]),
    ),
  },
};

export default config;
