import { messages } from '@receipts/domain';
import { Gauge, Quote, Sparkles } from 'lucide-react';
import { css } from 'styled-system/css';
import { BusyIcon } from '../../components/busy-icon.tsx';
import { Button } from '../../components/ui/index.ts';

export type ChapterActionKind = 'validate' | 'score' | 'format';

const t = messages.chapterEditor;

/** SPEC's three actions; all wait while one runs, and none runs on an empty chapter. */
export function ChapterActions({
  running,
  hasContent,
  score,
  onRun,
}: {
  running: ChapterActionKind | null;
  hasContent: boolean;
  score: number | null;
  onRun: (kind: ChapterActionKind) => void;
}) {
  const disabled = running !== null || !hasContent;
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center' })}>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled}
        aria-busy={running === 'validate'}
        onClick={() => onRun('validate')}
      >
        <BusyIcon busy={running === 'validate'}>
          <Quote />
        </BusyIcon>{' '}
        {t.validateCitations}
      </Button>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled}
        aria-busy={running === 'score'}
        onClick={() => onRun('score')}
      >
        <Gauge /> {score === null ? t.scoreEeat : t.scoreBadge(score)}
      </Button>
      <Button
        variant="accent"
        size="sm"
        disabled={disabled}
        aria-busy={running === 'format'}
        onClick={() => onRun('format')}
      >
        <Sparkles /> {t.formatWithAi}
      </Button>
    </div>
  );
}
