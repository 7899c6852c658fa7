import { VisuallyHidden } from '@chakra-ui/react';
import type { ChartSummary } from './types';

// Callers format their own strings (percentages, currency); bare numbers get thousands separators.
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

function formatCell(cell: string | number): string {
  return typeof cell === 'number' ? numberFormat.format(cell) : cell;
}

interface ChartSummaryTableProps {
  caption: string;
  summary: ChartSummary;
}

/** The chart's figures as a table that only screen readers meet; the first cell of a row names it. */
export function ChartSummaryTable({ caption, summary }: ChartSummaryTableProps) {
  return (
    <VisuallyHidden>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {summary.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {summary.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) =>
                cellIndex === 0 ? (
                  <th key={cellIndex} scope="row">
                    {formatCell(cell)}
                  </th>
                ) : (
                  <td key={cellIndex}>{formatCell(cell)}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}
