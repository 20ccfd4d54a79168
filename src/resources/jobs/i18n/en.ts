export const en = {
  jobs: {
    status: { queued: 'Queued', running: 'Running', done: 'Done', failed: 'Failed', cancelled: 'Cancelled' },
    progress: {
      label: 'Progress',
      loading: 'Loading the job',
      unavailable: 'This job cannot be shown',
      done: '%{done} processed',
      done_of_total: '%{done} of %{total}',
      rate: '%{rate} rows a second',
      time_left: 'about %{time} left',
      hours_minutes: '%{hours} h %{minutes} min',
      minutes_seconds: '%{minutes} min %{seconds} s',
      seconds: '%{seconds} s',
    },
    action: { cancel: 'Cancel job', resume: 'Resume job' },
  },
};
