import {
  solicitacoesQueAceitamCandidatos,
  vinculosDoCandidato,
  vincularCandidato,
} from '@ipe/domain/resources/captacao/selecao/contratos';
import { inserirTalentoUrl } from '@ipe/domain/resources/captacao/selecao/contratacao';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import { Checkbox, RadioButton } from '../../../platform/components/index.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { useSession } from '../../../platform/session/state.ts';

export type ModoSolicitacoes = 'incluir' | 'contratar';
const TXT = {
  incluirTitulo: (nome: string) => `Incluir ${nome} em solicitação`,
  contratarTitulo: (nome: string) => `Contratar ${nome}`,
  incluirDica: 'Solicitações em andamento (liberadas) em que o candidato ainda não está:',
  contratarDica: 'Escolha a solicitação da contratação; o cadastro do talento abre preenchido.',
  nenhumaAberta: 'Nenhuma solicitação em andamento sem este candidato.',
  nenhumVinculo: 'O candidato não participa de nenhuma solicitação em andamento. Inclua-o antes em uma.',
  incluir: 'Incluir',
  continuar: 'Inserir Talento',
  cancelar: 'Cancelar',
  incluido: (n: number) =>
    n === 1 ? 'Candidato incluído na solicitação.' : `Candidato incluído em ${n} solicitações.`,
} as const;

/**
 * The candidate list's row actions 'Incluir em Solicitação' (choose among the requisitions in progress)
 * and 'Contratar' (choose the requisition the candidate is in, then the pre-filled talent form, issue 24 §4).
 */
export function SolicitacoesDoCandidatoDialog({
  candidato,
  modo,
  onFechar,
}: {
  candidato: { id: number; nome: string } | null;
  modo: ModoSolicitacoes;
  onFechar: () => void;
}) {
  const { empresaId } = useSession();
  const navigate = useNavigate();
  const [marcadas, setMarcadas] = useState<number[]>([]);
  const [vinculo, setVinculo] = useState<number | null>(null);
  const aberto = candidato !== null;
  const abertas = useQuery({
    queryKey: ['solicitacoes-que-aceitam-candidatos', candidato?.id],
    enabled: aberto && modo === 'incluir',
    queryFn: () => chamar(solicitacoesQueAceitamCandidatos, { query: { candidatoId: candidato?.id } }),
  });
  const vinculos = useQuery({
    queryKey: ['vinculos-do-candidato', candidato?.id],
    enabled: aberto && modo === 'contratar',
    queryFn: () => chamar(vinculosDoCandidato, { query: { candidatoId: candidato?.id as number } }),
  });
  const fechar = () => {
    setMarcadas([]);
    setVinculo(null);
    onFechar();
  };
  const incluir = async () => {
    if (!candidato || empresaId === null) return;
    await chamar(vincularCandidato, {
      body: { empresaId, candidatoId: candidato.id, solicitacoesIds: marcadas },
    });
    toastSuccess(TXT.incluido(marcadas.length));
    fechar();
  };
  const livres = (abertas.data ?? []).filter((s) => !s.participa);
  const emAberto = (vinculos.data ?? []).filter((v) => !v.contratado);
  const nome = candidato?.nome ?? '';
  return (
    <Dialog
      header={modo === 'incluir' ? TXT.incluirTitulo(nome) : TXT.contratarTitulo(nome)}
      visible={aberto}
      onHide={fechar}
      style={{ width: 'min(576px, 95vw)' }}
    >
      {modo === 'incluir' ? (
        <fieldset className="ipe-fieldset-simples">
          <legend>{TXT.incluirDica}</legend>
          {abertas.isSuccess && !livres.length && <p>{TXT.nenhumaAberta}</p>}
          {livres.map((s) => (
            <div key={s.id} className="ipe-opcao">
              <Checkbox
                inputId={`sol-${s.id}`}
                checked={marcadas.includes(s.id)}
                onChange={(e) => setMarcadas((m) => (e.checked ? [...m, s.id] : m.filter((x) => x !== s.id)))}
              />
              <label htmlFor={`sol-${s.id}`}>
                {s.id} – {s.descricao}
              </label>
            </div>
          ))}
        </fieldset>
      ) : (
        <fieldset className="ipe-fieldset-simples">
          <legend>{TXT.contratarDica}</legend>
          {vinculos.isSuccess && !emAberto.length && <p>{TXT.nenhumVinculo}</p>}
          {emAberto.map((v) => (
            <div key={v.id} className="ipe-opcao">
              <RadioButton
                inputId={`vinc-${v.id}`}
                name="vinculo"
                checked={vinculo === v.id}
                onChange={() => setVinculo(v.id)}
              />
              <label htmlFor={`vinc-${v.id}`}>
                {v.solicitacao.id} – {v.solicitacao.descricao}
                {v.etapa ? ` (${v.etapa.nome})` : ''}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      <div className="ipe-form-actions">
        {modo === 'incluir' ? (
          <Button
            type="button"
            label={TXT.incluir}
            disabled={!marcadas.length}
            onClick={() => void incluir()}
          />
        ) : (
          <Button
            type="button"
            label={TXT.continuar}
            disabled={vinculo === null}
            onClick={() => vinculo !== null && navigate(inserirTalentoUrl(vinculo))}
          />
        )}
        <Button type="button" label={TXT.cancelar} severity="secondary" outlined onClick={fechar} />
      </div>
    </Dialog>
  );
}
