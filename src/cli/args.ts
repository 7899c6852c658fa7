// Command-line arguments of `npm run cluster` (validated; errors name the flag). The ranges are
// POST /api/cluster's (spec 000 §5), so a run the CLI accepts is one the app accepts too.
import { DEFAULT_SETTINGS, LANGUAGES, LOCATIONS } from '@/api/local/clustering/request';

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
  settings: ClusterSettings;
}

export const USAGE =
  'Usage: npm run cluster -- --input FILE [--threshold 0.7] [--topic-threshold 0.5] [--min 2] [--max 20] [--language en] [--location US] [--format json|csv] [--no-vectors]';

function numberArg(name: string, value: string | undefined, lo: number, hi: number, integer: boolean): number {
  const x = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(x) || x < lo || x > hi) {
    throw new Error(`${name} must be a ${integer ? 'whole number' : 'number'} from ${lo} to ${hi}`);
  }
  if (integer && !Number.isInteger(x)) throw new Error(`${name} must be a whole number from ${lo} to ${hi}`);
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
        args.settings.similarity_threshold = numberArg(flag, take(), 0.1, 1, false);
        break;
      case '--topic-threshold':
        args.settings.topic_threshold = numberArg(flag, take(), 0.1, 1, false);
        break;
      case '--min':
        args.settings.min_cluster_size = numberArg(flag, take(), 1, 10, true);
        break;
      case '--max':
        args.settings.max_cluster_size = numberArg(flag, take(), 2, 50, true);
        break;
      case '--language':
        args.settings.language = oneOf(flag, (take() ?? '').toLowerCase(), LANGUAGES);
        break;
      case '--location':
        args.settings.location = oneOf(flag, (take() ?? '').toUpperCase(), LOCATIONS);
        break;
      case '--format': {
        const f = take();
        if (f !== 'json' && f !== 'csv') throw new Error('--format must be json or csv');
        args.format = f;
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
  const min = args.settings.min_cluster_size ?? DEFAULT_SETTINGS.min_cluster_size;
  const max = args.settings.max_cluster_size ?? DEFAULT_SETTINGS.max_cluster_size;
  if (max < min) throw new Error('--max must not be smaller than --min');
  return args;
}
