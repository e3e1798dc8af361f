/**
 * Downloads a document the API answers as a file (an invoice's PDF, the month's CSV) with the
 * signed-in user's token, and hands it to the browser as a download named as the server names it.
 * A refusal throws an Error carrying the server's message (in the request's language).
 */
import { serverMessageOf } from '@shop/domain';

/** The file name of a Content-Disposition header, or the fallback. */
export function fileNameOf(contentDisposition: string | null, fallback: string): string {
  const name = /filename="([^"]+)"/.exec(contentDisposition ?? '')?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : fallback;
}

export async function downloadDocument(
  path: string,
  options: { token: string | null; locale: string; fallbackName: string; failed: string },
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      credentials: 'same-origin',
      headers: {
        'Accept-Language': options.locale,
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
    });
  } catch {
    throw new Error(options.failed);
  }
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    throw new Error(serverMessageOf(body) ?? options.failed);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('Content-Disposition'), options.fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
