/**
 * The categories of a business (issue 28): the GraphQL enum's names and the labels people read
 * (REST speaks the labels). Pure data, shared by the service, the search and the GraphQL types.
 */
export const BUSINESS_CATEGORIES = [
  { name: "MANUFACTURING", label: "Manufacturing" },
  { name: "TOOL_ROOM_AND_DIES", label: "Tool Room and Dies" },
  { name: "AUTOMATION", label: "Automation" },
  { name: "ELECTRICAL", label: "Electrical" },
  { name: "CONSTRUCTION", label: "Construction" },
  { name: "SOFTWARE_AND_IT", label: "Software and IT" },
  { name: "TRAINING", label: "Training" },
  { name: "TRADING_AND_RETAIL", label: "Trading and Retail" },
  { name: "SERVICES", label: "Services" },
  { name: "OTHER", label: "Other" },
] as const;

export type BusinessCategoryName = (typeof BUSINESS_CATEGORIES)[number]["name"];

const LABELS = new Map<string, string>(BUSINESS_CATEGORIES.map((c) => [c.name, c.label]));

export const isCategoryName = (value: unknown): value is BusinessCategoryName =>
  typeof value === "string" && LABELS.has(value);

/** The label of a category name ("Tool Room and Dies"); the name itself when unknown. */
export const categoryLabel = (name: string): string => LABELS.get(name) ?? name;

/** The labels, listed for a refusal: "Manufacturing, Tool Room and Dies, ... or Other". */
export const CATEGORY_LIST = BUSINESS_CATEGORIES.map((c) => c.label).join(", ");

/** A category as REST takes it: its label (any case) or its name; null when unknown. */
export function categoryFromText(text: string): BusinessCategoryName | null {
  const t = text.trim().toLowerCase();
  const found = BUSINESS_CATEGORIES.find(
    (c) => c.label.toLowerCase() === t || c.name.toLowerCase() === t,
  );
  return found?.name ?? null;
}
