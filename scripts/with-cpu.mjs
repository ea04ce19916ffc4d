// Runs a command and, when it has ended, prints the processor time it and the processes it waited for used
// (`cpu: 123 s`), on Linux; elsewhere it only runs the command. `npm test` runs its stages through it, so that each
// stage's line tells what it costs the machine, not only how long it waited beside the others (decision 042).
// Usage: node scripts/with-cpu.mjs <command> [args…]; exits with the command's code.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';

/** User and system time of this process's waited-for children, from /proc/self/stat (fields 16 and 17), in seconds. */
function childrenCpuSeconds() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[13]) + Number(fields[14]);
    return Number.isFinite(ticks) ? ticks / 100 : null;
  } catch {
    return null;
  }
}

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: 'inherit' });
child.on('error', (error) => {
  console.error(error.message);
  process.exit(127);
});
child.on('close', (code, signal) => {
  const cpu = os.platform() === 'linux' ? childrenCpuSeconds() : null;
  if (cpu !== null) console.log(`cpu: ${Math.round(cpu)} s`);
  process.exit(code ?? (signal ? 1 : 0));
});
