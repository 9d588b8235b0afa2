// A page's first paint never waits for its scripts (decision 23). Remix's <Scripts> names the page's
// modules in the document, so the browser fetches them with the document and, when they are cached,
// may run them and hydrate before it paints: a long task on a slow phone. The document names them
// inertly instead, and a small script turns them live once the first frame is painted. A browser
// without JavaScript never loads them; the page works as rendered.

/** A module preload that fetches nothing until it is switched back. */
const WAITING_PRELOAD = 'rel="x-modulepreload-after-paint"';
/** The type of the page's module script while it waits: a type the browser does not run. */
const WAITING_MODULE_TYPE = "text/x-module-after-paint";

/**
 * After the first frame (requestAnimationFrame runs before a paint, the timeout after it), the
 * preloads go live and the module script runs as a new element: a script element the parser left
 * unrun never runs later. A hidden page paints nothing, so it waits for no frame.
 */
const START_AFTER_PAINT = `(() => {
  const start = () => {
    for (const link of document.querySelectorAll('link[${WAITING_PRELOAD}]')) link.rel = "modulepreload";
    const waiting = document.querySelector('script[type="${WAITING_MODULE_TYPE}"]');
    const modules = document.createElement("script");
    modules.type = "module";
    modules.nonce = waiting.nonce;
    modules.textContent = waiting.textContent;
    document.body.append(modules);
  };
  if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(start));
  else start();
})();`;

/**
 * The rendered document with its scripts waiting for the first paint. React hydrates the inert
 * elements as the ones it rendered (it compares no attributes) and leaves the scripts added at the end
 * of the body alone. A document without Remix's module script is answered as it is.
 */
export function scriptsAfterFirstPaint(html: string, nonce: string): string {
  const nonceAttribute = ` nonce="${nonce}"`;
  const moduleScript = `<script${nonceAttribute} type="module" async="">`;
  const bodyEnd = html.lastIndexOf("</body>");
  if (!html.includes(moduleScript) || bodyEnd < 0) return html;
  const waiting = html
    .slice(0, bodyEnd)
    .replaceAll('<link rel="modulepreload" ', `<link ${WAITING_PRELOAD} `)
    .replace(moduleScript, `<script${nonceAttribute} type="${WAITING_MODULE_TYPE}" async="">`);
  return `${waiting}<script${nonceAttribute}>${START_AFTER_PAINT}</script>${html.slice(bodyEnd)}`;
}
