import { createFileRoute } from '@tanstack/react-router';
import { RuleFindingLayout } from '@/features/games/game-layout';

export const Route = createFileRoute('/_authenticated/games/rule-finding')({
  component: RuleFindingLayout,
});
