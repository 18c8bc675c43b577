import http from 'node:http';

export interface JsonResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: envelopes of any endpoint; callers check what they read.
  body: any;
}

/**
 * A light JSON client on node:http with keep-alive sockets (at most `maxSockets`, further
 * requests queue in the agent). Cheaper per request than fetch, so the load generator
 * takes less of the cores it shares with the server.
 */
export function jsonClient(baseUrl: string, maxSockets: number, timeoutMs = 30_000) {
  const agent = new http.Agent({ keepAlive: true, maxSockets });
  const { hostname, port } = new URL(baseUrl);
  function request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse> {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          agent,
          hostname,
          port,
          method,
          path,
          headers: {
            ...(payload === undefined
              ? {}
              : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // not JSON: hand the text back
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
        },
      );
      req.on('error', reject);
      req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
      req.end(payload);
    });
  }
  return { request, close: () => agent.destroy() };
}
