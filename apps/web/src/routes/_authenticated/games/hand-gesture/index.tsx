import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/games/hand-gesture/')({
  staticData: { pageTitle: 'handGesture' },
  beforeLoad: () => {
    throw redirect({ to: '/games/hand-gesture/items', replace: true });
  },
});
