/**
 * The fields of the candidate form (spec 1 §3 'Candidate') a company may require, and (issue 24 §4) show
 * to external candidates. The candidate issues read the company's choice (GET
 * /utilitario/empresas/campos-candidato-obrigatorios, GET /captacao/candidatos/formulario and the candidate
 * area's GET /externo/formulario: `obrigatorios` and `visiveis`) and mark those fields required; nome is
 * always required.
 *
 * Visibility, for whoever builds a candidate-area form from it (the phone registration steps too):
 * - `visiveis` (FormularioCandidato) lists the catalogue fields the candidate sees; a field not in it is
 *   neither drawn nor accepted from the candidate area (the server keeps the stored value);
 * - `camposOcultosAoCandidato(visiveis)` gives the declared field names to leave out of a form;
 * - a field without the company's choice takes its catalogue default: visible, unless `ocultoPadrao`
 *   (set it on a field the company must turn on, e.g. LGPD-sensitive data); `sempreVisivel` fields
 *   (nome, CPF, senha: the candidate's login) are always shown;
 * - a required field is always visible (the server refuses a required hidden field).
 */
export interface CampoCandidatoDef {
  campo: string;
  label: string;
  grupo: string;
  /** Always required, cannot be switched off (nome). */
  fixo?: boolean;
  /** Always shown to external candidates: their name and their login (CPF and password). */
  sempreVisivel?: boolean;
  /** Hidden from external candidates until the company shows it (default: shown). */
  ocultoPadrao?: boolean;
  /**
   * The declared fields (resource `candidatos`) behind the entry, hidden with it; default: [campo].
   * Non-field entries ('foto', 'senha') have their own widgets.
   */
  declarados?: readonly string[];
}

const G = {
  identificacao: 'Identificação',
  pessoais: 'Dados Pessoais',
  familia: 'Família',
  documentos: 'Documentos',
  endereco: 'Endereço',
  contato: 'Contato',
  habilitacao: 'Habilitação',
  profissional: 'Perfil Profissional',
  outros: 'Outros',
} as const;

/**
 * LGPD-sensitive fields (issue 24 §1: marital status with its property regime, ethnicity, spouse, parents)
 * are `ocultoPadrao`: the candidate area asks them only once the company turns them on, each with why it
 * is asked (captacao/candidatos/camposSensiveis.ts).
 */
export const CAMPOS_CANDIDATO: readonly CampoCandidatoDef[] = [
  { campo: 'nome', label: 'Nome', grupo: G.identificacao, fixo: true, sempreVisivel: true },
  { campo: 'nomeSocial', label: 'Nome social', grupo: G.identificacao },
  { campo: 'foto', label: 'Foto', grupo: G.identificacao, declarados: [] },
  { campo: 'dataNascimento', label: 'Data de nascimento', grupo: G.pessoais },
  { campo: 'naturalidade', label: 'Naturalidade', grupo: G.pessoais },
  {
    campo: 'nacionalidade',
    label: 'Nacionalidade',
    grupo: G.pessoais,
    declarados: ['nacionalidade', 'tipoVisto', 'dataChegadaBrasil'],
  },
  { campo: 'sexo', label: 'Sexo', grupo: G.pessoais },
  { campo: 'cpf', label: 'CPF', grupo: G.pessoais, sempreVisivel: true },
  { campo: 'escolaridade', label: 'Escolaridade', grupo: G.pessoais },
  { campo: 'estadoCivil', label: 'Estado civil', grupo: G.pessoais, ocultoPadrao: true },
  { campo: 'qtdFilhos', label: 'Quantidade de filhos', grupo: G.pessoais },
  { campo: 'etniaRaca', label: 'Etnia/Raça', grupo: G.pessoais, ocultoPadrao: true },
  { campo: 'deficiencia', label: 'Deficiência', grupo: G.pessoais },
  {
    campo: 'parentesAmigos',
    label: 'Parentes/amigos na empresa',
    grupo: G.pessoais,
    declarados: ['possuiParentes', 'parentesAmigos'],
  },
  { campo: 'indicadoPor', label: 'Indicado por', grupo: G.pessoais },
  { campo: 'conjuge', label: 'Cônjuge', grupo: G.familia, ocultoPadrao: true },
  { campo: 'profissaoConjuge', label: 'Profissão do cônjuge', grupo: G.familia, ocultoPadrao: true },
  { campo: 'pai', label: 'Pai', grupo: G.familia, ocultoPadrao: true },
  { campo: 'profissaoPai', label: 'Profissão do pai', grupo: G.familia, ocultoPadrao: true },
  { campo: 'mae', label: 'Mãe', grupo: G.familia, ocultoPadrao: true },
  { campo: 'profissaoMae', label: 'Profissão da mãe', grupo: G.familia, ocultoPadrao: true },
  { campo: 'rg', label: 'RG', grupo: G.documentos },
  { campo: 'rgOrgaoEmissor', label: 'Órgão emissor do RG', grupo: G.documentos },
  { campo: 'rgUfId', label: 'UF do RG', grupo: G.documentos },
  { campo: 'rgDataExpedicao', label: 'Data de expedição do RG', grupo: G.documentos },
  { campo: 'pis', label: 'PIS', grupo: G.documentos },
  {
    campo: 'tituloEleitoral',
    label: 'Título eleitoral',
    grupo: G.documentos,
    declarados: ['titEleitNumero', 'titEleitZona', 'titEleitSecao'],
  },
  {
    campo: 'certificadoMilitar',
    label: 'Certificado militar',
    grupo: G.documentos,
    declarados: ['certMilNumero', 'certMilTipo', 'certMilSerie'],
  },
  {
    campo: 'ctps',
    label: 'CTPS',
    grupo: G.documentos,
    declarados: ['ctpsNumero', 'ctpsSerie', 'ctpsDv', 'ctpsUfId', 'ctpsDataExpedicao'],
  },
  { campo: 'cep', label: 'CEP', grupo: G.endereco },
  { campo: 'logradouro', label: 'Logradouro', grupo: G.endereco },
  { campo: 'numero', label: 'Número', grupo: G.endereco },
  { campo: 'complemento', label: 'Complemento', grupo: G.endereco },
  { campo: 'uf', label: 'Estado', grupo: G.endereco, declarados: ['ufId'] },
  { campo: 'cidade', label: 'Cidade', grupo: G.endereco, declarados: ['cidadeId'] },
  { campo: 'bairro', label: 'Bairro', grupo: G.endereco },
  { campo: 'email', label: 'E-mail', grupo: G.contato },
  { campo: 'foneFixo', label: 'Telefone fixo', grupo: G.contato, declarados: ['ddd', 'foneFixo'] },
  {
    campo: 'foneCelular',
    label: 'Celular',
    grupo: G.contato,
    declarados: ['dddCelular', 'foneCelular'],
  },
  { campo: 'nomeContato', label: 'Nome para contato', grupo: G.contato },
  {
    campo: 'habilitacao',
    label: 'Carteira de habilitação',
    grupo: G.habilitacao,
    declarados: ['numeroHab', 'registroHab', 'categoriaHab', 'emissaoHab', 'vencimentoHab', 'ufHabId'],
  },
  { campo: 'pretencaoSalarial', label: 'Pretensão salarial', grupo: G.profissional },
  { campo: 'cargos', label: 'Cargos pretendidos', grupo: G.profissional, declarados: ['cargosIds'] },
  {
    campo: 'areasInteresse',
    label: 'Áreas de interesse',
    grupo: G.profissional,
    declarados: ['areasInteresseIds'],
  },
  {
    campo: 'conhecimentos',
    label: 'Conhecimentos',
    grupo: G.profissional,
    declarados: ['conhecimentosIds'],
  },
  { campo: 'formacao', label: 'Formação acadêmica', grupo: G.profissional },
  { campo: 'candidatoIdiomas', label: 'Idiomas', grupo: G.profissional },
  {
    campo: 'experiencias',
    label: 'Experiências profissionais',
    grupo: G.profissional,
    declarados: ['experiencias', 'primeiroEmprego'],
  },
  { campo: 'certificados', label: 'Cursos e certificados', grupo: G.profissional },
  { campo: 'cursos', label: 'Outros cursos', grupo: G.profissional },
  {
    campo: 'comoFicouSabendoVaga',
    label: 'Como ficou sabendo da vaga',
    grupo: G.outros,
    declarados: ['comoFicouSabendoVagaId'],
  },
  {
    campo: 'socioEconomica',
    label: 'Dados socioeconômicos',
    grupo: G.outros,
    declarados: ['pagaPensao', 'quantidadePensao', 'valorPensao', 'possuiVeiculo'],
  },
  { campo: 'observacao', label: 'Observação', grupo: G.outros },
  { campo: 'senha', label: 'Senha', grupo: G.outros, sempreVisivel: true, declarados: [] },
];
export const CAMPOS_CANDIDATO_NOMES = CAMPOS_CANDIDATO.map((c) => c.campo);
/** Required by every company whatever its configuration. */
export const CAMPOS_CANDIDATO_FIXOS = CAMPOS_CANDIDATO.filter((c) => c.fixo).map((c) => c.campo);

/**
 * One entry of GET/PUT /utilitario/empresas/{id}/campos-candidato. `visivel` (shown to external
 * candidates) is always answered; a PUT without it keeps the stored choice.
 */
export interface CampoCandidatoConfig {
  campo: string;
  obrigatorio: boolean;
  visivel?: boolean;
}

const DEF = new Map(CAMPOS_CANDIDATO.map((d) => [d.campo, d]));

/** A field's visibility when the company has not chosen. */
export const visivelPadrao = (campo: string): boolean => !DEF.get(campo)?.ocultoPadrao;

/**
 * Every catalogue field with the company's choice (fixed ones always required; required and
 * `sempreVisivel` ones always visible; `visiveis`: the company's explicit choices).
 */
export function completarCamposCandidato(
  obrigatorios: ReadonlySet<string>,
  visiveis: ReadonlyMap<string, boolean> = new Map(),
): (CampoCandidatoConfig & CampoCandidatoDef & { visivel: boolean })[] {
  return CAMPOS_CANDIDATO.map((d) => {
    const obrigatorio = !!d.fixo || obrigatorios.has(d.campo);
    const visivel = obrigatorio || !!d.sempreVisivel || (visiveis.get(d.campo) ?? !d.ocultoPadrao);
    return { ...d, obrigatorio, visivel };
  });
}

/** The catalogue fields required but hidden from external candidates (refused: they could not fill them). */
export function obrigatoriosOcultos(
  escolha: readonly { campo: string; obrigatorio: boolean; visivel: boolean }[],
): CampoCandidatoDef[] {
  return escolha
    .filter((c) => c.obrigatorio && !c.visivel && !DEF.get(c.campo)?.sempreVisivel)
    .flatMap((c) => DEF.get(c.campo) ?? []);
}

/** The declared fields (resource `candidatos`) behind a catalogue entry. */
export const declaradosDoCampo = (campo: string): readonly string[] => DEF.get(campo)?.declarados ?? [campo];

/**
 * Declared fields the candidate area neither shows nor accepts, given the catalogue fields the company
 * shows (FormularioCandidato.visiveis).
 */
export function camposOcultosAoCandidato(visiveis: readonly string[]): string[] {
  const v = new Set(visiveis);
  return CAMPOS_CANDIDATO.filter((d) => !d.sempreVisivel && !v.has(d.campo)).flatMap((d) =>
    declaradosDoCampo(d.campo),
  );
}
