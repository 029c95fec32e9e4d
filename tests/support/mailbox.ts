import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  raw: string;
}

export interface Mailbox {
  url: string;
  messages: ReceivedMail[];
  /** Waits until `count` messages to `to` arrived; returns the code in the last one. */
  waitForCode(to: string, count?: number, timeoutMs?: number): Promise<string>;
  /** Messages addressed to `to`. */
  to(address: string): ReceivedMail[];
  /** Recipients the server refuses (to test failed sends). */
  refuse(address: string): void;
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
        });
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  const to = (address: string) => messages.filter((m) => m.to.includes(address.toLowerCase()));
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    to,
    refuse: (address) => refused.add(address.toLowerCase()),
    async waitForCode(address, count = 1, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (to(address).length < count) {
        if (Date.now() > deadline)
          throw new Error(`no mail #${count} to ${address} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      const mail = to(address)[count - 1];
      const code = /\b(\d{6})\b/.exec(mail.subject)?.[1];
      if (!code) throw new Error(`no code in the subject "${mail.subject}"`);
      return code;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
