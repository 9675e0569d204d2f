// The play page's screens around a game's own (features/games/play-registry.ts): start,
// feedback, end, loading and errors. Big, friendly and readable without reading: icons carry the meaning, the
// small print is for the adult.
import type { ReactNode } from 'react';
import {
  Check,
  Hand,
  Heart,
  Link2Off,
  LoaderCircle,
  Play,
  SearchX,
  Star,
  TabletSmartphone,
  ThumbsDown,
  ThumbsUp,
  TimerOff,
  WifiOff,
  X,
} from 'lucide-react';
import { BigButton } from '@/features/games/shared/play/big-button';
import { classes } from '@/features/games/shared/play/classes';
import { NO_CLASS, YES_CLASS } from '@/features/games/shared/play/colours';
import { endStatus, plural, usePlayTexts } from '@/features/games/shared/play/play-texts';
import type { EndedReason } from './play-api';

function Centered({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-6 text-center">
      {children}
    </div>
  );
}

export function LoadingScreen() {
  const { texts } = usePlayTexts();
  return (
    <Centered>
      <LoaderCircle className="size-16 animate-spin text-slate-500" aria-hidden="true" />
      <div role="status">
        <h1 className="text-2xl">{texts.loading}</h1>
      </div>
    </Centered>
  );
}

export function StartScreen({
  initials,
  onStart,
  children,
}: {
  initials: string;
  onStart: () => void;
  /** What the session's games ask the adult to set up (GamePlayScreens.StartPanel). */
  children?: ReactNode;
}) {
  const { texts } = usePlayTexts();
  return (
    <Centered>
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.start.heading}</h1>
      <p className="flex flex-col items-center gap-1">
        <span className="text-base text-slate-700">{texts.start.initials}</span>
        <span
          className="rounded-2xl border-4 border-slate-800 bg-white px-8 py-2 text-6xl font-bold tracking-widest sm:text-8xl"
          data-testid="play-initials"
        >
          {initials}
        </span>
      </p>
      {children}
      <BigButton onPress={onStart}>
        <Play className="size-10 fill-current" aria-hidden="true" />
        {texts.start.button}
      </BigButton>
      <p className="max-w-xl text-sm text-slate-700">{texts.start.adultNote}</p>
    </Centered>
  );
}

/**
 * After the adult's start: the child is asked whether they want to play, in pictures (a thumb up,
 * a thumb down) and words; the adult's note says what a no does.
 */
export function AssentScreen({ onYes, onNo }: { onYes: () => void; onNo: () => void }) {
  const { texts } = usePlayTexts();
  return (
    <Centered>
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.assent.heading}</h1>
      <div className="flex flex-wrap items-center justify-center gap-6">
        <BigButton onPress={onYes} className={classes('min-h-32 min-w-48 flex-col', YES_CLASS)}>
          <ThumbsUp className="size-14" aria-hidden="true" />
          {texts.assent.yes}
        </BigButton>
        <BigButton
          onPress={onNo}
          focus={false}
          className={classes('min-h-32 min-w-48 flex-col', NO_CLASS)}
        >
          <ThumbsDown className="size-14" aria-hidden="true" />
          {texts.assent.no}
        </BigButton>
      </div>
      <p className="max-w-xl text-sm text-slate-700">{texts.assent.adultNote}</p>
    </Centered>
  );
}

export function FeedbackScreen({ correct }: { correct: boolean }) {
  const { texts } = usePlayTexts();
  const Icon = correct ? Check : X;
  return (
    <Centered>
      <span
        className={classes(
          'flex size-48 items-center justify-center rounded-full text-white shadow-lg sm:size-64',
          correct ? YES_CLASS : NO_CLASS,
        )}
      >
        <Icon className="size-32 sm:size-44" strokeWidth={3.5} aria-hidden="true" />
      </span>
      <div role="status">
        <h1 className="text-4xl font-semibold">
          {correct ? texts.feedback.correct : texts.feedback.incorrect}
        </h1>
      </div>
    </Centered>
  );
}

/** `refused`: this page's answers the server refused for good. */
export function EndScreen({ pending, refused }: { pending: number; refused: number }) {
  const { texts } = usePlayTexts();
  return (
    <Centered>
      <Star className="size-40 fill-[#fbbf24] text-[#b45309] sm:size-56" aria-hidden="true" />
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.end.heading}</h1>
      <p className="max-w-xl text-lg text-slate-700" role="status" data-testid="play-end-status">
        {endStatus(texts, pending, refused)}
      </p>
    </Centered>
  );
}

/** For the adult: answers of this tablet that a link that ended could not save. */
function NotSaved({ count }: { count: number }) {
  const { texts } = usePlayTexts();
  if (count === 0) return null;
  return (
    <p className="max-w-xl text-base font-semibold text-slate-900" data-testid="play-not-saved">
      {plural({ one: texts.ended.notSaved_one, other: texts.ended.notSaved_other }, count)}
    </p>
  );
}

/** An unknown link (mistyped, or replaced by a new one). `refused`: answers it could not save. */
export function NotFoundScreen({ refused = 0 }: { refused?: number }) {
  const { texts } = usePlayTexts();
  return (
    <Centered>
      <SearchX className="size-32 text-slate-600" aria-hidden="true" />
      <h1 className="max-w-2xl text-3xl font-semibold">{texts.error.notFound}</h1>
      <p className="max-w-xl text-base text-slate-700">{texts.error.notFoundNote}</p>
      <NotSaved count={refused} />
    </Centered>
  );
}

const ENDED_ICONS = { revoked: Link2Off, expired: TimerOff, declined: Heart, stopped: Hand };

/**
 * A real link that no longer plays: a researcher withdrew it, it expired, the child declined or
 * an adult stopped the session. Says which, and what the adult can do; `refused`: this tablet's
 * answers that could not be saved; `endPending`: the end of the session given on this tablet
 * waits to be sent (undefined: none was given here).
 */
export function EndedScreen({
  reason,
  refused,
  endPending,
}: {
  reason: EndedReason;
  refused: number;
  endPending?: boolean | undefined;
}) {
  const { texts } = usePlayTexts();
  const Icon = ENDED_ICONS[reason];
  return (
    <Centered>
      <Icon className="size-32 text-slate-600" aria-hidden="true" />
      <h1
        className="max-w-2xl text-3xl font-semibold"
        data-testid="play-ended"
        data-reason={reason}
      >
        {texts.ended[reason]}
      </h1>
      <p className="max-w-xl text-base text-slate-700">{texts.ended[`${reason}Note`]}</p>
      {endPending !== undefined && (
        <p
          className="max-w-xl text-base text-slate-900"
          role="status"
          data-testid="play-end-status"
        >
          {endPending ? texts.ended.endWaiting : texts.ended.endSaved}
        </p>
      )}
      <NotSaved count={refused} />
    </Centered>
  );
}

export function UnavailableScreen({ onRetry }: { onRetry: () => void }) {
  const { texts } = usePlayTexts();
  return (
    <Centered>
      <WifiOff className="size-32 text-slate-600" aria-hidden="true" />
      <h1 className="max-w-2xl text-3xl font-semibold">{texts.error.offline}</h1>
      <p className="max-w-xl text-base text-slate-700">{texts.error.offlineNote}</p>
      <BigButton onPress={onRetry}>{texts.error.retry}</BigButton>
    </Centered>
  );
}

/**
 * The session is bound to another tablet: the adult may move it here. `pending`: this tablet's
 * answers waiting to be sent, which go once it is moved.
 */
export function InUseScreen({
  pending,
  failed,
  onContinueHere,
}: {
  pending: number;
  failed: boolean;
  onContinueHere: () => void;
}) {
  const { texts } = usePlayTexts();
  const { inUse } = texts;
  return (
    <Centered>
      <TabletSmartphone className="size-32 text-slate-600" aria-hidden="true" />
      <h1 className="max-w-2xl text-3xl font-semibold">{inUse.heading}</h1>
      <p className="max-w-xl text-base text-slate-700">{inUse.note}</p>
      {pending > 0 && (
        <p className="max-w-xl text-base text-slate-700">
          {plural({ one: inUse.waiting_one, other: inUse.waiting_other }, pending)}
        </p>
      )}
      {failed && (
        <p role="alert" className="max-w-xl text-base font-semibold text-[#b91c1c]">
          {inUse.failed}
        </p>
      )}
      <BigButton onPress={onContinueHere} focus={false}>
        {inUse.button}
      </BigButton>
    </Centered>
  );
}
