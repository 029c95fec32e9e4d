export const GOOGLE_UNAVAILABLE =
  "Google sign-in is not available on this server. Please continue with your e-mail.";

/** The text for `/login?error=CODE`, set by the server when the Google redirect fails. */
export function googleErrorText(code: string): string {
  switch (code) {
    case "google_unavailable":
      return GOOGLE_UNAVAILABLE;
    case "google_email_unverified":
      return "Your Google account's e-mail address is not verified. Please continue with your e-mail.";
    default:
      return "Google sign-in failed. Please try again.";
  }
}
