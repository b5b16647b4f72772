export {
  emptyTrashResultSchema,
  TRASH_KINDS,
  trashItemInput,
  trashItemSchema,
  trashKindSchema,
  type TrashItem,
  type TrashKind,
} from './trash-schemas.ts';
