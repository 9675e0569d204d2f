/** Instance files are JSON: the page refuses any other file name before sending it. */
export function isJsonFileName(name: string): boolean {
  return /\.json$/i.test(name.trim());
}
