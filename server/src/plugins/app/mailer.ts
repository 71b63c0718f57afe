import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import ipaddr from 'ipaddr.js';
import nodemailer from 'nodemailer';
import { writeFileDurably } from '../../services/durableFiles';

/** A file carried by a mail (nodemailer's fields): a calendar invitation, say. */
export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  /** e.g. 'text/calendar; charset=utf-8; method=PUBLISH'; by default nodemailer's guess from the name. */
  contentType?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where the recipient's reply goes, when not to the sender (a visitor's own address). */
  replyTo?: string;
  /** When what the message carries stops working (a reset link): the outbox drops it then. */
  expiresAt?: Date;
  /** Files sent with the text (a section's `.ics` invitation). */
  attachments?: readonly MailAttachment[];
}

declare module 'fastify' {
  interface FastifyInstance {
    sendMail(message: MailMessage): Promise<void>;
  }
}

const OUTBOX_SWEEP_INTERVAL_MS = 5 * 60_000;
/** `<sent>-<random>.eml`, or `<sent>-<random>.expires-<ms>.eml` for a message that expires. */
const EXPIRING_MAIL = /\.expires-(\d+)\.eml$/;

/** A mail server on this machine: nobody on the network can read or alter what goes to it. */
function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost') return true;
  return ipaddr.isValid(host) && ipaddr.process(host).range() === 'loopback';
}

/**
 * The SMTP transport's options. `smtps://` is TLS from the first byte; `smtp://` to another
 * machine must upgrade with STARTTLS (a network attacker could otherwise strip the offer and read
 * the password, the reset links and people's messages), unless SMTP_ALLOW_PLAIN says otherwise.
 */
export function smtpOptions(smtpUrl: string, allowPlain: boolean) {
  const { protocol, hostname } = new URL(smtpUrl);
  const requireTLS = protocol === 'smtp:' && !allowPlain && !isLocalHost(hostname);
  return { url: smtpUrl, requireTLS };
}

/**
 * With SMTP_URL, mail goes to that server; without, each message becomes a .eml file in the
 * outbox, and a message whose content expires (a reset link) is removed once it has.
 */
async function mailerPlugin(app: FastifyInstance) {
  const { config } = app;
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = config.smtpUrl
    ? nodemailer.createTransport(smtpOptions(config.smtpUrl, config.smtpAllowPlain))
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // Reset links and sign-in mail: the outbox is the server's user's alone (0700, files 0600).
  if (!config.smtpUrl) {
    await fs.mkdir(outbox, { recursive: true, mode: 0o700 });
    await fs.chmod(outbox, 0o700);
  }

  async function sweepOutbox(): Promise<void> {
    const now = app.now().getTime();
    for (const name of await fs.readdir(outbox)) {
      const expires = EXPIRING_MAIL.exec(name);
      if (expires && Number(expires[1]) <= now) await fs.rm(path.join(outbox, name), { force: true });
    }
  }
  const sweep = () => {
    if (!config.smtpUrl)
      sweepOutbox().catch((error: unknown) => app.log.error({ err: error }, 'Outbox sweep failed'));
  };

  app.decorate('sendMail', async ({ expiresAt, attachments, ...message }: MailMessage) => {
    const info = await transport.sendMail({
      from: config.mailFrom,
      ...message,
      ...(attachments?.length && { attachments: attachments.map((attachment) => ({ ...attachment })) }),
    });
    if (config.smtpUrl) return;
    const expiry = expiresAt ? `.expires-${expiresAt.getTime()}` : '';
    const name = `${Date.now()}-${randomBytes(4).toString('hex')}${expiry}.eml`;
    await writeFileDurably(path.join(outbox, name), info.message as Buffer, 0o600);
    sweep();
  });

  sweep();
  const timer = setInterval(sweep, OUTBOX_SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    transport.close();
  });
}

export default fp(mailerPlugin, { name: 'mailer', dependencies: ['clock'] });
