/** Messages of the notifications: fields, choices, sending, deliveries and the outbox. */
export const en = {
  resources: {
    notifications: {
      fields: {
        title: 'Title', body: 'Message', image: 'Image URL', link: 'Deep link', channels: 'Channels', state: 'State',
        send_at: 'Sends at', time_zone: 'Time zone', sent_at: 'Sent at', recipients: 'Recipients', q: 'Search', job_id: 'Job',
        audience: { label: 'Audience', kind: 'Audience', tags: 'Customer tags', cities: 'Cities', orders_min: 'At least … orders', orders_max: 'At most … orders', customer_ids: 'Customers' },
      },
      channels: { email: 'E-mail', sms: 'SMS', push: 'Push' },
      states: { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent', cancelled: 'Cancelled', failed: 'Failed' },
      audiences: { all: 'All customers', segment: 'A segment', customers: 'Chosen customers' },
      audience_orders: { between: '%{min} to %{max} orders', at_least: 'at least %{min} orders', at_most: 'at most %{max} orders' },
      template_hint: '{{first_name}} and {{last_name}} are filled in for each customer',
      segment_hint: 'Active customers with any of the tags, living in any of the cities, within the range of orders.',
      preview: {
        audience: '%{count} customer will receive it |||| %{count} customers will receive it',
        sample: 'Preview',
        sample_for: 'As %{customer} reads it',
      },
      sending: {
        title: 'Sending',
        send_now: 'Send now',
        schedule: 'Schedule',
        send_at: 'Send at',
        zone: 'Your time zone: %{zone}',
        sent_now: 'Sending has started',
        scheduled: 'Notification scheduled',
        goes_at: 'Scheduled for %{moment} (%{zone})',
        cancel: 'Cancel sending',
        cancel_title: 'Cancel this notification?',
        cancel_content: 'It will not be sent. It stays listed as cancelled.',
        cancelled: 'Notification cancelled',
        was_cancelled: 'This notification was cancelled before it was sent.',
      },
      deliveries: { title: 'Deliveries', pending: 'Pending', sent: 'Sent', failed: 'Failed', skipped: 'Skipped' },
      outbox: { title: 'Outbox', empty: 'Nothing in the outbox yet.', at: 'At', channel: 'Channel', address: 'To', subject: 'Subject' },
    },
  },
  modules: { notifications: 'Notifications' },
};
