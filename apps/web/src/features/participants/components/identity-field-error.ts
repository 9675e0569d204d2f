import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import {
  PARTICIPANT_NAME_MAX_LENGTH,
  SUBJECT_ID_EXISTS_MESSAGE,
  SUBJECT_ID_MAX_LENGTH,
  SUBJECT_ID_MISSING_WORD_MESSAGE,
  SUBJECT_ID_START_MESSAGE,
} from '@cogniplay/contract';

export type IdentityField = 'subjectId' | 'firstName' | 'lastName';

/**
 * The contract's checks of a subject ID or name, in the user's language (zod's issue code is
 * the error's type); the server's 'already exists' too, set on the field by the form.
 */
export function identityFieldError(
  t: TFunction<'participants'>,
  field: IdentityField | 'researchInstituteId' | 'schoolId',
  error: FieldError | undefined,
): string | undefined {
  if (!error) return undefined;
  if (error.type === 'too_big') {
    const max = field === 'subjectId' ? SUBJECT_ID_MAX_LENGTH : PARTICIPANT_NAME_MAX_LENGTH;
    return t('form.errors.tooLong', { max });
  }
  if (error.message === SUBJECT_ID_EXISTS_MESSAGE) return t('form.errors.subjectIdTaken');
  if (error.message === SUBJECT_ID_START_MESSAGE) return t('form.errors.subjectIdStart');
  if (error.message === SUBJECT_ID_MISSING_WORD_MESSAGE)
    return t('form.errors.subjectIdMissingWord');
  if (error.type === 'custom') return t('form.errors.controlCharacters');
  if (field === 'subjectId') return t('form.errors.subjectIdRequired');
  return t('form.errors.invalid');
}
