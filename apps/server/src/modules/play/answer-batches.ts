// Group commit of answers: those that arrive while the database stores others wait, and are
// then stored together in one statement. At a school's rate (hundreds a second, and on the
// embedded database one statement at a time) a statement's fixed cost — a round trip, planning,
// a commit — is then paid once per batch instead of once per answer. When the database is idle,
// an answer is stored at once, alone.
import type { AnswerToStore, StoredCount } from './play.repository.ts';

/** Stores answers with distinct keys in one statement (play.repository.ts: storeAnswers). */
export type StoreMany = (answers: AnswerToStore[]) => Promise<(StoredCount | undefined)[]>;

/** Answers stored in one statement at the most. */
const MAX_BATCH = 200;

interface Waiting {
  answer: AnswerToStore;
  resolve: (outcome: StoredCount | undefined) => void;
  reject: (error: unknown) => void;
}

const keyOf = ({ tokenHash, position, itemIndex }: AnswerToStore) =>
  `${tokenHash}/${position}/${itemIndex}`;

/** The next batch: waiting answers with distinct keys (a repeat waits for the next batch). */
function takeBatch(waiting: Waiting[]): Waiting[] {
  const keys = new Set<string>();
  const batch: Waiting[] = [];
  for (let i = 0; i < waiting.length && batch.length < MAX_BATCH;) {
    const key = keyOf(waiting[i]!.answer);
    if (keys.has(key)) {
      i += 1;
      continue;
    }
    keys.add(key);
    batch.push(...waiting.splice(i, 1));
  }
  return batch;
}

async function store(storeMany: StoreMany, batch: Waiting[]): Promise<void> {
  try {
    const outcomes = await storeMany(batch.map((w) => w.answer));
    batch.forEach((w, i) => w.resolve(outcomes[i]));
  } catch (error) {
    if (batch.length === 1) {
      batch[0]!.reject(error);
      return;
    }
    // One answer's failure (or a deadlock between two servers' batches) fails only its own
    // request: each is tried again alone.
    for (const w of batch) await store(storeMany, [w]);
  }
}

/**
 * Stores an answer (storeAnswers' outcome), in the next batch. Up to `concurrency` batches are
 * stored at once: one for the embedded database (it runs one statement at a time anyway), a few
 * for PostgreSQL, whose connections work side by side.
 */
export function answerBatches(
  storeMany: StoreMany,
  { concurrency = 1 } = {},
): (answer: AnswerToStore) => Promise<StoredCount | undefined> {
  const waiting: Waiting[] = [];
  let storing = 0;

  async function drain() {
    try {
      do {
        // Requests that arrived meanwhile are read first, so that their answers join the batch.
        await new Promise((resolve) => setImmediate(resolve));
        if (waiting.length === 0) break;
        await store(storeMany, takeBatch(waiting));
      } while (waiting.length > 0);
    } finally {
      storing -= 1;
    }
  }

  return (answer) =>
    new Promise((resolve, reject) => {
      waiting.push({ answer, resolve, reject });
      if (storing < concurrency) {
        storing += 1;
        void drain();
      }
    });
}
