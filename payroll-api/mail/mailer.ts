import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { log } from "../log";

export type Mail = { to: string; subject: string; text: string };
export type Mailer = {
  /** Sends the mail, and fails when the mail server (or the outbox folder) does not take it. */
  send(mail: Mail): Promise<void>;
  /**
   * Composes the mail and hands it over for sending without waiting on a mail server: an answer that
   * must not tell whether a mail went (a password reset, docs/decisions/0064) never waits on one. A
   * delivery that fails later is logged.
   */
  queue(mail: Mail): Promise<void>;
  /** Composes the mail as `queue` does and sends nothing: the same work where no mail may go. */
  composeOnly(mail: Mail): Promise<void>;
};

const FROM_ADDRESS = "no-reply@portal.example";
const FROM = `Employer portal <${FROM_ADDRESS}>`;

/** A real SMTP server when one is configured; otherwise .eml files in the outbox folder. */
export function createMailer(options: { smtpUrl?: string; outboxDir: string }): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const compose = async (mail: Mail) => (await composer.sendMail({ from: FROM, ...mail })).message as Buffer;
  const composeOnly = async (mail: Mail) => void (await compose(mail));
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: FROM, ...mail });
      },
      async queue(mail) {
        const message = await compose(mail);
        transport
          .sendMail({ envelope: { from: FROM_ADDRESS, to: mail.to }, raw: message })
          .catch((error: unknown) => log.warn({ err: error, subject: mail.subject }, "a queued mail was not sent"));
      },
      composeOnly,
    };
  }
  // The outbox folder is itself the queue: a mail is handed over once its file is written.
  const send = async (mail: Mail) => {
    const message = await compose(mail);
    await mkdir(options.outboxDir, { recursive: true });
    // Named by time, so that they sort as sent; the random part keeps two mails of one millisecond apart.
    const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}-${mail.to.replace(/[^a-z0-9@.-]/gi, "_")}.eml`;
    await writeFile(path.join(options.outboxDir, name), message);
  };
  return { send, queue: send, composeOnly };
}
