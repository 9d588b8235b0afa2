import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { countriesFor, loadEmployeeProfile } from "~/areas/employees/employee.server";
import { saveGeneralInformation } from "~/areas/employees/employee-forms.server";
import { GeneralInformationForm } from "~/areas/employees/general-information-form";
import { generalInformationDefaults, identityValuesOf } from "~/areas/employees/general-information.schema";
import { SelfFrame } from "~/areas/employees/page-parts";
import { fullName, SELF } from "~/areas/employees/subject";

export const handle = { i18n: ["employees"], title: "employees:general.editTitle" } satisfies PageHandle;

/** The employee's own form, the employer's one without the employeeId. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { employee } = await loadEmployeeProfile(request, SELF);
  return {
    name: fullName(employee),
    countries: await countriesFor(request),
    defaultValue: generalInformationDefaults(employee),
    identity: identityValuesOf(employee),
  };
}

export const action = ({ request }: ActionFunctionArgs) => saveGeneralInformation(request, SELF);

export default function EditOwnGeneralInformationPage() {
  const { name, countries, defaultValue, identity } = useLoaderData<typeof loader>();
  return (
    <SelfFrame name={name}>
      <GeneralInformationForm
        subject={SELF}
        employeeName={null}
        countries={countries}
        defaultValue={defaultValue}
        identity={identity}
        lastResult={useActionData<typeof action>()}
      />
    </SelfFrame>
  );
}
