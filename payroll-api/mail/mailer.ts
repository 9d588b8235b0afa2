import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { log } from "../log";

/** A mail in plain text, and in HTML beside it where it has one; a digest names its unsubscribe link (List-Unsubscribe). */
export type Mail = { to: string; subject: string; text: string; html?: string; unsubscribeUrl?: string };
export type Mailer = {
  /** Sends the mail, and fails when the mail server (or the outbox folder) does not take it. */
  send(mail: Mail): Promise<void>;
  /**
   * Composes the mail and queues it, to be delivered a moment after the caller has answered: an answer
   * that must not tell whether a mail went (a password reset, docs/decisions/0064) never waits on its
   * delivery. A delivery that fails is logged.
   */
  queue(mail: Mail): Promise<void>;
  /** Composes the mail as `queue` does and delivers nothing: the same work where no mail may go. */
  composeOnly(mail: Mail): Promise<void>;
  /** Delivers the queue now; answers once every mail queued so far is delivered or has failed (the tests' outbox, and closing). */
  delivered(): Promise<void>;
};

const FROM_ADDRESS = "no-reply@portal.example";
const FROM = `Employer portal <${FROM_ADDRESS}>`;

type Delivery = (mail: Mail, message: Buffer) => Promise<void>;

/**
 * How long a queued mail waits before the queue is sent: its delivery's work then falls on whatever
 * the process is doing a moment later, not on the answer that queued it (docs/decisions/0064).
 */
const QUEUE_DELAY_MS = 1_000;

/** A real SMTP server when one is configured; otherwise .eml files in the outbox folder. */
export function createMailer(options: { smtpUrl?: string; outboxDir: string }): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const compose = async ({ unsubscribeUrl, ...mail }: Mail) =>
    (await composer.sendMail({ from: FROM, ...mail, ...(unsubscribeUrl ? { list: { unsubscribe: unsubscribeUrl } } : {}) })).message as Buffer;
  const deliver = options.smtpUrl ? smtpDelivery(options.smtpUrl) : outboxDelivery(options.outboxDir);
  const waiting: { mail: Mail; message: Buffer }[] = [];
  let sending = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  /** Sends what waits, after what is being sent; a failed delivery is logged, the others go on. */
  const sendWaiting = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = waiting.splice(0);
    sending = sending.then(async () => {
      for (const { mail, message } of batch) {
        await deliver(mail, message).catch((error: unknown) => log.warn({ err: error, subject: mail.subject }, "a queued mail was not delivered"));
      }
    });
    return sending;
  };
  return {
    async send(mail) {
      await deliver(mail, await compose(mail));
    },
    async queue(mail) {
      waiting.push({ mail, message: await compose(mail) });
      timer ??= setTimeout(sendWaiting, QUEUE_DELAY_MS).unref();
    },
    async composeOnly(mail) {
      await compose(mail);
    },
    delivered: sendWaiting,
  };
}

function smtpDelivery(smtpUrl: string): Delivery {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail, message) => {
    await transport.sendMail({ envelope: { from: FROM_ADDRESS, to: mail.to }, raw: message });
  };
}

function outboxDelivery(outboxDir: string): Delivery {
  return async (mail, message) => {
    await mkdir(outboxDir, { recursive: true });
    // Named by time, so that they sort as sent; the random part keeps two mails of one millisecond apart.
    const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}-${mail.to.replace(/[^a-z0-9@.-]/gi, "_")}.eml`;
    await writeFile(path.join(outboxDir, name), message);
  };
}
