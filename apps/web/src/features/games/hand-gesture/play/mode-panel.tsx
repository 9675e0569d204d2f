import { useEffect, useRef } from 'react';
import { Camera, LoaderCircle } from 'lucide-react';
import { classes } from '../../shared/play/classes';
import { usePlayTexts } from '../../shared/play/play-texts';
import { handCamera } from '../camera/hand-camera';
import { useHandCamera } from '../camera/use-hand-camera';
import { HandPicture } from '../pictures/hand-picture';

/**
 * The start screen's choice for hand gestures: the camera recognises the child's hand, or the
 * adult taps what the child did (examiner mode, the default: the camera needs the adult's
 * permission first). Choosing the camera opens it and loads the hand model now, at the session's
 * start, so that the session goes on offline; the panel says plainly that no picture leaves the
 * tablet, and why the session is in examiner mode when the camera cannot be used.
 */
export function ModePanel() {
  const { texts } = usePlayTexts();
  const { mode } = texts.gesture;
  const camera = useHandCamera();
  const selected = camera.kind === 'off' ? 'examiner' : 'camera';
  const options = [
    { value: 'camera', label: mode.camera },
    { value: 'examiner', label: mode.examiner },
  ] as const;
  return (
    <fieldset className="w-full max-w-2xl rounded-3xl border-2 border-[#1f2937] bg-white p-4 text-left">
      <legend className="px-2 text-lg font-semibold">{mode.heading}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {options.map(({ value, label }) => (
          <label
            key={value}
            className={classes(
              'flex min-h-16 cursor-pointer items-center gap-3 rounded-2xl border-2 border-[#1f2937] p-3 text-base font-semibold',
              'has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-black has-[:focus-visible]:ring-offset-2',
              selected === value ? 'bg-[#1f2937] text-white' : 'bg-[#f8fafc] text-[#111827]',
            )}
          >
            <input
              type="radio"
              name="gesture-mode"
              value={value}
              checked={selected === value}
              onChange={() =>
                value === 'camera' ? void handCamera.start() : handCamera.chooseExaminer()
              }
              className="size-5 accent-white"
            />
            {value === 'camera' ? (
              <Camera className="size-7 shrink-0" aria-hidden="true" />
            ) : (
              <HandPicture gesture="pointing-finger" hand="right" className="size-9 shrink-0" />
            )}
            {label}
          </label>
        ))}
      </div>
      <CameraStatusLine />
      <p className="mt-3 text-sm text-slate-700">{mode.privacy}</p>
    </fieldset>
  );
}

/** Whether the camera is starting or ready (with a preview to place the tablet), or why not. */
function CameraStatusLine() {
  const { texts } = usePlayTexts();
  const { mode } = texts.gesture;
  const camera = useHandCamera();
  const preview = useRef<HTMLVideoElement>(null);
  const stream = camera.kind === 'on' ? camera.stream : undefined;
  useEffect(() => {
    if (!preview.current || !stream) return;
    preview.current.srcObject = stream;
    void preview.current.play().catch(() => {});
  }, [stream]);
  const text =
    camera.kind === 'starting'
      ? mode.starting
      : camera.kind === 'on'
        ? mode.ready
        : camera.reason === 'chosen'
          ? undefined
          : mode.reasons[camera.reason];
  return (
    <div className="mt-3 flex items-center gap-3" role="status">
      {camera.kind === 'starting' && (
        <LoaderCircle className="size-6 animate-spin text-slate-600" aria-hidden="true" />
      )}
      {stream && (
        <video
          ref={preview}
          muted
          playsInline
          aria-label={texts.gesture.camera.selfView}
          className="h-18 w-24 -scale-x-100 rounded-lg border-2 border-[#1f2937] bg-black object-cover"
        />
      )}
      {text && <p className="text-base font-semibold">{text}</p>}
    </div>
  );
}
