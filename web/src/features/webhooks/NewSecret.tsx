import { SecretShownOnce } from '../../components/SecretShownOnce.tsx';

/** A new signing secret, shown once (the server never lists it), until the owner says it is kept. */
export function NewSecret({ secret, onClose, onError }: { secret: string; onClose: () => void; onError: (message: string | null) => void }) {
  return (
    <SecretShownOnce label="Signing secret" secret={secret} testId="webhook-secret" copyLabel="Copy secret" doneLabel="Done, I have kept it" onClose={onClose} onError={onError}>
      <strong>Signing secret</strong>: shown this once. Keep it in your receiver to verify the <code>webhook-signature</code> header.
    </SecretShownOnce>
  );
}
