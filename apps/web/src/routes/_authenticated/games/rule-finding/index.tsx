import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/games/rule-finding/')({
  staticData: { pageTitle: 'ruleFinding' },
  beforeLoad: () => {
    throw redirect({ to: '/games/rule-finding/items', replace: true });
  },
});
