import { useState } from 'react';
import type {
  GestureResponseValue,
  HandGestureResponse,
  PlayInstanceOf,
} from '@cogniplay/contract';
import { usePlayTexts } from '../../shared/play/play-texts';
import type { ItemClock } from '../../shared/play/use-item-clock';
import { CameraResponse } from '../camera/camera-response';
import { useHandCamera } from '../camera/use-hand-camera';
import { ExaminerButtons } from './examiner-buttons';

type GestureInputProps = {
  instance: PlayInstanceOf<'hand-gesture'>;
  clock: ItemClock<HandGestureResponse>;
  chosen?: GestureResponseValue;
};

/**
 * How a trial takes its response: by the camera when the session had it on as the trial began,
 * else the adult's panel. A camera that stops mid-trial leaves the trial on screen with the
 * panel, and its clock running: nothing of the trial is lost. One that comes on mid-trial (still
 * starting when the adult pressed Start) waits for the next trial.
 */
export function GestureInput({ instance, clock, chosen }: GestureInputProps) {
  const { texts } = usePlayTexts();
  const camera = useHandCamera();
  const [cameraTrial] = useState(camera.kind === 'on');
  if (cameraTrial && camera.kind === 'on') {
    return (
      <CameraResponse
        camera={camera}
        gestures={instance.gestures}
        hand={instance.hand}
        holdMs={instance.holdMs}
        windowMs={instance.responseWindowMs}
        shownAt={clock.shownAt}
        onResponse={clock.answer}
        chosen={chosen}
      />
    );
  }
  const lost = camera.kind === 'off' && (camera.reason === 'stopped' || camera.reason === 'failed');
  return (
    <>
      {lost && (
        <p role="status" className="text-center text-base font-semibold">
          {texts.gesture.camera.stopped}
        </p>
      )}
      <ExaminerButtons
        gestures={instance.gestures}
        hand={instance.hand}
        chosen={chosen}
        disabled={!clock.ready}
        onRecord={(gesture, inputType, timeStamp) =>
          clock.answer({ mode: 'examiner', gesture }, inputType, timeStamp)
        }
      />
    </>
  );
}
