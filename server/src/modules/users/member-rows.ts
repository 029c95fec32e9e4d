import type { DataSource } from "typeorm";
import { rows } from "../../db/sql.js";
import { isUuid } from "../../db/sql-values.js";
import { User } from "./user.entity.js";

/**
 * Members read as plain rows in one SQL statement (no TypeORM hydration): every selectable column of
 * `users`, aliased to the entity's property names (read from TypeORM's metadata once per alias, so
 * a new column is picked up without touching this), and the row put on the entity's prototype: the
 * shape a repository gives. The viewer lookup (session.service.ts) reads its member the same way.
 */
const lists = new WeakMap<DataSource, Map<string, string>>();

/** `alias.column AS "<prefix>property", ...` for every column a repository would select. */
export function userColumns(db: DataSource, alias: string, prefix = ""): string {
  let byAlias = lists.get(db);
  if (!byAlias) lists.set(db, (byAlias = new Map()));
  const key = `${alias}\u0000${prefix}`;
  let list = byAlias.get(key);
  if (!list) {
    list = db
      .getMetadata(User)
      .columns.filter((c) => c.isSelect)
      .map((c) => `${alias}.${c.databaseName} AS "${prefix}${c.propertyName}"`)
      .join(", ");
    byAlias.set(key, list);
  }
  return list;
}

/** A row of userColumns as the entity. */
export const toUser = (row: Record<string, unknown>): User => Object.assign(new User(), row);

/**
 * A row of userColumns(db, alias, prefix) beside other columns, split: the other columns, and the
 * member (null when the row's join found none).
 */
export function splitUser<T>(
  row: Record<string, unknown>,
  prefix: string,
): { rest: T; user: User | null } {
  const rest: Record<string, unknown> = {};
  const user = new User() as unknown as Record<string, unknown>;
  for (const key in row) {
    if (key.startsWith(prefix)) user[key.slice(prefix.length)] = row[key];
    else rest[key] = row[key];
  }
  return { rest: rest as T, user: user.id == null ? null : (user as unknown as User) };
}

/** The members with these ids, in one statement (any order; unknown ids are left out). */
export async function membersByIds(db: DataSource, ids: readonly string[]): Promise<User[]> {
  const valid = ids.filter((id) => isUuid(id));
  if (!valid.length) return [];
  const found = await rows<Record<string, unknown>>(
    db,
    `SELECT ${userColumns(db, "u")} FROM users u WHERE u.id = ANY($1::uuid[])`,
    [valid],
  );
  return found.map(toUser);
}
