import net from 'node:net';

export interface JsonResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: envelopes of any endpoint; callers check what they read.
  body: any;
}

type Pending = {
  head: string;
  payload: string | undefined;
  resolve: (response: JsonResponse) => void;
  reject: (error: Error) => void;
};

const HEAD_END = Buffer.from('\r\n\r\n');

/** The body of a chunked response, or null while chunks are still missing. */
function dechunk(data: Buffer): Buffer | null {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) return null;
    const size = Number.parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (size === 0) return data.indexOf('\r\n', lineEnd + 2) < 0 ? null : Buffer.concat(parts);
    if (data.length < lineEnd + 2 + size + 2) return null;
    parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/**
 * One keep-alive HTTP/1.1 connection answering one request at a time. It writes the request
 * as one string and reads the status, the length and the body, nothing else: the load
 * generator shares the two cores with the server it measures, and node:http's client cost
 * about 0.8 ms of CPU a request there, a twentieth of a login.
 */
class WireConnection {
  readonly #socket: net.Socket;
  #current: Pending | null = null;
  #data: Buffer = Buffer.alloc(0);
  closed = false;

  constructor(host: string, port: number, onIdle: (connection: WireConnection) => void) {
    this.#socket = net.connect({ host, port, noDelay: true });
    this.#socket.on('data', (chunk: Buffer) => {
      this.#data = this.#data.length ? Buffer.concat([this.#data, chunk]) : chunk;
      const response = this.#take();
      if (!response || !this.#current) return;
      const { resolve } = this.#current;
      this.#current = null;
      resolve(response);
      if (!this.closed) onIdle(this);
    });
    const fail = (error: Error) => {
      this.closed = true;
      const pending = this.#current;
      this.#current = null;
      pending?.reject(error);
    };
    this.#socket.on('error', fail);
    this.#socket.on('close', () => fail(new Error('connection closed by the server')));
  }

  /** A whole response from the buffered bytes, or null while some are missing. */
  #take(): JsonResponse | null {
    const headEnd = this.#data.indexOf(HEAD_END);
    if (headEnd < 0) return null;
    const head = this.#data.subarray(0, headEnd).toString('latin1');
    const rest = this.#data.subarray(headEnd + 4);
    const lower = head.toLowerCase();
    let body: Buffer | null;
    let used: number;
    const length = /\r\ncontent-length: *(\d+)/.exec(lower);
    if (length) {
      const size = Number(length[1]);
      if (rest.length < size) return null;
      body = rest.subarray(0, size);
      used = headEnd + 4 + size;
    } else if (lower.includes('\r\ntransfer-encoding: chunked')) {
      body = dechunk(rest);
      if (!body) return null;
      used = this.#data.length;
    } else {
      body = Buffer.alloc(0);
      used = headEnd + 4;
    }
    this.#data = this.#data.subarray(used);
    if (lower.includes('\r\nconnection: close')) {
      this.closed = true;
      this.#socket.end();
    }
    const text = body.toString();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: hand the text back
    }
    return { status: Number(head.slice(9, 12)), body: parsed };
  }

  send(pending: Pending) {
    this.#current = pending;
    this.#socket.write(pending.payload === undefined ? pending.head : pending.head + pending.payload);
  }

  destroy() {
    this.closed = true;
    this.#socket.destroy();
  }
}

/**
 * A light JSON client with at most `maxSockets` keep-alive connections; further requests
 * wait for a free one. Much cheaper per request than node:http or fetch, so the load
 * generator takes less of the cores it shares with the server.
 */
export function jsonClient(baseUrl: string, maxSockets: number, timeoutMs = 30_000) {
  const { hostname, port } = new URL(baseUrl);
  const idle: WireConnection[] = [];
  const queue: Pending[] = [];
  const all = new Set<WireConnection>();

  const onIdle = (connection: WireConnection) => {
    const next = queue.shift();
    if (next) connection.send(next);
    else idle.push(connection);
  };
  const dispatch = (pending: Pending) => {
    let connection = idle.pop();
    while (connection?.closed) connection = idle.pop();
    if (!connection) {
      for (const c of all) if (c.closed) all.delete(c);
      if (all.size >= maxSockets) {
        queue.push(pending);
        return;
      }
      connection = new WireConnection(hostname, Number(port), onIdle);
      all.add(connection);
    }
    connection.send(pending);
  };

  /** Sends `payload`, the exact JSON text (signed bodies), or nothing. */
  function send(
    method: string,
    path: string,
    payload: string | undefined,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse> {
    let head = `${method} ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n`;
    if (payload !== undefined) {
      head += `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(payload)}\r\n`;
    }
    for (const [name, value] of Object.entries(headers)) head += `${name}: ${value}\r\n`;
    head += '\r\n';
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      dispatch({
        head,
        payload,
        resolve: (response) => {
          clearTimeout(timer);
          resolve(response);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      });
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
  return {
    request,
    send,
    close: () => {
      for (const connection of all) connection.destroy();
    },
  };
}
