import { badge } from './badge.recipe.ts';
import { button } from './button.recipe.ts';
import { card } from './card.recipe.ts';
import { input } from './input.recipe.ts';
import { label } from './label.recipe.ts';
import { listRow } from './list-row.recipe.ts';
import { skeleton } from './skeleton.recipe.ts';

export const recipes = { badge, button, card, input, label, listRow, skeleton };
