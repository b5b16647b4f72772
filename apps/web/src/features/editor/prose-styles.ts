import { css } from 'styled-system/css';

/**
 * Typography of chapter text, shared by the editor and revision previews: the book serif at a
 * reading size, in a column of about 68 characters (a comfortable measure).
 */
export const proseStyles = css({
  '& .ProseMirror': {
    position: 'relative',
    outline: 'none',
    whiteSpace: 'pre-wrap',
    wordWrap: 'break-word',
    fontFamily: 'heading',
    fontSize: { base: '1.0625rem', md: '1.1875rem' },
    lineHeight: '1.7',
    color: 'fg.default',
    maxW: '68ch',
    mx: 'auto',
    minH: '60vh',
    hyphens: 'auto',
  },
  // The empty chapter's placeholder (ChapterEditorView marks data-empty).
  '& .ProseMirror[data-empty=true]::before': {
    content: 'attr(data-placeholder)',
    position: 'absolute',
    insetInline: '0',
    top: '0',
    color: 'fg.subtle',
    pointerEvents: 'none',
    fontStyle: 'italic',
  },
  // When every block of a long chapter is rendered (select all, find-in-page; otherwise BlockWindow
  // renders only those near the viewport), the browser still skips style, layout and paint of the
  // ones off screen, keeping their last measured size.
  '& .ProseMirror > *': { contentVisibility: 'auto', containIntrinsicSize: 'auto 6lh' },
  '& .ProseMirror > * + *': { mt: '4' },
  // A long chapter's first block in the DOM when blocks before it are out of it (BlockWindow).
  '& .ProseMirror[data-blocks-above] > :first-child:not(h1, h2, h3)': { mt: '4' },
  '& .ProseMirror h1': { fontSize: '2xl', fontWeight: 'bold', mt: '8', lineHeight: '1.25' },
  '& .ProseMirror h2': { fontSize: 'xl', fontWeight: 'semibold', mt: '7', lineHeight: '1.3' },
  '& .ProseMirror h3': { fontSize: 'lg', fontWeight: 'semibold', mt: '6' },
  '& .ProseMirror h4, & .ProseMirror h5, & .ProseMirror h6': {
    fontSize: 'md',
    fontWeight: 'semibold',
  },
  '& .ProseMirror ul': { listStyleType: 'disc', pl: '6' },
  '& .ProseMirror ol': { listStyleType: 'decimal', pl: '6' },
  '& .ProseMirror mark': { bg: 'warning.subtle', color: 'inherit', px: '0.5', borderRadius: 'sm' },
  '& .ProseMirror a': { color: 'accent.text', textDecoration: 'underline' },
  // Find's matches (search-highlight.ts): every match tinted and dotted underneath, the current one
  // boxed, so they read without colour too.
  '& .ProseMirror .pm-search-match': {
    bg: 'info.subtle',
    textDecoration: 'underline dotted',
    borderRadius: 'sm',
  },
  '& .ProseMirror .pm-search-current': { outline: '2px solid', outlineColor: 'accent.default' },
  // APA 7 reference lists: each entry with a hanging indent (see referenceListPlugin).
  '& .ProseMirror p.reference-entry': { pl: '2em', textIndent: '-2em' },
  // In-text citations by status (citationStatusPlugin): the line's pattern tells it without colour.
  '& .ProseMirror .citation-status': {
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
  },
  '& .ProseMirror .citation-status[data-citation-status="verified"]': {
    textDecorationStyle: 'solid',
    textDecorationColor: 'success.text',
  },
  '& .ProseMirror .citation-status[data-citation-status="needs_review"]': {
    textDecorationStyle: 'dashed',
    textDecorationColor: 'warning.text',
  },
  '& .ProseMirror .citation-status[data-citation-status="invalid"]': {
    textDecorationStyle: 'wavy',
    textDecorationColor: 'danger.text',
  },
  '& .ProseMirror .citation-status[data-citation-status="pending"], & .ProseMirror .citation-status[data-citation-status="validating"]':
    { textDecorationStyle: 'dotted', textDecorationColor: 'fg.muted' },
  '& .ProseMirror .citation-status-label': {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  },
  '& .ProseMirror strong': { fontWeight: 'bold' },
  '& .ProseMirror em': { fontStyle: 'italic' },
  '& .ProseMirror u': { textDecoration: 'underline' },
  '& .ProseMirror sup, & .ProseMirror sub': { fontSize: '0.75em', lineHeight: '0' },
  '& .ProseMirror sup': { verticalAlign: 'super' },
  '& .ProseMirror sub': { verticalAlign: 'sub' },
  '& .ProseMirror blockquote': {
    pl: '5',
    borderLeftWidth: '3px',
    borderColor: 'border.default',
    color: 'fg.muted',
    '& > * + *': { mt: '3' },
  },
  // Tables (prosemirror-tables): the caption above with its "Table 2.1" (the book's numbering, set
  // as a decoration by the figures plugin),
  // cells with rules, the column being resized marked, selected cells tinted.
  '& .ProseMirror .table-caption': { fontSize: 'sm', color: 'fg.muted', mb: '1.5' },
  // (attr() reads the caption's own attribute: the figures plugin sets it on the caption too.)
  '& .ProseMirror .table-caption[data-table-label]::before': {
    content: 'attr(data-table-label) ": "',
    fontWeight: 'bold',
    color: 'fg.default',
  },
  '& .ProseMirror .tableWrapper': { overflowX: 'auto' },
  '& .ProseMirror table': {
    borderCollapse: 'collapse',
    tableLayout: 'fixed',
    width: '100%',
    fontSize: '0.9em',
    lineHeight: '1.45',
  },
  '& .ProseMirror td, & .ProseMirror th': {
    position: 'relative',
    borderWidth: '1px',
    borderColor: 'border.default',
    px: '2',
    py: '1',
    verticalAlign: 'top',
    minW: '4',
  },
  '& .ProseMirror th': { fontWeight: 'semibold', bg: 'bg.subtle', textAlign: 'left' },
  '& .ProseMirror .selectedCell': { bg: 'accent.subtle' },
  '& .ProseMirror .column-resize-handle': {
    position: 'absolute',
    right: '-2px',
    top: '0',
    bottom: '0',
    width: '4px',
    bg: 'accent.default',
    pointerEvents: 'none',
  },
  '& .ProseMirror.resize-cursor': { cursor: 'col-resize' },
  // A scene break: a centred ornament, as in print.
  '& .ProseMirror hr': {
    border: 'none',
    // The reset's `height: 0` would hide the ornament (blocks are paint-contained).
    height: 'auto',
    lineHeight: '1',
    textAlign: 'center',
    my: '6',
    overflow: 'visible',
    '&::after': { content: '"* * *"', color: 'fg.muted', letterSpacing: '0.5em' },
  },
  '& .ProseMirror hr.ProseMirror-selectednode': {
    outline: '2px solid',
    outlineColor: 'accent.default',
  },
  // ProseMirror's hack after an atom that ends a line (a note's reference): inline, as in
  // prosemirror-view's own stylesheet (the CSS reset makes every img a block, an empty line).
  '& .ProseMirror img.ProseMirror-separator': {
    display: 'inline !important',
    border: 'none !important',
    m: '0 !important',
  },
  // prosemirror-gapcursor's caret beside a scene break that starts or ends the chapter.
  '& .ProseMirror .ProseMirror-gapcursor': {
    display: 'none',
    pointerEvents: 'none',
    position: 'absolute',
  },
  '& .ProseMirror-focused .ProseMirror-gapcursor': { display: 'block' },
  '& .ProseMirror .ProseMirror-gapcursor::after': {
    content: '""',
    display: 'block',
    position: 'absolute',
    top: '-2px',
    w: '5',
    borderTopWidth: '1px',
    borderColor: 'fg.default',
  },
  // A footnote in the editor: its number (FootnoteView; numbered in document order), and its note
  // in a box below while it is selected.
  '& .ProseMirror .footnote': { position: 'relative', cursor: 'pointer' },
  '& .ProseMirror .footnote::before': {
    content: 'attr(data-footnote-number)',
    verticalAlign: 'super',
    fontSize: '0.75em',
    lineHeight: '0',
    color: 'accent.text',
    fontWeight: 'semibold',
    px: '0.5',
  },
  // In the flow under the reference's line (blocks are paint-contained: a pop-up would be cut off).
  '& .ProseMirror .footnote-editor': {
    display: 'block',
    maxW: '32rem',
    my: '1',
    p: '2',
    bg: 'bg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'md',
    boxShadow: 'raised',
    fontSize: 'sm',
    lineHeight: '1.5',
    whiteSpace: 'pre-wrap',
    cursor: 'text',
  },
  // The note's own editor is a ProseMirror too: none of the chapter's page layout applies.
  '& .ProseMirror .footnote-editor .ProseMirror': {
    minH: '0',
    maxW: 'none',
    mx: '0',
    fontSize: 'inherit',
    lineHeight: 'inherit',
    color: 'fg.default',
  },
  // Stored chapter text outside the editor (revision previews): the note in brackets, small.
  '& span[data-footnote]:not(.footnote)': {
    fontSize: '0.8em',
    color: 'fg.muted',
    '&::before': { content: '" ["' },
    '&::after': { content: '"]"' },
  },
  // A figure (FigureView): image, label, alt text field, then caption and source as text.
  '& figure': { my: '6', mx: '0' },
  '& figure img': { display: 'block', maxW: 'full', h: 'auto', mx: 'auto' },
  '& .figure-chrome': { display: 'flex', flexDirection: 'column', gap: '1.5', fontSize: 'sm' },
  '& .figure-label': { fontWeight: 'semibold', color: 'fg.default' },
  '& .figure-alt': { display: 'flex', alignItems: 'center', gap: '2', color: 'fg.muted' },
  '& .figure-alt input': {
    flex: '1',
    px: '2',
    py: '1',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'sm',
    bg: 'bg.default',
    color: 'fg.default',
  },
  '& figure[data-missing-alt=true] .figure-alt input': { borderColor: 'danger.default' },
  '& figcaption p': { fontSize: 'sm', my: '1' },
  '& figcaption .figure-source': { fontStyle: 'italic', color: 'fg.muted' },
  '& .cross-reference': { color: 'accent.text' },
});
