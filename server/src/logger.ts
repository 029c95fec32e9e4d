import { pino, type Logger } from "pino";

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "token", "code"],
      censor: "[redacted]",
    },
  });
}
