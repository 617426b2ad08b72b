import { useMutation } from "@apollo/client/react";
import { Box } from "@chakra-ui/react";
import { ERRNO } from "@contract/error-catalogue";
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { useNavigate, useSearchParams } from "react-router";
import { graphql } from "../../../gql";
import type { ProductManualQuery } from "../../../gql/graphql";
import { errorInfoFrom } from "../../../shared/api/errors";
import { useAppQuery } from "../../../shared/api/useAppQuery";
import { useLoadedVersion } from "../../../shared/forms/useLoadedVersion";
import { useSession } from "../../../shared/session/useSession";
import { TOAST_DURATION_MS, toaster } from "../../../shared/toast/toaster";
import { LoadFailed } from "../../../shared/widgets/LoadFailed";
import { RecordNotFound } from "../../../shared/widgets/RecordNotFound";
import { PageLoading } from "../../../shared/widgets/PageLoading";
import { ProductForm } from "../components/ProductForm";
import {
  EMPTY_PRODUCT,
  type ProductFormValues,
  productInput,
  toEntry,
} from "../productForm";

export const ProductManualQueryDoc = graphql(`
  query ProductManual($id: ID!) {
    productManual(id: $id) {
      id
      name
      model
      description
      note
      status
      version
      coverPicture {
        filename
        fileurl
        md5name
        bucketname
        filesize
      }
      detailPictures {
        filename
        fileurl
        md5name
        bucketname
        filesize
      }
      files {
        filename
        fileurl
        md5name
        bucketname
        filesize
      }
      params {
        name
        value
      }
      tags {
        id
        name
      }
    }
  }
`);

const CreateMutation = graphql(`
  mutation CreateProductManual($input: ProductManualInput!) {
    createProductManual(input: $input) {
      id
    }
  }
`);
const UpdateMutation = graphql(`
  mutation UpdateProductManual(
    $id: ID!
    $input: ProductManualInput!
    $baseVersion: Int
  ) {
    updateProductManual(id: $id, input: $input, baseVersion: $baseVersion) {
      id
      name
      model
      description
      note
      version
    }
  }
`);

const LIST = "/productlist";

function useSubmitted() {
  const intl = useIntl();
  const navigate = useNavigate();
  return () => {
    toaster.success({
      title: intl.formatMessage({ id: "pm_done_submitted" }),
      duration: TOAST_DURATION_MS,
    });
    void navigate(LIST);
  };
}

/** Spec part 2 section 6: only maintainadmin sees the spec import. */
function useCanImport() {
  return useSession().user?.roles.includes("maintainadmin") ?? false;
}

/** /createnewproduct: an empty form; submit creates the manual (off the shelf) and goes back to the list. */
export function CreateProductPage() {
  const navigate = useNavigate();
  const submitted = useSubmitted();
  const canImport = useCanImport();
  const [create] = useMutation(CreateMutation, {
    refetchQueries: ["ProductManuals", "ProductManualTags"],
  });
  return (
    <Box p="4">
      <ProductForm
        initial={EMPTY_PRODUCT}
        canImport={canImport}
        onSubmit={async (values) => {
          await create({ variables: { input: productInput(values) } });
          submitted();
        }}
        onCancel={() => void navigate(LIST)}
      />
    </Box>
  );
}

function formValues(
  manual: ProductManualQuery["productManual"],
): ProductFormValues {
  return {
    coverPicture: manual.coverPicture.map(toEntry),
    name: manual.name,
    model: manual.model,
    description: manual.description,
    note: manual.note,
    tags: manual.tags.map((t) => t.name),
    detailPictures: manual.detailPictures.map(toEntry),
    files: manual.files.map(toEntry),
    params: manual.params.map(({ name, value }) => ({ name, value })),
  };
}

/**
 * /editproduct?product_id=: the manual loaded into the same form; a missing or foreign id shows
 * the not-found state. The save names the version loaded, so an edit made elsewhere meanwhile is
 * refused (errorno 1010007, shown as a toast) instead of overwritten, and the form keeps its values.
 */
export function EditProductPage() {
  const navigate = useNavigate();
  const submitted = useSubmitted();
  const canImport = useCanImport();
  const [params] = useSearchParams();
  const id = params.get("product_id")?.trim() ?? "";
  const valid = /^\d+$/.test(id);
  const { data, loading, error, refetch } = useAppQuery(ProductManualQueryDoc, {
    variables: { id },
    skip: !valid,
    fetchPolicy: "network-only",
    context: { errorDisplay: "log" },
  });
  const [update] = useMutation(UpdateMutation, {
    refetchQueries: ["ProductManuals", "ProductManualTags"],
  });
  const initial = useMemo(
    () => (data ? formValues(data.productManual) : null),
    [data],
  );
  const loadedVersion = useLoadedVersion(id, data?.productManual.version);

  // Not found is a state of this page, not a failure toast (the query's display is 'log').
  const notFound =
    !valid || (error && errorInfoFrom(error).errorno === ERRNO.recordNotFound);
  if (notFound) {
    return (
      <RecordNotFound
        messageId="pm_not_found"
        backLabelId="pm_form_back"
        onBack={() => void navigate(LIST)}
        testId="product-not-found"
      />
    );
  }
  if (error) return <LoadFailed error={error} onRetry={refetch} />;
  if (loading || !initial) return <PageLoading />;
  return (
    <Box p="4">
      <ProductForm
        key={data?.productManual.id}
        productId={id}
        initial={initial}
        canImport={canImport}
        onSubmit={async (values) => {
          await update({
            variables: {
              id,
              input: productInput(values),
              baseVersion: loadedVersion,
            },
          });
          submitted();
        }}
        onCancel={() => void navigate(LIST)}
      />
    </Box>
  );
}
