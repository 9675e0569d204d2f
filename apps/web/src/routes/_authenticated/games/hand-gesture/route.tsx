import { createFileRoute } from '@tanstack/react-router';
import { HandGestureLayout } from '@/features/games/game-layout';

export const Route = createFileRoute('/_authenticated/games/hand-gesture')({
  component: HandGestureLayout,
});
