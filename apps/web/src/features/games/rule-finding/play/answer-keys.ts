// The keyboard's answers to a rule-finding item, for an adult or a child with a keyboard.
import type { AnswerResponse } from '@cogniplay/contract';

/** Keys that answer: ←/F = fits, →/J = does not fit. */
export function responseOfKey(key: string): AnswerResponse | undefined {
  switch (key) {
    case 'ArrowLeft':
    case 'f':
    case 'F':
      return 'fits';
    case 'ArrowRight':
    case 'j':
    case 'J':
      return 'does_not_fit';
    default:
      return undefined;
  }
}
