// What other screens use from the talent part: the talent picker.
export {
  AUTOCOMPLETE_DELAY_MS,
  AUTOCOMPLETE_SIZE,
  buscarColaboradores,
  ColaboradorAutocomplete,
  type ColaboradorAutocompleteProps,
  type ColaboradorOpcao,
} from './ColaboradorAutocomplete.tsx';
export { fotoUrl } from './texts.ts';
