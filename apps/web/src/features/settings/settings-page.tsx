import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages, type Profile } from '@receipts/domain';
import type { FormEvent } from 'react';
import { css } from 'styled-system/css';
import { card, skeleton } from 'styled-system/recipes';
import { Button, fieldPair, TextAreaField, TextField } from '../../components/ui/index.ts';
import { useFormState } from '../../lib/use-form-state.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { AiEngineCard } from './ai-engine-card.tsx';
import { ApiTokensCard } from './api-tokens-card.tsx';
import { BackupCard } from './backup-card.tsx';
import { profileFormFrom, toProfileSave, type ProfileForm } from './profile-form.ts';

const text = messages.settings;

function ProfileCard({ profile }: { profile: Profile | null }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { form, field } = useFormState<ProfileForm>(() => profileFormFrom(profile));

  const handlers = {
    onSuccess: async () => {
      notify.success(messages.toasts.success.updateProfile);
      // The dashboard greeting reads the same query.
      await queryClient.invalidateQueries(trpc.profile.get.queryFilter());
    },
    onError: () => notify.error(messages.toasts.error.updateProfile),
  };
  const update = useMutation(trpc.profile.update.mutationOptions(handlers));
  const create = useMutation(trpc.profile.create.mutationOptions(handlers));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const save = toProfileSave(profile?.id, form);
    if (save.kind === 'update') update.mutate(save.input);
    else create.mutate(save.input);
  };

  return (
    <form
      onSubmit={onSubmit}
      className={card({ padding: 'lg' })}
      aria-labelledby="profile-card-title"
    >
      <h2 id="profile-card-title" className={css({ fontSize: 'xl', fontWeight: 'semibold' })}>
        {text.profileCard}
      </h2>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '5' })}>
        <div className={fieldPair}>
          <TextField
            label={text.firstName}
            id="profile-first-name"
            {...field('firstName')}
            attributes={{ autoComplete: 'given-name' }}
          />
          <TextField
            label={text.lastName}
            id="profile-last-name"
            {...field('lastName')}
            attributes={{ autoComplete: 'family-name' }}
          />
        </div>
        <TextField
          label={text.email}
          id="profile-email"
          {...field('email')}
          attributes={{ type: 'email', autoComplete: 'email' }}
        />
        <TextAreaField
          label={text.bio}
          id="profile-bio"
          {...field('bio')}
          attributes={{ rows: 4 }}
        />
        <div>
          <Button type="submit" variant="accent" disabled={update.isPending || create.isPending}>
            {text.save}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** /settings: the owner's profile, the AI engine, the library's backups and the API tokens of their scripts. */
export function SettingsPage() {
  const trpc = useTrpc();
  const profile = useQuery(trpc.profile.get.queryOptions());
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', maxW: '2xl' })}>
      <h1 className={css({ fontSize: { base: '3xl', md: '4xl' }, fontWeight: 'semibold' })}>
        {text.title}
      </h1>
      {profile.isPending ? (
        <div className={`${skeleton()} ${css({ h: '96' })}`} aria-busy="true" />
      ) : (
        // Keyed by id so the form starts again from the saved profile once one is created.
        <ProfileCard key={profile.data?.id ?? 'new'} profile={profile.data ?? null} />
      )}
      <AiEngineCard />
      <BackupCard />
      <ApiTokensCard />
    </div>
  );
}
