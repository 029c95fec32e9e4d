import { useQuery } from "@apollo/client/react";
import { AppInfoDocument } from "../gql/graphql";

/** The server's public settings (cached: asked once per visit, however many readers). */
export function useAppInfo() {
  const { data, loading, error } = useQuery(AppInfoDocument);
  return { appInfo: data?.appInfo, loading, error };
}
