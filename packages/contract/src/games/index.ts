export * from './json-depth.ts';
export * from './json-value.ts';
export * from './rule.ts';
export * from './rule-finding.ts';
export * from './hand-gesture.ts';
export * from './warnings.ts';
export * from './upload.ts';
export * from './json-schema.ts';
