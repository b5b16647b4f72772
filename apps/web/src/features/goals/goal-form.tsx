import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { Button, TextField } from '../../components/ui/index.ts';
import { useTrpc } from '../../lib/trpc/trpc-context.tsx';
import { useNotify } from '../notify/use-notify.ts';
import { goalTexts } from './goal-texts.ts';

/** The browser's time zone: the writer's days are counted in it (docs/decisions/writing-goals.md). */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Sets or clears the daily word goal; saving also tells the server this browser's time zone. */
export function GoalForm({ current, onDone }: { current: number | null; onDone: () => void }) {
  const trpc = useTrpc();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [value, setValue] = useState(current ? String(current) : '');
  const save = useMutation(
    trpc.goals.update.mutationOptions({
      onSuccess: (next) => {
        queryClient.setQueryData(trpc.goals.get.queryKey(), next);
        void queryClient.invalidateQueries(trpc.goals.pathFilter());
        notify.success(goalTexts.saved);
        onDone();
      },
      onError: (error) => notify.error(goalTexts.saveFailed(error.message)),
    }),
  );
  const submit = (dailyWordGoal: number | null) =>
    save.mutate({ dailyWordGoal, timeZone: browserTimeZone() });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(value.trim() === '' ? null : Number(value));
  };
  return (
    <form
      onSubmit={onSubmit}
      data-testid="goal-form"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <TextField
        id="daily-word-goal"
        label={goalTexts.goalInput}
        value={value}
        onValueChange={setValue}
        hint={goalTexts.goalHint}
        attributes={{ type: 'number', min: 1, step: 1, inputMode: 'numeric' }}
      />
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
        <Button type="submit" variant="accent" size="sm" disabled={save.isPending}>
          {goalTexts.save}
        </Button>
        {current !== null ? (
          <Button
            variant="outline"
            size="sm"
            disabled={save.isPending}
            onClick={() => submit(null)}
          >
            {goalTexts.clear}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={onDone}>
          {goalTexts.cancel}
        </Button>
      </div>
    </form>
  );
}
