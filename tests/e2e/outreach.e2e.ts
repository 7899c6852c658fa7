/**
 * The Outreach tab as a person uses it: paste 30 contacts (3 bad rows reported by line, 2
 * duplicates skipped), write a template with fallbacks, create a campaign whose preflight flags the
 * empty field, fix it, Start, download the zip and read its .eml files (headers, encoded subject,
 * merged body, no injected header), mark the messages sent, mark two contacts replied and read the
 * dashboard's reply rate. Hostile input throughout: markup, CR/LF in a name, CJK, RTL, an IDN
 * domain and formula-looking cells. axe on every view; desktop and phone screenshots.
 */
import type { Page } from 'playwright-core';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { decodeHeaderWords } from '../../workers/outreach/mbox';
import { readDownload } from './clustering-helpers';
import {
  DESKTOP,
  PHONE,
  dismissToasts,
  expectNoSeriousA11yViolations,
  settledShot,
  waitForToast,
  withApp,
} from './support';

const GOOD = [
  'ana@example.com,Ana Silva,example.com,Coffee,Editor,,"coffee;blogs",Acme',
  'bob@example.org,Bob Stone,bob.dev,Tea,Owner,,tea,',
  '"zoe@bücher.de","Zoë ""Z"" Müller\r\nBcc: evil@attacker.com",bücher.de,Books,Editor,,,=HYPERLINK("http://x")',
  '"mallory@example.net","<script>alert(1)</script> Mallory",example.net,Security,,"<img src=x onerror=alert(2)>",,',
  'li@example.cn,李小龙,example.cn,Martial arts,,,,',
  'noor@example.ae,نور الهدى,example.ae,Travel,,,,',
  'nora@example.com,Nora Empty,,Coffee,Writer,,coffee,',
  ...Array.from({ length: 18 }, (_, i) => `person${i}@example.com,Person ${i},site${i}.com,Coffee,Writer,,coffee,`),
];
const BAD = ['not-an-email,Bad Address,,,,,,', 'missing@name.com,,,,,,,', ',No Email,,,,,,'];
const DUPLICATES = ['ANA@example.com,Ana Again,,,,,,', 'person3@EXAMPLE.com,Person Three Again,,,,,,'];
const HEADER = 'email,name,website,industry,role,notes,tags,company';
/** 30 rows: the bad ones on lines 6, 12 and 18 of the text (Zoë's quoted name spans lines 4 and 5). */
const ROWS = [
  ...GOOD.slice(0, 3),
  BAD[0],
  ...GOOD.slice(3, 8),
  BAD[1],
  ...GOOD.slice(8, 13),
  BAD[2],
  ...GOOD.slice(13),
  ...DUPLICATES,
];
const CSV = [HEADER, ...ROWS].join('\n');

async function openView(page: Page, name: 'Dashboard' | 'Contacts' | 'Templates' | 'Campaigns') {
  await page.getByRole('tablist', { name: 'Outreach views' }).getByRole('tab', { name, exact: true }).click();
}

/** A field by the start of its label (required fields end in an asterisk). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}( \\*)?$`));

async function fill(page: Page, label: string, value: string) {
  await field(page, label).fill(value);
}

function header(eml: string, name: string): string[] {
  const head = eml.slice(0, eml.indexOf('\r\n\r\n'));
  return head
    .replace(/\r\n[ \t]/g, ' ')
    .split('\r\n')
    .filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    .map((line) => line.slice(name.length + 1).trim());
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    if (soft[i] === '=') {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(soft.charCodeAt(i));
  }
  return new TextDecoder().decode(Uint8Array.from(bytes));
}

describe('Outreach', () => {
  expect(ROWS).toHaveLength(30);

  it('imports, prepares a campaign, checks the .eml files and reports the reply rate', async () => {
    await withApp({ path: '/?tab=outreach', viewport: DESKTOP }, async ({ page }) => {
      await page.getByRole('heading', { name: 'Outreach Campaigns' }).waitFor();
      await page.getByText('No campaign data available.').waitFor();
      await expectNoSeriousA11yViolations(page, 'outreach empty dashboard');

      await openView(page, 'Contacts');
      const importButton = page.getByRole('button', { name: 'Import Contacts' });
      expect(await importButton.isDisabled()).toBe(true);
      await page.getByLabel('CSV content').fill('   ');
      expect(await importButton.isDisabled()).toBe(true);
      await page.getByLabel('CSV content').fill(CSV);
      await importButton.click();
      await page
        .getByRole('tabpanel', { name: 'Contacts' })
        .getByText(/^Imported 25 of 30 rows; 2 duplicates skipped; 3 rows not imported; line breaks in 1 name/)
        .waitFor();
      const notImported = page.getByRole('list', { name: 'Rows not imported' });
      expect(await notImported.getByRole('listitem').allTextContents()).toEqual([
        'Line 6: "not-an-email" is not a valid email address',
        'Line 12: Name is missing',
        'Line 18: Email is missing',
      ]);
      await page.getByText('25 contacts · no plan chosen').waitFor();
      // Markup typed into a name is shown as text, never run.
      const search = page.getByRole('searchbox', { name: 'Search' });
      await search.fill('mallory');
      await page.getByRole('table').getByText('<script>alert(1)</script> Mallory', { exact: true }).waitFor();
      await search.fill('zoe@');
      await page.getByRole('table').getByText('Zoë "Z" Müller Bcc: evil@attacker.com', { exact: true }).waitFor();
      await search.fill('');
      await dismissToasts(page);
      await expectNoSeriousA11yViolations(page, 'outreach contacts');
      await settledShot(page, 'outreach-contacts-desktop');

      await openView(page, 'Templates');
      await fill(page, 'Template name', 'Coffee pitch');
      await fill(page, 'Subject', 'Grüße — an idea for {{company|your team}}');
      await field(page, 'Plain text').fill(
        'Hi {{first_name|there}},\nI read {{website}} and liked it.\nOur brew guide may help your readers.\nIf you would rather not hear from me, reply "stop".',
      );
      await page.getByLabel('Preview for').selectOption({ label: 'Ana Silva <ana@example.com>' });
      await page.getByText('Subject: Grüße — an idea for Acme').waitFor();
      await page.getByRole('button', { name: 'Create Template' }).click();
      await waitForToast(page, 'Template Created');
      await dismissToasts(page);
      await expectNoSeriousA11yViolations(page, 'outreach templates');

      await openView(page, 'Campaigns');
      await fill(page, 'Campaign name', 'Spring coffee');
      await page.getByLabel('Template', { exact: true }).selectOption({ label: 'Coffee pitch' });
      await page.getByRole('button', { name: 'Select all matching (25)' }).click();
      await page.getByText('Contacts (25 selected of 25)').waitFor();
      await page.getByRole('button', { name: 'Create Campaign' }).click();
      await waitForToast(page, 'Campaign Created');
      const card = page.getByRole('article', { name: 'Spring coffee' });
      await card.getByRole('button', { name: 'Run Preflight' }).click();
      const findings = card.getByRole('list', { name: 'Preflight findings' });
      await findings
        .getByText('Nora Empty <nora@example.com>: {{website}} on line 2 is empty and has no fallback')
        .waitFor();
      expect(await card.getByText('Preflight: 1 problem to fix before Start.').count()).toBe(1);
      await dismissToasts(page);
      await expectNoSeriousA11yViolations(page, 'outreach preflight');
      await settledShot(page, 'outreach-preflight-desktop');

      // The fix: a fallback for the empty field.
      await openView(page, 'Templates');
      await page.getByRole('button', { name: 'Edit Coffee pitch' }).click();
      const text = field(page, 'Plain text');
      await text.fill((await text.inputValue()).replace('{{website}}', '{{website|your site}}'));
      await page.getByRole('button', { name: 'Save Template' }).click();
      await waitForToast(page, 'Template Updated');

      await openView(page, 'Campaigns');
      await card.getByRole('button', { name: 'Start' }).click();
      const started = await waitForToast(page, /Campaign Started|Start Failed/);
      expect(await started.textContent()).toContain('Campaign Started');
      await card.getByText('Prepared, awaiting Mark sent').waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('button', { name: 'Download .eml drafts (zip)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('Spring-coffee-eml.zip');
      const files = unzipSync(new Uint8Array(await readDownload(download)));
      const names = Object.keys(files);
      expect(names).toHaveLength(25);
      const emls = Object.fromEntries(names.map((name) => [name, new TextDecoder().decode(files[name])]));
      for (const [name, eml] of Object.entries(emls)) {
        expect(eml.replace(/\r\n/g, ''), name).not.toMatch(/[\r\n]/);
        expect(header(eml, 'X-Unsent'), name).toEqual(['1']);
        expect(header(eml, 'Bcc'), name).toEqual([]);
        expect(header(eml, 'Subject')[0], name).toMatch(/^=\?UTF-8\?B\?/);
      }
      const ana = emls[names.find((name) => name.includes('ana_example.com')) ?? ''];
      expect(header(ana, 'To')).toEqual(['"Ana Silva" <ana@example.com>']);
      expect(decodeHeaderWords(header(ana, 'Subject')[0])).toBe('Grüße — an idea for Acme');
      const anaBody = decodeQuotedPrintable(ana.slice(ana.indexOf('\r\n\r\n') + 4));
      expect(anaBody).toContain('Hi Ana,\r\nI read example.com and liked it.');
      const zoe = emls[names.find((name) => name.includes('zoe_')) ?? ''];
      const zoeTo = header(zoe, 'To')[0];
      expect(zoeTo).toMatch(/<zoe@xn--bcher-kva\.de>$/);
      expect(decodeHeaderWords(zoeTo)).toContain('Zoë "Z" Müller Bcc: evil@attacker.com');
      expect(decodeHeaderWords(header(zoe, 'Subject')[0])).toBe('Grüße — an idea for =HYPERLINK("http://x")');
      const nora = emls[names.find((name) => name.includes('nora_')) ?? ''];
      expect(decodeQuotedPrintable(nora.slice(nora.indexOf('\r\n\r\n') + 4))).toContain(
        'I read your site and liked it.',
      );

      await card.getByRole('button', { name: 'Mark sent' }).click();
      await card.getByText('Completed').waitFor();

      await openView(page, 'Contacts');
      for (const name of ['Ana Silva', 'Bob Stone']) {
        await page.getByRole('searchbox', { name: 'Search' }).fill(name);
        await page
          .getByRole('row', { name: new RegExp(name) })
          .getByRole('button', { name: 'View' })
          .click();
        const detail = page.getByRole('region', { name: new RegExp(name) });
        await detail.getByLabel('Status').selectOption({ label: 'Replied' });
        await detail.getByText('Replied', { exact: true }).last().waitFor();
        await detail.getByRole('button', { name: 'Close' }).click();
      }

      await openView(page, 'Dashboard');
      await page.getByText('8.0%').waitFor();
      await page.getByText('2 of 25 contacted replied').waitFor();
      expect(await page.getByText('Not measured').count()).toBe(2);
      // The link-placed rate is measured (nobody placed one yet); open and click rates are not.
      await page.getByText('0 of 25 contacted placed a link').waitFor();
      await dismissToasts(page);
      await expectNoSeriousA11yViolations(page, 'outreach dashboard');
      await settledShot(page, 'outreach-dashboard-desktop');
    });
  });

  /**
   * Chrome logs a CSP report for the `onerror` attribute it meets while DOMPurify parses the typed
   * HTML in an inert document; the page's CSP blocks it and nothing runs (checked below).
   */
  const CSP_REPORT =
    "Executing inline event handler violates the following Content Security Policy directive 'script-src 'self''";

  it('keeps template HTML inert, generates a template and keeps a 10,000-character note', async () => {
    await withApp({ path: '/?tab=outreach', viewport: DESKTOP, allowErrors: [CSP_REPORT] }, async ({ page }) => {
      await page.getByRole('heading', { name: 'Outreach Campaigns' }).waitFor();
      await openView(page, 'Contacts');
      await fill(page, 'Email', 'long@bücher.de');
      await fill(page, 'Name', '<b>Bold</b> Name');
      await field(page, 'Notes').fill('n'.repeat(10_000));
      await page.getByRole('button', { name: 'Add Contact' }).click();
      await waitForToast(page, 'Contact Created');
      await page.getByRole('table').getByText('<b>Bold</b> Name', { exact: true }).waitFor();

      await openView(page, 'Templates');
      await fill(page, 'Target audience', 'Home baristas');
      await fill(page, 'Value proposition', 'Explains grind size with lab data');
      await fill(page, 'Call to action', 'Could I send you an outline');
      await page.getByRole('button', { name: 'Generate Template' }).click();
      await waitForToast(page, 'AI Template Generated');
      expect(await field(page, 'Plain text').inputValue()).toContain('Hi {{first_name|there}},');
      await page
        .getByLabel('HTML (optional)', { exact: true })
        .fill(
          '<p>Hi {{first_name|there}}</p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2">',
        );
      // The preview follows the typing (debounced): wait for the frame showing this HTML.
      const frame = page.locator('iframe[title="HTML preview of the template"][srcdoc*="<p>Hi there</p><img"]');
      await frame.waitFor();
      expect(await frame.getAttribute('sandbox')).toBe('');
      const srcdoc = (await frame.getAttribute('srcdoc')) ?? '';
      expect(srcdoc).toContain('<p>Hi there</p>');
      expect(srcdoc).not.toMatch(/script|onerror/);
      expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
      await page.getByRole('button', { name: 'Create Template' }).click();
      await waitForToast(page, 'Template Created');
      await dismissToasts(page);
      await expectNoSeriousA11yViolations(page, 'outreach templates with a preview');
      await settledShot(page, 'outreach-templates-desktop');
    });
  });

  it('fits a phone', async () => {
    await withApp({ path: '/?tab=outreach', viewport: PHONE }, async ({ page }) => {
      await page.getByRole('heading', { name: 'Outreach Campaigns' }).waitFor();
      await openView(page, 'Contacts');
      await page.getByLabel('CSV content').fill([HEADER, ...GOOD.slice(0, 7)].join('\n'));
      await page.getByRole('button', { name: 'Import Contacts' }).click();
      await page
        .getByRole('tabpanel', { name: 'Contacts' })
        .getByText(/^Imported 7 of 7 rows/)
        .waitFor();
      await dismissToasts(page);
      await expectNoSeriousA11yViolations(page, 'outreach contacts on a phone');
      await settledShot(page, 'outreach-contacts-phone');
      await openView(page, 'Campaigns');
      await page.getByRole('button', { name: 'Create Campaign' }).waitFor();
      await expectNoSeriousA11yViolations(page, 'outreach campaigns on a phone');
      await settledShot(page, 'outreach-campaigns-phone');
      await openView(page, 'Dashboard');
      await page.getByText('Not measured').first().waitFor();
      await settledShot(page, 'outreach-dashboard-phone');
    });
  });
});
