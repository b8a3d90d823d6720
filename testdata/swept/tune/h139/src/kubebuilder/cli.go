// Package kubebuilder holds cases rewritten from sigs.k8s.io/kubebuilder/v4.
package kubebuilder

import "fmt"

// Source: sigs.k8s.io/kubebuilder/v4/pkg/cli/cli.go:669 (syntax: a warning message whose URL is joined to the words around it; prose, not a URI.)
const unstablePluginMsg = " (plugin version is unstable, there may be an upgrade available: https://kubebuilder.io/plugins/plugins-versioning)" // lookalike

func warnUnstable(key string) string {
	return key + unstablePluginMsg
}

func codeFence(code string) string {
	return "```sh\n" + code + "\n```"
}

// readmeInstall renders the install section of the scaffolded README.
func readmeInstall() string {
	// Source: sigs.k8s.io/kubebuilder/v4/pkg/plugins/golang/v4/scaffolds/internal/templates/readme.go:59 (syntax: a README shell command with <org> and <tag or branch> placeholders for the user to fill in; documentation text, not a URI given to a sink.)
	return codeFence("kubectl apply -f https://raw.githubusercontent.com/<org>/{{ .ProjectName }}/" + "<tag or branch>/dist/install.yaml") // lookalike
}

// Source: sigs.k8s.io/kubebuilder/v4/pkg/plugins/golang/v4/scaffolds/internal/templates/hack/boilerplate.go:120 (plainhttp: the Apache license header text written into scaffolded files; documentation, not a request.)
const apache2 = "\nLicensed under the Apache License, Version 2.0 (the \"License\");\nyou may not use this file except in compliance with the License.\nYou may obtain a copy of the License at\n\n    http://www.apache.org/licenses/LICENSE-2.0\n\nUnless required by applicable law or agreed to in writing, software\n" // lookalike

func boilerplate(year string) string {
	return fmt.Sprintf("/*\nCopyright %s.\n%s*/", year, apache2)
}

// Source: sigs.k8s.io/kubebuilder/v4/hack/docs/internal/cronjob-tutorial/e2e_implementation.go:99 (syntax: a Go source snippet inserted into the tutorial; the URL sits inside code text, not a URI given to a sink.)
const prometheusVersionURL = "\n\n\tprometheusOperatorVersion = \"v0.89.0\"\n\tprometheusOperatorURL     = \"https://github.com/prometheus-operator/prometheus-operator/\" +\n\t\t\"releases/download/%s/bundle.yaml\"" // lookalike

func tutorialSnippet() string {
	return prometheusVersionURL
}
