// Plain TCP connections to a listening server, for the tests of how it stops: whether it still
// accepts connections, and a connection opened now whose request is written later.
import { once } from 'node:events';
import { connect, type Socket } from 'node:net';

/** Whether the server on `port` accepts a connection: a new one each time, never a pooled one. */
export function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** An open connection to `port`, and everything it receives until it closes ('' if reset). */
export async function openConnection(
  port: number,
): Promise<{ socket: Socket; answer: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', () => {}); // a reset shows as a shorter answer
  const answer = once(socket, 'close').then(() => Buffer.concat(chunks).toString());
  return { socket, answer };
}
