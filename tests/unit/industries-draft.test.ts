import { describe, expect, it } from 'vitest';
import { appendKeywords } from '@/features/industries/draft';

describe('appendKeywords (industry cluster import into the clustering text area)', () => {
  it('appends after what was typed, one per line', () => {
    expect(appendKeywords('seo tools\nkeyword research', ['rank tracker', 'backlink checker'])).toEqual({
      text: 'seo tools\nkeyword research\nrank tracker\nbacklink checker',
      added: ['rank tracker', 'backlink checker'],
      skipped: 0,
    });
  });

  it('fills an empty or blank draft without a leading blank line', () => {
    expect(appendKeywords('', ['a', 'b']).text).toBe('a\nb');
    expect(appendKeywords('  \n\n', ['a']).text).toBe('a');
  });

  it('drops trailing blank lines of the draft before appending, and keeps the typed lines as they are', () => {
    expect(appendKeywords('  Mixed Case  \n\n', ['new one']).text).toBe('  Mixed Case\nnew one');
  });

  it('skips keywords already present (trimmed, case-insensitive) and repeats within the cluster', () => {
    const result = appendKeywords('Therapist Near Me\r\nonline therapy', ['therapist near me', ' online therapy ', 'couples therapy', 'couples therapy', '']);
    expect(result.added).toEqual(['couples therapy']);
    expect(result.skipped).toBe(3);
    expect(result.text).toBe('Therapist Near Me\r\nonline therapy\ncouples therapy');
  });

  it('leaves the draft untouched when nothing is new', () => {
    expect(appendKeywords('a\nb\n', ['A', 'b'])).toEqual({ text: 'a\nb\n', added: [], skipped: 2 });
  });

  it('keeps CJK, emoji and markup as plain text', () => {
    const keywords = ['東京 ホテル', 'pizza 🍕', '<script>alert(1)</script>'];
    expect(appendKeywords('x', keywords).text).toBe(`x\n${keywords.join('\n')}`);
  });
});
