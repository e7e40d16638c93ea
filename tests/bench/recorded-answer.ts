import type { ServerResponse } from 'node:http';

/** An answer's bytes as the app sent them (compressed, not decoded), with the headers that say how to read them. */
export interface RecordedAnswer {
  type: string;
  encoding?: string;
  body: Buffer;
}

/** Sends a recorded answer again, from memory, as a bare `node:http` server would. */
export function sendRecorded(res: ServerResponse, answer: RecordedAnswer): void {
  res.writeHead(200, { 'Content-Type': answer.type, 'Content-Length': answer.body.length, ...(answer.encoding ? { 'Content-Encoding': answer.encoding } : {}) });
  res.end(answer.body);
}
