import type { SessionUser } from "./context";
import { useSession } from "./useSession";

export interface Me {
  /** The signed-in member from the Apollo cache, or null when signed out. */
  me: SessionUser | null;
  isAuthenticated: boolean;
  isProfileComplete: boolean;
  isVerified: boolean;
  isAdmin: boolean;
}

/**
 * The signed-in member and the flags derived from it. It is the `me` query in the Apollo cache:
 * a mutation that returns the member (with the `SessionUser` fields) updates every reader.
 */
export function useMe(): Me {
  const { me } = useSession();
  return {
    me,
    isAuthenticated: me !== null,
    isProfileComplete: me?.profileCompleted ?? false,
    isVerified: me?.isVerified ?? false,
    isAdmin: me?.isAdmin ?? false,
  };
}
