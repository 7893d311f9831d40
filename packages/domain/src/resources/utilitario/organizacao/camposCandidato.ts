/**
 * The fields of the candidate form (spec 1 §3 'Candidate') a company may require. The candidate issues
 * read the company's choice (GET /utilitario/empresas/campos-candidato-obrigatorios) and mark those fields
 * required; nome is always required.
 */
export interface CampoCandidatoDef {
  campo: string;
  label: string;
  grupo: string;
  /** Always required, cannot be switched off (nome). */
  fixo?: boolean;
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

export const CAMPOS_CANDIDATO: readonly CampoCandidatoDef[] = [
  { campo: 'nome', label: 'Nome', grupo: G.identificacao, fixo: true },
  { campo: 'nomeSocial', label: 'Nome social', grupo: G.identificacao },
  { campo: 'foto', label: 'Foto', grupo: G.identificacao },
  { campo: 'dataNascimento', label: 'Data de nascimento', grupo: G.pessoais },
  { campo: 'naturalidade', label: 'Naturalidade', grupo: G.pessoais },
  { campo: 'sexo', label: 'Sexo', grupo: G.pessoais },
  { campo: 'cpf', label: 'CPF', grupo: G.pessoais },
  { campo: 'escolaridade', label: 'Escolaridade', grupo: G.pessoais },
  { campo: 'estadoCivil', label: 'Estado civil', grupo: G.pessoais },
  { campo: 'qtdFilhos', label: 'Quantidade de filhos', grupo: G.pessoais },
  { campo: 'etniaRaca', label: 'Etnia/Raça', grupo: G.pessoais },
  { campo: 'deficiencia', label: 'Deficiência', grupo: G.pessoais },
  { campo: 'parentesAmigos', label: 'Parentes/amigos na empresa', grupo: G.pessoais },
  { campo: 'indicadoPor', label: 'Indicado por', grupo: G.pessoais },
  { campo: 'conjuge', label: 'Cônjuge', grupo: G.familia },
  { campo: 'profissaoConjuge', label: 'Profissão do cônjuge', grupo: G.familia },
  { campo: 'pai', label: 'Pai', grupo: G.familia },
  { campo: 'profissaoPai', label: 'Profissão do pai', grupo: G.familia },
  { campo: 'mae', label: 'Mãe', grupo: G.familia },
  { campo: 'profissaoMae', label: 'Profissão da mãe', grupo: G.familia },
  { campo: 'rg', label: 'RG', grupo: G.documentos },
  { campo: 'rgOrgaoEmissor', label: 'Órgão emissor do RG', grupo: G.documentos },
  { campo: 'rgUfId', label: 'UF do RG', grupo: G.documentos },
  { campo: 'rgDataExpedicao', label: 'Data de expedição do RG', grupo: G.documentos },
  { campo: 'pis', label: 'PIS', grupo: G.documentos },
  { campo: 'tituloEleitoral', label: 'Título eleitoral', grupo: G.documentos },
  { campo: 'certificadoMilitar', label: 'Certificado militar', grupo: G.documentos },
  { campo: 'ctps', label: 'CTPS', grupo: G.documentos },
  { campo: 'cep', label: 'CEP', grupo: G.endereco },
  { campo: 'logradouro', label: 'Logradouro', grupo: G.endereco },
  { campo: 'numero', label: 'Número', grupo: G.endereco },
  { campo: 'complemento', label: 'Complemento', grupo: G.endereco },
  { campo: 'uf', label: 'Estado', grupo: G.endereco },
  { campo: 'cidade', label: 'Cidade', grupo: G.endereco },
  { campo: 'bairro', label: 'Bairro', grupo: G.endereco },
  { campo: 'email', label: 'E-mail', grupo: G.contato },
  { campo: 'foneFixo', label: 'Telefone fixo', grupo: G.contato },
  { campo: 'foneCelular', label: 'Celular', grupo: G.contato },
  { campo: 'nomeContato', label: 'Nome para contato', grupo: G.contato },
  { campo: 'habilitacao', label: 'Carteira de habilitação', grupo: G.habilitacao },
  { campo: 'pretencaoSalarial', label: 'Pretensão salarial', grupo: G.profissional },
  { campo: 'cargos', label: 'Cargos pretendidos', grupo: G.profissional },
  { campo: 'areasInteresse', label: 'Áreas de interesse', grupo: G.profissional },
  { campo: 'conhecimentos', label: 'Conhecimentos', grupo: G.profissional },
  { campo: 'formacao', label: 'Formação acadêmica', grupo: G.profissional },
  { campo: 'candidatoIdiomas', label: 'Idiomas', grupo: G.profissional },
  { campo: 'experiencias', label: 'Experiências profissionais', grupo: G.profissional },
  { campo: 'certificados', label: 'Cursos e certificados', grupo: G.profissional },
  { campo: 'cursos', label: 'Outros cursos', grupo: G.profissional },
  { campo: 'comoFicouSabendoVaga', label: 'Como ficou sabendo da vaga', grupo: G.outros },
  { campo: 'socioEconomica', label: 'Dados socioeconômicos', grupo: G.outros },
  { campo: 'observacao', label: 'Observação', grupo: G.outros },
  { campo: 'senha', label: 'Senha', grupo: G.outros },
];
export const CAMPOS_CANDIDATO_NOMES = CAMPOS_CANDIDATO.map((c) => c.campo);
/** Required by every company whatever its configuration. */
export const CAMPOS_CANDIDATO_FIXOS = CAMPOS_CANDIDATO.filter((c) => c.fixo).map((c) => c.campo);

/** One entry of GET/PUT /utilitario/empresas/{id}/campos-candidato. */
export interface CampoCandidatoConfig {
  campo: string;
  obrigatorio: boolean;
}

/** Every catalogue field with the company's choice (fixed ones always required). */
export function completarCamposCandidato(
  obrigatorios: ReadonlySet<string>,
): (CampoCandidatoConfig & CampoCandidatoDef)[] {
  return CAMPOS_CANDIDATO.map((d) => ({ ...d, obrigatorio: !!d.fixo || obrigatorios.has(d.campo) }));
}
