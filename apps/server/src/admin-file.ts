import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Where a running server tells the local operator CLI how to reach its admin endpoint. */
const adminFileSchema = z.object({
  port: z.number().int(),
  secret: z.string().min(32),
  pid: z.number().int(),
});
export type AdminFile = z.infer<typeof adminFileSchema>;

const fileOf = (dataDir: string) => path.resolve(dataDir, 'admin.json');

export const newAdminSecret = () => randomBytes(32).toString('hex');

export function writeAdminFile(dataDir: string, info: AdminFile): void {
  mkdirSync(path.resolve(dataDir), { recursive: true });
  writeFileSync(fileOf(dataDir), JSON.stringify(info), { mode: 0o600 });
}

export function readAdminFile(dataDir: string): AdminFile | null {
  try {
    return adminFileSchema.parse(JSON.parse(readFileSync(fileOf(dataDir), 'utf8')));
  } catch {
    return null;
  }
}

export function removeAdminFile(dataDir: string, pid: number): void {
  if (readAdminFile(dataDir)?.pid === pid) rmSync(fileOf(dataDir), { force: true });
}
