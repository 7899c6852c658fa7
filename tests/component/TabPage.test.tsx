import { Badge, Button } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TabPage } from '@/components/TabPage';
import { renderWithTheme } from './render';

describe('TabPage', () => {
  it('names the tab in an h2 under the shell h1, with its description, badge, actions and sections', () => {
    renderWithTheme(
      <TabPage
        title="Performance Dashboard"
        description="Monitor system performance, cache efficiency, and optimization opportunities"
        badge={<Badge>New</Badge>}
        actions={<Button>Refresh</Button>}
      >
        <section aria-label="Metrics">Response times</section>
      </TabPage>,
    );
    const heading = screen.getByRole('heading', { level: 2 });
    expect(heading.textContent).toBe('Performance Dashboard');
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(
      screen.getByText('Monitor system performance, cache efficiency, and optimization opportunities').tagName,
    ).toBe('P');
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Metrics' }).textContent).toBe('Response times');
  });

  it('renders no actions area when a tab has none', () => {
    const { container } = renderWithTheme(
      <TabPage title="Pricing" description="Every plan starts with a 14-day free trial.">
        <p>Plans</p>
      </TabPage>,
    );
    const header = screen.getByRole('heading', { level: 2 }).closest('div')?.parentElement;
    expect(header?.children).toHaveLength(2);
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });
});
