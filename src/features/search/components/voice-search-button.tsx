import { ActionIcon, Text } from '@mantine/core';
import { IconMicrophone, IconMicrophoneOff, IconPlayerStopFilled } from '@tabler/icons-react';
import type { NetworkActionProps } from '../../../components/network-required';
import type { VoiceSearchStatus } from '../hooks/use-voice-search';

/** Spec §8: the disabled button's title on a browser without speech recognition, verbatim. */
export const VOICE_TITLES = {
  unsupported: 'Search by voice (not supported on this browser)',
  blocked: 'Search by voice (microphone access is blocked)',
  idle: 'Search by voice',
  error: 'Search by voice',
  listening: 'Stop listening',
} as const satisfies Record<VoiceSearchStatus, string>;

/** The browser's recogniser sends the audio to a speech service, so it cannot work offline (issue 8). */
export const VOICE_OFFLINE_REASON = 'Voice search needs a connection. Type your search instead.';

const ERROR_MESSAGES: Record<string, string> = {
  'no-speech': 'No speech was heard. Try again.',
  'audio-capture': 'No microphone was found.',
  network: VOICE_OFFLINE_REASON,
  'language-not-supported': 'Voice search does not support this language.',
};

export function voiceMessage(status: VoiceSearchStatus, errorCode: string | null): string | null {
  if (status === 'listening') return 'Listening… speak now.';
  // Shown only after an attempt: a permission known to be denied already disables the button and says why.
  if (status === 'blocked' && errorCode)
    return 'Voice search needs the microphone: allow it in your browser’s site settings.';
  if (status === 'error') return ERROR_MESSAGES[errorCode ?? ''] ?? 'Voice search stopped. Try again.';
  return null;
}

export interface VoiceSearchButtonProps {
  status: VoiceSearchStatus;
  onStart: () => void;
  onStop: () => void;
  /** From a NetworkRequired around the search row: off while offline. @default enabled */
  network?: NetworkActionProps;
}

export function VoiceSearchButton({ status, onStart, onStop, network }: VoiceSearchButtonProps) {
  const listening = status === 'listening';
  const unavailable = status === 'unsupported' || status === 'blocked';
  return (
    <ActionIcon
      size={44}
      variant={listening ? 'filled' : 'subtle'}
      color={listening ? 'red' : undefined}
      title={VOICE_TITLES[status]}
      aria-label={VOICE_TITLES[status]}
      aria-pressed={listening}
      disabled={unavailable || network?.disabled}
      aria-describedby={network?.['aria-describedby']}
      onClick={listening ? onStop : onStart}
    >
      {listening ? (
        <IconPlayerStopFilled size={20} aria-hidden />
      ) : unavailable ? (
        <IconMicrophoneOff size={22} aria-hidden />
      ) : (
        <IconMicrophone size={22} aria-hidden />
      )}
    </ActionIcon>
  );
}

export function VoiceSearchMessage({
  status,
  errorCode,
}: {
  status: VoiceSearchStatus;
  errorCode: string | null;
}) {
  const message = voiceMessage(status, errorCode);
  if (!message) return null;
  const isError = status === 'error' || status === 'blocked';
  return (
    <Text
      size="sm"
      role={isError ? 'alert' : 'status'}
      c={isError ? 'var(--mantine-color-error)' : 'dimmed'}
      mt={4}
    >
      {message}
    </Text>
  );
}
