import type { ExclusionChoice, ExclusionKind } from '@portal/contracts/responsible-gaming';

/** The key of a choice's length in the text catalogue: `timeout.7`, `self_exclusion.12`. */
export const lengthKey = (choice: ExclusionChoice): `${ExclusionKind}.${number}` =>
  choice.kind === 'timeout' ? `timeout.${choice.days}` : `self_exclusion.${choice.months}`;
