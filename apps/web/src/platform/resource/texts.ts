import { MSG, type ResourceDef } from '@ipe/domain';

/**
 * Texts of the generic resource screens. Shared ones come from MSG; the ones the spec leaves to us
 * (titles, buttons, success toasts) are written here, gendered by the resource's `feminine` flag.
 */
const o = (def: Pick<ResourceDef, 'feminine'>) => (def.feminine ? 'a' : 'o');

export const T = {
  novoBotao: 'Novo',
  editar: 'Editar',
  visualizar: 'Visualizar',
  remover: MSG.remover,
  gravar: MSG.gravar,
  voltar: MSG.voltar,
  pesquisar: 'Pesquisar',
  /** The list's export buttons (the reports' 'Exportar para XLS', spec 1 §2). */
  exportarPdf: 'Exportar para PDF',
  exportarXls: 'Exportar para XLS',
  sim: 'Sim',
  nao: 'Não',
  selecione: 'Selecione',
  todos: 'Todos',
  buscarCep: 'Buscar CEP',
  dadosGerais: 'Dados Gerais',
  acoes: 'Ações',
  inserir: 'Inserir',
  nenhumRegistro: MSG.nenhumRegistro,
  /** Accessible name of a form's skeleton while its record loads. */
  carregandoRegistro: 'Carregando o registro...',
  /** Accessible name of a cell of an `items` table: 'Valor (linha 2)'. */
  celula: (label: string, index: number) => `${label} (linha ${index + 1})`,
  tituloNovo: (def: ResourceDef) => `${def.feminine ? 'Nova' : 'Novo'} ${def.label}`,
  tituloEditar: (def: ResourceDef) => `Editar ${def.label}`,
  tituloVisualizar: (def: ResourceDef) => `Visualizar ${def.label}`,
  salvo: (def: ResourceDef) => `${def.label} salv${o(def)} com sucesso.`,
  removido: (def: ResourceDef) => `${def.label} removid${o(def)} com sucesso.`,
} as const;
