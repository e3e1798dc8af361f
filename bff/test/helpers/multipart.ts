/**
 * multipart/form-data bodies for server.inject and raw sockets, encoded by the runtime's own
 * FormData (as a browser's fetch sends them).
 */
export interface TestFile {
  name: string;
  bytes: Uint8Array | string;
  /** The type the client claims (the server never believes it). */
  type?: string;
}

/** A 1x1 transparent PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** An HTML page, the kind of file a `.png` name must not smuggle in. */
export const HTML_PAGE = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';

export async function multipart(
  fields: Record<string, string | undefined>,
  files: readonly TestFile[] = [],
  fileField = 'attachments',
): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, value);
  for (const file of files) {
    const bytes = typeof file.bytes === 'string' ? new TextEncoder().encode(file.bytes) : file.bytes;
    form.append(fileField, new Blob([bytes], { type: file.type ?? 'application/octet-stream' }), file.name);
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  };
}
