import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { messages, POST_LOGIN_REDIRECT_MS } from '@receipts/domain';
import { useState, type FormEvent } from 'react';
import { css, cx } from 'styled-system/css';
import { card, input, label } from 'styled-system/recipes';
import { Button } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';

/** /Kemet8: one password field and 'Enter' (SPEC §2, Login). */
export function LoginPage() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const notify = useNotify();
  const [password, setPassword] = useState('');

  const login = useMutation(
    trpc.auth.login.mutationOptions({
      onSuccess: async (result) => {
        if (!result.success) {
          notify.error(messages.toasts.error.accessDenied);
          return;
        }
        notify.dismiss(); // an earlier 'Access Denied' no longer applies
        // Re-check the session, then go home after about 100 ms.
        await queryClient.fetchQuery({ ...trpc.auth.status.queryOptions(), staleTime: 0 });
        window.setTimeout(() => void navigate({ to: '/' }), POST_LOGIN_REDIRECT_MS);
      },
      onError: () => notify.error(messages.toasts.error.authenticate),
    }),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (password) login.mutate({ password });
  };

  return (
    <main className={css({ minH: '100dvh', display: 'grid', placeItems: 'center', p: '5' })}>
      <form
        onSubmit={onSubmit}
        className={cx(card({ padding: 'lg' }), css({ w: '100%', maxW: 'sm' }))}
      >
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2.5', mb: '6' })}>
          <img src="/favicon.svg" alt="" width={28} height={28} />
          <h1 className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>Receipts</h1>
        </div>
        <label htmlFor="password" className={label()}>
          Password
        </label>
        <input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          className={input()}
        />
        <Button
          type="submit"
          variant="accent"
          className={css({ w: '100%', mt: '5' })}
          disabled={login.isPending}
        >
          {messages.login.submit}
        </Button>
      </form>
    </main>
  );
}
