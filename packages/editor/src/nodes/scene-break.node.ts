import type { NodeSpec } from 'prosemirror-model';

/** The class a scene break is written with; any <hr> is read as one. */
export const SCENE_BREAK_CLASS = 'scene-break';

/**
 * A scene break: the pause between two scenes of a chapter, set as a centred ornament in print.
 * A block atom with no text (so no words); written `<hr class="scene-break">`.
 */
export const sceneBreak: NodeSpec = {
  group: 'block',
  atom: true,
  selectable: true,
  parseDOM: [{ tag: 'hr' }],
  toDOM: () => ['hr', { class: SCENE_BREAK_CLASS }],
};
