import { Button, TextInput } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../lib/query-client';
import { setBrowserOnline } from '../testing/fixtures/offline';
import { renderWithProviders } from '../testing/render-with-providers';
import { NetworkRequired, OFFLINE_REASON } from './network-required';

afterEach(() => act(() => setBrowserOnline(true)));

const renderAction = (disabled?: boolean) =>
  renderWithProviders(
    <NetworkRequired disabled={disabled}>{(props) => <Button {...props}>Send</Button>}</NetworkRequired>,
  );

describe('NetworkRequired', () => {
  it('leaves the action alone online', () => {
    renderAction();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.queryByText(OFFLINE_REASON)).not.toBeInTheDocument();
  });

  it('keeps its own disabled state online', () => {
    renderAction(true);
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('disables the action offline and says why, linked to the button', () => {
    renderAction();
    act(() => setBrowserOnline(false));
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(OFFLINE_REASON);
    act(() => setBrowserOnline(true));
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('keeps what it wraps mounted when the connection changes, so a typed field keeps its text', async () => {
    const { user } = renderWithProviders(
      <NetworkRequired block>
        {(props) => (
          <form>
            <TextInput label="Name" />
            <Button {...props}>Send</Button>
          </form>
        )}
      </NetworkRequired>,
    );
    const field = screen.getByRole('textbox', { name: 'Name' });
    await user.type(field, 'Harbors');
    act(() => setBrowserOnline(false));
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    act(() => setBrowserOnline(true));
    expect(field).toBeInTheDocument();
    expect(field).toHaveValue('Harbors');
    expect(field).toHaveFocus();
  });
});
