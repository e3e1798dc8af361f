/**
 * A message's uploaded files: at most ATTACHMENTS_PER_MESSAGE, each at most ATTACHMENT_MAX_BYTES
 * and of a type its bytes show (`file-type`'s signatures, or domain's plain text), never its name.
 * Any refusal answers 400 before anything is written.
 */
import Boom from '@hapi/boom';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENTS_PER_MESSAGE,
  attachmentName,
  attachmentTypeOf,
  SERVER_MESSAGES,
} from '@shop/domain';
import type { AttachmentType } from '@shop/domain';
import { fileTypeFromBuffer } from 'file-type';

/** A file as it will be stored. */
export interface Upload {
  name: string;
  size: number;
  type: AttachmentType;
  data: Buffer;
}

/** What the contract plugin hands over for a file part of a multipart body (its UploadedFile). */
interface AnnotatedPart {
  filename?: unknown;
  payload?: unknown;
}

/** The body's `attachments`: absent, one part, or several. */
export async function readUploads(raw: unknown): Promise<Upload[]> {
  const parts: unknown[] = raw === undefined || raw === null ? [] : Array.isArray(raw) ? raw : [raw];
  if (parts.length > ATTACHMENTS_PER_MESSAGE) throw Boom.badRequest(SERVER_MESSAGES.ticketTooManyFiles);
  const uploads: Upload[] = [];
  for (const part of parts) {
    const { filename, payload } = (typeof part === 'object' && part !== null ? part : {}) as AnnotatedPart;
    // A text field under the files' name is no file.
    if (!Buffer.isBuffer(payload)) throw Boom.badRequest(SERVER_MESSAGES.ticketFileType);
    if (payload.length === 0) throw Boom.badRequest(SERVER_MESSAGES.ticketFileEmpty);
    if (payload.length > ATTACHMENT_MAX_BYTES) throw Boom.badRequest(SERVER_MESSAGES.ticketFileTooLarge);
    const sniffed = await fileTypeFromBuffer(payload);
    const type = attachmentTypeOf(sniffed?.mime, payload);
    if (type === null) throw Boom.badRequest(SERVER_MESSAGES.ticketFileType);
    uploads.push({
      name: attachmentName(typeof filename === 'string' ? filename : undefined),
      size: payload.length,
      type,
      data: payload,
    });
  }
  return uploads;
}

/**
 * The Content-Disposition of a download: always `attachment`, the name in plain ASCII (anything
 * else as '_') and in full as RFC 5987's filename*.
 */
export function downloadDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7E]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
