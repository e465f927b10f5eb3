import { spawn } from 'node:child_process';

/** Runs a command, streaming its output; resolves with the exit code, rejects on failure. */
export function run(command, args, { cwd, env, quiet = false, allowFailure = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0 || allowFailure) resolve({ code, output });
      else {
        if (quiet) process.stderr.write(output);
        reject(new Error(`${command} ${args.join(' ')} exited with ${code}`));
      }
    });
  });
}

/** Runs tasks with at most `limit` at a time. */
export async function pool(items, limit, task) {
  const results = [];
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  });
  await Promise.all(workers);
  return results;
}
