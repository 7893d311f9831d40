import primelocale from 'primelocale/pt-BR.json';

const base = primelocale['pt-BR'];

/**
 * PrimeReact texts in pt-BR (calendar, paginator, filters, aria labels): the primelocale translation with
 * the product's own wording on top (empty table text of spec 1 §2, lower-case day and month names).
 */
export const ptBR = {
  ...base,
  firstDayOfWeek: 0,
  dayNames: [
    'domingo',
    'segunda-feira',
    'terça-feira',
    'quarta-feira',
    'quinta-feira',
    'sexta-feira',
    'sábado',
  ],
  dayNamesShort: ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'],
  dayNamesMin: ['D', 'S', 'T', 'Q', 'Q', 'S', 'S'],
  monthNames: [
    'janeiro',
    'fevereiro',
    'março',
    'abril',
    'maio',
    'junho',
    'julho',
    'agosto',
    'setembro',
    'outubro',
    'novembro',
    'dezembro',
  ],
  monthNamesShort: ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'],
  weekHeader: 'Sm',
  dateFormat: 'dd/mm/yy',
  emptyMessage: 'Nenhum registro encontrado.',
  emptyFilterMessage: 'Nenhum registro encontrado.',
  searchMessage: '{0} resultados disponíveis',
  aria: {
    ...base.aria,
    close: 'Fechar',
    navigation: 'Abrir menu de navegação',
    previousPageLabel: 'Página anterior',
    nextPageLabel: 'Próxima página',
    firstPageLabel: 'Primeira página',
    lastPageLabel: 'Última página',
    rowsPerPageLabel: 'Registros por página',
    selectAll: 'Selecionar todos',
    unselectAll: 'Desmarcar todos',
  },
};
