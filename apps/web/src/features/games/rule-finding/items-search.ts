import { itemsSearchParser } from '../shared/items-search';

/** The items table's sortable columns. */
export const RULE_FINDING_ITEMS_COLUMNS = ['id', 'sequenceNumber', 'label'] as const;
export type RuleFindingItemsColumn = (typeof RULE_FINDING_ITEMS_COLUMNS)[number];

/** The items table's sort and page in the URL. */
export const parseRuleFindingItemsSearch = itemsSearchParser(RULE_FINDING_ITEMS_COLUMNS);
