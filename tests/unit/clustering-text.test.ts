import { describe, expect, it } from 'vitest';
import { clusterKeywords } from '../../workers/clustering/engine';
import { languageResources, resolveLanguage } from '../../workers/clustering/languages';
import { cachedStemmer, foldText, normalizeKeyword, tokenize } from '../../workers/clustering/text';
import type { LanguageCode } from '@/contract/vocabulary';

const norm = (text: string, lang: LanguageCode = 'en') => {
  const res = languageResources(lang);
  return normalizeKeyword(text, res, cachedStemmer(res));
};

describe('text normalisation', () => {
  it('applies NFKC and case folding and collapses whitespace', () => {
    expect(foldText('  ＲＵＮＮＩＮＧ\u00a0 Shoes ')).toBe('running shoes');
    expect(foldText('ﬁtness')).toBe('fitness');
  });

  it('keeps c++, c# and .net as tokens and drops other punctuation', () => {
    expect(tokenize(foldText('C++ vs C# vs .NET: which?!')).tokens).toEqual(['c++', 'vs', 'c#', 'vs', '.net', 'which']);
    expect(tokenize("women's shoes, size-10").tokens).toEqual(['womens', 'shoes', 'size', '10']);
  });

  it('gives the same key to word-order and plural variants, not to different words', () => {
    expect(norm('running shoes').key).toBe(norm('Shoes Running').key);
    expect(norm('running shoe').key).toBe(norm('running shoes').key);
    expect(norm('running shoes').key).not.toBe(norm('running socks').key);
    expect(norm('how to cook rice').key).not.toBe(norm('cook rice').key);
  });

  it('drops stop words from the content stems but keeps question words', () => {
    expect(norm('the best shoes for running').stems).toEqual(['best', 'shoe', 'run']);
    expect(norm('how to tie shoes').stems).toContain('how');
    expect(norm('the of and').stems.length).toBeGreaterThan(0);
  });

  const perLanguage: [LanguageCode, string, string, string][] = [
    ['en', 'cheap flights', 'flight cheap', 'the'],
    ['de', 'günstige Flüge', 'Flüge günstig', 'der'],
    ['fr', 'vols pas chers', 'vol pas cher', 'les'],
    ['es', 'vuelos baratos', 'vuelo barato', 'los'],
    ['it', 'voli economici', 'volo economico', 'gli'],
    ['nl', 'goedkope vluchten', 'goedkope vlucht', 'het'],
    ['pt', 'carros baratos', 'carro barato', 'os'],
  ];
  it.each(perLanguage)('stems and stop words for %s', (lang, a, b, stop) => {
    const res = languageResources(lang);
    expect(res.stopwords.has(stop)).toBe(true);
    expect(norm(a, lang).key).toBe(norm(b, lang).key);
    expect(norm(`${stop} ${a}`, lang).stems).toEqual(norm(a, lang).stems);
  });

  it('maps the spec locations to languages, an explicit language winning', () => {
    const expected: Record<string, LanguageCode> = {
      US: 'en',
      GB: 'en',
      CA: 'en',
      AU: 'en',
      DE: 'de',
      FR: 'fr',
      ES: 'es',
      IT: 'it',
      NL: 'nl',
      BR: 'pt',
    };
    for (const [loc, lang] of Object.entries(expected)) expect(resolveLanguage(undefined, loc)).toBe(lang);
    expect(resolveLanguage('fr', 'US')).toBe('fr');
    expect(resolveLanguage('xx', 'ZZ')).toBe('en');
  });

  it('splits German compounds against the list vocabulary', async () => {
    const result = await clusterKeywords(
      [
        { text: 'trinkwassertest' },
        { text: 'trinkwasser test' },
        { text: 'autoversicherung' },
        { text: 'wetter morgen' },
      ],
      { language: 'de', similarity_threshold: 0.7, min_cluster_size: 2 },
    );
    const together = result.clusters.find((c) => c.keywords.some((k) => k.text === 'trinkwassertest'));
    expect(together?.keywords.map((k) => k.text).sort()).toEqual(['trinkwasser test', 'trinkwassertest']);
  });
});

describe('keyword phrases', () => {
  it('marks the qualifier of a keyword phrase but not of a sentence', () => {
    expect(norm('roofing contractor near los angeles').qualifier).toEqual([false, false, true, true, true]);
    expect(norm('can i pay with my card in euros').qualifierStart).toBe(-1);
    expect(norm('laptop').qualifierStart).toBe(-1);
  });

  it('groups keywords by their head, not by a shared location', async () => {
    const result = await clusterKeywords([
      { text: 'roofing contractor near los angeles' },
      { text: 'roofing contractor in phoenix' },
      { text: 'best roofing contractor' },
      { text: 'mattress near los angeles' },
      { text: 'mattress in phoenix' },
      { text: 'best mattress' },
    ]);
    for (const c of result.clusters) {
      const heads = new Set(c.keywords.map((k) => (k.text.includes('roofing') ? 'roofing' : 'mattress')));
      expect(heads.size).toBe(1);
    }
  });
});

describe('tokens keep combining marks', () => {
  it('Devanagari vowel signs stay in their word', () => {
    expect(tokenize(foldText('जूते की दुकान')).tokens).toEqual(['जूते', 'की', 'दुकान']);
  });

  it('Thai words are not cut at their vowel marks', () => {
    expect(tokenize(foldText('รองเท้าวิ่ง')).tokens).toEqual(['รองเท้าวิ่ง']);
  });

  it('Persian and Indic words keep their zero-width joiners inside, and match without them', () => {
    expect(tokenize(foldText('می\u200cخواهم بلیط')).tokens).toEqual(['میخواهم', 'بلیط']);
    expect(tokenize(foldText('क्\u200dष')).tokens).toEqual(['क्ष']);
    expect(norm('می\u200cخواهم بلیط').key).toBe(norm('میخواهم بلیط').key);
  });

  it('letters and digits glued to CJK stay words; only the CJK run becomes character pairs', () => {
    expect(tokenize(foldText('iPhone15手机壳')).tokens).toEqual(['iphone15', '手机', '机壳']);
    expect(tokenize(foldText('2024年')).tokens).toEqual(['2024', '年']);
    expect(tokenize(foldText('ソニーwh1000xm5レビュー')).tokens).toEqual([
      'ソニ',
      'ニー',
      'wh1000xm5',
      'レビ',
      'ビュ',
      'ュー',
    ]);
  });

  it('a long word is cut before a character outside the BMP, never through it', () => {
    const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
    for (const prefix of ['a'.repeat(38), 'a'.repeat(39), 'é'.repeat(39)]) {
      const [token] = tokenize(foldText(`${prefix}${'𐌰'.repeat(5)}`)).tokens;
      expect(token.length).toBeLessThanOrEqual(40);
      expect(loneSurrogate.test(token), JSON.stringify(token)).toBe(false);
    }
  });

  it('"İzmir otel" is a duplicate of "izmir otel", not of "i zmir otel"', () => {
    const key = (text: string) => norm(text).key;
    expect(key('İzmir otel')).toBe(key('izmir otel'));
    expect(key('İzmir otel')).not.toBe(key('i zmir otel'));
  });
});
