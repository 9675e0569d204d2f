// The parts a codebook column is made of: its type, unit, allowed values and meaning, and the
// helpers that write the usual kinds. The export's shared columns (codebook.ts) and each game's
// own (games/<game>-export.ts) are written with them.

export type ColumnType = 'integer' | 'number' | 'string' | 'boolean' | 'datetime';

export interface CodebookColumn {
  readonly name: string;
  readonly type: ColumnType;
  /** Null when the column has no unit. */
  readonly unit: string | null;
  /** Null when any value of the type may appear. */
  readonly allowedValues: readonly string[] | null;
  readonly description: string;
}

export const column = <const Name extends string>(
  name: Name,
  type: ColumnType,
  description: string,
  {
    unit = null,
    allowedValues = null,
  }: Partial<Pick<CodebookColumn, 'unit' | 'allowedValues'>> = {},
) => ({ name, type, description, unit, allowedValues }) as const satisfies CodebookColumn;

// As CSV writes them, for base R and pandas to read as logical; JSON lines have true and false.
const BOOLEAN = ['TRUE', 'FALSE'];
const UTC = 'UTC, ISO 8601';

/** A moment, in UTC. */
export const datetime = <const Name extends string>(name: Name, description: string) =>
  column(name, 'datetime', description, { unit: UTC });

/** A yes or no: TRUE or FALSE in CSV, true or false in JSON lines. */
export const boolean = <const Name extends string>(name: Name, description: string) =>
  column(name, 'boolean', description, { allowedValues: BOOLEAN });

/** A cell: text, number or boolean; null is NA in CSV and null in JSON lines. */
export type Cell = string | number | boolean | null;
