import { Init1763780000000 } from "./1763780000000-init.js";
import { Harden1764000000000 } from "./1764000000000-harden.js";
import { Admin1764100000000 } from "./1764100000000-admin.js";

/** Every migration, in order. A new migration is added here. */
export const migrations = [Init1763780000000, Harden1764000000000, Admin1764100000000];
