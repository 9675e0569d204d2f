import { useId, useState } from 'react';
import { Pencil } from 'lucide-react';
import { DialogActions } from '@/components/dialog-actions';
import { FormDialog } from '@/components/form-dialog';
import { LabelledInput } from '@/components/labelled-input';
import { Button } from '@/components/ui/button';
import { useSubmitLock } from '@/hooks/use-submit-lock';
import { toast } from '@/hooks/use-toast';
import { ApiError } from '@/lib/api-error';
import { toastFailure } from '@/lib/failure-toast';

/** A record's name as the contract takes it: the trimmed name, or undefined when not valid. */
type ParseName = (name: string) => string | undefined;

/**
 * 'Rename' of a record (a school, an institute): a dialog with its name; a name the contract
 * refuses, or one the server answers 409 for (taken), is said at the field.
 */
export function RenameDialog({
  name,
  parse,
  rename,
  texts,
}: {
  name: string;
  parse: ParseName;
  rename: (name: string) => Promise<unknown>;
  texts: {
    open: string;
    title: string;
    description: string;
    label: string;
    submit: string;
    cancel: string;
    invalid: string;
    taken: string;
    done: string;
    failed: string;
    somethingWentWrong: string;
  };
}) {
  const { pending, run } = useSubmitLock();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState(name);
  const [problem, setProblem] = useState<string>();
  const id = useId();

  const submit = () => {
    const parsed = parse(value);
    if (parsed === undefined) {
      setProblem(texts.invalid);
      return;
    }
    void run(
      async () => {
        await rename(parsed);
        setOpen(false);
        toast({ variant: 'success', title: texts.done });
      },
      (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setProblem(texts.taken);
          return;
        }
        toastFailure(texts.failed, error, texts.somethingWentWrong);
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValue(name);
          setProblem(undefined);
        }
      }}
      trigger={
        <Button variant="outline" size="sm">
          <Pencil aria-hidden="true" />
          {texts.open}
        </Button>
      }
      title={texts.title}
      description={texts.description}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-2">
        <LabelledInput
          id={id}
          label={texts.label}
          invalid={problem !== undefined}
          errorId={`${id}-error`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        {problem && (
          <p id={`${id}-error`} role="alert" className="text-destructive text-sm">
            {problem}
          </p>
        )}
      </div>
      <DialogActions cancelLabel={texts.cancel} label={texts.submit} pending={pending} />
    </FormDialog>
  );
}
