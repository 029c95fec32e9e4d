import type { Frequency } from "#common/frequency";

/**
 * What the saved searches need from the notifications module (helper A's NotificationService
 * satisfies these structurally; services.ts wires them). Declared here so this module depends on
 * no other feature's code.
 */

/** One notification to a member (the shape of NotificationService.notify's input). */
export interface AlertInput {
  userId: string;
  kind: "saved_search";
  title: string;
  body: string;
  /** An app path, e.g. "/user/<id>". */
  url: string;
  /** The same (userId, key) is one notification, ever. */
  key: string;
  /** The digest heading, e.g. 'Saved search "CNC programmers in Ludhiana"'. */
  group?: string;
  /** The e-mail is never sooner than this (the saved search's own alert). */
  emailAtMost?: Frequency;
}

/** Tells a member of a new match of their saved search (in-app, and e-mail as they chose). */
export interface AlertPort {
  /** True when the notification is new (false: that key was notified before). */
  notify(input: AlertInput): Promise<boolean>;
}

/**
 * Called once a member became verified (their change was read from the feed): to be
 * NotificationService.memberVerified.
 */
export type OnVerified = (userId: string) => Promise<void>;

/** The ports of SavedSearchService. */
export interface SavedSearchPorts {
  alerts: AlertPort;
  onVerified: OnVerified;
}

/** An alert port that tells no one: until the notifications module is wired in (services.ts). */
export const NO_ALERTS: AlertPort = { notify: async () => false };
