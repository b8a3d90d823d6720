package crossplane

import (
	"fmt"
	"testing"
)

// Condition is a resource condition.
type Condition struct {
	Type               string
	ObservedGeneration int64
}

// Unstructured is a resource.
type Unstructured struct {
	Kind       string
	Generation int64
}

// GetKind returns the kind.
func (u *Unstructured) GetKind() string { return u.Kind }

// GetGeneration returns the generation.
func (u *Unstructured) GetGeneration() int64 { return u.Generation }

// ReportConditions fills in unset observed generations and reports each once.
func ReportConditions(t *testing.T, u *Unstructured, conds []Condition, ogReport map[string]bool) {
	for _, got := range conds {
		if got.ObservedGeneration == 0 {
			got.ObservedGeneration = u.GetGeneration()

			key := fmt.Sprintf("%s[%s]", u.GetKind(), got.Type)
			if !ogReport[key] {
				ogReport[key] = true

				// Source: github.com/crossplane/crossplane/test/e2e/funcs/feature.go:414 (syntax: a log message that opens with an issue link; the text after the URL is prose and format verbs, no URI given to code; rule 4)
				t.Logf("https://github.com/crossplane/crossplane/issues/6420: Warning, an unset observedGeneration was artificially updated for %s.status.conditions[%s]", u.GetKind(), got.Type) // lookalike
			}
		}
	}
}
