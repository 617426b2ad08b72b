import { Box, HStack } from '@chakra-ui/react';
import { type KeyboardEvent, memo, useState } from 'react';
import { useIntl } from 'react-intl';
import { DEFAULT_STARS, ratingForKey, ratingFromHalf, roundRating, type StarFill, starFill } from './rating';

const STAR = 'M12 17.27L18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const ON = '#facc15';
const OFF = 'rgba(148,163,184,0.45)';

function Star({ fill, size }: { fill: StarFill; size: number }) {
  return (
    <Box position="relative" w={`${size}px`} h={`${size}px`} data-fill={fill} data-testid="star" aria-hidden="true">
      <svg viewBox="0 0 24 24" width={size} height={size} style={{ position: 'absolute', inset: 0 }}>
        <path d={STAR} fill={fill === 'full' ? ON : OFF} />
      </svg>
      {fill === 'half' && (
        <Box position="absolute" insetY="0" insetStart="0" w="50%" overflow="hidden">
          <svg viewBox="0 0 24 24" width={size} height={size}>
            <path d={STAR} fill={ON} />
          </svg>
        </Box>
      )}
    </Box>
  );
}

export type StarRatingProps = {
  /** The rating, 0 to `max`, shown rounded to half stars. */
  value: number;
  /** Accessible name, e.g. what is rated. */
  label: string;
  max?: number;
  /** Without it (or with readOnly) the rating is only shown. */
  onChange?: (value: number) => void;
  readOnly?: boolean;
  size?: number;
};

/**
 * Stars in half steps. Read-only it is an image named by its value; editable it is a slider:
 * arrow keys change it by half a star, Home and End go to 0 and the maximum, a click on the
 * left half of a star gives x.5 and on its right half the whole star.
 */
export const StarRating = memo(function StarRating({ value, label, max = DEFAULT_STARS, onChange, readOnly = false, size = 24 }: StarRatingProps) {
  const intl = useIntl();
  const [hover, setHover] = useState<number | null>(null);
  const rating = roundRating(value, max);
  const text = intl.formatMessage({ id: 'rating_value' }, { value: intl.formatNumber(rating), max });
  const editable = !readOnly && !!onChange;
  const shown = editable && hover !== null ? hover : rating;
  const stars = Array.from({ length: max }, (_, i) => i);

  if (!editable) {
    return (
      <HStack gap="0.5" role="img" aria-label={`${label}: ${text}`} data-value={rating} display="inline-flex">
        {stars.map((i) => (
          <Star key={i} fill={starFill(rating, i)} size={size} />
        ))}
      </HStack>
    );
  }

  const onKeyDown = (event: KeyboardEvent) => {
    const next = ratingForKey(event.key, rating, max);
    if (next === null) return;
    event.preventDefault();
    if (next !== rating) onChange(next);
  };

  return (
    <HStack
      gap="0.5"
      role="slider"
      tabIndex={0}
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={rating}
      aria-valuetext={text}
      data-value={rating}
      display="inline-flex"
      cursor="pointer"
      borderRadius="sm"
      outline="none"
      _focusVisible={{ boxShadow: '0 0 0 2px var(--chakra-colors-cyan-400)' }}
      onKeyDown={onKeyDown}
      onPointerLeave={() => setHover(null)}
    >
      {stars.map((i) => (
        <Box key={i} position="relative">
          <Star fill={starFill(shown, i)} size={size} />
          {(['left', 'right'] as const).map((half) => (
            <Box
              key={half}
              position="absolute"
              insetY="0"
              w="50%"
              {...(half === 'left' ? { insetStart: '0' } : { insetEnd: '0' })}
              data-testid={`star-${i + 1}-${half}`}
              onPointerEnter={() => setHover(ratingFromHalf(i, half))}
              onClick={() => onChange(ratingFromHalf(i, half))}
            />
          ))}
        </Box>
      ))}
    </HStack>
  );
});
