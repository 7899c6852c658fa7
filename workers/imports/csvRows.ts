/**
 * The one way an importer reads CSV rows. A row whose quote never closes (or closes lines later)
 * would swallow every row after it; it is reported by its line instead and reading goes on from
 * the next line, so one stray quote costs one row, not the rest of the file.
 */
import Papa from 'papaparse';

export class LineCounter {
  private offset = 0;
  private line: number;

  constructor(
    private readonly text: string,
    firstLine: number,
  ) {
    this.line = firstLine;
  }

  lineAt(offset: number): number {
    for (; this.offset < offset; this.offset += 1) {
      const code = this.text.charCodeAt(this.offset);
      if (code === 10 || (code === 13 && this.text.charCodeAt(this.offset + 1) !== 10)) this.line += 1;
    }
    return this.line;
  }
}

export interface CsvRowVisitor {
  /** A row as cells, with its 1-based line and the offset in the text where the next row starts. */
  row(cells: string[], line: number, nextOffset: number): void;
  /** A row opened by a stray quote, left out. */
  broken(line: number): void;
}

/** A keyword or query never spans lines: a cell that does was opened by a stray quote. */
function spansLines(row: string[]): boolean {
  return row.some((cell) => cell.includes('\n') || cell.includes('\r'));
}

function nextLineStart(text: string, offset: number): number {
  const breaks = /\r\n|\n|\r/g;
  breaks.lastIndex = offset;
  const match = breaks.exec(text);
  return match ? match.index + match[0].length : text.length;
}

/**
 * Reads every row of `text` (whose first line is line `firstLine` of the file); `delimiter`
 * undefined lets Papa guess it. Rows are read with Papa's step mode, so a huge file is not held
 * twice.
 */
export function readCsvRows(
  text: string,
  visitor: CsvRowVisitor,
  options: { delimiter?: string; firstLine?: number } = {},
): void {
  const lines = new LineCounter(text, options.firstLine ?? 1);
  // Papa guesses per parse call; after a broken row the rest must keep the first guess.
  let delimiter = options.delimiter;
  for (let start = 0; start < text.length;) {
    let resumeAt = text.length;
    let rowStart = start;
    Papa.parse<string[]>(start === 0 ? text : text.slice(start), {
      delimiter,
      step: (results, parser) => {
        delimiter ??= results.meta.delimiter;
        const line = lines.lineAt(rowStart);
        if (results.errors.some((error) => error.code === 'MissingQuotes') || spansLines(results.data)) {
          visitor.broken(line);
          resumeAt = nextLineStart(text, rowStart);
          parser.abort();
          return;
        }
        rowStart = start + results.meta.cursor;
        visitor.row(results.data, line, rowStart);
      },
    });
    start = resumeAt;
  }
}
