// Entry of a worker thread that runs TypeScript: Node 20 workers do not inherit tsx's
// loader for their own entry, so this registers it and imports `workerData.entry`.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
