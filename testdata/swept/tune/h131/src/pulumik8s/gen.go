package pulumik8s

type propertySpec struct {
	Type        string
	Description string
}

var kustomizeDirectory = propertySpec{
	Type: "string",
	// Source: github.com/pulumi/pulumi-kubernetes/provider/v4/pkg/gen/overlays.go:1190 (syntax: a schema description in which the URL is an example joined to prose and a relative path by newlines.)
	Description: "The directory containing the kustomization to apply. The value can be a local directory or a folder in a\ngit repository.\nExample: ./helloWorld\nExample: https://github.com/kubernetes-sigs/kustomize/tree/master/examples/helloWorld", // lookalike
}

var objectMeta = propertySpec{
	// Source: github.com/pulumi/pulumi-kubernetes/provider/v4/pkg/gen/overlays.go:1554 (syntax: documentation text where the URL is followed by the sentence's closing period.)
	Description: "Standard object metadata; More info: https://git.k8s.io/community/contributors/devel/sig-architecture/api-conventions.md#metadata.", // lookalike
}

var enableServerSideApply = propertySpec{
	Type: "boolean",
	// Source: github.com/pulumi/pulumi-kubernetes/provider/v4/pkg/gen/schema.go:167 (syntax: a configuration description where the issue URL is embedded in a sentence.)
	Description: "If present and set to false, disable Server-Side Apply mode.\nSee https://github.com/pulumi/pulumi-kubernetes/issues/2011 for additional details.", // lookalike
}

func helpfulLinkComments(kind string) string {
	switch kind {
	case "Secret":
		return "Note: While Pulumi automatically encrypts the 'data' and 'stringData'\n" +
			"fields, this encryption only applies to Pulumi's context.\n\n" +
			"For more information on securing Kubernetes Secrets, see the following links:\n" +
			// Source: github.com/pulumi/pulumi-kubernetes/provider/v4/pkg/gen/additionalComments.go:136 (syntax: generated doc comment text in which the URL is one line of prose.)
			"https://kubernetes.io/docs/concepts/configuration/secret/#security-properties\n" + // lookalike
			// Source: github.com/pulumi/pulumi-kubernetes/provider/v4/pkg/gen/additionalComments.go:137 (syntax: the second link line of the same generated doc text, prose rather than a URI value.)
			"https://kubernetes.io/docs/concepts/configuration/secret/#risks" // lookalike
	default:
		return ""
	}
}
