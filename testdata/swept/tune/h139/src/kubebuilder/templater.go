package kubebuilder

import "strings"

// Templater rewrites the manager namespace in rendered manifests into a Helm action.
type Templater struct {
	managerNamespace string
}

// ApplyHelmSubstitutions replaces the manager namespace inside Kubernetes DNS names.
func (t *Templater) ApplyHelmSubstitutions(content string) string {
	for _, suffix := range []string{".svc", ".pod", ".endpoints"} {
		content = strings.ReplaceAll(content, "."+t.managerNamespace+suffix, ".{{ .Release.Namespace }}"+suffix)
	}
	return content
}
