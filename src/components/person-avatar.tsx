import { Avatar, type MantineSize } from '@mantine/core';
import { initials } from '../utils/initials';

export interface PersonAvatarProps {
  /** Used for the initials of the placeholder. */
  name: string;
  /** Photo URL, or null to show the initials placeholder. */
  src: string | null;
  /** @default 'md' (38 px) */
  size?: MantineSize | number;
}

/**
 * A person's photo, decorative because the name is always printed beside it (alt '').
 * Falls back to initials when there is no photo or it fails to load.
 */
export function PersonAvatar({ name, src, size = 'md' }: PersonAvatarProps) {
  return (
    <Avatar src={src} alt="" size={size} radius="xl" color="indigo" variant="filled" aria-hidden>
      {initials(name)}
    </Avatar>
  );
}
