import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createSmtpMailProvider } from './smtp-mail.provider';

interface Received {
  from: string;
  to: string[];
  data: string;
  user?: string;
}

let server: SMTPServer;
let port: number;
const received: Received[] = [];

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: false,
    disabledCommands: ['STARTTLS'],
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 's3cret') return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
          user: typeof session.user === 'string' ? session.user : undefined,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => new Promise<void>((resolve) => server.close(() => resolve())));

describe('SMTP mail provider (against a local SMTP server)', () => {
  it('delivers a message with authentication', async () => {
    const mail = createSmtpMailProvider(`smtp://mailer:s3cret@127.0.0.1:${port}`, 'Sakinah <no-reply@sakinah.test>');
    await mail.send({ to: 'amina@example.com', subject: 'Reset your Sakinah password', text: 'Open this link: http://localhost/x' });
    mail.close();
    expect(received).toHaveLength(1);
    expect(received[0]!.from).toBe('no-reply@sakinah.test');
    expect(received[0]!.to).toEqual(['amina@example.com']);
    expect(received[0]!.user).toBe('mailer');
    expect(received[0]!.data).toContain('Subject: Reset your Sakinah password');
    expect(received[0]!.data).toContain('Open this link');
  });

  it('fails loudly with wrong credentials', async () => {
    const mail = createSmtpMailProvider(`smtp://mailer:wrong@127.0.0.1:${port}`, 'no-reply@sakinah.test');
    await expect(mail.send({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toThrow();
    mail.close();
  });
});
