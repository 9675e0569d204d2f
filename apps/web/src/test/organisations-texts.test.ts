// The exact English texts of the organisations screens: pages, forms, validation and errors.
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../public/locales/en/organisations.json';

const t = i18n.getFixedT('en', 'organisations');

describe('organisations texts', () => {
  it('counts members with plurals', () => {
    expect(t('researchInstitutes.detail.members', { count: 0 })).toBe('0 members');
    expect(t('researchInstitutes.detail.members', { count: 1 })).toBe('1 member');
    expect(t('researchInstitutes.detail.members', { count: 12 })).toBe('12 members');
  });

  it('fills in the institute id and the school name', () => {
    expect(t('researchInstitutes.detail.id', { id: 42 })).toBe('ID: 42');
    expect(t('staff.member.backTo', { school: 'Oak Primary' })).toBe('Back to Oak Primary');
  });

  it('uses the texts of the specification', () => {
    expect(en).toMatchObject({
      pendingOnboarding: 'Pending onboarding',
      error: 'Error',
      somethingWentWrong: 'Something went wrong',
      cancel: 'Cancel',
      researchInstitutes: {
        create: {
          title: 'Add research institute',
          details: 'Details',
          name: 'Institute name',
          submit: 'Create Institute',
          pending: 'Creating...',
          nameRequired: 'Institute name is required',
          failed: 'Failed to create institute',
        },
        detail: { researchers: 'Researchers' },
        invite: {
          title: 'Invite Researcher',
          description:
            "Enter the email address of the researcher you'd like to invite to this research institute.",
          email: 'Email address',
          submit: 'Invite',
          pending: 'Inviting...',
          invalidEmail: 'Please enter a valid email address',
        },
      },
      schools: {
        viewDetails: 'View details',
        create: {
          noManagingInstitute: 'No managing institute',
          pending: 'Creating...',
          nameRequired: 'School name is required',
          failed: 'Failed to create school',
        },
      },
      staff: {
        empty: 'No staff members found.',
        noMatches: 'No staff members found matching your search.',
        invite: {
          email: 'Email address',
          admin: 'Admin',
          teacher: 'Teacher',
          pending: 'Inviting...',
          invalidEmail: 'Please enter a valid email address',
          roleRequired: 'At least one of Admin or Teacher must be selected',
        },
        administrator: 'Administrator',
        teacher: 'Teacher',
        member: {
          notOnboarded: "This user has been invited but hasn't completed their onboarding yet",
          administratorDescription: 'Full administrative access to school settings',
          teacherDescription: 'Can manage students and classroom activities',
          noRoles: 'No roles assigned',
          viewSchoolDetails: 'View school details',
        },
      },
    });
  });
});
