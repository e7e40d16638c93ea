import net from 'node:net';
import type { AddressInfo } from 'node:net';
import type http from 'node:http';

/** A request written byte for byte, as a hostile or broken client would: what the tests cannot send through supertest. */
export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string | number>;
  /** Sent after the headers; with `abortAfter`, only its first bytes are. */
  body?: Buffer | string;
  /** Close the connection after this many body bytes, without waiting for an answer. */
  abortAfter?: number;
}

export interface RawResponse {
  status: number;
  head: string;
  body: string;
}

export const portOf = (server: http.Server) => (server.address() as AddressInfo).port;

function requestBytes(request: RawRequest): { head: string; body: Buffer } {
  const lines = [`${request.method} ${request.path} HTTP/1.1`, 'Host: 127.0.0.1', ...Object.entries(request.headers).map(([k, v]) => `${k}: ${v}`)];
  return { head: `${lines.join('\r\n')}\r\n\r\n`, body: Buffer.isBuffer(request.body) ? request.body : Buffer.from(request.body ?? '') };
}

/** Sends the request and reads the answer until the server ends it (the request asks it to close). */
export function rawRequest(server: http.Server, request: RawRequest, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(portOf(server), '127.0.0.1');
    const { head, body } = requestBytes({ ...request, headers: { Connection: 'close', ...request.headers } });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const [headPart = '', ...rest] = text.split('\r\n\r\n');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headPart)?.[1] ?? 0);
      resolve({ status, head: headPart, body: rest.join('\r\n\r\n') });
    });
    socket.write(head);
    socket.write(body);
  });
}

/** Sends the headers and part of the body, then drops the connection: a client that went away mid-upload. */
export function abortedRequest(server: http.Server, request: RawRequest & { abortAfter: number }): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(portOf(server), '127.0.0.1');
    const { head, body } = requestBytes(request);
    socket.on('error', () => undefined);
    socket.on('close', () => resolve());
    socket.write(head);
    socket.write(body.subarray(0, request.abortAfter), () => setTimeout(() => socket.destroy(), 20));
  });
}

/** A multipart body with the given fields and files, by hand (so it can be cut short or malformed). */
export function multipartBody(boundary: string, parts: { name: string; value?: string; filename?: string; content?: Buffer; type?: string }[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename === undefined ? `form-data; name="${part.name}"` : `form-data; name="${part.name}"; filename="${part.filename}"`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`}\r\n`));
    chunks.push(part.content ?? Buffer.from(part.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/**
 * Sends the headers and the first `firstBytes` of the body, and holds the rest until `sendRest()`: a
 * request in flight (a slow upload) for as long as the test wants. `answer` is what the server said
 * once it ended the connection.
 */
export function heldRequest(server: http.Server, request: RawRequest, firstBytes: number): { sendRest(): void; answer: Promise<RawResponse> } {
  const socket = net.connect(portOf(server), '127.0.0.1');
  const { head, body } = requestBytes({ ...request, headers: { Connection: 'close', ...request.headers } });
  const chunks: Buffer[] = [];
  const answer = new Promise<RawResponse>((resolve, reject) => {
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [headPart = '', ...rest] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headPart)?.[1] ?? 0), head: headPart, body: rest.join('\r\n\r\n') });
    });
  });
  socket.write(head);
  socket.write(body.subarray(0, firstBytes));
  return { sendRest: () => void socket.write(body.subarray(firstBytes)), answer };
}
