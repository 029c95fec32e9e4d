import type { ParsedQuery } from "./parsed-query.js";
import type { RoleReading } from "./query-phrases.js";
import type { RoleDef } from "./vocabulary.js";

/** How specific a role reading is: a craft or profession, a role, a trade, a bare title. */
function specificity(x: RoleReading): number {
  if (x.craft) return 3;
  if (x.role.label === "Engineer") return 0;
  return x.role.trade ? 1 : 2;
}

/**
 * Two role phrases typed together ("maintenance electricians", "mechanical design engineers",
 * "electrical maintenance engineer") name one kind of person, and a specific term narrows: the
 * more specific reading is the criterion (a craft over a role, a role over a trade; of two crafts
 * the last, the noun; a trade over a craft of another trade, said loosely), the other stays a
 * term that ranks; two trades or roles together ("HVAC mechanical engineers") are the second of
 * the first as well (the first required beside it). "second": the first reading is taken back;
 * "first": the second is not added; "both": the bare "engineer" beside a role, both stay.
 */
export function compoundRole(
  q: ParsedQuery,
  wholeRoles: Set<RoleDef>,
  first: RoleReading,
  second: RoleReading,
): "first" | "second" | "both" {
  const a = specificity(first);
  const b = specificity(second);
  // Two trades or roles typed together ("HVAC mechanical engineers"): the second, of the first
  // as well (mechanical engineers in air conditioning), not either.
  if (a === b && a !== 3) {
    if (a === 0 || first.role === second.role) return "both";
    if (!q.requiredRoles.includes(first.role)) q.requiredRoles.push(first.role);
    wholeRoles.delete(first.role);
    q.roles = q.roles.filter((x) => x !== first.role);
    return "second";
  }
  // A profession of no trade and a trade after it ("GET mechanical", "lecturer electrical",
  // "teachers of civil"): of that trade as well.
  if (a > b) {
    if (!first.role.trade && second.role.trade && !second.craft)
      if (!q.requiredRoles.includes(second.role)) q.requiredRoles.push(second.role);
    return "first";
  }
  // A craft of another trade after a trade is said loosely ("airconditioning mechanics" are the
  // trade's technicians, not vehicle mechanics): the trade says who. A profession of no trade
  // ("electrical supervisors", "mechanical design engineers") is of the trade typed before it.
  const ofNoTrade = !second.craft || !second.role.trade;
  if (
    second.craft &&
    !ofNoTrade &&
    !first.craft &&
    first.role.trade &&
    second.craft.broader !== first.role.label
  )
    return "first";
  if (ofNoTrade && first.role.trade && !first.craft && !q.requiredRoles.includes(first.role))
    q.requiredRoles.push(first.role);
  if (first.craft) {
    const craft = first.craft;
    q.crafts = q.crafts.filter((c) => c !== craft);
    q.craftTerms = q.craftTerms.filter((t) => t.label !== craft.label);
  } else wholeRoles.delete(first.role);
  const stillUsed =
    wholeRoles.has(first.role) || q.crafts.some((c) => c.broader === first.role.label);
  if (!stillUsed && first.role !== second.role) q.roles = q.roles.filter((x) => x !== first.role);
  return "second";
}
