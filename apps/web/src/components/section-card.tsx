import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

type SectionCardProps = {
  /** The section's heading, an `<h2>`. */
  title: string;
  description?: string;
  /** The content's classes. */
  className?: string;
  children: ReactNode;
};

/** A page's section as a card: its heading (and description) above the content. */
export function SectionCard({ title, description, className, children }: SectionCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className={className}>{children}</CardContent>
    </Card>
  );
}
