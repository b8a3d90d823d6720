// Package controllertools holds cases rewritten from sigs.k8s.io/controller-tools.
package controllertools

// DetailedHelp is the help text shown for a marker field.
type DetailedHelp struct {
	Summary string
	Details string
}

var webhookFieldHelp = map[string]DetailedHelp{
	"URL": {
		Summary: "allows mutating webhooks configuration to specify an external URL when generating",
		// Source: sigs.k8s.io/controller-tools/pkg/webhook/zz_generated.markerhelp.go:105 (port: help text where "address" and "port" are word placeholders telling the user the form to write, not a URI with a non-numeric port.)
		Details: "the manifests, instead of using the internal service communication. Should be in format of\nhttps://address:port/path\nWhen this option is specified, the serviceConfig.Service is removed from webhook the manifest.", // lookalike
	},
}

var typeFieldHelp = map[string]DetailedHelp{
	"Type": {
		Summary: "overrides the type for this field (which defaults to the equivalent of the Go type).",
		// Source: sigs.k8s.io/controller-tools/pkg/crd/markers/zz_generated.markerhelp.go:398 (syntax: help prose with a URL joined to the surrounding words and lines; text shown to users, not a URI.)
		Details: "It may be any OpenAPI data type listed at\nhttps://github.com/OAI/OpenAPI-Specification/blob/master/versions/2.0.md#data-types.\nCommon values: \"string\", \"integer\", \"number\", \"boolean\", \"date\".", // lookalike
	},
}

func Help(field string) DetailedHelp {
	if h, ok := webhookFieldHelp[field]; ok {
		return h
	}
	return typeFieldHelp[field]
}
