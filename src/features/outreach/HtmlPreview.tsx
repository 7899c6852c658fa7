import { Box, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

/**
 * Template HTML sanitised with DOMPurify (loaded with the first preview) and shown in a frame with
 * every sandbox restriction (`sandbox=""`: no scripts, no forms, no same origin), so nothing a
 * template holds runs or reaches the page.
 */
export function HtmlPreview({ html, title }: { html: string; title: string }) {
  const [clean, setClean] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('dompurify').then(({ default: DOMPurify }) => {
      if (live) setClean(DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }));
    });
    return () => {
      live = false;
    };
  }, [html]);
  if (clean === null) return <Text color="fg.muted">Preparing the HTML preview...</Text>;
  return (
    <Box borderWidth="1px" borderRadius="l2" overflow="hidden" bg="white">
      <iframe
        title={title}
        sandbox=""
        srcDoc={`<!doctype html><meta charset="utf-8"><body style="font-family:sans-serif;margin:12px">${clean}</body>`}
        style={{ width: '100%', height: '16rem', border: 0 }}
      />
    </Box>
  );
}

/** Sanitises HTML the same way before it is saved. */
export async function sanitize(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
