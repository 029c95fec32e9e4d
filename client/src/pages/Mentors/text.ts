/** "3 open places", "1 open place" or "Full". */
export const placesText = (openSlots: number) =>
  openSlots <= 0 ? "Full" : `${openSlots} open ${openSlots === 1 ? "place" : "places"}`;

/** "Mentored 4 members", "Mentored 1 member", or "New mentor". */
export const mentoredText = (count: number) =>
  count > 0 ? `Mentored ${count} ${count === 1 ? "member" : "members"}` : "New mentor";

/** The link of /mentors filtered by one topic. */
export const topicHref = (topic: string) => `/mentors?topic=${encodeURIComponent(topic)}`;
