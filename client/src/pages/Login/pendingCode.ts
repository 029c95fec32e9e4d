import { SIGN_IN_CODE_LENGTH } from "#common/limits";

/**
 * The code this tab last had sent, so "Back to email" and Continue with the same address returns
 * to the code step instead of asking for (and being refused) a second code. Kept in
 * sessionStorage so a reload of /login keeps it too; times are epoch milliseconds.
 */
export interface PendingCode {
  /** The address as the server normalises it (trimmed, lower case). */
  email: string;
  codeLength: number;
  /** How long a code lives, as the server said; null when unknown (a send refused as too soon). */
  lifetimeSeconds: number | null;
  /** When the code stops working; null when unknown. */
  expiresAt: number | null;
  /** When "Resend OTP" may be used. */
  resendAt: number;
}

const KEY = "signInCode";

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** From a send-code answer received at `now`. */
export function pendingFromAnswer(
  email: string,
  answer: { codeLength: number; expiresInSeconds: number; resendAfterSeconds: number },
  now: number,
): PendingCode {
  return {
    email: normalizeEmail(email),
    codeLength: answer.codeLength,
    lifetimeSeconds: answer.expiresInSeconds,
    expiresAt: now + answer.expiresInSeconds * 1000,
    resendAt: now + answer.resendAfterSeconds * 1000,
  };
}

/**
 * After the server refused a send as too soon (`retryAfter`): a code was sent a moment ago, from
 * this tab or another one, so the member can enter it; its length is the shared default.
 */
export function pendingFromRefusal(
  email: string,
  retryAfterSeconds: number,
  now: number,
  previous: PendingCode | null,
): PendingCode {
  const same = previous?.email === normalizeEmail(email) ? previous : null;
  return {
    email: normalizeEmail(email),
    codeLength: same?.codeLength ?? SIGN_IN_CODE_LENGTH,
    lifetimeSeconds: same?.lifetimeSeconds ?? null,
    expiresAt: same?.expiresAt ?? null,
    resendAt: now + retryAfterSeconds * 1000,
  };
}

/** The pending code for this address, if it can still be used at `now`. */
export function usablePendingCode(
  pending: PendingCode | null,
  email: string,
  now: number,
): PendingCode | null {
  if (!pending || pending.email !== normalizeEmail(email)) return null;
  if (pending.expiresAt !== null && now >= pending.expiresAt) return null;
  return pending;
}

const isTime = (value: unknown) => typeof value === "number" && Number.isFinite(value);

/** The remembered code, if what storage holds has the right shape (it is the user's to edit). */
export function loadPendingCode(): PendingCode | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Partial<PendingCode> | null;
    if (
      !value ||
      typeof value.email !== "string" ||
      !Number.isInteger(value.codeLength) ||
      value.codeLength! < 1 ||
      value.codeLength! > 12 ||
      !isTime(value.resendAt) ||
      !(value.expiresAt === null || isTime(value.expiresAt)) ||
      !(value.lifetimeSeconds === null || isTime(value.lifetimeSeconds))
    ) {
      return null;
    }
    return value as PendingCode;
  } catch {
    return null;
  }
}

export function savePendingCode(pending: PendingCode | null): void {
  try {
    if (pending) sessionStorage.setItem(KEY, JSON.stringify(pending));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage unavailable: the pending code is remembered in memory only.
  }
}
