// One numbering for people: pages, messages, exports and the codebook count instances, positions,
// items and characteristics from 1, as R and every spreadsheet do. What programs exchange (API
// fields, JSON pointers in a problem's errors[].path, the uploaded JSON's property index) counts
// from 0, as JSON arrays do.

/** The number a person reads for the element at `index` (counted from 0) of a list. */
export function numberFromOne(index: number): number {
  return index + 1;
}
