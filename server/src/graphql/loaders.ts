import DataLoader from "dataloader";
import type {
  ConnectionService,
  ViewerConnectionView,
} from "../modules/connections/connection.service.js";
import type { BlockService, BlockState } from "../modules/safety/block.service.js";
import type { User } from "../modules/users/user.entity.js";
import type { UserService } from "../modules/users/user.service.js";

/** DataLoaders for one request: a list of N items resolves each relation in one statement. */
export interface Loaders {
  /** Members by id (null for an id that is gone). */
  user: DataLoader<string, User | null>;
  /** Where the viewer stands with each member, by member id (NONE without a viewer). */
  connection: DataLoader<string, ViewerConnectionView>;
  /** Who blocked whom between the viewer and each member, by member id (none without a viewer). */
  block: DataLoader<string, BlockState>;
}

export function createLoaders(
  users: Pick<UserService, "findByIds">,
  viewer?: User,
  connections?: Pick<ConnectionService, "states">,
  blocks?: Pick<BlockService, "states">,
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
  const block = new DataLoader<string, BlockState>(async (ids) =>
    viewer && blocks
      ? blocks.states(viewer.id, ids)
      : ids.map(() => ({ viewerBlocked: false, blockedViewer: false })),
  );
  return { user, connection, block };
}
