import { insertTable, MAX_TABLE_COLUMNS, MAX_TABLE_ROWS } from '@receipts/editor/browser';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { FormDialog } from '../../components/form-dialog.tsx';
import { focusEditorOnClose } from './focus-editor-on-close.ts';
import { Field } from '../../components/ui/index.ts';
import type { ChapterEditorView } from './chapter-editor-view.ts';
import { tableTexts as t } from './table-texts.ts';

const inRange = (value: string, max: number) => {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max;
};

/** The toolbar's insert-table form: rows × columns, then the table goes below the caret's block. */
export function TableDialog({
  editor,
  open,
  onOpenChange,
}: {
  editor: ChapterEditorView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [rows, setRows] = useState('3');
  const [columns, setColumns] = useState('3');
  const valid = inRange(rows, MAX_TABLE_ROWS) && inRange(columns, MAX_TABLE_COLUMNS);
  const number = (
    id: string,
    label: string,
    value: string,
    max: number,
    set: (v: string) => void,
  ) => (
    <Field label={label} htmlFor={id}>
      <input
        id={id}
        type="number"
        min={1}
        max={max}
        className={input()}
        value={value}
        aria-invalid={!inRange(value, max)}
        onChange={(event) => set(event.target.value)}
      />
    </Field>
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={focusEditorOnClose(editor, onOpenChange)}
      title={t.title}
      description={t.description}
      submitLabel={t.apply}
      canSubmit={valid}
      onSubmit={() => {
        editor.run(insertTable(Number(rows), Number(columns)));
        onOpenChange(false);
      }}
    >
      <div className={css({ display: 'flex', gap: '3' })}>
        {number('table-rows', t.rows, rows, MAX_TABLE_ROWS, setRows)}
        {number('table-columns', t.columns, columns, MAX_TABLE_COLUMNS, setColumns)}
      </div>
    </FormDialog>
  );
}
