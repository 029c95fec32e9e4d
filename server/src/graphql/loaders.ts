import DataLoader from "dataloader";
import type {
  ConnectionService,
  ViewerConnectionView,
} from "../modules/connections/connection.service.js";
import type { User } from "../modules/users/user.entity.js";
import type { UserService } from "../modules/users/user.service.js";

/** DataLoaders for one request: a list of N items resolves each relation in one statement. */
export interface Loaders {
  /** Members by id (null for an id that is gone). */
  user: DataLoader<string, User | null>;
  /**
   * Where the viewer stands with each member, by member id (NONE without a viewer), blocks either
   * way included (User.viewerConnection and User.viewerBlocked share its one statement).
   */
  connection: DataLoader<string, ViewerConnectionView>;
}

export function createLoaders(
  users: Pick<UserService, "findByIds">,
  viewer?: User,
  connections?: Pick<ConnectionService, "states">,
): Loaders {
  const user = new DataLoader<string, User | null>(async (ids) => {
    const found = new Map((await users.findByIds(ids)).map((u) => [u.id, u]));
    return ids.map((id) => found.get(id) ?? null);
  });
  // The viewer was just read for the session: their own posts need no second look-up.
  if (viewer) user.prime(viewer.id, viewer);
  const connection = new DataLoader<string, ViewerConnectionView>(async (ids) =>
    viewer && connections
      ? connections.states(viewer.id, ids)
      : ids.map(() => ({ state: "NONE" as const, connectionId: null })),
  );
  return { user, connection };
}
