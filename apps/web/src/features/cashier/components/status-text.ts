import type { BadgeTone } from '../../../components/ui/section.tsx';

/** Deposit and withdrawal states as a badge colour. */
export const statusTone: Record<string, BadgeTone> = {
  pending: 'pending',
  approved: 'success',
  paid: 'success',
  rejected: 'danger',
};
