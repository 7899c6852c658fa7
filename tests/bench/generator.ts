// Deterministic generator of realistic keyword lists for the benchmark: real head terms
// from many industries crossed with the modifiers, questions and locations that keyword
// tools return for them. Same n and seed → same list.

const HEADS: Record<string, string[]> = {
  finance: [
    'credit card',
    'personal loan',
    'mortgage',
    'car insurance',
    'life insurance',
    'home insurance',
    'savings account',
    'checking account',
    'student loan',
    'tax return',
    'retirement plan',
    'stock broker',
    'index fund',
    'credit score',
    'debt consolidation',
    'refinance',
    'business loan',
    'health insurance',
    'pet insurance',
    'travel insurance',
  ],
  tech: [
    'laptop',
    'gaming laptop',
    'smartphone',
    'wireless earbuds',
    'vpn',
    'web hosting',
    'password manager',
    'antivirus',
    'crm software',
    'project management software',
    'email marketing',
    'website builder',
    'cloud storage',
    'mechanical keyboard',
    'gaming monitor',
    'graphics card',
    'router',
    'smart watch',
    'tablet',
    'printer',
  ],
  home: [
    'air fryer',
    'robot vacuum',
    'coffee maker',
    'mattress',
    'sofa',
    'standing desk',
    'air purifier',
    'dishwasher',
    'washing machine',
    'refrigerator',
    'blender',
    'space heater',
    'dehumidifier',
    'office chair',
    'bed frame',
    'pressure washer',
    'lawn mower',
    'garden hose',
    'kitchen knife',
    'cookware set',
  ],
  health: [
    'protein powder',
    'running shoes',
    'yoga mat',
    'fitness tracker',
    'weight loss',
    'keto diet',
    'intermittent fasting',
    'vitamin d',
    'magnesium supplement',
    'back pain',
    'knee pain',
    'physical therapy',
    'meditation app',
    'dentist',
    'teeth whitening',
    'hearing aids',
    'contact lenses',
    'sleep apnea',
    'acne treatment',
    'hair loss treatment',
  ],
  travel: [
    'cheap flights',
    'hotel',
    'vacation rental',
    'car rental',
    'cruise',
    'travel backpack',
    'luggage',
    'travel credit card',
    'all inclusive resort',
    'road trip',
    'camping tent',
    'hiking boots',
    'ski resort',
    'beach hotel',
    'city break',
    'airport parking',
    'train tickets',
    'travel adapter',
    'passport renewal',
    'visa application',
  ],
  services: [
    'plumber',
    'electrician',
    'roofing contractor',
    'moving company',
    'house cleaning',
    'pest control',
    'hvac repair',
    'locksmith',
    'lawyer',
    'divorce lawyer',
    'accountant',
    'wedding photographer',
    'dog groomer',
    'daycare',
    'driving school',
    'tutor',
    'web designer',
    'seo agency',
    'marketing agency',
    'interior designer',
  ],
  food: [
    'pizza',
    'sushi',
    'vegan recipes',
    'meal prep',
    'meal kit delivery',
    'espresso machine',
    'banana bread',
    'sourdough bread',
    'chicken curry',
    'pasta sauce',
    'gluten free bread',
    'birthday cake',
    'smoothie',
    'air fryer recipes',
    'slow cooker recipes',
    'wine',
    'craft beer',
    'green tea',
    'protein bars',
    'dog food',
  ],
};

const COMMERCIAL = [
  'best',
  'cheap',
  'top',
  'affordable',
  'top rated',
  'best budget',
  'premium',
  'used',
  'new',
  'discount',
];
const SUFFIXES = [
  'reviews',
  'price',
  'prices',
  'cost',
  'deals',
  'near me',
  'for sale',
  'comparison',
  'alternatives',
  'brands',
  'for beginners',
  'for seniors',
  'for students',
  'for small business',
  'online',
  '2025',
  'uk',
  'buying guide',
  'coupon',
  'sale',
];
const QUESTIONS = [
  'how to choose',
  'how to use',
  'what is',
  'how much does',
  'is it worth buying',
  'how to clean',
  'where to buy',
  'when to buy',
  'how to find',
  'why do i need',
];
const QUESTION_TAILS: Record<string, string> = {
  'how much does': 'cost',
  'is it worth buying': '',
  'why do i need': '',
};
const LOCATIONS = [
  'new york',
  'los angeles',
  'chicago',
  'houston',
  'phoenix',
  'london',
  'manchester',
  'toronto',
  'sydney',
  'melbourne',
  'dallas',
  'austin',
  'seattle',
  'denver',
  'boston',
  'miami',
  'atlanta',
  'san diego',
  'portland',
  'vancouver',
];
const VERSUS_BRANDS = ['amazon', 'walmart', 'costco', 'target', 'best buy', 'ikea', 'apple', 'samsung'];

/** A seeded pseudo-random generator (mulberry32): the same numbers for the same seed. */
export function prng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface GeneratedKeyword {
  text: string;
  search_volume: number;
}

/** n distinct keywords with Zipf-like volumes. */
export function generateKeywords(n: number, seed = 42): GeneratedKeyword[] {
  const rand = prng(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)];
  const heads = Object.values(HEADS).flat();
  const seen = new Set<string>();
  const out: GeneratedKeyword[] = [];
  let attempts = 0;
  while (out.length < n && attempts < n * 50) {
    attempts++;
    const head = pick(heads);
    const r = rand();
    let text: string;
    if (r < 0.22) text = `${pick(COMMERCIAL)} ${head}`;
    else if (r < 0.44) text = `${head} ${pick(SUFFIXES)}`;
    else if (r < 0.56) text = `${pick(COMMERCIAL)} ${head} ${pick(SUFFIXES)}`;
    else if (r < 0.7) {
      const q = pick(QUESTIONS);
      text = `${q} ${['what is', 'how much does'].includes(q) ? 'a ' : 'a '}${head}${QUESTION_TAILS[q] ? ` ${QUESTION_TAILS[q]}` : ''}`;
    } else if (r < 0.84) text = `${head} ${pick(['in', 'near'])} ${pick(LOCATIONS)}`;
    else if (r < 0.9) text = `${pick(COMMERCIAL)} ${head} in ${pick(LOCATIONS)}`;
    else if (r < 0.95) text = `${head} ${pick(VERSUS_BRANDS)} vs ${pick(VERSUS_BRANDS)}`;
    else text = `${head} ${pick(SUFFIXES)} ${pick(LOCATIONS)}`;
    text = text.replace(/\s+/g, ' ').trim();
    if (seen.has(text)) continue;
    seen.add(text);
    out.push({
      text,
      search_volume: Math.max(10, Math.round((100000 / (1 + (out.length % 997)) ** 1.1) * (0.5 + rand()))),
    });
  }
  // Long-tail variety once templates run out: combine two modifiers with a location.
  while (out.length < n) {
    const text = `${pick(COMMERCIAL)} ${pick(heads)} ${pick(SUFFIXES)} ${pick(LOCATIONS)} ${pick(SUFFIXES)}`;
    if (seen.has(text)) continue;
    seen.add(text);
    out.push({ text, search_volume: 10 + Math.floor(rand() * 90) });
  }
  return out;
}
