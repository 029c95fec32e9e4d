/** What the services send (the Mailer port) and each mail's content; mailer.ts delivers them. */
export interface SignInCodeMail {
  to: string;
  /** The account's own name; null for an address with no account yet (typed names are never mailed). */
  accountName: string | null;
  code: string;
  validMinutes: number;
}

export interface SignInPausedMail {
  to: string;
  failures: number;
  pausedHours: number;
  googleEnabled: boolean;
  /** A one-time link that signs the address's account in despite the pause; absent with no account. */
  signInLink?: { url: string; validMinutes: number };
}

export interface OpportunityRemovedMail {
  to: string;
  /** The poster's name (their own record). */
  name: string;
  /** The removed post's title. */
  title: string;
  /** Why the admin removed it, as they typed it (plain text; escaped in HTML). */
  reason: string;
  /** Where to ask about it (CONTACT_EMAIL). */
  contactEmail: string;
}

/** A whole message, already written (notifications, digests): sent as it is. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /** The Message-ID, the same on every try, so a receiver can drop a repeat. */
  messageId?: string;
}

export interface Mailer {
  /** Sends a message written elsewhere (mail/deliveries.ts sends the queued ones through it). */
  sendMessage(mail: OutgoingMail): Promise<void>;
  sendSignInCode(mail: SignInCodeMail): Promise<void>;
  /** Tells the owner of an address that code sign-in is paused after too many wrong codes. */
  sendSignInPaused(mail: SignInPausedMail): Promise<void>;
  /** Tells a poster that an admin removed their opportunity, with the admin's reason. */
  sendOpportunityRemoved(mail: OpportunityRemovedMail): Promise<void>;
  close(): void;
}
