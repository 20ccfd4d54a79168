import { lookUpPincode, pincodeIndexReady, type PincodePlace } from './pincodeDirectory';

/** Where the maps base finds places: the bundled India Post directory, or a hosted geocoder. */
export interface Geocoder {
  pincode(pincode: string): Promise<PincodePlace | undefined>;
  /** Loads what lookups need ahead of the first one; resolves when it is ready. */
  prepare?(): Promise<void>;
}

export const bundledGeocoder: Geocoder = { pincode: lookUpPincode, prepare: pincodeIndexReady };

interface GoogleComponent {
  long_name: string;
  types: string[];
}
interface GoogleAnswer {
  status: string;
  results: { address_components: GoogleComponent[]; geometry: { location: { lat: number; lng: number } }; postcode_localities?: string[] }[];
}

/**
 * Google's Geocoding API (the spec's maps service), asked for a postal code in India. `baseUrl` is
 * Google's by default; tests point it at a local stand-in.
 */
export const googleGeocoder = (apiKey: string, baseUrl = 'https://maps.googleapis.com/maps/api/geocode/json'): Geocoder => ({
  async pincode(pincode) {
    const url = new URL(baseUrl);
    url.searchParams.set('components', `postal_code:${pincode}|country:IN`);
    url.searchParams.set('key', apiKey);
    const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) throw new Error(`Geocoder answered ${response.status}`);
    const answer = (await response.json()) as GoogleAnswer;
    if (answer.status === 'ZERO_RESULTS') return undefined;
    const [first] = answer.results;
    if (answer.status !== 'OK' || !first) throw new Error(`Geocoder answered ${answer.status}`);
    const named = (...types: string[]) =>
      types.map((type) => first.address_components.find((component) => component.types.includes(type))?.long_name).find(Boolean) ?? '';
    const district = named('administrative_area_level_3', 'administrative_area_level_2');
    return {
      pincode,
      city: named('locality', 'postal_town') || district,
      district,
      state: named('administrative_area_level_1'),
      country: 'IN',
      latitude: first.geometry.location.lat,
      longitude: first.geometry.location.lng,
      areas: first.postcode_localities ?? [],
    };
  },
});

/** `MAPS_GEOCODER=google` with `MAPS_API_KEY` asks Google; anything else uses the bundled directory. */
export const readGeocoder = (env: NodeJS.ProcessEnv): Geocoder => {
  if (env.MAPS_GEOCODER !== 'google') return bundledGeocoder;
  if (!env.MAPS_API_KEY) throw new Error('MAPS_GEOCODER=google needs MAPS_API_KEY');
  return googleGeocoder(env.MAPS_API_KEY, env.MAPS_GEOCODER_URL);
};
