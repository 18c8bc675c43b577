import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send(mail: Mail): Promise<void> };

/** SMTP when SMTP_URL is set; otherwise each mail is written as an .eml file under DATA_DIR/mail. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      },
    };
  }
  const dir = path.resolve(config.DATA_DIR, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...mail });
      mkdirSync(dir, { recursive: true });
      writeFileSync(
        path.join(dir, `${Date.now()}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`),
        info.message as Buffer,
      );
    },
  };
}
