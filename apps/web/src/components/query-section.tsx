import type { ReactNode } from 'react';
import { SectionCard } from '@/components/section-card';

type QuerySectionProps<T> = {
  title: string;
  /** The content's classes. */
  className?: string;
  /** The query the section shows (fetched without suspending the page). */
  query: { isError: boolean; data: T | undefined };
  errorText: string;
  loadingText: string;
  /** The content, once the data is there. */
  children: (data: T) => ReactNode;
};

/** A page's section that shows one query: its error, a line while it loads, or its content. */
export function QuerySection<T>({
  title,
  className,
  query,
  errorText,
  loadingText,
  children,
}: QuerySectionProps<T>) {
  return (
    <SectionCard title={title} className={className}>
      {query.isError ? (
        <p className="text-destructive">{errorText}</p>
      ) : query.data === undefined ? (
        <p className="text-muted-foreground">{loadingText}</p>
      ) : (
        children(query.data)
      )}
    </SectionCard>
  );
}
