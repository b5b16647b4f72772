import type { SearchOptions } from '@receipts/domain';
import { css } from 'styled-system/css';
import { findTexts } from './find-texts.ts';

const OPTIONS: { key: keyof SearchOptions; label: string }[] = [
  { key: 'caseSensitive', label: findTexts.caseSensitive },
  { key: 'wholeWord', label: findTexts.wholeWord },
  { key: 'regex', label: findTexts.regex },
];

/** The three search options as checkboxes (the chapter's panel and the book search share them). */
export function SearchOptionsFields({
  value,
  onChange,
  idPrefix,
}: {
  value: SearchOptions;
  onChange: (next: SearchOptions) => void;
  idPrefix: string;
}) {
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', fontSize: 'sm' })}>
      {OPTIONS.map(({ key, label }) => (
        <label
          key={key}
          htmlFor={`${idPrefix}-${key}`}
          className={css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' })}
        >
          <input
            id={`${idPrefix}-${key}`}
            type="checkbox"
            checked={value[key]}
            onChange={(event) => onChange({ ...value, [key]: event.target.checked })}
          />
          {label}
        </label>
      ))}
    </div>
  );
}
