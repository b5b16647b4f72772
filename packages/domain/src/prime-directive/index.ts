export { checkPrimeDirective } from './check-prime-directive.ts';
