// The play page: a child's session from the start screen to the end screen. Every answer goes into
// the local queue first and is sent from there; the next item shows at once, online or not.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type {
  EndSessionBody,
  PlayInstance,
  PlaySession,
  SubmitAnswerBody,
} from '@cogniplay/contract';
import { endSessionOfGames, playScreensOf, startPanelsOf } from '@/features/games/play-registry';
import type { GivenAnswer } from '@/features/games/shared/play/use-item-clock';
import { AnswerQueue, type LinkEnd, type RejectedAnswer } from './answer-queue';
import { browserAnswerStore } from './answer-store';
import { earlyEndState } from './early-end';
import {
  loadPlaySession,
  moveSessionHere,
  sendAnswer,
  sendEnd,
  startPlaySession,
  type EndedReason,
} from './play-api';
import {
  answerKey,
  buildSteps,
  doneKeys,
  nextStepIndex,
  itemCount,
  resumeStepIndex,
  type PlayStep,
} from './play-flow';
import {
  AssentScreen,
  EndedScreen,
  EndScreen,
  FeedbackScreen,
  InUseScreen,
  LoadingScreen,
  NotFoundScreen,
  StartScreen,
  UnavailableScreen,
} from './play-screens';
import { PendingIndicator } from './pending-indicator';
import { browserSessionCopies } from './session-copy';
import { openSession } from './session-load';
import { StopControl } from './stop-control';
import { StopDialog } from './stop-dialog';

/** How long the page waits for the server's verdict before it goes on without feedback. */
export const FEEDBACK_WAIT_MS = 1500;
/** How long feedback stays on screen. */
export const FEEDBACK_SHOW_MS = 1200;

type Screen =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  /**
   * The link plays no more: revoked, expired, or the session ended early; `here`: it ended on
   * this tablet, by the child's no or the adult's stop.
   */
  | { kind: 'ended'; reason: EndedReason; here?: boolean }
  | { kind: 'unavailable' }
  | { kind: 'inUse'; failed?: boolean }
  | { kind: 'start' }
  /** The child is asked whether they want to play. */
  | { kind: 'assent' }
  | { kind: 'step'; index: number; chosen?: SubmitAnswerBody['response'] }
  | { kind: 'feedback'; correct: boolean }
  | { kind: 'end' };

/** Screens that the child's next step does not leave: only the adult or a reload does. */
const HOLDING_SCREENS: ReadonlySet<Screen['kind']> = new Set(['end', 'ended', 'notFound', 'inUse']);

interface Loaded {
  session: PlaySession;
  steps: PlayStep[];
  /** Keys ('position:itemIndex') answered: stored on the server or waiting in the queue. */
  done: Set<string>;
}

type PlayAppProps = {
  /** The token of the link; undefined when the path holds none. */
  token: string | undefined;
};

/** How an instance unfolds, as its game says; nothing for a game this page cannot play. */
const shapeOf = (settings: PlaySession['settings']) => (instance: PlayInstance) => {
  const screens = playScreensOf(instance);
  return screens
    ? { intro: screens.hasIntro(instance, settings), items: screens.itemCount(instance) }
    : { intro: false, items: 0 };
};

export function PlayApp({ token }: PlayAppProps) {
  const [screen, setScreen] = useState<Screen>(token ? { kind: 'loading' } : { kind: 'notFound' });
  const [loaded, setLoaded] = useState<Loaded>();
  const [loadAttempt, setLoadAttempt] = useState(0);
  // The session's content on this device: a reload without network goes on from it.
  const copies = useMemo(() => browserSessionCopies(), []);
  const queue = useMemo(
    () =>
      token
        ? new AnswerQueue({
            token,
            store: browserAnswerStore(),
            send: sendAnswer,
            sendEnd,
            onRejected: (rejected: RejectedAnswer) => {
              // 410: the session was completed (on another tablet): nothing is left to answer.
              if (rejected.status === 410) setScreen({ kind: 'end' });
            },
            // The link was revoked, expired or replaced meanwhile: no answer can be stored any
            // more, so the child must not go on as if they were. The queue kept nothing of it;
            // the device's copy of the session goes too.
            onEnded: (end: LinkEnd) => {
              void copies.remove(token).catch(() => {});
              setScreen(end === 'unknown' ? { kind: 'notFound' } : { kind: 'ended', reason: end });
            },
            // The session was moved to another tablet: this one stops until an adult moves
            // it back; its waiting answers stay.
            onElsewhere: () => setScreen({ kind: 'inUse' }),
            // The session is over on the server: its copy (with the initials) leaves the tablet.
            onEndSent: () => void copies.remove(token).catch(() => {}),
          })
        : undefined,
    [token, copies],
  );
  const queueState = useSyncExternalStore(
    useCallback((listener: () => void) => queue?.subscribe(listener) ?? (() => {}), [queue]),
    () => queue?.getState(),
  );
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  /** The adult held the stop control: the stop dialog is open over the screen. */
  const [stopping, setStopping] = useState(false);
  /** Raised when the adult goes on after opening the stop dialog: the item is shown anew. */
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!queue) return;
    const online = () => queue.online();
    const visible = () => {
      if (!document.hidden) queue.flush();
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [queue]);

  useEffect(() => {
    if (!token || !queue) return;
    const effect = { cancelled: false };
    void (async () => {
      const [result, queued, queuedEnd] = await Promise.all([
        openSession(token, loadPlaySession, copies),
        queue.queuedKeys().catch(() => []),
        queue.queuedEnd().catch(() => undefined),
      ]);
      if (effect.cancelled) return;
      // Whatever an earlier visit left in the queue is sent now.
      queue.flush();
      if (result.kind === 'ended') {
        setScreen({ kind: 'ended', reason: result.reason });
        return;
      }
      if (result.kind !== 'session') {
        setScreen({ kind: result.kind === 'completed' ? 'end' : result.kind });
        return;
      }
      // Ended on this tablet, and the end still waits to be sent.
      if (queuedEnd) {
        setScreen({ kind: 'ended', reason: earlyEndState(queuedEnd.reason), here: true });
        return;
      }
      const steps = buildSteps(
        result.session.instances,
        shapeOf(result.session.settings),
        result.session.order,
      );
      const done = doneKeys(result.session.answered, queued);
      setLoaded({ session: result.session, steps, done });
      setScreen(resumeStepIndex(steps, done) >= steps.length ? { kind: 'end' } : { kind: 'start' });
    })();
    return () => {
      effect.cancelled = true;
    };
  }, [token, queue, copies, loadAttempt]);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  // Play is over on this page: the games let go of what they hold (a camera).
  const over = screen.kind === 'end' || HOLDING_SCREENS.has(screen.kind);
  useEffect(() => {
    if (over) endSessionOfGames();
  }, [over]);
  useEffect(() => endSessionOfGames, []);

  const goTo = useCallback(
    (index: number) => {
      const next: Screen =
        loaded && index < loaded.steps.length ? { kind: 'step', index } : { kind: 'end' };
      // A late step (after feedback, or a verdict that never came) does not leave a screen the
      // server sent the page to meanwhile: the link ended, or another tablet has the session.
      setScreen((current) => (HOLDING_SCREENS.has(current.kind) ? current : next));
    },
    [loaded],
  );

  /** The child said no, or the adult stopped: the end is queued, and the session is over here. */
  const endHere = (end: EndSessionBody) => {
    if (!queue) return;
    setStopping(false);
    void queue.end(end);
    setScreen({ kind: 'ended', reason: earlyEndState(end.reason), here: true });
  };

  const onAnswer = (index: number, step: PlayStep & { kind: 'item' }, given: GivenAnswer) => {
    if (!loaded || !queue) return;
    const key = answerKey(step);
    if (loaded.done.has(key)) return;
    loaded.done.add(key);
    const body: SubmitAnswerBody = { position: step.position, itemIndex: step.itemIndex, ...given };
    if (token) void copies.markAnswered(token, body).catch(() => {});
    const next = nextStepIndex(loaded.steps, index, loaded.done);
    if (!loaded.session.settings.giveFeedback) {
      void queue.enqueue(body);
      goTo(next);
      return;
    }
    // Feedback only from the server's verdict once the answer is stored; offline, none (the
    // child goes on rather than waits).
    const verdict = queue.waitFor(step.position, step.itemIndex, FEEDBACK_WAIT_MS);
    void queue.enqueue(body);
    setScreen({ kind: 'step', index, chosen: given.response });
    void verdict.then((response) => {
      const correct = response?.answer.correct;
      if (correct === undefined) {
        goTo(next);
        return;
      }
      setScreen((current) =>
        HOLDING_SCREENS.has(current.kind) ? current : { kind: 'feedback', correct },
      );
      timers.current.push(setTimeout(() => goTo(next), FEEDBACK_SHOW_MS));
    });
  };

  return (
    <main className="relative flex min-h-dvh flex-col p-3 sm:p-6">
      {screen.kind !== 'end' && screen.kind !== 'ended' && (
        <PendingIndicator
          pending={queueState?.pending ?? 0}
          waitingForNetwork={queueState?.backingOff ?? false}
        />
      )}
      {(screen.kind === 'step' || screen.kind === 'feedback') && (
        <StopControl onHeld={() => setStopping(true)} />
      )}
      {renderScreen()}
      {stopping && !HOLDING_SCREENS.has(screen.kind) && (
        <StopDialog
          onStop={endHere}
          onCancel={() => {
            setStopping(false);
            setRound((value) => value + 1);
          }}
        />
      )}
    </main>
  );

  function renderScreen() {
    switch (screen.kind) {
      case 'loading':
        return <LoadingScreen />;
      case 'notFound':
        return <NotFoundScreen refused={queueState?.rejected.length ?? 0} />;
      case 'ended':
        return (
          <EndedScreen
            reason={screen.reason}
            refused={queueState?.rejected.length ?? 0}
            endPending={
              screen.here
                ? (queueState?.endPending ?? false) || (queueState?.pending ?? 0) > 0
                : undefined
            }
          />
        );
      case 'unavailable':
        return (
          <UnavailableScreen
            onRetry={() => {
              setScreen({ kind: 'loading' });
              setLoadAttempt((attempt) => attempt + 1);
            }}
          />
        );
      case 'inUse':
        return (
          <InUseScreen
            pending={queueState?.pending ?? 0}
            failed={screen.failed ?? false}
            onContinueHere={() => {
              if (!token || !queue) return;
              void moveSessionHere(token).then((moved) => {
                if (!moved) {
                  setScreen({ kind: 'inUse', failed: true });
                  return;
                }
                // Read the session again: the other tablet may have answered meanwhile.
                queue.resume();
                setScreen({ kind: 'loading' });
                setLoadAttempt((attempt) => attempt + 1);
              });
            }}
          />
        );
      case 'end':
        return (
          <EndScreen
            pending={queueState?.pending ?? 0}
            refused={queueState?.rejected.length ?? 0}
          />
        );
      case 'feedback':
        return <FeedbackScreen correct={screen.correct} />;
      case 'assent':
        return loaded ? (
          <AssentScreen
            onYes={() => goTo(resumeStepIndex(loaded.steps, loaded.done))}
            onNo={() => endHere({ reason: 'declined' })}
          />
        ) : null;
      case 'start':
        return loaded ? (
          <StartScreen
            initials={loaded.session.initials}
            onStart={() => {
              if (token) {
                void startPlaySession(token).then((started) => {
                  if (started === 'inUse') setScreen({ kind: 'inUse' });
                });
              }
              setScreen({ kind: 'assent' });
            }}
          >
            {startPanelsOf(loaded.session.instances).map(({ game, Panel, instances }) => (
              <Panel key={game} instances={instances} />
            ))}
          </StartScreen>
        ) : null;
      case 'step': {
        const step = loaded?.steps[screen.index];
        if (!loaded || !step) return null;
        const instance = loaded.session.instances.find((i) => i.position === step.position);
        const screens = instance && playScreensOf(instance);
        if (!instance || !screens) return null;
        const { settings } = loaded.session;
        if (step.kind === 'intro') {
          return (
            <screens.Intro
              key={`intro-${step.position}`}
              instance={instance}
              settings={settings}
              onDone={() => goTo(nextStepIndex(loaded.steps, screen.index, loaded.done))}
            />
          );
        }
        return (
          <screens.Item
            key={`${answerKey(step)}-${round}`}
            instance={instance}
            itemIndex={step.itemIndex}
            settings={settings}
            number={step.number}
            total={itemCount(loaded.steps)}
            chosen={screen.chosen}
            onAnswer={(given) => onAnswer(screen.index, step, given)}
          />
        );
      }
    }
  }
}
