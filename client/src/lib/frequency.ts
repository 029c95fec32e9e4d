import type { AlertFrequency } from "../gql/graphql";

/** The e-mail frequencies in the order the selects offer them, with their labels. */
export const FREQUENCY_OPTIONS: { value: AlertFrequency; label: string }[] = [
  { value: "INSTANT", label: "Instant" },
  { value: "DAILY", label: "Daily" },
  { value: "WEEKLY", label: "Weekly" },
  { value: "OFF", label: "Off" },
];

/** What each frequency means, for hints. */
export const FREQUENCY_HINT =
  "Instant: an e-mail at once. Daily or weekly: one digest at 08:00 India time (weekly on Mondays). Off: no e-mail; the bell still tells you.";

export const isFrequency = (value: string): value is AlertFrequency =>
  FREQUENCY_OPTIONS.some((option) => option.value === value);

/** "Instant", "Daily"...: the label of a frequency. */
export const frequencyLabel = (value: AlertFrequency) =>
  FREQUENCY_OPTIONS.find((option) => option.value === value)?.label ?? value;
