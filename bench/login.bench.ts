// Logins per second through POST /wps/session/login against raw argon2id hashes per second
// with the same parameters, measured in the same run at the same concurrency, alternating
// over BENCH_ROUNDS rounds.
// Options: --pg (portal on a fresh PostgreSQL database), --warmup S, --users N, --concurrency N,
// --cpu-prof (CPU profile of the portal process into bench/results/).
import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { parseArgs } from 'node:util';
import { hash } from '@node-rs/argon2';
import { argon2Options } from '../apps/server/src/modules/identity/password-hasher.ts';
import { log, settings } from './lib/env.ts';
import { jsonClient } from './lib/http.ts';
import { idlePercent, machineCpuTicks, processCpuSeconds } from './lib/load.ts';
import { withTempDatabase } from './lib/pg.ts';
import { startPortal } from './lib/portal.ts';
import { cleanup } from './lib/proc.ts';
import { report, resultsDir, warnIfBusy } from './lib/report.ts';

const { values: args } = parseArgs({
  options: {
    pg: { type: 'boolean', default: false },
    // Seconds of logins before measuring. V8 keeps compiling the login path for 10-15 s of load
    // (its compiler threads cost 0.4 ms a login at 5 s, nothing after 20 s); a server in
    // service has long finished, so the steady state is what is measured.
    warmup: { type: 'string', default: '10' },
    // Default: enough accounts that none logs in more than 8 times over warm-up and run at 300
    // logins/s, under the limit of 10 a minute per account (login:acct); fewer would measure
    // refusals.
    users: { type: 'string' },
    concurrency: { type: 'string', default: '8' },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const warmup = Number(args.warmup);
const users = args.users
  ? Number(args.users)
  : Math.max(600, Math.ceil(((warmup + settings.duration) * 300) / 8));
const concurrency = Number(args.concurrency);
for (const [name, value] of Object.entries({ warmup, users, concurrency }))
  if (!Number.isFinite(value) || value < (name === 'warmup' ? 0 : 1)) {
    log(`--${name} must be a number${name === 'warmup' ? '' : ' of at least 1'}`);
    process.exit(2);
  }
const password = 'bench12345';

/**
 * Account i registers and logs in from an address of its own, as a returning player does:
 * per-address limits are not what this measures, and a known address is the usual login (a
 * new one would also be remembered, and ask for a second factor where the merchant wants it).
 */
const addressOf = (i: number) => `198.18.${((i + 1) >> 8) & 255}.${(i + 1) & 255}`;

type Client = ReturnType<typeof jsonClient>;

/** JSON over the light keep-alive client, from the client address `ip`. */
async function post(client: Client, ip: string, path: string, body: unknown, method = 'POST') {
  const res = await client.request(method, path, body, { 'x-forwarded-for': ip });
  return {
    status: res.status,
    body: res.body as { success: boolean; value?: { token?: string | null }; message?: string },
  };
}

/** Completions, failures and latencies of one kind of work, summed over the rounds. */
class Tally {
  readonly latencies: number[] = [];
  failures = 0;
  seconds = 0;

  summary() {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    const at = (p: number) =>
      Math.round((sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) * 10) / 10;
    return {
      per_s: this.seconds > 0 ? Math.round((sorted.length / this.seconds) * 10) / 10 : 0,
      done: sorted.length,
      failures: this.failures,
      p50_ms: at(50),
      p95_ms: at(95),
    };
  }
}

/** Runs `work` in `concurrency` loops for `seconds`, counting into `tally`. */
async function closedLoop(seconds: number, work: () => Promise<boolean>, tally = new Tally()) {
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const start = performance.now();
        if (await work()) tally.latencies.push(performance.now() - start);
        else tally.failures++;
      }
    }),
  );
  tally.seconds += seconds;
  return tally;
}

const rawHash = async () => Boolean(await hash(password, argon2Options));

/** A portal with `users` registered accounts and a function logging one of them in. */
async function preparePortal(databaseUrl: string | undefined) {
  const nodeArgs = args['cpu-prof'] ? ['--cpu-prof', '--cpu-prof-dir', resultsDir] : [];
  const portal = await startPortal({ databaseUrl, nodeArgs, env: { TRUST_PROXY: '1' } });
  const key = (await (await fetch(`${portal.url}/wps/session/publicKey`)).json()) as {
    value: { spki: string };
  };
  const spki = createPublicKey({ key: Buffer.from(key.value.spki, 'base64'), format: 'der', type: 'spki' });
  const enc = (text: string) =>
    `rsa:${publicEncrypt({ key: spki, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(text)).toString('base64')}`;
  const client = jsonClient(portal.url, concurrency);
  const failureCodes: Record<string, number> = {};
  log(`registering ${users} accounts`);
  const stamp = Date.now().toString(36).slice(-4);
  const names = Array.from({ length: users }, (_, i) => `bench${i}x${stamp}`);
  const register = async (i: number) => {
    const res = await post(
      client,
      addressOf(i),
      '/wps/member/register',
      {
        username: names[i],
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
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < users) await register(next++);
    }),
  );
  // The browser encrypts once per submit; the load generator reuses ciphertexts to stay light.
  const ciphertexts = Array.from({ length: 32 }, () => enc(password));
  let n = 0;
  const login = async () => {
    n++;
    const res = await post(client, addressOf(n % names.length), '/wps/session/login', {
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
  return { portal, login, failureCodes, close: () => client.close() };
}

/** CPU seconds since `before`: server (all threads, main thread), load generator, idle machine. */
function cpuMeter(pid: number | undefined) {
  const read = () => ({
    server: processCpuSeconds(pid),
    serverMain: processCpuSeconds(pid, true),
    self: process.cpuUsage(),
    machine: machineCpuTicks(),
  });
  const totals = { server: 0, serverMain: 0, self: 0, idleTicks: 0, ticks: 0, known: true };
  return {
    async during(work: () => Promise<unknown>) {
      const before = read();
      await work();
      const after = read();
      if (
        before.server == null ||
        after.server == null ||
        before.serverMain == null ||
        after.serverMain == null
      )
        totals.known = false;
      else {
        totals.server += after.server - before.server;
        totals.serverMain += after.serverMain - before.serverMain;
      }
      const self = process.cpuUsage(before.self);
      totals.self += (self.user + self.system) / 1e6;
      totals.idleTicks += after.machine.idle - before.machine.idle;
      totals.ticks += after.machine.total - before.machine.total;
    },
    /** Milliseconds of CPU per completion, and the share of the cores left idle. */
    per(done: number) {
      const ms = (seconds: number) => (done > 0 ? Math.round((seconds * 1e4) / done) / 10 : null);
      return {
        server: totals.known ? ms(totals.server) : null,
        serverMain: totals.known ? ms(totals.serverMain) : null,
        self: ms(totals.self),
        idlePercent: idlePercent({ idle: 0, total: 0 }, { idle: totals.idleTicks, total: totals.ticks }),
      };
    },
  };
}

/**
 * Logins and raw hashes in alternating rounds (`BENCH_ROUNDS`, each `BENCH_DURATION / rounds`
 * seconds of each), so a change in the machine's speed during the run falls on both alike.
 * The portal stays up and idle while the raw hashes run.
 */
async function measure(databaseUrl?: string) {
  const target = await preparePortal(databaseUrl);
  try {
    log(`warming up: ${warmup} s of logins, 2 s of raw argon2id hashes`);
    await closedLoop(warmup, target.login);
    await closedLoop(2, rawHash);
    const logins = new Tally();
    const hashes = new Tally();
    const loginCpu = cpuMeter(target.portal.pid);
    const hashCpu = cpuMeter(undefined);
    const seconds = settings.duration / settings.rounds;
    for (let round = 0; round < settings.rounds; round++) {
      await loginCpu.during(() => closedLoop(seconds, target.login, logins));
      await hashCpu.during(() => closedLoop(seconds, rawHash, hashes));
    }
    const loginFigures = logins.summary();
    const hashFigures = hashes.summary();
    const loginCost = loginCpu.per(loginFigures.done);
    const hashCost = hashCpu.per(hashFigures.done);
    return {
      logins: {
        ...loginFigures,
        failure_codes: target.failureCodes,
        server_cpu_ms_per_login: loginCost.server,
        main_thread_cpu_ms_per_login: loginCost.serverMain,
        load_generator_cpu_ms_per_login: loginCost.self,
        idle_percent: loginCost.idlePercent,
      },
      hashes: { ...hashFigures, cpu_ms_per_hash: hashCost.self, idle_percent: hashCost.idlePercent },
    };
  } finally {
    target.close();
    await target.portal.stop();
  }
}

async function main(): Promise<number> {
  warnIfBusy();
  const { logins, hashes } = args.pg
    ? await withTempDatabase(settings.databaseUrl, (url) => measure(url))
    : await measure();
  console.log(
    `logins  ${logins.per_s}/s  p50 ${logins.p50_ms} ms  p95 ${logins.p95_ms} ms  failures ${logins.failures}  server CPU ${logins.server_cpu_ms_per_login ?? '-'} ms/login (main thread ${logins.main_thread_cpu_ms_per_login ?? '-'}, load generator ${logins.load_generator_cpu_ms_per_login ?? '-'})  cores idle ${logins.idle_percent ?? '-'}%`,
  );
  console.log(
    `argon2  ${hashes.per_s}/s  p50 ${hashes.p50_ms} ms  CPU ${hashes.cpu_ms_per_hash} ms/hash  cores idle ${hashes.idle_percent ?? '-'}%  (memory ${argon2Options.memoryCost} KiB, time ${argon2Options.timeCost}, lanes ${argon2Options.parallelism}; ${settings.rounds} round${settings.rounds === 1 ? '' : 's'})`,
  );
  await report(
    {
      name: 'login',
      database: args.pg ? 'postgresql' : 'pglite',
      connections: concurrency,
      duration_s: settings.duration,
      rounds: settings.rounds,
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
