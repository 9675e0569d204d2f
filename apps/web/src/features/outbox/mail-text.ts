/** A run of a mail's text: words, or its link. */
export type MailTextPart = { kind: 'text' | 'link'; value: string };

/**
 * A mail's plain text cut where its link stands, so that the link can be shown as one. Only an
 * http(s) link is cut out; without one the text is one part.
 */
export function mailTextParts(text: string, link: string | null): MailTextPart[] {
  if (!link || !/^https?:\/\//.test(link)) return [{ kind: 'text', value: text }];
  const parts: MailTextPart[] = [];
  text.split(link).forEach((value, index) => {
    if (index > 0) parts.push({ kind: 'link', value: link });
    if (value) parts.push({ kind: 'text', value });
  });
  return parts;
}
