import { isAllowed, resourceSchema } from '@ipe/domain';
import {
  alterarLink,
  CAMPOS_LINK,
  incluirLink,
  type LinkMenuExtra,
  linksDoMenu,
  menusExtras,
  removerLink,
  validarLink,
} from '@ipe/domain/resources/utilitario/extras/index';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { chamar } from '../../../platform/api/chamar.ts';
import { ApiError } from '../../../platform/api/client.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { recurso } from '../../../platform/api/recurso.ts';
import {
  Checkbox,
  confirmRemove,
  DataTable,
  type DataTableColumn,
  FieldShell,
  FormGrid,
  fieldAria,
  type RowAction,
} from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { useSession } from '../../../platform/session/state.ts';
import '../../../platform/resource/resource.css';

const esquema = resourceSchema({ fields: CAMPOS_LINK, refine: validarLink });
type Campos = { nome: string; url: string; novaAba: boolean };
const NOVO: Campos = { nome: '', url: '', novaAba: true };

const COLUNAS: DataTableColumn<LinkMenuExtra>[] = [
  { field: 'nome', header: 'Descrição' },
  { field: 'url', header: 'Endereço' },
  { field: 'novaAba', header: 'Abrir em nova aba', body: (l) => (l.novaAba ? 'Sim' : 'Não') },
];

/**
 * /utilitario/menu-extra/{menuExtraId}/links (spec 3 §2): the links of one extra menu, added, changed and
 * removed one by one in a dialog; the address must be an http or https URL.
 */
export default function LinksMenuExtraPage() {
  const id = Number(useParams().menuExtraId);
  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  return <Links menuId={id} />;
}

function Links({ menuId }: { menuId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { info } = useSession();
  const podeEditar = isAllowed(menusExtras.access.write, new Set(info?.authorities ?? []));
  const chave = ['menu-extra-links', menuId];
  const menu = useQuery({
    queryKey: ['menu-extra', menuId],
    queryFn: () => recurso(menusExtras).obter(menuId),
  });
  const links = useQuery({ queryKey: chave, queryFn: () => chamar(linksDoMenu, { params: { id: menuId } }) });
  const titulo = menu.data ? `Links do menu ${menu.data.nome}` : 'Links do menu';
  useDocumentTitle(titulo);
  const [editando, setEditando] = useState<{ id: number | null; campos: Campos } | null>(null);
  const [erros, setErros] = useState<Record<string, string>>({});
  const [gravando, setGravando] = useState(false);

  const abrir = (l: LinkMenuExtra | null) => {
    setErros({});
    setEditando(
      l ? { id: l.id, campos: { nome: l.nome, url: l.url, novaAba: l.novaAba } } : { id: null, campos: NOVO },
    );
  };
  const gravar = async () => {
    if (!editando) return;
    const p = esquema.safeParse(editando.campos);
    if (!p.success) {
      setErros(Object.fromEntries(p.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setGravando(true);
    try {
      const body = editando.campos;
      if (editando.id === null) await chamar(incluirLink, { params: { id: menuId }, body });
      else await chamar(alterarLink, { params: { id: menuId, linkId: editando.id }, body });
      toastSuccess('Link salvo com sucesso.');
      setEditando(null);
      await queryClient.invalidateQueries({ queryKey: chave });
    } catch (e) {
      if (e instanceof ApiError) setErros(Object.fromEntries(e.entries.map((x) => [x.field, x.message])));
    } finally {
      setGravando(false);
    }
  };
  const acoes: RowAction<LinkMenuExtra>[] = podeEditar
    ? [
        { label: 'Editar', icon: 'pi pi-pencil', onClick: (l) => abrir(l) },
        {
          label: 'Remover',
          icon: 'pi pi-trash',
          severity: 'danger',
          onClick: async (l) => {
            if (!(await confirmRemove())) return;
            await chamar(removerLink, { params: { id: menuId, linkId: l.id } });
            toastSuccess('Link removido com sucesso.');
            await queryClient.invalidateQueries({ queryKey: chave });
          },
        },
      ]
    : [];
  const campo = (k: 'nome' | 'url', label: string) => (
    <FieldShell id={`link-${k}`} label={label} required error={erros[k]} span={12}>
      <InputText
        {...fieldAria(`link-${k}`, erros[k], true)}
        value={editando?.campos[k] ?? ''}
        onChange={(e) => setEditando((x) => x && { ...x, campos: { ...x.campos, [k]: e.target.value } })}
      />
    </FieldShell>
  );
  return (
    <section aria-labelledby="ipe-list-title">
      <div className="ipe-page-header">
        <h1 id="ipe-list-title">{titulo}</h1>
        {podeEditar && (
          <Button type="button" label="Novo link" icon="pi pi-plus" onClick={() => abrir(null)} />
        )}
      </div>
      <DataTable<LinkMenuExtra>
        caption={titulo}
        value={links.data ?? []}
        columns={COLUNAS}
        actions={acoes}
        loading={links.isFetching}
      />
      <div className="ipe-form-actions">
        <Button
          type="button"
          label="Voltar"
          icon="pi pi-arrow-left"
          severity="secondary"
          outlined
          onClick={() => navigate(menusExtras.path)}
        />
      </div>
      <Dialog
        header={editando?.id ? 'Editar link' : 'Novo link'}
        visible={editando !== null}
        onHide={() => setEditando(null)}
        style={{ width: 'min(768px, 95vw)' }}
        footer={
          <>
            <Button
              type="button"
              label="Cancelar"
              severity="secondary"
              outlined
              onClick={() => setEditando(null)}
            />
            <Button type="button" label="Gravar" icon="pi pi-check" loading={gravando} onClick={gravar} />
          </>
        }
      >
        <FormGrid>
          {campo('nome', 'Descrição')}
          {campo('url', 'Endereço')}
          <FieldShell id="link-novaAba" label="Abrir em nova aba" span={12}>
            <Checkbox
              inputId="link-novaAba"
              checked={editando?.campos.novaAba ?? true}
              onChange={(e) =>
                setEditando((x) => x && { ...x, campos: { ...x.campos, novaAba: !!e.checked } })
              }
            />
          </FieldShell>
        </FormGrid>
      </Dialog>
    </section>
  );
}
