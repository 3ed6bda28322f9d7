import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { IosInstallHint, shouldShowIosInstallHint } from './ios-install-hint';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

describe('IosInstallHint', () => {
  it('is for iPhone and iPad browsers that have not installed the app', () => {
    expect(shouldShowIosInstallHint(IPHONE, false)).toBe(true);
    expect(shouldShowIosInstallHint(IPHONE, true)).toBe(false);
    expect(shouldShowIosInstallHint(ANDROID, false)).toBe(false);
  });

  it('explains Add to Home Screen on an iPhone, and shows nothing elsewhere', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const { unmount } = renderWithProviders(<IosInstallHint />);
    expect(screen.getByText(/tap Share, then Add to Home Screen/)).toBeInTheDocument();
    unmount();
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    renderWithProviders(<IosInstallHint />);
    expect(screen.queryByText(/Add to Home Screen/)).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
