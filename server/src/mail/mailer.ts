import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger.js";
import {
  renderOpportunityRemoved,
  renderSignInCode,
  renderSignInPaused,
  type RenderedMail,
} from "./templates.js";
import type {
  Mailer,
  OpportunityRemovedMail,
  OutgoingMail,
  SignInCodeMail,
  SignInPausedMail,
} from "./mails.js";

export type {
  Mailer,
  OpportunityRemovedMail,
  OutgoingMail,
  SignInCodeMail,
  SignInPausedMail,
} from "./mails.js";

abstract class TemplateMailer implements Mailer {
  protected abstract deliver(to: string, mail: RenderedMail): Promise<void>;
  abstract sendMessage(mail: OutgoingMail): Promise<void>;

  sendSignInCode(mail: SignInCodeMail): Promise<void> {
    return this.deliver(mail.to, renderSignInCode(mail));
  }

  sendSignInPaused(mail: SignInPausedMail): Promise<void> {
    return this.deliver(mail.to, renderSignInPaused(mail));
  }

  sendOpportunityRemoved(mail: OpportunityRemovedMail): Promise<void> {
    return this.deliver(mail.to, renderOpportunityRemoved(mail));
  }

  abstract close(): void;
}

/**
 * Real SMTP through nodemailer. Codes are never logged. Connecting, the server's greeting and an idle
 * socket each time out (`SMTP_TIMEOUT_SECONDS`; the socket gets twice as long), so a hung mail server
 * fails the request with a 503 instead of holding it; options in the URL's query win.
 */
export class SmtpMailer extends TemplateMailer {
  private readonly transport;
  constructor(
    smtpUrl: string,
    private readonly from: string,
    timeoutSeconds = 10,
  ) {
    super();
    const ms = timeoutSeconds * 1000;
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: ms,
      greetingTimeout: ms,
      socketTimeout: 2 * ms,
      dnsTimeout: ms,
    });
  }

  protected async deliver(to: string, mail: RenderedMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to, ...mail });
  }

  async sendMessage({ to, subject, text, html, headers, messageId }: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to,
      subject,
      text,
      ...(html ? { html } : {}),
      ...(headers ? { headers } : {}),
      ...(messageId ? { messageId } : {}),
    });
  }

  close(): void {
    this.transport.close();
  }
}

/** With no SMTP_URL (development only): each message is written to DATA_DIR/outbox/ and announced. */
export class OutboxMailer extends TemplateMailer {
  constructor(
    private readonly dir: string,
    private readonly log: Logger,
    private readonly print: (line: string) => void = (line) => process.stdout.write(line + "\n"),
  ) {
    super();
  }

  protected async deliver(to: string, { subject, text }: RenderedMail): Promise<void> {
    await this.sendMessage({ to, subject, text });
  }

  async sendMessage({ to, subject, text, headers }: OutgoingMail): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    const file = path.join(
      this.dir,
      `${new Date().toISOString().replace(/[:.]/g, "-")}-${to.replace(/[^a-z0-9@._-]/gi, "_")}.txt`,
    );
    const extra = Object.entries(headers ?? {}).map(([name, value]) => `${name}: ${value}\n`);
    writeFileSync(file, `To: ${to}\nSubject: ${subject}\n${extra.join("")}\n${text}\n`);
    this.log.info({ to, file }, "e-mail written to the outbox (no SMTP_URL set)");
    // The subject of a code e-mail starts with the code, so this line is all a developer needs.
    this.print(`✉  ${to}: ${subject}`);
  }

  close(): void {}
}
