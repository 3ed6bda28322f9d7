// npm test's second part: the e2e suite, and beside it the lint (eslint and prettier) at the lowest CPU
// priority. The e2e suite waits on its browsers and servers and leaves about half a core idle; the lint,
// 60 CPU-s that run beside the unit tests kept the two cores busy there, now takes only what the e2e
// suite leaves (issue 19). Once the e2e suite has ended, a lint still running gets its normal priority back,
// so on a busy machine it is not starved behind other work: reniced where we may (root), else started
// again at normal priority (it changes nothing, so a second run is safe).
import { execFileSync, spawn } from 'node:child_process';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run lint` in a process group of its own (to renice or stop it whole), its lines labelled. */
function startLint(niceness) {
  const child = spawn('nice', ['-n', String(niceness), npm, 'run', '--silent', 'lint'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop();
      for (const line of lines) out.write(`[lint] ${line}\n`);
    });
    stream.on('end', () => rest && out.write(`[lint] ${rest}\n`));
  }
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  return { child, exited };
}

const stopGroup = (pid) => {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already gone
  }
};

let lint = startLint(19);
let lintDone = false;
void lint.exited.then(() => (lintDone = true));
// The lint runs in a group of its own, which a Ctrl-C at the terminal does not reach: pass it on.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopGroup(lint.child.pid);
    process.exit(130);
  });
}

// npm puts node_modules/.bin on the PATH of the script that runs this one.
const e2e = spawn('playwright', ['test'], { stdio: 'inherit' });
const e2eResult = await new Promise((resolve) => e2e.on('exit', (code, signal) => resolve(code ?? signal)));

if (!lintDone) {
  try {
    execFileSync('renice', ['-n', '0', '-g', String(lint.child.pid)], { stdio: 'ignore' });
  } catch {
    // Only root may raise a priority: start the lint again at the normal one.
    console.log('[lint] the e2e suite has ended: running the lint again at normal priority');
    stopGroup(lint.child.pid);
    await lint.exited;
    lint = startLint(0);
  }
}
const lintResult = await lint.exited;

if (lintResult !== 0) console.error(`[lint] failed (${lintResult})`);
if (e2eResult !== 0) console.error(`the e2e suite failed (${e2eResult})`);
process.exit(lintResult === 0 && e2eResult === 0 ? 0 : 1);
