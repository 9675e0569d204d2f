// Serves one PGlite database over the PostgreSQL wire protocol on a local socket, so the app
// reaches it with node-postgres exactly as it reaches PostgreSQL. PGlite speaks the protocol
// itself (`execProtocolRawStream`); this file only cuts the byte stream into messages, answers
// the requests a client may send before its start-up message, and hands PGlite every complete
// message that arrived together in one call (it runs them in order, as a server does; one call
// per message made answers' p99 several times worse, bench/README.md).
//
// PGlite is one session: its client pool has one connection (db/client.ts), and a connection
// that closes mid-transaction has that transaction rolled back before anything else runs.
// `@electric-sql/pglite-socket` does the same but pins an exact PGlite version and seven
// extension packages as peers, which npm refuses beside ours; docs/operations.md ("Embedded
// PGlite").
import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

/** Codes of the requests that come before a start-up message (no type byte, like it). */
const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
/** The frontend message that ends a session. PGlite must not see it: it is the only session. */
const TERMINATE = 'X'.charCodeAt(0);

export interface WireServerOptions {
  /**
   * Called whenever the database makes progress: before each piece of an answer is sent (so a
   * client that has the answer sees the progress too) and when a batch of messages is done.
   */
  onProgress?: () => void;
}

export function createWireServer(db: PGlite, { onProgress }: WireServerOptions = {}) {
  // One queue for all connections: PGlite runs one message at a time.
  let queue = Promise.resolve();
  const run = (task: () => Promise<void>) => (queue = queue.then(task, task));

  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    let pending = Buffer.alloc(0);
    let startedUp = false;
    let closed = false;

    async function execute(message: Uint8Array): Promise<void> {
      if (closed) return;
      await db.runExclusive(() =>
        db.execProtocolRawStream(message, {
          onRawData: (data) => {
            onProgress?.();
            // A copy: `data` may be a view of PGlite's memory, reused by the next statement
            // while a slow client's socket still holds this piece unsent.
            if (!socket.destroyed) socket.write(Buffer.from(data));
          },
        }),
      );
      onProgress?.();
    }

    /** Cuts every complete message off `pending`, in order. */
    function takeMessages(): Uint8Array[] {
      const messages: Uint8Array[] = [];
      for (;;) {
        if (!startedUp) {
          if (pending.length < 8) break;
          const length = pending.readInt32BE(0);
          if (pending.length < length) break;
          const code = pending.readInt32BE(4);
          const message = pending.subarray(0, length);
          pending = pending.subarray(length);
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
            socket.write('N'); // no encryption on a local socket
          } else if (code === CANCEL_REQUEST) {
            socket.end(); // a running statement cannot be cancelled
            break;
          } else {
            startedUp = true;
            messages.push(Uint8Array.from(message));
          }
        } else {
          if (pending.length < 5) break;
          const length = 1 + pending.readInt32BE(1);
          if (pending.length < length) break;
          const message = pending.subarray(0, length);
          pending = pending.subarray(length);
          if (message[0] === TERMINATE) {
            socket.end();
            break;
          }
          messages.push(Uint8Array.from(message));
        }
      }
      return messages;
    }

    socket.on('data', (chunk) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      const messages = takeMessages();
      if (messages.length === 0) return;
      const batch = messages.length === 1 ? messages[0]! : Buffer.concat(messages);
      void run(() => execute(batch)).catch((error: unknown) => socket.destroy(error as Error));
    });
    socket.on('error', () => {}); // 'close' follows; the client sees its own error
    socket.on('close', () => {
      closed = true;
      // A client gone mid-transaction must not leave the one session inside it.
      void run(async () => {
        if (db.isInTransaction()) await db.exec('rollback');
      }).catch(() => {}); // a database that cannot roll back fails the next statement anyway
    });
  });
  /** Resolves when every message received so far has been answered. */
  const settled = () =>
    queue.then(
      () => {},
      () => {},
    );
  return { server, settled };
}
