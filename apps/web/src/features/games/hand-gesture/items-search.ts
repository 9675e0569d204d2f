import { itemsSearchParser } from '../shared/items-search';

/** The items table's sort and page in the URL; its sortable columns. */
export const parseHandGestureItemsSearch = itemsSearchParser(['id', 'exerciseName', 'createdAt']);
