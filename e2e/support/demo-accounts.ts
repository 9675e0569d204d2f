// The demo data the server seeds on an empty database (apps/server/src/seed.ts).
export const DEMO_PASSWORD = 'cogniplay-demo';
export const DEMO_INSTITUTE_NAME = 'Demo Research Institute';

export interface Account {
  email: string;
  password: string;
}

export const admin: Account = { email: 'admin@cogniplay.test', password: DEMO_PASSWORD };
export const researcher: Account = { email: 'researcher@cogniplay.test', password: DEMO_PASSWORD };
