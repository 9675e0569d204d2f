import { useSuspenseQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { instancesQueryOptions, type GameApi, type GameSlug } from './api/get-instances';
import { InstancesTable, type InstanceColumnFeatures } from './instances-table';
import type { ItemsSearch } from './items-search';

/** The items page's route (its `getRouteApi`): its search holds the table's sort and page. */
type ItemsRoute<TColumn extends string> = {
  useSearch: () => ItemsSearch<TColumn>;
  useNavigate: () => (options: { search: ItemsSearch<TColumn>; replace: boolean }) => Promise<void>;
};

/** A row of a game's items table: the instance summary its list endpoint answers. */
export type GameItemRow<G extends GameSlug> = GameApi[G]['list']['instances'][number];

type GameItemsTableProps<G extends GameSlug, TColumn extends string> = {
  game: G;
  route: ItemsRoute<TColumn>;
  // The helper's accessor columns have differing value types.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<InstanceColumnFeatures, GameItemRow<G>, any>[];
};

/** The table of a game's items page: the loaded instances, sort and page kept in the URL. */
export function GameItemsTable<G extends GameSlug, TColumn extends string>({
  game,
  route,
  columns,
}: GameItemsTableProps<G, TColumn>) {
  const { instances } = useSuspenseQuery(instancesQueryOptions(game)).data;
  const search = route.useSearch();
  const navigate = route.useNavigate();

  return (
    <InstancesTable<GameItemRow<G>, TColumn>
      columns={columns}
      data={instances}
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
