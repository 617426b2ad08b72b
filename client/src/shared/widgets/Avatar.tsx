import { Box, chakra } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { avatarColors, avatarInitials } from './avatar';

export type AvatarProps = {
  /** The person's name: source of the initials, the colour and the accessible label. */
  name: string;
  /** Picture URL; initials show when absent or when it fails to load. */
  src?: string | null;
  /** Width and height in px (default 50). */
  size?: number;
  /** Circle (default) or rounded square. */
  rounded?: boolean;
};

/** A user's picture, or coloured initials when there is none. */
export function Avatar({ name, src, size = 50, rounded = true }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  // A new source deserves a new attempt.
  useEffect(() => setFailed(false), [src]);

  const radius = rounded ? '50%' : '6px';
  if (src && !failed) {
    return (
      <chakra.img
        src={src}
        alt={name}
        width={`${size}px`}
        height={`${size}px`}
        borderRadius={radius}
        objectFit="cover"
        flexShrink={0}
        onError={() => setFailed(true)}
      />
    );
  }
  const { background, color } = avatarColors(name);
  return (
    <Box
      role="img"
      aria-label={name}
      width={`${size}px`}
      height={`${size}px`}
      borderRadius={radius}
      bg={background}
      color={color}
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontWeight="semibold"
      fontSize={`${Math.round(size / 2.5)}px`}
      lineHeight="1"
      flexShrink={0}
      userSelect="none"
    >
      {avatarInitials(name)}
    </Box>
  );
}
