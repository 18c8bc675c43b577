import { describe, expect, it } from 'vitest';
import { inviteLink } from './invite-link.ts';

describe('invitation link', () => {
  it('puts the site’s origin in front of the path the server gives', () => {
    expect(inviteLink('https://play.example', '/register?referralCode=AB3DE5GH')).toBe(
      'https://play.example/register?referralCode=AB3DE5GH',
    );
    expect(inviteLink('http://localhost:5173', '/register?referralCode=X')).toBe(
      'http://localhost:5173/register?referralCode=X',
    );
  });
});
