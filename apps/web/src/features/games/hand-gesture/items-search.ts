import { itemsSearchParser } from '../shared/items-search';

/** The items table's sortable columns. */
export const HAND_GESTURE_ITEMS_COLUMNS = ['id', 'exerciseName', 'createdAt'] as const;
export type HandGestureItemsColumn = (typeof HAND_GESTURE_ITEMS_COLUMNS)[number];

/** The items table's sort and page in the URL. */
export const parseHandGestureItemsSearch = itemsSearchParser(HAND_GESTURE_ITEMS_COLUMNS);
