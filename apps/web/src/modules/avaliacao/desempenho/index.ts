/** What the performance evaluation screens share (the wizard's step 2 mounts ParticipantesMatriz). */
export { ParticipantesMatriz, type ParticipantesMatrizProps } from './ParticipantesMatriz.tsx';
