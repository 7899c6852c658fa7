/** URL helpers the main thread uses too: nothing here loads the HTML parser. */

/** The URL without its fragment, or null when it is not http(s). */
export function normaliseUrl(href: string, base?: string): string | null {
  try {
    const url = new URL(href.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/**
 * A URL path with its percent escapes decoded where they are UTF-8, and kept as written where they
 * are not: a Latin-1 escape ('caf%E9') made decodeURIComponent throw and failed a whole upload.
 */
export function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}
