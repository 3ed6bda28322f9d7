// npm test: typecheck, lint, unit and API tests, build and e2e, in two parts. Each part has jobs in the
// foreground (the unit and API tests and the typecheck, then the e2e suite) and others beside them at the
// lowest CPU priority (`nice -n 19`: the build, then the lint): those take only the CPU the foreground
// leaves idle while it waits on PostgreSQL, child processes, browsers and servers. Run at the same
// priority, they slowed the tests they shared the cores with by more than they saved (issue 19). Once the
// foreground jobs have ended, a background job still running gets the normal priority back: reniced where
// we may (root), else stopped and started again at normal priority (none keeps anything from a stopped
// run), so a busy machine does not starve it. Every job's lines are marked with its name, as
// npm-run-all's --print-label does.
//
// The first part stops at the first failure (a failed build or typecheck leaves the e2e suite nothing to
// test); the second lets both jobs finish, so a lint error does not hide the e2e suite's results.
import { execFileSync, spawn } from 'node:child_process';

/** A job that runs an npm script of package.json. */
const script = (name) => ({ name, command: 'npm', args: ['run', '--silent', name] });

const PARTS = [
  {
    // The typecheck keeps the normal priority: a type error is the commonest failure, and at the lowest
    // priority it took 72 s instead of 12 to be told.
    foreground: [script('test:unit'), script('typecheck')],
    background: [script('build')],
    stopAtFirstFailure: true,
  },
  {
    // npm puts node_modules/.bin on the PATH of `npm test`, and so of this script.
    foreground: [{ name: 'e2e', command: 'playwright', args: ['test'] }],
    background: [script('lint')],
    stopAtFirstFailure: false,
  },
];

const width = Math.max(
  ...PARTS.flatMap(({ foreground, background }) => [...foreground, ...background]).map(
    ({ name }) => name.length,
  ),
);
const running = new Set();
const labelOf = (job) => `[${job.name.padEnd(width)}] `;

/** Starts a job in a process group of its own (to renice or stop it whole), at `niceness`. */
function start(job, niceness) {
  const child = spawn('nice', ['-n', String(niceness), job.command, ...job.args], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const label = labelOf(job);
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) out.write(label + line + '\n');
    });
    stream.on('end', () => rest && out.write(label + rest + '\n'));
  }
  // result: the exit code, or the signal that ended the job; undefined while it runs.
  const run = { job, child, result: undefined };
  running.add(run);
  run.exited = new Promise((resolve) =>
    child.on('close', (code, signal) => {
      running.delete(run);
      run.result = code ?? signal;
      resolve(run);
    }),
  );
  return run;
}

function stop(run) {
  try {
    process.kill(-run.child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

// The jobs run in groups of their own, which a Ctrl-C at the terminal does not reach: pass it on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const run of running) stop(run);
    process.exit(130);
  });
}

const failed = (run) => run.result !== 0;

async function runPart({ foreground, background, stopAtFirstFailure }) {
  let firstFailure = null;
  const watch = (run) => {
    void run.exited.then(() => {
      if (!failed(run) || run.replaced || firstFailure || !stopAtFirstFailure) return;
      firstFailure = run;
      for (const other of running) stop(other);
    });
    return run;
  };
  const front = foreground.map((job) => watch(start(job, 0)));
  const behind = background.map((job) => watch(start(job, 19)));
  await Promise.all(front.map((run) => run.exited));
  for (const [index, run] of behind.entries()) {
    if (run.result !== undefined || firstFailure) continue;
    try {
      execFileSync('renice', ['-n', '0', '-g', String(run.child.pid)], { stdio: 'ignore' });
    } catch {
      // Only root may raise a priority.
      console.log(`${labelOf(run.job)}running again at normal priority`);
      run.replaced = true;
      stop(run);
      await run.exited;
      if (!firstFailure) behind[index] = watch(start(run.job, 0));
    }
  }
  const runs = [...front, ...behind];
  await Promise.all(runs.map((run) => run.exited));
  return firstFailure ? [firstFailure] : runs.filter(failed);
}

for (const part of PARTS) {
  const failures = await runPart(part);
  if (failures.length) {
    for (const run of failures) console.error(`${run.job.name} failed (${run.result})`);
    process.exit(1);
  }
}
