// The machine a result was measured on, recorded beside the numbers.
import os from 'node:os';
import { startVariables } from './node-start.mjs';

export function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    date: new Date().toISOString(),
    // Variables that make every Node process do more at start (node-start.mjs).
    startVariables: startVariables(),
  };
}
