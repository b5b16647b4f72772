import { defineRecipe } from '@pandacss/dev';

export const label = defineRecipe({
  className: 'label',
  base: { display: 'block', fontSize: 'sm', fontWeight: 'medium', color: 'fg.default', mb: '1.5' },
});
