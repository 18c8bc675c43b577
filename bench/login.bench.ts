// Logins per second through POST /wps/session/login against raw argon2id hashes per second
// with the same parameters, measured in the same run at the same concurrency.
// Options: --pg (portal on a fresh PostgreSQL database), --users N, --concurrency N,
// --cpu-prof (CPU profile of the portal process into bench/results/).
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import { argon2Options } from '../apps/server/src/modules/identity/password-hasher.ts';
import { log, settings } from './lib/env.ts';
import { jsonClient } from './lib/http.ts';
import { processCpuSeconds } from './lib/load.ts';
import { withTempDatabase } from './lib/pg.ts';
import { startPortal } from './lib/portal.ts';
import { cleanup } from './lib/proc.ts';
import { report, resultsDir, warnIfBusy } from './lib/report.ts';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    // Each account may log in 10 times a minute (login:acct limit): at ~200 logins/s over
    // 13 s (warm-up and run) 600 accounts stay below it; fewer would measure refusals.
    users: { type: 'string', default: '600' },
    concurrency: { type: 'string', default: '8' },
    'cpu-prof': { type: 'boolean', default: false },
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

type Client = ReturnType<typeof jsonClient>;

/** JSON over the light keep-alive client, each request from its own client address. */
async function post(client: Client, path: string, body: unknown, method = 'POST') {
  const res = await client.request(method, path, body, { 'x-forwarded-for': nextIp() });
  return {
    status: res.status,
    body: res.body as { success: boolean; value?: { token?: string | null }; message?: string },
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
  const nodeArgs = args['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', resultsDir] : [];
  const portal = await startPortal({ databaseUrl, nodeArgs, env: { TRUST_PROXY: '1' } });
  try {
    const key = (await (await fetch(`${portal.url}/wps/session/publicKey`)).json()) as {
      value: { spki: string };
    };
    const spki = createPublicKey({ key: Buffer.from(key.value.spki, 'base64'), format: 'der', type: 'spki' });
    const enc = (text: string) =>
      `rsa:${publicEncrypt({ key: spki, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text)).toString('base64')}`;
    const client = jsonClient(portal.url, concurrency);
    const names: string[] = [];
    const failureCodes: Record<string, number> = {};
    log(`registering ${users} accounts`);
    for (let i = 0; i < users; i++) {
      const username = `bench${i}x${Date.now().toString(36).slice(-4)}`;
      const res = await post(
        client,
        '/wps/member/register',
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
      const res = await post(client, '/wps/session/login', {
        username: names[n % names.length],
        password: ciphertexts[n % ciphertexts.length],
      });
      const ok = res.status === 200 && typeof res.body.value?.token === 'string';
      if (!ok) {
        const code = `${res.status} ${(res.body as { code?: string }).code ?? ''}`.trim();
        failureCodes[code] = (failureCodes[code] ?? 0) + 1;
      }
      return ok;
    };
    await closedLoop(Math.min(3, settings.duration), login);
    const cpuBefore = [processCpuSeconds(portal.pid), processCpuSeconds(portal.pid, true)];
    const clientBefore = process.cpuUsage();
    const figures = await closedLoop(settings.duration, login);
    const clientUsed = process.cpuUsage(clientBefore);
    log(
      `load generator CPU ${((clientUsed.user + clientUsed.system) / 1000 / Math.max(1, figures.done)).toFixed(2)} ms/login`,
    );
    const cpuAfter = [processCpuSeconds(portal.pid), processCpuSeconds(portal.pid, true)];
    // Server CPU per login, comparable with the CPU one raw hash costs: all threads, and the
    // main thread alone (everything but the hashing and the RSA work of the thread pool).
    const perLogin = (i: number) => {
      const [before, after] = [cpuBefore[i], cpuAfter[i]];
      if (before == null || after == null || figures.done === 0) return null;
      return Math.round(((after - before) * 1e4) / figures.done) / 10;
    };
    return {
      ...figures,
      failure_codes: failureCodes,
      server_cpu_ms_per_login: perLogin(0),
      main_thread_cpu_ms_per_login: perLogin(1),
    };
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
  const cpuBefore = process.cpuUsage();
  const hashFigures = await closedLoop(settings.duration, async () =>
    Boolean(await hash(password, argon2Options)),
  );
  const cpuUsed = process.cpuUsage(cpuBefore);
  const hashes = {
    ...hashFigures,
    cpu_ms_per_hash: Math.round((cpuUsed.user + cpuUsed.system) / 100 / Math.max(1, hashFigures.done)) / 10,
  };
  console.log(
    `logins  ${logins.per_s}/s  p50 ${logins.p50_ms} ms  p95 ${logins.p95_ms} ms  failures ${logins.failures}  server CPU ${logins.server_cpu_ms_per_login ?? '-'} ms/login (main thread ${logins.main_thread_cpu_ms_per_login ?? '-'})`,
  );
  console.log(
    `argon2  ${hashes.per_s}/s  p50 ${hashes.p50_ms} ms  CPU ${hashes.cpu_ms_per_hash} ms/hash  (memory ${argon2Options.memoryCost} KiB, time ${argon2Options.timeCost}, lanes ${argon2Options.parallelism})`,
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
      server_cpu_ms_per_login: logins.server_cpu_ms_per_login,
      main_thread_cpu_ms_per_login: logins.main_thread_cpu_ms_per_login,
      baseline: {
        argon2_hashes_per_s: hashes.per_s,
        argon2_p50_ms: hashes.p50_ms,
        argon2_cpu_ms_per_hash: hashes.cpu_ms_per_hash,
      },
      ratio: hashes.per_s > 0 ? Math.round((logins.per_s / hashes.per_s) * 1000) / 1000 : null,
      ...(logins.failures ? { error: 'failed logins under load', failure_codes: logins.failure_codes } : {}),
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
