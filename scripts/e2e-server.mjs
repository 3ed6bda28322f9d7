// Starts the real server for Playwright on a fresh database (removed first, so every run starts the same).
// With E2E_PEOPLE_STATES=mo it also holds those states beside the demo one (issue 15): the demo data is
// seeded first (the server seeds only an empty database), then a tiny synthetic Open States people
// directory per state is imported, so the e2e suite never depends on ../shared.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SERVER_ARGS, SERVER_ENV } from './server-env.mjs';

const file = process.env.DATABASE_FILE ?? 'var/e2e/statehouse.db';
const folder = dirname(file);
const scale = process.env.SEED_SCALE ?? '0.25';
const peopleStates = (process.env.E2E_PEOPLE_STATES ?? '')
  .split(',')
  .map((code) => code.trim())
  .filter(Boolean);
rmSync(folder, { recursive: true, force: true });
mkdirSync(folder, { recursive: true });

const env = { ...process.env, DATABASE_FILE: file, SEARCH_DATA_FILE: `${folder}/search.db` };

/** Runs a project script to completion, or stops here with its exit code. */
function run(script, args) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Fictitious members of a state's legislature, in Open States' people layout (data/<code>/…). */
const SYNTHETIC_MEMBERS = [
  { id: '1', name: 'Avery Fairbanks', chamber: 'lower', district: '12', party: 'Democratic' },
  { id: '2', name: 'Jordan Whitlock', chamber: 'lower', district: '47', party: 'Republican' },
  { id: '3', name: 'Morgan Ellery', chamber: 'upper', district: '5', party: 'Republican' },
];

function writeSyntheticPeople(code) {
  const stateDir = join(folder, 'people', code);
  const jurisdiction = `ocd-jurisdiction/country:us/state:${code}/government`;
  const personId = (member) => `ocd-person/00000000-0000-4000-8000-${code.padEnd(4, '0')}0000000${member.id}`;
  mkdirSync(join(stateDir, 'legislature'), { recursive: true });
  mkdirSync(join(stateDir, 'committees'), { recursive: true });
  for (const member of SYNTHETIC_MEMBERS) {
    const [given, family] = member.name.split(' ');
    writeFileSync(
      join(stateDir, 'legislature', `${member.name.replace(' ', '-')}-${member.id}.yml`),
      [
        `id: ${personId(member)}`,
        `name: ${member.name}`,
        `given_name: ${given}`,
        `family_name: ${family}`,
        'party:',
        `- name: ${member.party}`,
        'roles:',
        '- start_date: 2025-01-08',
        `  type: ${member.chamber}`,
        `  jurisdiction: ${jurisdiction}`,
        `  district: '${member.district}'`,
        '',
      ].join('\n'),
    );
  }
  writeFileSync(
    join(stateDir, 'committees', 'lower-Budget.yml'),
    [
      `id: ocd-organization/00000000-0000-4000-8000-${code.padEnd(4, '0')}00000000`,
      `jurisdiction: ${jurisdiction}`,
      'classification: committee',
      'name: Budget',
      'chamber: lower',
      'members:',
      ...SYNTHETIC_MEMBERS.filter((member) => member.chamber === 'lower').flatMap((member, index) => [
        `- name: ${member.name}`,
        `  role: ${index === 0 ? 'chair' : 'member'}`,
        `  person_id: ${personId(member)}`,
      ]),
      '',
    ].join('\n'),
  );
  return stateDir;
}

if (peopleStates.length > 0) {
  run('scripts/seed.ts', ['--scale', scale]);
  for (const code of peopleStates) run('scripts/import.ts', ['people', writeSyntheticPeople(code)]);
}

// The server as `npm start` runs it: compiled to JavaScript (recompiled here, a second or two, so a run
// never tests an older build of the server than its sources). Playwright compiles it once for all the
// servers of a run (e2e/support/global-setup.ts): a compile empties dist-server/ first, under the feet
// of a server another worker is starting.
if (process.env.E2E_SERVER_COMPILED !== 'true') {
  const compiled = spawnSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  if (compiled.status !== 0) process.exit(compiled.status ?? 1);
}
const child = spawn(process.execPath, SERVER_ARGS, {
  stdio: 'inherit',
  env: {
    ...env,
    ...SERVER_ENV,
    SEED_SCALE: scale,
    // Fast enough that the live-calendar test sees a new floor action within a few seconds; a spec that
    // must act between two actions of one bill (e2e/notifications.spec.ts) asks for a slower floor. The
    // workers' own servers run none (DEMO_FLOOR_SESSION=false, e2e/support/test.ts); the live calendar's
    // tests have a server of their own with one (e2e/support/live-floor.ts).
    DEMO_FLOOR_SESSION_INTERVAL_SECONDS: process.env.DEMO_FLOOR_SESSION_INTERVAL_SECONDS ?? '1',
    // A day's 120 actions a chamber last four minutes at that pace, less than the suite takes: the
    // live-calendar tests would then wait for an action that never comes (they did once the axe walk grew).
    DEMO_FLOOR_SESSION_MAX_ACTIONS: process.env.DEMO_FLOOR_SESSION_MAX_ACTIONS ?? '100000',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
// Started with an IPC channel (e2e/support/e2e-server.ts), the server lives as long as its starter.
process.on('disconnect', () => child.kill('SIGTERM'));
child.on('exit', (code) => process.exit(code ?? 0));
