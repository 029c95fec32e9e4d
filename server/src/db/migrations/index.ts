import { Init1763780000000 } from "./1763780000000-init.js";
import { Harden1764000000000 } from "./1764000000000-harden.js";
import { Search1764300000000 } from "./1764300000000-search.js";

/** Every migration, in order. A new migration is added here. */
export const migrations = [Init1763780000000, Harden1764000000000, Search1764300000000];
