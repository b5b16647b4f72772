import type { ErrorComponentProps } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Button } from '../../components/ui/index.ts';
import { errorMessage } from '../../lib/trpc/errors.ts';

/**
 * Shown when a screen fails to load or render, e.g. its code changed under an open tab after a
 * new release. A reload fetches the current build.
 */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  return (
    <div
      role="alert"
      className={css({
        minH: '60dvh',
        display: 'grid',
        placeItems: 'center',
        p: '6',
        textAlign: 'center',
      })}
    >
      <div>
        <h1 className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>Something went wrong</h1>
        <p className={css({ color: 'fg.muted', mt: '2', mb: '6', maxW: 'md' })}>
          {errorMessage(error, 'This screen could not be loaded.')}
        </p>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Reload the page
        </Button>
      </div>
    </div>
  );
}
