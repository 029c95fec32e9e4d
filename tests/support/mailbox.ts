import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  raw: string;
  /** The decoded text/plain and text/html parts. */
  text: string;
  html: string;
}

/** Decodes one MIME part's body (quoted-printable or base64, as nodemailer writes them). */
function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** The text and HTML parts of a raw message (a multipart/alternative or a single part). */
function parts(raw: string): { text: string; html: string } {
  const found = { text: "", html: "" };
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const chunks = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const chunk of chunks) {
    const split = chunk.search(/\r?\n\r?\n/);
    const headers = chunk.slice(0, split);
    const body = chunk
      .slice(split)
      .replace(/^\r?\n\r?\n/, "")
      .replace(/\r?\n$/, "");
    const type = /content-type:\s*([\w/]+)/i.exec(headers)?.[1]?.toLowerCase();
    if (type === "text/plain") found.text = decodeBody(headers, body).replace(/\r\n/g, "\n");
    if (type === "text/html") found.html = decodeBody(headers, body).replace(/\r\n/g, "\n");
  }
  return found;
}

export interface Mailbox {
  url: string;
  messages: ReceivedMail[];
  /** Waits until the `count`th sign-in code e-mail to `to` arrived (other mail not counted); its code. */
  waitForCode(to: string, count?: number, timeoutMs?: number): Promise<string>;
  /** Waits until `count` messages to `to` arrived; returns the last one. */
  waitForMail(to: string, count?: number, timeoutMs?: number): Promise<ReceivedMail>;
  /** Messages addressed to `to`. */
  to(address: string): ReceivedMail[];
  /** Recipients the server refuses (to test failed sends). */
  refuse(address: string): void;
  /** Accepts a refused recipient again. */
  accept(address: string): void;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps what it receives. */
export async function startMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const refused = new Set<string>();
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.has(address.address.toLowerCase()))
        return callback(new Error("Mailbox unavailable"));
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (raw += chunk));
      stream.on("end", () => {
        const subject = /^Subject: (.*)$/im.exec(raw)?.[1]?.trim() ?? "";
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject,
          raw,
          ...parts(raw),
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  const to = (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase()));
  /** Sign-in code e-mails (a code in the subject): other mail, such as notifications, is not counted. */
  const CODE = /\b(\d{6})\b/;
  const waitFor = async (
    address: string,
    count: number,
    timeoutMs: number,
    which: (m: ReceivedMail) => boolean,
    what: string,
  ) => {
    const deadline = Date.now() + timeoutMs;
    const matching = () => to(address).filter(which);
    while (matching().length < count) {
      if (Date.now() > deadline)
        throw new Error(`no ${what} #${count} to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
    return matching()[count - 1];
  };
  const waitForMail = (address: string, count = 1, timeoutMs = 10_000) =>
    waitFor(address, count, timeoutMs, () => true, "mail");
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    to,
    refuse: (address) => refused.add(address.toLowerCase()),
    accept: (address) => refused.delete(address.toLowerCase()),
    waitForMail,
    async waitForCode(address, count = 1, timeoutMs = 10_000) {
      const mail = await waitFor(
        address,
        count,
        timeoutMs,
        (m) => CODE.test(m.subject),
        "sign-in code",
      );
      return CODE.exec(mail.subject)![1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
