// Baseline: the smallest useful HTTP server on the same Node, run in its own process.
import http from 'node:http';

// HELLO_BODY: answer a given JSON text, to separate payload cost from framework cost.
const body = process.env.HELLO_BODY ?? 'hello world';
const type = process.env.HELLO_BODY ? 'application/json' : 'text/plain';
const server = http.createServer((_req, res) => {
  res.writeHead(200, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('SIGTERM', () => process.exit(0));
