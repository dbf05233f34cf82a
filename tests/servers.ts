/**
 * The servers the end-to-end tests run against, started by Playwright's global setup
 * (playwright.config.ts), each on a port the system hands out, so that a server left over from
 * another run, or anything else on a fixed port, cannot stand in for it or stop it.
 *
 * A server that exits, or does not answer within its time, fails the run at once with its name,
 * its command and the last lines it printed, instead of a bare time-out.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port free on the loopback interface now (the server that takes it follows within a second). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerSpec {
  /** What the run calls it in a failure: 'vite preview'. */
  name: string;
  /** The port it is to listen on: it must be free, or another program would answer in its place. */
  port: number;
  command: string;
  args: string[];
  /** Answers (any HTTP status, a redirect too) once the server is up. */
  url: string;
  /** How long it may take to answer, in ms. */
  timeout?: number;
}

export interface RunningServer {
  stop: () => Promise<void>;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/** The last lines a process printed, for the message that says why it did not start. */
function tail(lines: string[], text: string): void {
  lines.push(...text.split('\n').filter((line) => line.trim()));
  lines.splice(0, Math.max(0, lines.length - 30));
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startServer(spec: ServerSpec): Promise<RunningServer> {
  if (!(await portFree(spec.port)))
    throw new Error(
      `The test server "${spec.name}" cannot start: port ${spec.port} is in use by another program ` +
        '(unset E2E_PORT / NGINX_PORT to take free ports).',
    );
  const output: string[] = [];
  const child = spawn(spec.command, spec.args, { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => tail(output, chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => tail(output, chunk.toString()));
  const failure = (why: string) =>
    new Error(
      `The test server "${spec.name}" ${why}.\n  command: ${[spec.command, ...spec.args].join(' ')}\n` +
        `  last output:\n${output.map((line) => `    ${line}`).join('\n') || '    (none)'}`,
    );
  let exited: string | null = null;
  child.on('exit', (code, signal) => (exited = signal ? `signal ${signal}` : `code ${code}`));
  child.on('error', (error) => (exited = error.message));

  const deadline = Date.now() + (spec.timeout ?? 30_000);
  for (;;) {
    if (exited) throw failure(`exited (${exited}) before it answered at ${spec.url}`);
    if (await answers(spec.url)) break;
    if (Date.now() > deadline) {
      await stopped(child);
      throw failure(`did not answer at ${spec.url} within ${(spec.timeout ?? 30_000) / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { stop: () => stopped(child) };
}
