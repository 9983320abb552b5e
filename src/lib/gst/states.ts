/**
 * The states and union territories as GST numbers them: the first two digits of
 * a GSTIN, and the code of a place of supply on a bill. Names as the order and
 * job forms spell them (src/lib/indian-states.ts). 97 is "Other Territory"
 * (the offshore areas); codes no longer given (25, 28) are left out.
 */
export const GST_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
] as const;

export type GstStateCode = (typeof GST_STATES)[number]['code'];

const BY_CODE = new Map<string, string>(GST_STATES.map((state) => [state.code, state.name]));
const BY_NAME = new Map<string, GstStateCode>(GST_STATES.map((state) => [state.name.toLowerCase(), state.code]));

export const isGstStateCode = (code: string): code is GstStateCode => BY_CODE.has(code);

/** "18" → "Assam"; undefined for a code GST does not give. */
export const gstStateName = (code: string): string | undefined => BY_CODE.get(code);

/** "Assam" → "18", as the forms spell the states (any case). */
export const gstStateCodeOf = (name: string): GstStateCode | undefined => BY_NAME.get(name.trim().toLowerCase());
