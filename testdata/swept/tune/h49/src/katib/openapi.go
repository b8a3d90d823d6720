// Package katib holds cases rewritten from github.com/kubeflow/katib.
package katib

// SchemaProps is the part of an OpenAPI schema the cases use.
type SchemaProps struct {
	Description string
	Type        []string
}

var schemas = map[string]SchemaProps{
	"kind": {
		// Source: github.com/kubeflow/katib/pkg/apis/kubeflowsdk/zz_generated.openapi.go:938 (syntax: uniform sample 1 of 3 of 460 generated OpenAPI descriptions; a URL in prose after "More info:", rule 4)
		Description: "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds", // lookalike
		Type:        []string{"string"},
	},
	"containerRuntimeVersion": {
		// Source: github.com/kubeflow/katib/pkg/apis/kubeflowsdk/zz_generated.openapi.go:9077 (syntax: uniform sample 2 of 3 of 460 generated OpenAPI descriptions; an example value in parentheses inside prose, rule 4)
		Description: "ContainerRuntime Version reported by the node through runtime remote API (e.g. containerd://1.4.2).", // lookalike
		Type:        []string{"string"},
	},
	"requests": {
		// Source: github.com/kubeflow/katib/pkg/apis/kubeflowsdk/zz_generated.openapi.go:13547 (syntax: uniform sample 3 of 3 of 460 generated OpenAPI descriptions; a URL in prose after "More info:", rule 4)
		Description: "Requests describes the minimum amount of compute resources required. If Requests is omitted for a container, it defaults to Limits if that is explicitly specified, otherwise to an implementation-defined value. Requests cannot exceed Limits. More info: https://kubernetes.io/docs/concepts/configuration/manage-resources-containers/", // lookalike
		Type:        []string{"object"},
	},
}
