// A parent's copy of their child's data (the right of access): one ZIP with the participant's
// record, their consent decisions (with the forms' texts), their sessions, answers and scores as
// the export's tables, and the codebook that explains every column. Names are in it: it is the
// child's own data, asked for by the people entitled to it.
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { consentHistory } from '../../db/consent-history.ts';
import type { TenantScope } from '../../db/tenant-scope.ts';
import { codebook } from '@cogniplay/contract';
import { codebookCsv, zipFile } from './export-files.ts';
import { csvFile } from './table-files.ts';
import { consentFormTexts, participantRecord } from './exports.repository.ts';

type Table = Parameters<typeof csvFile>[0];

const README = (subjectId: string, createdAt: string) => `# Data held about ${subjectId}

Made on ${createdAt} (UTC) by Cogniplay at a parent's or guardian's request.

- \`participant.json\`: the child's record: subject ID, names, month and year of birth, sex,
  school, class and research institute, as far as they were recorded.
- \`consent.json\`: every consent decision recorded for the child, newest first, with the text of
  the consent form it was made on.
- \`sessions.csv\`: one row per session the child played or was to play, with the scores.
- \`trials.csv\`: one row per answer the child gave, with its timing.
- \`instances.csv\`: one row per session and game instance, with the scores of its answers.
- \`codebook.csv\`: what every column of the three tables means.

The tables open in any spreadsheet program. No photo, video or sound of the child is stored.
`;

/** The ZIP, or undefined when the participant is not in the scope. */
export async function participantZip(
  db: Db,
  scope: TenantScope,
  participantId: number,
  tables: { trials: Table; sessions: Table; instances: Table },
  createdAt: string,
): Promise<Readable | undefined> {
  const record = await participantRecord(db, scope, participantId);
  if (!record) return undefined;
  const [history, texts] = await Promise.all([
    consentHistory(db, participantId),
    consentFormTexts(db, participantId),
  ]);
  const textOf = new Map(texts.map((form) => [form.id, form.body]));
  const consent = {
    // The status as everywhere: the newest decision.
    status: history[0]?.status ?? 'not_asked',
    decisions: history.map((decision) => ({
      ...decision,
      form: decision.form && { ...decision.form, text: textOf.get(decision.form.id) ?? '' },
    })),
  };
  const { sessions, trials, instances } = tables;
  return zipFile({
    small: [
      { name: 'README.md', content: README(record.subjectId, createdAt) },
      { name: 'participant.json', content: `${JSON.stringify(record, null, 2)}\n` },
      { name: 'consent.json', content: `${JSON.stringify(consent, null, 2)}\n` },
      { name: 'codebook.csv', content: codebookCsv() },
    ],
    streamed: [
      { name: 'sessions.csv', file: () => csvFile(sessions, codebook().sessions) },
      { name: 'trials.csv', file: () => csvFile(trials, codebook().trials) },
      { name: 'instances.csv', file: () => csvFile(instances, codebook().instances) },
    ],
  });
}
