import { Fragment } from "react";

/** Web addresses in a message: http(s)://… or www.… up to the next space. */
const URL_PATTERN = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.org."). */
const TRAILING = /[.,;:!?)\]}'"]+$/;

function isWebAddress(href: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(href).protocol);
  } catch {
    return false;
  }
}

type Part = { text: string } | { text: string; href: string };

/** Splits plain text into text and links; only http and https addresses become links. */
export function linkParts(body: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    const raw = match[0];
    const url = raw.replace(TRAILING, "");
    if (start > last) parts.push({ text: body.slice(last, start) });
    const href = /^https?:\/\//i.test(url) ? url : `https://${url}`;
    parts.push(isWebAddress(href) ? { text: url, href } : { text: url });
    last = start + url.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}

/**
 * A message's text as sent: plain text (React escapes it; no HTML is ever read from it), line
 * breaks kept by CSS, and web addresses as links that open in a new tab without handing over the
 * page (rel noopener noreferrer nofollow).
 */
export function MessageText({ body }: { body: string }) {
  return (
    <>
      {linkParts(body).map((part, i) =>
        "href" in part ? (
          <a key={i} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
            {part.text}
          </a>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
