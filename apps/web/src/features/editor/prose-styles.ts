import { css } from 'styled-system/css';

/** Typography of chapter text, shared by the editor and revision previews. */
export const proseStyles = css({
  '& .ProseMirror': {
    outline: 'none',
    whiteSpace: 'pre-wrap',
    wordWrap: 'break-word',
    fontSize: 'md',
    lineHeight: '1.75',
    color: 'fg.default',
    minH: '60vh',
  },
  '& .ProseMirror > * + *': { mt: '3' },
  // When every block of a long chapter is rendered (select all, find-in-page; otherwise BlockWindow
  // renders only those near the viewport), the browser still skips style, layout and paint of the
  // ones off screen, keeping their last measured size.
  '& .ProseMirror > *': { contentVisibility: 'auto', containIntrinsicSize: 'auto 6lh' },
  '& .ProseMirror h1': { fontSize: '2xl', fontWeight: 'bold', mt: '6' },
  '& .ProseMirror h2': { fontSize: 'xl', fontWeight: 'semibold', mt: '5' },
  '& .ProseMirror h3': { fontSize: 'lg', fontWeight: 'semibold', mt: '4' },
  '& .ProseMirror h4, & .ProseMirror h5, & .ProseMirror h6': {
    fontSize: 'md',
    fontWeight: 'semibold',
  },
  '& .ProseMirror ul': { listStyleType: 'disc', pl: '6' },
  '& .ProseMirror ol': { listStyleType: 'decimal', pl: '6' },
  '& .ProseMirror mark': { bg: 'warning.subtle', color: 'inherit', px: '0.5', borderRadius: 'sm' },
  '& .ProseMirror a': { color: 'accent.text', textDecoration: 'underline' },
  // APA 7 reference lists: each entry with a hanging indent (see referenceListPlugin).
  '& .ProseMirror p.reference-entry': { pl: '2em', textIndent: '-2em' },
  '& .ProseMirror strong': { fontWeight: 'bold' },
  '& .ProseMirror em': { fontStyle: 'italic' },
  '& .ProseMirror u': { textDecoration: 'underline' },
});
