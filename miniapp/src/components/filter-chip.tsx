import { Chip } from '@telegram-apps/telegram-ui';
import type { ReactNode } from 'react';
import './filter-chip.css';

interface Props {
  selected: boolean;
  onClick: () => void;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A chip of a filter row (the blog's categories, the treasures' kinds): telegram-ui's Chip as a
 * toggle button, outlined on the card and filled with the theme's button colour when chosen, its
 * tap area 44 px high however small it is drawn.
 */
export function FilterChip({ selected, onClick, children, ...rest }: Props) {
  return (
    <Chip
      Component="button"
      type="button"
      mode={selected ? 'elevated' : 'outline'}
      className={selected ? 'filter-chip filter-chip--selected tap-area' : 'filter-chip tap-area'}
      aria-pressed={selected}
      onClick={onClick}
      {...rest}
    >
      {children}
    </Chip>
  );
}
