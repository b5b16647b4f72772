import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatIsoDate, type ApiTokenInfo, type ApiTokenScope } from '@receipts/domain';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { card, input, listRow } from 'styled-system/recipes';
import { Button, fieldPair, SimpleSelect, TextField } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { apiTokenTexts } from './api-token-texts.ts';

const ConfirmDeleteDialog = lazy(() => import('../../components/confirm-delete-dialog.tsx'));

const text = apiTokenTexts;
const SCOPES = [
  { value: 'read', label: text.scopeRead },
  { value: 'write', label: text.scopeWrite },
] as const;

function useTokenInvalidation() {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(trpc.tokens.list.queryFilter());
}

/** The secret of a token just made: shown once, with a copy button. */
function NewTokenSecret({ token }: { token: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div
      role="status"
      className={css({ bg: 'bg.muted', borderRadius: 'l2', p: '4', display: 'grid', gap: '2' })}
    >
      <p className={css({ fontWeight: 'semibold' })}>{text.copyNow}</p>
      <div className={css({ display: 'flex', gap: '2' })}>
        <input
          readOnly
          aria-label="New API token"
          value={token}
          className={`${input()} ${css({ fontFamily: 'mono', flex: '1' })}`}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            void navigator.clipboard?.writeText(token).then(() => setCopied(true));
          }}
        >
          {copied ? text.copied : text.copy}
        </Button>
      </div>
    </div>
  );
}

function TokenRow({ token }: { token: ApiTokenInfo }) {
  const trpc = useTrpc();
  const notify = useNotify();
  const invalidate = useTokenInvalidation();
  const [confirming, setConfirming] = useState(false);
  const revoke = useMutation(
    trpc.tokens.remove.mutationOptions({
      onSuccess: async () => {
        notify.success(text.revokedToast);
        setConfirming(false);
        await invalidate();
      },
      onError: (error) => notify.error(text.revokeFailed(error.message)),
    }),
  );
  const scope = SCOPES.find((s) => s.value === token.scope)?.label ?? token.scope;
  return (
    <li className={listRow()}>
      <div className={css({ flex: '1', minW: '0' })}>
        <p className={css({ fontWeight: 'semibold' })}>{token.name}</p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <code>{token.prefix}…</code> · {scope} · {text.created(formatIsoDate(token.createdAt)!)} ·{' '}
          {text.lastUsed(formatIsoDate(token.lastUsedAt))} ·{' '}
          {text.expiresOn(formatIsoDate(token.expiresAt))}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        aria-label={`${text.revoke} ${token.name}`}
        onClick={() => setConfirming(true)}
      >
        {text.revoke}
      </Button>
      {confirming ? (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog
            open
            onOpenChange={(open) => !open && setConfirming(false)}
            title={text.revokeTitle}
            item={text.revokeItem(token.name)}
            pending={revoke.isPending}
            onConfirm={() => revoke.mutate({ id: token.id })}
          />
        </Suspense>
      ) : null}
    </li>
  );
}

/** Settings → API Tokens: create (shown once), list with last use, revoke. */
export function ApiTokensCard() {
  const trpc = useTrpc();
  const notify = useNotify();
  const invalidate = useTokenInvalidation();
  const tokens = useQuery(trpc.tokens.list.queryOptions());
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [expiresAt, setExpiresAt] = useState('');
  const [secret, setSecret] = useState<string | null>(null);

  const create = useMutation(
    trpc.tokens.create.mutationOptions({
      onSuccess: async (created) => {
        notify.success(text.createdToast);
        setSecret(created.token);
        setName('');
        setExpiresAt('');
        await invalidate();
      },
      onError: (error) => notify.error(text.createFailed(error.message)),
    }),
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ name, scope, expiresAt: expiresAt || null });
  };

  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="api-tokens-title">
      <h2 id="api-tokens-title" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
        {text.title}
      </h2>
      <p className={css({ color: 'fg.muted', mt: '2' })}>{text.intro}</p>
      <form
        onSubmit={onSubmit}
        className={css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '5' })}
      >
        <TextField
          label={text.name}
          id="api-token-name"
          value={name}
          onValueChange={setName}
          attributes={{ required: true, maxLength: 100, autoComplete: 'off' }}
        />
        <div className={fieldPair}>
          <SimpleSelect
            label={text.scope}
            items={SCOPES}
            value={scope}
            onValueChange={(value) => setScope(value as ApiTokenScope)}
          />
          <TextField
            label={text.expires}
            id="api-token-expires"
            value={expiresAt}
            onValueChange={setExpiresAt}
            attributes={{ type: 'date' }}
          />
        </div>
        <div>
          <Button type="submit" variant="accent" disabled={create.isPending}>
            {text.create}
          </Button>
        </div>
      </form>
      {secret ? (
        <div className={css({ mt: '5' })}>
          <NewTokenSecret token={secret} />
        </div>
      ) : null}
      <ul className={css({ mt: '5' })} aria-label={text.title}>
        {tokens.data?.length === 0 ? (
          <li className={css({ color: 'fg.muted' })}>{text.none}</li>
        ) : (
          tokens.data?.map((token) => <TokenRow key={token.id} token={token} />)
        )}
      </ul>
    </section>
  );
}
