/**
 * Hands the download to the browser: it streams the file to disk with its own progress and
 * keeps nothing in this page's memory (the address opens once, without the sign-in token).
 */
export function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
