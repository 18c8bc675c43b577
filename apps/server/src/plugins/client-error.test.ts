import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * What Node's HTTP parser refuses never reaches a route (inject skips the parser), so these go
 * over a real socket: the answer is still the envelope, and the connection is closed.
 */
let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp();
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = Number(new URL(address).port);
});
afterAll(() => t.close());

/** Sends `raw` and reads until the server closes the connection. */
function exchange(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(raw));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
  });
}

function parse(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { statusLine: head.split('\r\n')[0], head, body: JSON.parse(body) as Record<string, unknown> };
}

describe('requests the HTTP parser refuses', () => {
  it('an address too long for the header limit gets HEADERS_TOO_LARGE in the envelope', async () => {
    const answer = parse(
      await exchange(`GET /wps/system/status?url=${'x'.repeat(100_000)} HTTP/1.1\r\nHost: a\r\n\r\n`),
    );
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large');
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(answer.body).toEqual({
      success: false,
      code: 'HEADERS_TOO_LARGE',
      message: expect.stringContaining('too large'),
    });
  });

  it('a broken request line gets MALFORMED_REQUEST in the envelope', async () => {
    const answer = parse(await exchange('GARBAGE\r\n\r\n'));
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request');
    expect(answer.body).toMatchObject({ success: false, code: 'MALFORMED_REQUEST' });
  });

  it('a header with a forbidden character gets MALFORMED_REQUEST, and the server keeps serving', async () => {
    const answer = parse(await exchange('GET /readyz HTTP/1.1\r\nHost: a\r\nX-Bad: a\u0001b\r\n\r\n'));
    expect(answer.body).toMatchObject({ success: false, code: 'MALFORMED_REQUEST' });
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);
  });
});
