/** Sniffs an upload before parsing it: the main thread uses it, so it does not load the XML parser. */
export const looksLikeSitemap = (text: string) => /<(?:\w+:)?(?:urlset|sitemapindex)[\s>]/i.test(text.slice(0, 4096));
