import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AI_PROVIDERS,
  type AiConnectionTest,
  type AiProvider,
  type AiSettings,
  type AiSettingsInput,
} from '@receipts/domain';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { card } from 'styled-system/recipes';
import { Button, SimpleSelect, TextField } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { aiEngineTexts as text } from './ai-engine-texts.ts';

const PROVIDER_ITEMS = AI_PROVIDERS.map((value) => ({ value, label: text.providers[value] }));

interface EngineForm {
  provider: AiProvider;
  baseUrl: string;
  model: string;
  /** A new key; empty keeps the kept one. */
  apiKey: string;
  removeKey: boolean;
}

const formFrom = (settings: AiSettings): EngineForm => ({
  provider: settings.provider,
  baseUrl: settings.baseUrl ?? '',
  model: settings.model ?? '',
  apiKey: '',
  removeKey: false,
});

/** The form as the server's input: blank fields left out, a key only when typed or removed. */
function toInput(form: EngineForm): AiSettingsInput {
  if (form.provider === 'offline') return { provider: 'offline' };
  return {
    provider: form.provider,
    ...(form.baseUrl.trim() ? { baseUrl: form.baseUrl.trim() } : {}),
    ...(form.model.trim() ? { model: form.model.trim() } : {}),
    ...(form.apiKey.trim()
      ? { apiKey: form.apiKey.trim() }
      : form.removeKey
        ? { apiKey: null }
        : {}),
  };
}

function EngineFields({
  form,
  set,
  keyKept,
}: {
  form: EngineForm;
  set: (change: Partial<EngineForm>) => void;
  keyKept: boolean;
}) {
  if (form.provider === 'offline') return null;
  const openai = form.provider === 'openai';
  return (
    <>
      <TextField
        label={openai ? text.baseUrl : text.geminiBaseUrl}
        id="ai-base-url"
        value={form.baseUrl}
        onValueChange={(baseUrl) => set({ baseUrl })}
        hint={openai ? text.baseUrlHint : undefined}
        attributes={{ type: 'url', required: openai, autoComplete: 'off' }}
      />
      <TextField
        label={text.model}
        id="ai-model"
        value={form.model}
        onValueChange={(model) => set({ model })}
        attributes={{ required: openai, autoComplete: 'off' }}
      />
      <TextField
        label={openai ? text.apiKeyOptional : text.apiKey}
        id="ai-api-key"
        value={form.apiKey}
        onValueChange={(apiKey) => set({ apiKey })}
        hint={keyKept ? text.keyKept : undefined}
        attributes={{ type: 'password', autoComplete: 'off' }}
      />
      {keyKept ? (
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
          <input
            type="checkbox"
            checked={form.removeKey}
            onChange={(e) => set({ removeKey: e.currentTarget.checked })}
          />
          {text.removeKey}
        </label>
      ) : null}
    </>
  );
}

function TestResult({ result }: { result: AiConnectionTest }) {
  return (
    <p
      role="status"
      className={css({
        fontSize: 'sm',
        color: 'fg.default',
        fontWeight: result.ok ? 'normal' : 'semibold',
      })}
    >
      {result.ok
        ? text.testPassed(result.message, result.milliseconds)
        : text.testFailed(result.message)}
    </p>
  );
}

function EngineForm({ settings }: { settings: AiSettings }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [form, setForm] = useState(() => formFrom(settings));
  const [tested, setTested] = useState<AiConnectionTest | null>(null);
  const set = (change: Partial<EngineForm>) => {
    setForm((current) => ({ ...current, ...change }));
    setTested(null);
  };
  const saved = async (next: AiSettings) => {
    queryClient.setQueryData(trpc.settings.ai.get.queryKey(), next);
    setForm(formFrom(next));
  };
  const save = useMutation(
    trpc.settings.ai.update.mutationOptions({
      onSuccess: async (next) => {
        notify.success(text.savedToast);
        await saved(next);
      },
      onError: (error) => notify.error(text.saveFailed(error.message)),
    }),
  );
  const reset = useMutation(
    trpc.settings.ai.reset.mutationOptions({
      onSuccess: async (next) => {
        notify.success(text.resetToast);
        await saved(next);
      },
      onError: (error) => notify.error(text.saveFailed(error.message)),
    }),
  );
  const test = useMutation(
    trpc.settings.ai.test.mutationOptions({
      onSuccess: setTested,
      onError: (error) =>
        setTested({
          ok: false,
          provider: form.provider,
          model: null,
          message: error.message,
          milliseconds: 0,
        }),
    }),
  );
  const keyKept = settings.hasKey && settings.provider === form.provider;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(toInput(form));
  };

  return (
    <form
      onSubmit={onSubmit}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '5' })}
    >
      <p className={css({ fontSize: 'sm' })}>
        {settings.source === 'settings' ? text.fromSettings : text.fromEnvironment}
      </p>
      <SimpleSelect
        label={text.provider}
        items={PROVIDER_ITEMS}
        value={form.provider}
        onValueChange={(provider) => set({ provider: provider as AiProvider })}
      />
      <EngineFields form={form} set={set} keyKept={keyKept} />
      {tested ? <TestResult result={tested} /> : null}
      <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
        <Button type="submit" variant="accent" disabled={save.isPending}>
          {text.save}
        </Button>
        <Button
          type="button"
          variant="outline"
          disabled={test.isPending}
          onClick={() => test.mutate(toInput(form))}
        >
          {test.isPending ? text.testing : text.test}
        </Button>
        {settings.source === 'settings' ? (
          <Button
            type="button"
            variant="outline"
            disabled={reset.isPending}
            onClick={() => reset.mutate()}
          >
            {text.useEnvironment}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** Settings → AI Engine: offline, Gemini or an OpenAI-compatible server, with a connection test. */
export function AiEngineCard() {
  const trpc = useTrpc();
  const settings = useQuery(trpc.settings.ai.get.queryOptions());
  return (
    <section className={card({ padding: 'lg' })} aria-labelledby="ai-engine-title">
      <h2 id="ai-engine-title" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
        {text.title}
      </h2>
      <p className={css({ color: 'fg.muted', mt: '2' })}>{text.intro}</p>
      {settings.data ? (
        // Keyed by what is saved, so the form starts again from it after a save or a reset.
        <EngineForm key={JSON.stringify(settings.data)} settings={settings.data} />
      ) : null}
    </section>
  );
}
