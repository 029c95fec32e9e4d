import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger.js";

export interface SignInCodeMail {
  to: string;
  name: string;
  code: string;
  validMinutes: number;
}

export interface Mailer {
  sendSignInCode(mail: SignInCodeMail): Promise<void>;
  close(): void;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderSignInCode({ name, code, validMinutes }: SignInCodeMail) {
  const subject = `${code} is your ISTC Connect sign-in code`;
  const text = [
    `Hi ${name},`,
    "",
    `Your ISTC Connect sign-in code is ${code}`,
    "",
    `It is valid for ${validMinutes} minutes and works once. If you did not try to sign in, ignore this e-mail: nobody can sign in without the code.`,
    "",
    "ISTC Connect - for all ISTCians, current students and alumni",
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937">
<p>Hi ${escapeHtml(name)},</p>
<p>Your ISTC Connect sign-in code is</p>
<p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p>
<p>It is valid for ${validMinutes} minutes and works once. If you did not try to sign in, ignore this e-mail: nobody can sign in without the code.</p>
<p style="color:#6b7280">ISTC Connect - for all ISTCians, current students and alumni</p>
</body></html>`;
  return { subject, text, html };
}

/** Real SMTP through nodemailer. Codes are never logged. */
export class SmtpMailer implements Mailer {
  private readonly transport;
  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async sendSignInCode(mail: SignInCodeMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, ...renderSignInCode(mail) });
  }

  close(): void {
    this.transport.close();
  }
}

/** With no SMTP_URL: each message is written to DATA_DIR/outbox/ and the code printed to the terminal. */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly log: Logger,
    private readonly print: (line: string) => void = (line) => process.stdout.write(line + "\n"),
  ) {}

  async sendSignInCode(mail: SignInCodeMail): Promise<void> {
    const { subject, text } = renderSignInCode(mail);
    mkdirSync(this.dir, { recursive: true });
    const file = path.join(
      this.dir,
      `${new Date().toISOString().replace(/[:.]/g, "-")}-${mail.to.replace(/[^a-z0-9@._-]/gi, "_")}.txt`,
    );
    writeFileSync(file, `To: ${mail.to}\nSubject: ${subject}\n\n${text}\n`);
    this.log.info({ to: mail.to, file }, "sign-in code written to the outbox (no SMTP_URL set)");
    this.print(`✉  Sign-in code for ${mail.to}: ${mail.code}`);
  }

  close(): void {}
}
