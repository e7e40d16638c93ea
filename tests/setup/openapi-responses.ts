import { Test } from 'supertest';
import { contractProblem } from '../helpers/openapi-responses';

/**
 * Every `/api` answer a server test receives through supertest is checked against the OpenAPI document
 * (docs/features/api-contract.md): one that does not match fails the request with the operation, the
 * status and the failing JSON paths, as a failed `.expect()` would. Patched once per worker (the server
 * project shares modules between files).
 */
type Assert = (this: Test, resError: Error | null, res: { status: number; body: unknown; headers: Record<string, string> } | undefined, fn?: (error: Error | null, res: unknown) => void) => void;
const proto = Test.prototype as unknown as { assert: Assert & { checksContract?: true } };

if (!proto.assert.checksContract) {
  const original = proto.assert;
  const checked: Assert = function (this: Test, resError, res, fn) {
    const request = this as unknown as { method: string; url: string };
    const problem = res
      ? contractProblem({ method: request.method, url: request.url, status: res.status, contentType: res.headers['content-type'], body: res.body })
      : undefined;
    if (problem && fn) {
      fn.call(this, new Error(problem), res);
      return;
    }
    original.call(this, resError, res, fn);
  };
  proto.assert = Object.assign(checked, { checksContract: true as const });
}
