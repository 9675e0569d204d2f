import { usePlayTexts } from '../../shared/play/play-texts';

/** The start screen's note for the adult of a session with rule finding: how the child answers. */
export function KeysNote() {
  const { texts } = usePlayTexts();
  return <p className="max-w-xl text-sm text-slate-700">{texts.start.ruleFindingKeys}</p>;
}
