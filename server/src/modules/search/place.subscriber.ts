import {
  EventSubscriber,
  type EntitySubscriberInterface,
  type InsertEvent,
  type UpdateEvent,
} from "typeorm";
import { User } from "../users/user.entity.js";
import { resolveLocation } from "./place-resolver.js";

/**
 * Whenever a member's current_location is written through TypeORM (profile, admin, save or
 * update), the place it names is resolved and stored beside it. Raw SQL writers call
 * resolvePendingPlaces afterwards (the seed does; the server does at start).
 */
@EventSubscriber()
export class PlaceSubscriber implements EntitySubscriberInterface<User> {
  listenTo() {
    return User;
  }

  beforeInsert(event: InsertEvent<User>): void {
    if (event.entity && "currentLocation" in event.entity)
      Object.assign(event.entity, resolveLocation(event.entity.currentLocation));
  }

  beforeUpdate(event: UpdateEvent<User>): void {
    const entity = event.entity as Partial<User> | undefined;
    if (!entity || !("currentLocation" in entity)) return;
    if (
      event.databaseEntity &&
      event.databaseEntity.placeSource === entity.currentLocation &&
      event.databaseEntity.currentLocation === entity.currentLocation
    )
      return;
    Object.assign(entity, resolveLocation(entity.currentLocation));
  }
}
