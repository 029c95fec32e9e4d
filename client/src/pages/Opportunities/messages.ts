/** Why a member may not post or edit: the spec's words, the same as the server's refusals. */
export const NOT_VERIFIED =
  "Only verified ISTCians can post opportunities. Please wait for admin verification.";
export const INCOMPLETE_PROFILE = "Please complete your profile to post opportunities.";
export const NOT_POSTER = "Only the member who posted this opportunity can edit it.";
