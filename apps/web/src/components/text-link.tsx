import type { ComponentProps } from 'react';
import { createLink } from '@tanstack/react-router';
import { cn } from '@/lib/utils';

function TextAnchor({ className, children, ...props }: ComponentProps<'a'>) {
  return (
    <a
      className={cn('text-primary font-medium underline-offset-4 hover:underline', className)}
      {...props}
    >
      {children}
    </a>
  );
}

/** A router `Link` that reads as a link in running text or a table: primary, underlined on hover. */
export const TextLink = createLink(TextAnchor);
