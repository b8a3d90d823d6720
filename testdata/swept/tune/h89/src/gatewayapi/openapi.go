// Package gatewayapi holds cases rewritten from sigs.k8s.io/gateway-api.
package gatewayapi

// SchemaProps mirrors the one field of the OpenAPI schema type that the generated definitions fill with prose.
type SchemaProps struct {
	Description string
	Type        []string
}

// Schemas returns a few generated OpenAPI property schemas.
func Schemas() map[string]SchemaProps {
	return map[string]SchemaProps{
		// Source: sigs.k8s.io/gateway-api/pkg/generated/openapi/zz_generated.openapi.go:841 (syntax: an OpenAPI description is prose and the link after "More info:" is joined to words, not a URI; uniform sample of 6 of 187 prose literals)
		"apiVersion": {
			Description: "APIVersion defines the versioned schema of this representation of an object. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources", // lookalike
			Type:        []string{"string"},
		},
		// Source: sigs.k8s.io/gateway-api/pkg/generated/openapi/zz_generated.openapi.go:1947 (syntax: an OpenAPI description is prose and the link after "More info:" is joined to words, not a URI; uniform sample of 6 of 187 prose literals)
		"kind": {
			Description: "Kind is a string value representing the REST resource this object represents. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds", // lookalike
			Type:        []string{"string"},
		},
		// Source: sigs.k8s.io/gateway-api/pkg/generated/openapi/zz_generated.openapi.go:3783 (syntax: an OpenAPI description is prose and the link after "More info:" is joined to words, not a URI; uniform sample of 6 of 187 prose literals)
		"apiVersion2": {
			Description: "APIVersion defines the versioned schema of this representation of an object. Servers should convert recognized schemas to the latest internal value, and may reject unrecognized values. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#resources", // lookalike
			Type:        []string{"string"},
		},
		// Source: sigs.k8s.io/gateway-api/pkg/generated/openapi/zz_generated.openapi.go:7246 (syntax: an OpenAPI description is prose with a link in parentheses and newlines around it, not a URI; uniform sample of 6 of 187 prose literals)
		"controllerName": {
			Description: "ControllerName is a domain/path string that indicates the name of the controller that wrote this status.\n\nThe format of this field is DOMAIN \"/\" PATH, where DOMAIN and PATH are valid Kubernetes names (https://kubernetes.io/docs/concepts/overview/working-with-objects/names/#names).\n\nControllers MUST populate this field when writing status.", // lookalike
			Type:        []string{"string"},
		},
		// Source: sigs.k8s.io/gateway-api/pkg/generated/openapi/zz_generated.openapi.go:9131 (syntax: an OpenAPI description is prose and the link after "More info:" is joined to words, not a URI; uniform sample of 6 of 187 prose literals)
		"kind2": {
			Description: "Kind is a string value representing the REST resource this object represents. Servers may infer this from the endpoint the client submits requests to. Cannot be updated. In CamelCase. More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#types-kinds", // lookalike
			Type:        []string{"string"},
		},
		// Source: sigs.k8s.io/gateway-api/pkg/generated/openapi/zz_generated.openapi.go:10652 (syntax: an OpenAPI description is prose that opens with "see:" and a link followed by paragraphs, not a URI; uniform sample of 6 of 187 prose literals)
		"ancestors": {
			Description: "For Policy Status API conventions, see: https://gateway-api.sigs.k8s.io/geps/gep-713/#the-status-stanza-of-policy-objects\n\nAncestors is a list of ancestor resources (specifically Gateway resources) that are associated with the policy.", // lookalike
			Type:        []string{"array"},
		},
		// Source: sigs.k8s.io/gateway-api/pkg/generated/openapi/zz_generated.openapi.go:7424 (syntax: a quoted SPIFFE ID given as an example inside prose, not a URI the code uses; kept besides the sample because it is the only one with a quoted URI)
		"uri": {
			Description: "URI contains Subject Alternative Name specified in a full URI format. It MUST include both a scheme (e.g., \"http\" or \"ftp\") and a scheme-specific-part. Common values include SPIFFE IDs like \"spiffe://mycluster.example.com/ns/myns/sa/svc1sa\". Required when Type is set to URI, ignored otherwise.\n\nSupport: Core", // lookalike
			Type:        []string{"string"},
		},
	}
}
