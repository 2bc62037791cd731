import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import './text-link.css';

/**
 * A link drawn as text in the theme's link colour ('Все цели', 'Все записи', 'Перейти к
 * сокровищам'), its tap area 44 px high however small the text: the app's one text link, as Button
 * is its one button. `className` places it (a block, a gap) and never restyles it.
 */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link {...props} className={textLinkClass(typeof className === 'string' ? className : undefined)} />;
}

/** The same text link to an address outside the app (a bot's chat), opened in a new tab unless `onClick` opens it. */
export function ExternalTextLink({ className, ...props }: ComponentProps<'a'>) {
  return <a target="_blank" rel="noreferrer" {...props} className={textLinkClass(className)} />;
}

function textLinkClass(className: string | undefined): string {
  return className ? `text-link tap-area ${className}` : 'text-link tap-area';
}
