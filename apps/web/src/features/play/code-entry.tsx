import { useId, useState, type FormEvent } from 'react';
import { KeyRound } from 'lucide-react';
import { usePlayTexts } from '@/features/games/shared/play/play-texts';

type Problem = 'notFound' | 'opened' | 'gone' | 'tooMany' | 'offline';

/** The problem of an answer to POST /api/play/codes that is not the token. */
function problemOf(status: number): Problem {
  if (status === 409) return 'opened';
  if (status === 410) return 'gone';
  if (status === 429) return 'tooMany';
  return status === 404 || status === 400 ? 'notFound' : 'offline';
}

/**
 * /play without a link: an adult types the short code from the child's card (a tablet without a
 * camera). The server answers the link's token once; the page then opens it as a scanned link.
 */
export function CodeEntry() {
  const { texts } = usePlayTexts();
  const id = useId();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setProblem(null);
    try {
      const response = await fetch('/api/play/codes', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ code }),
      });
      if (response.status === 201) {
        const { token } = (await response.json()) as { token: string };
        // Replaces this entry: Back does not return to a spent code.
        window.location.replace(`/play/${encodeURIComponent(token)}`);
        return;
      }
      setProblem(problemOf(response.status));
    } catch {
      setProblem('offline');
    }
    setSending(false);
  };

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 p-6 text-center">
      <KeyRound className="size-24 text-slate-600" aria-hidden="true" />
      <h1 className="max-w-2xl text-3xl font-semibold">{texts.code.title}</h1>
      <p className="max-w-xl text-base text-slate-700">{texts.code.note}</p>
      <form className="grid w-full max-w-sm gap-4" onSubmit={(event) => void submit(event)}>
        <label htmlFor={id} className="text-lg font-medium">
          {texts.code.label}
        </label>
        <input
          id={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          required
          aria-invalid={problem === 'notFound' || undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          className="rounded-lg border-2 border-slate-400 px-4 py-3 text-center font-mono text-2xl tracking-widest uppercase"
        />
        {problem && (
          <p id={`${id}-problem`} role="alert" className="text-base text-red-800">
            {texts.code[problem]}
          </p>
        )}
        <button
          type="submit"
          disabled={sending}
          className="min-h-16 rounded-3xl bg-[#1d4ed8] px-10 py-3 text-2xl font-semibold text-white shadow-lg focus-visible:ring-4 focus-visible:ring-black focus-visible:ring-offset-4 focus-visible:outline-none disabled:opacity-60"
        >
          {texts.code.submit}
        </button>
      </form>
    </main>
  );
}
