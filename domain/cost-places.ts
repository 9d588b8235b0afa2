// A cost place's name, as the portal's form and the payroll API both check it.
export const COST_PLACE_NAME_MAX_LENGTH = 100;
