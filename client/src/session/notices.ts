/** Why a session ended without the member signing out here; shown on /login. */
export const SESSION_NOTICES = {
  expired: "Your session has ended. Please sign in again.",
  elsewhere: "You signed out in another tab.",
} as const;
