import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { writeFileDurably } from '../../services/durableFiles';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Where the recipient's reply goes, when not to the sender (a visitor's own address). */
  replyTo?: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    sendMail(message: MailMessage): Promise<void>;
  }
}

/** With SMTP_URL, mail goes to that server; without, each message becomes a .eml file in the outbox. */
async function mailerPlugin(app: FastifyInstance) {
  const { config } = app;
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  if (!config.smtpUrl) await fs.mkdir(outbox, { recursive: true });

  app.decorate('sendMail', async (message: MailMessage) => {
    const info = await transport.sendMail({ from: config.mailFrom, ...message });
    if (config.smtpUrl) return;
    const name = `${Date.now()}-${randomBytes(4).toString('hex')}.eml`;
    await writeFileDurably(path.join(outbox, name), info.message as Buffer);
  });
  app.addHook('onClose', async () => transport.close());
}

export default fp(mailerPlugin, { name: 'mailer' });
