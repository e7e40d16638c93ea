import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import multer from 'multer';

export interface MultipartOptions {
  tmpDir: string;
  maxFileBytes: number;
  maxFiles: number;
}

/**
 * Parses every multipart body before routing, so a `_method` override inside it is seen by the
 * router. Files land in a temporary folder under random names (never the client's name); a handler
 * that keeps a file moves it away, and whatever is left is removed when the response ends, so a
 * failed upload leaves no stray file.
 */
export function multipartBodies(options: MultipartOptions): RequestHandler {
  mkdirSync(options.tmpDir, { recursive: true });
  const upload = multer({
    storage: multer.diskStorage({
      destination: options.tmpDir,
      filename: (_req, _file, done) => done(null, randomUUID()),
    }),
    limits: { fileSize: options.maxFileBytes, files: options.maxFiles, fields: 500, fieldSize: 1024 * 1024 },
  }).any();

  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    const cleanUp = () => {
      for (const file of (req.files as Express.Multer.File[] | undefined) ?? []) {
        rmSync(path.join(options.tmpDir, path.basename(file.filename)), { force: true });
      }
    };
    res.on('close', cleanUp);
    upload(req, res, next);
  };
}
