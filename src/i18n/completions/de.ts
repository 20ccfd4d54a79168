/**
 * German completions for react-admin's built-in messages.
 *
 * `ra-language-german` (3.13.x) predates react-admin 5 and lacks every key that
 * `ra-language-english` 5.15 added since. This object holds exactly those
 * missing keys (same nesting as the English package), to be deep-merged on top
 * of the package messages. Placeholders (`%{...}`) and `||||` plural
 * separators are kept as in English.
 */
export const deCompletions = {
  ra: {
    action: {
      clear_array_input: 'Liste leeren',
      create_item: '%{item} erstellen',
      remove_all_filters: 'Alle Filter entfernen',
      reset: 'Zurücksetzen',
      search_columns: 'Spalten durchsuchen',
      select_all: 'Alle auswählen',
      select_all_button: 'Alle auswählen',
      select_row: 'Diese Zeile auswählen',
      update: 'Aktualisieren',
      move_up: 'Nach oben verschieben',
      move_down: 'Nach unten verschieben',
      open: 'Öffnen',
      toggle_theme: 'Hell-/Dunkelmodus umschalten',
      select_columns: 'Spalten',
      update_application: 'Anwendung neu laden',
    },
    page: {
      access_denied: 'Zugriff verweigert',
      authentication_error: 'Authentifizierungsfehler',
    },
    message: {
      access_denied: 'Sie haben nicht die erforderlichen Berechtigungen, um diese Seite aufzurufen',
      authentication_error:
        'Der Authentifizierungsserver hat einen Fehler zurückgegeben, Ihre Anmeldedaten konnten nicht überprüft werden.',
      auth_error: 'Beim Überprüfen des Authentifizierungstokens ist ein Fehler aufgetreten.',
      bulk_update_content:
        'Möchten Sie %{name} %{recordRepresentation} wirklich aktualisieren? |||| Möchten Sie diese %{smart_count} Elemente wirklich aktualisieren?',
      bulk_update_title: '%{name} %{recordRepresentation} aktualisieren |||| %{smart_count} %{name} aktualisieren',
      clear_array_input: 'Möchten Sie wirklich die gesamte Liste leeren?',
      select_all_limit_reached:
        'Es gibt zu viele Elemente, um alle auszuwählen. Nur die ersten %{max} Elemente wurden ausgewählt.',
      placeholder_data_warning: 'Netzwerkproblem: Die Daten konnten nicht aktualisiert werden.',
    },
    navigation: {
      clear_filters: 'Filter zurücksetzen',
      no_filtered_results: 'Keine %{name} mit den aktuellen Filtern gefunden.',
      partial_page_range_info: '%{offsetBegin}-%{offsetEnd} von mehr als %{offsetEnd}',
      current_page: 'Seite %{page}',
      page: 'Zu Seite %{page} wechseln',
      first: 'Zur ersten Seite',
      last: 'Zur letzten Seite',
      previous: 'Zur vorherigen Seite',
    },
    sort: {
      sort_by: 'Nach %{field_lower_first} %{order} sortieren',
      ASC: 'aufsteigend',
      DESC: 'absteigend',
    },
    auth: {
      email: 'E-Mail',
    },
    notification: {
      not_authorized: 'Sie sind nicht berechtigt, auf diese Ressource zuzugreifen.',
      application_update_available: 'Eine neue Version ist verfügbar.',
      offline: 'Keine Verbindung. Die Daten konnten nicht abgerufen werden.',
    },
    validation: {
      unique: 'Muss eindeutig sein',
    },
    saved_queries: {
      label: 'Gespeicherte Abfragen',
      query_name: 'Name der Abfrage',
      new_label: 'Aktuelle Abfrage speichern...',
      new_dialog_title: 'Aktuelle Abfrage speichern unter',
      remove_label: 'Gespeicherte Abfrage entfernen',
      remove_label_with_name: 'Abfrage "%{name}" entfernen',
      remove_dialog_title: 'Gespeicherte Abfrage entfernen?',
      remove_message: 'Möchten Sie diesen Eintrag wirklich aus Ihrer Liste der gespeicherten Abfragen entfernen?',
      help: 'Filtern Sie die Liste und speichern Sie diese Abfrage für später',
    },
    guesser: {
      empty: {
        title: 'Keine Daten zum Anzeigen',
        message: 'Bitte überprüfen Sie Ihren dataProvider',
      },
    },
    configurable: {
      customize: 'Anpassen',
      configureMode: 'Diese Seite konfigurieren',
      inspector: {
        title: 'Inspektor',
        content: 'Bewegen Sie den Mauszeiger über die Elemente der Oberfläche, um sie zu konfigurieren',
        reset: 'Einstellungen zurücksetzen',
        hideAll: 'Alle ausblenden',
        showAll: 'Alle einblenden',
      },
      Datagrid: {
        title: 'Datentabelle',
        unlabeled: 'Unbenannte Spalte #%{column}',
      },
      SimpleForm: {
        title: 'Formular',
        unlabeled: 'Unbenanntes Eingabefeld #%{input}',
      },
      SimpleList: {
        title: 'Liste',
        primaryText: 'Primärtext',
        secondaryText: 'Sekundärtext',
        tertiaryText: 'Tertiärtext',
      },
    },
  },
};
