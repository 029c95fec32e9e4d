import { createContext, useContext } from "react";
import { useFetchedAppInfo, type AppInfoState } from "./fetchedAppInfo";

/**
 * Where useAppInfo reads from: a plain fetch by default (the landing page renders without Apollo);
 * the app shell's routes (routes.tsx) provide the Apollo-backed reader, so every other screen shares
 * the one cached query. The value is a hook, fixed for the life of a tree.
 */
export const AppInfoSource = createContext<() => AppInfoState>(useFetchedAppInfo);

/** The server's public settings (cached: asked once per visit, however many readers). */
export function useAppInfo(): AppInfoState {
  const useSource = useContext(AppInfoSource);
  return useSource();
}
