// A minimal SMTP server for tests: accepts every mail and keeps it, or refuses every recipient.
import { createServer, type Server } from 'node:net';

export interface FakeSmtpServer {
  url: string;
  /** Raw DATA of each accepted mail. */
  received: { from: string; to: string[]; data: string }[];
  close(): Promise<void>;
}

export async function startFakeSmtpServer({ refuse = false } = {}): Promise<FakeSmtpServer> {
  const received: FakeSmtpServer['received'] = [];
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let mail = { from: '', to: [] as string[], data: '' };
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(mail);
            mail = { from: '', to: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else mail.data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake\r\n');
        else if (command === 'MAIL') {
          mail.from = line;
          socket.write('250 OK\r\n');
        } else if (command === 'RCPT') {
          if (refuse) socket.write('550 No such user\r\n');
          else {
            mail.to.push(line);
            socket.write('250 OK\r\n');
          }
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 End data with <CR><LF>.<CR><LF>\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 Bye\r\n');
        } else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
