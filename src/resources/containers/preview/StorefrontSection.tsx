import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Breakpoint, PublishedItem, PublishedSection } from '@domain/cms';
import { useIntlLocale } from '../../../i18n/intlLocale';

const Picture = ({ src, alt, ratio }: { src: string | null; alt: string; ratio: string }) => {
  const translate = useTranslate();
  return src ? (
    <Box component="img" src={src} alt={alt} sx={{ width: '100%', aspectRatio: ratio, objectFit: 'cover', display: 'block', bgcolor: 'action.hover' }} />
  ) : (
    <Box sx={{ width: '100%', aspectRatio: ratio, bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.containers.preview.no_image')}
      </Typography>
    </Box>
  );
};

/** One item as a storefront card: a product with its lowest price, a collection, an image, a link or a text. */
const StorefrontItem = ({ item, banner }: { item: PublishedItem; banner: boolean }) => {
  const locale = useIntlLocale();
  if (item.product) {
    const price = item.product.price === null ? '' : new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' }).format(item.product.price / 100);
    return (
      <Card variant="outlined">
        <Picture src={item.product.image} alt={item.product.title} ratio="3 / 4" />
        <CardContent sx={{ p: 1 }}>
          <Typography variant="body2">{item.title || item.product.title}</Typography>
          <Typography variant="body2" fontWeight="bold">
            {price}
          </Typography>
        </CardContent>
      </Card>
    );
  }
  if (item.collection)
    return (
      <Card variant="outlined">
        <Picture src={item.collection.image} alt={item.collection.title} ratio="4 / 3" />
        <CardContent sx={{ p: 1 }}>
          <Typography variant="subtitle2">{item.title || item.collection.title}</Typography>
        </CardContent>
      </Card>
    );
  if (item.type === 'image')
    return (
      <Box sx={{ position: 'relative' }}>
        <Picture src={item.image} alt={item.title} ratio={banner ? '16 / 5' : '4 / 3'} />
        {item.title && (
          <Typography variant={banner ? 'h5' : 'subtitle1'} component="p" sx={{ position: 'absolute', left: 16, bottom: 12, color: 'common.white', textShadow: '0 1px 3px rgba(0,0,0,.8)' }}>
            {item.title}
          </Typography>
        )}
      </Box>
    );
  if (item.type === 'link')
    return (
      <Link href={item.link ?? undefined} underline="hover" onClick={(event) => event.preventDefault()}>
        {item.title || item.link}
      </Link>
    );
  return (
    <Box>
      {item.title && <Typography variant="subtitle1">{item.title}</Typography>}
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
        {item.text}
      </Typography>
    </Box>
  );
};

/** A section laid out as its layout asks at this breakpoint: its columns, and its spacing in 8 px steps; a carousel scrolls sideways. */
export const StorefrontSection = ({ section, breakpoint }: { section: PublishedSection; breakpoint: Breakpoint }) => {
  const columns = section.layout.columns[breakpoint];
  const carousel = section.type === 'carousel';
  return (
    <Box component="section" sx={{ px: section.type === 'banner' ? 0 : 2, py: 1.5 }}>
      {section.title && section.type !== 'banner' && (
        <Typography variant="h6" component="h3" gutterBottom>
          {section.title}
        </Typography>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: section.layout.spacing,
          ...(carousel
            ? { gridAutoFlow: 'column', gridAutoColumns: `calc((100% - ${(columns - 1) * section.layout.spacing * 8}px) / ${columns})`, overflowX: 'auto' }
            : { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }),
        }}
      >
        {section.items.map((item) => (
          <StorefrontItem key={item.id} item={item} banner={section.type === 'banner'} />
        ))}
      </Box>
    </Box>
  );
};
