import { Link } from '@tanstack/react-router';
import { messages } from '@receipts/domain';
import { css } from 'styled-system/css';
import { button } from 'styled-system/recipes';

export function NotFoundPage() {
  return (
    <main
      className={css({
        minH: '100dvh',
        display: 'grid',
        placeItems: 'center',
        p: '6',
        textAlign: 'center',
      })}
    >
      <div>
        <p
          className={css({
            fontFamily: 'heading',
            fontSize: '6xl',
            color: 'accent.text',
            lineHeight: '1',
          })}
        >
          404
        </p>
        <h1 className={css({ fontSize: '2xl', mt: '3' })}>{messages.notFound.page}</h1>
        <p className={css({ color: 'fg.muted', mt: '2', mb: '6' })}>
          There is no page at this address.
        </p>
        <Link to="/" className={button({ variant: 'outline' })}>
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
