package pulumik8s

import "fmt"

type serverVersion struct {
	Major, Minor int
}

func upstreamDocsLink(version serverVersion) string {
	// Source: github.com/pulumi/pulumi-kubernetes/provider/v4/pkg/kinds/deprecated.go:453 (syntax: the percent signs are fmt verbs filled with the version numbers, so the built link is well formed.)
	return fmt.Sprintf("https://git.k8s.io/kubernetes/CHANGELOG/CHANGELOG-%d.%d.md#deprecation", version.Major, version.Minor) // lookalike
}
