import { type ActionFunctionArgs, type LoaderFunctionArgs } from "react-router";
import { useActionData, useLoaderData } from "react-router";
import type { PageHandle } from "~/platform/i18n/page-handle";
import { countriesFor, loadEmployeeProfile } from "~/areas/employees/employee.server";
import { savePersonalInformation } from "~/areas/employees/employee-forms.server";
import { PersonalInformationForm } from "~/areas/employees/personal-information-form";
import { personalInformationDefaults, personalInformationStoredProblems } from "~/areas/employees/personal-information.schema";
import { SelfFrame } from "~/areas/employees/page-parts";
import { fullName, SELF } from "~/areas/employees/subject";

export const handle = { i18n: ["employees"], title: "employees:personal.editTitle" } satisfies PageHandle;

/** The employee's own form, the employer's one without the employeeId. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { employee } = await loadEmployeeProfile(request, SELF);
  const defaultValue = personalInformationDefaults(employee);
  return { name: fullName(employee), countries: await countriesFor(request), defaultValue, stored: personalInformationStoredProblems(defaultValue) };
}

export const action = ({ request }: ActionFunctionArgs) => savePersonalInformation(request, SELF);

export default function EditOwnPersonalInformationPage() {
  const { name, countries, defaultValue, stored } = useLoaderData<typeof loader>();
  return (
    <SelfFrame name={name}>
      <PersonalInformationForm
        subject={SELF}
        employeeName={null}
        countries={countries}
        defaultValue={defaultValue}
        lastResult={useActionData<typeof action>() ?? stored}
      />
    </SelfFrame>
  );
}
