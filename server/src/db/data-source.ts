import "reflect-metadata";
import { DataSource } from "typeorm";
import type { Logger } from "../logger.js";
import { entities } from "./entities.js";
import { migrations } from "./migrations/index.js";
import { PlaceSubscriber } from "../modules/search/place.subscriber.js";

export interface DataSourceOptions {
  url: string;
  poolSize: number;
  logger?: Logger;
}

/**
 * The one PostgreSQL data source. Migrations only (never synchronize). The pg pool gets a connection
 * timeout and an error handler, so a database restart fails requests instead of crashing the process.
 */
export function createDataSource({ url, poolSize, logger }: DataSourceOptions): DataSource {
  return new DataSource({
    type: "postgres",
    url,
    entities,
    migrations,
    subscribers: [PlaceSubscriber],
    migrationsTableName: "migrations",
    synchronize: false,
    logging: false,
    poolSize,
    applicationName: "istc-connect",
    extra: {
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    },
    poolErrorHandler: (err: unknown) => {
      logger?.warn({ err }, "database connection error (the pool will reconnect)");
    },
  });
}
