/** Jobs: the server's messages in English (polyglot syntax, see domain/serverMessages.ts). */
export const en = {
  job_not_found: 'Job not found',
  job_not_cancellable: 'Only a queued or running job can be cancelled',
  job_not_resumable: 'Only a failed or cancelled job can be resumed',
  job_failed: 'The job stopped on an error: %{message}',
  job_type_unknown: 'This server does not know jobs of type %{type}',
} as const;
