/**
 * Node module-resolution hook, registered by vitest.config.ts. WORKAROUND, remove when the root
 * package.json lists `vite` (then npm hoists it and this hook never fires).
 *
 * The lockfile places vite only under frontend/, storybook/ and vitest/, so the hoisted
 * @vitest/mocker (a dependency of @vitest/browser and @vitest/browser-playwright) cannot find its
 * `vite` peer from the root node_modules. When, and only when, such an import fails, it is resolved
 * from vitest's own directory instead, so the browser provider shares vitest's vite instance.
 */
let fallbackParent;

export function initialize(data) {
  fallbackParent = data.parentURL;
}

export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const isVite = specifier === 'vite' || specifier.startsWith('vite/');
    if (!isVite || error?.code !== 'ERR_MODULE_NOT_FOUND' || !fallbackParent) throw error;
    return nextResolve(specifier, { ...context, parentURL: fallbackParent });
  }
}
