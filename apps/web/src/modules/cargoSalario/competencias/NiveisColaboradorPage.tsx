import {
  alterarNiveisColaborador,
  incluirNiveisColaborador,
  infoNiveisColaborador,
  type LinhaNiveisColaborador,
  listarNiveisColaborador,
  niveisColaborador,
  NIVEIS_COLABORADOR_PATH,
} from '@ipe/domain/resources/cargoSalario/competencias/colaborador';
import { formatDate } from '@ipe/domain';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { DataTable } from '../../../platform/components/DataTable.tsx';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { ColaboradorAutocomplete, type ColaboradorOpcao } from '../colaboradores/index.ts';

const TITULO = 'Níveis de Competência dos Talentos';
const hoje = () => {
  const d = new Date();
  const p = (x: number) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

/** The records, newest first (spec 3 /gestao-talentos configuracoes-niveis-competencia-colaborador). */
export function NiveisColaboradorLista() {
  useDocumentTitle(TITULO);
  const [page, setPage] = useState(0);
  const lista = useQuery({
    queryKey: ['niveis-colaborador', page],
    queryFn: () => chamar(listarNiveisColaborador, { query: { page, size: 15 } }),
  });
  return (
    <section className="ipe-resource-list">
      <h1>{TITULO}</h1>
      <p>
        <Link to={`${NIVEIS_COLABORADOR_PATH}/new`}>Registrar níveis de um talento</Link>
      </p>
      <DataTable<LinhaNiveisColaborador>
        caption={TITULO}
        value={lista.data?.content ?? []}
        totalRecords={lista.data?.totalElements ?? 0}
        first={page * 15}
        onPage={(e) => setPage(e.page)}
        loading={lista.isLoading}
        columns={[
          {
            field: 'colaborador',
            header: 'Talento',
            body: (r) => <Link to={`${NIVEIS_COLABORADOR_PATH}/${r.id}`}>{r.colaborador.nome}</Link>,
          },
          { field: 'data', header: 'Data', body: (r) => formatDate(r.data) },
          { field: 'faixa', header: 'Cargo (faixa)', body: (r) => `${r.faixa.cargoNome} (${r.faixa.nome})` },
          { field: 'quantidadeCompetencias', header: 'Competências' },
        ]}
      />
    </section>
  );
}

/**
 * A record: the talent and the date, then each competence the talent's band requires on that date with the
 * required level beside a choice of the talent's level (a new record starts from the talent's latest one).
 */
export function NiveisColaboradorForm() {
  const { id } = useParams();
  const registroId = id && id !== 'new' ? Number(id) : null;
  const navigate = useNavigate();
  useDocumentTitle(TITULO);
  const [talento, setTalento] = useState<ColaboradorOpcao | null>(null);
  const [data, setData] = useState(hoje());
  const [escolhas, setEscolhas] = useState<Record<string, number | null>>({});
  const [erros, setErros] = useState<string[]>([]);
  const registro = useQuery({
    queryKey: ['niveis-colaborador', 'registro', registroId],
    enabled: registroId !== null,
    queryFn: () => chamar(niveisColaborador, { params: { id: registroId as number } }),
  });
  useEffect(() => {
    const r = registro.data;
    if (!r) return;
    setTalento({ id: r.colaborador.id, nome: r.colaborador.nome });
    setData(r.data);
    setEscolhas(
      Object.fromEntries(r.competencias.map((c) => [`${c.tipo}${c.competenciaId}`, c.nivelCompetenciaId])),
    );
  }, [registro.data]);
  const info = useQuery({
    queryKey: ['niveis-colaborador', 'info', talento?.id, data],
    enabled: !!talento && /^\d{4}-\d{2}-\d{2}$/.test(data),
    queryFn: () => chamar(infoNiveisColaborador, { query: { colaboradorId: talento?.id as number, data } }),
  });
  useEffect(() => {
    const a = info.data?.anterior;
    if (registroId === null && a)
      setEscolhas(
        Object.fromEntries(a.competencias.map((c) => [`${c.tipo}${c.competenciaId}`, c.nivelCompetenciaId])),
      );
  }, [info.data, registroId]);

  async function gravar() {
    const competencias = (info.data?.exigidas ?? [])
      .map((e) => ({
        tipo: e.tipo,
        competenciaId: e.competenciaId,
        nivelCompetenciaId: escolhas[`${e.tipo}${e.competenciaId}`],
      }))
      .filter((c): c is typeof c & { nivelCompetenciaId: number } => c.nivelCompetenciaId != null);
    const body = { colaboradorId: talento?.id as number, data, competencias };
    try {
      if (registroId === null) await chamar(incluirNiveisColaborador, { body });
      else await chamar(alterarNiveisColaborador, { params: { id: registroId }, body });
    } catch (e) {
      const entries = (e as { entries?: { message: string }[] }).entries;
      setErros(entries?.map((x) => x.message) ?? []);
      return;
    }
    toastSuccess('Níveis de competência gravados com sucesso.');
    navigate(NIVEIS_COLABORADOR_PATH);
  }

  return (
    <section className="ipe-resource-form">
      <h1>
        {registroId === null
          ? 'Registrar Níveis de Competência do Talento'
          : 'Editar Níveis de Competência do Talento'}
      </h1>
      <div className="ipe-field">
        <label htmlFor="nc-talento">Talento*</label>
        {registroId === null ? (
          <ColaboradorAutocomplete id="nc-talento" value={talento} onChange={setTalento} required />
        ) : (
          <span id="nc-talento">{talento?.nome}</span>
        )}
      </div>
      <div className="ipe-field">
        <label htmlFor="nc-data">Data*</label>
        <input id="nc-data" type="date" value={data} onChange={(e) => setData(e.target.value)} />
      </div>
      {info.data && (
        <p>
          {info.data.faixa
            ? `Faixa salarial na data: ${info.data.faixa.cargoNome} (${info.data.faixa.nome})`
            : 'O talento não possui faixa salarial nesta data.'}
        </p>
      )}
      {info.data && info.data.faixa && !info.data.exigidas.length && (
        <p>A faixa salarial não exige competências nesta data (Competências por Faixa Salarial).</p>
      )}
      {!!info.data?.exigidas.length && (
        <table className="ipe-table" aria-label="Níveis de competência do talento">
          <thead>
            <tr>
              <th>Competência</th>
              <th>Peso</th>
              <th>Nível exigido</th>
              <th>Nível do talento</th>
            </tr>
          </thead>
          <tbody>
            {info.data.exigidas.map((e) => {
              const k = `${e.tipo}${e.competenciaId}`;
              return (
                <tr key={k}>
                  <td>{e.competencia.nome}</td>
                  <td>{e.competenciaPeso}</td>
                  <td>{e.nivelCompetencia.descricao}</td>
                  <td>
                    <select
                      aria-label={`Nível de ${e.competencia.nome}`}
                      value={escolhas[k] ?? ''}
                      onChange={(ev) =>
                        setEscolhas({ ...escolhas, [k]: ev.target.value ? Number(ev.target.value) : null })
                      }
                    >
                      <option value="">Não registrado</option>
                      {info.data?.niveis.map((n) => (
                        <option key={n.id} value={n.id}>
                          {n.descricao}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {!!erros.length && (
        <ul role="alert">
          {erros.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      <div className="ipe-form-actions">
        <Button
          type="button"
          label="Voltar"
          severity="secondary"
          outlined
          onClick={() => navigate(NIVEIS_COLABORADOR_PATH)}
        />
        <Button type="button" label="Gravar" disabled={!talento} onClick={() => void gravar()} />
      </div>
    </section>
  );
}
