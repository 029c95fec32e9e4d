import { cleanName, cleanParagraphs } from "../modules/users/names.js";
import type { OpportunityRemovedMail, SignInCodeMail, SignInPausedMail } from "./mails.js";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const FOOTER = "ISTC Connect - for all ISTCians, current students and alumni";

function html(paragraphs: string[]): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
${paragraphs.join("\n")}
<p style="color:#6b7280">${FOOTER}</p>
</body></html>`;
}

/**
 * The sign-in code. It repeats nothing anyone typed: the address may not be its owner's request (a
 * stranger can ask a code for any address), so the greeting uses the account's own name, and a new
 * address (no account yet, only a name typed with the request) gets a plain "Hello".
 */
export function renderSignInCode({
  accountName,
  code,
  validMinutes,
}: SignInCodeMail): RenderedMail {
  const greeting = accountName ? `Hi ${cleanName(accountName)},` : "Hello,";
  const note = `It is valid for ${validMinutes} minutes and works once. If you did not try to sign in, ignore this e-mail: nobody can sign in without the code.`;
  return {
    subject: `${code} is your ISTC Connect sign-in code`,
    text: [greeting, "", `Your ISTC Connect sign-in code is ${code}`, "", note, "", FOOTER].join(
      "\n",
    ),
    html: html([
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>Your ISTC Connect sign-in code is</p>`,
      `<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>`,
      `<p>${note}</p>`,
    ]),
  };
}

/**
 * Sent once when an address reaches the cap of wrong codes: code sign-in is paused for it. When the
 * address has an account, the e-mail carries a one-time link that signs its owner in despite the
 * pause (owning the mailbox is the proof), so a stranger's guesses cannot lock the owner out.
 */
export function renderSignInPaused({
  to,
  failures,
  pausedHours,
  googleEnabled,
  signInLink,
}: SignInPausedMail): RenderedMail {
  const lines = [
    `${failures} wrong sign-in codes were entered for ${to}, so we have paused sign-in by e-mail code for this address for ${pausedHours} hours.`,
    `Nobody signed in: a wrong code never lets anyone in.${googleEnabled ? " You can still continue with Google meanwhile." : ""}`,
    "If it was you, simply try again later. If it was not, you need not do anything; codes will work again after the pause.",
  ];
  const link = signInLink
    ? `To sign in now despite the pause, open this link (it works once, within ${signInLink.validMinutes} minutes, and only for ${to}):`
    : null;
  return {
    subject: "ISTC Connect: sign-in codes paused for your address",
    text: [
      "Hello,",
      "",
      ...lines.flatMap((l) => [l, ""]),
      ...(signInLink ? [link!, signInLink.url, ""] : []),
      FOOTER,
    ].join("\n"),
    html: html([
      `<p>Hello,</p>`,
      ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
      ...(signInLink
        ? [
            `<p>${escapeHtml(link!)}</p>`,
            `<p><a href="${escapeHtml(signInLink.url)}">Sign in to ISTC Connect</a></p>`,
          ]
        : []),
    ]),
  };
}

/**
 * Tells a poster that an admin removed their opportunity, and why. The subject is fixed; the title
 * (the poster's own) is cleaned to one line and the reason (the admin's) to plain paragraphs; both
 * are escaped in the HTML part, so neither can add markup or links of its own.
 */
export function renderOpportunityRemoved({
  name,
  title,
  reason,
  contactEmail,
}: OpportunityRemovedMail): RenderedMail {
  const greeting = cleanName(name);
  const post = cleanName(title);
  const why = cleanParagraphs(reason);
  const intro = `An ISTC Connect admin removed your opportunity "${post}" from the board.`;
  const outro = `If you have questions about it, write to ${contactEmail}.`;
  return {
    subject: "ISTC Connect: your opportunity was removed",
    text: [`Hi ${greeting},`, "", intro, "", "The reason given:", why, "", outro, "", FOOTER].join(
      "\n",
    ),
    html: html([
      `<p>Hi ${escapeHtml(greeting)},</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>The reason given:</p>`,
      `<blockquote style="white-space:pre-line;border-left:3px solid #d1d5db;margin:0;padding-left:12px">${escapeHtml(why)}</blockquote>`,
      `<p>${escapeHtml(outro)}</p>`,
    ]),
  };
}
