/**
 * How deep a request body may nest: more than MAX_BODY_DEPTH levels of objects and arrays answer
 * 400 (SERVER_MESSAGES.bodyTooDeep) before anything walks the body, so no check, validation or
 * handler that walks it (recursively) ever meets a deeper one. A bare value is level 0, `{}` and
 * `[]` level 1, `[[]]` level 2. Both checks below are loops with their own stack: a body as deep
 * as its size allows cannot overflow the call stack.
 */
export const MAX_BODY_DEPTH = 64;

/** Whether a parsed body (JSON.parse's result) nests deeper than `maxDepth`. */
export function bodyTooDeep(value: unknown, maxDepth: number = MAX_BODY_DEPTH): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const stack: { node: object; depth: number }[] = [{ node: value, depth: 1 }];
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    if (depth > maxDepth) return true;
    // An uploaded file's bytes (a multipart body's part) are data, not nesting.
    if (ArrayBuffer.isView(node)) continue;
    for (const child of Object.values(node))
      if (typeof child === 'object' && child !== null)
        stack.push({ node: child as object, depth: depth + 1 });
  }
  return false;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }

/**
 * Whether JSON text (a body kept as received, not parsed) opens more than `maxDepth` levels of
 * objects and arrays at once; brackets inside strings do not count. Text that is not JSON is
 * measured all the same.
 */
export function jsonTextTooDeep(text: string, maxDepth: number = MAX_BODY_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (OPEN.has(c)) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (CLOSE.has(c)) depth -= 1;
  }
  return false;
}
