import { isAllowed } from '@ipe/domain';
import { candidatos } from '@ipe/domain/resources/captacao/candidatos/index';
import { curriculosRh } from '@ipe/domain/resources/captacao/documentos/contratosCurriculos';
import { OCR_ACCESS } from '@ipe/domain/resources/captacao/documentos/index';
import {
  EXAME_RESULTADO_MAX,
  EXAME_TEXTO_MAX,
  exameSchema,
} from '@ipe/domain/resources/captacao/selecao/index';
import { AutoComplete } from 'primereact/autocomplete';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useState } from 'react';
import { alterarExame, criarExame } from '@ipe/domain/resources/captacao/selecao/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import { ApiError } from '../../../platform/api/client.ts';
import { recurso } from '../../../platform/api/recurso.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { FieldShell, FormGrid, fieldAria, Upload } from '../../../platform/components/index.ts';
import { useSession } from '../../../platform/session/state.ts';
import type { CandidatoResumo, Exame } from './api.ts';
import { TXT } from './texts.ts';

const OCR_MAX = 10 * 1024 * 1024;

type Campos = Pick<Exame, 'ocrTexto' | 'examePalografico' | 'resultadoExamePalografico'>;
const VAZIO: Campos = { ocrTexto: '', examePalografico: '', resultadoExamePalografico: '' };

/**
 * Registers or edits a candidate's palographic exam: the scanned exam's text (typed, or read from its image
 * by the OCR), the correction notes and the result. `exame` null: a new one (choose the candidate first).
 */
export function ExameDialog({
  visivel,
  exame,
  onFechar,
  onSalvo,
}: {
  visivel: boolean;
  exame: Exame | null;
  onFechar: () => void;
  onSalvo: () => void;
}) {
  const [candidato, setCandidato] = useState<CandidatoResumo | string | null>(null);
  const [sugestoes, setSugestoes] = useState<CandidatoResumo[]>([]);
  const [f, setF] = useState<Campos>(VAZIO);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [lendo, setLendo] = useState(false);
  // The OCR belongs to the candidate documents (their editors' authority); others type the text.
  const { info } = useSession();
  const podeLer = isAllowed(OCR_ACCESS, new Set(info?.authorities ?? []));
  useEffect(() => {
    if (!visivel) return;
    setCandidato(exame);
    setF(
      exame
        ? {
            ocrTexto: exame.ocrTexto ?? '',
            examePalografico: exame.examePalografico ?? '',
            resultadoExamePalografico: exame.resultadoExamePalografico ?? '',
          }
        : VAZIO,
    );
    setErros({});
  }, [visivel, exame]);

  const buscar = async (q: string) => {
    const r = await recurso(candidatos)
      .pagina({ q, page: 0, size: 20 }, { errors: 'silent', loading: 'none' })
      .catch(() => ({ content: [] }));
    setSugestoes(r.content);
  };
  const lerImagem = async (file: File) => {
    const form = new FormData();
    form.append('file', file);
    setLendo(true);
    try {
      // The candidate documents' OCR of an image or PDF, without a record (spec 1 §7: POST …/ocr).
      const { texto } = await chamar(curriculosRh.ler, { body: form });
      setF((x) => ({ ...x, ocrTexto: texto }));
      toastSuccess(TXT.textoLido);
    } catch {
      // The client already showed the OCR's message.
    } finally {
      setLendo(false);
    }
  };
  const gravar = async () => {
    const escolhido = typeof candidato === 'object' ? candidato : null;
    const p = exameSchema.safeParse(f);
    const e: Record<string, string> = p.success
      ? {}
      : Object.fromEntries(p.error.issues.map((i) => [String(i.path[0]), i.message]));
    if (!escolhido) e.candidato = TXT.candidatoObrigatorio;
    setErros(e);
    if (!escolhido || !p.success) return;
    const corpo = {
      ocrTexto: p.data.ocrTexto ?? null,
      examePalografico: p.data.examePalografico ?? null,
      resultadoExamePalografico: p.data.resultadoExamePalografico ?? null,
    };
    // A new one through the register's POST (one per candidate: a second is refused by the server).
    const gravado = exame
      ? chamar(alterarExame, { params: { id: escolhido.id }, body: corpo })
      : chamar(criarExame, { body: { candidatoId: escolhido.id, ...corpo } });
    await gravado
      .then(() => {
        toastSuccess(TXT.exameSalvo);
        onSalvo();
      })
      .catch((erro: unknown) => {
        // The server's refusal of the candidate (one exam each) under the candidate field.
        if (erro instanceof ApiError)
          for (const x of erro.entries)
            if (x.field === 'candidatoId') setErros((e) => ({ ...e, candidato: x.message }));
      });
  };
  const texto = (k: keyof Campos, label: string, max: number, rows: number) => (
    <FieldShell id={`exame-${k}`} label={label} error={erros[k]}>
      <InputTextarea
        {...fieldAria(`exame-${k}`, erros[k])}
        rows={rows}
        maxLength={max}
        value={f[k] ?? ''}
        onChange={(e) => setF({ ...f, [k]: e.target.value })}
      />
    </FieldShell>
  );
  return (
    <Dialog
      header={exame ? TXT.editarExame : TXT.registrarExame}
      visible={visivel}
      onHide={onFechar}
      style={{ width: 'min(768px, 95vw)' }}
    >
      <FormGrid>
        <FieldShell id="exame-candidato" label={TXT.candidato} required error={erros.candidato}>
          <AutoComplete
            inputId="exame-candidato"
            value={candidato ?? undefined}
            suggestions={sugestoes}
            field="nome"
            delay={250}
            minLength={2}
            disabled={!!exame}
            completeMethod={(e) => buscar(e.query)}
            itemTemplate={(c: CandidatoResumo) => `${c.nome} — ${TXT.cpf(c.cpf)}`}
            onChange={(e) => setCandidato(e.value as CandidatoResumo | string | null)}
            invalid={!!erros.candidato}
            aria-required
          />
        </FieldShell>
        {podeLer && (
          <div className="ipe-field" style={{ gridColumn: '1 / -1' }}>
            <Upload
              label={TXT.lerImagem}
              accept="image/*,application/pdf"
              maxBytes={OCR_MAX}
              onFile={lerImagem}
              disabled={lendo}
            />
            {lendo && <small className="ipe-hint">{TXT.lendo}</small>}
          </div>
        )}
        {texto('ocrTexto', TXT.ocrTexto, EXAME_TEXTO_MAX, 4)}
        {texto('examePalografico', TXT.examePalografico, EXAME_TEXTO_MAX, 3)}
        {texto('resultadoExamePalografico', TXT.resultadoExame, EXAME_RESULTADO_MAX, 2)}
      </FormGrid>
      <div className="ipe-form-actions">
        <Button type="button" label={TXT.cancelar} severity="secondary" outlined onClick={onFechar} />
        <Button type="button" label={TXT.gravar} icon="pi pi-check" onClick={gravar} />
      </div>
    </Dialog>
  );
}
