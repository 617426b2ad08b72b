import { AVATAR_PALETTE, avatarColors, avatarInitials, lightenColor } from './avatar';

describe('avatarInitials', () => {
  it('takes the first letter of each word', () => {
    expect(avatarInitials('John Smith')).toBe('JS');
  });

  it('splits on hyphens as well as spaces', () => {
    expect(avatarInitials('Mary-Jane Watson')).toBe('MJW');
  });

  it('drops lowercase letters when there are more than 3 and an uppercase one exists', () => {
    // J, c, V, d: four letters with uppercase present -> lowercase dropped -> JV
    expect(avatarInitials('Jean claude Van damme')).toBe('JV');
  });

  it('keeps lowercase letters when none is uppercase, then cuts to 3 and uppercases', () => {
    expect(avatarInitials('alpha beta gamma delta')).toBe('ABG');
  });

  it('cuts to 3 letters', () => {
    expect(avatarInitials('Anna Bella Carla Dora')).toBe('ABC');
  });

  it('uppercases a single lowercase name', () => {
    expect(avatarInitials('wang')).toBe('W');
  });

  it('keeps non-Latin first characters', () => {
    expect(avatarInitials('张 敏')).toBe('张敏');
  });

  it('returns an empty string for an empty name', () => {
    expect(avatarInitials('')).toBe('');
  });
});

describe('avatarColors', () => {
  it('has a fixed palette of 18 colours', () => {
    expect(AVATAR_PALETTE).toHaveLength(18);
    expect(new Set(AVATAR_PALETTE).size).toBe(18);
  });

  it('indexes the palette by name length modulo 18', () => {
    for (const name of ['', 'Li', 'John Smith', 'Mary-Jane Watson', 'x'.repeat(18), 'x'.repeat(37)]) {
      expect(avatarColors(name).background).toBe(AVATAR_PALETTE[name.length % 18]);
    }
  });

  it('gives names whose lengths differ by 18 the same colour', () => {
    expect(avatarColors('ab').background).toBe(avatarColors('abcdefghijklmnopqrst').background);
  });

  it('lightens the background by 80 per channel for the text colour', () => {
    const { background, color } = avatarColors('John Smith');
    const channels = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
    channels(color).forEach((value, i) => expect(value).toBe(Math.min(255, channels(background)[i] + 80)));
  });
});

describe('lightenColor', () => {
  it('clamps each channel at 255 and pads to six digits', () => {
    expect(lightenColor('#9C27B0', 80)).toBe('#EC77FF');
    expect(lightenColor('#000000', 10)).toBe('#0A0A0A');
    expect(lightenColor('#FFFFFF', 80)).toBe('#FFFFFF');
  });

  it('darkens with a negative amount, clamped at 0', () => {
    expect(lightenColor('#102030', -32)).toBe('#000010');
  });
});
