// Logins per second through POST /wps/session/login against raw argon2id hashes per second
// with the same parameters, measured in the same run at the same concurrency.
// Options: --pg (portal on a fresh PostgreSQL database), --users N, --concurrency N.
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import { argon2Options } from '../apps/server/src/modules/identity/password-hasher.ts';
import { log, settings } from './lib/env.ts';
import { withTempDatabase } from './lib/pg.ts';
import { startPortal } from './lib/portal.ts';
import { cleanup } from './lib/proc.ts';
import { report, warnIfBusy } from './lib/report.ts';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    users: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '8' },
  },
});
const users = Number(args.users);
const concurrency = Number(args.concurrency);
const password = 'bench12345';

/** A distinct client address per request: per-address limits are not what this measures. */
let ipCounter = 0;
const nextIp = () => {
  ipCounter++;
  return `198.18.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

async function post(url: string, body: unknown, method = 'POST') {
  const res = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; value?: { token?: string | null }; message?: string },
  };
}

/** Runs `work` in `concurrency` loops for `seconds`; returns completions per second and latencies. */
async function closedLoop(seconds: number, work: () => Promise<boolean>) {
  const latencies: number[] = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        if (await work()) latencies.push(performance.now() - start);
        else failures++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round((latencies[Math.max(0, Math.ceil((p / 100) * latencies.length) - 1)] ?? 0) * 10) / 10;
  return {
    per_s: Math.round((latencies.length / seconds) * 10) / 10,
    done: latencies.length,
    failures,
    p50_ms: at(50),
    p95_ms: at(95),
  };
}

async function measureLogins(databaseUrl?: string) {
  const portal = await startPortal({ databaseUrl, env: { TRUST_PROXY: '1' } });
  try {
    const key = (await (await fetch(`${portal.url}/wps/session/publicKey`)).json()) as {
      value: { spki: string };
    };
    const spki = createPublicKey({ key: Buffer.from(key.value.spki, 'base64'), format: 'der', type: 'spki' });
    const enc = (text: string) =>
      `rsa:${publicEncrypt({ key: spki, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text)).toString('base64')}`;
    const names: string[] = [];
    log(`registering ${users} accounts`);
    for (let i = 0; i < users; i++) {
      const username = `bench${i}x${Date.now().toString(36).slice(-4)}`;
      const res = await post(
        `${portal.url}/wps/member/register`,
        {
          username,
          password: enc(password),
          confirmPassword: enc(password),
          birthday: '1990-01-01',
          agreeAge: true,
          agreeTerms: true,
          login: false,
        },
        'PUT',
      );
      if (res.status !== 200) throw new Error(`registration failed: ${res.status} ${res.body.message}`);
      names.push(username);
    }
    // The browser encrypts once per submit; the load generator reuses ciphertexts to stay light.
    const ciphertexts = Array.from({ length: 32 }, () => enc(password));
    let n = 0;
    const login = async () => {
      n++;
      const res = await post(`${portal.url}/wps/session/login`, {
        username: names[n % names.length],
        password: ciphertexts[n % ciphertexts.length],
      });
      return res.status === 200 && typeof res.body.value?.token === 'string';
    };
    await closedLoop(Math.min(3, settings.duration), login);
    return await closedLoop(settings.duration, login);
  } finally {
    await portal.stop();
  }
}

async function main(): Promise<number> {
  warnIfBusy();
  const logins = args.pg
    ? await withTempDatabase(settings.databaseUrl, (url) => measureLogins(url))
    : await measureLogins();
  log('raw argon2id hashes with the same parameters and concurrency');
  await closedLoop(2, async () => Boolean(await hash(password, argon2Options)));
  const hashes = await closedLoop(settings.duration, async () =>
    Boolean(await hash(password, argon2Options)),
  );
  console.log(
    `logins  ${logins.per_s}/s  p50 ${logins.p50_ms} ms  p95 ${logins.p95_ms} ms  failures ${logins.failures}`,
  );
  console.log(
    `argon2  ${hashes.per_s}/s  p50 ${hashes.p50_ms} ms  (memory ${argon2Options.memoryCost} KiB, time ${argon2Options.timeCost}, lanes ${argon2Options.parallelism})`,
  );
  await report(
    {
      name: 'login',
      database: args.pg ? 'postgresql' : 'pglite',
      connections: concurrency,
      duration_s: settings.duration,
      logins_per_s: logins.per_s,
      p50_ms: logins.p50_ms,
      p95_ms: logins.p95_ms,
      failures: logins.failures,
      baseline: { argon2_hashes_per_s: hashes.per_s, argon2_p50_ms: hashes.p50_ms },
      ratio: hashes.per_s > 0 ? Math.round((logins.per_s / hashes.per_s) * 1000) / 1000 : null,
      ...(logins.failures ? { error: 'failed logins under load' } : {}),
    },
    { logins, hashes, argon2: argon2Options, users },
  );
  return logins.failures ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  log(`failed: ${(err as Error).stack ?? err}`);
} finally {
  await cleanup();
}
process.exit(code);
