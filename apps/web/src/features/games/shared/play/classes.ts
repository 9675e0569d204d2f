/** Joins the class names that are set (the app's `cn` brings tailwind-merge, which this page does not need). */
export function classes(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
