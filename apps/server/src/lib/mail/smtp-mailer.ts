import nodemailer from 'nodemailer';
import { MailDeliveryError, type Mailer } from './mailer.ts';

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    delivery: 'smtp',
    async send(_db, { to, subject, text }) {
      try {
        await transport.sendMail({ from, to, subject, text });
      } catch (error) {
        throw new MailDeliveryError(error);
      }
    },
  };
}
