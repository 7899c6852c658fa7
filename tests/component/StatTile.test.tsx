import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatTile } from '@/components/StatTile';
import { renderWithTheme } from './render';

describe('StatTile', () => {
  it('keeps its description list valid: label in a dt, value and help text in dd elements', () => {
    renderWithTheme(<StatTile label="Total clicks" value="1,234" help="From your Search Console export" />);
    const list = screen.getByText('Total clicks').closest('dl');
    expect(list).not.toBeNull();
    expect([...list!.children].map((child) => child.tagName)).toEqual(['DT', 'DD', 'DD']);
    expect(screen.getByText('From your Search Console export').closest('dd')).not.toBeNull();
  });
});
