export * from './organisations.ts';
export * from './participants.ts';
export * from './games.ts';
export * from './audit.ts';
export * from './idp.ts';
export * from './invitations.ts';
export * from './mail.ts';
export * from './data-versions.ts';
