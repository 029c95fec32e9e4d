import type { BusinessCategory } from "../../gql/businesses/graphql";

/** The ten categories in the contract's order, with the words shown (the REST labels). */
export const CATEGORIES: { value: BusinessCategory; label: string }[] = [
  { value: "MANUFACTURING", label: "Manufacturing" },
  { value: "TOOL_ROOM_AND_DIES", label: "Tool Room and Dies" },
  { value: "AUTOMATION", label: "Automation" },
  { value: "ELECTRICAL", label: "Electrical" },
  { value: "CONSTRUCTION", label: "Construction" },
  { value: "SOFTWARE_AND_IT", label: "Software and IT" },
  { value: "TRAINING", label: "Training" },
  { value: "TRADING_AND_RETAIL", label: "Trading and Retail" },
  { value: "SERVICES", label: "Services" },
  { value: "OTHER", label: "Other" },
];

export const isCategory = (value: string | null): value is BusinessCategory =>
  CATEGORIES.some((c) => c.value === value);

export const categoryLabel = (value: BusinessCategory) =>
  CATEGORIES.find((c) => c.value === value)?.label ?? value;

/** "1 recommendation", "12 recommendations". */
export const recommendationsText = (count: number) =>
  `${count} ${count === 1 ? "recommendation" : "recommendations"}`;

/** "1 business", "3 businesses". */
export const businessesText = (count: number) =>
  `${count} ${count === 1 ? "business" : "businesses"}`;
