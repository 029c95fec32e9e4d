import { useQuery } from "@apollo/client/react";
import { AppInfoDocument } from "../gql/graphql";
import type { AppInfoState } from "./fetchedAppInfo";

/** useAppInfo inside the app shell: the AppInfo query in the Apollo cache. */
export function useApolloAppInfo(): AppInfoState {
  const { data, loading, error } = useQuery(AppInfoDocument);
  return { appInfo: data?.appInfo, loading, error };
}
