import panda from '@pandacss/dev/postcss';

export default { plugins: [panda()] };
