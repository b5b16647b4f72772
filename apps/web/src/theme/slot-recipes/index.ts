import { dialog } from './dialog.recipe.ts';
import { select } from './select.recipe.ts';
import { tabs } from './tabs.recipe.ts';
import { toast } from './toast.recipe.ts';
import { tooltip } from './tooltip.recipe.ts';

export const slotRecipes = { dialog, select, tabs, toast, tooltip };
