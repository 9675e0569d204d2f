// Exports as a researcher makes them: the page's Export dialog, a file chosen, the browser's own
// download. The file's content, read from where the browser saved it; a ZIP's files read by yauzl.
import fs from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import yauzl from 'yauzl';

export interface ExportChoice {
  /** The file's label in the dialog, e.g. 'Trials: one row per answer (CSV)'. */
  file: string;
  /** An assessment's name, where the page lets one be chosen. */
  assessment?: string;
}

export async function downloadExport(page: Page, { file, assessment }: ExportChoice) {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Export data' });
  await dialog.getByLabel('File').selectOption({ label: file });
  if (assessment) await dialog.getByLabel('Assessment').selectOption({ label: assessment });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download' }).click(),
  ]);
  await expect(dialog).toBeHidden();
  const path = await download.path();
  return { name: download.suggestedFilename(), content: await fs.readFile(path) };
}

/** The files of a ZIP by name, as text; rejects a file that is no valid ZIP. */
export function unzip(buffer: Buffer): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files: Record<string, string> = {};
      zip.on('error', reject);
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files[entry.fileName] = Buffer.concat(chunks).toString('utf8');
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.readEntry();
    });
  });
}
