import type { Noticia } from '@ipe/domain/painel';
import { Dialog } from 'primereact/dialog';

/** The notice frame (spec 3 §2): the notice's text and, when it has one, its link shown in a frame. */
export default function NoticiaDialog({ noticia, onHide }: { noticia: Noticia; onHide: () => void }) {
  return (
    <Dialog
      header="Notícia"
      visible
      onHide={onHide}
      className="ipe-noticia-dialog"
      style={{ width: '768px' }}
      breakpoints={{ '800px': '95vw' }}
      modal
    >
      <p className="ipe-noticia-texto">{noticia.texto}</p>
      {noticia.link && <iframe className="ipe-noticia-frame" src={noticia.link} title={noticia.texto} />}
    </Dialog>
  );
}
