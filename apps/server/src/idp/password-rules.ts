// The rules of a password chosen on the provider's pages (onboarding and password reset), and
// their translated problems.
import type { PageContext } from './views/html.ts';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 1024;

/** The problem of a new password and its confirmation, at most one, keyed by the field. */
export function passwordErrors(
  { t }: PageContext,
  password: string,
  passwordConfirm: string,
): { password?: string; passwordConfirm?: string } {
  if (password.length < PASSWORD_MIN_LENGTH)
    return { password: t('invitation.errors.passwordTooShort', { min: PASSWORD_MIN_LENGTH }) };
  if (password.length > PASSWORD_MAX_LENGTH)
    return { password: t('invitation.errors.passwordTooLong', { max: PASSWORD_MAX_LENGTH }) };
  if (password !== passwordConfirm)
    return { passwordConfirm: t('invitation.errors.passwordMismatch') };
  return {};
}
