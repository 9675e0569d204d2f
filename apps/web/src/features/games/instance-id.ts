/** The numeric id in an item route (`/items/{id}`), or undefined when it is not a positive integer. */
export function parseInstanceId(param: string): number | undefined {
  if (!/^[1-9]\d{0,15}$/.test(param)) return undefined;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : undefined;
}
