// @vitest-environment jsdom
/** Template HTML kept by the adapter goes through DOMPurify where there is a DOM (the app's page). */
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/api/local/outreach/store';

describe('template HTML', () => {
  it('keeps markup, removes scripts, handlers, forms and javascript: links', async () => {
    const clean = await sanitizeHtml(
      '<p onclick="alert(1)">Hi <b>{{first_name|there}}</b></p><script>alert(2)</script><a href="javascript:alert(3)">x</a><form><input></form><img src=x onerror="alert(4)">',
    );
    expect(clean).toContain('<b>{{first_name|there}}</b>');
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<form|<input/i);
    expect(await sanitizeHtml('   ')).toBeNull();
  });
});
