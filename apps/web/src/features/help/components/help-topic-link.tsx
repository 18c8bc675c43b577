import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { isPlainClick } from '../../../lib/plain-click.ts';
import { helpPageHref } from '../model/help-url.ts';
import { useHelpDialog } from '../model/use-help-dialog.ts';

type Props = { slug: string; children: ReactNode; className?: string };

/**
 * A link to a help topic that opens it in the help modal over the page (spec 1: the terms link
 * "opens the help modal at /help#term"), so a notice or a half-filled form stays where it was.
 * Its address is the help page's, so a new tab or a middle click opens the page itself.
 */
export function HelpTopicLink({ slug, children, className }: Props) {
  const help = useHelpDialog();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    help.show(slug);
  };
  return (
    <Link to={helpPageHref(slug)} onClick={open} className={className}>
      {children}
    </Link>
  );
}
