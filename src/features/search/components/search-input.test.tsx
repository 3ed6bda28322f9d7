import { MantineProvider } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { billNumberRewrite } from '../utils/rewrite-bill-number';
import { SearchInput } from './search-input';
import { VOICE_OFFLINE_REASON } from './voice-search-button';
import { setBrowserOnline } from '../../../testing/fixtures/offline';

/** A stand-in for the browser's speech recogniser (the Web Speech API), driven by the test. */
class FakeRecognition {
  static last: FakeRecognition | undefined;
  lang = '';
  interimResults = false;
  continuous = true;
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  start = vi.fn();
  stop = vi.fn(() => this.onend?.());
  abort = vi.fn();
  constructor() {
    FakeRecognition.last = this;
  }
  hear(text: string, isFinal: boolean) {
    const result = Object.assign([{ transcript: text }], { isFinal });
    act(() => this.onresult?.({ results: [result] }));
  }
  fail(error: string) {
    act(() => {
      this.onerror?.({ error });
      this.onend?.();
    });
  }
}

function renderInput() {
  const onSearch = vi.fn();
  const view = renderWithProviders(
    <SearchInput
      query=""
      onSearch={onSearch}
      label="Search bills"
      placeholder="Search here…"
      // Missouri's bill types: H12 is searched as HB12 (spec §5).
      rewrite={billNumberRewrite({ house: ['HB'], senate: ['SB'] })}
    />,
  );
  return { ...view, onSearch, voice: () => screen.getByRole('button', { name: /voice|listening/i }) };
}

/** In a browser with speech recognition: the box reads it in a task after the first one mounts. */
async function renderWithVoice() {
  vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
  const view = renderInput();
  await waitFor(() => expect(view.voice()).toHaveAttribute('title', 'Search by voice'));
  return view;
}

afterEach(() => act(() => setBrowserOnline(true)));
describe('SearchInput voice search', () => {
  it('is disabled, with the spec title, where the browser has no speech recognition', () => {
    const { voice } = renderInput();
    expect(voice()).toBeDisabled();
    expect(voice()).toHaveAttribute('title', 'Search by voice (not supported on this browser)');
  });

  it('listens, shows what it hears, and searches the final text (rewritten)', async () => {
    const { user, voice, onSearch } = await renderWithVoice();
    await user.click(voice());
    expect(FakeRecognition.last!.start).toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Listening… speak now.');
    expect(voice()).toHaveAttribute('aria-pressed', 'true');
    expect(voice()).toHaveAttribute('title', 'Stop listening');
    FakeRecognition.last!.hear('h', false);
    expect(screen.getByRole('searchbox')).toHaveValue('h');
    FakeRecognition.last!.hear('h12', true);
    expect(onSearch).toHaveBeenLastCalledWith('HB12');
    expect(screen.getByRole('searchbox')).toHaveValue('HB12');
    await user.click(voice());
    expect(FakeRecognition.last!.stop).toHaveBeenCalled();
    expect(voice()).toHaveAttribute('aria-pressed', 'false');
  });

  it('disables itself and says why when the microphone is not allowed', async () => {
    const { user, voice } = await renderWithVoice();
    await user.click(voice());
    FakeRecognition.last!.fail('not-allowed');
    expect(voice()).toBeDisabled();
    expect(voice()).toHaveAttribute('title', 'Search by voice (microphone access is blocked)');
    expect(screen.getByRole('alert')).toHaveTextContent('Voice search needs the microphone');
  });

  it('reports other errors and lets the user try again', async () => {
    const { user, voice } = await renderWithVoice();
    await user.click(voice());
    FakeRecognition.last!.fail('no-speech');
    expect(screen.getByRole('alert')).toHaveTextContent('No speech was heard. Try again.');
    expect(voice()).toBeEnabled();
    await user.click(voice());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is disabled before any attempt when the microphone permission is denied', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const permission = { state: 'denied', onchange: null };
    vi.stubGlobal('navigator', { ...navigator, permissions: { query: vi.fn(async () => permission) } });
    const { voice } = renderInput();
    await vi.waitFor(() =>
      expect(voice()).toHaveAttribute('title', 'Search by voice (microphone access is blocked)'),
    );
    expect(voice()).toBeDisabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('SearchInput server-rendered', () => {
  it('is hydrated in place, focus kept, when the browser turns out to have voice search', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const ui = (
      <MantineProvider theme={theme} env="test">
        <SearchInput query="" onSearch={() => {}} label="Search bills" placeholder="Search here…" />
      </MantineProvider>
    );
    // The server knows of no speech recognition: its box has no voice search.
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(ui);
    const box = container.querySelector('input[type="search"]') as HTMLInputElement;
    box.focus(); // the reader is already in the box
    render(ui, { container, hydrate: true });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /voice/i })).toHaveAttribute('title', 'Search by voice'),
    );
    expect(screen.getByRole('searchbox')).toBe(box);
    expect(box).toHaveFocus();
  });
});

describe('SearchInput', () => {
  it('searches as the user types and shows the rewritten query on Enter', async () => {
    const { user, onSearch } = renderInput();
    await user.type(screen.getByRole('searchbox', { name: 'Search bills' }), 's45');
    expect(onSearch).toHaveBeenLastCalledWith('SB45');
    expect(screen.getByRole('searchbox')).toHaveValue('s45');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('searchbox')).toHaveValue('SB45');
  });
});

describe('SearchInput voice search offline (issue 8)', () => {
  it('is disabled with its own reason, and enabled again online', async () => {
    const { voice } = await renderWithVoice();
    act(() => setBrowserOnline(false));
    expect(voice()).toBeDisabled();
    expect(voice()).toHaveAccessibleDescription(VOICE_OFFLINE_REASON);
    expect(screen.getByRole('searchbox', { name: 'Search bills' })).toBeEnabled();
    act(() => setBrowserOnline(true));
    expect(voice()).toBeEnabled();
  });

  it('adds no offline reason where the browser has no speech recognition anyway', () => {
    const { voice } = renderInput();
    act(() => setBrowserOnline(false));
    expect(voice()).toBeDisabled();
    expect(screen.queryByText(VOICE_OFFLINE_REASON)).not.toBeInTheDocument();
  });
});
