export * from './roles.ts';
export * from './problem.ts';
export * from './users.ts';
