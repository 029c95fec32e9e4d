import { Init1763780000000 } from "./1763780000000-init.js";

/** Every migration, in order. A new migration is added here. */
export const migrations = [Init1763780000000];
