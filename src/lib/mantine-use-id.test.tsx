import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useId } from './mantine-use-id';

let renders = 0;

function Labelled({ id }: { id?: string }) {
  renders++;
  const inputId = useId(id);
  return (
    <>
      <label htmlFor={inputId}>Name</label>
      <input id={inputId} />
    </>
  );
}

describe("the app's useId for Mantine", () => {
  it('renders a component once, with an id that ties its label to its input', () => {
    renders = 0;
    render(<Labelled />);
    // Mantine's own sets a random id after mount: a second render of every component that has one.
    expect(renders).toBe(1);
    const input = screen.getByLabelText('Name');
    expect(input.id).toMatch(/^mantine-[\w-]+$/);
  });

  it('keeps the id across renders, and gives each component its own', () => {
    const { rerender } = render(
      <>
        <Labelled />
        <Labelled />
      </>,
    );
    const [first, second] = screen.getAllByRole('textbox').map((input) => input.id);
    expect(first).not.toBe(second);
    rerender(
      <>
        <Labelled />
        <Labelled />
      </>,
    );
    expect(screen.getAllByRole('textbox').map((input) => input.id)).toEqual([first, second]);
  });

  it('uses the id it is given', () => {
    render(<Labelled id="bill-search" />);
    expect(screen.getByLabelText('Name')).toHaveAttribute('id', 'bill-search');
  });
});
