import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Where the multipart gate keeps files until their handler is done (server/app.ts). */
export const uploadFolderOf = (storageDir: string) => path.join(storageDir, 'tmp', 'uploads');

/** What is left in the upload folder once clean-up has had its moment (it runs when the response or socket closes). */
export async function leftInUploadFolder(folder: string): Promise<string[]> {
  for (let i = 0; i < 100; i++) {
    if (!existsSync(folder) || readdirSync(folder).length === 0) return [];
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return readdirSync(folder);
}
