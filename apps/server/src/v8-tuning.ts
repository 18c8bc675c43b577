import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings for the server process, set before it serves anything (main.ts imports this
 * first).
 *
 * No allocation-site pretenuring. V8 otherwise learns that objects made at some place in the
 * code tend to survive a young-generation collection, and from then on makes them in the old
 * generation directly. Under money traffic it learned that about the rows, parameter arrays and
 * results of the vendor batch statements, which live only while a batch is in flight. The old
 * generation then filled with them, and a full collection ran every few seconds. Its
 * concurrent marking competed with PostgreSQL for the cores for 35-50 ms at a time, and each
 * one showed as a latency spike (docs/decisions.md, "Vendor benchmark, session 19").
 */
setFlagsFromString('--no-allocation-site-pretenuring');
