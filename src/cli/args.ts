// Command-line arguments of `npm run cluster` (validated; errors name the flag). The ranges are
// POST /api/cluster's (spec 000 §5), so a run the CLI accepts is one the app accepts too; --max 0
// is no maximum (evaluation, very large lists), which the request accepts but the screen does not offer.
import { CLUSTER_SETTINGS, NO_MAXIMUM_CLUSTER_SIZE, type NumberSetting } from '@/contract/settings';
import { DEFAULT_LANGUAGE, DEFAULT_LOCATION, LANGUAGES, LOCATION_CODES } from '@/contract/vocabulary';

const { similarity_threshold, topic_threshold, min_cluster_size, max_cluster_size } = CLUSTER_SETTINGS;

export interface ClusterSettings {
  similarity_threshold?: number;
  topic_threshold?: number;
  min_cluster_size?: number;
  max_cluster_size?: number;
  language?: string;
  location?: string;
}

export interface CliArgs {
  input: string;
  format: 'json' | 'csv';
  /** Word vectors from public/ (the app fetches the same file); off runs lexical similarity only. */
  vectors: boolean;
  /** Threads for the neighbour search, the main one included; absent: one per core, at most 4. */
  threads?: number;
  settings: ClusterSettings;
}

export const USAGE = `Usage: npm run cluster -- --input FILE [--threshold ${similarity_threshold.default}] [--topic-threshold ${topic_threshold.default}] [--min ${min_cluster_size.default}] [--max ${max_cluster_size.default}, ${NO_MAXIMUM_CLUSTER_SIZE} = no maximum] [--language ${DEFAULT_LANGUAGE}] [--location ${DEFAULT_LOCATION}] [--format json|csv] [--no-vectors] [--threads N] [--timings]`;

export const MAX_THREADS = 16;

function numberArg(name: string, value: string | undefined, range: NumberSetting, integer: boolean): number {
  const { min: lo, max: hi } = range;
  const x = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(x) || x < lo || x > hi) {
    throw new Error(`${name} must be a ${integer ? 'whole number' : 'number'} from ${lo} to ${hi}`);
  }
  if (integer && !Number.isInteger(x)) throw new Error(`${name} must be a whole number from ${lo} to ${hi}`);
  return x;
}

function maxArg(value: string | undefined): number {
  if (value !== undefined && value.trim() !== '' && Number(value) === NO_MAXIMUM_CLUSTER_SIZE) {
    return NO_MAXIMUM_CLUSTER_SIZE;
  }
  const { min: lo, max: hi } = max_cluster_size;
  const x = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isInteger(x) || x < lo || x > hi) {
    throw new Error(`--max must be a whole number from ${lo} to ${hi}, or ${NO_MAXIMUM_CLUSTER_SIZE} for no maximum`);
  }
  return x;
}

function oneOf(name: string, value: string, options: readonly string[]): string {
  if (!options.includes(value)) throw new Error(`${name} must be one of ${options.join(', ')}`);
  return value;
}

export function parseArgs(argv: readonly string[]): CliArgs {
  const args: CliArgs = { input: '', format: 'json', vectors: true, settings: {} };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    const take = () => {
      i++;
      return value;
    };
    switch (flag) {
      case '--input':
        args.input = take() ?? '';
        break;
      case '--threshold':
        args.settings.similarity_threshold = numberArg(flag, take(), similarity_threshold, false);
        break;
      case '--topic-threshold':
        args.settings.topic_threshold = numberArg(flag, take(), topic_threshold, false);
        break;
      case '--min':
        args.settings.min_cluster_size = numberArg(flag, take(), min_cluster_size, true);
        break;
      case '--max':
        args.settings.max_cluster_size = maxArg(take());
        break;
      case '--language':
        args.settings.language = oneOf(flag, (take() ?? '').toLowerCase(), LANGUAGES);
        break;
      case '--location':
        args.settings.location = oneOf(flag, (take() ?? '').toUpperCase(), LOCATION_CODES);
        break;
      case '--format': {
        const f = take();
        if (f !== 'json' && f !== 'csv') throw new Error('--format must be json or csv');
        args.format = f;
        break;
      }
      case '--threads': {
        const t = Number(take());
        if (!Number.isInteger(t) || t < 1 || t > MAX_THREADS)
          throw new Error(`--threads must be a whole number from 1 to ${MAX_THREADS}`);
        args.threads = t;
        break;
      }
      case '--no-vectors':
        args.vectors = false;
        break;
      case '--help':
      case '-h':
        throw new Error(USAGE);
      default:
        throw new Error(`Unknown argument: ${flag}\n${USAGE}`);
    }
  }
  if (!args.input) throw new Error(`--input is required\n${USAGE}`);
  const min = args.settings.min_cluster_size ?? min_cluster_size.default;
  const max = args.settings.max_cluster_size ?? max_cluster_size.default;
  if (max !== NO_MAXIMUM_CLUSTER_SIZE && max < min) throw new Error('--max must not be smaller than --min');
  return args;
}
