/**
 * Runs `tarefa` a minute after start-up and then every hour, never two runs at once; answers the
 * function that stops it. The timers do not keep the process alive. The daily LGPD purge and the users'
 * expiry notice use it until the scheduled-job runner of issue 17 replaces both.
 */
export function deHoraEmHora(tarefa: () => Promise<void>): () => void {
  let rodando = false;
  const verificar = async () => {
    if (rodando) return;
    rodando = true;
    try {
      await tarefa();
    } finally {
      rodando = false;
    }
  };
  const primeira = setTimeout(verificar, 60_000);
  const hora = setInterval(verificar, 60 * 60_000);
  primeira.unref();
  hora.unref();
  return () => {
    clearTimeout(primeira);
    clearInterval(hora);
  };
}
