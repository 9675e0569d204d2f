import type { MouseEvent, PointerEvent } from 'react';
import type { InputType } from '@cogniplay/contract';
import { inputTypeOf } from './play-timing';

/**
 * A button's handlers for an answer: on pointer-down, which is when the reaction time stops, with
 * the pointer's type; on a keyboard's Enter or Space (a click without a pointer) as 'key'. A long
 * press opens no menu.
 */
export function answerOnPress(onAnswer: (inputType: InputType, timeStamp: number) => void) {
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0) return;
      onAnswer(inputTypeOf(event.pointerType), event.timeStamp);
    },
    onClick: (event: MouseEvent) => {
      // detail 0: Enter or Space (or a screen reader), not a pointer.
      if (event.detail === 0) onAnswer('key', event.timeStamp);
    },
    onContextMenu: (event: MouseEvent) => event.preventDefault(),
  };
}
