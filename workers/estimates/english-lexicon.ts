/**
 * Small word lists that decide which English variants make sense for a seed.
 * They are deliberately conservative: a seed that matches nothing gets only the
 * variants that are grammatical for any noun phrase.
 */

/** Head nouns of businesses people look for nearby. */
export const LOCAL_HEADS = new Set([
  'plumber', 'plumbers', 'electrician', 'electricians', 'dentist', 'dentists', 'orthodontist',
  'lawyer', 'lawyers', 'attorney', 'attorneys', 'locksmith', 'roofer', 'roofers', 'mechanic',
  'mechanics', 'gym', 'gyms', 'restaurant', 'restaurants', 'cafe', 'bakery', 'salon', 'barber',
  'barbershop', 'spa', 'massage', 'chiropractor', 'physiotherapist', 'therapist', 'doctor',
  'doctors', 'clinic', 'pharmacy', 'vet', 'veterinarian', 'groomer', 'daycare', 'preschool',
  'hotel', 'hotels', 'motel', 'realtor', 'realtors', 'movers', 'handyman', 'contractor',
  'contractors', 'painter', 'painters', 'tutor', 'tutors', 'accountant', 'florist', 'caterer',
  'photographer', 'landscaper', 'exterminator', 'dermatologist', 'pediatrician', 'optometrist',
  'hairdresser', 'pizza', 'sushi', 'brunch', 'bar', 'bars', 'pub', 'venue', 'venues', 'hostel',
  'kennel', 'cpa', 'notary', 'tailor', 'cobbler',
]);

/** Last words that make a phrase a local service ("gutter cleaning", "ac repair"). */
export const LOCAL_SERVICE_SUFFIXES = new Set([
  'repair', 'service', 'services', 'company', 'companies', 'installation', 'removal', 'cleaning',
  'replacement', 'inspection', 'clinic', 'center', 'centre', 'studio', 'shop', 'store', 'agency',
  'school', 'academy', 'care', 'grooming', 'boarding', 'classes', 'lessons', 'dealership',
  'dealer', 'dealers', 'rental', 'rentals', 'storage', 'wash', 'detailing', 'therapy',
]);

/** People you hire: "is a plumber worth it" or "what is a plumber" would be nonsense. */
export const PERSON_HEADS = new Set([
  'plumber', 'plumbers', 'electrician', 'electricians', 'dentist', 'dentists', 'orthodontist',
  'lawyer', 'lawyers', 'attorney', 'attorneys', 'locksmith', 'roofer', 'roofers', 'mechanic',
  'mechanics', 'chiropractor', 'physiotherapist', 'therapist', 'doctor', 'doctors', 'vet',
  'veterinarian', 'groomer', 'realtor', 'realtors', 'movers', 'handyman', 'contractor',
  'contractors', 'painter', 'painters', 'tutor', 'tutors', 'accountant', 'florist', 'caterer',
  'photographer', 'landscaper', 'exterminator', 'dermatologist', 'pediatrician', 'optometrist',
  'hairdresser', 'barber', 'agent', 'agents', 'cpa', 'notary', 'tailor', 'trainer', 'trainers',
  'coach', 'coaches', 'consultant', 'consultants', 'planner', 'planners', 'designer', 'designers',
]);

/** Software and digital goods: these get "free ..." and "... reviews". */
export const DIGITAL_HEADS = new Set([
  'software', 'app', 'apps', 'tool', 'tools', 'platform', 'crm', 'erp', 'vpn', 'hosting',
  'plugin', 'plugins', 'template', 'templates', 'builder', 'antivirus', 'extension', 'course',
  'courses', 'ebook', 'game', 'games', 'editor', 'generator', 'tracker', 'checker', 'planner',
]);

/** Whole seeds that name a skill or activity someone learns. */
export const LEARNABLE = new Set([
  'yoga', 'pilates', 'guitar', 'piano', 'violin', 'drums', 'seo', 'coding', 'programming',
  'python', 'javascript', 'photography', 'investing', 'trading', 'meditation', 'spanish',
  'french', 'german', 'english', 'japanese', 'italian', 'chess', 'knitting', 'crochet', 'sewing',
  'baking', 'cooking', 'drawing', 'painting', 'swimming', 'running', 'cycling', 'weightlifting',
  'calisthenics', 'excel', 'marketing', 'digital marketing', 'content marketing',
  'email marketing', 'copywriting', 'bookkeeping', 'accounting', 'budgeting', 'gardening',
  'woodworking', 'dog training', 'surfing', 'skiing', 'golf', 'tennis', 'dance', 'singing',
  'web design', 'graphic design', 'ux design', 'data science', 'machine learning', 'sql',
  'day trading', 'stock trading', 'calligraphy', 'pottery', 'boxing', 'jiu jitsu',
]);

/** Nouns that take no article ("how much does car insurance cost"). */
export const MASS_NOUNS = new Set([
  'insurance', 'software', 'advice', 'equipment', 'furniture', 'information', 'money', 'coverage',
  'care', 'health', 'seo', 'marketing', 'hosting', 'water', 'coffee', 'food', 'clothing',
  'jewelry', 'jewellery', 'luggage', 'makeup', 'skincare', 'flooring', 'insulation', 'siding',
  'fencing', 'plumbing', 'roofing', 'therapy', 'counseling', 'counselling', 'physiotherapy',
  'tuition', 'rent', 'childcare', 'daycare', 'storage', 'wifi', 'internet', 'electricity', 'gas',
  'solar', 'mulch', 'sod', 'concrete', 'drywall', 'carpet', 'hvac', 'botox', 'invisalign',
  'lasik', 'rehab', 'surgery', 'dental', 'yoga', 'pilates', 'bread', 'pasta',
  'rice', 'tea', 'wine', 'beer', 'gold', 'silver', 'bitcoin', 'crypto', 'real estate', 'cbd',
  'protein', 'creatine', 'collagen', 'fiber', 'payroll', 'bookkeeping', 'accounting', 'legal aid',
  'tile', 'paint', 'grass', 'music', 'traffic', 'research', 'evidence', 'news', 'mail',
]);

/** Words ending in s that are not plurals. */
export const NOT_PLURAL = new Set([
  'lens', 'gas', 'news', 'series', 'species', 'canvas', 'atlas', 'bias', 'chaos', 'christmas',
  'diabetes', 'herpes', 'rabies', 'measles', 'mumps', 'ssl', 'sms', 'aws', 'ios', 'macos', 'dns',
  'mattress', 'address', 'business', 'fitness', 'wellness', 'tennis', 'bus', 'virus', 'campus',
  'bonus', 'status', 'thesis', 'analysis', 'basis', 'crisis', 'physics', 'economics',
  'mathematics', 'analytics', 'ethics', 'politics', 'gymnastics', 'aerobics', 'plus', 'yes',
  'always', 'pilates',
]);

/** "braces", "glasses", "jeans" are plural in form and in agreement. */
export const PLURALIA = new Set(['braces', 'glasses', 'jeans', 'pants', 'shorts', 'scissors', 'headphones', 'earbuds']);

export const IRREGULAR_PLURALS = new Set(['men', 'women', 'children', 'people', 'teeth', 'feet', 'mice', 'geese']);

/** Acronyms read letter by letter, for "a"/"an". */
export const ACRONYMS = new Set([
  'seo', 'crm', 'erp', 'vpn', 'hvac', 'llc', 'mba', 'suv', 'rv', 'ev', 'hsa', 'fsa', 'sql', 'html',
  'css', 'api', 'ira', 'lasik', 'cpa', 'ssl', 'sms', 'ac', 'atv', 'utv', 'hoa', 'ppc', 'ui', 'ux',
  'ai', 'led', 'uv', 'mri', 'bmw', 'fha', 'va', 'nft', 'ssd', 'hdd', 'gps', 'tv', 'pc', 'dj',
]);

/** Verbs that make a seed an action ("fix a leaky faucet"), safe in first position. */
export const ACTION_VERBS = new Set([
  'learn', 'unclog', 'install', 'lose', 'gain', 'cook', 'bake', 'write', 'grow', 'remove',
  'replace', 'repair', 'create', 'improve', 'invest', 'prevent', 'reduce', 'increase', 'lower',
  'refinance', 'hire', 'fix', 'make', 'build', 'find', 'choose', 'start', 'speak', 'stop', 'get',
  'apply', 'register', 'sell', 'clean', 'train', 'raise', 'save', 'pay', 'plan', 'open', 'drain',
  'descale', 'season', 'brew', 'knit', 'crochet', 'sew', 'meditate', 'draw', 'code', 'negotiate',
  'calculate', 'become', 'whiten', 'treat', 'cancel', 'transfer', 'convert', 'migrate', 'design',
  'launch', 'pack', 'winterize', 'repot', 'propagate', 'potty', 'crate',
]);

/** Verbs that also work as nouns or adjectives: only actions when an object follows. */
export const AMBIGUOUS_VERBS = new Set([
  'file', 'paint', 'plant', 'set', 'change', 'cut', 'use', 'play', 'book', 'rent', 'clean', 'train', 'plan',
  'open', 'season', 'code', 'design', 'pack', 'crate', 'lower', 'raise', 'save', 'pay', 'drain', 'transfer',
  'refinance', 'repair', 'treat', 'start', 'stop',
]);

export const OBJECT_STARTERS = new Set([
  'a', 'an', 'the', 'my', 'your', 'up', 'out', 'down', 'off', 'in', 'on', 'for', 'with', 'to',
  'money', 'weight', 'taxes', 'it', 'our', 'their', 'his', 'her', 'yourself',
]);

/** Action verbs people learn from scratch ("learn guitar for beginners"). */
export const BEGINNER_VERBS = new Set([
  'learn', 'start', 'invest', 'bake', 'cook', 'knit', 'crochet', 'sew', 'meditate', 'draw', 'code',
  'grow', 'brew', 'train', 'speak', 'build',
]);

/** Action verbs that are jobs people pay for ("cost to replace a water heater"). */
export const SERVICE_VERBS = new Set([
  'install', 'replace', 'repair', 'remove', 'fix', 'paint', 'build', 'clean', 'winterize', 'drain',
]);

export const QUESTION_STARTERS = new Set([
  'what', "what's", 'whats', 'how', 'why', 'when', 'where', 'who', 'which', 'can', 'is', 'are',
  'does', 'do', 'should', 'will', 'could', 'would', 'did', 'was', 'were', 'has', 'have',
]);

/** Seeds led by these already carry a modifier. */
export const MODIFIER_LEADS = new Set(['best', 'top', 'cheap', 'cheapest', 'affordable', 'free', 'buy', 'most', 'least']);

/** Goods and paid services people price, compare and review ("tankless water heater", "car insurance"). */
export const PRODUCT_HEADS = new Set([
  'insurance', 'heater', 'heaters', 'shoes', 'sneakers', 'boots', 'laptop', 'laptops', 'phone', 'phones',
  'tv', 'tvs', 'camera', 'cameras', 'printer', 'printers', 'vacuum', 'vacuums', 'mattress', 'mattresses',
  'bed', 'beds', 'sofa', 'couch', 'desk', 'chair', 'chairs', 'treadmill', 'treadmills', 'bike', 'bikes',
  'car', 'cars', 'suv', 'suvs', 'truck', 'trucks', 'tires', 'tire', 'glasses', 'contacts', 'implants',
  'veneers', 'braces', 'aligners', 'membership', 'memberships', 'subscription', 'watch', 'watches',
  'headphones', 'earbuds', 'backpack', 'backpacks', 'luggage', 'suitcase', 'stroller', 'crib', 'mat',
  'dumbbells', 'kettlebell', 'generator', 'generators', 'thermostat', 'thermostats', 'furnace',
  'cabinets', 'countertops', 'flooring', 'siding', 'fence', 'grill', 'blender', 'fryer', 'collar',
  'harness', 'feeder', 'litter', 'toys', 'supplements', 'powder', 'vitamins', 'multivitamin', 'creatine',
  'tickets', 'flights', 'cruise', 'cruises', 'lease',
  'whitening', 'lasik', 'botox', 'invisalign', 'hosting', 'domain', 'website', 'websites', 'pillow',
  'adapter', 'charger', 'panels', 'battery', 'batteries', 'kit', 'kits', 'drone', 'tablet', 'ipad',
  'smartwatch', 'scooter', 'kayak', 'tent', 'rv', 'boat', 'wig', 'perfume', 'serum', 'sunscreen',
]);

/** Accounts and instruments you open or hold: compared and judged, but not bought cheap. */
export const FINANCIAL_HEADS = new Set([
  'ira', '401k', 'account', 'accounts', 'fund', 'funds', 'etf', 'etfs', 'annuity', 'annuities', 'bond', 'bonds', 'cd', 'cds',
  'loan', 'loans', 'mortgage', 'mortgages', 'card', 'cards',
]);

/** Business software heads that take "for small business" ("crm for small business", not "sleep tracker ..."). */
export const BUSINESS_SOFTWARE_HEADS = new Set(['software', 'crm', 'erp', 'platform', 'platforms', 'hosting', 'builder', 'tool', 'tools', 'plugin', 'plugins', 'payroll', 'pos']);

/**
 * First words that name a brand: a brand's own query ("google flights",
 * "enterprise car rental") is navigational, so generic patterns would be nonsense.
 */
export const BRANDS = new Set([
  'google', 'amazon', 'apple', 'microsoft', 'facebook', 'meta', 'tiktok', 'instagram', 'youtube', 'zillow',
  'redfin', 'uhaul', 'u-haul', 'enterprise', 'hertz', 'avis', 'costco', 'walmart', 'target', 'ikea', 'tesla',
  'geico', 'progressive', 'chase', 'amex', 'fidelity', 'vanguard', 'shopify', 'etsy', 'ebay', 'wix',
  'squarespace', 'hubspot', 'salesforce', 'quickbooks', 'xero', 'zoom', 'slack', 'notion', 'canva',
  'doordash', 'grubhub', 'instacart', 'uber', 'lyft', 'airbnb', 'vrbo', 'expedia', 'peloton', 'planet',
  'chewy', 'warby', 'zenni', 'carmax', 'carvana', 'kelley', 'orkin', 'terminix', 'teladoc', 'betterhelp',
  'duolingo', 'babbel', 'coursera', 'udemy', 'woocommerce', 'wordpress', 'godaddy', 'bluehost', 'ally',
  'marcus', 'sofi', 'turbotax', 'legalzoom', 'hellofresh', 'factor', 'nike', 'adidas', 'samsung', 'sony',
]);

/** Word pairs that name real alternatives, so "{a} x vs {b} x" is a comparison people make. */
export const ALTERNATIVE_PAIRS: readonly (readonly [string, string])[] = [
  ['roth', 'traditional'], ['term', 'whole'], ['fixed', 'adjustable'], ['fixed', 'variable'], ['hmo', 'ppo'],
  ['gas', 'electric'], ['tank', 'tankless'], ['manual', 'automatic'], ['new', 'used'], ['hybrid', 'electric'],
  ['laser', 'inkjet'], ['memory', 'hybrid'], ['oled', 'qled'], ['oled', 'led'], ['iphone', 'android'],
  ['mac', 'windows'], ['vinyl', 'laminate'], ['laminate', 'hardwood'], ['quartz', 'granite'],
  ['metal', 'asphalt'], ['whey', 'casein'], ['public', 'private'], ['private', 'federal'], ['credit', 'debit'],
  ['index', 'mutual'], ['secured', 'unsecured'], ['indoor', 'outdoor'], ['wet', 'dry'], ['online', 'traditional'],
  ['alaska', 'caribbean'], ['inground', 'above-ground'], ['solar', 'gas'], ['wood', 'composite'],
];

/** Count nouns that a suffix rule would take for mass nouns ("a dog harness", "a charging station"). */
export const COUNT_NOUNS = new Set([
  'harness', 'witness', 'business', 'station', 'subscription', 'extension', 'building', 'wedding', 'ceiling',
  'awning', 'railing', 'listing', 'application', 'consultation', 'ring', 'string', 'sling', 'swing',
]);
