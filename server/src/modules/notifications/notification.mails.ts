import { cleanName } from "../users/names.js";
import type { Frequency } from "./notification-kinds.js";

/** What every notification e-mail carries besides its content: why it came, and the ways out. */
export interface MailFrame {
  /** The member's name, for the greeting. */
  name: string;
  /** Why this e-mail was sent (a whole sentence). */
  reason: string;
  /** Absolute link to /settings/notifications. */
  settingsUrl: string;
  /** Absolute one-click unsubscribe link (also in List-Unsubscribe). */
  unsubscribeUrl: string;
  /** What the unsubscribe link turns off ("saved-search alerts"). */
  unsubscribeLabel: string;
}

export interface MailItem {
  title: string;
  body: string;
  /** Absolute link. */
  url: string;
}

export interface RenderedNotificationMail {
  subject: string;
  text: string;
  html: string;
}

const FOOTER = "ISTC Connect - for all ISTCians, current students and alumni";
const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const greeting = (name: string) => (cleanName(name) ? `Hi ${cleanName(name)},` : "Hello,");

function footerText(frame: MailFrame): string[] {
  return [
    "--",
    frame.reason,
    `Change what we e-mail you: ${frame.settingsUrl}`,
    `Stop ${frame.unsubscribeLabel} with one click: ${frame.unsubscribeUrl}`,
    FOOTER,
  ];
}

function footerHtml(frame: MailFrame): string {
  return `<hr style="border:none;border-top:1px solid #e5e7eb">
<p style="color:#6b7280;font-size:13px">${escapeHtml(frame.reason)}<br>
<a href="${escapeHtml(frame.settingsUrl)}">Change what we e-mail you</a> ·
<a href="${escapeHtml(frame.unsubscribeUrl)}">Stop ${escapeHtml(frame.unsubscribeLabel)}</a></p>
<p style="color:#6b7280;font-size:13px">${FOOTER}</p>`;
}

const page = (inner: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">\n${inner}\n</body></html>`;

const itemHtml = (item: MailItem) =>
  `<li style="margin-bottom:10px"><a href="${escapeHtml(item.url)}"><strong>${escapeHtml(item.title)}</strong></a><br>${escapeHtml(item.body)}</li>`;

/** One notification, e-mailed at once. */
export function renderNotificationMail(item: MailItem, frame: MailFrame): RenderedNotificationMail {
  return {
    subject: item.title,
    text: [
      greeting(frame.name),
      "",
      item.title,
      "",
      item.body,
      "",
      `Open it: ${item.url}`,
      "",
      ...footerText(frame),
    ].join("\n"),
    html: page(
      [
        `<p>${escapeHtml(greeting(frame.name))}</p>`,
        `<p><strong>${escapeHtml(item.title)}</strong></p>`,
        `<p>${escapeHtml(item.body)}</p>`,
        `<p><a href="${escapeHtml(item.url)}">Open it on ISTC Connect</a></p>`,
        footerHtml(frame),
      ].join("\n"),
    ),
  };
}

export interface DigestGroup {
  heading: string;
  items: MailItem[];
}

/** The daily or weekly digest: one e-mail, the notifications grouped under their headings. */
export function renderDigestMail(
  frequency: Extract<Frequency, "daily" | "weekly">,
  groups: DigestGroup[],
  frame: MailFrame,
): RenderedNotificationMail {
  const count = groups.reduce((n, g) => n + g.items.length, 0);
  const what = `${count} update${count === 1 ? "" : "s"}`;
  const subject = `Your ${frequency} ISTC Connect digest: ${what}`;
  const text = [greeting(frame.name), "", `Here is what happened on ISTC Connect (${what}).`, ""];
  for (const group of groups) {
    text.push(group.heading, "=".repeat(Math.min(group.heading.length, 60)));
    for (const item of group.items) text.push(`- ${item.title}`, `  ${item.body}`, `  ${item.url}`);
    text.push("");
  }
  return {
    subject,
    text: [...text, ...footerText(frame)].join("\n"),
    html: page(
      [
        `<p>${escapeHtml(greeting(frame.name))}</p>`,
        `<p>Here is what happened on ISTC Connect (${what}).</p>`,
        ...groups.map(
          (g) =>
            `<h3 style="margin-bottom:4px">${escapeHtml(g.heading)}</h3>\n<ul>${g.items.map(itemHtml).join("\n")}</ul>`,
        ),
        footerHtml(frame),
      ].join("\n"),
    ),
  };
}
