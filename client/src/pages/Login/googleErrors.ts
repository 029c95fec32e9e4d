export const GOOGLE_UNAVAILABLE =
  "Google sign-in is not available on this server. Please continue with your e-mail.";

/** The text for `/login?error=CODE`, set by the server when the Google redirect fails. */
export function googleErrorText(code: string): string {
  switch (code) {
    case "google_unavailable":
      return GOOGLE_UNAVAILABLE;
    case "google_email_unverified":
      return "Your Google account's e-mail address is not verified. Please continue with your e-mail.";
    case "google_account_conflict":
      return "This e-mail's account is linked to a different Google account. Sign in with that Google account or continue with your e-mail.";
    case "google_admin_account":
      return "Admin accounts sign in with an e-mail code. Please continue with your e-mail.";
    case "rate_limited":
      return "Too many sign-in attempts from your network. Please try again in a few minutes.";
    case "service_unavailable":
      return "Sign-in is temporarily unavailable. Please try again in a moment.";
    default:
      return "Google sign-in failed. Please try again.";
  }
}
