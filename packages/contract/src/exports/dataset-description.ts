// dataset_description.json in the Psych-DS style (schema.org Dataset): the name and description
// of the export and every variable it measures, taken from the codebook.
import type { Codebook } from './codebook.ts';
import type { CodebookColumn } from './columns.ts';

export const PSYCH_DS_SCHEMA_VERSION = 'Psych-DS 0.4.0';

export interface DatasetDescriptionInput {
  /** What the export holds, e.g. the assessment's name or "all assessments". */
  title: string;
  /** When the export was made (ISO 8601). */
  createdAt: string;
  /**
   * Participants erased from the export's scope (its research institute, or every one) who had
   * sessions, and those sessions: none of them is in the export.
   */
  erased: { participants: number; sessions: number };
}

const variable = (table: string) => (column: CodebookColumn) => ({
  type: column.type,
  value: {
    '@type': 'PropertyValue',
    name: column.name,
    description: `${column.description} (${table})`,
    ...(column.unit === null ? {} : { unitText: column.unit }),
    ...(column.allowedValues === null ? {} : { value: column.allowedValues }),
  },
});

/** Why an export may hold fewer sessions than one made before it. */
const erasedText = ({ participants, sessions }: DatasetDescriptionInput['erased']) =>
  participants === 0
    ? 'No participant with sessions has been erased from this scope.'
    : `${participants} ${participants === 1 ? 'participant' : 'participants'} with ` +
      `${sessions} ${sessions === 1 ? 'session' : 'sessions'} in all ` +
      `${participants === 1 ? 'was' : 'were'} erased from this scope (the research institute, ` +
      'or every one) before this export; none of their data is in it.';

const article = (word: string) => `${/^[aeiou]/.test(word) ? 'an' : 'a'} ${word}`;

export function datasetDescription(
  { title, createdAt, erased }: DatasetDescriptionInput,
  codebook: Codebook,
) {
  // Every column once (Psych-DS): a column both tables hold (who played what) is one variable,
  // and a name is never two variables of different types.
  const byName = new Map<string, ReturnType<ReturnType<typeof variable>>>();
  for (const entry of [
    ...codebook.trials.map(variable('trials')),
    ...codebook.sessions.map(variable('sessions')),
    ...codebook.instances.map(variable('instances')),
  ]) {
    const seen = byName.get(entry.value.name);
    if (seen && seen.type !== entry.type) {
      throw new Error(`${entry.value.name} is ${article(seen.type)} and ${article(entry.type)}`);
    }
    if (!seen) byName.set(entry.value.name, entry);
  }
  const variables = [...byName.values()];
  return {
    '@context': 'https://schema.org/',
    '@type': 'Dataset',
    // The Psych-DS version the dataset follows (its validator does not read it).
    schemaVersion: PSYCH_DS_SCHEMA_VERSION,
    name: `Cogniplay export: ${title}`,
    description:
      "Answers of children to Cogniplay's game exercises: the trials table holds one row per " +
      'answer (long format), the sessions table one row per session with its scores, the ' +
      'instances table one row per session and instance with its scores. Participants are ' +
      'named by subject ID only; the codebook describes every column. ' +
      erasedText(erased),
    dateCreated: createdAt,
    variableMeasured: variables.map(({ value }) => value),
  };
}
