export { en as de } from './en';
