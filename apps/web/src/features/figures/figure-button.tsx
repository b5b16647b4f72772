import { FIGURE_UPLOAD } from '@receipts/domain';
import { ImagePlus } from 'lucide-react';
import { useRef, type MouseEvent } from 'react';
import { css } from 'styled-system/css';
import { Button } from '../../components/ui/index.ts';
import { figureTexts } from './figure-texts.ts';

/** The toolbar's Insert figure button: picks image files, which `onFiles` uploads and inserts. */
export function FigureButton({
  disabled,
  onFiles,
}: {
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="ghost"
        size="iconSm"
        className={css({ flexShrink: 0 })}
        aria-label={figureTexts.insert}
        title={figureTexts.insert}
        disabled={disabled}
        onMouseDown={(event: MouseEvent) => event.preventDefault()}
        onClick={() => input.current?.click()}
      >
        <ImagePlus />
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        accept={[...FIGURE_UPLOAD.extensions, ...FIGURE_UPLOAD.mediaTypes].join(',')}
        data-testid="figure-input"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </>
  );
}
