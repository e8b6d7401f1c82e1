// A day of load: two server processes on one PostgreSQL database of their own,
// driven open-loop at a fixed rate by people and scripts (soak/soak-mix.ts) for SOAK_SECONDS
// (default 600). Reports requests, failures, p50/p99 per route, each server's memory and
// event-loop delay over time, and database growth per 1,000 researches. Exits 1 on any failure:
// an error answer, a timeout, a refused arrival, a failed import job or an error in a server log.
//   SOAK_SECONDS=60 npm run bench -- soak      (SOAK_RATE requests/s, SOAK_USERS people)
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { runOpenLoop } from './soak/open-loop.js';
import { Recorder } from './soak/recorder.js';
import { printSoakReport } from './soak/soak-report.js';
import { createMixState, pickAction, seedResearches, SIGN_IN_SHARE } from './soak/soak-mix.js';
import { measureDatabase, SOAK_METRICS_TOKEN, startSoakStack, type SoakStack } from './soak/soak-stack.js';
import { createSoakUsers } from './soak/soak-users.js';
import { readMetrics, sampleFrom, type ServerSample } from './soak/server-samples.js';

const whole = (name: string, fallback: number, min: number, max: number) => {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) throw new Error(`${name} must be a number from ${min} to ${max}`);
  return value;
};

const seconds = whole('SOAK_SECONDS', 600, 10, 24 * 3600);
// 3 a second: what this shared 2-core machine carries under nice with every route well inside its
// deadline (at 6 the servers starved and requests timed out; see README's soak figures).
const rate = whole('SOAK_RATE', 3, 0.5, 200);
// Sign-ins (sign-out then sign-in) go to the person signed in longest ago; enough people that
// none signs in more than 8 times in 15 minutes (the per-account-and-address limit is 10).
const users = Math.max(whole('SOAK_USERS', 24, 2, 1000), Math.ceil((rate * SIGN_IN_SHARE * 900) / 8));
const sampleEverySeconds = Math.max(2, Math.min(10, Math.floor(seconds / 12)));

let stack: SoakStack | undefined;
process.once('SIGINT', () => {
  console.log('interrupted: stopping the servers and dropping the database');
  void (stack?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
});

const recorder = new Recorder();
let failed = true;
try {
  console.log(`soak: ${seconds} s at ${rate} requests/s, ${users} people, 2 server processes, PostgreSQL`);
  stack = await startSoakStack(2);
  const servers = stack.servers.map((s) => s.url);
  console.log(`database ${stack.databaseName}; servers ${servers.join(', ')}; DataForSEO stand-in ${stack.fake.url}`);
  const people = await createSoakUsers(users, () => servers, stack.mail, recorder);
  const mix = createMixState(people);
  await seedResearches(mix);
  const providerCallsBefore = stack.fake.totalCalls();
  console.log(`${people.length} people signed up, verified, on the admin tier, each with an API key, a list and a research`);

  const samples: ServerSample[][] = servers.map(() => []);
  const loadStart = Date.now();
  const takeSamples = async () => {
    const at = (Date.now() - loadStart) / 1000;
    const texts = await Promise.all(servers.map((url) => readMetrics(url, SOAK_METRICS_TOKEN)));
    texts.forEach((text, i) => samples[i]!.push(sampleFrom(text, at)));
    return texts;
  };
  const databaseBefore = await measureDatabase(stack.databaseUrl);
  await takeSamples();
  let samplerStopped = false;
  const sampler = (async () => {
    while (!samplerStopped) {
      await sleep(sampleEverySeconds * 1000);
      if (!samplerStopped) await takeSamples();
    }
  })();

  const loadBefore = loadavg()[0]!;
  recorder.recording = true;
  const loop = await runOpenLoop({ perSecond: rate, seconds, maxInFlight: Math.max(32, rate * 10), drainMs: 60_000, action: () => pickAction().run(mix) });
  recorder.recording = false;
  samplerStopped = true;
  await sampler;
  // A last look after the background import jobs had a moment to finish.
  await sleep(2_000);
  const finalMetrics = await takeSamples();
  const databaseAfter = await measureDatabase(stack.databaseUrl);

  const serverLogErrors = stack.servers.flatMap((s, i) =>
    s.process.lines.filter((line) => typeof line.level === 'number' && line.level >= 50).map((line) => `server ${i + 1}: ${JSON.stringify(line).slice(0, 400)}`),
  );
  failed = printSoakReport({
    seconds,
    rate,
    users,
    loop,
    recorder,
    mix,
    samples,
    finalMetrics,
    databaseBefore,
    databaseAfter,
    providerCalls: stack.fake.totalCalls() - providerCallsBefore,
    serverLogErrors,
    machine: `${cpus().length} cores shared; 1-minute load average ${loadBefore.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end`,
  });
} catch (error) {
  console.error(error);
  for (const [i, s] of (stack?.servers ?? []).entries()) console.error(`--- server ${i + 1} output (last 3,000 characters)\n${s.process.output().slice(-3000)}`);
} finally {
  await stack?.stop();
}
process.exit(failed ? 1 : 0);
