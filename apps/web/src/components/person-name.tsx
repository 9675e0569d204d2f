import { useTranslation } from 'react-i18next';
import { fullName, isPendingOnboarding, type Person } from '@/lib/people';

type PersonNameProps = {
  person: Pick<Person, 'firstName' | 'lastName'>;
  /** An invitation not accepted yet: its names are never shown. */
  pending?: boolean;
};

/** A person's full name, or 'Pending onboarding' in italics while there is none to show. */
export function PersonName({ person, pending = false }: PersonNameProps) {
  const { t } = useTranslation('organisations');
  if (pending || isPendingOnboarding(person)) {
    return <em className="text-muted-foreground font-normal">{t('pendingOnboarding')}</em>;
  }
  return fullName(person);
}
