// dataset_description.json in the Psych-DS style (schema.org Dataset): the name and description
// of the export and every variable it measures, taken from the codebook.
import type { Codebook } from './codebook.ts';
import type { CodebookColumn } from './columns.ts';

export interface DatasetDescriptionInput {
  /** What the export holds, e.g. the assessment's name or "all assessments". */
  title: string;
  /** When the export was made (ISO 8601). */
  createdAt: string;
}

const variable = (table: string) => (column: CodebookColumn) => ({
  key: `${column.name}:${column.type}`,
  value: {
    '@type': 'PropertyValue',
    name: column.name,
    description: `${column.description} (${table})`,
    ...(column.unit === null ? {} : { unitText: column.unit }),
    ...(column.allowedValues === null ? {} : { value: column.allowedValues }),
  },
});

export function datasetDescription(
  { title, createdAt }: DatasetDescriptionInput,
  codebook: Codebook,
) {
  // A column both tables hold with the same type (the session's columns) is listed once;
  // `correct` is a boolean per trial and a count per session, so it is listed twice.
  const seen = new Set<string>();
  const variables = [
    ...codebook.trials.map(variable('trials')),
    ...codebook.sessions.map(variable('sessions')),
  ].filter(({ key }) => !seen.has(key) && seen.add(key));
  return {
    '@context': 'https://schema.org/',
    '@type': 'Dataset',
    name: `Cogniplay export: ${title}`,
    description:
      'Answers of children to rule-finding exercises, recorded by Cogniplay: trials.csv holds ' +
      'one row per answer (long format), sessions.csv one row per session with its scores ' +
      '(wide format). Participants are named by subject ID only; codebook.csv describes every ' +
      'column.',
    dateCreated: createdAt,
    variableMeasured: variables.map(({ value }) => value),
  };
}
