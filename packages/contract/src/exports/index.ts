export * from './exports.ts';
export * from './codebook.ts';
export * from './dataset-description.ts';
