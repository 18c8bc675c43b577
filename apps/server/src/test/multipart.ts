import { randomUUID } from 'node:crypto';

/** The smallest files whose first bytes say PNG and JPG. */
export const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const jpg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);

export type FilePart = { name: string; type: string; data: Buffer };

/** A multipart body as a browser's FormData would send it, the file in the field `proof`. */
export function multipartForm(fields: Record<string, string>, file?: FilePart) {
  return multipartFiles(fields, file ? [file] : [], 'proof');
}

/** A multipart body with any number of files in the field `field`; fields may repeat when given as pairs. */
export function multipartFiles(
  fields: Record<string, string> | Array<[string, string]>,
  files: readonly FilePart[],
  field: string,
) {
  const boundary = `----portal${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Array.isArray(fields) ? fields : Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
