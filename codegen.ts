import type { CodegenConfig } from "@graphql-codegen/cli";

// schema.graphql (printed from the server) + the .graphql operations beside each screen
// -> typed documents in client/src/gql/, used with Apollo's own useQuery/useMutation.
// Every generated document is one module, which every screen loads (about 6 KB gzip). A feature
// whose documents only its own screens need keeps them apart, in client/src/gql/<name>/.
const FEATURES = [
  { name: "opportunities", documents: "client/src/pages/Opportunities/*.graphql" },
  {
    name: "mentorship",
    documents: "client/src/pages/{Mentors,Mentorship,AdminMentorship}/*.graphql",
  },
];

const OUTPUT = {
  preset: "client",
  presetConfig: { fragmentMasking: false },
  config: {
    enumsAsTypes: true,
    useTypeImports: true,
    scalars: { DateTimeISO: "string", Upload: "File" },
  },
} as const;

const config: CodegenConfig = {
  schema: "schema.graphql",
  ignoreNoDocuments: true,
  generates: {
    "client/src/gql/": {
      documents: ["client/src/**/*.graphql", ...FEATURES.map((f) => `!${f.documents}`)],
      ...OUTPUT,
    },
    // A feature's own documents in a module of their own: only its screens load them.
    ...Object.fromEntries(
      FEATURES.map((f) => [`client/src/gql/${f.name}/`, { documents: [f.documents], ...OUTPUT }]),
    ),
  },
};

export default config;
