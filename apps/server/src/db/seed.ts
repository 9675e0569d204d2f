// STUB (owned by the IdP work): demo data on an empty database.
import type { Config } from '../config.ts';
import type { Db } from './client.ts';

export interface DemoSignIn {
  role: 'admin' | 'researcher';
  email: string;
  password: string;
}

/**
 * Seeds one admin and one research institute with one researcher when the database has no users
 * (and config.seedDemo is on). Returns the demo sign-ins to print whenever those accounts exist.
 */
export async function seedDemoData(_db: Db, _config: Config): Promise<DemoSignIn[]> {
  return [];
}
