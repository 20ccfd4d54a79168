import { Alert, Card, LinearProgress, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import SwaggerUIBundle from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import './apiReference.css';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

/**
 * /apps/api-reference: the server's OpenAPI description in Swagger UI, from the console's own files
 * (this screen's chunk) under the console's content security policy. The description comes through
 * the dataProvider with the staff member's token; the page only reads it (no "try it out").
 */
const ApiReferenceScreen = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const target = useRef<HTMLDivElement>(null);
  const description = useQuery({ queryKey: ['api-description'], queryFn: async () => (await dataProvider.apiDescription()).data });

  useEffect(() => {
    if (!description.data || !target.current) return;
    SwaggerUIBundle({
      domNode: target.current,
      spec: description.data,
      presets: [SwaggerUIBundle.presets.apis],
      layout: 'BaseLayout',
      supportedSubmitMethods: [],
      validatorUrl: null,
      deepLinking: false,
      docExpansion: 'none',
      defaultModelsExpandDepth: -1,
      filter: true,
      showExtensions: true,
    });
  }, [description.data]);

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="app.screens.api-reference" />
      {description.isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      {description.error && <Alert severity="error">{description.error.message}</Alert>}
      {/* Swagger UI draws on a light surface of its own, in both of the console's themes. */}
      <Card className="api-reference" sx={{ bgcolor: '#fff', color: '#3b4151', minHeight: 200, overflowX: 'auto' }}>
        <div ref={target} />
      </Card>
    </Stack>
  );
};

export default ApiReferenceScreen;
