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
 * A document whose markup it does not recognise goes out as it came, so its test renders a page of the
 * real build: a React Router upgrade that changes the markup fails that test instead of quietly turning
 * the rewrite off.
 */
export function scriptsAfterFirstPaint(nonce?: string): Transform {
  const shell = new ShellScan(moduleScript(nonce), nonce);
  let rewritten = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (rewritten) return callback(null, chunk);
      const html = shell.add(chunk);
      if (html === null) return callback();
      rewritten = true;
      callback(null, html);
    },
    flush(callback) {
      // A document without React Router's scripts (none was rendered) goes out as it came.
      callback(null, rewritten ? undefined : shell.bytes());
    },
  });
}

/**
 * The shell as it arrives, as bytes, looked through once: each piece is searched together with the
 * few bytes before it that a marker could straddle, and the pieces are joined once the module script
 * has closed. The markers are ASCII, so no cut falls inside a letter. (Appending to one string and
 * searching all of it again for every piece cost 20 ms per home page.)
 */
class ShellScan {
  private pieces: Buffer[] = [];
  private length = 0;
  /** The last bytes before the newest piece, where a marker could begin. */
  private tail: Buffer = Buffer.alloc(0);
  /** Where the module script's text begins in the shell, once its opening tag has come. */
  private scriptText = -1;

  /** `opening`: the module script's opening tag, with the response's CSP nonce when it has one. */
  constructor(
    private readonly opening: string,
    private readonly nonce: string | undefined,
  ) {}

  /** The rewritten shell and what followed it, once the module script has closed; else null. */
  add(piece: Buffer): Buffer | null {
    const windowStart = this.length - this.tail.length;
    const window = Buffer.concat([this.tail, piece]);
    this.pieces.push(piece);
    this.length += piece.length;
    if (this.scriptText === -1) {
      const at = window.indexOf(this.opening);
      if (at === -1) return this.keepTail(window, this.opening);
      this.scriptText = windowStart + at + this.opening.length;
    }
    const close = window.indexOf(SCRIPT_END, Math.max(0, this.scriptText - windowStart));
    if (close === -1) return this.keepTail(window, SCRIPT_END);
    const end = windowStart + close + SCRIPT_END.length;
    const html = this.bytes();
    const opening = this.scriptText - this.opening.length;
    // React hoists the modulepreload links into the head, a whole page before the script: each link is
    // cut out where it is, and only the links and the script go through the rewrite as text (the page
    // between them, turned into a string and back, was 3% of a listing's render).
    const page: Buffer[] = [];
    const links: Buffer[] = [];
    let from = 0;
    for (
      let at = html.indexOf(PRELOAD_LINK);
      at !== -1 && at < opening;
      at = html.indexOf(PRELOAD_LINK, from)
    ) {
      const close = html.indexOf('>', at);
      if (close === -1 || close > opening) break;
      page.push(html.subarray(from, at));
      links.push(html.subarray(at, close + 1));
      from = close + 1;
    }
    page.push(html.subarray(from, opening));
    // Latin-1 maps each byte to one character and back unchanged: the rewrite reads and writes only
    // ASCII, so any other text passes through as the same bytes, without decoding it.
    const scripts = Buffer.concat([...links, html.subarray(opening, end)]).toString('latin1');
    return Buffer.concat([
      ...page,
      Buffer.from(rewriteScripts(scripts, this.nonce), 'latin1'),
      html.subarray(end),
    ]);
  }

  bytes(): Buffer {
    return Buffer.concat(this.pieces, this.length);
  }

  private keepTail(window: Buffer, marker: string): null {
    this.tail = window.subarray(Math.max(0, window.length - (marker.length - 1)));
    return null;
  }
}

/** React Router's module script's opening tag (its `<Scripts nonce>` puts the nonce first). */
const moduleScript = (nonce?: string) =>
  nonce ? `<script nonce="${nonce}" type="module" async="">` : '<script type="module" async="">';
const SCRIPT_END = '</script>';
const PRELOAD_LINK = '<link rel="modulepreload"';
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** A data block: the browser keeps its text and never runs it (HTML's "data block" script type). */
const HELD_TYPE = 'text/x-module-after-paint';

/**
 * `html` ends with React Router's module script; its modulepreload links come before it (the stream's
 * rewrite hands over the links alone, taken from wherever React put them, and the script). The starter
 * carries the response's CSP nonce, and gives it to the module script it adds (an inline script added
 * by a script runs only with the nonce).
 */
export function rewriteScripts(html: string, nonce?: string): string {
  const modules: string[] = [];
  const withoutPreloads = html.replace(MODULE_PRELOAD, (_link, href: string) => {
    modules.push(href);
    return '';
  });
  const held = withoutPreloads.replace(moduleScript(nonce), `<script type="${HELD_TYPE}">`);
  const starter = nonce ? `<script nonce="${nonce}">` : '<script>';
  return `${held}${starter}(${START_AFTER_PAINT})(document.currentScript,${JSON.stringify(modules)})</script>`;
}

/**
 * Runs in the browser, right after the held script: one animation frame, then a task, is after the
 * first paint. A page opened in a background tab paints nothing until shown, so it starts at once.
 * Written as the text it is sent as, so no build step changes it.
 */
const START_AFTER_PAINT = `function (starter, modules) {
  var held = starter.previousElementSibling;
  var nonce = starter.nonce;
  function start() {
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    if (nonce) script.nonce = nonce;
    script.textContent = held.textContent;
    document.body.appendChild(script);
  }
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start); });
}`.replace(/\s*\n\s*/g, ' ');
