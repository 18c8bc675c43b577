import { z } from 'zod';
import type { Db } from '../../db/schema.ts';
import { type AuditReport, auditLedger } from './ledger.service.ts';

/** The operator's ledger audit (`npm run ops -- audit`). */

export const auditOpsSchemas = [z.object({ kind: z.literal('audit') }).strict()] as const;

export const auditOpsUsage = '  audit';

/** `audit` into its command, or null when the words are not it. */
export function auditOpsOf(words: readonly string[]): unknown {
  return words[0] === 'audit' && words.length === 1 ? { kind: 'audit' } : null;
}

/** Not ok when the audit finds a difference, so the command fails with the report. */
export async function applyAuditCommand(db: Db): Promise<{ ok: boolean; message: string }> {
  const report = await auditLedger(db);
  return { ok: report.ok, message: formatAudit(report) };
}

/** One line a person can read, then the differences if there are any. */
export function formatAudit(report: AuditReport): string {
  const head = `ledger audit ${report.ok ? 'passed' : 'FAILED'}: ${report.accounts} accounts, ${report.entries} entries, grand total ${report.grandTotal}`;
  if (report.ok) return head;
  return [
    head,
    ...report.accountsOutOfBalance.map(
      (a) => `  account ${a.id}: balance ${a.balance}, entries say ${a.computed}`,
    ),
    ...report.unbalancedTransfers.map(
      (t) => `  transfer ${t.transfer_id}: entries sum to ${t.total} over ${t.entries} entries`,
    ),
    ...report.duplicateKeys.map((d) => `  key ${d.idempotency_key} applied ${d.n} times`),
    ...(report.negativeMemberBalances > 0
      ? [`  ${report.negativeMemberBalances} member balances below zero`]
      : []),
  ].join('\n');
}
