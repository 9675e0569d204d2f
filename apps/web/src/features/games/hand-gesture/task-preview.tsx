import { useTranslation } from 'react-i18next';
import {
  handGesturePlan,
  handGesturePlayProblems,
  type Gesture,
  type Hand,
} from '@cogniplay/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { HandPicture } from './pictures/hand-picture';

/**
 * An instance's task as the child meets it: the rule, then each gesture shown, practice first;
 * or, for task data children cannot play, why not.
 */
export function TaskPreview({ taskData }: { taskData: Record<string, unknown> }) {
  const { t } = useTranslation('games');
  const problems = handGesturePlayProblems(taskData);
  if (problems.length > 0) {
    return (
      <p role="note" className="text-muted-foreground text-sm" data-testid="not-playable">
        {t('handGesture.playableNo', { reasons: problems.join('; ') })}
      </p>
    );
  }
  const plan = handGesturePlan(taskData);
  const label = (gesture: Gesture, hand: Hand) =>
    t('handGesture.picture', {
      gesture: t(`handGesture.gestures.${gesture}`),
      hand: t(`handGesture.hands.${hand}`),
    });
  const rows = [
    { key: 'practice', title: t('handGesture.practice'), trials: plan.practice },
    { key: 'trials', title: t('handGesture.trials'), trials: plan.trials },
  ].filter((row) => row.trials.length > 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('handGesture.childView')}</CardTitle>
        <CardDescription>
          {t(`handGesture.kinds.${plan.kind}`)} · {t(`handGesture.rules.${plan.rule}`)} ·{' '}
          {t('handGesture.hold', { ms: plan.holdMs, window: plan.responseWindowMs / 1000 })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-muted-foreground text-sm">{t('handGesture.childViewHelp')}</p>
        {rows.map((row) => (
          <section key={row.key} aria-label={row.title} className="grid gap-2">
            <h3 className="text-sm font-semibold">{row.title}</h3>
            <ol className="flex flex-wrap gap-2">
              {row.trials.map((trial, index) => (
                <li key={index} className="bg-muted rounded-md p-1">
                  <HandPicture
                    gesture={trial.shown}
                    hand={plan.hand}
                    label={label(trial.shown, plan.hand)}
                    className="size-16"
                  />
                </li>
              ))}
            </ol>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
