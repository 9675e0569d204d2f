import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { PressedButtonGroup } from '@/components/pressed-button-group';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { parseInstanceJson } from './parse-instance-json';

// Monaco stays out of every chunk but this one (bench/games-web.ts checks it).
const JsonEditor = lazy(() => import('./json-editor/json-editor'));

/** A valid instance the editor may start from, named for the adult. */
export interface InstanceTemplate {
  id: string;
  label: string;
  json: string;
}

type InstanceEditorProps<T> = {
  name: string;
  /** What the editor starts from: the first; with several, the adult may switch. */
  templates: readonly [InstanceTemplate, ...InstanceTemplate[]];
  schema: z.ZodType<T>;
  jsonSchema: Record<string, unknown>;
  /** Stores the instance; resolves with how many warnings the server gave, rejects with its error. */
  create: (instance: T) => Promise<{ warningCount: number }>;
  successMessage: string;
};

/** The New pages: a JSON editor starting from a valid example, and Create. */
export function InstanceEditor<T>(props: InstanceEditorProps<T>) {
  const { t } = useTranslation('games');
  const [template, setTemplate] = useState(props.templates[0]);
  const [text, setText] = useState(template.json);
  const { pending, run } = useSubmitLock();

  function submit() {
    const parsed = parseInstanceJson(text, props.schema);
    if (!parsed.ok) {
      toast({ variant: 'destructive', title: t('editor.invalidJson', { reason: parsed.reason }) });
      return;
    }
    void run(
      async () => {
        const { warningCount } = await props.create(parsed.value);
        toast({
          variant: 'success',
          title: t('editor.successTitle'),
          description: (
            <>
              <p>{props.successMessage}</p>
              {warningCount > 0 && <p>{t('upload.warnings', { number: warningCount })}</p>}
            </>
          ),
        });
      },
      (error) => {
        const reason = error instanceof Error ? error.message : String(error);
        toast({ variant: 'destructive', title: t('editor.createFailed', { reason }) });
      },
    );
  }

  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground text-sm">{t('editor.help')}</p>
      {props.templates.length > 1 && (
        <PressedButtonGroup
          label={t('editor.templates')}
          options={props.templates.map(({ id }) => id)}
          value={template.id}
          onChoose={(id) => {
            const chosen = props.templates.find((candidate) => candidate.id === id)!;
            setTemplate(chosen);
            setText(chosen.json);
          }}
          optionText={(id) => props.templates.find((candidate) => candidate.id === id)!.label}
          className="flex flex-wrap gap-2"
          buttonClassName={(pressed) =>
            pressed
              ? 'bg-primary text-primary-foreground rounded-md border px-3 py-1.5 text-sm font-medium'
              : 'bg-background hover:bg-muted rounded-md border px-3 py-1.5 text-sm font-medium'
          }
        />
      )}
      <div className="overflow-hidden rounded-md border">
        <Suspense fallback={<Skeleton className="h-[28rem] w-full rounded-none" />}>
          <JsonEditor
            // A new template starts the editor afresh.
            key={template.id}
            name={props.name}
            defaultValue={template.json}
            schema={props.jsonSchema}
            onChange={setText}
            ariaLabel={t('editor.label')}
          />
        </Suspense>
      </div>
      <div>
        <Button onClick={submit} disabled={pending}>
          {pending ? t('editor.creating') : t('editor.create')}
        </Button>
      </div>
    </div>
  );
}
