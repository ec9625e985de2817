import { cpus, loadavg } from 'node:os';

/** The machine's load averages (1, 5, 15 min) against its cores, so a noisy figure can be recognised. */
export function machineLoad(): string {
  const [one, five, fifteen] = loadavg().map((v) => v.toFixed(2));
  return `load average ${one} / ${five} / ${fifteen} (1 / 5 / 15 min) on ${cpus().length} cores`;
}

/** Runs a suite between two lines that say what load the machine was under. */
export async function withLoadReport<T>(name: string, run: () => Promise<T> | T): Promise<T> {
  console.log(`\n--- ${name} ---`);
  console.log(`before: ${machineLoad()}`);
  try {
    return await run();
  } finally {
    console.log(`after:  ${machineLoad()}`);
  }
}
