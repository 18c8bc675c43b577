import type { WhitelabelNode } from '@portal/contracts/system';
import { describe, expect, it } from 'vitest';
import { isFlagOn } from './whitelabel.ts';

const node = (modId: string, enabled: '0' | '1', childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled,
  childrenNodes,
});

describe('isFlagOn', () => {
  it('finds an enabled flag nested under an enabled module', () => {
    const tree = [node('REGISTRATION', '1', [node('USERNAMEREG3', '1'), node('DIRECTREG3', '1')])];
    expect(isFlagOn(tree, 'DIRECTREG3')).toBe(true);
  });

  it('finds a flag at the top level and several levels deep', () => {
    expect(isFlagOn([node('FREEPLAY3', '1')], 'FREEPLAY3')).toBe(true);
    const deep = [node('A', '1', [node('B', '1', [node('C', '1', [node('CBS3', '1')])])])];
    expect(isFlagOn(deep, 'CBS3')).toBe(true);
  });

  it("treats enabled '0' as off", () => {
    expect(isFlagOn([node('LOGIN', '1', [node('FREEPLAY3', '0')])], 'FREEPLAY3')).toBe(false);
  });

  it('treats a flag under a disabled module as off', () => {
    expect(isFlagOn([node('REGISTRATION', '0', [node('DIRECTREG3', '1')])], 'DIRECTREG3')).toBe(false);
  });

  it('is off when the flag is missing or the tree is empty', () => {
    expect(isFlagOn([node('LOGIN', '1', [node('MOBILEVERCODELOGIN3', '1')])], 'DIRECTREG3')).toBe(false);
    expect(isFlagOn([], 'DIRECTREG3')).toBe(false);
  });

  it('keeps searching siblings after a disabled branch', () => {
    const tree = [
      node('OLD', '0', [node('DIRECTREG3', '1')]),
      node('REGISTRATION', '1', [node('DIRECTREG3', '1')]),
    ];
    expect(isFlagOn(tree, 'DIRECTREG3')).toBe(true);
  });
});
