import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/api/client';
import { ApiError } from '@/contract/errors';
import { appendKeywords } from '@/api/local/draft/append';
import { rejectionOf, resetLocalState } from './support';

beforeEach(resetLocalState);

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
    const result = appendKeywords('Therapist Near Me\r\nonline therapy', [
      'therapist near me',
      ' online therapy ',
      'couples therapy',
      'couples therapy',
      '',
    ]);
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

describe('the keyword draft routes', () => {
  it('start empty, store what is typed, and keep it for the next read', async () => {
    await expect(api.get('/api/keyword-draft')).resolves.toEqual({ text: '', updated_at: null });
    const saved = await api.put('/api/keyword-draft', { text: 'seo tools\nrank tracker' });
    expect(saved.text).toBe('seo tools\nrank tracker');
    await expect(api.get('/api/keyword-draft')).resolves.toEqual(saved);
  });

  it('append only what is new and report what was skipped', async () => {
    await api.put('/api/keyword-draft', { text: 'seo tools' });
    const appended = await api.post('/api/keyword-draft/append', {
      keywords: ['SEO Tools', 'backlink checker', '東京 ホテル'],
    });
    expect(appended).toMatchObject({
      text: 'seo tools\nbacklink checker\n東京 ホテル',
      added: ['backlink checker', '東京 ホテル'],
      skipped: 1,
    });
    expect((await api.get('/api/keyword-draft')).text).toBe(appended.text);
  });

  it('keep both lists when two tabs append at once', async () => {
    await Promise.all([
      api.post('/api/keyword-draft/append', { keywords: ['first tab'] }),
      api.post('/api/keyword-draft/append', { keywords: ['second tab'] }),
    ]);
    expect((await api.get('/api/keyword-draft')).text.split('\n').sort()).toEqual(['first tab', 'second tab']);
  });

  it('refuse a body of the wrong shape with a 400 and change nothing', async () => {
    await api.put('/api/keyword-draft', { text: 'kept' });
    const wrongText = await rejectionOf(api.put('/api/keyword-draft', { text: 42 } as never));
    expect(wrongText).toBeInstanceOf(ApiError);
    expect((wrongText as ApiError).status).toBe(400);
    const wrongList = await rejectionOf(api.post('/api/keyword-draft/append', { keywords: 'not a list' } as never));
    expect((wrongList as ApiError).status).toBe(400);
    expect((await api.get('/api/keyword-draft')).text).toBe('kept');
  });
});
