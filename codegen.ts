import type { CodegenConfig } from "@graphql-codegen/cli";

// schema.graphql (printed from the server) + the .graphql operations beside each screen
// -> typed documents in client/src/gql/, used with Apollo's own useQuery/useMutation.
const config: CodegenConfig = {
  schema: "schema.graphql",
  documents: ["client/src/**/*.graphql"],
  ignoreNoDocuments: true,
  generates: {
    "client/src/gql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTimeISO: "string", Upload: "File" },
      },
    },
  },
};

export default config;
