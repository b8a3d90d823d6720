package kueue

import "flag"

// SetImporterFlags registers the flags of the importer.
func SetImporterFlags(fs *flag.FlagSet) {
	// Source: sigs.k8s.io/kueue/cmd/importer/main.go:79 (syntax: the URL is part of a flag's help text and joined to the words around it, prose by rule 4; sample 1 of 2 identical candidates.)
	fs.Float64("qps", 50, "client QPS, as described in https://kubernetes.io/docs/reference/config-api/apiserver-eventratelimit.v1alpha1/#eventratelimit-admission-k8s-io-v1alpha1-Limit") // lookalike
}
