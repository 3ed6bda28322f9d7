import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { FacetOption } from './facet-option';

/** The search's side: `checked` changes only when the test says the answer has come. */
function Facet({ onChange }: { onChange: () => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <ul>
        <FacetOption label="House" count={12} checked={checked} onChange={onChange} />
      </ul>
      <button type="button" onClick={() => setChecked(true)}>
        answer: refined
      </button>
      <button type="button" onClick={() => setChecked(false)}>
        answer: cleared
      </button>
    </>
  );
}

describe('FacetOption', () => {
  it('shows a tap at once, before the search answers, then follows the answer', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Facet onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: /House/ });
    expect(box).not.toBeChecked();

    await user.click(box);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(box).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'answer: refined' }));
    expect(box).toBeChecked();
    // A later change from elsewhere (Clear filters) wins over the old tap.
    await user.click(screen.getByRole('button', { name: 'answer: cleared' }));
    expect(box).not.toBeChecked();
  });

  it('a second tap before the answer takes the first back', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(<Facet onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: /House/ });
    await user.click(box);
    await user.click(box);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(box).not.toBeChecked();
  });
});
