// A third game that exists only in the tests: the child sees a number and says whether it is odd
// or even, with how sure they are. Its definition is all a game needs in the contract's registry.
import { z } from 'zod';
import type { GameDefinition } from '@cogniplay/contract';

const instanceSchema = z.strictObject({ numbers: z.array(z.int()).min(1) });
type ParityInstance = z.infer<typeof instanceSchema>;

const responseSchema = z.strictObject({
  says: z.enum(['odd', 'even']),
  sure: z.number().min(0).max(1),
});
type ParityResponse = z.infer<typeof responseSchema>;

export const PARITY = 'parity';

export const parityGame = {
  slug: PARITY,
  storedInstanceSchema: instanceSchema,
  play: {
    shownSchema: z.object({ numbers: z.array(z.int()) }),
    playContent: ({ numbers }) => ({
      shown: { numbers },
      truths: numbers.map((n) => (Math.abs(n) % 2 === 1 ? 'odd' : 'even')),
    }),
    itemCount: ({ numbers }) => numbers.length,
    responseSchema,
    outcomes: ['right', 'wrong'] as const,
    judge: (response, truth) => (response.says === truth ? 'right' : 'wrong'),
    isCorrect: (outcome) => outcome === 'right',
    measuresSchema: z.object({ wrongs: z.int().min(0) }),
    measures: (counts) => ({ wrongs: counts.wrong ?? 0 }),
    resultItemSchema: z.object({ number: z.int() }),
    resultItem: ({ numbers }, itemIndex) =>
      itemIndex < numbers.length ? { number: numbers[itemIndex]! } : undefined,
    resultInstanceSchema: z.object({ largest: z.int() }),
    resultInstance: ({ numbers }) => ({ largest: Math.max(...numbers) }),
    sessionColumns: [
      {
        name: 'parity_wrongs',
        type: 'integer',
        unit: null,
        allowedValues: null,
        description: 'Parity answers that were wrong',
      },
    ],
    sessionCells: ({ wrongs }) => ({ parity_wrongs: wrongs }),
    trialColumns: {
      itemColumns: [
        {
          name: 'number',
          type: 'integer',
          unit: null,
          allowedValues: null,
          description: 'The number shown',
        },
      ],
      response: { description: 'odd or even, and how sure (JSON)', values: null },
      instanceColumnNames: [],
    },
    trialCells: ({ numbers }, itemIndex) =>
      itemIndex < numbers.length ? { number: numbers[itemIndex]! } : undefined,
  },
} satisfies GameDefinition<
  ParityInstance,
  { numbers: number[] },
  'odd' | 'even',
  ParityResponse,
  'right' | 'wrong',
  { wrongs: number },
  { number: number },
  { largest: number }
>;

export const parityInstanceSchema = instanceSchema;
