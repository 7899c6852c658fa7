import { describe, expect, it } from 'vitest';
import { isAllowed, parseRobots } from '@workers/website/robots';

describe('robots.txt wildcards (RFC 9309) match in linear time', () => {
  it('keeps the meaning of * and $', () => {
    const robots = parseRobots(
      'User-agent: *\nDisallow: /*.pdf$\nDisallow: /a*b*c\nAllow: /a*b*c/open\nDisallow: /fish*\n',
    );
    expect(isAllowed(robots, '/docs/file.pdf')).toBe(false);
    expect(isAllowed(robots, '/docs/file.pdf?x=1')).toBe(true);
    expect(isAllowed(robots, '/a-x-b-y-c')).toBe(false);
    expect(isAllowed(robots, '/a-x-b-y-c/open')).toBe(true);
    expect(isAllowed(robots, '/a-x-c-y-b')).toBe(true);
    expect(isAllowed(robots, '/fishheads')).toBe(false);
    expect(isAllowed(robots, '/Fish')).toBe(true);
  });

  it('anchors the last part at the end only when the pattern ends with $', () => {
    const robots = parseRobots('User-agent: *\nDisallow: /*/x$\n');
    expect(isAllowed(robots, '/a/x/b/x')).toBe(false);
    expect(isAllowed(robots, '/a/x/b/xy')).toBe(true);
  });

  it('answers a pattern built to make a backtracking matcher run for minutes, at once', () => {
    // With `*` turned into `.*`, this pair backtracks exponentially (the tab froze for minutes).
    const robots = parseRobots(`User-agent: *\nDisallow: /${'*a'.repeat(30)}*b\nDisallow: /*/*/*/*/*/*/*.pdf$\n`);
    expect(isAllowed(robots, `/${'a'.repeat(50)}`)).toBe(true);
    expect(isAllowed(robots, `/${'a/'.repeat(63)}c`)).toBe(true);
    expect(isAllowed(robots, `/${'a'.repeat(50)}b`)).toBe(false);
  });
});

describe('robots.txt size', () => {
  it('reads a file of 141 KB to its end (RFC 9309 asks for at least 500 KiB)', () => {
    const filler = Array.from({ length: 7000 }, (_, i) => `Allow: /page-${i}/`).join('\n');
    const robots = parseRobots(`User-agent: *\n${filler}\nDisallow: /private/\n`);
    expect(isAllowed(robots, '/private/secret')).toBe(false);
  });
});
