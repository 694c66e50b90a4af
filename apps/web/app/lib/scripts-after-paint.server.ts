import { StringDecoder } from 'node:string_decoder';
import { Transform } from 'node:stream';

/**
 * The page's JavaScript starts after its first paint. React Router's `<Scripts />` asks for every
 * module up front (modulepreload links and an inline module script, all fetched at high priority),
 * so on a slow phone connection the code competes with the stylesheet, fonts and hero image, and its
 * evaluation runs before the browser paints. The server's HTML is the whole page, readable and usable
 * (links and forms) without JavaScript, so it can paint first: this rewrite holds the scripts back
 * until the browser has painted once, then preloads the same modules in parallel and runs the same
 * inline script, and React hydrates as before.
 *
 * React Router offers no option for this, so the document stream is rewritten here, in one place:
 * its `<Scripts />` output closes the shell, which React flushes at once, so only the shell is
 * buffered and what streams after it (deferred data, Suspense boundaries) passes through untouched.
 */
export function scriptsAfterFirstPaint(): Transform {
  const decoder = new StringDecoder('utf8');
  let shell = '';
  let rewritten = false;
  return new Transform({
    // Everything goes through the decoder, also after the rewrite: it holds the first bytes of a
    // letter that a chunk boundary split until the rest arrives.
    transform(chunk: Buffer, _encoding, callback) {
      const text = decoder.write(chunk);
      if (rewritten) return callback(null, text);
      shell += text;
      const end = endOfModuleScript(shell);
      if (end === -1) return callback();
      rewritten = true;
      callback(null, rewriteScripts(shell.slice(0, end)) + shell.slice(end));
      shell = '';
    },
    flush(callback) {
      // A document without React Router's scripts (none was rendered) goes out as it came.
      callback(null, shell + decoder.end());
    },
  });
}

const MODULE_SCRIPT = '<script type="module" async="">';
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** A data block: the browser keeps its text and never runs it (HTML's "data block" script type). */
const HELD_TYPE = 'text/x-module-after-paint';

function endOfModuleScript(html: string): number {
  const start = html.indexOf(MODULE_SCRIPT);
  if (start === -1) return -1;
  const close = html.indexOf('</script>', start);
  return close === -1 ? -1 : close + '</script>'.length;
}

/** `html` ends with React Router's module script; its modulepreload links come before it. */
export function rewriteScripts(html: string): string {
  const modules: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_link, href: string) => {
    modules.push(href);
    return '';
  });
  const held = withoutPreloads.replace(MODULE_SCRIPT, `<script type="${HELD_TYPE}">`);
  return `${held}<script>(${START_AFTER_PAINT})(document.currentScript.previousElementSibling,${JSON.stringify(modules)})</script>`;
}

/**
 * Runs in the browser, right after the held script: one animation frame, then a task, is after the
 * first paint. A page opened in a background tab paints nothing until shown, so it starts at once.
 * Written as the text it is sent as, so no build step changes it.
 */
const START_AFTER_PAINT = `function (held, modules) {
  function start() {
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.textContent = held.textContent;
    document.body.appendChild(script);
  }
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start); });
}`.replace(/\s*\n\s*/g, ' ');
