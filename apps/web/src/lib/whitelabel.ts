import type { WhitelabelFlag } from '@portal/contracts/constants';
import type { WhitelabelNode } from '@portal/contracts/system';

/**
 * True when the flag's node is enabled ('1') anywhere in the settings tree. A flag nested
 * under a disabled module counts as off: switching a module off switches off its features.
 */
export function isFlagOn(tree: readonly WhitelabelNode[], flag: WhitelabelFlag): boolean {
  for (const node of tree) {
    if (node.enabled !== '1') continue;
    if (node.modId === flag) return true;
    if (isFlagOn(node.childrenNodes, flag)) return true;
  }
  return false;
}
