import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { onCleanup, stopChild } from './proc.ts';

/**
 * Starts the bare hello server in a child process (plain Node, no loader) and returns its URL.
 * With `body` it answers that JSON text instead of 'hello world'.
 */
export async function startHello(
  body?: string,
): Promise<{ url: string; pid?: number; stop: () => Promise<void> }> {
  const script = fileURLToPath(new URL('./hello-server.mjs', import.meta.url));
  const env = body === undefined ? process.env : { ...process.env, HELLO_BODY: body };
  const child = fork(script, [], { execArgv: [], env, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const stop = () => stopChild(child);
  onCleanup(stop);
  const [message] = (await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(() => {
      throw new Error('hello server exited before listening');
    }),
  ])) as [{ port: number }];
  return { url: `http://127.0.0.1:${message.port}/`, pid: child.pid, stop };
}
