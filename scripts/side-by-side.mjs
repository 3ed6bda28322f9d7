// Runs npm scripts side by side (`node scripts/side-by-side.mjs typecheck lint`) and fails if any fails.
// npm test runs typecheck and lint so: each keeps one core busy (tsc and eslint are single-threaded), so
// on two cores the pair takes about as long as the longer one (issue 19). Each script's output is printed
// whole once it ends, so the two never interleave.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/side-by-side.mjs <npm script>...');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = await Promise.all(
  scripts.map(
    (script) =>
      new Promise((resolve) => {
        const started = Date.now();
        const output = [];
        const child = spawn(npm, ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
        child.on('close', (code, signal) => {
          const seconds = ((Date.now() - started) / 1000).toFixed(1);
          const ok = code === 0;
          process.stdout.write(Buffer.concat(output));
          console.log(
            `${ok ? 'passed' : 'FAILED'}: npm run ${script} (${seconds} s)${signal ? `, ${signal}` : ''}`,
          );
          resolve(ok);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
