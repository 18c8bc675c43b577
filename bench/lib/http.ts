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
  /** Sends `payload`, the exact JSON text (signed bodies), or nothing. */
  function send(
    method: string,
    path: string,
    payload: string | undefined,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse> {
    return new Promise((resolve, reject) => {
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
  /** Sends `body` as JSON, or nothing when undefined. */
  function request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse> {
    return send(method, path, body === undefined ? undefined : JSON.stringify(body), headers);
  }
  return { request, send, close: () => agent.destroy() };
}
