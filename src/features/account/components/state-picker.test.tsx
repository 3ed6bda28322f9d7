import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoSeriousAxeViolations } from '../../../testing/axe';
import { contrastRatio, themeVariable } from '../../../testing/contrast';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { demoState, massachusetts, missouri } from '../../../testing/state-fixtures';
import { StatePicker } from './state-picker';

describe('StatePicker', () => {
  it('is one full-screen landmark with a heading and a labelled list of states, axe-clean', async () => {
    const { container } = renderWithProviders(
      <StatePicker states={[demoState, missouri, massachusetts]} onPicked={vi.fn()} />,
    );
    expect(
      screen.getByRole('main', { name: 'Which legislature do you want to follow?' }),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'States' });
    expect(list.querySelectorAll('button')).toHaveLength(3);
    // The demo state is last and says it is sample data, in words a screen reader reads with its name.
    expect(screen.getByRole('button', { name: /^Demo State .*Sample data$/ })).toBeInTheDocument();
    await expectNoSeriousAxeViolations(container);
  });

  it("prints the legislature in the theme's muted colour, which keeps AA contrast in both schemes", () => {
    for (const scheme of ['light', 'dark'] as const) {
      const background = scheme === 'light' ? '#fff' : 'var(--mantine-color-dark-7)';
      expect(
        contrastRatio(themeVariable(scheme, '--mantine-color-dimmed'), background),
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});
