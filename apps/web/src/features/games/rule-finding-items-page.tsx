import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ruleFindingInstancesQueryOptions } from './api/get-rule-finding-instances';
import { RuleFindingItemsTable } from './components/rule-finding-items-table';

const route = getRouteApi('/_authenticated/games/rule-finding/items/');

/** /games/rule-finding/items: the sortable, paginated instances table (spec 2.10). */
export function RuleFindingItemsPage() {
  const { instances } = useSuspenseQuery(ruleFindingInstancesQueryOptions()).data;
  const search = route.useSearch();
  const navigate = route.useNavigate();

  return (
    <RuleFindingItemsTable
      instances={instances}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
