import { useEffect, useState } from "react";
import type { AppInfoQuery } from "../gql/graphql";
import APP_INFO_QUERY from "./appInfo.graphql?raw";

export type AppInfo = AppInfoQuery["appInfo"];

export interface AppInfoState {
  appInfo?: AppInfo;
  loading: boolean;
  error?: unknown;
}

let request: Promise<AppInfo> | undefined;
let answer: AppInfo | undefined;

/**
 * The AppInfo query (the same appInfo.graphql) as one plain POST: what the landing page shows before
 * the Apollo-backed app shell is loaded. Asked once per visit; a failure may be retried by a later
 * reader. The app shell seeds its cache with the answer (peekAppInfo), so it does not ask again.
 */
export function fetchAppInfo(): Promise<AppInfo> {
  request ??= fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ operationName: "AppInfo", query: APP_INFO_QUERY }),
  })
    .then(async (res) => {
      const body = (await res.json()) as { data?: AppInfoQuery | null };
      if (!res.ok || !body.data?.appInfo) throw new Error(`appInfo failed (${res.status})`);
      answer = body.data.appInfo;
      return answer;
    })
    .catch((error: unknown) => {
      request = undefined;
      throw error;
    });
  return request;
}

/** The answer, once there is one. */
export const peekAppInfo = (): AppInfo | undefined => answer;

/** For tests: forget the answer. */
export function resetFetchedAppInfo(): void {
  request = undefined;
  answer = undefined;
}

/** useAppInfo outside the app shell (the light landing page). */
export function useFetchedAppInfo(): AppInfoState {
  const [state, setState] = useState<AppInfoState>(() =>
    answer ? { appInfo: answer, loading: false } : { loading: true },
  );
  useEffect(() => {
    if (answer) return;
    let live = true;
    fetchAppInfo().then(
      (appInfo) => live && setState({ appInfo, loading: false }),
      (error: unknown) => live && setState({ loading: false, error }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
