import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { handGestureInstancesQueryOptions } from './api/get-hand-gesture-instances';
import { HandGestureItemsTable } from './components/hand-gesture-items-table';

const route = getRouteApi('/_authenticated/games/hand-gesture/items/');

/**
 * /games/hand-gesture/items: the uploaded instances, sortable and paginated (instead of the
 * spec's 'Coming soon.' placeholder, as issue 5 asks).
 */
export function HandGestureItemsPage() {
  const { instances } = useSuspenseQuery(handGestureInstancesQueryOptions()).data;
  const search = route.useSearch();
  const navigate = route.useNavigate();

  return (
    <HandGestureItemsTable
      instances={instances}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
