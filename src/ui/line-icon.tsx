interface LineIconProps {
  /** The glyph: a path on a 24-unit grid. */
  d: string;
  size: number;
  strokeWidth: number;
  /** Which ends and corners are rounded: soft glyphs round their line ends, or their corners too. */
  round?: 'caps' | 'caps-and-joins';
}

/**
 * The site's outline icons, drawn inline so a page loads no icon font or image: the path stroked in the text's
 * colour, hidden from screen readers (the button or link around it carries the name).
 */
export function LineIcon({ d, size, strokeWidth, round }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={round ? 'round' : undefined}
      strokeLinejoin={round === 'caps-and-joins' ? 'round' : undefined}
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
